/**
 * Issue #5: every scripted card has a scenario test of its effect. A card counts as covered when a
 * test title in test/interp names it (`it("Name: …"` or in a table row that generates such a title),
 * or a `.scen` scenario under test/scenarios has a title starting with its name and a colon.
 * Cards still without one are listed here with the reason; the list may only shrink.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseScenarioFile } from "../../src/api/scenario-parse.js";
import { findScenarioFiles } from "../../src/api/scenario-report.js";
import { rt } from "./pack.js";

/** Scripted cards without a scenario test yet, and why. */
const NOT_YET: Record<string, string> = {
};

const dir = new URL(".", import.meta.url);
const text = readdirSync(dir).filter((f) => f.endsWith(".test.ts") && f !== "coverage.test.ts").map((f) => readFileSync(new URL(f, dir), "utf8")).join("\n");
/** Named in a test title or table row: the name followed by `:`, ` —`, `",` or `"` (not as part of a longer name). */
const scenarioTitles = findScenarioFiles([new URL("../scenarios", import.meta.url).pathname]).flatMap((f) => parseScenarioFile(readFileSync(f, "utf8"), f).scenarios.map((s) => s.title));
const covered = (name: string) =>
  [`${name}: `, `${name} — `, `"${name}",`, `"${name}"]`].some((form) => text.includes(form)) || scenarioTitles.some((t) => t.startsWith(`${name}: `));

describe("every scripted card has a scenario test (issue #5)", () => {
  it("each card of the classic pack's scripts is named by a test, or listed as not yet covered with a reason", () => {
    const missing = rt.check.cards.map((c) => c.facts.name).filter((n) => !covered(n) && NOT_YET[n] === undefined);
    expect(missing).toEqual([]);
  });

  it("the not-yet list only names scripted cards that really have no test (it shrinks as tests are written)", () => {
    const names = new Set(rt.check.cards.map((c) => c.facts.name));
    for (const n of Object.keys(NOT_YET)) {
      expect(names.has(n), `${n} is not scripted`).toBe(true);
      expect(covered(n), `${n} has a test now: remove it from NOT_YET`).toBe(false);
    }
    const total = names.size;
    console.log(`${total - Object.keys(NOT_YET).length} of ${total} scripted cards have a scenario test`);
  });
});
