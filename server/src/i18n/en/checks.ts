// The checks' messages (checks/): names, spelling, syntax, text not understood, face-down lints, templating
// (costs, reminder text, Oracle wording, type lines and fields, wording era, style), internal errors. Card text,
// card names, codes and CR numbers are parameters or stay as written; quoted Oracle templates stay English (they
// are what the designer writes).

import { def } from '../define';

export const CHECK_MESSAGES = {
  // "did you mean" endings of a message: with or without a CR citation and a suggestion
  'spelling.suffix.cr-suggestion': def(' (CR {cr}); did you mean {suggestion}?', { cr: 'text', suggestion: 'text' }),
  'spelling.suffix.cr': def(' (CR {cr}).', { cr: 'text' }),
  'spelling.suffix.suggestion': def('; did you mean {suggestion}?', { suggestion: 'text' }),
  'spelling.suffix.none': def('.'),

  'names.duplicate': def('Another card is also named "{name}".', { name: 'text' }),
  'names.also-defined': def('"{name}" is also defined here', { name: 'text' }),
  'names.unresolved': def('No card named "{name}" in the workspace{suffix}', { name: 'text', suffix: 'message' }),

  'typos.glued-cost': def('"{written}" is not a keyword: a space is missing between {keyword} and its cost (CR 702.1).', { written: 'text', keyword: 'text' }),
  'typos.unknown-keyword': def('{word} is not a keyword ability of the Comprehensive Rules{suffix}', { word: 'text', suffix: 'message' }),
  'mana.unknown-symbol': def('{symbol} is not a mana symbol{suffix}', { symbol: 'text', suffix: 'message' }),
  'syntax.not-a-color': def("'{text}' is not a color; use white, blue, black, red or green.", { text: 'text' }),

  'unmodeled.not-understood': def("Not understood: '{text}'. The simulator ignores this sentence; scenarios and interaction analysis don't see it.", { text: 'text' }),
  'unmodeled.analysis-incomplete': def("The face-down analysis of {card} is incomplete: not understood: '{text}'", { card: 'text', text: 'text' }),
  'unmodeled.not-simulated': def("Recognized, not simulated: '{text}'. Outcomes that depend on it are inconclusive.", { text: 'text' }),
  'internal.check-failed': def('The {check} check failed here and was skipped: {detail}', { check: 'text', detail: 'text' }),

  'facedown.enters-trigger': def('This "enters" ability won\'t trigger when {card} is turned face up: turning face up is not entering the battlefield. Write "When this creature enters or is turned face up" if it should (CR 708.8, {rule}, 603.2).', { card: 'text', rule: 'text' }),
  'facedown.enters-replacement': def('This "as it enters" effect won\'t apply when {card} is turned face up (CR 614.1c, 708.8); "As this creature is turned face up" does (CR 614.1e).', { card: 'text' }),
  'facedown.never-turns-up': def('Cast face down with {keyword}, {card} could never be turned face up again (CR {rule}).', { keyword: 'message', card: 'text', rule: 'text' }),
  'facedown.never-turns-up-because': def('Cast face down with {keyword}, {card} could never be turned face up again: {reasons} (CR {rule}).', { keyword: 'message', card: 'text', reasons: 'text', rule: 'text' }),
  'facedown.disguise-ward': def('Face down this is a nameless, colorless 2/2 with ward {2}; the ward goes away if its abilities are removed, and so does the way to turn it face up (CR 702.168a, 702.168d).'),

  'costs.order': def('Write this cost as {cost}: {X} first, then generic mana, then colored symbols in the official color order.', { cost: 'text' }),
  'reminder.outdated': def('This {keyword} reminder text is the template of {era}. Current Oracle text: ({text})', { keyword: 'text', era: 'text', text: 'text' }),
  'reminder.mismatch': def('The {keyword} reminder text differs from the current template: ({text})', { keyword: 'text', text: 'text' }),
  'oracle.wording': def('Current Oracle wording, with the same meaning: "{shown}" ("{replacement}" for "{original}").', { shown: 'text', replacement: 'text', original: 'text' }),

  'type.order': def('Card types are printed in the order "{text}".', { text: 'text' }),
  'type.dash-not': def("Type lines use an em dash ({dash}), not '{written}'.", { dash: 'text', written: 'text' }),
  'type.dash-hyphen': def('Type lines use an em dash ({dash}) before the subtypes, not a hyphen.', { dash: 'text' }),
  'type.supertype-first': def('The supertype {word} goes before the card types (CR 205.4).', { word: 'text' }),
  'type.capital': def('Write {word} with a capital letter.', { word: 'text' }),
  'type.subtype-after-dash': def('{word} is a subtype: write it after an em dash ({dash}) (CR 205.3).', { word: 'text', dash: 'text' }),
  'type.unknown-word': def("'{word}' is not a supertype or card type{suffix}", { word: 'text', suffix: 'message' }),
  'type.no-card-type': def('The type line has no card type (CR 205.2a).'),
  'type.dash-no-subtypes': def('An em dash with no subtypes after it (CR 205.3a).'),
  'type.subtype-capital': def('Write the subtype {word} with a capital letter.', { word: 'text' }),
  'type.unknown-subtype': def('{word} is not a subtype in the Comprehensive Rules lists{suffix}', { word: 'text', suffix: 'message' }),
  'type.subtype-wrong-type': def('{word} is a subtype for {kinds}, and this card is not one (CR 205.3d).', { word: 'text', kinds: 'text', types: 'orList' }),
  'field.creature-pt': def('A creature needs power and toughness: add a `pt` line (CR 208.1).'),
  'field.vehicle-pt': def('A Vehicle has power and toughness: add a `pt` line (CR 301.7a).'),
  'field.only-creatures-pt': def('Only creatures and Vehicles have power and toughness (CR 208.1, 301.7a).'),
  'field.planeswalker-loyalty': def('A planeswalker needs a starting loyalty: add a `loyalty` line (CR 306.5a).'),
  'field.only-planeswalkers-loyalty': def('Only planeswalkers have loyalty (CR 306.5a).'),
  'field.battle-defense': def('A battle needs a defense: add a `defense` line (CR 310.4a).'),
  'field.only-battles-defense': def('Only battles have defense (CR 310.4a).'),
  'field.no-type-line': def('This card has no type line: add a `type` line (CR 205.1).'),

  'era.self-modern': def('Modern templating refers to the card itself as "{phrase}", not by its name.', { phrase: 'text' }),
  'era.self-legacy': def('Legacy templating refers to the card itself by its name ("{name}"), not "{written}".', { name: 'text', written: 'text' }),
  'era.enters-under-control': def('Modern templating writes "… you control enters" instead of "enters the battlefield under your control".'),
  'era.enters': def('Modern templating writes "enters", not "enters the battlefield".'),
  'era.enter': def('Modern templating writes "enter", not "enter the battlefield".'),
  'era.legacy-battlefield': def('Legacy templating writes "{word} the battlefield".', { word: 'text' }),
  'era.mana-value': def('"Converted mana cost" is now "mana value" (2021).'),
  'era.comes-into-play': def('"{written}" is {modern, select, yes {now} other {written}} "{replacement}" (since Magic 2010).', { written: 'text', modern: 'text', replacement: 'text' }),
  'era.put-into-play': def('"Put … into play" is now "put … onto the battlefield" (since Magic 2010).'),
  'era.sorcery-speed': def('Current Oracle text writes "Activate only as a sorcery."'),
  'era.activate-only': def('Current Oracle text writes "Activate only …" without "this ability".'),
  'era.cast-not-played': def('Spells are cast, not played (since Magic 2010): write "{replacement}".', { replacement: 'text' }),

  'style.keyword-capitalized': def('A keyword at the start of a line is capitalized.'),
  'style.only-first-capitalized': def('Only the first keyword of a line is capitalized: "{text}".', { text: 'text' }),
  'style.keyword-no-period': def('Keyword lines have no period.'),
  'style.keyword-commas': def('Keywords on one line are separated by commas: "{text}".', { text: 'text' }),
  'style.mode-bullet': def('Modes start with a bullet: "{bullet} ".', { bullet: 'text' }),
  'style.modal-header': def('A modal header ends with a space and an em dash: "{dash}".', { dash: 'text' }),
  'style.em-dash-keyword': def('Write an em dash after the keyword {word}: "{example}".', { word: 'text', example: 'text' }),
  'style.em-dash-ability-word': def('Write an em dash after the ability word {word}: "{example}".', { word: 'text', example: 'text' }),
  'style.loyalty-minus': def('Loyalty costs use the minus sign "{minus}".', { minus: 'text' }),
  'style.pt-minus': def('Write "{text}" with the minus sign "{minus}".', { text: 'text', minus: 'text' }),
  'style.keyword-lowercase': def('Keywords are capitalized only at the start of a line: "{text}".', { text: 'text' }),
  'style.number-word': def('Templates write this number as a word: "{word}".', { word: 'text' }),
  'style.period': def('A rules sentence ends with a period.'),

  // card types named in messages (the glossary's official names)
  'cardtype.Artifact': def('artifact'),
  'cardtype.Battle': def('battle'),
  'cardtype.Creature': def('creature'),
  'cardtype.Enchantment': def('enchantment'),
  'cardtype.Instant': def('instant'),
  'cardtype.Land': def('land'),
  'cardtype.Planeswalker': def('planeswalker'),
  'cardtype.Sorcery': def('sorcery'),
  'cardtype.Kindred': def('kindred'),
  'cardtype.Tribal': def('tribal'),
} as const;
