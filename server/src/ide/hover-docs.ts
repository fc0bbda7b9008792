// Our own documentation of the face-down keywords and keyword actions, as data (shown on hover and in
// completion). Written in our own words from rules-digest.md, every statement with its CR section.
// Reviewed against: the CR of 2026-01-16 as digested in rules-digest.md §1–§5 and §8.

import { KEYWORD_ABILITIES } from '../data/cr-vocabulary';

export type TopicId =
  | 'morph' | 'megamorph' | 'disguise' | 'manifest' | 'manifest-dread' | 'cloak' | 'ward' | 'face-down' | 'turned-face-up'
  // The interaction vocabulary: what these effects do to a face-down permanent.
  | 'loses-all-abilities' | 'copy' | 'base-pt' | 'blink' | 'bounce';

export interface TopicDoc {
  id: TopicId;
  /** Heading, as the keyword is printed. */
  title: string;
  /** "Keyword ability", "Keyword action", "Status"… */
  kind: string;
  /** The main CR sections (shown in the heading line). */
  cr: string[];
  /** What it does, in one or two sentences. */
  summary: string;
  /** The rules that matter, each ending with its CR sections. */
  rules: string[];
  /** The rulings that matter in play, each ending with its CR sections. */
  rulings: string[];
}

export const TOPICS: Record<TopicId, TopicDoc> = {
  morph: {
    id: 'morph',
    title: 'Morph',
    kind: 'Keyword ability',
    cr: ['702.37', '702.37e'],
    summary:
      'Lets you cast the card face down as a nameless 2/2 creature with no abilities by paying {3} instead of its mana cost, and later turn it face up by paying its morph cost.',
    rules: [
      'Morph works in every zone you could cast the card from. The {3} is an alternative cost, so it can\'t be combined with another alternative cost such as "without paying its mana cost" (CR 702.37a, 118.9a).',
      'The card is turned face down before it goes on the stack; everything that looks at the spell sees only a 2/2 creature with no name, text, subtypes or mana cost (CR 702.37c, 708.4).',
      'While you control it face down, any time you have priority you may show what its morph cost would be if it were face up, pay that cost and turn it face up. This is a special action: it doesn\'t use the stack and can\'t be responded to (CR 702.37e, 116.2b).',
      'If the permanent would have no morph ability if it were face up — for example an effect made it lose all abilities — it can\'t be turned face up this way (CR 702.37e, 708.8).',
    ],
    rulings: [
      'Turning it face up is not entering the battlefield: its "enters" abilities neither trigger nor apply, while "when this creature is turned face up" abilities trigger (CR 708.8, 603.2).',
      'It stays the same permanent: counters, Auras, Equipment, damage, tapped status and effects that already applied keep applying (CR 708.8, 110.5c).',
      'The face-down spell has no abilities, so the card\'s flash doesn\'t help: cast it face down when you could cast a creature spell (CR 708.4).',
      'Face down it is colorless, has mana value 0 and no name, so it never shares a name with anything (CR 202.2b, 202.3a, 201.2a).',
      'Only its controller can turn it face up, and never while it is a spell on the stack (CR 702.37e, 708.7).',
      'Cost reductions for spells can lower the {3}, but not the morph cost: paying that is a special action, not casting (CR 118.9d, 116.2b).',
      'A copy of a face-down creature is a face-up blank 2/2 and can never be turned face up (CR 707.2).',
    ],
  },
  megamorph: {
    id: 'megamorph',
    title: 'Megamorph',
    kind: 'Keyword ability',
    cr: ['702.37b'],
    summary:
      'Morph with a bonus: everything about morph applies, and if you turn the permanent face up by paying its megamorph cost, it gets a +1/+1 counter as it turns face up.',
    rules: [
      'A megamorph cost is a morph cost, so every rule and effect about morph costs applies to it (CR 702.37b).',
      'Cast face down for {3} as a nameless 2/2 creature; turn it face up any time you have priority by paying the megamorph cost (CR 702.37c, 702.37e, 116.2b).',
      'The +1/+1 counter is put on as the permanent turns face up, so it is already there when "turned face up" abilities trigger (CR 702.37b, 708.11).',
    ],
    rulings: [
      'No counter if it is turned face up any other way — by an effect, or by paying the mana cost of a manifested card (CR 702.37b).',
      'If it would have no megamorph ability face up (its abilities were removed), it can\'t be turned face up for that cost, so no counter either (CR 702.37e).',
      'Turning it face up doesn\'t make it enter the battlefield: "enters" abilities don\'t trigger (CR 708.8).',
    ],
  },
  disguise: {
    id: 'disguise',
    title: 'Disguise',
    kind: 'Keyword ability',
    cr: ['702.168'],
    summary:
      'Like morph, but the face-down spell and permanent also have ward {2}: cast it face down for {3} as a nameless 2/2 creature with ward {2}, then turn it face up for its disguise cost.',
    rules: [
      'The face-down object is a 2/2 creature with ward {2} and no name, subtypes or mana cost; it is colorless with mana value 0 (CR 702.168a, 202.2b, 202.3a).',
      'Any time you have priority you may show its disguise cost as it would be face up, pay it and turn it face up — a special action that doesn\'t use the stack (CR 702.168d, 116.2b).',
      'If it would have no disguise ability face up, it can\'t be turned face up this way (CR 702.168d).',
    ],
    rulings: [
      'Ward {2} is part of its face-down characteristics, so a copy of a disguised creature has ward {2} as well (CR 702.168a, 707.2).',
      'If an effect removes its abilities, it loses ward {2} and can no longer be turned face up for its disguise cost while that effect lasts (CR 613.1f, 702.168d).',
      'Turning it face up is not entering: its "enters" abilities don\'t trigger; "turned face up" abilities use the stack (CR 708.8, 603.2).',
      'Its reminder text says "face down for {3} as a 2/2 creature with ward {2}", in a different order from morph\'s (CR 702.168a).',
    ],
  },
  manifest: {
    id: 'manifest',
    title: 'Manifest',
    kind: 'Keyword action',
    cr: ['701.40'],
    summary:
      'Put a card onto the battlefield face down as a 2/2 creature with no name, text, subtypes or mana cost. If it is a creature card, you may turn it face up any time for its mana cost.',
    rules: [
      'The card is turned face down before it enters, so it never "enters" with its own abilities (CR 701.40a, 708.3).',
      'Any time you have priority you may turn a manifested permanent you control face up by showing that the card is a creature card and paying its mana cost — a special action (CR 701.40b, 116.2b).',
      'A noncreature card, or a card with no mana cost, can\'t be turned face up that way (CR 701.40b).',
      'If the card has morph or disguise, you may instead turn it face up for that cost (CR 701.40c, 701.40d).',
      'Several cards are manifested one at a time (CR 701.40e).',
    ],
    rulings: [
      'Whether it is a creature card is judged from the card itself, ignoring copy and type-changing effects (CR 701.40b, 708.12).',
      'Unlike a morph, a manifested creature card can still be turned face up for its mana cost after it lost all its abilities (CR 701.40b).',
      'If a manifested instant or sorcery would be turned face up, it is revealed instead and stays face down; "turned face up" abilities don\'t trigger (CR 701.40g).',
      'A manifested double-faced card can\'t transform; if it is turned face up, its front face is up (CR 712.15a).',
      'Turning it face up doesn\'t make it enter the battlefield, so its "enters" abilities don\'t trigger (CR 708.8).',
    ],
  },
  'manifest-dread': {
    id: 'manifest-dread',
    title: 'Manifest dread',
    kind: 'Keyword action',
    cr: ['701.62'],
    summary:
      'Look at the top two cards of your library, manifest one of them and put the other into your graveyard. The manifested card follows the manifest rules.',
    rules: [
      'The chosen card is manifested as a face-down 2/2 creature; the cards looked at and not manifested go to the graveyard (CR 701.62a).',
      'It can be turned face up for its mana cost if it is a creature card, like any manifested permanent (CR 701.40b).',
      'Abilities that trigger "whenever you manifest dread" trigger even if part or all of it couldn\'t be done (CR 701.62b).',
    ],
    rulings: [
      'With one card in your library you manifest it and nothing goes to the graveyard; with none nothing happens, but "whenever you manifest dread" still triggers (CR 701.62a, 701.62b).',
      'The card put into the graveyard is seen by everyone; the manifested one stays hidden from your opponents (CR 708.5).',
      'Losing its abilities doesn\'t stop a manifested creature card from being turned face up for its mana cost (CR 701.40b).',
    ],
  },
  cloak: {
    id: 'cloak',
    title: 'Cloak',
    kind: 'Keyword action',
    cr: ['701.58'],
    summary:
      'Like manifest, but the face-down permanent also has ward {2}: put the card onto the battlefield face down as a 2/2 creature with ward {2}; a creature card can be turned face up for its mana cost.',
    rules: [
      'The cloaked permanent is a 2/2 creature with ward {2} and no name, subtypes or mana cost (CR 701.58a).',
      'Any time you have priority you may turn it face up by showing it is a creature card and paying its mana cost (CR 701.58b, 116.2b), or for its morph or disguise cost if the card has one (CR 701.58c, 701.58d).',
      'Several cards are cloaked one at a time (CR 701.58e).',
    ],
    rulings: [
      'A cloaked instant or sorcery is revealed and stays face down if it would be turned face up (CR 701.58g).',
      'Removing its abilities takes away ward {2}, but it can still be turned face up for its mana cost (CR 613.1f, 701.58b).',
      'A cloaked double-faced card can\'t transform; turned face up, it shows its front face (CR 712.15a).',
    ],
  },
  ward: {
    id: 'ward',
    title: 'Ward',
    kind: 'Keyword ability',
    cr: ['702.21'],
    summary:
      'A triggered ability: when the permanent becomes the target of a spell or ability an opponent controls, that spell or ability is countered unless its controller pays the ward cost.',
    rules: [
      'Ward triggers on becoming a target of an opponent\'s spell or ability, and counters it unless that player pays the cost (CR 702.21a).',
      'Disguised and cloaked face-down permanents have ward {2} as part of their face-down characteristics (CR 702.168a, 701.58a).',
    ],
    rulings: [
      'An effect that removes all abilities removes the ward {2} of a disguised or cloaked permanent too (CR 613.1f).',
      'Ward {2} on a face-down permanent also triggers when an opponent targets it with an effect that would turn it face up (CR 702.21a).',
    ],
  },
  'face-down': {
    id: 'face-down',
    title: 'Face down',
    kind: 'Status',
    cr: ['708', '110.5'],
    summary:
      'Face up / face down is a status, not a characteristic. A face-down spell or permanent has only the characteristics the rule or effect that made it face down gives it — by default a 2/2 creature with no name, text, subtypes or mana cost.',
    rules: [
      'Default face-down characteristics: a 2/2 creature with no text, name, subtypes or mana cost; therefore colorless and mana value 0, with no supertypes (CR 708.2a, 202.2b, 202.3a).',
      'These face-down values are its copiable values: a copy of it is a blank 2/2 too (CR 708.2, 707.2).',
      'Turning an already face-down permanent face down does nothing (CR 708.2b).',
      'Something put onto the battlefield face down is turned face down first, so its own "enters" abilities don\'t apply (CR 708.3).',
    ],
    rulings: [
      'You may look at face-down spells and permanents you control, but not at ones other players control (CR 708.5).',
      'Keep face-down objects distinguishable, including how each became face down (CR 708.6).',
      'A face-down permanent that leaves the battlefield is revealed; at the end of the game every face-down object is revealed (CR 708.9).',
      'A double-faced card already on the battlefield can\'t be turned face down (CR 712.16).',
      'When an effect reveals a face-down permanent to ask what it is, it uses the card\'s own characteristics and ignores continuous effects (CR 708.12).',
    ],
  },
  'turned-face-up': {
    id: 'turned-face-up',
    title: 'Turned face up',
    kind: 'Special action / event',
    cr: ['116.2b', '708.8'],
    summary:
      'A face-down permanent is turned face up either by its controller\'s special action (paying a morph, megamorph or disguise cost, or the mana cost of a manifested or cloaked creature card) or by an effect. It gets its normal characteristics back but does not enter the battlefield.',
    rules: [
      'The special action can be taken any time you have priority; it doesn\'t use the stack and can\'t be responded to (CR 116.2b, 702.37e, 702.168d, 701.40b, 701.58b).',
      'As it turns face up its copiable values become the card\'s again, and effects that already applied keep applying (CR 708.8).',
      '"Enters" abilities neither trigger nor apply; "when this creature is turned face up" abilities trigger, and "as this creature is turned face up" effects apply while it turns (CR 708.8, 603.2, 614.1e, 708.11).',
      'A face-down spell can\'t be turned face up (CR 708.7).',
    ],
    rulings: [
      'An effect that turns a permanent face up needs no cost and works whatever made it face down, except that a manifested or cloaked instant or sorcery is only revealed (CR 708.7, 701.40g, 701.58g).',
      'Transforming a double-faced permanent is not turning it face up (CR 701.27b).',
      'It gets a new timestamp, but stays tapped or untapped and keeps its counters (CR 613.7f, 110.5c).',
    ],
  },
  // ---- The interaction vocabulary: what these effects do to a face-down permanent. ----
  'loses-all-abilities': {
    id: 'loses-all-abilities',
    title: 'Loses all abilities',
    kind: 'Ability-removing effect (layer 6)',
    cr: ['613.1f'],
    summary:
      'Takes away every ability the object has at that point in the layer system, printed or granted earlier. On a face-down permanent it matters most for what happens after: the effect keeps applying once the permanent is turned face up.',
    rules: [
      'Removing abilities is applied in layer 6, after copy and type-changing effects; an ability granted by an effect with a later timestamp is not removed (CR 613.1f, 613.7).',
      'A disguised or cloaked face-down permanent loses the ward {2} its face-down status gives it (CR 613.1f, 702.168a).',
      'A face-down morph or disguise permanent can\'t be turned face up for its morph or disguise cost while the effect lasts: face up it would have no such ability to pay for (CR 702.37e, 702.168d).',
      'A manifested or cloaked creature card can still be turned face up for its mana cost: that permission comes from the rules, not from an ability (CR 701.40b, 701.58b).',
    ],
    rulings: [
      'If it is turned face up anyway (by an effect, or for its mana cost), it is a face-up creature with no abilities until the effect ends: effects applied to the face-down permanent keep applying (CR 708.8).',
      'Its "When this is turned face up" abilities don\'t trigger while it has no abilities face up (CR 708.8, 613.1f).',
    ],
  },
  copy: {
    id: 'copy',
    title: 'Copy effects',
    kind: 'Copy effect (layer 1)',
    cr: ['707.2', '708.10'],
    summary:
      'A copy takes the copiable values of the original — what is printed, as changed by other copy effects and by face-down status — and nothing else. Face down, those values are the face-down characteristics.',
    rules: [
      'Copying a face-down permanent gives a face-up nameless 2/2 with no abilities (ward {2} too, if the original was disguised or cloaked): that is all its copiable values say, and the copy can never be turned face up (CR 707.2, 708.2, 702.168a, 701.58a).',
      'A face-down permanent that becomes a copy of something stays a face-down 2/2 while it is face down; turned face up, it has the values it copied (CR 708.10).',
      'Something that enters "as a copy" is the copy as it enters: it never enters as itself first (CR 707.5).',
      '"Except it has …" is part of the copy: the added ability belongs to the copiable values (CR 707.9a).',
    ],
    rulings: [
      'A copy of a face-down spell or permanent doesn\'t get its morph or disguise cost: nothing of the hidden card is copied (CR 707.2, 708.2).',
    ],
  },
  'base-pt': {
    id: 'base-pt',
    title: 'Base power and toughness',
    kind: 'P/T-setting effect (layer 7b)',
    cr: ['613.4b'],
    summary:
      'Sets power and/or toughness to a number. It is applied after copy effects and face-down status have given the object its values, so it overrides the face-down 2/2.',
    rules: [
      'Setting effects apply in layer 7b; counters and "+N/+N" effects still change the result afterwards (CR 613.4b).',
      'A face-down permanent whose base power and toughness were set stays that size after it is turned face up, for as long as the effect lasts: effects applied face down keep applying (CR 708.8).',
    ],
    rulings: [
      'The face-down 2/2 is a copiable value (layer 1), so a setting effect beats it whatever the timestamps (CR 708.2, 613.4b).',
    ],
  },
  blink: {
    id: 'blink',
    title: 'Exile, then return to the battlefield',
    kind: 'Zone change',
    cr: ['400.7', '708.9'],
    summary:
      'The permanent leaves the battlefield and comes back as a new object. A face-down permanent is revealed on the way out and comes back face up unless the effect says otherwise.',
    rules: [
      'Leaving the battlefield, the face-down card is revealed to everyone (CR 708.9).',
      'The card that returns is a new object with no memory of the old one: its counters, damage and the effects that applied to it are gone, and what was attached to it is no longer attached (CR 400.7).',
      'It returns face up unless the effect says otherwise, as itself: its "enters" abilities trigger and apply this time, unlike when a face-down permanent is turned face up (CR 110.5b, 603.6a, 708.8).',
    ],
    rulings: [
      'A morph or disguise card that comes back face up can\'t be made face down again by its own keyword: that works only when it is cast (CR 702.37c).',
    ],
  },
  bounce: {
    id: 'bounce',
    title: 'Return to its owner\'s hand',
    kind: 'Zone change',
    cr: ['400.7', '708.9'],
    summary:
      'The permanent goes to its owner\'s hand as a new object. A face-down permanent is revealed as it leaves, and its owner may cast it again — face down too, if it has morph or disguise.',
    rules: [
      'Leaving the battlefield, the face-down card is revealed to everyone (CR 708.9).',
      'In the hand it is a new object: nothing that applied on the battlefield follows it (CR 400.7).',
      'A manifested or cloaked card in hand is just its own card: only its own keywords let it be cast face down again (CR 701.40a, 702.37c).',
    ],
    rulings: [
      'A token returned to a hand ceases to exist when state-based actions are checked (CR 704.5d).',
    ],
  },
};


const sentenceCase = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase();

/**
 * Keyword abilities and their CR 702 rule, for a one-line hover or completion detail: every keyword of the CR
 * (generated data), spelled as the CR does and in Oracle's sentence case ("Double strike"), plus megamorph.
 */
export const KEYWORD_CR: Readonly<Record<string, string>> = Object.fromEntries([
  ...KEYWORD_ABILITIES.flatMap((k) => [[k.name, k.rule], [sentenceCase(k.name), k.rule]] as const),
  ['Megamorph', '702.37b'], // a variant of morph
]);

/** Renders a topic as Markdown (hover). */
export function renderTopic(doc: TopicDoc): string {
  const lines = [
    `**${doc.title}** — ${doc.kind} (CR ${doc.cr.join(', ')})`,
    '',
    doc.summary,
    '',
    ...doc.rules.map((r) => `- ${r}`),
  ];
  if (doc.rulings.length) lines.push('', '**Rulings that matter**', '', ...doc.rulings.map((r) => `- ${r}`));
  return lines.join('\n');
}
