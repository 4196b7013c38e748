/** Scenario tests of classic effect monsters, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { battleStep, given, main, settle } from "./pack.js";

/** [flip monster, target kind on the opponent's field, where the target ends] */
const FLIPS: [string, string, string][] = [
  ["Armed Ninja", "Raigeki", "graveyard of 1"],
  ["Reaper of the Cards", "Mirror Force", "graveyard of 1"],
  ["Trap Master", "Trap Hole", "graveyard of 1"],
  ["Hane-Hane", "Luster Dragon", "hand of 1"],
];

describe("flip monsters: flip summoned, their effect resolves (R-EFF-1)", () => {
  for (const [monster, target, end] of FLIPS) {
    it(`${monster}: flipped face-up, it targets ${target} on the field and sends it to the ${end.split(" ")[0]}`, () => {
      const isMonster = target === "Luster Dragon";
      const s = given({ p0: { monsters: [{ card: monster, pos: "set" }] }, p1: isMonster ? { monsters: [target] } : { spellTraps: [target] } });
      s.act(0, { kind: "flipSummon", card: s.id(monster) });
      settle(s, [[s.id(target)]]);
      expect(s.where(target)).toBe(end);
    });
  }
});

describe("monsters, as compiled from cards/classic/scripts", () => {
  it("Abyss Soldier: once per turn, discard a WATER monster to return a card on the field to the hand", () => {
    const s = given({ p0: { monsters: ["Abyss Soldier"], hand: ["Hyosube"] }, p1: { monsters: ["Luster Dragon"] } });
    s.activate(0, "Abyss Soldier");
    settle(s, [[s.id("Luster Dragon")]]);
    expect(s.where("Hyosube")).toBe("graveyard of 0");
    expect(s.where("Luster Dragon")).toBe("hand of 1");
  });

  it("Exiled Force: tribute it to destroy a monster on the field", () => {
    const s = given({ p0: { monsters: ["Exiled Force"] }, p1: { monsters: ["Luster Dragon"] } });
    s.activate(0, "Exiled Force");
    settle(s, [[s.id("Luster Dragon")]]);
    expect(s.where("Exiled Force")).toBe("graveyard of 0");
    expect(s.where("Luster Dragon")).toBe("graveyard of 1");
  });

  it("Dark Magician Girl: gains 300 ATK for each Dark Magician in any graveyard", () => {
    const s = given({ p0: { monsters: ["Dark Magician Girl"], grave: ["Dark Magician"] }, p1: { grave: ["Dark Magician"] } });
    expect(s.atk("Dark Magician Girl")).toBe(2000 + 600);
  });

  it("Lord of D.: Dragon monsters on the field cannot be targeted by card effects", () => {
    const s = given({ p0: { hand: ["Mystical Space Typhoon"], monsters: ["Lord of D."] }, p1: { hand: [], monsters: ["Luster Dragon"] } });
    const t = given({ p0: { hand: ["Change of Heart"], monsters: ["Lord of D."] }, p1: { monsters: ["Luster Dragon"] } });
    void s;
    expect(t.refused(0, { kind: "activate", card: t.id("Change of Heart") })).toMatch(/no valid target/);
  });

  it("Chaos Emperor Dragon - Envoy of the End: pay 1000 LP, send all cards in hands and on the field to the graveyard, 300 damage each", () => {
    const s = given({ p0: { monsters: ["Chaos Emperor Dragon - Envoy of the End"], hand: ["Mokey Mokey"] }, p1: { monsters: ["Luster Dragon"], hand: ["Raigeki"] } });
    s.activate(0, "Chaos Emperor Dragon - Envoy of the End");
    settle(s);
    expect(s.lp(0)).toBe(7000);
    expect(s.count(1, Zone.HAND)).toBe(0);
    expect(s.lp(1)).toBe(8000 - 4 * 300);
  });

  it("Black Luster Soldier - Envoy of the Beginning: special summoned by banishing a LIGHT and a DARK monster from the graveyard; banishes a monster", () => {
    const s = given({ p0: { hand: ["Black Luster Soldier - Envoy of the Beginning"], grave: ["Mokey Mokey", "The 13th Grave"] }, p1: { monsters: ["Luster Dragon"] } });
    expect(s.d.explain({ kind: "normalSummon", card: s.id("Black Luster Soldier - Envoy of the Beginning") })).toMatch(/cannot be Normal Summoned/);
  });

  it("Fiber Jar: flipped, every card in hands, fields and graveyards returns to the deck, then each player draws 5", () => {
    const s = given({ p0: { monsters: [{ card: "Fiber Jar", pos: "set" }], hand: ["Mokey Mokey"], grave: ["Kojikocy"] }, p1: { monsters: ["Luster Dragon"] } });
    s.act(0, { kind: "flipSummon", card: s.id("Fiber Jar") });
    settle(s);
    expect(s.count(0, Zone.HAND)).toBe(5);
    expect(s.count(1, Zone.HAND)).toBe(5);
    expect(s.count(0, Zone.MONSTER) + s.count(1, Zone.MONSTER)).toBe(0);
  });

  it("Morphing Jar: flipped, each player discards their hand, then draws 5", () => {
    const s = given({ p0: { monsters: [{ card: "Morphing Jar", pos: "set" }], hand: ["Mokey Mokey"] }, p1: { hand: ["Raigeki"] } });
    s.act(0, { kind: "flipSummon", card: s.id("Morphing Jar") });
    settle(s);
    expect(s.where("Raigeki")).toBe("graveyard of 1");
    expect(s.count(0, Zone.HAND)).toBe(5);
  });

  it("Mysterious Puppeteer: when a monster is normal summoned, its controller gains 500 LP", () => {
    const s = given({ p0: { monsters: ["Mysterious Puppeteer"], hand: ["Kojikocy"] } });
    s.summon(0, "Kojikocy");
    settle(s);
    expect(s.lp(0)).toBe(8500);
  });

  it("Marauding Captain: normal summoned, special summon a level 4 or lower monster from the hand; other Warriors cannot be attacked", () => {
    const s = given({ p0: { hand: ["Marauding Captain", "Kojikocy"] } });
    s.summon(0, "Marauding Captain");
    settle(s, [[s.id("Kojikocy")], "attack"]);
    expect(s.where("Kojikocy")).toBe("monster attack of 0");
  });

  it("Sinister Serpent: in your standby phase, it may return from the graveyard to the hand", () => {
    const s = given({ player: 1, p0: { grave: ["Sinister Serpent"] } });
    settle(s, [], (x) => x.state.turn === 3 && main(x));
    expect(s.where("Sinister Serpent")).toBe("hand of 0");
  });

  it("The Stern Mystic: flipped, its controller looks at all face-down cards on the field", () => {
    const s = given({ p0: { monsters: [{ card: "The Stern Mystic", pos: "set" }] }, p1: { monsters: [{ card: "Luster Dragon", pos: "set" }], spellTraps: ["Mirror Force"] } });
    s.act(0, { kind: "flipSummon", card: s.id("The Stern Mystic") });
    settle(s);
    expect(s.events("revealed").filter((e) => e.to === 0).map((e) => e.card)).toEqual(expect.arrayContaining([s.id("Luster Dragon"), s.id("Mirror Force")]));
  });

  it("Yata-Garasu: normal summoned, it returns to the hand in the end phase", () => {
    const s = given({ p0: { hand: ["Yata-Garasu"] } });
    s.summon(0, "Yata-Garasu");
    settle(s, [], (x) => x.state.turn === 3);
    expect(s.where("Yata-Garasu")).toBe("hand of 0");
  });

  it("The Wicked Worm Beast: normal summoned, it returns to the hand in the end phase", () => {
    const s = given({ p0: { hand: ["The Wicked Worm Beast"] } });
    s.summon(0, "The Wicked Worm Beast");
    settle(s, [], (x) => x.state.turn === 3);
    expect(s.where("The Wicked Worm Beast")).toBe("hand of 0");
  });

  it("Wall of Illusion: the monster that attacked it returns to its owner's hand after the battle", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Kojikocy"] }, p1: { monsters: ["Wall of Illusion"] } });
    s.attack(0, s.id("Kojikocy"), s.id("Wall of Illusion"));
    settle(s, [], (x) => battleStep(x) || x.state.phase > 3);
    expect(s.where("Kojikocy")).toBe("hand of 0");
  });

  it("D.D. Warrior Lady: after battling, it may banish the monster it battled and itself", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Luster Dragon"] }, p1: { monsters: ["D.D. Warrior Lady"] } });
    s.attack(0, s.id("Luster Dragon"), s.id("D.D. Warrior Lady"));
    settle(s, [], (x) => battleStep(x) || x.state.phase > 3);
    expect(s.where("Luster Dragon")).toBe("banished of 0");
  });

  it("Dark Magician of Chaos: it is banished instead of leaving the field", () => {
    const s = given({ p0: { hand: ["Dark Hole"], monsters: ["Dark Magician of Chaos"] } });
    s.activate(0, "Dark Hole");
    settle(s);
    expect(s.where("Dark Magician of Chaos")).toBe("banished of 0");
  });

  it("Twin-Headed Behemoth: sent to the graveyard this turn, it comes back in the end phase with 1000 ATK and DEF (once per duel)", () => {
    const s = given({ p0: { hand: ["Dark Hole"], monsters: ["Twin-Headed Behemoth"] } });
    s.activate(0, "Dark Hole");
    settle(s, ["attack"], (x) => x.state.turn === 3);
    expect(s.where("Twin-Headed Behemoth")).toBe("monster attack of 0");
    expect(s.atk("Twin-Headed Behemoth")).toBe(1000);
  });

  it("Makyura the Destructor: destroyed, its controller can activate trap cards from the hand this turn", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Luster Dragon"] }, p1: { monsters: ["Makyura the Destructor"] } });
    s.attack(0, s.id("Luster Dragon"), s.id("Makyura the Destructor"));
    settle(s, [], (x) => battleStep(x) || x.state.phase > 3);
    expect(s.where("Makyura the Destructor")).toBe("graveyard of 1");
  });
});
