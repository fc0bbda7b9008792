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
import { errorText } from './error-text';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { msg, t, type Locale, type Message } from '../i18n';
import { about } from '../formats/warnings';
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

export async function runImport(files: string[], opts: ImportOptions, io: CliIO): Promise<void> {
  const locale = cliLocale(io, opts.locale);
  if (opts.from && !FROM.includes(opts.from)) { io.err(`${t(locale, 'cli.option-one-of', { option: '--from', values: FROM.join(', ') })}\n`); raiseExit(io, 2); return; }
  if (opts.era && opts.era !== 'modern' && opts.era !== 'legacy' && opts.era !== 'mixed') { io.err(`${t(locale, 'cli.import.bad-era')}\n`); raiseExit(io, 2); return; }
  const missing: string[] = [];
  const paths = expand(files, io.cwd, missing);
  for (const m of missing) io.err(`${t(locale, 'cli.cannot-read', { file: m })}\n`);
  if (missing.length) { raiseExit(io, 2); return; }
  const cards: CardData[] = [];
  const byName = new Map<string, CardData>();
  const warnings: Message[] = [];
  const sets = new Map<string, NonNullable<ReadResult['set']>>();
  const rarities: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const file of paths) {
    let r: ReturnType<typeof readCardFile>;
    try {
      r = readCardFile(file, opts.from as ForcedFormat | undefined);
    } catch (err) {
      io.err(`${t(locale, 'cli.cannot-read-quoted-because', { file: path.relative(io.cwd, file) || file, detail: errorText(err, locale) })}\n`);
      raiseExit(io, 2);
      continue;
    }
    if (r.format.format === 'unknown' || r.format.format === 'cardscript') {
      io.err(`${t(locale, 'cli.import.cannot-import', { file: path.relative(io.cwd, file) || file, why: r.warnings[0] ?? msg('import.unknown.none') })}\n`);
      raiseExit(io, 2);
      continue;
    }
    for (const c of r.cards) {
      const first = byName.get(c.name);
      if (!first) { byName.set(c.name, c); cards.push(c); continue; }
      // The same card twice (a card in two folders or two printings): kept once; a differing copy is a loss.
      if (JSON.stringify(first) !== JSON.stringify(c)) warnings.push(about(c.name, msg('import.twice')));
    }
    warnings.push(...r.warnings);
    if (r.set) sets.set(JSON.stringify(r.set), r.set);
    Object.assign(rarities, r.rarities);
  }
  // Rarities listed apart from the cards (a Forge edition file) go to the cards of those names.
  for (const c of cards) if (!c.rarity && rarities[c.name]) c.rarity = rarities[c.name];
  if (io.exitCode === 2 && cards.length === 0) return;
  if (cards.length === 0) warnings.push(msg('import.no-cards'));
  const set = sets.size === 1 ? [...sets.values()][0] : undefined;
  const result = await toCardScript({ cards, ...(set ? { set } : {}), warnings }, { era: opts.era as Era | undefined, fallbackName: t(locale, 'cli.import.default-set-name') });
  const all = [...warnings, ...result.warnings];
  if (result.refused) {
    // Not written at all (stdout or --out): the file would not hold the cards that were read.
    for (const w of summarize(all)) io.err(`${t(locale, 'cli.warning', { text: w })}\n`);
    io.err(`${t(locale, 'cli.import.refused', { detail: result.refused })}\n`);
    raiseExit(io, 1);
    return;
  }
  if (opts.out) {
    if (!writeForCommand([{ file: path.resolve(io.cwd, opts.out), data: result.text }], io, locale)) return;
  } else (io.data ?? io.out)(result.text);
  for (const w of summarize(all)) io.err(`${t(locale, 'cli.warning', { text: w })}\n`);
  io.err(`${t(locale, 'cli.import.done', { count: cards.length, era: result.era, warnings: all.length })}\n`);
  if (all.length) raiseExit(io, 1);
}

/** Repeated warnings about the same field on many cards are shown once with a count (bulk files). */
export function summarize(warnings: readonly Message[], limit = 50): Message[] {
  if (warnings.length <= limit) return [...warnings];
  const groups = new Map<string, { first: Message; what: Message; count: number }>();
  for (const w of warnings) {
    const what = w.id === 'import.card' ? (w as Message<'import.card'>).params!.what : w;
    const key = JSON.stringify(what);
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { first: w, what, count: 1 });
  }
  return [...groups.values()].map((g) => (g.count > 1 ? msg('import.many-cards', { count: g.count, what: g.what }) : g.first));
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
    .action(async (files: string[], opts: ImportOptions) => runImport(files, opts, io));
}
