// The command line's help and usage errors in the run's language: commander's own words (section titles, the help
// and version options, "choices"/"default", its errors) through the catalog (`cli.help.*`, `cli.error.*`). Commands
// word their descriptions themselves; set this up on the program before they are added (they inherit it).

import { Option, type Argument, type Command } from 'commander';
import { t, type Locale, type MessageId } from '../i18n';
import { localeFromEnv, negotiateLocale } from '../i18n';
import type { CliIO } from './io';

const TITLES: Readonly<Record<string, MessageId>> = {
  'Usage:': 'cli.help.title.usage',
  'Arguments:': 'cli.help.title.arguments',
  'Options:': 'cli.help.title.options',
  'Global Options:': 'cli.help.title.global-options',
  'Commands:': 'cli.help.title.commands',
};

/** "(choices: …, default: …)" after a description, in `locale`. */
function withExtras(description: string, extras: string[]): string {
  if (!extras.length) return description;
  return description ? `${description} (${extras.join(', ')})` : `(${extras.join(', ')})`;
}

function optionDescription(option: Option, locale: Locale): string {
  const extras: string[] = [];
  if (option.argChoices) extras.push(t(locale, 'cli.help.choices', { choices: option.argChoices.map((c) => JSON.stringify(c)).join(', ') }));
  const showDefault = option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
  if (option.defaultValue !== undefined && showDefault) {
    extras.push(t(locale, 'cli.help.default', { value: option.defaultValueDescription ?? JSON.stringify(option.defaultValue) }));
  }
  return withExtras(option.description, extras);
}

function argumentDescription(argument: Argument, locale: Locale): string {
  const extras: string[] = [];
  if (argument.argChoices) extras.push(t(locale, 'cli.help.choices', { choices: argument.argChoices.map((c) => JSON.stringify(c)).join(', ') }));
  if (argument.defaultValue !== undefined) {
    extras.push(t(locale, 'cli.help.default', { value: argument.defaultValueDescription ?? JSON.stringify(argument.defaultValue) }));
  }
  return withExtras(argument.description, extras);
}

/** Commander's usage errors, by pattern, and the message each becomes. */
const ERRORS: readonly { re: RegExp; say: (m: RegExpExecArray, locale: Locale) => string }[] = [
  { re: /^error: unknown option '(.*)'$/, say: (m, l) => t(l, 'cli.error.unknown-option', { flag: m[1]! }) },
  { re: /^error: unknown command '(.*)'$/, say: (m, l) => t(l, 'cli.error.unknown-command', { name: m[1]! }) },
  { re: /^error: missing required argument '(.*)'$/, say: (m, l) => t(l, 'cli.error.missing-argument', { name: m[1]! }) },
  { re: /^error: option '(.*)' argument missing$/, say: (m, l) => t(l, 'cli.error.option-argument-missing', { flags: m[1]! }) },
  { re: /^error: required option '(.*)' not specified$/, say: (m, l) => t(l, 'cli.error.required-option', { flags: m[1]! }) },
  {
    re: /^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/,
    say: (m, l) => t(l, 'cli.error.bad-choice', { flags: m[1]!, value: m[2]!, choices: m[3]! }),
  },
  {
    re: /^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\.$/,
    say: (m, l) => t(l, 'cli.error.too-many-arguments', { command: m[1] ?? 'cardscript', expected: Number(m[2]), received: Number(m[3]) }),
  },
  { re: /^\(Did you mean one of (.*)\?\)$/, say: (m, l) => t(l, 'cli.error.did-you-mean-one-of', { names: m[1]! }) },
  { re: /^\(Did you mean (.*)\?\)$/, say: (m, l) => t(l, 'cli.error.did-you-mean', { name: m[1]! }) },
];

/** A commander error message in `locale`, line by line; a line no pattern knows stays as it is. */
export function localizeCommanderError(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  return text.split('\n').map((line) => {
    for (const e of ERRORS) {
      const m = e.re.exec(line);
      if (m) return e.say(m, locale);
    }
    return line;
  }).join('\n');
}

/** Sets up `program` (and the commands added after) to speak `locale` in its help and usage errors. */
export function localizeHelp(program: Command, io: CliIO, locale: Locale): void {
  program
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (str, write) => write(localizeCommanderError(str, locale)),
    })
    .configureHelp({
      styleTitle: (title) => (TITLES[title] ? t(locale, TITLES[title]!) : title),
      optionDescription: (option) => optionDescription(option, locale),
      argumentDescription: (argument) => argumentDescription(argument, locale),
    })
    .helpOption('-h, --help', t(locale, 'cli.help.help-option'))
    .helpCommand('help [command]', t(locale, 'cli.help.help-command'));
}

/**
 * The run's language, known before the commands are built (their help is worded in it): a `--locale` anywhere on the
 * command line (`--locale it`, `--locale=it`), else LC_ALL, LC_MESSAGES or LANG.
 */
export function runLocale(argv: readonly string[], io: CliIO): Locale {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    if (a === '--locale' && argv[i + 1] !== undefined) return negotiateLocale(argv[i + 1]);
    if (a.startsWith('--locale=')) return negotiateLocale(a.slice('--locale='.length));
  }
  return localeFromEnv(io.env ?? {});
}

/** The `--locale` option every command takes. */
export function localeOption(locale: Locale): Option {
  return new Option('--locale <language>', t(locale, 'cli.help.locale'));
}
