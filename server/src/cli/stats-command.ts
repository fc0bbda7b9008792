// `cardscript stats [paths…] [--booster common=10,uncommon=3,rare=1,mythic=1/8] [--json]`: a set overview.

import type { Command } from 'commander';
import { cardFacts } from '../formats/card-facts';
import { DEFAULT_BOOSTER, formatStats, parseBooster, setStats } from '../formats/stats';
import { loadSet } from './export-command';
import { raiseExit, type CliIO } from './io';

export interface StatsOptions {
  booster?: string;
  json?: boolean;
}

export function runStats(paths: string[], opts: StatsOptions, io: CliIO): void {
  const booster = opts.booster ? parseBooster(opts.booster) : DEFAULT_BOOSTER;
  if (typeof booster === 'string') { io.err(`cardscript: --booster: ${booster}\n`); raiseExit(io, 2); return; }
  const set = loadSet(paths, io);
  if (!set) return;
  const stats = setStats(set.located.map((l) => cardFacts(l.card)), booster);
  io.out(opts.json ? JSON.stringify(stats, null, 2) + '\n' : formatStats(set.name ?? 'Cards', stats, booster));
}

export function registerStats(program: Command, io: CliIO): void {
  program
    .command('stats')
    .description('Counts by color, rarity, type, mana value and face-down family, and as-fan per rarity slot.')
    .argument('[paths...]', 'files, directories or globs (default: the current directory)')
    .option('--booster <slots>', 'booster layout, e.g. common=10,uncommon=3,rare=1,mythic=1/8')
    .option('--json', 'print JSON', false)
    .action((paths: string[], opts: StatsOptions) => runStats(paths, opts, io));
}
