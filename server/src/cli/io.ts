// What a CLI run writes to, where it runs and in which language: injectable so tests run commands in-process.

import { localeFromEnv, negotiateLocale, type Locale } from '../i18n';

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  /** A file's content on stdout, as it is (`format`, `import` without --out); `out` where absent. */
  data?(text: string): void;
  cwd: string;
  /** The run's exit code: commands raise it (0 clean, 1 problems, 2 usage/internal). */
  exitCode: number;
  /** The environment the language is read from (LC_ALL, LC_MESSAGES, LANG); none: English (in-process tests). */
  env?: Readonly<Record<string, string | undefined>>;
}

export function processIO(): CliIO {
  // `cardscript check … | head`: the reader went away; stop quietly as other command-line tools do, instead of
  // dying on an unhandled EPIPE with a stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    cwd: process.cwd(),
    exitCode: 0,
    env: process.env,
  };
}

/** The run's language: `--locale` when given, else the environment's (LC_ALL, LC_MESSAGES, LANG), else English. */
export function cliLocale(io: CliIO, option?: string): Locale {
  return option ? negotiateLocale(option) : localeFromEnv(io.env ?? {});
}

export function raiseExit(io: CliIO, code: number): void {
  io.exitCode = Math.max(io.exitCode, code);
}

/**
 * Control characters a terminal would act on (escape sequences, carriage return, C1 controls, bidi overrides), shown
 * as `\uXXXX` instead: a card name or a card database's text must not recolour, move or rewrite the user's terminal
 * (issue 22, F15). Tab and line feed stay. In JSON and SARIF output the same notation is the character's JSON escape,
 * so what a program reads back is unchanged.
 */
export function showControls(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The io commands get: what they write for people goes through showControls; `data` is written as it is. */
export function terminalIO(io: CliIO): CliIO {
  return {
    out: (t) => io.out(showControls(t)),
    err: (t) => io.err(showControls(t)),
    data: (t) => (io.data ?? io.out)(t),
    env: io.env,
    get cwd() { return io.cwd; },
    get exitCode() { return io.exitCode; },
    set exitCode(code: number) { io.exitCode = code; },
  };
}
