import { Command } from "commander";

/** Builds the `ygo` command; each subcommand lives in its own module under `src/cli/`. */
export function buildProgram(): Command {
  const program = new Command("ygo");
  program
    .description("Yu-Gi-Oh! OCG rules engine: check, format and explain card scripts; run duels")
    .version("0.1.0")
    .exitOverride();
  return program;
}

/** Runs the CLI with the given argv; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
  } catch (err) {
    const code = (err as { exitCode?: number }).exitCode;
    if (typeof code === "number") return code;
    throw err;
  }
  return 0;
}
