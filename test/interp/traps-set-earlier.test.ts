/** Scenario tests of the classic traps, through their compiled scripts (set cards activated a later turn, R-CARD-4). */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { battleStep, given, main, settle } from "./pack.js";

describe("traps, as compiled from cards/classic/scripts", () => {
  it("Castle Walls: target a face-up monster; it gains 500 DEF until the end of the turn", () => {
    const s = given({ p0: { spellTraps: ["Castle Walls"], monsters: ["Prevent Rat"] } });
    s.activate(0, "Castle Walls");
    settle(s);
    expect(s.d.stat(s.id("Prevent Rat"), "def")).toBe(2500);
    settle(s, [], (x) => x.state.turn === 3);
    expect(s.d.stat(s.id("Prevent Rat"), "def")).toBe(2000);
  });

  it("Ceasefire: flip every face-down defense monster face-up, then 500 damage to the opponent for each effect monster on the field", () => {
    const s = given({ p0: { spellTraps: ["Ceasefire"], monsters: ["Mokey Mokey"] }, p1: { monsters: [{ card: "Sangan", pos: "set" }, "Witch of the Black Forest"] } });
    s.activate(0, "Ceasefire");
    settle(s);
    expect(s.where("Sangan")).toBe("monster defense of 1");
    expect(s.lp(1)).toBe(8000 - 1000);
  });

  it("Deck Devastation Virus: tribute a DARK monster with 2000+ ATK; destroy the opponent's monsters with 1500 or less ATK on the field and in hand, and those they draw for 3 turns", () => {
    const s = given({ p0: { spellTraps: ["Deck Devastation Virus"], monsters: ["Summoned Skull"] }, p1: { monsters: ["Mokey Mokey", "Luster Dragon"], hand: ["Kojikocy", "Raigeki"], deck: ["Uraby", "Hyosube"] } });
    s.activate(0, "Deck Devastation Virus");
    settle(s);
    expect(s.where("Summoned Skull")).toBe("graveyard of 0");
    expect(s.where("Mokey Mokey")).toBe("graveyard of 1");
    expect(s.where("Kojikocy")).toBe("graveyard of 1");
    expect(s.where("Luster Dragon")).toBe("monster attack of 1");
    expect(s.where("Raigeki")).toBe("hand of 1");
    // Next turn the opponent draws Uraby (1500 ATK): the delayed effect destroys it.
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.where("Uraby")).toBe("graveyard of 1");
  });

  it("Dragon Capture Jar: face-up Dragons are changed to defense position and cannot change their position", () => {
    const s = given({ p0: { spellTraps: ["Dragon Capture Jar"] }, p1: { monsters: ["Luster Dragon", "Kojikocy"] } });
    s.activate(0, "Dragon Capture Jar");
    settle(s);
    expect(s.where("Luster Dragon")).toBe("monster defense of 1");
    expect(s.where("Kojikocy")).toBe("monster attack of 1");
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.d.explain({ kind: "changePosition", card: s.id("Luster Dragon") })).toMatch(/cannot change/);
  });

  it("Good Goblin Housekeeping: draw 1 + the number of copies in your graveyard, then put 1 card from your hand at the bottom of the deck", () => {
    const s = given({ p0: { spellTraps: ["Good Goblin Housekeeping"], grave: ["Good Goblin Housekeeping"], hand: ["Mokey Mokey"], deck: ["Kojikocy", "Uraby", "Hyosube"] } });
    s.activate(0, s.ids("Good Goblin Housekeeping", 0, Zone.SPELL_TRAP)[0]!);
    settle(s, [[s.id("Mokey Mokey")]]);
    expect(s.where("Kojikocy")).toBe("hand of 0");
    expect(s.where("Uraby")).toBe("hand of 0");
    expect(s.where("Mokey Mokey")).toBe("deck of 0");
    expect(s.state.zones[0 * 9 + Zone.DECK]![0]).toBe(s.id("Mokey Mokey"));
  });

  it("Gravity Bind: monsters of level 4 or higher cannot attack", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Luster Dragon", "Mokey Mokey"] }, p1: { spellTraps: [{ card: "Gravity Bind", pos: "attack" }] } });
    expect(s.d.explain({ kind: "attack", card: s.id("Luster Dragon") })).toMatch(/cannot attack/);
    expect(s.d.explain({ kind: "attack", card: s.id("Mokey Mokey") })).toBeNull();
  });

  it("Just Desserts: 500 damage to the opponent for each monster they control", () => {
    const s = given({ p0: { spellTraps: ["Just Desserts"] }, p1: { monsters: ["Mokey Mokey", "Luster Dragon", { card: "Uraby", pos: "set" }] } });
    s.activate(0, "Just Desserts");
    settle(s);
    expect(s.lp(1)).toBe(6500);
  });

  it("Reckless Greed: draw 2 cards, and skip your next 2 draw phases", () => {
    const s = given({ p0: { spellTraps: ["Reckless Greed"], deck: ["Kojikocy", "Uraby", "Hyosube", "Overdrive"] } });
    s.activate(0, "Reckless Greed");
    settle(s);
    expect(s.count(0, Zone.HAND)).toBe(2);
    settle(s, [], (x) => x.state.turn === 6 && main(x));
    // Turns 4 and 6 had no draw phase.
    expect(s.count(0, Zone.HAND)).toBe(2);
    settle(s, [], (x) => x.state.turn === 8 && main(x));
    expect(s.count(0, Zone.HAND)).toBe(3);
  });

  it("Reinforcements: target a face-up monster; it gains 500 ATK until the end of the turn", () => {
    const s = given({ p0: { spellTraps: ["Reinforcements"], monsters: ["Kojikocy"] } });
    s.activate(0, "Reinforcements");
    settle(s);
    expect(s.atk("Kojikocy")).toBe(2000);
  });

  it("Ring of Destruction: destroy a face-up monster and both players take damage equal to its ATK", () => {
    const s = given({ p0: { spellTraps: ["Ring of Destruction"] }, p1: { monsters: ["Luster Dragon"] } });
    s.activate(0, "Ring of Destruction");
    settle(s);
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
    expect(s.lp(0)).toBe(6100);
    expect(s.lp(1)).toBe(6100);
  });

  it("Torrential Tribute: when a monster is summoned, destroy all monsters on the field", () => {
    const s = given({ p0: { hand: ["Kojikocy"], monsters: ["Uraby"] }, p1: { spellTraps: ["Torrential Tribute"], monsters: ["Luster Dragon"] } });
    s.summon(0, "Kojikocy");
    s.passUntil((x) => x.d.prompt?.player === 1 && x.d.prompt.options.some((o) => o.kind === "activate"));
    s.activate(1, "Torrential Tribute");
    settle(s);
    for (const n of ["Kojikocy", "Uraby"]) expect(s.where(n)).toBe("graveyard of 0");
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
  });

  it("Two-Pronged Attack: target 2 monsters you control and 1 the opponent controls; destroy them", () => {
    const s = given({ p0: { spellTraps: ["Two-Pronged Attack"], monsters: ["Mokey Mokey", "Prevent Rat", "Kojikocy"] }, p1: { monsters: ["Luster Dragon"] } });
    s.activate(0, "Two-Pronged Attack");
    settle(s, [[s.id("Mokey Mokey"), s.id("Prevent Rat")]]);
    expect(s.where("Mokey Mokey")).toBe("graveyard of 0");
    expect(s.where("Prevent Rat")).toBe("graveyard of 0");
    expect(s.where("Kojikocy")).toBe("monster attack of 0");
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
  });

  it("Ultimate Offering: pay 500 LP for one more normal summon this turn", () => {
    const s = given({ p0: { spellTraps: [{ card: "Ultimate Offering", pos: "attack" }], hand: ["Kojikocy", "Uraby"] } });
    s.summon(0, "Kojikocy");
    settle(s);
    expect(s.d.explain({ kind: "normalSummon", card: s.id("Uraby") })).toMatch(/already/);
    s.activate(0, "Ultimate Offering");
    settle(s);
    expect(s.lp(0)).toBe(7500);
    s.summon(0, "Uraby");
    settle(s);
    expect(s.where("Uraby")).toBe("monster attack of 0");
  });

  it("Waboku: this turn you take no battle damage and your monsters are not destroyed by battle", () => {
    const s = given({ phase: "battle", player: 1, p0: { spellTraps: ["Waboku"], monsters: ["Mokey Mokey"] }, p1: { monsters: ["Luster Dragon"] } });
    s.attack(1, s.id("Luster Dragon"), s.id("Mokey Mokey"));
    s.passUntil((x) => x.d.prompt?.player === 0 && x.d.prompt.options.some((o) => o.kind === "activate"));
    s.activate(0, "Waboku");
    settle(s, [], battleStep);
    expect(s.where("Mokey Mokey")).toBe("monster attack of 0");
    expect(s.lp(0)).toBe(8000);
  });
});
