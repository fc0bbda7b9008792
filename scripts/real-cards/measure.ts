// The real-cards measurement of issue 26: a card data file (MTGJSON-like, e.g. ../shared/data/oracle-2022/cards-a.json)
// imported as `cardscript import` does, then checked as `cardscript check --format json` does (the analysis host's one
// checking path), in process. Per rules line: understood (no "Not understood" part), carried out (no "Recognized, not
// simulated" part either), and — for understood lines — print-back exact in the file's era (print.ts printLine).
// `npm run coverage:real` prints it; test/corpus/real-cards.corpus.test.ts puts floors on it.

import { AnalysisHost } from '../../server/src/analysis/analysis-host';
import type { Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { readCardFile } from '../../server/src/formats/read-file';
import { cardScriptText } from '../../server/src/formats/to-cardscript';
import { notUnderstood } from '../../server/src/model/abilities/parse-ability';
import { selfWords } from '../../server/src/model/abilities/normalize';
import { printLine, writtenLine } from '../../server/src/model/abilities/print';
import { faceEra, type DocumentModel } from '../../server/src/model/document';
import type { Ability, Card, Face } from '../../server/src/model/types';
import { familyOf, openingOf } from './families';

export interface LineResult {
  card: string;
  face: string;
  text: string;
  understood: boolean;
  carriedOut: boolean;
  /** Understood lines only: the print in the file's era equals the line as written (reminder text aside). */
  printExact?: boolean;
  printed?: string;
  /** The parts not understood (as the unmodeled-text hint quotes them). */
  notUnderstood: string[];
}

export interface Figures {
  file: string;
  era: 'modern' | 'legacy' | 'mixed';
  cards: number;
  /** Cards with at least one rules line (the card figures count these). */
  cardsWithText: number;
  lines: number;
  understood: number;
  carriedOut: number;
  cardsUnderstood: number;
  cardsCarriedOut: number;
  printExact: number;
}

export interface Measurement {
  figures: Figures;
  lines: LineResult[];
  /** The rules lines' abilities as read (for ranking what is not carried out). */
  abilities: Ability[];
  /**
   * Every warning and error of the check, and every `analysis-incomplete` note (information since issue 26: the
   * grammar's gap on text that matters to face-down analysis, kept under its own ceiling). Undefined when the check
   * was not run.
   */
  findings?: { code: string; severity: string; message: string; card: string; line: string }[];
}

const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((1000 * n) / d) / 10);

/** The percentages of the table. */
export function shares(f: Figures): Record<'understood' | 'carriedOut' | 'cardsUnderstood' | 'cardsCarriedOut' | 'printExact', number> {
  return {
    understood: pct(f.understood, f.lines),
    carriedOut: pct(f.carriedOut, f.lines),
    cardsUnderstood: pct(f.cardsUnderstood, f.cardsWithText),
    cardsCarriedOut: pct(f.cardsCarriedOut, f.cardsWithText),
    printExact: pct(f.printExact, f.understood),
  };
}

function voiceOf(a: Ability, card: Card, face: Face, era: 'modern' | 'legacy') {
  const ctx = { cardName: card.name, faceName: face.name, typeLine: face.typeLine ? [...face.typeLine.supertypes, ...face.typeLine.cardTypes].join(' ') : undefined };
  const noun = face.typeLine?.cardTypes.includes('Creature') ? 'creature' : (face.typeLine?.cardTypes[0] ?? 'permanent').toLowerCase();
  return { ctx, voice: { era, selfWords: selfWords(a.text, ctx), self: era === 'legacy' ? face.name : `this ${noun}` } };
}

function lineResult(a: Ability, card: Card, face: Face, era: 'modern' | 'legacy'): LineResult {
  const understood = a.unmodeled.length === 0;
  const { ctx, voice } = voiceOf(a, card, face, era);
  const out: LineResult = {
    card: card.name, face: face.name, text: a.text, understood, carriedOut: understood && (a.unsimulated?.length ?? 0) === 0,
    notUnderstood: a.unmodeled.map((s) => {
      const part = notUnderstood(a.text, a.span.start, s, ctx);
      return a.text.slice(part.start - a.span.start, part.end - a.span.start).trim();
    }),
  };
  if (understood) {
    const printed = printLine(a, voice);
    out.printExact = printed !== undefined && printed === writtenLine(a.text);
    if (!out.printExact) out.printed = printed ?? '(no printed form)';
  }
  return out;
}

/** The rules lines of a document, read once. */
export function measureDocument(doc: DocumentModel, file: string): { figures: Figures; lines: LineResult[] } {
  const lines: LineResult[] = [];
  let cardsWithText = 0;
  let cardsUnderstood = 0;
  let cardsCarriedOut = 0;
  for (const { card } of doc.cards) {
    const mine: LineResult[] = [];
    for (const face of card.faces) for (const a of face.abilities) if (a.text.trim() !== '') mine.push(lineResult(a, card, face, faceEra(doc.set, face)));
    lines.push(...mine);
    if (mine.length === 0) continue;
    cardsWithText++;
    if (mine.every((l) => l.understood)) cardsUnderstood++;
    if (mine.every((l) => l.carriedOut)) cardsCarriedOut++;
  }
  const figures: Figures = {
    file, era: doc.set.mixed ? 'mixed' : doc.set.era, cards: doc.cards.length, cardsWithText, lines: lines.length,
    understood: lines.filter((l) => l.understood).length, carriedOut: lines.filter((l) => l.carriedOut).length,
    cardsUnderstood, cardsCarriedOut, printExact: lines.filter((l) => l.printExact).length,
  };
  return { figures, lines };
}

/** The CardScript text `cardscript import FILE` writes (import-command.ts), without its read-back verification. */
export function importedText(file: string): string {
  return cardScriptText(readCardFile(file), { fallbackName: 'Imported cards' }).text;
}

/** Imports `file`, builds it and (with `check`) runs every check on it, alone in its own workspace. */
export function measureFile(file: string, opts: { check?: boolean } = {}): Measurement {
  const text = importedText(file);
  const uri = '/real-cards/imported.cards';
  const host = new AnalysisHost();
  host.setDiskFile(uri, text);
  const doc = host.workspace.get(uri)!;
  const { figures, lines } = measureDocument(doc, file);
  const abilities = doc.cards.flatMap(({ card }) => card.faces.flatMap((f) => f.abilities.filter((a) => a.text.trim() !== '')));
  if (!opts.check) return { figures, lines, abilities };
  const diagnostics: Diagnostic[] = host.analysis(uri)?.diagnostics().value ?? [];
  const findings = diagnostics
    .filter((d) => d.severity === 'warning' || d.severity === 'error' || d.code === 'analysis-incomplete')
    .map((d) => {
      const owner = doc.cards.find((b) => b.card.span.start <= d.span.start && d.span.start < b.card.span.end)?.card.name ?? '';
      const lineStart = text.lastIndexOf('\n', d.span.start - 1) + 1;
      const lineEnd = text.indexOf('\n', d.span.start);
      return { code: d.code, severity: d.severity, message: d.message, card: owner, line: text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).trim() };
    });
  return { figures, lines, abilities, findings };
}

/** Not-understood lines by phrase family (a line counts once per family), most lines blocked first. */
export function families(lines: readonly LineResult[]): [string, LineResult[]][] {
  const by = new Map<string, LineResult[]>();
  for (const l of lines) {
    if (l.understood) continue;
    const fams = new Set(l.notUnderstood.map((p) => familyOf(p, l)));
    for (const f of fams) by.set(f, [...(by.get(f) ?? []), l]);
  }
  return [...by].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

/** The openings (first words) of the parts not understood, most lines first. */
export function openings(lines: readonly LineResult[], words = 3): [string, number][] {
  const by = new Map<string, Set<LineResult>>();
  for (const l of lines) for (const p of l.notUnderstood) {
    const k = openingOf(p, l, words);
    by.set(k, (by.get(k) ?? new Set()).add(l));
  }
  return [...by].map(([k, v]): [string, number] => [k, v.size]).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
