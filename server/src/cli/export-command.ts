// `cardscript export PATHS --format cockatrice|mse|forge|scryfall-json --out PATH`: a set's cards in another tool's
// format. What the target format cannot hold (Forge scripts keep no flavor; Cockatrice no flavor) is listed on stderr
// as "not written", and so is every ability the Forge export leaves as Oracle text only (card by card).

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { LineIndex } from '../../../grammar/src/line-index';
import type { CardData } from '../formats/card-data';
import type { Card } from '../model/types';
import { writeCockatrice } from '../formats/cockatrice';
import { forgeFileName, writeForge, writeForgeEdition } from '../formats/forge';
import { readCardScript } from '../formats/from-model';
import { writeMseSet } from '../formats/mse';
import { writeScryfallCard } from '../formats/scryfall';
import { collectFiles, displayPath } from './files';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { msg, t, type Locale, type Message } from '../i18n';
import { UniqueNames, writeForCommand, type OutputFile } from './output-files';

const FORMATS = ['cockatrice', 'mse', 'forge', 'scryfall-json'] as const;
type ExportFormat = (typeof FORMATS)[number];

export interface ExportOptions {
  format: string;
  out?: string;
  date?: string;
  locale?: string;
}

export interface LoadedSet {
  cards: CardData[];
  /** The same cards as the model has them, with where they are written (1-based line). */
  located: { card: Card; file: string; line: number }[];
  name?: string;
  code?: string;
  /** Files that did not parse cleanly (their cards are still exported as read). */
  problems: Message[];
}

/** Reads the card files of `paths` (files, directories, globs) into card data. */
export function loadSet(paths: string[], io: CliIO, locale: Locale = 'en'): LoadedSet | undefined {
  const { files, missing } = collectFiles(paths.length ? paths : ['.'], io.cwd);
  for (const m of missing) io.err(`${t(locale, 'cli.no-match', { pattern: m })}\n`);
  if (missing.length) { raiseExit(io, 2); return undefined; }
  const out: LoadedSet = { cards: [], located: [], problems: [] };
  for (const file of files) {
    let text: string;
    try { text = readFileSync(file, 'utf8'); } catch { io.err(`${t(locale, 'cli.cannot-read-unquoted', { file: displayPath(file, io.cwd) })}\n`); raiseExit(io, 2); continue; }
    const { cards, doc } = readCardScript(`file://${file}`, text);
    out.cards.push(...cards);
    const lines = new LineIndex(text);
    for (const b of doc.cards) out.located.push({ card: b.card, file, line: lines.line(b.card.span.start) + 1 });
    out.name ??= doc.set.name;
    out.code ??= doc.set.code;
    if (doc.parse.errors.length) out.problems.push(msg('cli.export.syntax-errors', { file: displayPath(file, io.cwd), count: doc.parse.errors.length }));
  }
  return out;
}

/** A short set code from the set name ("Shrouded Vale" → "SV"), CUS when there is nothing to go on. */
export function setCode(set: LoadedSet): string {
  if (set.code) return set.code.toUpperCase();
  const initials = (set.name ?? '').split(/\s+/).map((w) => w.charAt(0)).join('').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return initials.length >= 2 ? initials.slice(0, 4) : 'CUS';
}

function notWritten(cards: readonly CardData[], format: ExportFormat): Message[] {
  const out: Message[] = [];
  const count = (pred: (c: CardData) => boolean) => cards.filter(pred).length;
  const flavor = count((c) => c.faces.some((f) => !!f.flavor));
  if ((format === 'forge' || format === 'cockatrice') && flavor) out.push(msg('cli.export.no-flavor', { count: flavor, format }));
  return out;
}

export function runExport(paths: string[], opts: ExportOptions, io: CliIO): void {
  const locale = cliLocale(io, opts.locale);
  if (!FORMATS.includes(opts.format as ExportFormat)) { io.err(`${t(locale, 'cli.option-one-of', { option: '--format', values: FORMATS.join(', ') })}\n`); raiseExit(io, 2); return; }
  if (!opts.out) { io.err(`${t(locale, 'cli.option-required', { option: '--out' })}\n`); raiseExit(io, 2); return; }
  if (opts.date && !/^\d{4}-\d{2}-\d{2}$/.test(opts.date)) { io.err(`${t(locale, 'cli.export.bad-date')}\n`); raiseExit(io, 2); return; }
  const set = loadSet(paths, io, locale);
  if (!set) return;
  const format = opts.format as ExportFormat;
  const out = path.resolve(io.cwd, opts.out);
  const code = setCode(set);
  const name = set.name ?? t(locale, 'cli.export.default-set-name');
  const date = opts.date ?? new Date().toISOString().slice(0, 10);
  const files: OutputFile[] = [];
  const renamed: string[] = [];
  /** Abilities written as Oracle text only (Forge shows them, but can't play them), one per card and line. */
  const playless: string[] = [];
  switch (format) {
    case 'cockatrice':
      files.push({ file: out, data: writeCockatrice(set.cards, { code, name, date }) });
      break;
    case 'mse':
      files.push({ file: out, data: writeMseSet(set.cards, { title: name, code, date }) });
      break;
    case 'scryfall-json':
      files.push({ file: out, data: JSON.stringify({ object: 'list', has_more: false, data: set.cards.map((c) => writeScryfallCard(c, { code, name })) }, null, 2) + '\n' });
      break;
    case 'forge': {
      // One script per card, and the edition file (set name, code, date, rarities) Forge keeps apart from them. Two
      // cards whose names make the same file name (`Fire // Ice`, `Fire Ice`) get two files (Forge finds a script by
      // the Name: it holds, not by its file name).
      const names = new UniqueNames();
      set.cards.forEach((c, i) => {
        const wanted = forgeFileName(c.name);
        const { name: file, collided } = names.claim(wanted.replace(/\.txt$/, ''), '.txt');
        if (collided) renamed.push(wanted === '.txt' ? t(locale, 'cli.export.renamed-nameless', { card: c.name, file }) : t(locale, 'cli.export.renamed-taken', { card: c.name, file, wanted }));
        const { script, notWritten: lines } = writeForge(c, set.located[i]?.card.faces);
        files.push({ file: path.join(out, file), data: script });
        for (const l of lines) playless.push(`${c.name}: ${l}`);
      });
      files.push({ file: path.join(out, 'editions', `${code.replace(/[^A-Za-z0-9]/g, '') || 'CUS'}.txt`), data: writeForgeEdition(set.cards, { name, code, date }) });
      break;
    }
  }
  if (!writeForCommand(files, io, locale)) return;
  for (const r of renamed) io.err(`${t(locale, 'cli.warning-text', { text: r })}\n`);
  for (const p of set.problems) io.err(`${t(locale, 'cli.warning', { text: p })}\n`);
  for (const n of notWritten(set.cards, format)) io.err(`${t(locale, 'cli.export.not-written', { text: n })}\n`);
  if (playless.length) io.err(`${t(locale, 'cli.export.playless', { count: playless.length })}\n${playless.map((p) => `  ${p}\n`).join('')}`);
  io.err(`${t(locale, 'cli.export.done', { count: set.cards.length, out: displayPath(out, io.cwd), format })}\n`);
  if (set.problems.length || renamed.length) raiseExit(io, 1);
}

export function registerExport(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('export')
    .description(t(help, 'cli.help.export'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .requiredOption('--format <format>', FORMATS.join('|'))
    .option('--out <path>', t(help, 'cli.help.export.out'))
    .option('--date <YYYY-MM-DD>', t(help, 'cli.help.export.date'))
    .addOption(localeOption(help))
    .action((paths: string[], opts: ExportOptions) => runExport(paths, opts, io));
}
