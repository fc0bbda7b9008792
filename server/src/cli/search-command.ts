// `cardscript search QUERY [paths…]`: the cards of a set matching a Scryfall-syntax query (formats/search.ts),
// one per line with where it is written. Exit 0 with matches, 1 with none, 2 on a query it cannot read.

import type { Command } from 'commander';
import { cardFacts } from '../formats/card-facts';
import { QueryError, search } from '../formats/search';
import { loadSet } from './export-command';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';

export function runSearch(query: string, paths: string[], io: CliIO): void {
  const set = loadSet(paths, io);
  if (!set) return;
  const facts = set.located.map((l) => ({ ...cardFacts(l.card), at: `${displayPath(l.file, io.cwd)}:${l.line}`, cost: l.card.faces[0]?.manaCost?.text ?? '' }));
  let found: typeof facts;
  try {
    found = search(facts, query);
  } catch (err) {
    if (!(err instanceof QueryError)) throw err;
    io.err(`cardscript: cannot read the query: ${err.message}\n`);
    raiseExit(io, 2);
    return;
  }
  for (const f of found) io.out(`${f.at}: ${f.name}${f.cost ? ` ${f.cost}` : ''} — ${f.typeLine}\n`);
  io.err(`${found.length} card${found.length === 1 ? ' matches' : 's match'}\n`);
  if (!found.length) raiseExit(io, 1);
}

export function registerSearch(program: Command, io: CliIO): void {
  program
    .command('search')
    .description('Search card files with Scryfall query syntax (t: o:/regex/ !"exact" kw: m:{2}{U} pow>tou is:morph …, -, or, parentheses).')
    .argument('<query>', 'the query, e.g. "t:creature is:morph mv<=3"')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .action((query: string, paths: string[]) => runSearch(query, paths, io));
}
