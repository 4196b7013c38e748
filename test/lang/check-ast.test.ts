/**
 * Checker rules on hand-built ASTs: independent of the parser, so a change of concrete syntax
 * cannot hide a checker regression.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCardData } from "../../src/lang/carddata.js";
import { checkScript } from "../../src/lang/check.js";
import * as b from "./check-build.js";

const { db } = parseCardData(readFileSync("cards/classic/cards.tsv", "utf8"), "cards.tsv");
const codes = (...cards: Parameters<typeof b.file>): string[] => checkScript(b.file(...cards), db).diagnostics.map((d) => d.code);

describe("checker on hand-built ASTs", () => {
  it("accepts Man-Eater Bug and derives speed 1, targeting, destroy", () => {
    const bug = b.card("Man-Eater Bug", b.effect("flip", { targets: [[b.pick(b.one("monster", { place: b.onField }))]] }, b.destroy(b.ref("it"))));
    const r = checkScript(b.file(bug), db);
    expect(r.diagnostics).toEqual([]);
    expect(r.cards[0]?.effects[0]).toMatchObject({ speed: 1, targets: true, categories: ["destroy"], zones: ["field"] });
    expect(r.cards[0]?.effects[0]?.references[0]?.to.kind).toBe("targets");
  });

  it("refuses a flip effect on a non-flip monster with YGO2012", () => {
    expect(codes(b.card("Blue-Eyes White Dragon", b.effect("flip", {}, b.draw(1))))).toEqual(["YGO2012"]);
  });

  it("refuses a quick or an ignition effect on a normal trap with YGO2013 (only continuous traps have quick effects)", () => {
    expect(codes(b.card("Mirror Force", b.effect("activate", {}, b.draw(1)), b.effect("quick", {}, b.draw(1))))).toEqual(["YGO2013"]);
    expect(codes(b.card("Mirror Force", b.effect("activate", {}, b.draw(1)), b.effect("ignition", {}, b.draw(1))))).toEqual(["YGO2013"]);
  });

  it("derives speed 3 for a counter trap and refuses a speed-1 response", () => {
    const judgment = b.card(
      "Solemn Judgment",
      b.effect("activate", { timing: b.when("when", { kind: "Activated", what: "spell card", span: b.sp() }) }, b.negate("activation")),
    );
    expect(checkScript(b.file(judgment), db).cards[0]?.effects[0]?.speed).toBe(3);
    const pot = b.card("Pot of Greed", b.effect("activate", { timing: b.when("when", { kind: "Activated", what: "spell card", span: b.sp() }) }, b.draw(2)));
    expect(codes(pot)).toEqual(["YGO2035"]);
  });

  it("wants a duration on a stat change that resolves, and refuses one in a continuous effect", () => {
    const m = b.ref("this card");
    expect(codes(b.card("Command Knight", b.effect("ignition", {}, b.gain(m, 500))))).toEqual(["YGO2041"]);
    expect(codes(b.card("Command Knight", b.effect("continuous", {}, b.gain(m, 500, b.untilEndOfTurn()))))).toEqual(["YGO2040"]);
  });

  it("reports a target nobody uses, and `it` with nothing to refer to", () => {
    expect(codes(b.card("Raigeki", b.effect("activate", { targets: [[b.pick(b.one("monster"))]] }, b.draw(1))))).toEqual(["YGO2050"]);
    expect(codes(b.card("Raigeki", b.effect("activate", {}, b.destroy(b.ref("it")))))).toEqual(["YGO2051"]);
  });

  it("suggests a race for a misspelled qualifier", () => {
    const r = checkScript(b.file(b.card("Raigeki", b.effect("activate", {}, b.destroy(b.all("monster", { q: [["Warior"]] }))))), db);
    expect(r.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([["YGO2070", "Warrior"]]);
  });

  it("suggests the closest card name for an unknown card", () => {
    const r = checkScript(b.file(b.card("Pot of Greeed", b.effect("activate", {}, b.draw(2)))), db);
    expect(r.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([["YGO2001", "Pot of Greed"]]);
  });

  it("refuses `during` with an event (YGO2033) and a maintenance effect tied to an event (YGO2031)", () => {
    const destroyed: import("../../src/lang/ast.js").Event = { kind: "Destroyed", subject: b.ref("this card"), span: b.sp() };
    expect(codes(b.card("Sangan", b.effect("trigger", { timing: b.when("during", destroyed) }, b.draw(1))))).toEqual(["YGO2033"]);
    expect(codes(b.card("Imperial Order", b.effect("continuous", {}, b.draw(1)), b.effect("maintenance", { timing: b.when("when", destroyed) }, b.draw(1))))).toEqual(["YGO2031"]);
  });

  it("refuses an empty range with YGO2049", () => {
    expect(codes(b.card("Raigeki", b.effect("activate", {}, b.destroy(b.set({ kind: "range", min: 3, max: 1 }, "monster")))))).toEqual(["YGO2049"]);
  });
});
