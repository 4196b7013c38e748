/**
 * The checker never throws and only reports catalogued codes with spans inside the file, whatever
 * a broken script looks like: mutations of the acceptance scripts (words dropped, duplicated,
 * swapped) go through parse + check.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadPack } from "../../src/api/pack.js";
import { CATALOGUE } from "../../src/lang/catalogue.js";
import { checkScript } from "../../src/lang/check.js";
import { parseScript } from "../../src/lang/parse.js";

const pack = loadPack("cards/classic");
const scripts = pack.scripts.map((s) => s.text);

const mutation = fc.record({
  script: fc.integer({ min: 0, max: scripts.length - 1 }),
  edits: fc.array(fc.tuple(fc.constantFrom("drop", "dup", "swap"), fc.nat()), { minLength: 1, maxLength: 3 }),
});

function mutate(text: string, edits: [string, number][]): string {
  const words = text.split(/(\s+)/);
  for (const [op, n] of edits) {
    const i = n % words.length;
    if (op === "drop") words.splice(i, 1);
    else if (op === "dup") words.splice(i, 0, words[i] ?? "");
    else if (i + 2 < words.length) [words[i], words[i + 2]] = [words[i + 2] ?? "", words[i] ?? ""];
  }
  return words.join("");
}

describe("checker robustness", () => {
  it("never throws and reports only catalogued codes inside the file", () => {
    fc.assert(
      fc.property(mutation, ({ script, edits }) => {
        const text = mutate(scripts[script] ?? "", edits);
        const { ast } = parseScript(text, "m.ygo");
        const { diagnostics } = checkScript(ast, pack.cards);
        for (const d of diagnostics) {
          expect(CATALOGUE[d.code]).toBeDefined();
          expect(d.span.start.offset).toBeGreaterThanOrEqual(0);
          expect(d.span.end.offset).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("inputs past any card's size end in a diagnostic (issue #10)", () => {
  it("a condition of 20,000 `and`s is refused (YGO2082) without overflowing the stack, in parse, check and compile", async () => {
    const cond = Array.from({ length: 20_000 }, () => "you control a monster").join(" and ");
    const text = `card "Celtic Guardian" {\n  continuous while ${cond}: this card gains 300 ATK.\n}\n`;
    const { checkSources } = await import("../../src/api/language.js");
    const { compilePack } = await import("../../src/interp/index.js");
    const result = checkSources([{ file: "deep.ygo", path: "deep.ygo", text }], pack.cards);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["YGO2082"]);
    expect(result.cards).toEqual([]);
    expect(compilePack(result.cards, pack.cards).diagnostics).toEqual([]);
  });
});
