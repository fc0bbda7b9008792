// The diagnostic code registry: every code CardScript reports, as data.
// Call sites name a code; severity, summary and documentation come from here (product.md).

export type Severity = 'error' | 'warning' | 'information' | 'hint';

export interface CodeInfo {
  severity: Severity;
  /** One line: what the code means. */
  summary: string;
  /** Longer explanation shown on hover of the code and in docs/diagnostics.md. */
  docs: string;
  /** Whether the code marks outdated text (rendered struck through in the editor). */
  deprecated?: boolean;
  /** Whether the code marks text the engine does not understand (rendered faded). */
  unnecessary?: boolean;
}

export const CODES = {
  'syntax-error': {
    severity: 'error',
    summary: 'The parser could not read this.',
    docs: 'The line does not follow the CardScript grammar (docs/language.md). The rest of the file is still read.',
  },
  'unknown-mana-symbol': {
    severity: 'error',
    summary: 'Not a mana symbol Magic uses.',
    docs: 'Mana symbols are {0}–{20}, {W} {U} {B} {R} {G} {C} {S} {X} {Y}, hybrid {W/U}, two-brid {2/W}, Phyrexian {W/P} and hybrid Phyrexian {W/U/P} (CR 107.4).',
  },
  'unknown-keyword': {
    severity: 'warning',
    summary: 'A line starts like a keyword ability, but Magic has no keyword of that name (often a misspelling).',
    docs: 'A capitalized word followed by a cost, a number or reminder text reads as a keyword ability (CR 702.1); this one is not in the Comprehensive Rules. The quick fix offers the closest keyword. `check --fix` does not guess: it leaves the line alone, style fixes included, until the word is corrected.',
  },
  'mana-symbol-order': {
    severity: 'warning',
    summary: 'Mana symbols are not in the official order.',
    docs: 'Costs are written with {X} first, then generic mana, then colored symbols in the official color order (for two colors the shorter way round the color wheel).',
  },
  'reminder-text-mismatch': {
    severity: 'warning',
    summary: "Reminder text differs from the keyword's current official template.",
    docs: 'The reminder text after a keyword should match the current Oracle template, with this card\'s cost filled in.',
  },
  'outdated-reminder-text': {
    severity: 'warning',
    summary: 'Reminder text uses an older official template.',
    docs: 'This reminder text was printed on older cards; current Oracle text uses the newer template.',
    deprecated: true,
  },
  'outdated-wording': {
    severity: 'warning',
    summary: "Wording from an older templating era than the set's.",
    docs: 'The set declares its templating era (`set … templating modern|legacy`); this line uses wording of the other era.',
    deprecated: true,
  },
  'self-reference': {
    severity: 'warning',
    summary: "Self-reference doesn't follow the set's templating era.",
    docs: 'Modern Oracle wording refers to the card itself as "this creature", "this enchantment"…; legacy wording uses the card name.',
  },
  'type-line': {
    severity: 'error',
    summary: 'The type line is not valid.',
    docs: 'Type lines list supertypes, card types, an em dash and subtypes that belong to those card types (CR 205).',
  },
  'unknown-subtype': {
    severity: 'warning',
    summary: 'A subtype that is not in the Comprehensive Rules lists.',
    docs: 'CR 205.3 lists every subtype of every card type.',
  },
  'retired-subtype': {
    severity: 'information',
    summary: 'A creature type that older Oracle text uses and the current Comprehensive Rules no longer list.',
    docs: 'Oracle updates retired a few creature types and gave their cards another (Cephalid became Octopus, Viashino Lizard, Naga Snake, Hound Dog). The older text of a real card is kept as it was; the note names the current type, and the quick fix writes it.',
  },
  'missing-field': {
    severity: 'error',
    summary: 'A field the card needs is missing.',
    docs: 'Creatures need power/toughness, planeswalkers loyalty, battles defense (CR 208, 306.5, 310.4).',
  },
  'unexpected-field': {
    severity: 'warning',
    summary: "A field that doesn't belong on this kind of card.",
    docs: 'Only creatures (and Vehicles) have power/toughness; only planeswalkers loyalty; only battles defense.',
  },
  'style': {
    severity: 'information',
    summary: 'Templating style.',
    docs: 'Capitalization, punctuation, dashes and minus signs as Oracle text writes them.',
  },
  'oracle-wording': {
    severity: 'information',
    summary: 'Current Oracle templating words this line differently, with the same meaning.',
    docs: 'The rules-text grammar reads the line, then writes what it understood back in current Oracle wording. When the two differ and the rewritten line reads as exactly the same abilities, the difference is a templating fix: the quick fix puts in the rewritten words (`check --fix` too, except on a line holding an unknown word). Lines in a `templating legacy` set, lines the grammar only partly understands, and differences another templating check already reports are left alone.',
  },
  'duplicate-card-name': {
    severity: 'error',
    summary: 'Two cards have the same name.',
    docs: 'Card names are unique across the workspace; scenarios refer to cards by name.',
  },
  'unresolved-card-name': {
    severity: 'error',
    summary: 'No card with this name.',
    docs: 'A scenario refers to a card that no file of the workspace defines.',
  },
  'morph-lost-with-abilities': {
    severity: 'warning',
    summary: 'A face-down permanent loses morph/disguise when its abilities are removed, so it cannot be turned face up.',
    docs: 'CR 702.37e / 702.168d: the special action needs the permanent to have the morph or disguise ability *as it would be face up*, with the continuous effects that apply now (CR 708.8). An effect that removes all abilities blocks it.',
  },
  'manifested-instant-or-sorcery': {
    severity: 'warning',
    summary: 'A manifested or cloaked instant or sorcery can never be turned face up.',
    docs: 'CR 701.40g / 701.58g: if it would be turned face up it is revealed and stays face down; "turned face up" abilities do not trigger.',
  },
  'manifested-noncreature': {
    severity: 'warning',
    summary: "A manifested or cloaked noncreature card can't be turned face up for its mana cost.",
    docs: 'CR 701.40b / 701.58b: only a creature card (its own types, ignoring type-changing and copy effects) can be turned face up by paying its mana cost. Morph, disguise or an effect still can.',
  },
  'no-mana-cost': {
    severity: 'warning',
    summary: "A manifested or cloaked card without a mana cost can't be turned face up that way.",
    docs: 'CR 701.40b / 701.58b: the special action pays the card\'s mana cost; a card with none cannot use it.',
  },
  'enters-trigger-on-turn-up': {
    severity: 'warning',
    summary: 'An "enters" ability will not trigger when this card is turned face up.',
    docs: 'CR 708.8, 702.37e: turning a permanent face up is not entering the battlefield. Use "When this creature is turned face up" or "enters or is turned face up".',
  },
  'face-down-never-turns-up': {
    severity: 'warning',
    summary: 'This card could never be turned face up.',
    docs: 'The face-down keyword gives a way to cast it face down, but nothing on the card would let it be turned face up again.',
  },
  'disguise-ward-note': {
    severity: 'information',
    summary: 'Face down, this card has ward {2}.',
    docs: 'CR 702.168a: a disguised face-down permanent is a 2/2 with ward {2}; the ward is lost if its abilities are removed.',
  },
  'face-down-copy-is-vanilla': {
    severity: 'information',
    summary: 'A copy of a face-down permanent is a face-up 2/2 with no name or abilities.',
    docs: 'CR 707.2, 708.2: the face-down values are the copiable values; the copy is face up and can never be turned face up.',
  },
  'face-down-spell-turn-up': {
    severity: 'error',
    summary: "A face-down spell can't be turned face up.",
    docs: 'CR 708.7: the turn-face-up special action is only for permanents.',
  },
  'interaction': {
    severity: 'information',
    summary: 'How this effect interacts with face-down cards of the set.',
    docs: 'Set-wide interaction analysis: the effect was simulated against every face-down-capable card of the workspace.',
  },
  'illegal-action': {
    severity: 'error',
    summary: "A scenario step the rules don't allow.",
    docs: 'The message gives the reason and the rule. Write `expect illegal: …` if the step is meant to fail.',
  },
  'expectation-failed': {
    severity: 'error',
    summary: 'A scenario expectation does not hold.',
    docs: 'The message shows the expected and the actual value.',
  },
  'expectation-inconclusive': {
    severity: 'warning',
    summary: "A scenario expectation rests on text the engine doesn't understand or carry out.",
    docs: 'The message quotes the text and its card. The expectation neither holds nor fails: teach the grammar that text (or leave the card out of the scenario) to get an answer.',
  },
  'unmodeled-text': {
    severity: 'hint',
    summary: 'The simulator does not model this sentence.',
    docs: 'The sentence is kept as text; scenarios and interaction analysis ignore it.',
    unnecessary: true,
  },
  'analysis-incomplete': {
    severity: 'warning',
    summary: "A sentence that matters to this card's face-down analysis is not understood.",
    docs:
      'The sentence mentions face-up or face-down status, abilities, copies, types or power and toughness, or sits on a card with morph, megamorph or disguise, and the rules-text grammar does not read it. Scenarios and interaction analysis ignore it, so their results for this card are incomplete. Rewording it in current Oracle templating may make it understood.',
  },
  'internal-error': {
    severity: 'error',
    summary: 'CardScript failed on this part of the file.',
    docs: 'An analyzer fault was caught and reported instead of crashing. Please report it with the file.',
  },
} as const satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof CODES;

export function codeInfo(code: DiagnosticCode): CodeInfo {
  return CODES[code];
}
