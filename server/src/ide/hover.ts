// Hover: documentation of the face-down keywords and actions, mana symbols and costs, card names (face up
// and face down), and the codes of the diagnostics under the cursor. Returns Markdown and the hovered span.

import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { CODES } from '../diagnostics/registry';
import type { DocumentModel } from '../model/document';
import { readManaSymbol } from '../model/mana';
import type { Workspace } from '../model/workspace';
import type { Card, Face, ManaCost } from '../model/types';
import { isDoubleFaced } from '../rules/state/objects';
import {
  colorWords, faceColors, faceDownKeywords, faceDownSummary, faceManaValue, hasType, isTwoFaced,
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
}

export function getHover(workspace: Workspace, uri: string, offset: number, opts: HoverOptions = {}): HoverResult | undefined {
  const doc = workspace.get(uri);
  if (!doc) return undefined;
  const parts: HoverResult[] = [];
  const content = contentHover(workspace, doc, offset);
  if (content) parts.push(content);
  const real = realCardHover(doc, offset, opts.realCards);
  if (real) parts.push(real);
  const diagnostics = (opts.diagnostics ?? []).filter((d) => contains(d.span, offset));
  for (const code of [...new Set(diagnostics.map((d) => d.code))]) {
    const d = diagnostics.find((x) => x.code === code)!;
    parts.push({ markdown: describeCode(code, opts.docsBase), span: d.span });
  }
  if (parts.length === 0) return undefined;
  return { markdown: parts.map((p) => p.markdown).join('\n\n---\n\n'), span: parts[0]!.span };
}

/** Hover text of a diagnostic code: its summary and documentation from the registry. */
export function describeCode(code: string, docsBase?: HoverOptions['docsBase']): string {
  const info = (CODES as Record<string, { summary: string; docs: string }>)[code];
  if (!info) return `\`${code}\``;
  const target = typeof docsBase === 'function' ? docsBase(code) : docsBase ? `${docsBase}${code}` : undefined;
  const link = target ? `\n\n[Documentation of \`${code}\`](${target})` : '';
  return `**\`${code}\`** — ${info.summary}\n\n${info.docs}${link}`;
}

function contentHover(workspace: Workspace, doc: DocumentModel, offset: number): HoverResult | undefined {
  const line = lineNodeAt(doc, offset);
  if (!line) return undefined;
  switch (line.kind) {
    case 'card':
    case 'back': {
      if (!line.name || !contains(line.name.span, offset)) return undefined;
      const built = builtCardAt(doc, offset);
      return built ? { markdown: describeCard(built.card), span: line.name.span } : undefined;
    }
    case 'cost': {
      const sym = line.symbols.find((s) => contains(s.span, offset));
      const face = builtCardAt(doc, offset) && faceAt(builtCardAt(doc, offset)!.card, offset);
      const cost = face?.manaCost;
      const costText = cost ? describeCost(cost) : undefined;
      if (sym) return { markdown: [describeSymbol(sym.text), costText].filter(Boolean).join('\n\n'), span: sym.span };
      return costText && cost ? { markdown: costText, span: line.span } : undefined;
    }
    case 'rules':
      return rulesTextHover(doc, line.text, line.span.start, offset);
    case 'text':
      return line.first ? rulesTextHover(doc, line.first.text, line.first.span.start, offset) : undefined;
    case 'step': {
      const ref = stepRefs(line.step).find((r) => contains(r.span, offset));
      if (ref) {
        if (ref.kind !== 'card-ref') return undefined;
        const card = workspace.findCard(ref.name);
        return card ? { markdown: describeCard(card), span: ref.span } : undefined;
      }
      const text = doc.text.slice(line.span.start, line.span.end);
      const phrase = phraseHover(maskStrings(text), line.span.start, offset);
      if (phrase) return phrase;
      // Anywhere else on a step: what the step did and the state after it.
      const state = getStepHover(workspace, doc.uri, offset);
      return state ? { markdown: state, span: line.span } : undefined;
    }
    default:
      return undefined;
  }
}

function rulesTextHover(doc: DocumentModel, text: string, at: number, offset: number): HoverResult | undefined {
  const phrase = phraseHover(text, at, offset);
  if (phrase) return phrase;
  // Other keyword abilities of a keyword line: their CR section.
  const built = builtCardAt(doc, offset);
  const face = built && faceAt(built.card, offset);
  for (const a of face?.abilities ?? []) {
    if (a.kind !== 'keyword' || !contains(a.span, offset)) continue;
    const kw = a.keywords.find((k) => contains(k.span, offset));
    const doc = kw && keywordDoc(kw.keyword);
    if (kw && doc) return { markdown: renderKeywordDoc(kw.keyword, doc), span: kw.span };
    if (kw && KEYWORD_CR[kw.keyword]) {
      return { markdown: `**${kw.keyword}** — keyword ability (CR ${KEYWORD_CR[kw.keyword]})`, span: kw.span };
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
export function phraseHover(text: string, at: number, offset: number): HoverResult | undefined {
  const rel = offset - at;
  for (const m of text.matchAll(/\{[^{}\s]*\}/g)) {
    if (rel >= m.index! && rel <= m.index! + m[0].length) {
      return { markdown: describeSymbol(m[0]), span: { start: at + m.index!, end: at + m.index! + m[0].length } };
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
  return best ? topicResult(best.topic, { start: at + best.start, end: at + best.end }) : undefined;
}

function topicResult(topic: TopicId, span: Span): HoverResult {
  return { markdown: renderTopic(TOPICS[topic]), span };
}

/** Strings replaced by spaces (same length), so card names never read as keywords. */
function maskStrings(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"?|\u201C[^\u201D]*\u201D?/g, (s) => ' '.repeat(s.length));
}

// ---- mana ------------------------------------------------------------------------------------------

/** Symbols of rules text and costs that are not mana symbols (CR 107.5, 107.6, 107.14). */
const OTHER_SYMBOLS: Record<string, string> = lookupTable({
  T: '**{T}** — the tap symbol: in a cost it means "tap this permanent"; a creature needs to have been under your control since your most recent turn began to use it. Not a mana symbol (CR 107.5, 302.6).',
  Q: '**{Q}** — the untap symbol: in a cost it means "untap this permanent"; a creature needs to have been under your control since your most recent turn began to use it. Not a mana symbol (CR 107.6, 302.6).',
  E: '**{E}** — the energy symbol: one energy counter; you pay it by removing an energy counter from yourself. Not a mana symbol (CR 107.14).',
});

/** What one mana symbol means (CR 107.4), its colors and what it adds to mana value (CR 202.3). */
export function describeSymbol(written: string): string {
  const inner = written.replace(/^\{|\}$/g, '');
  const sym = readManaSymbol(inner, { start: 0, end: 0 });
  if (!sym) return OTHER_SYMBOLS[inner.toUpperCase()] ?? `**${written}** is not a mana symbol Magic uses (CR 107.4).`;
  const head = `**{${sym.text}}** — `;
  const colors = colorWords(sym.colors);
  switch (sym.kind) {
    case 'generic':
      return `${head}generic mana: pay ${sym.text} mana of any type. Adds ${sym.manaValue} to mana value (CR 107.4, 202.3).`;
    case 'colored':
      return `${head}one ${colors} mana. Adds 1 to mana value and makes the card ${colors} (CR 107.4, 202.2, 202.3).`;
    case 'colorless':
      return `${head}one colorless mana: only colorless mana can pay it, not mana of a color. Adds 1 to mana value; the symbol has no color (CR 107.4c, 202.3).`;
    case 'snow':
      return `${head}one mana from a snow source. Adds 1 to mana value (CR 107.4, 202.3).`;
    case 'variable':
      return `${head}a number you choose as you pay. It counts as 0 toward mana value except on the stack (CR 107.3, 202.3).`;
    case 'hybrid':
      return `${head}hybrid: pay with ${sym.colors.map((c) => colorWords([c])).join(' or ')} mana${sym.text.startsWith('C/') ? ' or colorless mana' : ''}. Adds 1 to mana value; the card is ${colors} (CR 107.4, 202.2, 202.3).`;
    case 'twobrid':
      return `${head}pay one ${colors} mana or two generic mana. Adds 2 to mana value; the card is ${colors} (CR 107.4, 202.3).`;
    case 'phyrexian':
      return `${head}Phyrexian: pay one ${colors} mana or 2 life. Adds 1 to mana value; the card is ${colors} (CR 107.4, 202.3).`;
    case 'hybrid-phyrexian':
      return `${head}hybrid Phyrexian: pay ${sym.colors.map((c) => colorWords([c])).join(' or ')} mana, or 2 life. Adds 1 to mana value; the card is ${colors} (CR 107.4, 202.3).`;
  }
}

export function describeCost(cost: ManaCost): string {
  const x = cost.symbols.some((s) => s.kind === 'variable') ? ' X counts as 0 except while the spell is on the stack (CR 107.3).' : '';
  return `**Mana cost** ${cost.text ? markdownText(cost.text) : '(none)'} — mana value ${cost.manaValue} (CR 202.3), ${colorWords(cost.colors)} (CR 202.2).${x}`;
}

// ---- cards -----------------------------------------------------------------------------------------

/** `mvNote` replaces the face's own mana value (a transformed back face uses its front face's, CR 202.3b). */
function faceLine(face: Face, mvNote?: string): string {
  const mv = mvNote ?? faceManaValue(face);
  // The card's words are the user's: shown as written (ide/markdown.ts).
  const bits = [face.typeLine?.text ? markdownText(face.typeLine.text) : 'no type line'];
  if (face.power !== undefined) bits.push(markdownText(`${face.power}/${face.toughness ?? '?'}`));
  if (face.loyalty !== undefined) bits.push(`loyalty ${markdownText(String(face.loyalty))}`);
  if (face.defense !== undefined) bits.push(`defense ${markdownText(String(face.defense))}`);
  bits.push(`mana value ${mv}`, colorWords(faceColors(face)));
  return `**${face.name ? markdownText(face.name) : '(unnamed)'}** ${markdownText(face.manaCost?.text ?? '')}`.trimEnd() + `  \n${bits.join(' · ')}`;
}

function keywordSummary(face: Face): string | undefined {
  const names = face.abilities.flatMap((a) => (a.kind === 'keyword' ? a.keywords : [])).map((k) =>
    k.cost ? `${k.keyword} ${markdownText(k.cost.text)}` : k.parameter ? `${k.keyword} ${markdownText(String(k.parameter))}` : k.keyword);
  return names.length ? `Keywords: ${names.join(', ')}` : undefined;
}

/** A card's face-up characteristics, its face-down characteristics and how it can be turned face up. */
export function describeCard(card: Card): string {
  const front = card.faces[0]!;
  const out: string[] = [faceLine(front)];
  const kws = keywordSummary(front);
  if (kws) out.push(kws);
  if (isTwoFaced(card)) {
    const back = card.faces[1]!;
    // CR 202.3b: a transforming double-faced card's back face (it has no mana cost) has its front face's mana value.
    const fromFront = !back.manaCost && isDoubleFaced(card) ? `${faceManaValue(front)} (its front face's mana cost, CR 202.3b)` : undefined;
    out.push(`Back face: ${faceLine(back, fromFront).replace('  \n', ' — ')}`);
  }

  const fd = faceDownKeywords(front);
  for (const use of fd) {
    const ward = use.keyword === 'Disguise';
    const cr = use.keyword === 'Disguise' ? ['702.168a', '702.168d'] : use.keyword === 'Megamorph' ? ['702.37b', '702.37e'] : ['702.37c', '702.37e'];
    const counter = use.keyword === 'Megamorph' ? ', and it gets a +1/+1 counter as it turns face up' : '';
    out.push(
      `**Face down (cast with ${use.keyword.toLowerCase()} for {3}):** ${faceDownSummary(ward)}; no subtypes and no other abilities (CR ${cr[0]}, 708.2a).  \n` +
      `**Turned face up** for its ${use.keyword.toLowerCase()} cost ${use.cost ? markdownText(use.cost) : '(missing)'} any time you have priority — a special action${counter} (CR ${cr[1]}, 116.2b). ` +
      `Not while it would have no ${use.keyword.toLowerCase()} ability face up, e.g. after it lost all abilities (CR ${cr[1]}, 708.8).`,
    );
  }
  const entersTrigger = front.abilities.some((a) => a.kind === 'triggered' && a.event.kind === 'self-enters');
  if (fd.length && entersTrigger) out.push('Its "enters" ability does not trigger when it is turned face up (CR 708.8).');

  out.push(`**If manifested or cloaked:** ${faceDownSummary(false)} (ward {2} if cloaked) (CR 701.40a, 701.58a). ${manifestTurnUp(front, fd.map((u) => u.keyword))}`);
  if (isTwoFaced(card)) out.push('Face down it can\'t transform; turned face up, its front face is up (CR 712.15, 712.15a).');
  return out.join('\n\n');
}

function manifestTurnUp(face: Face, keywords: string[]): string {
  const kw = keywords[0]?.toLowerCase();
  const kwCr = kw === 'disguise' ? '701.40d, 701.58d' : '701.40c, 701.58c';
  const alt = kw ? ` It can still be turned face up for its ${kw} cost (CR ${kwCr}).` : '';
  if (hasType(face, 'Instant') || hasType(face, 'Sorcery')) {
    return 'It is an instant or sorcery card: if it would be turned face up it is revealed and stays face down (CR 701.40g, 701.58g).';
  }
  if (!hasType(face, 'Creature')) return `It is not a creature card, so it can't be turned face up for its mana cost (CR 701.40b, 701.58b).${alt}`;
  if (!face.manaCost || face.manaCost.symbols.length === 0) return `It has no mana cost, so it can't be turned face up for a mana cost (CR 701.40b, 701.58b).${alt}`;
  const more = kw ? ` It can also be turned face up for its ${kw} cost, unless it would have no ${kw} ability face up (CR ${kwCr}, ${kw === 'disguise' ? '702.168d' : '702.37e'}).` : '';
  return `It can be turned face up for its mana cost ${face.manaCost.text}, even after losing its abilities (CR 701.40b, 701.58b).${more}`;
}
