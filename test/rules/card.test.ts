/** Spells, traps and card kinds (R-CARD). */
import { describe, expect, it } from "vitest";
import { MODERN, SPEED_TABLE, Zone, speedOf, spellTrapType } from "../../src/rules/index.js";
import { fixtureBehaviours, code } from "./fixtures/behaviours.js";
import { byName } from "./fixtures/pool.js";
import { given } from "./harness.js";

const main = (x: { state: { chain: unknown[] }; d: { prompt: { context: { window?: string } } | null } }) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main";

describe("R-CARD spells and traps", () => {
  it("R-CARD-1: monster kinds come from the card facts: a fusion, ritual or token cannot be Normal Summoned", () => {
    const s = given({ p0: { hand: ["Black Luster Soldier", "Blue-Eyes Ultimate Dragon", "Celtic Guardian"] } });
    expect(s.refused(0, { kind: "normalSummon", card: s.id("Black Luster Soldier") })).toMatch(/cannot be Normal Summoned/);
    expect(byName("Man-Eater Bug").subtypes).toEqual(["effect", "flip"]);
    expect(byName("Junk Synchron").subtypes).toContain("tuner");
  });

  it("R-CARD-2: spell and trap types and their speeds (the speed table)", () => {
    expect(spellTrapType(byName("Mystical Space Typhoon"))).toBe("quick-play");
    expect(spellTrapType(byName("Magic Jammer"))).toBe("counter");
    const b = fixtureBehaviours();
    expect(speedOf(byName("Pot of Greed"), b[code("Pot of Greed")]!.effects[0]!)).toBe(SPEED_TABLE.spell.normal);
    expect(speedOf(byName("Mystical Space Typhoon"), b[code("Mystical Space Typhoon")]!.effects[0]!)).toBe(2);
    expect(speedOf(byName("Mirror Force"), b[code("Mirror Force")]!.effects[0]!)).toBe(2);
    expect(speedOf(byName("Magic Jammer"), b[code("Magic Jammer")]!.effects[0]!)).toBe(3);
  });

  it("R-CARD-3: a set spell can be activated the turn it was set; a set quick-play cannot; from the hand a quick-play only in its owner's turn", () => {
    const s = given({ p0: { hand: ["Pot of Greed", "Mystical Space Typhoon"], spellTraps: [{ card: "Test Stockpile", pos: "attack" }] }, p1: { hand: ["Test Taxer"], deck: ["Beaver Warrior", "Beaver Warrior", "Beaver Warrior"] } });
    s.set(0, "Pot of Greed");
    s.set(0, "Mystical Space Typhoon");
    expect(s.refused(0, { kind: "activate", card: s.id("Mystical Space Typhoon") })).toMatch(/cannot be activated the turn it was Set \(R-CARD-3\)/);
    s.activate(0, "Pot of Greed");
    s.passUntil(main);
    expect(s.where("Pot of Greed")).toBe("graveyard of 0");
    const t = given({ player: 1, p0: { hand: ["Test Taxer"] }, p1: { hand: ["Celtic Guardian"] } });
    t.summon(1, "Celtic Guardian");
    expect(t.d.prompt?.player === 0 ? t.refused(0, { kind: "activate", card: t.id("Test Taxer") }) : t.d.explain({ kind: "activate", card: t.id("Test Taxer") })).toMatch(/only in your own turn \(R-CARD-3\)|not yours|not possible/);
  });

  it("R-CARD-4: a trap must be set first and cannot be activated the turn it was set; counter traps are speed 3", () => {
    const s = given({ p0: { hand: ["Test Bolt"], spellTraps: [{ card: "Test Bolt", fresh: true }] } });
    expect(s.refused(0, { kind: "activate", card: s.ids("Test Bolt", 0, Zone.HAND)[0]! })).toMatch(/must be Set before it can be activated \(R-CARD-4\)/);
    expect(s.refused(0, { kind: "activate", card: s.ids("Test Bolt", 0, Zone.SPELL_TRAP)[0]! })).toMatch(/cannot be activated the turn it was Set \(R-CARD-4\)/);
  });

  it("R-CARD-5: a normal spell stays on the field until the whole chain resolved, then goes to the graveyard", () => {
    const s = given({ p0: { hand: ["Test Spark"] }, p1: { spellTraps: ["Test Bolt"] } });
    s.activate(0, "Test Spark").activate(1, "Test Bolt");
    s.passUntil(main);
    const moved = s.events("moved").filter((e) => e.reason === "resolved");
    expect(moved).toHaveLength(2);
    const end = s.log.findIndex((e) => e.type === "chainEnd");
    expect(s.log.findIndex((e) => e.type === "moved" && e.reason === "resolved")).toBeGreaterThan(end);
  });

  it("R-CARD-5: an equip spell stays while its monster is face-up and is destroyed when the monster leaves", () => {
    const s = given({ p0: { hand: ["Axe of Despair"], monsters: ["Celtic Guardian"] }, p1: { hand: ["Dark Hole"] } });
    s.activate(0, "Axe of Despair");
    s.passUntil(main);
    expect(s.where("Axe of Despair")).toBe("spellTrap face-up of 0");
    expect(s.atk("Celtic Guardian")).toBe(2400);
    const t = given({ player: 1, p0: { monsters: ["Celtic Guardian"], spellTraps: [{ card: "Axe of Despair", pos: "attack" }] }, p1: { hand: ["Dark Hole"] } });
    // equip it by hand (the board starts with the Axe already equipped)
    t.state.effects.push({ id: 999, source: t.id("Axe of Despair"), sourceStamp: t.state.cards[t.id("Axe of Despair")]!.stamp, eff: 100004, target: t.id("Celtic Guardian"), targetStamp: t.state.cards[t.id("Celtic Guardian")]!.stamp, tiedToSource: true, bound: [], expires: -1 });
    t.state.cards[t.id("Axe of Despair")]!.flags |= 8;
    t.activate(1, "Dark Hole").passUntil(main);
    expect(t.where("Celtic Guardian")).toBe("graveyard of 0");
    expect(t.where("Axe of Despair")).toBe("graveyard of 0");
  });

  it("R-CARD-5: a new field spell destroys the other one on the field (classic) but not the opponent's (modern)", () => {
    const s = given({ p0: { hand: ["Yami"] }, p1: { field: ["Sogen"] } });
    s.activate(0, "Yami").passUntil(main);
    expect(s.where("Sogen")).toBe("graveyard of 1");
    const m = given({ profile: MODERN, p0: { hand: ["Yami"] }, p1: { field: ["Sogen"] } });
    m.activate(0, "Yami").passUntil(main);
    expect(m.where("Sogen")).toBe("field face-up of 1");
    expect(m.where("Yami")).toBe("field face-up of 0");
  });

  it("R-CARD-5: Swords of Revealing Light stays for 3 of the opponent's turns", () => {
    const s = given({ p0: { hand: ["Swords of Revealing Light"], deck: Array(6).fill("Beaver Warrior") }, p1: { deck: Array(6).fill("Beaver Warrior") } });
    s.activate(0, "Swords of Revealing Light").passUntil(main);
    expect(s.where("Swords of Revealing Light")).toBe("spellTrap face-up of 0");
    s.passUntil((x) => x.state.turn === 7);
    expect(s.where("Swords of Revealing Light")).toBe("spellTrap face-up of 0"); // turns 3 and 5 counted, 7 not over yet
    s.passUntil((x) => x.state.turn === 8);
    expect(s.where("Swords of Revealing Light")).toBe("graveyard of 0");
  });
});
