// Real cards from the user's own card database (server/src/carddb), for hover and completion: the small interface
// the editor features need, and what they show. Without a database everything works as before.

import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { DocumentModel } from '../model/document';
import { msg, t, type Locale, type Message, type MessageId } from '../i18n';
import type { PrintedName, RealCard, Ruling } from '../model/real-card';
import { contains, lineNodeAt } from './locate';

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

/** A language's name, to be worded in the reader's language ("de" is "German" in English); one we have no name for: its code. */
export function languageName(code: string): Message {
  return ['en', 'it', 'es', 'de', 'fr'].includes(code) ? msg(`language.${code}` as MessageId as 'language.en') : msg('language.other', { code });
}

/** The printed name a card was looked up by, when it is not its English name (folded as the database folds). */
export function printedNameOf(card: RealCardInfo, looked: string): { language: string; name: string } | undefined {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'").toLowerCase().trim();
  if (fold(card.name) === fold(looked) || card.name.split(' // ').some((n) => fold(n) === fold(looked))) return undefined;
  return card.printedNames?.find((p) => fold(p.name) === fold(looked));
}

/** The card as printed in the reader's language, when the data carries that printing's text or type line. */
export function printedIn(card: RealCardInfo, locale: Locale): PrintedName | undefined {
  if (locale === 'en') return undefined;
  return card.printedNames?.find((p) => p.language === locale && (p.text || p.typeLine));
}

/**
 * The rulings to show in `locale`: the user's rulings in that language when they gave a file for it (labelled with
 * the language), else the English ones (labelled English when the reader's language is another).
 */
export function rulingsFor(card: RealCardInfo, locale: Locale): { label: string; rulings: Ruling[] } | undefined {
  const localized = locale === 'en' ? undefined : card.localizedRulings?.[locale];
  if (localized?.length) return { label: t(locale, 'realcard.rulings-in', { language: msg(`language.${locale}`) }), rulings: localized };
  if (!card.rulings.length) return undefined;
  return { label: locale === 'en' ? t(locale, 'realcard.rulings') : t(locale, 'realcard.rulings-in', { language: msg('language.en') }), rulings: card.rulings };
}

/**
 * Markdown for a real card: its Oracle characteristics, the printed name it was found by (when another language's),
 * and its rulings with their dates (rulings.ts: in the reader's language when the user gave them). Card text as it is.
 */
export function describeRealCard(card: RealCardInfo, locale: Locale = 'en', lookedUp?: string): string {
  const out = [t(locale, 'realcard.heading', { head: `**${card.name}**${card.manaCost ? ` ${card.manaCost}` : ''}` })];
  const printed = lookedUp ? printedNameOf(card, lookedUp) : undefined;
  if (printed) out.push(t(locale, 'realcard.printed-name', { language: languageName(printed.language), name: printed.name }));
  if (card.typeLine) out.push(card.typeLine);
  if (card.oracleText) out.push(card.oracleText.split('\n').join('  \n'));
  const stats = card.power !== undefined && card.toughness !== undefined ? `${card.power}/${card.toughness}`
    : card.loyalty ? t(locale, 'realcard.loyalty', { value: card.loyalty }) : card.defense ? t(locale, 'realcard.defense', { value: card.defense }) : undefined;
  if (stats) out.push(stats);
  const here = printedIn(card, locale);
  if (here) out.push([t(locale, 'realcard.printed-text', { language: languageName(locale), name: here.name }), here.typeLine, here.text?.split('\n').join('  \n')].filter(Boolean).join('  \n'));
  const rulings = rulingsFor(card, locale);
  if (rulings) out.push(`${rulings.label}\n\n${rulings.rulings.map((r) => `- ${r.date}: ${r.text}`).join('\n')}`);
  return out.join('\n\n');
}

export function realCardHover(doc: DocumentModel, offset: number, source: RealCardSource | undefined, locale: Locale = 'en'): { markdown: string; span: Span } | undefined {
  if (!source) return undefined;
  const at = cardNameAt(doc, offset);
  const card = at && source.lookup(at.name);
  return card && at ? { markdown: describeRealCard(card, locale, at.name), span: at.span } : undefined;
}
