/** Where a command writes; tests pass their own to capture output. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
  color: boolean;
}

export function processIo(): CliIo {
  const noColor = process.env["NO_COLOR"] !== undefined && process.env["NO_COLOR"] !== "";
  // A reader that stopped early (`ygo duel --json | head`) is not an error: stop writing, quietly.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw err;
    });
  }
  return {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    color: process.stdout.isTTY === true && !noColor,
  };
}

/** A mistake in how the command was called: exit code 2. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
