/** Chains (R-CHAIN). */
import { describe, expect, it } from "vitest";
import { ALARM } from "./fixtures/behaviours.js";
import { given } from "./harness.js";

const main = (x: { state: { chain: unknown[] }; d: { prompt: { context: { window?: string } } | null } }) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main";

describe("R-CHAIN chains", () => {
  it("R-CHAIN-1: an activation starts a chain; the opponent may respond, then the other player; two passes in a row close it", () => {
    const s = given({ p0: { hand: ["Test Spark"], spellTraps: ["Test Bolt"] }, p1: { spellTraps: ["Test Bolt"] } });
    s.activate(0, "Test Spark");
    s.expect(1, "window"); // the opponent responds first
    s.activate(1, "Test Bolt");
    s.activate(0, s.id("Test Bolt", 0)); // then nobody can respond: the chain closes and resolves
    expect(s.events("chainLink").map((e) => [e.link, e.player])).toEqual([[1, 0], [2, 1], [3, 0]]);
    expect(s.events("chainEnd")).toHaveLength(1);
  });

  it("R-CHAIN-2: a speed-1 effect never responds; a speed-3 link is answered only by speed 3", () => {
    const s = given({ player: 1, p0: { hand: ["Test Spark"], spellTraps: ["Test Bolt", "Magic Jammer"] }, p1: { hand: ["Pot of Greed", "Beaver Warrior"], spellTraps: ["Test Bolt", "Solemn Judgment"] } });
    s.activate(1, "Pot of Greed");
    expect(s.refused(0, { kind: "activate", card: s.id("Test Spark") })).toMatch(/quick-play|speed 1 can never respond|R-CHAIN-2|R-CARD-3|own Main Phase/);
    s.activate(0, "Magic Jammer");
    expect(s.refused(1, { kind: "activate", card: s.id("Test Bolt", 1) })).toMatch(/spell speed 2 effect cannot respond to a spell speed 3 link \(R-CHAIN-2\)/);
  });

  it("R-CHAIN-3: the chain resolves last in, first out; a negated activation still sends its card to the graveyard", () => {
    const s = given({ p0: { hand: ["Test Spark"], spellTraps: ["Test Bolt"] }, p1: { spellTraps: ["Test Bolt"], hand: ["Beaver Warrior"] } });
    s.activate(0, "Test Spark").activate(1, "Test Bolt").activate(0, s.id("Test Bolt", 0));
    expect(s.events("chainResolving").map((e) => e.link)).toEqual([3, 2, 1]);
    const t = given({ p0: { hand: ["Test Spark"] }, p1: { spellTraps: ["Magic Jammer"], hand: ["Beaver Warrior"] } });
    t.activate(0, "Test Spark").activate(1, "Magic Jammer").passUntil(main);
    expect(t.events("negated")).toHaveLength(1);
    expect(t.lp(1)).toBe(8000);
    expect(t.where("Test Spark")).toBe("graveyard of 0");
  });

  it("R-CHAIN-4: triggers that happen while a chain resolves wait until it is done, then form a new chain", () => {
    const s = given({ p0: { hand: ["Dark Hole"], monsters: ["Celtic Guardian"] }, p1: { monsters: ["Mystical Elf"], hand: [], spellTraps: [] } });
    const t = given({ p0: { hand: ["Raigeki"], monsters: [ALARM] }, p1: { monsters: ["Mystical Elf"] } });
    t.activate(0, "Raigeki").passUntil(main);
    const end = t.log.findIndex((e) => e.type === "chainEnd");
    const alarm = t.events("chainLink").find((e) => e.card === t.id(ALARM))!;
    expect(t.log.indexOf(alarm)).toBeGreaterThan(end);
    expect(t.lp(0)).toBe(8100);
    void s;
  });

  it("R-CHAIN-5: no summon, set or attack in the middle of a chain", () => {
    const s = given({ player: 1, p0: { hand: ["Celtic Guardian"], spellTraps: ["Test Bolt"] }, p1: { hand: ["Test Spark"] } });
    s.activate(1, "Test Spark");
    expect(s.refused(0, { kind: "normalSummon", card: s.id("Celtic Guardian") })).toMatch(/R-CHAIN-5|own turn/);
    const t = given({ p0: { hand: ["Test Spark", "Celtic Guardian"], spellTraps: ["Test Bolt"] }, p1: { spellTraps: ["Test Bolt"] } });
    t.activate(0, "Test Spark").activate(1, "Test Bolt");
    expect(t.refused(0, { kind: "normalSummon", card: t.id("Celtic Guardian") })).toMatch(/in the middle of a chain; only activations \(R-CHAIN-5\)/);
  });

  it("R-CHAIN-6: a summon starts no chain, but right after it counter traps that negate summons may be activated", () => {
    const s = given({ p0: { hand: ["Celtic Guardian"] }, p1: { spellTraps: ["Solemn Judgment", "Test Bolt"] } });
    s.summon(0, "Celtic Guardian");
    const w = s.expect(1, "window", "summon");
    expect(w.options.filter((o) => o.kind === "activate")).toHaveLength(1); // Solemn Judgment, not Test Bolt
    expect(s.d.explain({ kind: "activate", card: s.id("Test Bolt") })).toMatch(/R-CHAIN-6/);
    expect(s.events("chainLink")).toHaveLength(0);
    s.activate(1, "Solemn Judgment").passUntil(main);
    expect(s.where("Celtic Guardian")).toBe("graveyard of 0");
  });
});
