// `cardscript stats [paths…] [--booster common=10,uncommon=3,rare=1,mythic=1/8] [--json]`: a set overview.

import type { Command } from 'commander';
import { cardFacts } from '../formats/card-facts';
import { DEFAULT_BOOSTER, formatStats, parseBooster, setStats } from '../formats/stats';
import { loadSet } from './export-command';
import { localeOption } from './help';
import { cliLocale, raiseExit, type CliIO } from './io';
import { isMessage, render, t, type Locale } from '../i18n';

export interface StatsOptions {
  booster?: string;
  json?: boolean;
  locale?: string;
}

export function runStats(paths: string[], opts: StatsOptions, io: CliIO): void {
  const locale = cliLocale(io, opts.locale);
  const booster = opts.booster ? parseBooster(opts.booster) : DEFAULT_BOOSTER;
  if (isMessage(booster)) { io.err(`${t(locale, 'cli.stats.bad-booster', { why: render(booster, locale) })}\n`); raiseExit(io, 2); return; }
  const set = loadSet(paths, io, locale);
  if (!set) return;
  const stats = setStats(set.located.map((l) => cardFacts(l.card)), booster);
  io.out(opts.json ? JSON.stringify(stats, null, 2) + '\n' : formatStats(set.name ?? t(locale, 'stats.default-title'), stats, booster, locale));
}

export function registerStats(program: Command, io: CliIO, help: Locale = 'en'): void {
  program
    .command('stats')
    .description(t(help, 'cli.help.stats'))
    .argument('[paths...]', t(help, 'cli.help.paths'))
    .option('--booster <slots>', t(help, 'cli.help.stats.booster'))
    .option('--json', t(help, 'cli.help.stats.json'), false)
    .addOption(localeOption(help))
    .action((paths: string[], opts: StatsOptions) => runStats(paths, opts, io));
}
