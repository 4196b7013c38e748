import { Command, CommanderError } from "commander";
import { registerCommands } from "./commands.js";
import { EXIT_USAGE, processIo, type CliIo } from "./io.js";

/** Holds the exit code a subcommand decided, since commander actions cannot return one. */
export interface RunState {
  exitCode: number;
}

/** Builds the `ygo` command; each subcommand lives in its own module under `src/cli/`. */
export function buildProgram(io: CliIo = processIo(), state: RunState = { exitCode: 0 }): Command {
  const program = new Command("ygo");
  program
    .description("Yu-Gi-Oh! OCG rules engine: check, format and explain card scripts; run duels")
    .version("0.1.0")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
  registerCommands(program, io, state);
  return program;
}

/** Runs the CLI with the given argv; resolves to the process exit code (2 for usage errors). */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const state: RunState = { exitCode: 0 };
  const program = buildProgram(io, state);
  try {
    await program.parseAsync(argv);
  } catch (err) {
    // Help and version exit 0; everything else commander refuses (unknown option, no command) is a usage error.
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : EXIT_USAGE;
    throw err;
  }
  return state.exitCode;
}
