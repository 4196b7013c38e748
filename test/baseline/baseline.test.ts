/**
 * Golden files for diagnostics: each `cases/*.ygo` is one mistake an author makes, and the
 * `.expected` next to it is the exact output (code frames, no colour) the toolchain gives.
 * `UPDATE_BASELINES=1 npx vitest run test/baseline` rewrites the expected files.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSources, loadPack, renderDiagnostics, summaryLine } from "../../src/api/language.js";

const DIR = "test/baseline/cases";
const UPDATE = process.env["UPDATE_BASELINES"] === "1";
const pack = loadPack("cards/classic");

function render(file: string, text: string): string {
  const result = checkSources([{ file, path: file, text }], pack.cards);
  const frames = renderDiagnostics(result.diagnostics, new Map([[file, text]]));
  return `${frames}\n\n${summaryLine(result.cards.length, result.diagnostics)}\n`;
}

const cases = readdirSync(DIR).filter((f) => f.endsWith(".ygo")).sort();

describe("diagnostic baselines", () => {
  it("has at least 30 distinct mistakes", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  for (const name of cases) {
    it(name, () => {
      const file = `${DIR}/${name}`;
      const actual = render(file, readFileSync(file, "utf8"));
      const expectedPath = join(DIR, name.replace(/\.ygo$/, ".expected"));
      if (UPDATE) writeFileSync(expectedPath, actual);
      if (!existsSync(expectedPath)) throw new Error(`no ${expectedPath}: run UPDATE_BASELINES=1 npx vitest run test/baseline and review it`);
      // Every case must produce at least one diagnostic: a clean "broken" script is a lost rule.
      expect(actual).not.toMatch(/^\n\n/);
      expect(actual).toBe(readFileSync(expectedPath, "utf8"));
    });
  }
});
