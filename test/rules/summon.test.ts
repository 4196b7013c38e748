/** Summoning scenarios (R-SUM). */
import { describe, expect, it } from "vitest";
import { Flag, Pos, Zone } from "../../src/rules/index.js";
import { given } from "./harness.js";

const ELF = "Mystical Elf"; // level 4, 800/2000
const GUARDIAN = "Celtic Guardian"; // level 4, 1400/1200
const CURSE = "Curse of Dragon"; // level 5
const DM = "Dark Magician"; // level 7

describe("R-SUM summons", () => {
  it("R-SUM-1: a Normal Summon is face-up attack, once per turn; a second one is refused with the reason", () => {
    const s = given({ p0: { hand: [ELF, GUARDIAN] } });
    s.summon(0, ELF);
    expect(s.where(ELF)).toBe("monster attack of 0");
    const why = s.refused(0, { kind: "normalSummon", card: s.id(GUARDIAN) });
    expect(why).toMatch(/already used your Normal Summon or Set this turn \(R-SUM-1\)/);
    expect(s.refused(0, { kind: "set", card: s.id(GUARDIAN) })).toMatch(/R-SUM-1/);
  });

  it("R-SUM-1: a Set is face-down defense and uses the Normal Summon", () => {
    const s = given({ p0: { hand: [ELF, GUARDIAN] } });
    s.set(0, ELF);
    expect(s.where(ELF)).toBe("monster set of 0");
    expect(s.signals("summoned")).toHaveLength(0);
    expect(s.refused(0, { kind: "normalSummon", card: s.id(GUARDIAN) })).toMatch(/R-SUM-1/);
  });

  it("R-SUM-1: level 5-6 needs 1 tribute, level 7+ needs 2; a tribute is not a destruction", () => {
    const s = given({ p0: { hand: [CURSE, DM], monsters: [ELF] } });
    expect(s.refused(0, { kind: "normalSummon", card: s.id(DM) })).toMatch(/needs 2 tributes and you control 1 monster/);
    s.summon(0, CURSE);
    expect(s.where(ELF)).toBe("graveyard of 0");
    expect(s.signals("tributed")[0]!.cards).toEqual([s.id(ELF)]);
    expect(s.signals("destroyed")).toHaveLength(0);
    expect(s.signals("summoned")[0]!.data).toEqual({ how: "tribute" });
  });

  it("R-SUM-1: level 7 with two monsters: the player chooses the 2 tributes", () => {
    const s = given({ p0: { hand: [DM], monsters: [ELF, GUARDIAN] } });
    s.summon(0, DM);
    expect(s.count(0, Zone.GRAVE)).toBe(2);
    expect(s.where(DM)).toBe("monster attack of 0");
  });

  it("R-SUM-2: a negated Normal Summon still uses up the turn's Normal Summon", () => {
    const s = given({ p0: { hand: [GUARDIAN, ELF] }, p1: { spellTraps: ["Solemn Judgment"] } });
    s.summon(0, GUARDIAN).activate(1, "Solemn Judgment");
    s.passUntil((x) => x.d.prompt?.context.window === "main" && x.state.chain.length === 0);
    expect(s.where(GUARDIAN)).toBe("graveyard of 0");
    expect(s.signals("summonNegated")).toHaveLength(1);
    expect(s.signals("summoned")).toHaveLength(0);
    expect(s.lp(1)).toBe(4000);
    expect(s.refused(0, { kind: "normalSummon", card: s.id(ELF) })).toMatch(/R-SUM-1/);
  });

  it("R-SUM-3: Flip Summon turns a face-down monster face-up attack, not the turn it was set, and counts as its position change", () => {
    const s = given({ p0: { monsters: [{ card: ELF, pos: "set" }, { card: GUARDIAN, pos: "set", fresh: true }] } });
    expect(s.refused(0, { kind: "flipSummon", card: s.id(GUARDIAN) })).toMatch(/came to the field face-down this turn.*R-SUM-3/);
    s.act(0, { kind: "flipSummon", card: s.id(ELF) });
    expect(s.where(ELF)).toBe("monster attack of 0");
    expect(s.signals("summoned")[0]!.data).toEqual({ how: "flip" });
    expect(s.refused(0, { kind: "changePosition", card: s.id(ELF) })).toMatch(/already changed its position this turn/);
  });

  it("R-SUM-4: special summons by effect are not limited per turn and may be in defense position", () => {
    const s = given({ p0: { hand: ["Monster Reborn", "Scapegoat", GUARDIAN], grave: [DM] } });
    s.summon(0, GUARDIAN);
    s.activate(0, "Monster Reborn"); // the only target is taken without asking
    s.passUntil((x) => x.state.cards[x.id(DM)]!.zone === Zone.MONSTER);
    expect(s.where(DM)).toBe("monster attack of 0");
  });

  it("R-SUM-5: a fusion monster sent to the graveyard without being properly summoned cannot be revived; once properly summoned it can", () => {
    const s = given({ p0: { hand: ["Monster Reborn"], grave: ["Blue-Eyes Ultimate Dragon"] } });
    s.activate(0, "Monster Reborn").passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(s.where("Blue-Eyes Ultimate Dragon")).toBe("graveyard of 0");
    const t = given({ p0: { hand: ["Monster Reborn"], grave: ["Blue-Eyes Ultimate Dragon"] } });
    const id = t.id("Blue-Eyes Ultimate Dragon");
    t.state.cards[id]!.flags |= Flag.PROPER; // it was fusion summoned before it was destroyed
    t.activate(0, "Monster Reborn").passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(t.where(id)).toBe("monster attack of 0");
  });

  it("R-SUM-6: Polymerization sends the materials on resolution, then summons the fusion monster from the extra deck", () => {
    const s = given({ p0: { hand: ["Polymerization", "Gaia The Fierce Knight", CURSE], extra: ["Gaia the Dragon Champion"] } });
    s.activate(0, "Polymerization");
    s.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(s.where("Gaia the Dragon Champion")).toBe("monster attack of 0");
    expect(s.where(CURSE)).toBe("graveyard of 0");
    expect(s.where("Polymerization")).toBe("graveyard of 0");
    // Not a cost: the materials left the hand while the link resolved, after the activation.
    const i = s.log.findIndex((e) => e.type === "chainResolving");
    const j = s.log.findIndex((e) => e.type === "signal" && e.name === "sentAsMaterial");
    expect(i).toBeGreaterThan(s.log.findIndex((e) => e.type === "chainLink"));
    expect(j).toBeGreaterThan(i);
  });

  it("R-SUM-6: a negated Polymerization sends no materials", () => {
    const s = given({ p0: { hand: ["Polymerization", "Gaia The Fierce Knight", CURSE], extra: ["Gaia the Dragon Champion"] }, p1: { hand: [ELF], spellTraps: ["Magic Jammer"] } });
    s.activate(0, "Polymerization").activate(1, "Magic Jammer");
    s.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(s.where("Gaia The Fierce Knight")).toBe("hand of 0");
    expect(s.where(CURSE)).toBe("hand of 0");
    expect(s.where("Gaia the Dragon Champion")).toBe("extra of 0");
    expect(s.where("Polymerization")).toBe("graveyard of 0");
  });

  it("R-SUM-6: at most one fusion substitute in one fusion", () => {
    const s = given({ p0: { hand: ["Polymerization", "King of the Swamp", "King of the Swamp"], extra: ["Gaia the Dragon Champion"] } });
    s.activate(0, "Polymerization").passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    // Two substitutes cannot make Gaia the Dragon Champion: nothing happens.
    expect(s.where("Gaia the Dragon Champion")).toBe("extra of 0");
    const t = given({ p0: { hand: ["Polymerization", "King of the Swamp", CURSE], extra: ["Gaia the Dragon Champion"] } });
    t.activate(0, "Polymerization").passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(t.where("Gaia the Dragon Champion")).toBe("monster attack of 0");
  });

  it("R-SUM-7: a ritual spell tributes levels totalling at least the ritual monster's on resolution; negated, nothing is tributed", () => {
    const s = given({ p0: { hand: ["Black Luster Ritual", "Black Luster Soldier", DM], monsters: [ELF] } });
    s.activate(0, "Black Luster Ritual");
    s.passUntil((x) => x.d.prompt?.kind !== "window" || (x.state.chain.length === 0 && x.d.prompt?.context.window === "main"));
    while (s.d.prompt?.kind === "selectCards") s.choose(0, [s.d.prompt.options[0]!.card!]);
    s.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(s.where("Black Luster Soldier")).toBe("monster attack of 0");
    expect(s.signals("tributed").flatMap((e) => e.cards)).toHaveLength(2);
    const t = given({ p0: { hand: ["Black Luster Ritual", "Black Luster Soldier", DM], monsters: [ELF] }, p1: { hand: [GUARDIAN], spellTraps: ["Magic Jammer"] } });
    t.activate(0, "Black Luster Ritual").activate(1, "Magic Jammer");
    t.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(t.where("Black Luster Soldier")).toBe("hand of 0");
    expect(t.signals("tributed")).toHaveLength(0);
  });

  it("R-SUM-8: Synchro Summon sends a tuner and non-tuners of exactly the level, and starts no chain", () => {
    const s = given({ p0: { monsters: ["Junk Synchron", "Time Wizard", GUARDIAN], extra: ["Junk Warrior", "Stardust Dragon"] } });
    expect(s.refused(0, { kind: "synchroSummon", card: s.id("Stardust Dragon") })).toMatch(/exactly 8.*R-SUM-8/);
    s.act(0, { kind: "synchroSummon", card: s.id("Junk Warrior") });
    while (s.d.prompt?.kind === "selectCards") s.choose(0, [s.d.prompt.options[0]!.card!]);
    s.passUntil((x) => x.d.prompt?.context.window === "main");
    expect(s.where("Junk Warrior")).toBe("monster attack of 0");
    expect(s.where("Junk Synchron")).toBe("graveyard of 0");
    expect(s.where("Time Wizard")).toBe("graveyard of 0");
    expect(s.where(GUARDIAN)).toBe("monster attack of 0");
    expect(s.events("chainLink")).toHaveLength(0);
  });

  it("R-SUM-9: position change once per turn, not the turn it arrived, not after attacking, not face-down", () => {
    const s = given({ p0: { monsters: [ELF, { card: GUARDIAN, fresh: true }, { card: CURSE, pos: "set" }] } });
    expect(s.refused(0, { kind: "changePosition", card: s.id(GUARDIAN) })).toMatch(/came to the field this turn/);
    expect(s.refused(0, { kind: "changePosition", card: s.id(CURSE) })).toMatch(/only by a Flip Summon/);
    s.act(0, { kind: "changePosition", card: s.id(ELF) });
    expect(s.where(ELF)).toBe("monster defense of 0");
    expect(s.refused(0, { kind: "changePosition", card: s.id(ELF) })).toMatch(/already changed its position this turn/);
    const t = given({ phase: "battle", p0: { monsters: [GUARDIAN], hand: [ELF] } });
    t.attack(0, t.id(GUARDIAN), "direct").toPhase("main2");
    expect(t.refused(0, { kind: "changePosition", card: t.id(GUARDIAN) })).toMatch(/declared an attack this turn/);
  });

  it("R-SUM-10: a summon is successful after its window; 'when summoned' effects happen then (Trap Hole, Breaker)", () => {
    const s = given({ p0: { hand: ["Breaker the Magical Warrior"] }, p1: { spellTraps: ["Trap Hole"] } });
    s.summon(0, "Breaker the Magical Warrior");
    // Nobody could answer the summon itself (R-CHAIN-6), so it was successful at once.
    expect(s.signals("summoned")).toHaveLength(1);
    expect(s.events("chainLink")).toHaveLength(1); // Breaker's trigger
    // Breaker's trigger goes on the chain, then the opponent may answer the summon with Trap Hole.
    s.activate(1, "Trap Hole");
    s.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "main");
    expect(s.where("Breaker the Magical Warrior")).toBe("graveyard of 0");
    void Pos;
  });
});
