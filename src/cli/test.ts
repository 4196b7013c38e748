/**
 * `ygo test <files or folders>`: runs scenario files (`.scen`, grammar/README.md "Scenario files")
 * on a pack's compiled scripts, prints ✓/✗ per scenario with the first difference and its line,
 * a summary; exit 1 when a scenario fails or a file cannot be parsed.
 */
import { existsSync } from "node:fs";
import { bundledPackDir } from "../api/pack.js";
import { loadPackRuntime } from "../api/pack-runtime.js";
import { packScenarioOptions } from "../api/scenario-board.js";
import { findScenarioFiles, formatScenarioReport, runScenarioFiles, summarize } from "../api/scenario-report.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from "./io.js";

/** Options of `ygo test`. */
export interface TestOptions {
  pack?: string;
  quiet?: boolean;
}


/** Runs `ygo test`; returns the exit code. */
export function runTest(paths: readonly string[], opts: TestOptions, io: CliIo): number {
  const missing = paths.find((p) => !existsSync(p));
  if (missing !== undefined) {
    io.err(`ygo test: no such file or directory: ${missing}\n`);
    return EXIT_USAGE;
  }
  const files = findScenarioFiles(paths);
  if (files.length === 0) {
    io.err(`ygo test: no .scen files in ${paths.join(", ")}\n`);
    return EXIT_USAGE;
  }
  const rt = loadPackRuntime(opts.pack ?? bundledPackDir());
  const outcomes = runScenarioFiles(files, packScenarioOptions(rt));
  io.out(formatScenarioReport(outcomes, { color: io.color, verbose: opts.quiet !== true }));
  const s = summarize(outcomes);
  return s.failed > 0 || s.broken > 0 ? EXIT_FAILED : EXIT_OK;
}
