/**
 * A target is chosen from what the choosing player can see (R-EFF-7 targets, R-ZONE-5 face-down
 * cards): a set card shows only where it is, so "target 1 trap card" cannot pick one — offering it
 * would tell the player it is a trap. Resolution and continuous effects still know what a set card
 * really is (Jinzo's scenario in traps/monsters tests shows a set trap stays locked).
 */
import { describe, expect, it } from "vitest";
import { checkSources } from "../../src/api/language.js";
import { compilePack } from "../../src/interp/index.js";
import { given as rulesGiven } from "../rules/harness.js";
import { chooseIfAsked, main, rt } from "./pack.js";

/** Hinotama rewritten to target a trap card: a test-only script over the real pack. */
function withScript(text: string) {
  const checked = checkSources([{ file: "test.ygo", path: "test.ygo", text }], rt.pack.cards);
  expect(checked.diagnostics).toEqual([]);
  const extra = compilePack(checked.cards, rt.pack.cards);
  expect(extra.diagnostics).toEqual([]);
  return new Map([...rt.compiled.behaviours, ...extra.behaviours]);
}

const TRAP_BREAKER = `card "Hinotama" {\n  activate: target 1 trap card on the field; destroy it.\n}\n`;

describe("targets and face-down cards", () => {
  it("R-EFF-7: given only a set trap on the field, a spell that targets 'a trap card' cannot be activated", () => {
    const s = rulesGiven({ behaviours: withScript(TRAP_BREAKER), p0: { hand: ["Hinotama"] }, p1: { spellTraps: ["Mirror Force"] } });
    expect(s.refused(0, { kind: "activate", card: s.id("Hinotama") })).toMatch(/no valid target/);
  });

  it("R-EFF-7: a face-up trap can be targeted, and the set one beside it is not offered", () => {
    const s = rulesGiven({
      behaviours: withScript(TRAP_BREAKER),
      p0: { hand: ["Hinotama"] },
      p1: { spellTraps: [{ card: "Call of the Haunted", pos: "attack" }, "Mirror Force"] },
    });
    s.activate(0, "Hinotama");
    const p = s.d.prompt;
    if (p?.kind === "selectCards") expect(p.options.map((o) => o.card)).toEqual([s.id("Call of the Haunted")]);
    chooseIfAsked(s, 0, [s.id("Call of the Haunted")]);
    s.passUntil(main);
    expect(s.where("Call of the Haunted")).toBe("graveyard of 1");
    expect(s.where("Mirror Force")).toBe("spellTrap set of 1");
  });
});
