/**
 * grammar/README.md's "What runs where" is written from the construct records: the README's copy
 * must be exactly what the records say. `UPDATE_REFERENCE=1 npx vitest run test/lang/reference.test.ts`
 * rewrites it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { constructReference, REFERENCE_BEGIN, REFERENCE_END } from "../../src/lang/index.js";

const README = "grammar/README.md";

describe("grammar/README.md documents every construct from the records", () => {
  it("the construct reference in the README is the one the records write", () => {
    const text = readFileSync(README, "utf8");
    const start = text.indexOf(REFERENCE_BEGIN);
    const end = text.indexOf(REFERENCE_END);
    expect(start, "the README has the generated reference").toBeGreaterThanOrEqual(0);
    const current = text.slice(start, end + REFERENCE_END.length);
    const wanted = constructReference();
    if (process.env["UPDATE_REFERENCE"] === "1" && current !== wanted) writeFileSync(README, text.slice(0, start) + wanted + text.slice(end + REFERENCE_END.length));
    else expect(current).toBe(wanted);
  });
});
