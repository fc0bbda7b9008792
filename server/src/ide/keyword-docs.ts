// Hover documentation of the common keyword abilities: what each does, in a few sentences of our own words, every
// statement with its CR section, and what becomes of it on a face-down permanent. Keywords without an entry get
// their CR rule in one line (hover.ts). The face-down keywords and ward have their own topics (hover-docs.ts).

import { lookupTable } from '../model/lookup-table';

export interface KeywordDoc {
  /** The keyword's rule (CR 702.x). */
  cr: string;
  /** "Static ability", "Evasion ability", "Activated ability"… */
  kind: string;
  /** Sentences, each ending with its CR sections. */
  rules: string[];
}

/** A face-down permanent has no abilities unless its face-down status lists one (CR 708.2): said once per keyword. */
const FACE_DOWN = 'A face-down creature doesn\'t have it, whatever the card says: face down it has only the characteristics its face-down status lists (CR 708.2).';

export const KEYWORD_DOCS: Readonly<Record<string, KeywordDoc>> = lookupTable({
  Flying: {
    cr: '702.9',
    kind: 'Evasion ability',
    rules: [
      'Only creatures with flying or reach can block it; it can itself block creatures with or without flying (CR 702.9b).',
      FACE_DOWN,
    ],
  },
  Reach: {
    cr: '702.17',
    kind: 'Static ability',
    rules: ['It can block creatures with flying (CR 702.9b).', FACE_DOWN],
  },
  Haste: {
    cr: '702.10',
    kind: 'Static ability',
    rules: [
      'It can attack and use {T} abilities even if you haven\'t controlled it continuously since your most recent turn began (CR 702.10b, 302.6).',
      'Turning a face-down creature face up doesn\'t make it new: a creature you have controlled face down since your turn began can attack without haste (CR 302.6, 110.5).',
    ],
  },
  Vigilance: {
    cr: '702.20',
    kind: 'Static ability',
    rules: ['Attacking doesn\'t tap it, so it can still block or use {T} abilities afterwards (CR 702.20b).', FACE_DOWN],
  },
  Trample: {
    cr: '702.19',
    kind: 'Static ability',
    rules: [
      'When it attacks and is blocked, damage beyond what is lethal to its blockers can be assigned to the player, planeswalker or battle it attacks (CR 702.19b).',
      'It changes nothing when it blocks or deals noncombat damage (CR 702.19a).',
      FACE_DOWN,
    ],
  },
  'First strike': {
    cr: '702.7',
    kind: 'Static ability',
    rules: [
      'It deals its combat damage in an extra combat damage step, before creatures without first strike or double strike (CR 702.7b).',
      FACE_DOWN,
    ],
  },
  'Double strike': {
    cr: '702.4',
    kind: 'Static ability',
    rules: [
      'It deals combat damage twice: in the first-strike combat damage step and again in the regular one (CR 702.4b).',
      FACE_DOWN,
    ],
  },
  Deathtouch: {
    cr: '702.2',
    kind: 'Static ability',
    rules: [
      'A creature dealt damage by it is destroyed the next time state-based actions are checked, however little the damage (CR 702.2b).',
      'In combat, any amount of damage assigned to a blocker counts as lethal, which matters with trample (CR 702.2c, 702.19b).',
      FACE_DOWN,
    ],
  },
  Lifelink: {
    cr: '702.15',
    kind: 'Static ability',
    rules: ['Damage it deals also makes its controller gain that much life, at the same time (CR 702.15b).', FACE_DOWN],
  },
  Menace: {
    cr: '702.111',
    kind: 'Evasion ability',
    rules: ['It can\'t be blocked except by two or more creatures (CR 702.111b).', FACE_DOWN],
  },
  Defender: {
    cr: '702.3',
    kind: 'Static ability',
    rules: [
      'It can\'t attack (CR 702.3b).',
      'A card with defender can attack while it is face down, and stops being able to once it is turned face up (CR 708.2, 702.3b).',
    ],
  },
  Flash: {
    cr: '702.8',
    kind: 'Static ability',
    rules: [
      'You may cast the card any time you could cast an instant (CR 702.8a).',
      'Cast face down, it is a spell with no abilities: flash doesn\'t help, so cast it face down when you could cast a creature spell (CR 708.4).',
    ],
  },
  Hexproof: {
    cr: '702.11',
    kind: 'Static ability',
    rules: ['Spells and abilities your opponents control can\'t target it; yours can (CR 702.11b).', FACE_DOWN],
  },
  Shroud: {
    cr: '702.18',
    kind: 'Static ability',
    rules: ['No spell or ability can target it, not even yours (CR 702.18a).', FACE_DOWN],
  },
  Indestructible: {
    cr: '702.12',
    kind: 'Static ability',
    rules: [
      'It can\'t be destroyed: lethal damage and "destroy" effects don\'t remove it (CR 702.12b); exile, sacrifice or 0 toughness still do (CR 704.5f).',
      FACE_DOWN,
    ],
  },
  Protection: {
    cr: '702.16',
    kind: 'Static ability',
    rules: [
      'It can\'t be targeted by spells or abilities of the stated quality (CR 702.16b), enchanted or equipped by things of that quality (CR 702.16c, 702.16d), or blocked by creatures of that quality (CR 702.16f); damage from sources of that quality is prevented (CR 702.16e).',
      FACE_DOWN,
    ],
  },
  Equip: {
    cr: '702.6',
    kind: 'Activated ability',
    rules: [
      'Pay the equip cost to attach the Equipment to a target creature you control, only when you could cast a sorcery (CR 702.6a).',
      'A face-down creature is a creature: it can be equipped, and the Equipment stays attached when it is turned face up or face down — it is the same permanent (CR 301.5, 708.8, 110.5c).',
      'An Equipment that becomes a creature can\'t equip anything (CR 301.5c).',
    ],
  },
  Enchant: {
    cr: '702.5',
    kind: 'Static ability',
    rules: [
      'It says what the Aura can target as a spell and what it can be attached to (CR 702.5a, 303.4a).',
      'An Aura attached to something it can no longer enchant is put into its owner\'s graveyard as a state-based action (CR 704.5m).',
      '"Enchant creature" Auras stay on a face-down creature as it turns face up: it is the same permanent (CR 708.8, 110.5c).',
    ],
  },
  Prowess: {
    cr: '702.108',
    kind: 'Triggered ability',
    rules: ['Whenever you cast a noncreature spell, it gets +1/+1 until end of turn (CR 702.108a).', FACE_DOWN],
  },
  Cycling: {
    cr: '702.29',
    kind: 'Activated ability',
    rules: [
      'From your hand, pay the cycling cost and discard the card to draw a card (CR 702.29a).',
      'It works only while the card is in your hand (CR 702.29a).',
    ],
  },
  Intimidate: {
    cr: '702.13',
    kind: 'Evasion ability',
    rules: ['Only artifact creatures and creatures that share a color with it can block it (CR 702.13b).', FACE_DOWN],
  },
});

/** The doc of a keyword as the model names it ("First strike", "Protection", "Enchant"). */
export function keywordDoc(keyword: string): KeywordDoc | undefined {
  return KEYWORD_DOCS[keyword] ?? KEYWORD_DOCS[keyword.charAt(0).toUpperCase() + keyword.slice(1).toLowerCase()];
}

/** Markdown: the heading line, then the rules as a list. */
export function renderKeywordDoc(name: string, doc: KeywordDoc): string {
  return [`**${name}** — ${doc.kind.toLowerCase()} (CR ${doc.cr})`, '', ...doc.rules.map((r) => `- ${r}`)].join('\n');
}
