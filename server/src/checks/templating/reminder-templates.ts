// Official reminder-text templates of the face-down family and ward, as data (rules-digest.md §7.1, §7.2):
// the current Oracle template of each keyword or keyword action, the variants current Oracle text also
// uses, and the historical templates reported as outdated. Comparison is exact after normalizing white
// space and typographic apostrophes.

import { msg, type Message } from '../../i18n';
import { lookupTable } from '../../model/lookup-table';

/** A keyword ability whose reminder follows it on a keyword line ("Morph {2}{U} (…)"). */
export type ReminderKeyword = 'Morph' | 'Megamorph' | 'Disguise' | 'Ward';
/** A keyword action whose reminder follows the sentence that uses it ("… manifest dread. (…)"). */
export type ReminderAction = 'manifest' | 'manifests' | 'manifest dread' | 'cloak';

/** The era of a historical reminder template, a catalog message (`reminder.era.*`; set names as written). */
export type ReminderEra = Message;

export interface TemplateSet {
  /** The template the quick fix writes. */
  current: string;
  /** Other forms current Oracle text uses (accepted as they are). */
  variants: readonly string[];
  /** Historical templates (outdated-reminder-text), each with the era it comes from. */
  outdated: readonly { text: string; era: ReminderEra }[];
}

const MORPH_CURRENT = 'You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.';

/** CR 702.37a, 702.37b, 702.168a. */
export const KEYWORD_TEMPLATES: Readonly<Record<Exclude<ReminderKeyword, 'Ward'>, TemplateSet>> = lookupTable({
  Morph: {
    current: MORPH_CURRENT,
    variants: [],
    outdated: [
      { text: 'You may play this face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.', era: msg('reminder.era.play', { from: 'Onslaught', until: 'Time Spiral' }) },
      { text: 'You may play this face down as a 2/2 creature for 3. Turn it face up any time for its morph cost.', era: msg('reminder.era.preview') },
      // OPEN QUESTION: the M10–2014 Oracle form "cast this face down" (before Khans of Tarkir added "card") is
      // remembered, not checked against a stored copy.
      { text: 'You may cast this face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.', era: msg('reminder.era.m10', { from: 'Magic 2010', until: 'Khans of Tarkir' }) },
    ],
  },
  Megamorph: {
    current: 'You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.',
    variants: [],
    outdated: [],
  },
  Disguise: {
    current: 'You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.',
    variants: [],
    outdated: [],
  },
});

/**
 * CR 702.21a: ward's reminder names the object ("this creature") and repeats the ward cost as what the
 * opponent does: "pays {2}", "pays 3 life", "discards a card".
 */
export function wardTemplate(noun: string, payment: string): string {
  return `Whenever this ${noun} becomes the target of a spell or ability an opponent controls, counter it unless that player ${payment}.`;
}

const WARD_VERBS: Readonly<Record<string, string>> = lookupTable({ pay: 'pays', discard: 'discards', sacrifice: 'sacrifices', exile: 'exiles', tap: 'taps', return: 'returns' });

/** "What that player does" for a ward cost: "{2}" → "pays {2}", "Pay 3 life" → "pays 3 life"; undefined if unknown. */
export function wardPayment(cost: { mana?: string; text?: string }): string | undefined {
  if (cost.mana) return `pays ${cost.mana}`;
  const m = /^([A-Za-z]+) (.+)$/.exec(cost.text ?? '');
  const verb = m && WARD_VERBS[m[1]!.toLowerCase()];
  return verb ? `${verb} ${m[2]!.replace(/\.$/, '')}` : undefined;
}

const TURN_UP = "Turn it face up any time for its mana cost if it's a creature card.";

/** CR 701.40a (manifest), 701.62a (manifest dread), 701.58a (cloak). */
export const ACTION_TEMPLATES: Readonly<Record<ReminderAction, TemplateSet>> = lookupTable({
  manifest: {
    current: `Put it onto the battlefield face down as a 2/2 creature. ${TURN_UP}`,
    variants: [
      `Put that card onto the battlefield face down as a 2/2 creature. ${TURN_UP}`,
      `To manifest a card, put it onto the battlefield face down as a 2/2 creature. ${TURN_UP}`,
    ],
    outdated: [],
  },
  // "Its controller manifests …": the reminder speaks of "that player".
  manifests: {
    current: "That player puts the top card of their library onto the battlefield face down as a 2/2 creature. If it's a creature card, it can be turned face up any time for its mana cost.",
    variants: [`To manifest a card, put it onto the battlefield face down as a 2/2 creature. ${TURN_UP}`],
    outdated: [],
  },
  'manifest dread': {
    current: `Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. ${TURN_UP}`,
    variants: [],
    outdated: [],
  },
  cloak: {
    current: `Put it onto the battlefield face down as a 2/2 creature with ward {2}. ${TURN_UP}`,
    variants: [
      `Put that card onto the battlefield face down as a 2/2 creature with ward {2}. ${TURN_UP}`,
      `To cloak a card, put it onto the battlefield face down as a 2/2 creature with ward {2}. ${TURN_UP}`,
    ],
    outdated: [],
  },
});

/** The long, self-contained form, preferred when the action works on several cards ("manifest those cards"). */
export const LONG_FORMS: Readonly<Partial<Record<ReminderAction, string>>> = lookupTable({
  manifest: `To manifest a card, put it onto the battlefield face down as a 2/2 creature. ${TURN_UP}`,
  cloak: `To cloak a card, put it onto the battlefield face down as a 2/2 creature with ward {2}. ${TURN_UP}`,
});

/** Normal form for comparing reminder texts: one space between words, ASCII apostrophes. */
export function normalizeReminder(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
}
