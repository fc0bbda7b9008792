// Hover text beside the topics: headings, mana symbols and costs, a card's face-up and face-down characteristics,
// inlay hints, and the game's words they use (colors, keyword names in running text).

import { def } from '../define';

export const HOVER_MESSAGES = {
  'hover.topic.heading': def('**{title}** — {kind} (CR {cr})', { title: 'message', kind: 'message', cr: 'text' }),
  'hover.topic.rulings': def('**Rulings that matter**'),
  'hover.keyword': def('**{keyword}** — keyword ability (CR {cr})', { keyword: 'text', cr: 'text' }),
  // A keyword with its doc (ide/keyword-docs.ts): `name` is its printed name in the reader's language.
  'hover.keyword-doc.heading': def('**{keyword}** — {kind} (CR {cr})', { keyword: 'text', name: 'message', kind: 'message', cr: 'text' }),
  'hover.code.link': def('Documentation of `{code}`', { code: 'text' }),

  // Keyword names in running text ("cast with morph"), as printed cards of each language write them.
  'term.morph': def('morph'),
  'term.megamorph': def('megamorph'),
  'term.disguise': def('disguise'),

  'color.W': def('white'),
  'color.U': def('blue'),
  'color.B': def('black'),
  'color.R': def('red'),
  'color.G': def('green'),
  'color.colorless': def('colorless'),
  /** Between two colors of a list ("white and blue"), with its spaces. */
  'color.and': def(' and '),
  /** Between two colors a hybrid symbol offers ("white or blue"), with its spaces. */
  'color.or': def(' or '),

  'hover.symbol.tap': def('**{T}** — the tap symbol: in a cost it means "tap this permanent"; a creature needs to have been under your control since your most recent turn began to use it. Not a mana symbol (CR 107.5, 302.6).'),
  'hover.symbol.untap': def('**{Q}** — the untap symbol: in a cost it means "untap this permanent"; a creature needs to have been under your control since your most recent turn began to use it. Not a mana symbol (CR 107.6, 302.6).'),
  'hover.symbol.energy': def('**{E}** — the energy symbol: one energy counter; you pay it by removing an energy counter from yourself. Not a mana symbol (CR 107.14).'),
  'hover.symbol.unknown': def('**{symbol}** is not a mana symbol Magic uses (CR 107.4).', { symbol: 'text' }),
  'hover.symbol.generic': def('**{symbol}** — generic mana: pay {amount} mana of any type. Adds {value} to mana value (CR 107.4, 202.3).', { symbol: 'text', amount: 'text', value: 'text' }),
  'hover.symbol.colored': def('**{symbol}** — one {colors} mana. Adds 1 to mana value and makes the card {colors} (CR 107.4, 202.2, 202.3).', { symbol: 'text', colors: 'text' }),
  'hover.symbol.colorless': def('**{symbol}** — one colorless mana: only colorless mana can pay it, not mana of a color. Adds 1 to mana value; the symbol has no color (CR 107.4c, 202.3).', { symbol: 'text' }),
  'hover.symbol.snow': def('**{symbol}** — one mana from a snow source. Adds 1 to mana value (CR 107.4, 202.3).', { symbol: 'text' }),
  'hover.symbol.variable': def('**{symbol}** — a number you choose as you pay. It counts as 0 toward mana value except on the stack (CR 107.3, 202.3).', { symbol: 'text' }),
  'hover.symbol.hybrid': def('**{symbol}** — hybrid: pay with {choices} mana{orColorless, select, yes { or colorless mana} other {}}. Adds 1 to mana value; the card is {colors} (CR 107.4, 202.2, 202.3).', { symbol: 'text', choices: 'text', orColorless: 'text', colors: 'text' }),
  'hover.symbol.twobrid': def('**{symbol}** — pay one {colors} mana or two generic mana. Adds 2 to mana value; the card is {colors} (CR 107.4, 202.3).', { symbol: 'text', colors: 'text' }),
  'hover.symbol.phyrexian': def('**{symbol}** — Phyrexian: pay one {colors} mana or 2 life. Adds 1 to mana value; the card is {colors} (CR 107.4, 202.3).', { symbol: 'text', colors: 'text' }),
  'hover.symbol.hybrid-phyrexian': def('**{symbol}** — hybrid Phyrexian: pay {choices} mana, or 2 life. Adds 1 to mana value; the card is {colors} (CR 107.4, 202.3).', { symbol: 'text', choices: 'text', colors: 'text' }),

  'hover.cost': def('**Mana cost** {cost} — mana value {value} (CR 202.3), {colors} (CR 202.2).{hasX, select, yes { X counts as 0 except while the spell is on the stack (CR 107.3).} other {}}', { cost: 'text', value: 'text', colors: 'text', hasX: 'text' }),
  'hover.cost.none': def('(none)'),

  'hover.card.no-type-line': def('no type line'),
  'hover.card.loyalty': def('loyalty {value}', { value: 'text' }),
  'hover.card.defense': def('defense {value}', { value: 'text' }),
  'hover.card.mana-value': def('mana value {value}', { value: 'text' }),
  'hover.card.unnamed': def('(unnamed)'),
  'hover.card.keywords': def('Keywords: {names}', { names: 'text' }),
  'hover.card.back-face': def('Back face: {line}', { line: 'text' }),
  'hover.card.back-mana-value': def("{value} (its front face's mana cost, CR 202.3b)", { value: 'text' }),
  'hover.card.face-down': def('2/2, colorless, no name, mana value 0{ward, select, yes {, ward {2}} other {}}', { ward: 'text' }),
  'hover.card.cast-face-down': def('**Face down (cast with {keyword} for {3}):** {summary}; no subtypes and no other abilities (CR {cr}, 708.2a).', { keyword: 'message', summary: 'message', cr: 'text' }),
  'hover.card.turn-face-up': def('**Turned face up** for its {keyword} cost {cost} any time you have priority — a special action{megamorph, select, yes {, and it gets a +1/+1 counter as it turns face up} other {}} (CR {cr}, 116.2b). Not while it would have no {keyword} ability face up, e.g. after it lost all abilities (CR {cr}, 708.8).', { keyword: 'message', cost: 'text', megamorph: 'text', cr: 'text' }),
  'hover.card.cost-missing': def('(missing)'),
  'hover.card.enters-not-on-turn-up': def('Its "enters" ability does not trigger when it is turned face up (CR 708.8).'),
  'hover.card.if-manifested': def('**If manifested or cloaked:** {summary} (ward {2} if cloaked) (CR 701.40a, 701.58a). {turnUp}', { summary: 'message', turnUp: 'message' }),
  'hover.card.two-faced': def("Face down it can't transform; turned face up, its front face is up (CR 712.15, 712.15a)."),
  'hover.manifest.instant-or-sorcery': def('It is an instant or sorcery card: if it would be turned face up it is revealed and stays face down (CR 701.40g, 701.58g).'),
  'hover.manifest.noncreature': def("It is not a creature card, so it can't be turned face up for its mana cost (CR 701.40b, 701.58b).{alt}", { alt: 'text' }),
  'hover.manifest.no-mana-cost': def("It has no mana cost, so it can't be turned face up for a mana cost (CR 701.40b, 701.58b).{alt}", { alt: 'text' }),
  'hover.manifest.still-keyword': def(' It can still be turned face up for its {keyword} cost (CR {cr}).', { keyword: 'message', cr: 'text' }),
  'hover.manifest.creature': def('It can be turned face up for its mana cost {cost}, even after losing its abilities (CR 701.40b, 701.58b).{more}', { cost: 'text', more: 'text' }),
  'hover.manifest.also-keyword': def(' It can also be turned face up for its {keyword} cost, unless it would have no {keyword} ability face up (CR {cr}, {rule}).', { keyword: 'message', cr: 'text', rule: 'text' }),

  'inlay.mana-value': def('MV {value}', { value: 'text' }),
  'inlay.mana-value.tooltip': def('Mana value {value} (CR 202.3)', { value: 'text' }),
  'inlay.face-down': def('face down: {summary}', { summary: 'message' }),
  'inlay.face-down.tooltip': def('Cast face down for {3}, this card is a {summary} creature with no subtypes ({cr}).', { summary: 'message', cr: 'text' }),
} as const;
