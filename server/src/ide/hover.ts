// Hover: documentation of the face-down keywords and actions, mana symbols and costs, card names (face up
// and face down), and the codes of the diagnostics under the cursor. Returns Markdown and the hovered span.

import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { CODES, codeDocs, codeSummary, type DiagnosticCode } from '../diagnostics/registry';
import { msg, t, type Locale, type Message } from '../i18n';
import type { DocumentModel } from '../model/document';
import { readManaSymbol } from '../model/mana';
import type { Workspace } from '../model/workspace';
import type { Card, Face, ManaCost } from '../model/types';
import { isDoubleFaced } from '../rules/state/objects';
import {
  colorWords, faceColors, faceDownKeywords, faceDownSummary, faceManaValue, hasType, isTwoFaced, keywordTerm,
  type FaceDownKeywordName,
} from './card-facts';
import { KEYWORD_CR, renderTopic, TOPICS, type TopicId } from './hover-docs';
import { keywordDoc, renderKeywordDoc } from './keyword-docs';
import { builtCardAt, contains, faceAt, lineNodeAt } from './locate';
import { realCardHover, type RealCardSource } from './real-cards';
import { markdownText } from './markdown';
import { getStepHover } from './scenarios';
import { lookupTable } from '../model/lookup-table';

export interface HoverResult {
  markdown: string;
  span: Span;
}

export interface HoverOptions {
  /** The document's latest diagnostics; those under the cursor get their code documented. */
  diagnostics?: readonly Diagnostic[];
  /** Link target of a code's documentation: a prefix the code is appended to, or a function of the code. */
  docsBase?: string | ((code: string) => string | undefined);
  /** The user's card database: a real card's Oracle text and rulings on its name. */
  realCards?: RealCardSource;
  /** The reader's language (default English). */
  locale?: Locale;
}

export function getHover(workspace: Workspace, uri: string, offset: number, opts: HoverOptions = {}): HoverResult | undefined {
  const doc = workspace.get(uri);
  if (!doc) return undefined;
  const locale = opts.locale ?? 'en';
  const parts: HoverResult[] = [];
  const content = contentHover(workspace, doc, offset, locale);
  if (content) parts.push(content);
  const real = realCardHover(doc, offset, opts.realCards, locale);
  if (real) parts.push(real);
  const diagnostics = (opts.diagnostics ?? []).filter((d) => contains(d.span, offset));
  for (const code of [...new Set(diagnostics.map((d) => d.code))]) {
    const d = diagnostics.find((x) => x.code === code)!;
    parts.push({ markdown: describeCode(code, opts.docsBase, locale), span: d.span });
  }
  if (parts.length === 0) return undefined;
  return { markdown: parts.map((p) => p.markdown).join('\n\n---\n\n'), span: parts[0]!.span };
}

/** Hover text of a diagnostic code: its summary and documentation from the registry. */
export function describeCode(code: string, docsBase?: HoverOptions['docsBase'], locale: Locale = 'en'): string {
  if (!(code in CODES)) return `\`${code}\``;
  const known = code as DiagnosticCode;
  const target = typeof docsBase === 'function' ? docsBase(code) : docsBase ? `${docsBase}${code}` : undefined;
  const link = target ? `\n\n[${t(locale, 'hover.code.link', { code })}](${target})` : '';
  return `**\`${code}\`** — ${codeSummary(known, locale)}\n\n${codeDocs(known, locale)}${link}`;
}

function contentHover(workspace: Workspace, doc: DocumentModel, offset: number, locale: Locale): HoverResult | undefined {
  const line = lineNodeAt(doc, offset);
  if (!line) return undefined;
  switch (line.kind) {
    case 'card':
    case 'back': {
      if (!line.name || !contains(line.name.span, offset)) return undefined;
      const built = builtCardAt(doc, offset);
      return built ? { markdown: describeCard(built.card, locale), span: line.name.span } : undefined;
    }
    case 'cost': {
      const sym = line.symbols.find((s) => contains(s.span, offset));
      const face = builtCardAt(doc, offset) && faceAt(builtCardAt(doc, offset)!.card, offset);
      const cost = face?.manaCost;
      const costText = cost ? describeCost(cost, locale) : undefined;
      if (sym) return { markdown: [describeSymbol(sym.text, locale), costText].filter(Boolean).join('\n\n'), span: sym.span };
      return costText && cost ? { markdown: costText, span: line.span } : undefined;
    }
    case 'rules':
      return rulesTextHover(doc, line.text, line.span.start, offset, locale);
    case 'text':
      return line.first ? rulesTextHover(doc, line.first.text, line.first.span.start, offset, locale) : undefined;
    case 'step': {
      const ref = stepRefs(line.step).find((r) => contains(r.span, offset));
      if (ref) {
        if (ref.kind !== 'card-ref') return undefined;
        const card = workspace.findCard(ref.name);
        return card ? { markdown: describeCard(card, locale), span: ref.span } : undefined;
      }
      const text = doc.text.slice(line.span.start, line.span.end);
      const phrase = phraseHover(maskStrings(text), line.span.start, offset, locale);
      if (phrase) return phrase;
      // Anywhere else on a step: what the step did and the state after it.
      const state = getStepHover(workspace, doc.uri, offset, locale);
      return state ? { markdown: state, span: line.span } : undefined;
    }
    default:
      return undefined;
  }
}

function rulesTextHover(doc: DocumentModel, text: string, at: number, offset: number, locale: Locale): HoverResult | undefined {
  const phrase = phraseHover(text, at, offset, locale);
  if (phrase) return phrase;
  // Other keyword abilities of a keyword line: their CR section.
  const built = builtCardAt(doc, offset);
  const face = built && faceAt(built.card, offset);
  for (const a of face?.abilities ?? []) {
    if (a.kind !== 'keyword' || !contains(a.span, offset)) continue;
    const kw = a.keywords.find((k) => contains(k.span, offset));
    const found = kw && keywordDoc(kw.keyword);
    if (kw && found) return { markdown: renderKeywordDoc(kw.keyword, found, locale), span: kw.span };
    if (kw && KEYWORD_CR[kw.keyword]) {
      return { markdown: t(locale, 'hover.keyword', { keyword: kw.keyword, cr: KEYWORD_CR[kw.keyword]! }), span: kw.span };
    }
  }
  return undefined;
}

interface Phrase { topic: TopicId; re: RegExp }

/** Phrases that name a face-down topic, most specific first (the smallest match under the cursor wins). */
const PHRASES: Phrase[] = [
  { topic: 'manifest-dread', re: /\bmanifest(?:s|ed|ing)? dread\b/gi },
  { topic: 'manifest', re: /\bmanifest(?:s|ed|ing)?\b/gi },
  { topic: 'cloak', re: /\bcloak(?:s|ed|ing)?\b/gi },
  { topic: 'megamorph', re: /\bmegamorph\b/gi },
  { topic: 'morph', re: /\bmorph\b/gi },
  { topic: 'disguise', re: /\bdisguise[sd]?\b/gi },
  { topic: 'ward', re: /\bward\b/gi },
  // "turn … face up" within one clause, at most 200 characters apart (unbounded, a long line was quadratic).
  { topic: 'turned-face-up', re: /\bturn(?:ed|s|ing)?\b[^.()]{0,200}?\bface[- ]up\b/gi },
  { topic: 'face-down', re: /\bface[- ](?:down|up)\b/gi },
  // The interaction vocabulary: what these effects do to a face-down permanent (any card, any line: an Aura's
  // "Enchanted creature … loses all abilities" too). Bounded gaps keep each pattern linear.
  { topic: 'loses-all-abilities', re: /\blos(?:e|es|ing) all abilities\b/gi },
  { topic: 'copy', re: /\b(?:as a copy of|becomes? a copy of|that['\u2019]s a copy of)\b/gi },
  { topic: 'base-pt', re: /\bbase power(?: and toughness)?\b|\bbase toughness\b/gi },
  { topic: 'blink', re: /\bexiles?\b[^()]{0,200}?\breturn (?:it|that card|that creature|that permanent|them|those cards) to the battlefield\b/gi },
  { topic: 'bounce', re: /\breturns? [^.()]{1,120}? to (?:its|their) owner(?:['\u2019]s|s['\u2019]) hands?\b/gi },
];

/** Hover over a topic phrase or a mana symbol inside `text` (found at document offset `at`). */
export function phraseHover(text: string, at: number, offset: number, locale: Locale = 'en'): HoverResult | undefined {
  const rel = offset - at;
  for (const m of text.matchAll(/\{[^{}\s]*\}/g)) {
    if (rel >= m.index! && rel <= m.index! + m[0].length) {
      return { markdown: describeSymbol(m[0], locale), span: { start: at + m.index!, end: at + m.index! + m[0].length } };
    }
  }
  let best: { topic: TopicId; start: number; end: number } | undefined;
  for (const p of PHRASES) {
    for (const m of text.matchAll(p.re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (rel < start || rel > end) continue;
      if (!best || end - start < best.end - best.start) best = { topic: p.topic, start, end };
    }
  }
  return best ? topicResult(best.topic, { start: at + best.start, end: at + best.end }, locale) : undefined;
}

function topicResult(topic: TopicId, span: Span, locale: Locale): HoverResult {
  return { markdown: renderTopic(TOPICS[topic], locale), span };
}

/** Strings replaced by spaces (same length), so card names never read as keywords. */
function maskStrings(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"?|\u201C[^\u201D]*\u201D?/g, (s) => ' '.repeat(s.length));
}

// ---- mana ------------------------------------------------------------------------------------------

/** Symbols of rules text and costs that are not mana symbols (CR 107.5, 107.6, 107.14). */
const OTHER_SYMBOLS: Record<string, Message> = lookupTable({ T: msg('hover.symbol.tap'), Q: msg('hover.symbol.untap'), E: msg('hover.symbol.energy') });

/** What one mana symbol means (CR 107.4), its colors and what it adds to mana value (CR 202.3). */
export function describeSymbol(written: string, locale: Locale = 'en'): string {
  const inner = written.replace(/^\{|\}$/g, '');
  const sym = readManaSymbol(inner, { start: 0, end: 0 });
  if (!sym) {
    const other = OTHER_SYMBOLS[inner.toUpperCase()];
    return other ? t(locale, other.id as 'hover.symbol.tap') : t(locale, 'hover.symbol.unknown', { symbol: written });
  }
  const symbol = `{${sym.text}}`;
  const colors = colorWords(sym.colors, locale);
  const choices = sym.colors.map((c) => colorWords([c], locale)).join(t(locale, 'color.or'));
  switch (sym.kind) {
    case 'generic': return t(locale, 'hover.symbol.generic', { symbol, amount: sym.text, value: String(sym.manaValue) });
    case 'colored': return t(locale, 'hover.symbol.colored', { symbol, colors });
    case 'colorless': return t(locale, 'hover.symbol.colorless', { symbol });
    case 'snow': return t(locale, 'hover.symbol.snow', { symbol });
    case 'variable': return t(locale, 'hover.symbol.variable', { symbol });
    case 'hybrid': return t(locale, 'hover.symbol.hybrid', { symbol, choices, orColorless: sym.text.startsWith('C/') ? 'yes' : 'no', colors });
    case 'twobrid': return t(locale, 'hover.symbol.twobrid', { symbol, colors });
    case 'phyrexian': return t(locale, 'hover.symbol.phyrexian', { symbol, colors });
    case 'hybrid-phyrexian': return t(locale, 'hover.symbol.hybrid-phyrexian', { symbol, choices, colors });
  }
}

export function describeCost(cost: ManaCost, locale: Locale = 'en'): string {
  const hasX = cost.symbols.some((s) => s.kind === 'variable') ? 'yes' : 'no';
  // The card's words are the user's: shown as written (ide/markdown.ts).
  return t(locale, 'hover.cost', { cost: cost.text ? markdownText(cost.text) : t(locale, 'hover.cost.none'), value: String(cost.manaValue), colors: colorWords(cost.colors, locale), hasX });
}

// ---- cards -----------------------------------------------------------------------------------------

/** `mvNote` replaces the face's own mana value (a transformed back face uses its front face's, CR 202.3b). */
function faceLine(face: Face, locale: Locale, mvNote?: string): string {
  const mv = mvNote ?? String(faceManaValue(face));
  // The card's words are the user's: shown as written (ide/markdown.ts).
  const bits = [face.typeLine?.text ? markdownText(face.typeLine.text) : t(locale, 'hover.card.no-type-line')];
  if (face.power !== undefined) bits.push(markdownText(`${face.power}/${face.toughness ?? '?'}`));
  if (face.loyalty !== undefined) bits.push(t(locale, 'hover.card.loyalty', { value: markdownText(String(face.loyalty)) }));
  if (face.defense !== undefined) bits.push(t(locale, 'hover.card.defense', { value: markdownText(String(face.defense)) }));
  bits.push(t(locale, 'hover.card.mana-value', { value: mv }), colorWords(faceColors(face), locale));
  return `**${face.name ? markdownText(face.name) : t(locale, 'hover.card.unnamed')}** ${markdownText(face.manaCost?.text ?? '')}`.trimEnd() + `  \n${bits.join(' · ')}`;
}

function keywordSummary(face: Face, locale: Locale): string | undefined {
  const names = face.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords : [])).map((k) =>
    k.cost ? `${k.keyword} ${markdownText(k.cost.text)}` : k.parameter ? `${k.keyword} ${markdownText(String(k.parameter))}` : k.keyword);
  return names.length ? t(locale, 'hover.card.keywords', { names: names.join(', ') }) : undefined;
}

/** A card's face-up characteristics, its face-down characteristics and how it can be turned face up. */
export function describeCard(card: Card, locale: Locale = 'en'): string {
  const front = card.faces[0]!;
  const out: string[] = [faceLine(front, locale)];
  const kws = keywordSummary(front, locale);
  if (kws) out.push(kws);
  if (isTwoFaced(card)) {
    const back = card.faces[1]!;
    // CR 202.3b: a transforming double-faced card's back face (it has no mana cost) has its front face's mana value.
    const fromFront = !back.manaCost && isDoubleFaced(card) ? t(locale, 'hover.card.back-mana-value', { value: String(faceManaValue(front)) }) : undefined;
    out.push(t(locale, 'hover.card.back-face', { line: faceLine(back, locale, fromFront).replace('  \n', ' — ') }));
  }

  const fd = faceDownKeywords(front);
  for (const use of fd) {
    const ward = use.keyword === 'Disguise';
    const cr = use.keyword === 'Disguise' ? ['702.168a', '702.168d'] : use.keyword === 'Megamorph' ? ['702.37b', '702.37e'] : ['702.37c', '702.37e'];
    const keyword = keywordTerm(use.keyword);
    out.push(
      t(locale, 'hover.card.cast-face-down', { keyword, summary: faceDownSummary(ward), cr: cr[0]! }) + '  \n' +
      t(locale, 'hover.card.turn-face-up', { keyword, cost: use.cost ? markdownText(use.cost) : t(locale, 'hover.card.cost-missing'), megamorph: use.keyword === 'Megamorph' ? 'yes' : 'no', cr: cr[1]! }),
    );
  }
  const entersTrigger = front.abilities.some((a) => a.kind === 'triggered' && a.event.kind === 'self-enters');
  if (fd.length && entersTrigger) out.push(t(locale, 'hover.card.enters-not-on-turn-up'));

  out.push(t(locale, 'hover.card.if-manifested', { summary: faceDownSummary(false), turnUp: manifestTurnUp(front, fd.map((u) => u.keyword), locale) }));
  if (isTwoFaced(card)) out.push(t(locale, 'hover.card.two-faced'));
  return out.join('\n\n');
}

function manifestTurnUp(face: Face, keywords: FaceDownKeywordName[], locale: Locale): Message {
  const first = keywords[0];
  const keyword = first && keywordTerm(first);
  const kwCr = first === 'Disguise' ? '701.40d, 701.58d' : '701.40c, 701.58c';
  const alt = keyword ? t(locale, 'hover.manifest.still-keyword', { keyword, cr: kwCr }) : '';
  if (hasType(face, 'Instant') || hasType(face, 'Sorcery')) return msg('hover.manifest.instant-or-sorcery');
  if (!hasType(face, 'Creature')) return msg('hover.manifest.noncreature', { alt });
  if (!face.manaCost || face.manaCost.symbols.length === 0) return msg('hover.manifest.no-mana-cost', { alt });
  const more = keyword ? t(locale, 'hover.manifest.also-keyword', { keyword, cr: kwCr, rule: first === 'Disguise' ? '702.168d' : '702.37e' }) : '';
  return msg('hover.manifest.creature', { cost: face.manaCost.text, more });
}
