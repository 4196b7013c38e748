/**
 * Every `.scen` file under test/scenarios through the scenario runner, on the bundled pack's
 * compiled scripts: each scenario is one test, failing with the runner's first difference.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackRuntime } from "../../src/api/pack-runtime.js";
import { packScenarioOptions } from "../../src/api/scenario-board.js";
import { parseScenarioFile } from "../../src/api/scenario-parse.js";
import { findScenarioFiles } from "../../src/api/scenario-report.js";
import { runScenario } from "../../src/api/scenario-run.js";

const rt = loadPackRuntime();
const opts = packScenarioOptions(rt);
const files = findScenarioFiles([new URL("../scenarios", import.meta.url).pathname]);

describe("scenario files", () => {
  it("there are scenario files", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const path of files) {
    const file = relative(process.cwd(), path);
    const spec = parseScenarioFile(readFileSync(path, "utf8"), file);
    describe(file, () => {
      for (const s of spec.scenarios) {
        it(`${s.refs.join(", ")}: ${s.title} (line ${s.loc.line})`, () => {
          const r = runScenario(s, opts);
          const f = r.failure;
          expect(f === null ? null : `${f.loc.file}:${f.loc.line}: ${f.loc.text.trim()}\n${f.message}`).toBeNull();
        });
      }
    });
  }
});
