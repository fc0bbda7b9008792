// What a CLI run writes to and where it runs: injectable so tests run commands in-process.

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  cwd: string;
  /** The run's exit code: commands raise it (0 clean, 1 problems, 2 usage/internal). */
  exitCode: number;
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
  };
}

export function raiseExit(io: CliIO, code: number): void {
  io.exitCode = Math.max(io.exitCode, code);
}
