// `cardscript lookup NAME --card-db FILE [--rulings FILE] [--localized-rulings FILE] [--locale L]`: a real card from
// the user's own card database (a Scryfall bulk file and rulings file, or MTGJSON), found by its English name or a
// name printed in another language the file carries ("Forma de luz" → Lightform), indexed once and cached in the
// user's cache folder ($XDG_CACHE_HOME/cardscript or ~/.cache/cardscript; carddb/index-cache.ts), never beside the
// file. Rulings in the run's language when a rulings file in that language is given, labelled; else the English
// ones. Exit 1 when the name is unknown.

import * as path from 'node:path';
import type { Command } from 'commander';
import { CardDatabase } from '../carddb/card-database';
import { userCacheDir } from '../carddb/index-cache';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { errorWords, t, type Locale } from '../i18n';
import { languageName, printedIn, printedNameOf, rulingsFor } from '../ide/real-cards';

export interface LookupOptions {
  cardDb: string;
  rulings?: string;
  /** A rulings file in the run's language (Scryfall's shape). */
  localizedRulings?: string;
  locale?: string;
}

/** Opens the database a command line names, reporting problems; undefined when it cannot be opened. */
export function openCardDatabase(opts: LookupOptions, io: CliIO, locale: Locale = 'en'): CardDatabase | undefined {
  try {
    const sources = {
      cards: path.resolve(io.cwd, opts.cardDb),
      ...(opts.rulings ? { rulings: path.resolve(io.cwd, opts.rulings) } : {}),
      ...(opts.localizedRulings && locale !== 'en' ? { localizedRulings: { language: locale, file: path.resolve(io.cwd, opts.localizedRulings) } } : {}),
    };
    return CardDatabase.open(sources, { dir: userCacheDir() });
  } catch (err) {
    io.err(`${t(locale, 'cli.cannot-open-db', { detail: errorWords(err, locale) })}\n`);
    raiseExit(io, 2);
    return undefined;
  }
}

export function runLookup(name: string, opts: LookupOptions, io: CliIO): void {
  const locale = cliLocale(io, opts.locale);
  const db = openCardDatabase(opts, io, locale);
  if (!db) return;
  const card = db.lookup(name);
  if (!card) {
    const near = db.names(name.slice(0, 3), 5);
    io.err(`${near.length ? t(locale, 'cli.lookup.unknown-near', { name, names: near.map((n) => `"${n}"`).join(', ') }) : t(locale, 'cli.lookup.unknown', { name })}\n`);
    raiseExit(io, 1);
    return;
  }
  const out = [`${card.name}${card.manaCost ? ` ${card.manaCost}` : ''}`];
  const printed = printedNameOf(card, name);
  if (printed) out.push(t(locale, 'realcard.printed-name', { language: languageName(printed.language), name: printed.name }));
  if (card.typeLine) out.push(card.typeLine);
  if (card.oracleText) out.push(card.oracleText);
  if (card.power !== undefined && card.toughness !== undefined) out.push(`${card.power}/${card.toughness}`);
  if (card.loyalty) out.push(t(locale, 'realcard.loyalty', { value: card.loyalty }));
  if (card.defense) out.push(t(locale, 'realcard.defense', { value: card.defense }));
  const here = printedIn(card, locale);
  if (here) out.push(t(locale, 'realcard.printed-text', { language: languageName(locale), name: here.name }), ...[here.typeLine, here.text].filter((x): x is string => !!x));
  const rulings = rulingsFor(card, locale);
  // English output as before (no label); in another language the rulings say which language they are in.
  if (rulings && locale !== 'en') out.push(rulings.label);
  for (const r of rulings?.rulings ?? []) out.push(`${r.date}: ${r.text}`);
  io.out(out.join('\n') + '\n');
}

export function registerLookup(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('lookup')
    .description(t(help, 'cli.help.lookup'))
    .argument('<name>', t(help, 'cli.help.lookup.name'))
    .requiredOption('--card-db <file>', t(help, 'cli.help.lookup.card-db'))
    .option('--rulings <file>', t(help, 'cli.help.lookup.rulings'))
    .option('--localized-rulings <file>', t(help, 'cli.help.lookup.localized-rulings'))
    .addOption(localeOption(help))
    .action((name: string, opts: LookupOptions) => runLookup(name, opts, io));
}
