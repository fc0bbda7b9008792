// Completion: field names, keywords with cost snippets and their official reminder text, trigger and
// effect templates inside `text` blocks, mana symbols, card types and subtypes, card names and scenario
// verbs. The grammar's own parser (Chevrotain content assist) says what may come next on a field or step line.

import type { IToken, TokenType } from 'chevrotain';
import { lex } from '../../../grammar/src/lexer';
import { getLineParser } from '../../../grammar/src/parser';
import type { Span } from '../../../grammar/src/span';
import { Can, Cant, Didnt, kw, section, Text } from '../../../grammar/src/tokens';
import { SUBTYPES_BY_CARD_TYPE } from '../checks/templating/subtypes';
import type { DocumentModel } from '../model/document';
import { KEYWORDS } from '../model/abilities/keywords';
import { CARD_TYPES, SUPERTYPES } from '../model/type-line';
import type { Workspace } from '../model/workspace';
import { selfReference } from './card-facts';
import { KEYWORD_CR, TOPICS, topicMessage } from './hover-docs';
import { builtCardBefore, faceAt, itemBefore, lineAt, lineNodeBefore } from './locate';
import { printedNameOf, type RealCardSource } from './real-cards';
import { msg, render, t, type Locale, type Message } from '../i18n';

export type CompletionKind = 'field' | 'keyword' | 'template' | 'mana' | 'type' | 'card' | 'verb' | 'value' | 'alias' | 'section';

export interface Completion {
  label: string;
  kind: CompletionKind;
  /** Text to insert; a snippet ($1, ${1:x}, $0) when `snippet` is true. */
  insertText: string;
  snippet: boolean;
  /** The document range the insertion replaces (the word being typed; empty at the cursor otherwise). */
  replace: Span;
  detail?: string;
  documentation?: string;
  sortText?: string;
  filterText?: string;
}

/** An item before it is worded: its detail and documentation are messages, rendered in the reader's language. */
type Item = Omit<Completion, 'replace' | 'detail' | 'documentation'> & { detail?: string | Message; documentation?: string | Message };

// ---- data --------------------------------------------------------------------------------------------

/** Official reminder text, rules-digest §7.1 (the wording is the fact, so it is quoted exactly). */
export const REMINDER: Record<'Morph' | 'Megamorph' | 'Disguise' | 'manifest' | 'cloak' | 'manifest-dread', string> = {
  Morph: '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)',
  Megamorph: '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)',
  Disguise: '(You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)',
  manifest: "(Put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
  cloak: "(Put it onto the battlefield face down as a 2/2 creature with ward {2}. Turn it face up any time for its mana cost if it's a creature card.)",
  'manifest-dread': "(Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. Turn it face up any time for its mana cost if it's a creature card.)",
};

/** `$` and `}` are special in snippets; `\` escapes them. Braces of mana symbols outside placeholders are literal. */
const escapeSnippet = (s: string) => s.replace(/[$\\]/g, (c) => `\\${c}`);

const FIELDS: { name: string; doc: Message; snippet?: string }[] = [
  { name: 'cost', doc: msg('completion.field.cost'), snippet: 'cost {${1:1}}' },
  { name: 'type', doc: msg('completion.field.type'), snippet: 'type ${1:Creature} — ${2:Human}' },
  { name: 'pt', doc: msg('completion.field.pt'), snippet: 'pt ${1:2}/${2:2}' },
  { name: 'loyalty', doc: msg('completion.field.loyalty'), snippet: 'loyalty ${1:3}' },
  { name: 'defense', doc: msg('completion.field.defense'), snippet: 'defense ${1:4}' },
  { name: 'color', doc: msg('completion.field.color'), snippet: 'color ${1|white,blue,black,red,green|}' },
  { name: 'rarity', doc: msg('completion.field.rarity'), snippet: 'rarity ${1|common,uncommon,rare,mythic,special,bonus|}' },
  { name: 'flavor', doc: msg('completion.field.flavor'), snippet: 'flavor "$1"' },
  { name: 'text', doc: msg('completion.field.text') },
  { name: 'back', doc: msg('completion.field.back'), snippet: 'back "${1:Back Face Name}"' },
];

const SECTIONS: Item[] = [
  { label: 'card', kind: 'section', insertText: 'card "${1:Card Name}"', snippet: true, detail: msg('completion.a-new-card'), sortText: '9card' },
  { label: 'scenario', kind: 'section', insertText: 'scenario "${1:What it shows}"', snippet: true, detail: msg('completion.a-new-scenario'), sortText: '9scenario' },
  { label: 'set', kind: 'section', insertText: 'set "${1:Set Name}" code ${2:SET} templating ${3|modern,legacy|}', snippet: true, detail: msg('completion.set-metadata'), sortText: '9set' },
];

const STEPS: { label: string; snippet: string; detail: Message }[] = [
  { label: 'you cast', snippet: 'you cast "$1"', detail: msg('completion.cast-face-up') },
  { label: 'you cast … face down', snippet: 'you cast "$1" face down', detail: msg('completion.cast-face-down-with-morph-megamorph') },
  { label: 'you cast … targeting', snippet: 'you cast "$1" targeting "$2"', detail: msg('completion.cast-with-targets') },
  { label: 'you have … in hand', snippet: 'you have "$1" in ${2|hand,library,graveyard,exile,command|}', detail: msg('completion.setup-a-card-in-a-zone') },
  { label: 'you have … on battlefield', snippet: 'you have "$1" on battlefield', detail: msg('completion.setup-a-face-up-permanent') },
  { label: 'you have … on battlefield face down', snippet: 'you have "$1" on battlefield face down via ${2|morph,megamorph,disguise,manifest,manifest dread,cloak,effect|}', detail: msg('completion.setup-a-face-down-permanent-and') },
  { label: 'opponent has … on battlefield', snippet: 'opponent has "$1" on battlefield', detail: msg('completion.setup-an-opponent-s-permanent') },
  { label: 'you have … on top of library', snippet: 'you have "$1" on top of library', detail: msg('completion.setup-the-top-cards-of-your') },
  { label: 'resolve', snippet: 'resolve', detail: msg('completion.resolve-the-top-object-of-the') },
  { label: 'resolve all', snippet: 'resolve all', detail: msg('completion.resolve-the-whole-stack') },
  { label: 'you activate', snippet: 'you activate "$1"', detail: msg('completion.activate-an-activated-ability') },
  { label: 'apply … targeting', snippet: 'apply "$1" targeting "$2"', detail: msg('completion.the-effects-of-a-card-s') },
  { label: 'you manifest', snippet: 'you manifest', detail: msg('completion.manifest-the-top-card-of-your') },
  { label: 'you manifest dread', snippet: 'you manifest dread', detail: msg('completion.cr-701-62') },
  { label: 'you cloak', snippet: 'you cloak', detail: msg('completion.cloak-the-top-card-of-your') },
  { label: 'you turn … face up', snippet: 'you turn "$1" face up', detail: msg('completion.the-special-action') },
  { label: 'you turn … face down', snippet: 'you turn "$1" face down', detail: msg('completion.an-effect-turns-it-face-down') },
  { label: 'counter', snippet: 'counter "$1"', detail: msg('completion.counter-a-spell-on-the-stack') },
  { label: 'bounce', snippet: 'bounce "$1"', detail: msg('completion.return-to-its-owner-s-hand') },
  { label: 'attach', snippet: 'attach "$1" to "$2"', detail: msg('completion.attach-an-aura-or-equipment') },
  { label: 'exile', snippet: 'exile "$1"', detail: msg('completion.exile-it') },
  { label: 'destroy', snippet: 'destroy "$1"', detail: msg('completion.destroy-it') },
  { label: 'sacrifice', snippet: 'sacrifice "$1"', detail: msg('completion.sacrifice-it') },
  { label: 'return … to battlefield', snippet: 'return "$1" to battlefield', detail: msg('completion.put-a-card-onto-the-battlefield') },
  { label: 'put counters on', snippet: 'put ${1:1} +1/+1 counters on "$2"', detail: msg('completion.counters') },
  { label: 'tap', snippet: 'tap "$1"', detail: msg('completion.tap-it') },
  { label: 'untap', snippet: 'untap "$1"', detail: msg('completion.untap-it') },
  { label: 'transform', snippet: 'transform "$1"', detail: msg('completion.transform-a-double-faced-permanent') },
  { label: 'opponent gains control of', snippet: 'opponent gains control of "$1"', detail: msg('completion.control-change') },
  { label: 'end turn', snippet: 'end turn', detail: msg('completion.until-end-of-turn-effects-end') },
  { label: 'end game', snippet: 'end game', detail: msg('completion.every-face-down-object-is-revealed') },
  { label: 'expect … is face down', snippet: 'expect "$1" is face down', detail: msg('completion.expectation') },
  { label: 'expect … is P/T', snippet: 'expect "$1" is ${2:2}/${3:2}', detail: msg('completion.expectation') },
  { label: 'expect … can be turned face up', snippet: 'expect "$1" can be turned face up', detail: msg('completion.expectation') },
  { label: 'expect … can\'t be turned face up', snippet: 'expect "$1" can\'t be turned face up', detail: msg('completion.expectation') },
  { label: 'expect illegal:', snippet: 'expect illegal: $1', detail: msg('completion.the-step-must-be-refused-by') },
];

const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'];
const COLORS = ['white', 'blue', 'black', 'red', 'green'];

export const MANA_SYMBOLS: string[] = [
  ...['W', 'U', 'B', 'R', 'G', 'C', 'X'],
  ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
  ...['W/U', 'U/B', 'B/R', 'R/G', 'G/W', 'W/B', 'U/R', 'B/G', 'R/W', 'G/U'],
  ...['2/W', '2/U', '2/B', '2/R', '2/G'],
  ...['W/P', 'U/P', 'B/P', 'R/P', 'G/P'],
  'S', 'T', 'Q',
].map((s) => `{${s}}`);

const MANA_DETAIL: Record<string, Message> = { '{T}': msg('completion.tap-symbol'), '{Q}': msg('completion.untap-symbol') };

// ---- entry point ---------------------------------------------------------------------------------------

/**
 * The word being typed at the end of `prefix`: what /[A-Za-z][A-Za-z'’-]*$/ matches, found from the end (the regex
 * is quadratic on a long run of letters followed by another character).
 */
function trailingWord(prefix: string): string {
  const inWord = (ch: string) => /[A-Za-z'’-]/.test(ch);
  let start = prefix.length;
  while (start > 0 && inWord(prefix[start - 1]!)) start--;
  while (start < prefix.length && !/[A-Za-z]/.test(prefix[start]!)) start++;
  return prefix.slice(start);
}

export function getCompletions(workspace: Workspace, uri: string, offset: number, realCards?: RealCardSource, locale: Locale = 'en'): Completion[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  try {
    return complete(workspace, doc, Math.min(Math.max(0, offset), doc.text.length), realCards, locale);
  } catch {
    return []; // never fail the editor over a completion
  }
}

function complete(workspace: Workspace, doc: DocumentModel, offset: number, realCards?: RealCardSource, locale: Locale = 'en'): Completion[] {
  const line = lineAt(doc.text, offset);
  const prefix = doc.text.slice(line.start, offset);
  const lineTokens = tokensOfLine(doc.text, line.start, line.end);
  const rulesMode = isRulesLine(doc, line.start, lineTokens);
  const words = (v: string | Message | undefined) => (v === undefined || typeof v === 'string' ? v : render(v, locale));
  const at = (items: Item[], replace: Span): Completion[] => items.map((i) => ({ ...i, detail: words(i.detail), documentation: words(i.documentation), replace }));

  // Inside braces: mana symbols.
  const brace = /\{[^{}\s]*$/.exec(prefix);
  if (brace) return at(manaItems(), { start: offset - brace[0].length, end: offset });

  const wordStart = offset - trailingWord(prefix).length;
  const word: Span = { start: wordStart, end: offset };
  const before = prefix.slice(0, wordStart - line.start);

  if (rulesMode) {
    if (before.trim() === '') return at([...rulesLineStartItems(doc, offset), ...fieldItems(), ...SECTIONS], word);
    // "Flying, v…": more keywords after a comma of a keyword line.
    if (/,\s*$/.test(before) && !/[.:]/.test(before)) return at(keywordItems(true), word);
    return [];
  }

  // Inside an open string: card names, closed for the user.
  const quote = openQuote(prefix);
  if (quote !== undefined) {
    const after = doc.text.slice(offset, line.end);
    const closing = after.startsWith('"') ? 1 : 0;
    const typed = prefix.slice(quote + 1);
    return at([...cardItems(workspace, false, closing === 0), ...realCardItems(realCards, typed, closing === 0, locale)], { start: line.start + quote + 1, end: offset + closing });
  }

  const preceding = lineTokens.filter((t) => t.startOffset + t.image.length <= wordStart && t.tokenType.name !== 'Comment');
  if (preceding.length === 0) {
    const item = itemBefore(doc, offset);
    if (item?.kind === 'scenario') return at([...stepItems(), ...SECTIONS], word);
    if (item?.kind === 'card') return at([...fieldItems(), ...SECTIONS], word);
    return at(SECTIONS, word);
  }

  const first = preceding[0]!.tokenType.name;
  if (first === 'Type') return at(typeItems(workspace, preceding), word);
  if (first === 'Cost') return at(manaItems(), word);
  if (first === 'Rarity') return preceding.length === 1 ? at(values(RARITIES, msg('completion.rarity')), word) : [];
  if (first === 'Color') return at(values(COLORS, msg('completion.color-indicator')), word);
  if (first === 'Set' && preceding[preceding.length - 1]!.tokenType.name === 'Templating') return at(values(['modern', 'legacy'], msg('completion.templating-era')), word);

  return at(nextTokenItems(workspace, doc, offset, preceding), word);
}

// ---- context -------------------------------------------------------------------------------------------

function tokensOfLine(text: string, start: number, end: number): IToken[] {
  // The lexer is modal (`text` starts rules mode), so the line is read as part of the whole document.
  return lex(text).tokens.filter((t) => t.startOffset >= start && t.startOffset < Math.max(end, start + 1) && t.tokenType.name !== 'Newline');
}

/** Whether the line at `lineStart` is (or, being typed, will be) a rules-text line of a `text` block. */
function isRulesLine(doc: DocumentModel, lineStart: number, tokens: IToken[]): boolean {
  const first = tokens.find((t) => t.tokenType.name !== 'Comment');
  if (first) return first.tokenType.name === 'RulesLine';
  const prev = lineNodeBefore(doc, lineStart);
  return prev?.kind === 'rules' || prev?.kind === 'text';
}

/** Index in `prefix` of a `"` that opens a string not closed before the cursor. */
function openQuote(prefix: string): number | undefined {
  let open: number | undefined;
  for (let i = 0; i < prefix.length; i++) {
    const ch = prefix[i];
    if (ch === '#' && open === undefined) return undefined;
    if (ch === '\\' && open !== undefined) { i++; continue; }
    if (ch === '"') open = open === undefined ? i : undefined;
  }
  return open;
}

// ---- items ---------------------------------------------------------------------------------------------

function fieldItems(): Item[] {
  return FIELDS.map((f, i) => ({
    label: f.name, kind: 'field' as const, insertText: f.snippet ?? f.name, snippet: !!f.snippet,
    detail: msg('completion.card-field'), documentation: f.doc, sortText: `5${String(i).padStart(2, '0')}`,
  }));
}

function values(list: string[], detail: Message): Item[] {
  return list.map((v, i) => ({ label: v, kind: 'value' as const, insertText: v, snippet: false, detail, sortText: String(i).padStart(2, '0') }));
}

function manaItems(): Item[] {
  return MANA_SYMBOLS.map((s, i) => ({
    label: s, kind: 'mana' as const, insertText: s, snippet: false, detail: MANA_DETAIL[s] ?? msg('completion.mana-symbol'),
    sortText: String(i).padStart(3, '0'), filterText: s,
  }));
}

function stepItems(): Item[] {
  return STEPS.map((s, i) => ({
    label: s.label, kind: 'verb' as const, insertText: s.snippet, snippet: s.snippet.includes('$'), detail: s.detail,
    sortText: `1${String(i).padStart(2, '0')}`, filterText: s.snippet.replace(/\$\{\d+(?::[^}]*)?\}|\$\d/g, '').replace(/\$\{\d+\|[^}]*\}/g, ''),
  }));
}

const FACE_DOWN_FAMILY = ['Morph', 'Megamorph', 'Disguise'] as const;

/** Keyword abilities: the face-down family with its reminder text first, then the rest of the recognizer's list. */
export function keywordItems(lowercase = false): Item[] {
  const out: Item[] = [];
  const name = (n: string) => (lowercase ? n.toLowerCase() : n);
  for (const k of FACE_DOWN_FAMILY) {
    const topic = TOPICS[k.toLowerCase() as 'morph' | 'megamorph' | 'disguise'];
    out.push({
      label: name(k), kind: 'keyword', snippet: true,
      insertText: `${name(k)} {\${1:cost}} ${escapeSnippet(REMINDER[k])}`,
      detail: msg('completion.keyword-with-reminder', { cr: topic.cr.join(', ') }),
      documentation: topicMessage(topic.id), sortText: `0${k}`, filterText: name(k),
    });
  }
  out.push({
    label: name('Ward'), kind: 'keyword', snippet: true, insertText: `${name('Ward')} {\${1:2}}`,
    detail: msg('completion.keyword', { cr: '702.21' }), documentation: topicMessage('ward'), sortText: '0Ward', filterText: name('Ward'),
  });
  for (const spec of KEYWORDS) {
    if ((FACE_DOWN_FAMILY as readonly string[]).includes(spec.name) || spec.name === 'Ward') continue;
    const n = name(spec.name);
    const insert =
      spec.param === 'cost' ? `${n} {\${1:cost}}`
        : spec.param === 'number' ? `${n} \${1:1}`
          : spec.param === 'text' ? `${n} \${1}`
            : spec.param === 'number-cost' ? `${n} \${1:1}—{\${2:cost}}`
              : escapeSnippet(n);
    const cr = KEYWORD_CR[spec.name];
    out.push({
      label: n, kind: 'keyword', snippet: spec.param !== 'none', insertText: insert,
      detail: msg('completion.keyword', { cr: cr ?? '702' }), sortText: `${cr ? 1 : 2}${spec.name}`, filterText: n,
    });
  }
  return out;
}

/** What a rules-text line may start with: keywords, trigger templates and the face-down effect vocabulary. */
function rulesLineStartItems(doc: DocumentModel, offset: number): Item[] {
  const built = builtCardBefore(doc, offset);
  const face = built ? faceAt(built.card, offset) : undefined;
  const legacy = doc.set.era === 'legacy';
  const self = legacy && face?.name ? face.name : selfReference(face);
  const enters = legacy ? 'enters the battlefield' : 'enters';
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const templates: { text: string; snippet?: string; detail: Message; doc?: Message }[] = [
    { text: `When ${self} is turned face up, `, detail: msg('completion.triggered-ability', { cr: '603.2, 708.8' }), doc: topicMessage('turned-face-up') },
    { text: `When ${self} ${enters} or is turned face up, `, detail: msg('completion.triggers-on-entering-and-on-turning') },
    { text: `As ${self} is turned face up, `, detail: msg('completion.replacement-effect-applies-while-it-turns') },
    { text: 'Whenever a permanent you control is turned face up, ', detail: msg('completion.triggered-ability', { cr: '603.2' }) },
    { text: `Whenever a face-down creature you control ${enters}, `, detail: msg('completion.sees-face-down-creatures-entering') },
    { text: 'Face-down creatures you control get +1/+1.', snippet: 'Face-down creatures you control get +${1:1}/+${2:1}.', detail: msg('completion.static-ability') },
    { text: 'The first face-down creature spell you cast each turn costs {3} less to cast.', detail: msg('completion.cost-reduction-on-the-3') },
    { text: `Manifest the top card of your library. ${REMINDER.manifest}`, detail: msg('completion.keyword-action', { cr: '701.40' }), doc: topicMessage('manifest') },
    { text: `Manifest dread. ${REMINDER['manifest-dread']}`, detail: msg('completion.keyword-action', { cr: '701.62' }), doc: topicMessage('manifest-dread') },
    { text: `Cloak the top card of your library. ${REMINDER.cloak}`, detail: msg('completion.keyword-action', { cr: '701.58' }), doc: topicMessage('cloak') },
    { text: 'Turn target creature face down.', detail: msg('completion.effect', { cr: '708.2a' }) },
    { text: 'Turn target creature with morph face down.', detail: msg('completion.effect', { cr: '708.2a' }) },
    { text: 'Turn target face-down creature face up.', detail: msg('completion.effect', { cr: '708.7' }) },
    { text: "Reveal target face-down permanent. If it's a creature card, you may turn it face up.", detail: msg('completion.effect', { cr: '708.12' }) },
  ];
  const items: Item[] = templates.map((t, i) => ({
    label: cap(t.text.trim()), kind: 'template', insertText: t.snippet ?? escapeSnippet(cap(t.text)), snippet: true,
    detail: t.detail, documentation: t.doc, sortText: `3${String(i).padStart(2, '0')}`, filterText: cap(t.text.trim()),
  }));
  return [...keywordItems(), ...items];
}

function cardItems(workspace: Workspace, quoted: boolean, closeQuote: boolean): Item[] {
  const out: Item[] = [];
  for (const [name, cards] of [...workspace.cardsByName()].sort(([a], [b]) => a.localeCompare(b))) {
    const type = cards[0]!.faces[0]?.typeLine?.text;
    out.push({
      label: name, kind: 'card', snippet: false, detail: type,
      insertText: quoted ? `"${name.replace(/["\\]/g, (c) => `\\${c}`)}"` : name.replace(/["\\]/g, (c) => `\\${c}`) + (closeQuote ? '"' : ''),
      filterText: quoted ? `"${name}"` : name,
    });
  }
  return out;
}

/** Real card names from the user's card database that start with what is typed (none without a database). */
function realCardItems(realCards: RealCardSource | undefined, typed: string, closeQuote: boolean, locale: Locale): Item[] {
  if (!realCards || typed.length < 2) return [];
  return realCards.names(typed, 50).map((name) => {
    // A printed name of another language ("Gletscher-Pirscher") says which card it is.
    const card = realCards.lookup(name);
    const detail = card && printedNameOf(card, name) ? t(locale, 'realcard.completion-printed', { name: card.name }) : t(locale, 'realcard.completion');
    return {
      label: name, kind: 'card' as const, snippet: false, detail, sortText: `9${name}`,
      insertText: name.replace(/["\\]/g, (c) => `\\${c}`) + (closeQuote ? '"' : ''), filterText: name,
    };
  });
}

function typeItems(workspace: Workspace, preceding: IToken[]): Item[] {
  const dash = preceding.find((t) => t.tokenType.name === 'Dash');
  if (!dash) {
    const used = new Set(preceding.map((t) => t.image));
    return [
      ...SUPERTYPES.filter((s) => !used.has(s)).map((s, i) => ({ label: s, kind: 'type' as const, insertText: s, snippet: false, detail: msg('completion.supertype'), sortText: `0${i}` })),
      ...CARD_TYPES.filter((s) => s !== 'Tribal' && !used.has(s)).map((s) => ({ label: s, kind: 'type' as const, insertText: s, snippet: false, detail: msg('completion.card-type'), sortText: `1${s}` })),
      ...(preceding.length > 1 ? [{ label: '—', kind: 'type' as const, insertText: '—', snippet: false, detail: msg('completion.em-dash-before-the-subtypes'), sortText: '2' }] : []),
    ];
  }
  const types = preceding.filter((t) => t.startOffset < dash.startOffset).map((t) => t.image);
  const subs = new Set<string>();
  for (const t of types) for (const s of SUBTYPES_BY_CARD_TYPE[t] ?? []) subs.add(s);
  // Subtypes the workspace already uses come first.
  const used = new Set<string>();
  for (const card of workspace.allCards()) for (const f of card.faces) for (const s of f.typeLine?.subtypes ?? []) used.add(s);
  for (const s of used) subs.add(s);
  const already = new Set(preceding.filter((t) => t.startOffset > dash.startOffset).map((t) => t.image));
  return [...subs].filter((s) => !already.has(s)).sort().map((s) => ({
    label: s, kind: 'type' as const, insertText: s, snippet: false, detail: used.has(s) ? 'subtype (used in this workspace)' : 'subtype (CR 205.3)',
    sortText: `${used.has(s) ? 0 : 1}${s}`,
  }));
}

/** Words for the token types the line parser accepts next (scenario steps and field lines). */
function nextTokenItems(workspace: Workspace, doc: DocumentModel, offset: number, preceding: IToken[]): Item[] {
  const paths = getLineParser().computeContentAssist('line', preceding);
  const next = new Set<TokenType>(paths.map((p) => p.nextTokenType));
  const out: Item[] = [];
  const seen = new Set<string>();
  const add = (i: Item) => { if (!seen.has(i.label)) { seen.add(i.label); out.push(i); } };
  for (const t of next) {
    const word = TOKEN_WORDS.get(t);
    if (word) add({ label: word, kind: 'verb', insertText: word, snippet: false, sortText: `1${word}` });
    else if (t.name === 'StringLiteral' || t.name === 'UnterminatedString') for (const c of cardItems(workspace, true, true)) add({ ...c, sortText: `0${c.label}` });
    else if (t.name === 'Alias') for (const a of aliasesBefore(doc, offset)) add({ label: `@${a}`, kind: 'alias', insertText: `@${a}`, snippet: false, sortText: `0${a}` });
    else if (t.name === 'ManaSymbol') for (const m of manaItems()) add(m);
    else if (t.name === 'Identifier') for (const c of COLORS) add({ label: c, kind: 'value', insertText: c, snippet: false, detail: msg('completion.color'), sortText: `2${c}` });
    else if (t.name === 'Word') for (const k of keywordItems(true)) add({ ...k, insertText: k.label, snippet: false, sortText: `2${k.label}` });
  }
  return out;
}

function aliasesBefore(doc: DocumentModel, offset: number): string[] {
  const scenario = doc.scenarios.find((s) => s.span.start <= offset && offset <= s.span.end + 1) ?? doc.scenarios.filter((s) => s.span.start <= offset).pop();
  const out: string[] = [];
  for (const line of scenario?.steps ?? []) {
    const a = 'alias' in line.step ? line.step.alias : undefined;
    if (a && !out.includes(a.text)) out.push(a.text);
  }
  return out;
}

const TOKEN_WORDS = new Map<TokenType, string>([
  ...Object.entries(kw).map(([w, t]) => [t, w] as [TokenType, string]),
  ...Object.entries(section).map(([w, t]) => [t, w] as [TokenType, string]),
  [Text, 'text'], [Can, 'can'], [Cant, "can't"], [Didnt, "didn't"],
]);
