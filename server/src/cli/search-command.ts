// `cardscript search QUERY [paths…]`: the cards of a set matching a Scryfall-syntax query (formats/search.ts),
// one per line with where it is written. Exit 0 with matches, 1 with none, 2 on a query it cannot read.

import type { Command } from 'commander';
import { cardFacts } from '../formats/card-facts';
import { QueryError, search } from '../formats/search';
import { loadSet } from './export-command';
import { displayPath } from './files';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { render, t, type Locale } from '../i18n';

export function runSearch(query: string, paths: string[], io: CliIO, opts: { locale?: string } = {}): void {
  const locale = cliLocale(io, opts.locale);
  const set = loadSet(paths, io, locale);
  if (!set) return;
  const facts = set.located.map((l) => ({ ...cardFacts(l.card), at: `${displayPath(l.file, io.cwd)}:${l.line}`, cost: l.card.faces[0]?.manaCost?.text ?? '' }));
  let found: typeof facts;
  try {
    found = search(facts, query);
  } catch (err) {
    if (!(err instanceof QueryError)) throw err;
    io.err(`${t(locale, 'cli.search.bad-query', { why: render(err.why, locale) })}\n`);
    raiseExit(io, 2);
    return;
  }
  for (const f of found) io.out(`${f.at}: ${f.name}${f.cost ? ` ${f.cost}` : ''} — ${f.typeLine}\n`);
  io.err(`${t(locale, 'cli.search.matches', { count: found.length })}\n`);
  if (!found.length) raiseExit(io, 1);
}

export function registerSearch(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('search')
    .description(t(help, 'cli.help.search', { syntax: 't: o:/regex/ !"exact" kw: m:{2}{U} pow>tou is:morph …' }))
    .argument('<query>', t(help, 'cli.help.search.query', { example: '"t:creature is:morph mv<=3"' }))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .addOption(localeOption(help))
    .action((query: string, paths: string[], opts: { locale?: string }) => runSearch(query, paths, io, opts));
}
