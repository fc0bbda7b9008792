// `cardscript import FILE…`: card data in any format we read (Scryfall, MTGJSON, Forge scripts, Cockatrice XML, Magic
// Set Editor, our JSON records; told from the content, or --from) → one CardScript file, on stdout or --out. A field that could not
// be kept is a warning on stderr and exit 1 (never a silent loss).

import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import type { CardData, ReadResult } from '../formats/card-data';
import { readCardFile, type ForcedFormat } from '../formats/read-file';
import { toCardScript } from '../formats/to-cardscript';
import type { Era } from '../formats/write-cardscript';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { t, type Locale } from '../i18n';
import { writeForCommand } from './output-files';

const FROM = ['scryfall', 'mtgjson', 'forge', 'cockatrice', 'mse', 'json'];

export interface ImportOptions {
  from?: string;
  era?: string;
  out?: string;
  locale?: string;
}

/** Files named, and the files inside directories named (Forge keeps one script per card in letter folders). */
function expand(args: string[], cwd: string, missing: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const n of readdirSync(dir).sort()) {
      const f = path.join(dir, n);
      if (statSync(f).isDirectory()) walk(f);
      else if (/\.(txt|json|xml)$/i.test(n)) out.push(f);
    }
  };
  for (const a of args) {
    const abs = path.resolve(cwd, a);
    if (!existsSync(abs)) missing.push(a);
    else if (statSync(abs).isDirectory()) walk(abs);
    else out.push(abs);
  }
  return out;
}

export function runImport(files: string[], opts: ImportOptions, io: CliIO): void {
  const locale = cliLocale(io, opts.locale);
  if (opts.from && !FROM.includes(opts.from)) { io.err(`${t(locale, 'cli.option-one-of', { option: '--from', values: FROM.join(', ') })}\n`); raiseExit(io, 2); return; }
  if (opts.era && opts.era !== 'modern' && opts.era !== 'legacy' && opts.era !== 'mixed') { io.err(`${t(locale, 'cli.import.bad-era')}\n`); raiseExit(io, 2); return; }
  const missing: string[] = [];
  const paths = expand(files, io.cwd, missing);
  for (const m of missing) io.err(`${t(locale, 'cli.cannot-read', { file: m })}\n`);
  if (missing.length) { raiseExit(io, 2); return; }
  const cards: CardData[] = [];
  const byName = new Map<string, CardData>();
  const warnings: string[] = [];
  const sets = new Map<string, NonNullable<ReadResult['set']>>();
  const rarities: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const file of paths) {
    let r: ReturnType<typeof readCardFile>;
    try {
      r = readCardFile(file, opts.from as ForcedFormat | undefined);
    } catch (err) {
      io.err(`${t(locale, 'cli.cannot-read-quoted-because', { file: path.relative(io.cwd, file) || file, detail: err instanceof Error ? err.message : String(err) })}\n`);
      raiseExit(io, 2);
      continue;
    }
    if (r.format.format === 'unknown' || r.format.format === 'cardscript') {
      io.err(`cardscript: ${path.relative(io.cwd, file) || file}: ${r.warnings[0]}\n`);
      raiseExit(io, 2);
      continue;
    }
    for (const c of r.cards) {
      const first = byName.get(c.name);
      if (!first) { byName.set(c.name, c); cards.push(c); continue; }
      // The same card twice (a card in two folders or two printings): kept once; a differing copy is a loss.
      if (JSON.stringify(first) !== JSON.stringify(c)) warnings.push(`${c.name}: appears twice with different fields; the first is imported`);
    }
    warnings.push(...r.warnings);
    if (r.set) sets.set(JSON.stringify(r.set), r.set);
    Object.assign(rarities, r.rarities);
  }
  // Rarities listed apart from the cards (a Forge edition file) go to the cards of those names.
  for (const c of cards) if (!c.rarity && rarities[c.name]) c.rarity = rarities[c.name];
  if (io.exitCode === 2 && cards.length === 0) return;
  if (cards.length === 0) warnings.push('no cards found');
  const set = sets.size === 1 ? [...sets.values()][0] : undefined;
  const result = toCardScript({ cards, ...(set ? { set } : {}), warnings }, { era: opts.era as Era | undefined, fallbackName: 'Imported cards' });
  const all = [...warnings, ...result.warnings];
  if (result.refused) {
    // Not written at all (stdout or --out): the file would not hold the cards that were read.
    for (const w of summarize(all)) io.err(`${t(locale, 'cli.warning-text', { text: w })}\n`);
    io.err(`${t(locale, 'cli.import.refused', { detail: result.refused })}\n`);
    raiseExit(io, 1);
    return;
  }
  if (opts.out) {
    if (!writeForCommand([{ file: path.resolve(io.cwd, opts.out), data: result.text }], io)) return;
  } else (io.data ?? io.out)(result.text);
  for (const w of summarize(all)) io.err(`${t(locale, 'cli.warning-text', { text: w })}\n`);
  io.err(`${t(locale, 'cli.import.done', { count: cards.length, era: result.era, warnings: all.length })}\n`);
  if (all.length) raiseExit(io, 1);
}

/** Repeated warnings about the same field on many cards are shown once with a count (bulk files). */
function summarize(warnings: string[], limit = 50): string[] {
  if (warnings.length <= limit) return warnings;
  const groups = new Map<string, number>();
  for (const w of warnings) {
    const key = w.replace(/^[^:]*: /, '');
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([k, n]) => (n > 1 ? `${n} cards: ${k}` : k));
}

export function registerImport(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('import')
    .description(t(help, 'cli.help.import'))
    .argument('<files...>', t(help, 'cli.help.import.files'))
    .option('--from <format>', t(help, 'cli.help.import.from', { formats: FROM.join('|') }))
    .option('--era <era>', t(help, 'cli.help.import.era'))
    .option('--out <file>', t(help, 'cli.help.import.out'))
    .addOption(localeOption(help))
    .action((files: string[], opts: ImportOptions) => runImport(files, opts, io));
}
