/**
 * Scenario files on disk: finding them, running them and reporting like a test runner — ✓/✗ per
 * scenario, the first difference with file:line and the line itself, a summary line.
 * @module
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { displayPath } from "./pack.js";
import type { BoardOptions } from "./scenario-board.js";
import { parseScenarioFile } from "./scenario-parse.js";
import { runScenarioFile, type ScenarioResult } from "./scenario-run.js";
import { ScenarioSyntaxError } from "./scenario-syntax.js";

/** The extension of scenario files. */
export const SCENARIO_EXTENSION = ".scen";

/** What running one file gave: the scenarios' results, or the syntax error that stopped it. */
export interface ScenarioFileOutcome {
  readonly file: string;
  readonly results: readonly ScenarioResult[];
  readonly syntaxError: ScenarioSyntaxError | null;
}

/** Every `.scen` file under the given files and folders, sorted, each once (a named file is taken whatever its extension). */
export function findScenarioFiles(paths: readonly string[]): string[] {
  const found = new Set<string>();
  const walk = (p: string, named: boolean): void => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name.startsWith(".") || name === "node_modules") continue;
        walk(join(p, name), false);
      }
    } else if (named || p.endsWith(SCENARIO_EXTENSION)) {
      found.add(resolve(p));
    }
  };
  for (const p of paths) walk(p, true);
  return [...found].sort();
}

/** Parses and runs one scenario file's text (`file` is the path reports show). */
export function runScenarioText(text: string, file: string, opts: BoardOptions): ScenarioFileOutcome {
  try {
    return { file, results: runScenarioFile(parseScenarioFile(text, file), opts), syntaxError: null };
  } catch (err) {
    if (err instanceof ScenarioSyntaxError) return { file, results: [], syntaxError: err };
    throw err;
  }
}

/** Reads and runs scenario files. */
export function runScenarioFiles(paths: readonly string[], opts: BoardOptions): ScenarioFileOutcome[] {
  return paths.map((p) => runScenarioText(readFileSync(p, "utf8"), displayPath(p), opts));
}

/** Counts over outcomes. */
export interface ScenarioSummary {
  readonly passed: number;
  readonly failed: number;
  /** Files that could not be parsed. */
  readonly broken: number;
  readonly files: number;
}

/** Passed, failed and unparsable counts. */
export function summarize(outcomes: readonly ScenarioFileOutcome[]): ScenarioSummary {
  let passed = 0;
  let failed = 0;
  let broken = 0;
  for (const o of outcomes) {
    if (o.syntaxError !== null) broken++;
    for (const r of o.results) (r.failure === null ? passed++ : failed++);
  }
  return { passed, failed, broken, files: outcomes.length };
}

/** How a report is written. */
export interface ReportOptions {
  readonly color: boolean;
  /** Show passing scenarios too (otherwise only each file's name and the failures). */
  readonly verbose?: boolean;
}

/** The scenario's heading: its ruling ids and title. */
export function scenarioHeading(r: ScenarioResult): string {
  return `${r.scenario.refs.join(", ")}: ${r.scenario.title}`;
}

/** The report of a run, ending with the summary line. */
export function formatScenarioReport(outcomes: readonly ScenarioFileOutcome[], opts: ReportOptions): string {
  const paint = (code: string, s: string) => (opts.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const out: string[] = [];
  for (const o of outcomes) {
    out.push(o.file);
    if (o.syntaxError !== null) {
      const e = o.syntaxError;
      out.push(`  ${paint("31", "✗")} ${e.loc.file}:${e.loc.line}:${e.loc.col}: ${e.problem}`);
      out.push(`      ${e.loc.text.trim()}`);
      continue;
    }
    for (const r of o.results) {
      if (r.failure === null) {
        if (opts.verbose !== false) out.push(`  ${paint("32", "✓")} ${scenarioHeading(r)}`);
        continue;
      }
      const f = r.failure;
      out.push(`  ${paint("31", "✗")} ${scenarioHeading(r)}`);
      out.push(`      ${f.loc.file}:${f.loc.line}: ${f.loc.text.trim()}`);
      out.push(`      ${f.message}`);
    }
  }
  const s = summarize(outcomes);
  const parts = [`${s.passed} passed`, `${s.failed} failed`];
  if (s.broken > 0) parts.push(`${s.broken} file${s.broken === 1 ? "" : "s"} not parsed`);
  const total = s.passed + s.failed;
  out.push("", `${parts.join(", ")} (${total} scenario${total === 1 ? "" : "s"} in ${s.files} file${s.files === 1 ? "" : "s"})`);
  return out.join("\n") + "\n";
}
