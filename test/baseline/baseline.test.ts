/**
 * Golden files for diagnostics: each case is one mistake an author makes, and the `.expected` next
 * to it is the exact output (code frames, no colour) the toolchain gives. A case is a script
 * (`*.ygo`, checked against the bundled pack's card data), card data (`*.tsv`, read as a pack's
 * cards.tsv) or a whole pack directory (`*.pack/`).
 * `UPDATE_BASELINES=1 npx vitest run test/baseline` rewrites the expected files.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkPack,
  checkSources,
  diagnosticCatalogue,
  loadCardData,
  loadPack,
  renderDiagnostics,
  summaryLine,
  type Diagnostic,
} from "../../src/api/language.js";

const DIR = "test/baseline/cases";
const UPDATE = process.env["UPDATE_BASELINES"] === "1";
const pack = loadPack("cards/classic");

function frames(diagnostics: readonly Diagnostic[], sources: Map<string, string>, cards: number): string {
  return `${renderDiagnostics(diagnostics, sources)}\n\n${summaryLine(cards, diagnostics)}\n`;
}

function render(name: string): string {
  const file = `${DIR}/${name}`;
  if (name.endsWith(".tsv")) {
    const text = readFileSync(file, "utf8");
    return frames(loadCardData(text, file).diagnostics, new Map([[file, text]]), 0);
  }
  if (name.endsWith(".pack")) {
    const p = loadPack(file);
    const result = checkPack(p);
    // A missing cards.tsv has no text to show a frame of.
    const data: [string, string][] = existsSync(join(file, "cards.tsv")) ? [[p.cardsFile, p.cardsText]] : [];
    const sources = new Map([...data, ...p.scripts.map((s): [string, string] => [s.file, s.text])]);
    return frames(result.diagnostics, sources, result.cards.length);
  }
  const text = readFileSync(file, "utf8");
  const result = checkSources([{ file, path: file, text }], pack.cards);
  return frames(result.diagnostics, new Map([[file, text]]), result.cards.length);
}

const cases = readdirSync(DIR).filter((f) => /\.(ygo|tsv|pack)$/.test(f)).sort();
const expectedPathOf = (name: string): string => join(DIR, name.replace(/\.(ygo|tsv|pack)$/, ".expected"));

/**
 * Codes that no script, card data or pack can produce, and why. Every other syntax (1xxx), checker
 * (2xxx), pack (3xxx) and interpreter (4xxx: `ygo check` compiles what it checks) code of the
 * catalogue must appear in some case's expected output.
 */
const UNPRODUCIBLE: Record<string, string> = {
  YGO1099: "the parser failing to build a tree is a toolchain bug, caught and reported instead of thrown",
  YGO2049: "a range with its minimum above its maximum is refused by the parser first (YGO1010), so the checker never sees one",
  YGO4002: "a native behaviour is registered in code, not written in a script: the classic pack registers none",
  YGO4003: "the compiler failing on a checked card is an interpreter bug, caught and reported instead of thrown",
};

describe("diagnostic baselines", () => {
  it("has at least 30 distinct mistakes", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  for (const name of cases) {
    it(name, () => {
      const actual = render(name);
      const expectedPath = expectedPathOf(name);
      if (UPDATE) writeFileSync(expectedPath, actual);
      if (!existsSync(expectedPath)) throw new Error(`no ${expectedPath}: run UPDATE_BASELINES=1 npx vitest run test/baseline and review it`);
      // Every case must produce at least one diagnostic: a clean "broken" script is a lost rule.
      expect(actual).not.toMatch(/^\n\n/);
      expect(actual).toBe(readFileSync(expectedPath, "utf8"));
    });
  }

  it("has a golden case for every syntax, checker, pack and interpreter code of the catalogue", () => {
    const outputs = cases.map((c) => (existsSync(expectedPathOf(c)) ? readFileSync(expectedPathOf(c), "utf8") : "")).join("\n");
    const codes = Object.keys(diagnosticCatalogue()).filter((c) => /^YGO[1234]\d{3}$/.test(c));
    const missing = codes.filter((c) => !(c in UNPRODUCIBLE) && !outputs.includes(` ${c}:`));
    expect(missing, "codes without a golden case in test/baseline/cases").toEqual([]);
    // The exceptions stay honest: a code listed as unproducible that a case produces is no exception.
    expect(Object.keys(UNPRODUCIBLE).filter((c) => outputs.includes(` ${c}:`))).toEqual([]);
    expect(Object.keys(UNPRODUCIBLE).filter((c) => !codes.includes(c))).toEqual([]);
  });
});
