/**
 * Robustness: whatever the input — random text, soups of the language's own words, acceptance
 * scripts with characters and tokens deleted, inserted or swapped — `parseScript` returns an AST
 * and diagnostics and never throws; a damaged script always gets at least one diagnostic or
 * parses to something valid. One megabyte of garbage completes too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEYWORD_WORDS } from "../../grammar/tokens.js";
import { parseScript } from "../../src/lang/parse.js";
import { printScript } from "../../src/lang/print.js";

const dir = join(import.meta.dirname, "../../cards/classic/scripts");
const scripts = readdirSync(dir)
  .filter((f) => f.endsWith(".ygo"))
  .sort()
  .map((f) => readFileSync(join(dir, f), "utf8"));

const WORDS = [
  ...new Set(KEYWORD_WORDS.values()),
  "card", "ATK", "DEF", "LP", "Warrior", "DARK", "Sea", "Serpent", '"Dark Hole"', "1", "1500", "picked",
  "{", "}", ":", ";", ",", ".", "+", "-", "*", "(", ")", "<=", ">=", "<", ">", "=", "!=", "#", '"', "\n",
];

/** Parses and checks the result is well formed; an exception fails the property. */
function parsesSafely(text: string): void {
  const { ast, diagnostics } = parseScript(text, "fuzz.ygo");
  expect(ast.kind).toBe("File");
  for (const d of diagnostics) {
    expect(d.code).toMatch(/^YGO1\d{3}$/);
    expect(d.code).not.toBe("YGO1099");
    expect(d.span.start.line).toBeGreaterThanOrEqual(1);
  }
  // Whatever was recovered can be printed again.
  printScript(ast);
}

const tokenSoup = fc.array(fc.constantFrom(...WORDS), { maxLength: 60 }).map((ws) => ws.join(" "));

/** A script with a few edits: characters or whole words deleted, inserted, swapped. */
const mutatedScript = fc
  .record({
    script: fc.constantFrom(...scripts),
    edits: fc.array(
      fc.record({
        kind: fc.constantFrom("deleteChar", "insertChar", "swapChars", "deleteWord", "insertWord", "swapWords"),
        at: fc.nat(),
        char: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz{}:;,.\"#@ \n"),
        word: fc.constantFrom(...WORDS),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ script, edits }) => {
    let text = script;
    for (const e of edits) {
      const words = text.split(/(\s+)/);
      const i = e.at % Math.max(1, text.length);
      const w = (e.at % Math.max(1, words.length >> 1)) * 2;
      switch (e.kind) {
        case "deleteChar":
          text = text.slice(0, i) + text.slice(i + 1);
          break;
        case "insertChar":
          text = text.slice(0, i) + e.char + text.slice(i);
          break;
        case "swapChars":
          text = text.slice(0, i) + text.charAt(i + 1) + text.charAt(i) + text.slice(i + 2);
          break;
        case "deleteWord":
          words.splice(w, 1);
          text = words.join("");
          break;
        case "insertWord":
          words.splice(w, 0, e.word, " ");
          text = words.join("");
          break;
        case "swapWords": {
          const a = words[w];
          const b = words[w + 2];
          if (a !== undefined && b !== undefined) {
            words[w] = b;
            words[w + 2] = a;
          }
          text = words.join("");
          break;
        }
      }
    }
    return text;
  });

describe("the parser never throws", () => {
  it("on random strings", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), parsesSafely), { numRuns: 300 });
  });

  it("on random unicode", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 200 }), parsesSafely), { numRuns: 200 });
  });

  it("on soups of the language's own words", () => {
    fc.assert(fc.property(tokenSoup, parsesSafely), { numRuns: 400 });
  });

  it("on acceptance scripts with deleted, inserted and swapped characters and words", () => {
    fc.assert(fc.property(mutatedScript, parsesSafely), { numRuns: 400 });
  }, 60_000);

  it("on a card script that stops at every possible point", () => {
    // Every prefix of the first scripts (whose text is long enough to hold every construct of the
    // original 36) and a sparser sample of the whole pack: the cost is quadratic in the length.
    const head = scripts.slice(0, 36).join("\n");
    for (let i = 0; i < head.length; i += 29) parsesSafely(head.slice(0, i));
    // Every script of the pack cut at a few points, after the script before it: the cost grows
    // with the pack, not with its square.
    for (let j = 1; j < scripts.length; j++) {
      const s = scripts[j]!;
      for (const at of [(j * 331) % (s.length + 1), (j * 997 + 17) % (s.length + 1)]) parsesSafely(`${scripts[j - 1]!}\n${s.slice(0, at)}`);
    }
  }, 60_000);

  it("on one megabyte of garbage", () => {
    const rng = fc.sample(fc.string({ unit: "grapheme-ascii", minLength: 1000, maxLength: 1000 }), { numRuns: 1, seed: 42 })[0]!;
    let garbage = "";
    while (garbage.length < 1 << 20) garbage += rng + WORDS[garbage.length % WORDS.length] + " ";
    const { diagnostics } = parseScript(garbage, "garbage.ygo");
    expect(diagnostics.length).toBeGreaterThan(0);
  });
});
