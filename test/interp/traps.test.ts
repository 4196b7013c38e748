/** Scenario tests of the acceptance traps, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { chooseIfAsked, given, main } from "./pack.js";

const battle = (s: ReturnType<typeof given>) => s.d.prompt?.kind === "window" && s.d.prompt.context.window === "battle" && s.state.chain.length === 0;

describe("traps, as compiled from cards/classic/scripts", () => {
  it("Mirror Force: when an opponent's monster declares an attack, destroy all their attack position monsters", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Summoned Skull", "Celtic Guardian", { card: "Beaver Warrior", pos: "defense" }] }, p1: { spellTraps: ["Mirror Force"], monsters: ["Mystical Elf"] } });
    s.attack(0, s.id("Summoned Skull"), s.id("Mystical Elf"));
    s.activate(1, "Mirror Force");
    s.passUntil((x) => battle(x) || x.state.phase > 3);
    expect(s.where("Summoned Skull")).toBe("graveyard of 0");
    expect(s.where("Celtic Guardian")).toBe("graveyard of 0");
    expect(s.where("Beaver Warrior")).toBe("monster defense of 0");
  });

  it("R-CHAIN-2: Mirror Force can be activated only in response to an attack declaration, not in the main phase", () => {
    const s = given({ player: 1, p0: { spellTraps: ["Mirror Force"] }, p1: { hand: ["Pot of Greed"], monsters: ["Summoned Skull"] } });
    expect(s.d.explain({ kind: "activate", card: s.id("Mirror Force") })).not.toBeNull();
    s.activate(1, "Pot of Greed");
    // Player 0 may respond to Pot of Greed, but Mirror Force is not among the options.
    const p = s.d.prompt;
    if (p?.player === 0) expect(p.options.some((o) => o.kind === "activate" && o.card === s.id("Mirror Force"))).toBe(false);
    s.passUntil(main);
    expect(s.where("Mirror Force")).toBe("spellTrap set of 0");
  });

  it("Sakuretsu Armor: target the attacking monster and destroy it", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Summoned Skull"] }, p1: { spellTraps: ["Sakuretsu Armor"], monsters: ["Mystical Elf"] } });
    s.attack(0, s.id("Summoned Skull"), s.id("Mystical Elf"));
    s.activate(1, "Sakuretsu Armor");
    s.passUntil((x) => battle(x) || x.state.phase > 3);
    expect(s.where("Summoned Skull")).toBe("graveyard of 0");
    expect(s.where("Mystical Elf")).toBe("monster attack of 1");
  });

  it("Magic Cylinder: negates the attack and inflicts damage equal to the attacker's ATK to its controller", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Summoned Skull"] }, p1: { spellTraps: ["Magic Cylinder"] } });
    s.attack(0, s.id("Summoned Skull"), "direct");
    s.activate(1, "Magic Cylinder");
    s.passUntil((x) => battle(x) || x.state.phase > 3);
    expect(s.lp(0)).toBe(8000 - 2500);
    expect(s.lp(1)).toBe(8000);
    expect(s.signals("attackNegated")).toHaveLength(1);
  });

  it("Trap Hole: when an opponent normal summons a monster with 1000 or more ATK, destroy it", () => {
    const s = given({ p0: { hand: ["Celtic Guardian"] }, p1: { spellTraps: ["Trap Hole"] } });
    s.summon(0, "Celtic Guardian");
    // The turn player has priority first after the summon; passing hands it to the opponent.
    s.pass(0);
    s.activate(1, "Trap Hole");
    s.passUntil(main);
    expect(s.where("Celtic Guardian")).toBe("graveyard of 0");
  });

  it("Trap Hole: a monster with less than 1000 ATK does not set it off", () => {
    const s = given({ p0: { hand: ["Man-Eater Bug"] }, p1: { spellTraps: ["Trap Hole"] } });
    s.summon(0, "Man-Eater Bug");
    s.passUntil(main);
    expect(s.where("Man-Eater Bug")).toBe("monster attack of 0");
    expect(s.where("Trap Hole")).toBe("spellTrap set of 1");
  });

  it("Solemn Judgment: pay half your LP, negate a summon and destroy the monster", () => {
    const s = given({ p0: { hand: ["Celtic Guardian"] }, p1: { spellTraps: ["Solemn Judgment"] } });
    s.summon(0, "Celtic Guardian");
    s.activate(1, "Solemn Judgment");
    s.passUntil(main);
    expect(s.lp(1)).toBe(4000);
    expect(s.where("Celtic Guardian")).toBe("graveyard of 0");
    expect(s.signals("summoned")).toHaveLength(0);
  });

  it("R-EFF-7: Solemn Judgment's LP cost is paid even when its activation is negated (by another Solemn Judgment)", () => {
    const s = given({ p0: { hand: ["Pot of Greed"], spellTraps: ["Solemn Judgment"] }, p1: { spellTraps: ["Solemn Judgment"] } });
    s.activate(0, "Pot of Greed");
    s.activate(1, s.ids("Solemn Judgment", 1)[0]!);
    s.activate(0, s.ids("Solemn Judgment", 0)[0]!);
    s.passUntil(main);
    // Player 1 paid 4000 and was negated; player 0 paid 4000; Pot of Greed resolved.
    expect(s.lp(1)).toBe(4000);
    expect(s.lp(0)).toBe(4000);
    expect(s.events("negated")).toHaveLength(1);
    expect(s.ids("Solemn Judgment", 1, Zone.GRAVE)).toHaveLength(1);
    expect(s.count(0, Zone.HAND)).toBe(2);
  });

  it("Magic Jammer: discard 1 card to negate a spell card's activation and destroy it", () => {
    const s = given({ p0: { hand: ["Pot of Greed"] }, p1: { hand: ["Celtic Guardian"], spellTraps: ["Magic Jammer"] } });
    s.activate(0, "Pot of Greed");
    s.activate(1, "Magic Jammer");
    s.passUntil(main);
    expect(s.where("Celtic Guardian")).toBe("graveyard of 1");
    expect(s.where("Pot of Greed")).toBe("graveyard of 0");
    expect(s.count(0, Zone.HAND)).toBe(0);
    expect(s.events("negated")).toHaveLength(1);
  });

  it("Imperial Order: spell cards' effects are negated; its controller pays 700 LP in their standby phase or it is destroyed", () => {
    const s = given({ player: 1, p0: { spellTraps: ["Imperial Order"] }, p1: { hand: ["Pot of Greed"] } });
    s.activate(1, "Pot of Greed");
    s.activate(0, "Imperial Order");
    s.passUntil(main);
    expect(s.count(1, Zone.HAND)).toBe(0);
    s.passUntil((x) => x.d.prompt?.kind === "selectOption" || x.state.turn === 3 && main(x));
    s.pick(0, "selectOption", (c) => c.label === "pay 700 LP");
    s.passUntil((x) => x.state.turn === 3 && main(x));
    expect(s.lp(0)).toBe(7300);
    expect(s.where("Imperial Order")).toBe("spellTrap face-up of 0");
  });

  it("Call of the Haunted: special summon a monster from your graveyard in attack position; when it is destroyed, the trap is destroyed too", () => {
    const s = given({ player: 1, p0: { spellTraps: ["Call of the Haunted"], grave: ["Summoned Skull"] }, p1: { hand: ["Dark Hole"] } });
    s.pass(1);
    s.activate(0, "Call of the Haunted");
    s.passUntil(main);
    expect(s.where("Summoned Skull")).toBe("monster attack of 0");
    s.activate(1, "Dark Hole");
    s.passUntil(main);
    expect(s.where("Summoned Skull")).toBe("graveyard of 0");
    expect(s.where("Call of the Haunted")).toBe("graveyard of 0");
  });

  it("Call of the Haunted: when the trap leaves the field, the monster is destroyed", () => {
    const s = given({ player: 1, p0: { spellTraps: ["Call of the Haunted"], grave: ["Summoned Skull"] }, p1: { hand: ["Mystical Space Typhoon"] } });
    s.pass(1);
    s.activate(0, "Call of the Haunted");
    s.passUntil(main);
    s.activate(1, "Mystical Space Typhoon");
    chooseIfAsked(s, 1, [s.id("Call of the Haunted")]);
    s.passUntil(main);
    expect(s.where("Call of the Haunted")).toBe("graveyard of 0");
    expect(s.where("Summoned Skull")).toBe("graveyard of 0");
  });
});
