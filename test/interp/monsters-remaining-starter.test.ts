/**
 * Scenario tests of the classic monsters that issue #5 scripted last, through their compiled
 * scripts. A board where no player can do anything runs on by itself (windows with only "pass"
 * are not asked), so a test that looks at the board mid-turn gives the turn player a quick-play
 * spell it can activate at any time (Mystical Space Typhoon, with a set card of its own to target)
 * to keep the windows open.
 */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { battleStep, given, main, settle } from "./pack.js";

/** Keeps the turn player's windows open (see above). */
const HOLD = "Mystical Space Typhoon";
const HELD = { spellTraps: ["Pot of Greed"] };

describe("battle monsters", () => {
  it("Exarion Universe: attacking a defense position monster, it may lose 400 ATK to inflict piercing damage", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Exarion Universe"], hand: [HOLD], ...HELD }, p1: { monsters: [{ card: "Mokey Mokey", pos: "defense" }] } });
    s.attack(0, s.id("Exarion Universe"), s.id("Mokey Mokey"));
    settle(s, [], battleStep);
    expect(s.atk("Exarion Universe")).toBe(1400);
    expect(s.where("Mokey Mokey")).toBe("graveyard of 1");
    expect(s.lp(1)).toBe(8000 - (1400 - 100));
  });

  it("Exarion Universe: attacking an attack position monster, the trigger does not apply", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Exarion Universe"], hand: [HOLD], ...HELD }, p1: { monsters: ["Kojikocy"] } });
    s.attack(0, s.id("Exarion Universe"), s.id("Kojikocy"));
    settle(s, [], battleStep);
    expect(s.atk("Exarion Universe")).toBe(1800);
    expect(s.lp(1)).toBe(8000 - 300);
  });

  it("Rocket Warrior: in your battle phase it is not destroyed by battle, you take no battle damage, and the battled monster loses 500 ATK until end of turn", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Rocket Warrior"], hand: [HOLD], ...HELD }, p1: { monsters: ["Luster Dragon"] } });
    s.attack(0, s.id("Rocket Warrior"), s.id("Luster Dragon"));
    settle(s, [], battleStep);
    expect(s.where("Rocket Warrior")).toBe("monster attack of 0");
    expect(s.lp(0)).toBe(8000);
    expect(s.atk("Luster Dragon")).toBe(1900 - 500);
    // The change is the battled monster's only (a temporary change once applied to every monster).
    expect(s.atk("Rocket Warrior")).toBe(1500);
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.atk("Luster Dragon")).toBe(1900);
  });

  it("Panther Warrior: it attacks only by tributing 1 other monster its controller controls, at the declaration", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Panther Warrior", "Mokey Mokey"], hand: [HOLD], ...HELD }, p1: { monsters: ["Kojikocy"] } });
    s.attack(0, s.id("Panther Warrior"), s.id("Kojikocy"));
    expect(s.where("Mokey Mokey")).toBe("graveyard of 0");
    settle(s, [], battleStep);
    expect(s.where("Kojikocy")).toBe("graveyard of 1");
    expect(s.lp(1)).toBe(8000 - 500);
  });

  it("Panther Warrior: with no other monster to tribute, it cannot attack", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Panther Warrior"], hand: [HOLD], ...HELD }, p1: { monsters: ["Kojikocy"] } });
    expect(s.refused(0, { kind: "attack", card: s.id("Panther Warrior") })).toMatch(/cannot attack unless you tribute 1 other monster you control/);
  });

  it("Reflect Bounder: attacked while face-up, it inflicts the attacker's ATK to the attacker's controller, then destroys itself after the battle", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Kojikocy"], hand: [HOLD], ...HELD }, p1: { monsters: ["Reflect Bounder"] } });
    s.attack(0, s.id("Kojikocy"), s.id("Reflect Bounder"));
    settle(s, [], battleStep);
    expect(s.lp(0)).toBe(8000 - 1500 - 200);
    expect(s.where("Kojikocy")).toBe("graveyard of 0");
    expect(s.where("Reflect Bounder")).toBe("graveyard of 1");
  });

  it("Injection Fairy Lily: during damage calculation, pay 2000 LP and it gains 3000 ATK until the end of the damage step", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Injection Fairy Lily"], hand: [HOLD], ...HELD }, p1: { monsters: ["Luster Dragon"] } });
    s.attack(0, s.id("Injection Fairy Lily"), s.id("Luster Dragon"));
    s.passUntil((x) => x.d.prompt?.player === 0 && x.d.prompt.options.some((o) => o.kind === "activate" && o.card === x.id("Injection Fairy Lily")));
    s.activate(0, "Injection Fairy Lily");
    settle(s, [], battleStep);
    expect(s.lp(0)).toBe(6000);
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
    expect(s.atk("Luster Dragon")).toBe(1900);
    expect(s.lp(1)).toBe(8000 - (3400 - 1900));
    expect(s.atk("Injection Fairy Lily")).toBe(400);
  });

  it("Vampire Lord: inflicting battle damage, it declares a card type and the opponent sends a card of that type from their deck to the graveyard", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Vampire Lord"], hand: [HOLD], ...HELD }, p1: { deck: ["Beaver Warrior", "Raigeki", "Beaver Warrior"] } });
    s.attack(0, s.id("Vampire Lord"), "direct");
    settle(s, ["spell"], battleStep);
    expect(s.lp(1)).toBe(6000);
    expect(s.where("Raigeki")).toBe("graveyard of 1");
    expect(s.count(1, Zone.DECK)).toBe(2);
  });

  it("Vampire Lord: destroyed by the opponent's card effect, it comes back in its controller's next standby phase", () => {
    const s = given({ player: 1, p0: { monsters: ["Vampire Lord"] }, p1: { hand: ["Raigeki"] } });
    s.activate(1, "Raigeki");
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.where("Vampire Lord")).toBe("monster attack of 0");
  });

  it("Vampire Lord: destroyed by its own controller's card effect, it stays in the graveyard", () => {
    const s = given({ p0: { monsters: ["Vampire Lord"], hand: ["Dark Hole"] } });
    s.activate(0, "Dark Hole");
    settle(s, [], (x) => x.state.turn === 4 && main(x));
    expect(s.where("Vampire Lord")).toBe("graveyard of 0");
  });
});

describe("main phase and graveyard monsters", () => {
  it("Magical Scientist: pay 1000 LP, special summon a level 6 or lower fusion monster from the extra deck; it returns to the extra deck in the end phase", () => {
    const s = given({ p0: { monsters: ["Magical Scientist"], extra: ["Metal Dragon", "Skull Knight"] } });
    s.activate(0, "Magical Scientist");
    settle(s, [[s.id("Metal Dragon")], "attack"]);
    expect(s.lp(0)).toBe(7000);
    expect(s.where("Metal Dragon")).toBe("monster attack of 0");
    expect(s.where("Skull Knight")).toBe("extra of 0");
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.where("Metal Dragon")).toBe("extra of 0");
  });

  it("Magical Scientist: the summoned fusion monster cannot attack directly this turn", () => {
    const s = given({ p0: { monsters: ["Magical Scientist"], extra: ["Metal Dragon"], hand: [HOLD], ...HELD } });
    s.activate(0, "Magical Scientist");
    settle(s, [[s.id("Metal Dragon")], "attack"]);
    s.pass(0);
    settle(s, [], battleStep);
    expect(s.refused(0, { kind: "attack", card: s.id("Metal Dragon") })).toMatch(/cannot attack directly/);
  });

  it("Tribe-Infecting Virus: discard a card, declare a race, destroy every face-up monster of that race", () => {
    const s = given({ p0: { monsters: ["Tribe-Infecting Virus"], hand: ["Mokey Mokey"] }, p1: { monsters: ["Luster Dragon", "Kojikocy", { card: "Beaver Warrior", pos: "set" }] } });
    s.activate(0, "Tribe-Infecting Virus");
    settle(s, ["Dragon"]);
    expect(s.where("Mokey Mokey")).toBe("graveyard of 0");
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
    expect(s.where("Kojikocy")).toBe("monster attack of 1");
    expect(s.where("Tribe-Infecting Virus")).toBe("monster attack of 0");
  });

  it("Night Assailant: flipped, it destroys a monster on the field", () => {
    const s = given({ p0: { monsters: [{ card: "Night Assailant", pos: "set" }] }, p1: { monsters: ["Luster Dragon"] } });
    s.act(0, { kind: "flipSummon", card: s.id("Night Assailant") });
    settle(s, [[s.id("Luster Dragon")]]);
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
  });

  it("Night Assailant: discarded, it adds a flip monster other than Night Assailant from the graveyard to the hand", () => {
    const s = given({ p0: { hand: ["Lightning Vortex", "Night Assailant"], grave: ["Hane-Hane", "Night Assailant"] }, p1: { monsters: ["Luster Dragon"] } });
    const [inHand] = s.ids("Night Assailant", 0, Zone.HAND);
    s.activate(0, "Lightning Vortex");
    settle(s, [[inHand!], [s.id("Hane-Hane")]]);
    expect(s.where("Hane-Hane")).toBe("hand of 0");
    expect(s.ids("Night Assailant", 0, Zone.GRAVE)).toHaveLength(2);
  });

  it("Protector of the Sanctuary: the opponent cannot add cards from their deck to their hand (drawing still works)", () => {
    const s = given({ player: 1, p0: { monsters: ["Protector of the Sanctuary"] }, p1: { hand: ["Reinforcement of the Army"], deck: ["Kojikocy", "Beaver Warrior"] } });
    const before = s.count(1, Zone.HAND);
    const tried = s.d.perform({ kind: "activate", card: s.id("Reinforcement of the Army") });
    if (tried.ok) settle(s);
    expect(s.where("Kojikocy")).toBe("deck of 1");
    expect(s.count(1, Zone.HAND)).toBeLessThanOrEqual(before);
  });

  it("Manticore of Darkness: sent to the graveyard this turn, in the end phase it may come back by sending a Beast from the hand to the graveyard", () => {
    const s = given({ p0: { monsters: ["Manticore of Darkness"], hand: ["Dark Hole", "Nekogal #1"] } });
    s.activate(0, "Dark Hole");
    settle(s, [[s.id("Nekogal #1")], "attack"], (x) => x.state.turn === 3);
    expect(s.where("Nekogal #1")).toBe("graveyard of 0");
    expect(s.where("Manticore of Darkness")).toBe("monster attack of 0");
  });

  it("Sacred Phoenix of Nephthys: destroyed by a card effect, it comes back in its controller's next standby phase and destroys every spell/trap card on the field", () => {
    const s = given({ player: 1, p0: { monsters: ["Sacred Phoenix of Nephthys"], spellTraps: ["Mirror Force"] }, p1: { hand: ["Raigeki"], spellTraps: ["Trap Hole"] } });
    s.activate(1, "Raigeki");
    settle(s, ["attack"], (x) => x.state.turn === 3 && main(x));
    expect(s.where("Sacred Phoenix of Nephthys")).toBe("monster attack of 0");
    expect(s.where("Mirror Force")).toBe("graveyard of 0");
    expect(s.where("Trap Hole")).toBe("graveyard of 1");
  });

  it("Sacred Phoenix of Nephthys: destroyed by battle, it stays in the graveyard", () => {
    const s = given({ player: 1, phase: "battle", p0: { monsters: ["Sacred Phoenix of Nephthys"] }, p1: { monsters: ["Blue-Eyes White Dragon"] } });
    s.attack(1, s.id("Blue-Eyes White Dragon"), s.id("Sacred Phoenix of Nephthys"));
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.where("Sacred Phoenix of Nephthys")).toBe("graveyard of 0");
  });

  it("Yata-Garasu: inflicting battle damage, the opponent skips their next draw phase", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Yata-Garasu"] } });
    s.attack(0, s.id("Yata-Garasu"), "direct");
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.lp(1)).toBe(8000 - 200);
    expect(s.count(1, Zone.HAND)).toBe(0);
    expect(s.events("turnStart").length).toBe(1);
    // The turn after (turn 5) the opponent draws again.
    settle(s, [], (x) => x.state.turn === 5 && main(x));
    expect(s.count(1, Zone.HAND)).toBeGreaterThan(0);
  });
});
