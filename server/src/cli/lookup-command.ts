// `cardscript lookup NAME --card-db FILE [--rulings FILE]`: a real card from the user's own card database (a Scryfall
// bulk file and rulings file, or MTGJSON), indexed once and cached in the user's cache folder ($XDG_CACHE_HOME/cardscript
// or ~/.cache/cardscript; carddb/index-cache.ts), never beside the file. Exit 1 when the name is unknown.

import * as path from 'node:path';
import type { Command } from 'commander';
import { CardDatabase } from '../carddb/card-database';
import { userCacheDir } from '../carddb/index-cache';
import { raiseExit, type CliIO } from './io';

export interface LookupOptions {
  cardDb: string;
  rulings?: string;
}

/** Opens the database a command line names, reporting problems; undefined when it cannot be opened. */
export function openCardDatabase(opts: LookupOptions, io: CliIO): CardDatabase | undefined {
  try {
    const sources = { cards: path.resolve(io.cwd, opts.cardDb), ...(opts.rulings ? { rulings: path.resolve(io.cwd, opts.rulings) } : {}) };
    return CardDatabase.open(sources, { dir: userCacheDir() });
  } catch (err) {
    io.err(`cardscript: cannot open the card database: ${err instanceof Error ? err.message : String(err)}\n`);
    raiseExit(io, 2);
    return undefined;
  }
}

export function runLookup(name: string, opts: LookupOptions, io: CliIO): void {
  const db = openCardDatabase(opts, io);
  if (!db) return;
  const card = db.lookup(name);
  if (!card) {
    const near = db.names(name.slice(0, 3), 5);
    io.err(`no card named "${name}" in the card database${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}\n`);
    raiseExit(io, 1);
    return;
  }
  const out = [`${card.name}${card.manaCost ? ` ${card.manaCost}` : ''}`];
  if (card.typeLine) out.push(card.typeLine);
  if (card.oracleText) out.push(card.oracleText);
  if (card.power !== undefined && card.toughness !== undefined) out.push(`${card.power}/${card.toughness}`);
  if (card.loyalty) out.push(`Loyalty ${card.loyalty}`);
  if (card.defense) out.push(`Defense ${card.defense}`);
  for (const r of card.rulings) out.push(`${r.date}: ${r.text}`);
  io.out(out.join('\n') + '\n');
}

export function registerLookup(program: Command, io: CliIO): void {
  program
    .command('lookup')
    .description("Look up a real card's Oracle text and rulings in your own card database file (Scryfall bulk data or MTGJSON).")
    .argument('<name>', 'card name')
    .requiredOption('--card-db <file>', 'Scryfall bulk file (oracle cards), MTGJSON AtomicCards/AllPrintings, or our JSON records')
    .option('--rulings <file>', 'Scryfall rulings bulk file')
    .action((name: string, opts: LookupOptions) => runLookup(name, opts, io));
}
