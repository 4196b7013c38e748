/**
 * `ygo check [paths...]`: checks a pack directory (one with pack.json) or .ygo files and folders
 * against a pack's card data, prints code frames and a summary; exit 1 on errors.
 */
import { existsSync } from "node:fs";
import {
  bundledPackDir,
  checkPack,
  checkSources,
  findScriptFiles,
  isPackDir,
  loadPack,
  readScripts,
  renderDiagnostics,
  summaryLine,
  type Diagnostic,
  type Pack,
  type SourcesCheck,
} from "../api/index.js";
// Pack statistics need the compiled pack, which is an internal of the API layer, not part of its public surface.
import { compileCheckedPack, formatPackStats, poolCoverage } from "../api/pack-runtime.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from "./io.js";

export interface CheckOptions {
  pack?: string;
  json?: boolean;
  /** Also compile each pack and print what the interpreter made of it (cards, effects, native escape hatch). */
  stats?: boolean;
}


/** One unit of work: a pack, or loose files checked against a pack's card data. */
interface Run {
  result: SourcesCheck;
  texts: Map<string, string>;
  /** Set for a pack directory (what `--stats` compiles). */
  pack?: Pack;
}

export function runCheck(paths: readonly string[], opts: CheckOptions, io: CliIo): number {
  let runs: Run[];
  try {
    runs = plan(paths, opts);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`ygo check: ${err.message}\n`);
      return EXIT_USAGE;
    }
    throw err;
  }
  const diagnostics: Diagnostic[] = runs.flatMap((r) => r.result.diagnostics);
  const cards = runs.reduce((n, r) => n + r.result.cards.length, 0);
  const summary = summaryLine(cards, diagnostics);
  const stats = opts.stats === true ? runs.flatMap((r) => (r.pack === undefined ? [] : [{ pack: r.pack, stats: compileCheckedPack(r.pack, r.result).stats, coverage: poolCoverage(r.pack, r.result) }])) : [];
  if (opts.json === true) {
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const extra = opts.stats === true ? { stats: stats.map((s) => ({ pack: `${s.pack.name}@${s.pack.version}`, ...s.stats, pool: s.coverage })) } : {};
    io.out(JSON.stringify({ cards, errors, warnings: diagnostics.length - errors, diagnostics, ...extra }, null, 2) + "\n");
  } else {
    for (const r of runs) {
      if (r.result.diagnostics.length === 0) continue;
      io.out(renderDiagnostics(r.result.diagnostics, r.texts, { color: io.color }) + "\n\n");
    }
    io.out(summary + "\n");
    for (const s of stats) io.out(formatPackStats(s.pack, s.stats, s.coverage) + "\n");
  }
  return diagnostics.some((d) => d.severity === "error") ? EXIT_FAILED : EXIT_OK;
}

function plan(given: readonly string[], opts: CheckOptions): Run[] {
  const paths = given.length > 0 ? given : [isPackDir(".") ? "." : bundledPackDir()];
  for (const p of paths) if (!existsSync(p)) throw new UsageError(`no such file or directory: ${p}`);
  const packs = paths.filter(isPackDir);
  const loose = paths.filter((p) => !isPackDir(p));
  const runs: Run[] = packs.map((dir) => packRun(loadPack(dir)));
  if (loose.length > 0) {
    const files = findScriptFiles(loose);
    if (files.length === 0) throw new UsageError(`no .ygo files in ${loose.join(", ")}`);
    const packDir = opts.pack ?? bundledPackDir();
    if (!isPackDir(packDir)) throw new UsageError(`--pack ${packDir} is not a pack directory (no pack.json)`);
    const pack = loadPack(packDir);
    const sources = readScripts(files);
    const result = checkSources(sources, pack.cards);
    // Card-data problems of the pack matter here too: a broken row can make a script look wrong.
    const texts = textsOf(pack);
    for (const s of sources) texts.set(s.file, s.text);
    runs.push({ result: { ...result, diagnostics: [...pack.diagnostics, ...result.diagnostics] }, texts });
  }
  return runs;
}

function packRun(pack: Pack): Run {
  const texts = textsOf(pack);
  for (const s of pack.scripts) texts.set(s.file, s.text);
  return { result: checkPack(pack), texts, pack };
}

function textsOf(pack: Pack): Map<string, string> {
  return new Map([[pack.cardsFile, pack.cardsText]]);
}
