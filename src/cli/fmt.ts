/**
 * `ygo fmt [paths...]`: rewrites .ygo files in canonical form; `--check` only lists the files that
 * are not canonical. A file with syntax errors is never rewritten: its errors are shown instead.
 */
import { existsSync, writeFileSync } from "node:fs";
import { findScriptFiles, formatSource, readScripts, renderDiagnostics } from "../api/index.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliIo } from "./io.js";

export interface FmtOptions {
  check?: boolean;
}


export function runFmt(paths: readonly string[], opts: FmtOptions, io: CliIo): number {
  const missing = paths.find((p) => !existsSync(p));
  if (missing !== undefined) {
    io.err(`ygo fmt: no such file or directory: ${missing}\n`);
    return EXIT_USAGE;
  }
  const sources = readScripts(findScriptFiles(paths));
  let broken = 0;
  let changed = 0;
  for (const s of sources) {
    const r = formatSource(s.text, s.file);
    if (r.output === undefined) {
      broken++;
      io.out(renderDiagnostics(r.diagnostics, new Map([[s.file, s.text]]), { color: io.color }) + "\n\n");
      continue;
    }
    if (!r.changed) continue;
    changed++;
    if (opts.check === true) {
      io.out(`not canonical: ${s.file}\n`);
    } else {
      writeFileSync(s.path, r.output);
      io.out(`formatted ${s.file}\n`);
    }
  }
  const files = `${sources.length} file${sources.length === 1 ? "" : "s"}`;
  const verb = opts.check === true ? "not canonical" : "reformatted";
  const brokenNote = broken > 0 ? `, ${broken} with syntax errors (left unchanged)` : "";
  io.out(`${files}: ${changed} ${verb}${brokenNote}\n`);
  if (broken > 0) return EXIT_FAILED;
  return opts.check === true && changed > 0 ? EXIT_FAILED : EXIT_OK;
}
