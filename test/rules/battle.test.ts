/** Battle scenarios (R-BAT). */
import { describe, expect, it } from "vitest";
import { battleOutcome, Zone } from "../../src/rules/index.js";
import { given } from "./harness.js";

const GUARDIAN = "Celtic Guardian"; // 1400/1200
const ELF = "Mystical Elf"; // 800/2000
const STONE = "Giant Soldier of Stone"; // 1300/2000
const TOKEN_0 = "Sheep Token"; // 0/0

const battle = (p0: object, p1: object) => given({ phase: "battle", p0, p1 });

describe("R-BAT battle", () => {
  it("R-BAT-1: a monster attacks once per turn; directly when the opponent controls no monster", () => {
    const s = battle({ monsters: [GUARDIAN, ELF] }, {});
    s.attack(0, s.id(GUARDIAN), "direct");
    expect(s.lp(1)).toBe(8000 - 1400);
    s.expect(0, "window", "battle");
    expect(s.refused(0, { kind: "attack", card: s.id(GUARDIAN) })).toMatch(/already declared an attack this turn \(R-BAT-1\)/);
    expect(s.signals("attackDeclared")).toHaveLength(1);
  });

  it("R-BAT-1: the steps are Start, Battle, Damage, End", () => {
    const s = battle({ monsters: [GUARDIAN] }, {});
    s.attack(0, s.id(GUARDIAN), "direct");
    expect(s.signals("damageStepStart")).toHaveLength(1);
    expect(s.events("stepStart").map((e) => e.step)).toEqual(["battle", "end"]);
  });

  it("R-BAT-2: when the opponent's monster count changes after the declaration, the attacker may choose a new target or not attack", () => {
    const s = battle({ monsters: [GUARDIAN] }, { spellTraps: ["Scapegoat"] });
    s.attack(0, s.id(GUARDIAN), "direct");
    s.activate(1, "Scapegoat");
    s.passUntil((x) => x.d.prompt?.kind === "replay");
    const sheep = s.ids(TOKEN_0, 1, Zone.MONSTER)[0]!;
    s.pick(0, "replay", (c) => c.card === sheep);
    s.passUntil((x) => x.state.cards[sheep]!.zone !== Zone.MONSTER);
    expect(s.lp(1)).toBe(8000);
    expect(s.signals("attackRetargeted")).toHaveLength(1);
  });

  it("R-BAT-3: a face-down defender is flipped before damage calculation; destroyed by battle, it is in the graveyard before its flip effect activates (classic)", () => {
    const s = battle({ monsters: [GUARDIAN, ELF] }, { monsters: [{ card: "Man-Eater Bug", pos: "set" }] });
    const bug = s.id("Man-Eater Bug");
    s.attack(0, s.id(GUARDIAN), bug);
    // Man-Eater Bug (DEF 600) is destroyed by battle; its flip effect still activates after damage calculation.
    s.passUntil((x) => x.d.prompt?.kind === "selectCards" || x.events("chainLink").length > 0);
    if (s.d.prompt?.kind === "selectCards") s.choose(1, [s.id(GUARDIAN)]);
    s.passUntil((x) => x.state.chain.length === 0 && x.d.prompt?.context.window === "battle" || x.state.phase !== 3);
    const log = s.log;
    const flipped = log.findIndex((e) => e.type === "signal" && e.name === "flipped");
    const calc = log.findIndex((e) => e.type === "signal" && e.name === "damageCalculated");
    const link = log.findIndex((e) => e.type === "chainLink");
    const destroyed = log.findIndex((e) => e.type === "signal" && e.name === "destroyed" && e.data !== null && (e.data as { by: string }).by === "battle");
    expect(flipped).toBeLessThan(calc);
    expect(link).toBeGreaterThan(calc);
    expect(destroyed).toBeGreaterThan(calc);
    expect(destroyed).toBeLessThan(link); // classic: battle destruction with the damage calculation, before what answers it
    expect(s.where(bug)).toBe("graveyard of 1");
  });

  it("R-BAT-4: attack vs attack: the lower ATK is destroyed and its controller takes the difference", () => {
    const s = battle({ monsters: [GUARDIAN] }, { monsters: [STONE] });
    s.attack(0, s.id(GUARDIAN), s.id(STONE));
    expect(s.lp(1)).toBe(8000 - 100);
    expect(s.where(STONE)).toBe("graveyard of 1");
    expect(s.where(GUARDIAN)).toBe("monster attack of 0");
  });

  it("R-BAT-4: equal ATK destroys both and deals no damage", () => {
    const s = battle({ monsters: [GUARDIAN] }, { monsters: [GUARDIAN] });
    s.attack(0, s.id(GUARDIAN, 0), s.id(GUARDIAN, 1));
    expect([s.lp(0), s.lp(1)]).toEqual([8000, 8000]);
    expect(s.count(0, Zone.GRAVE) + s.count(1, Zone.GRAVE)).toBe(2);
  });

  it("R-BAT-4: both 0 ATK destroys neither", () => {
    expect(battleOutcome(0, { position: "attack", atk: 0, def: 0 })).toEqual({ destroyAttacker: false, destroyTarget: false, damageTo: null, amount: 0 });
    const s = battle({ monsters: [TOKEN_0] }, { monsters: [TOKEN_0] });
    s.attack(0, s.id(TOKEN_0, 0), s.id(TOKEN_0, 1));
    expect(s.count(0, Zone.MONSTER) + s.count(1, Zone.MONSTER)).toBe(2);
  });

  it("R-BAT-5: attack vs defense: higher ATK destroys with no damage; equal nothing; lower: the attacker's controller takes the difference", () => {
    const a = battle({ monsters: [GUARDIAN] }, { monsters: [{ card: GUARDIAN, pos: "defense" }] });
    a.attack(0, a.id(GUARDIAN, 0), a.id(GUARDIAN, 1));
    expect(a.where(a.id(GUARDIAN, 1))).toBe("graveyard of 1");
    expect([a.lp(0), a.lp(1)]).toEqual([8000, 8000]);
    const b = battle({ monsters: [STONE] }, { monsters: [{ card: STONE, pos: "defense" }] });
    b.state.cards; // 1300 vs DEF 2000
    b.attack(0, b.id(STONE, 0), b.id(STONE, 1));
    expect(b.lp(0)).toBe(8000 - 700);
    expect(b.count(1, Zone.MONSTER)).toBe(1);
    expect(battleOutcome(1200, { position: "defense", atk: 0, def: 1200 })).toEqual({ destroyAttacker: false, destroyTarget: false, damageTo: null, amount: 0 });
  });

  it("R-BAT-6: a direct attack deals the attacker's ATK", () => {
    const s = battle({ monsters: [STONE] }, {});
    s.attack(0, s.id(STONE), "direct");
    expect(s.lp(1)).toBe(6700);
  });

  it("R-BAT-7: battle damage and effect damage are distinct; LP never go below 0", () => {
    const s = battle({ monsters: [GUARDIAN] }, { lp: 1000, spellTraps: ["Test Bolt"] });
    s.attack(0, s.id(GUARDIAN), "direct").activate(1, "Test Bolt");
    s.passUntil((x) => x.state.result !== -1);
    expect(s.lp(0)).toBe(7700);
    expect(s.lp(1)).toBe(0);
    expect(s.state.result).toBe(0);
    const dmg = s.signals("damage");
    expect(dmg.map((e) => (e.data as { battle: string }).battle)).toEqual(["no", "yes"]);
    expect(s.events("lp").at(-1)!.reason).toBe("battleDamage");
  });

  it("R-BAT-8: in the damage step only counter traps and effects that change ATK/DEF may be activated", () => {
    const s = battle({ monsters: [ELF] }, { monsters: [GUARDIAN], hand: ["Kuriboh"], spellTraps: ["Reinforcements", "Test Bolt"] });
    s.attack(0, s.id(ELF), s.id(GUARDIAN));
    s.passUntil((x) => x.d.prompt?.player === 1 && x.d.prompt.context.window === "damage");
    const w = s.d.prompt!;
    const offered = w.options.filter((o) => o.kind === "activate").map((o) => s.state.cards[o.card!]!.code);
    expect(offered).toContain(s.state.cards[s.id("Reinforcements")]!.code);
    expect(offered).not.toContain(s.state.cards[s.id("Test Bolt")]!.code);
    expect(s.d.explain({ kind: "activate", card: s.id("Test Bolt") })).toMatch(/Damage Step \(R-BAT-8\)/);
  });
});
