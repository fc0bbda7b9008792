// What a CLI run writes to, where it runs and in which language: injectable so tests run commands in-process.

import { localeFromEnv, negotiateLocale, type Locale } from '../i18n';

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
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
