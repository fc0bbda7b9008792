// Real cards from the user's own card database (server/src/carddb), for hover and completion: the small interface
// the editor features need, and what they show. Without a database everything works as before.

import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { DocumentModel } from '../model/document';
import type { RealCard } from '../model/real-card';
import { contains, lineNodeAt } from './locate';
import { markdownText } from './markdown';

/** A real card as hover and completion show it. */
export type RealCardInfo = RealCard;

/** What hover and completion ask of a card database. */
export interface RealCardSource {
  lookup(name: string): RealCardInfo | undefined;
  names(prefix: string, limit?: number): string[];
}

/** The card name under the cursor: a `card`/`back` line's name or a card named in a scenario step. */
export function cardNameAt(doc: DocumentModel, offset: number): { name: string; span: Span } | undefined {
  const line = lineNodeAt(doc, offset);
  if ((line?.kind === 'card' || line?.kind === 'back') && line.name && contains(line.name.span, offset)) return { name: line.name.value, span: line.name.span };
  if (line?.kind === 'step') {
    const ref = stepRefs(line.step).find((r) => r.kind === 'card-ref' && contains(r.span, offset));
    if (ref && ref.kind === 'card-ref') return { name: ref.name, span: ref.span };
  }
  return undefined;
}

/** Markdown for a real card: its Oracle characteristics and its rulings with their dates. */
export function describeRealCard(card: RealCardInfo): string {
  // Every word of it comes from the user's file: shown as written (ide/markdown.ts), one ruling per line.
  const md = (s: string) => markdownText(s).split(/\r\n|[\r\n]/).join('  \n');
  const out = [`**${md(card.name)}**${card.manaCost ? ` ${md(card.manaCost)}` : ''} — Oracle text (from your card database)`];
  if (card.typeLine) out.push(md(card.typeLine));
  if (card.oracleText) out.push(md(card.oracleText));
  const stats = card.power !== undefined && card.toughness !== undefined ? `${card.power}/${card.toughness}` : card.loyalty ? `Loyalty ${card.loyalty}` : card.defense ? `Defense ${card.defense}` : undefined;
  if (stats) out.push(md(stats));
  if (card.rulings.length) out.push(`Rulings:\n\n${card.rulings.map((r) => `- ${md(r.date)}: ${md(r.text)}`).join('\n')}`);
  return out.join('\n\n');
}

export function realCardHover(doc: DocumentModel, offset: number, source: RealCardSource | undefined): { markdown: string; span: Span } | undefined {
  if (!source) return undefined;
  const at = cardNameAt(doc, offset);
  const card = at && source.lookup(at.name);
  return card && at ? { markdown: describeRealCard(card), span: at.span } : undefined;
}
