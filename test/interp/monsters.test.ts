/** Scenario tests of the acceptance monsters, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { Flag, Zone } from "../../src/rules/index.js";
import { chooseIfAsked, given, main, position } from "./pack.js";

const battleOver = (s: ReturnType<typeof given>) => s.state.phase > 3 || (s.d.prompt?.context.window === "battle" && s.state.chain.length === 0);

describe("monsters, as compiled from cards/classic/scripts", () => {
  it("Man-Eater Bug: flip summoned, it targets 1 monster on the field and destroys it (R-EFF-1)", () => {
    const s = given({ p0: { monsters: [{ card: "Man-Eater Bug", pos: "set" }] }, p1: { monsters: ["Summoned Skull", "Celtic Guardian"] } });
    s.act(0, { kind: "flipSummon", card: s.id("Man-Eater Bug") });
    chooseIfAsked(s, 0, [s.id("Summoned Skull")]);
    s.passUntil(main);
    expect(s.where("Summoned Skull")).toBe("graveyard of 1");
    expect(s.where("Celtic Guardian")).toBe("monster attack of 1");
  });

  it("R-EFF-1: Man-Eater Bug destroyed face-down by Raigeki does nothing", () => {
    const s = given({ p0: { hand: ["Raigeki"], monsters: ["Celtic Guardian"] }, p1: { monsters: [{ card: "Man-Eater Bug", pos: "set" }, "Summoned Skull"] } });
    s.activate(0, "Raigeki").passUntil(main);
    expect(s.where("Man-Eater Bug")).toBe("graveyard of 1");
    expect(s.where("Celtic Guardian")).toBe("monster attack of 0");
    expect(s.events("chainLink")).toHaveLength(1);
  });

  it("Penguin Soldier: when flipped, its controller may return up to 2 monsters on the field to the hand", () => {
    const s = given({ p0: { monsters: [{ card: "Penguin Soldier", pos: "set" }] }, p1: { monsters: ["Summoned Skull", "Celtic Guardian"] } });
    s.act(0, { kind: "flipSummon", card: s.id("Penguin Soldier") });
    s.pick(0, "trigger", (c) => c.kind === "trigger");
    s.choose(0, [s.id("Summoned Skull"), s.id("Celtic Guardian")]);
    s.passUntil(main);
    expect(s.where("Summoned Skull")).toBe("hand of 1");
    expect(s.where("Celtic Guardian")).toBe("hand of 1");
  });

  it("Sangan: sent from the field to the graveyard, add a monster with 1500 or less ATK from the deck to the hand", () => {
    const s = given({ p0: { hand: ["Dark Hole"], monsters: ["Sangan"], deck: ["Summoned Skull", "Celtic Guardian", "Beaver Warrior"] } });
    s.activate(0, "Dark Hole");
    s.passUntil((x) => x.d.prompt?.kind === "selectCards" || main(x));
    s.choose(0, [s.id("Celtic Guardian")]);
    s.passUntil(main);
    expect(s.where("Celtic Guardian")).toBe("hand of 0");
    expect(s.where("Summoned Skull")).toBe("deck of 0");
  });

  it("Sangan's search happens even when it is tributed from the field (a tribute is not a destruction, but it is sent to the graveyard — R-EFF-8)", () => {
    const s = given({ p0: { hand: ["Summoned Skull"], monsters: ["Sangan"], deck: ["Celtic Guardian", "Dark Magician"] } });
    s.summon(0, "Summoned Skull");
    s.passUntil((x) => x.d.prompt?.kind === "selectCards" || main(x));
    chooseIfAsked(s, 0, [s.id("Celtic Guardian")]);
    s.passUntil(main);
    expect(s.signals("tributed")).toHaveLength(1);
    expect(s.where("Celtic Guardian")).toBe("hand of 0");
  });

  it("Witch of the Black Forest: sent from the field to the graveyard, add a monster with 1500 or less DEF from the deck", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Summoned Skull"] }, p1: { monsters: ["Witch of the Black Forest"], deck: ["Dark Magician", "Summoned Skull", "Mystical Elf"] } });
    s.attack(0, s.id("Summoned Skull", 0), s.id("Witch of the Black Forest"));
    s.passUntil((x) => x.d.prompt?.kind === "selectCards" || battleOver(x));
    // Dark Magician (DEF 2100) and Mystical Elf (DEF 2000) do not qualify; Summoned Skull (DEF 1200) is the only choice, taken at once.
    s.passUntil(battleOver);
    expect(s.ids("Summoned Skull", 1, Zone.HAND)).toHaveLength(1);
  });

  it("Kuriboh: discarded from the hand during damage calculation, its controller takes no battle damage", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Summoned Skull"] }, p1: { hand: ["Kuriboh"], monsters: ["Celtic Guardian"] } });
    s.attack(0, s.id("Summoned Skull"), s.id("Celtic Guardian"));
    s.passUntil((x) => x.d.prompt?.player === 1 && x.d.prompt.options.some((o) => o.kind === "activate" && o.card === x.id("Kuriboh")));
    expect(s.d.prompt?.context.window).toBe("damageCalc");
    s.activate(1, "Kuriboh");
    s.passUntil(battleOver);
    expect(s.lp(1)).toBe(8000);
    expect(s.where("Celtic Guardian")).toBe("graveyard of 1");
    expect(s.where("Kuriboh")).toBe("graveyard of 1");
  });

  it("Command Knight: Warrior monsters you control gain 400 ATK; while you control another monster it cannot be attacked", () => {
    const s = given({ phase: "battle", player: 1, p0: { monsters: ["Command Knight", "Celtic Guardian", "Dark Magician"] }, p1: { monsters: ["Summoned Skull"] } });
    expect(s.atk("Command Knight")).toBe(1200 + 400);
    expect(s.atk("Celtic Guardian")).toBe(1400 + 400);
    expect(s.atk("Dark Magician")).toBe(2500);
    s.act(1, { kind: "attack", card: s.id("Summoned Skull") });
    const p = s.expect(1, "attackTarget");
    expect(p.options.some((o) => o.card === s.id("Command Knight"))).toBe(false);
  });

  it("Breaker the Magical Warrior: normal summoned, it gets a spell counter (+300 ATK); remove it to destroy a spell/trap card", () => {
    const s = given({ p0: { hand: ["Breaker the Magical Warrior"] }, p1: { spellTraps: ["Mirror Force"] } });
    s.summon(0, "Breaker the Magical Warrior");
    s.passUntil(main);
    expect(s.atk("Breaker the Magical Warrior")).toBe(1600 + 300);
    s.activate(0, "Breaker the Magical Warrior");
    chooseIfAsked(s, 0, [s.id("Mirror Force")]);
    s.passUntil(main);
    expect(s.where("Mirror Force")).toBe("graveyard of 1");
    expect(s.atk("Breaker the Magical Warrior")).toBe(1600);
  });

  it("R-DUEL-2: Exodia the Forbidden One — holding all five pieces wins the duel", () => {
    const s = given({ p0: { hand: ["Exodia the Forbidden One", "Right Leg of the Forbidden One", "Left Leg of the Forbidden One", "Right Arm of the Forbidden One"], deck: ["Left Arm of the Forbidden One"] } });
    expect(s.state.result).toBe(-1);
    s.passUntil((x) => x.state.turn === 4 || x.state.result !== -1);
    expect(s.state.result).toBe(0);
    expect(s.events("duelEnd")[0]?.reason).toMatch(/Exodia/);
  });

  it("R-SUM-8: Stardust Dragon — tribute it to negate an activation that would destroy, then it comes back in the end phase", () => {
    const s = given({ player: 1, p0: { monsters: ["Stardust Dragon"] }, p1: { hand: ["Dark Hole"] } });
    // It was Synchro Summoned before (R-SUM-5: so it may come back from the graveyard).
    s.state.cards[s.id("Stardust Dragon")]!.flags |= Flag.PROPER;
    s.activate(1, "Dark Hole");
    s.activate(0, "Stardust Dragon");
    s.passUntil((x) => main(x) || x.d.prompt?.kind === "trigger");
    expect(s.where("Dark Hole")).toBe("graveyard of 1");
    expect(s.where("Stardust Dragon")).toBe("graveyard of 0");
    s.passUntil((x) => x.d.prompt?.kind === "trigger" || x.state.turn === 3);
    s.pick(0, "trigger", (c) => c.kind === "trigger");
    position(s, 0, "attack").passUntil((x) => x.state.turn === 3);
    expect(s.where("Stardust Dragon")).toBe("monster attack of 0");
  });

  it("Blue-Eyes Ultimate Dragon: its materials are three Blue-Eyes White Dragon (Polymerization needs all three, R-EFF-12)", () => {
    const s = given({ p0: { hand: ["Polymerization", "Blue-Eyes White Dragon", "Blue-Eyes White Dragon"], extra: ["Blue-Eyes Ultimate Dragon"] } });
    // Two are not enough: Polymerization cannot even be activated.
    expect(s.d.explain({ kind: "activate", card: s.id("Polymerization") })).toContain("R-EFF-12");
    const t = given({ p0: { hand: ["Polymerization", "Blue-Eyes White Dragon", "Blue-Eyes White Dragon", "Blue-Eyes White Dragon"], extra: ["Blue-Eyes Ultimate Dragon"] } });
    const bewd = t.ids("Blue-Eyes White Dragon", 0, Zone.HAND);
    t.activate(0, "Polymerization").passUntil((x) => x.d.prompt?.kind === "selectCards" || main(x));
    for (const id of bewd) chooseIfAsked(t, 0, [id]);
    t.passUntil(main);
    expect(t.where("Blue-Eyes Ultimate Dragon")).toBe("monster attack of 0");
    expect(t.ids("Blue-Eyes White Dragon", 0, Zone.GRAVE)).toHaveLength(3);
  });

  it("Jinzo: trap cards cannot be activated, and the effects of trap cards on the field are negated", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Jinzo"] }, p1: { spellTraps: ["Mirror Force"] } });
    s.attack(0, s.id("Jinzo"), "direct");
    expect(s.d.rc.restricted(s.state, "cannotBeActivated", s.id("Mirror Force"))).toBe(true);
    s.passUntil(battleOver);
    expect(s.lp(1)).toBe(8000 - 2400);
    expect(s.where("Mirror Force")).toBe("spellTrap set of 1");
  });

  it("Cyber Jar: flipped, destroys all monsters, each player reveals 5, summons the level 4 or lower ones and adds the rest to the hand", () => {
    const deck = ["Celtic Guardian", "Summoned Skull", "Beaver Warrior", "Dark Magician", "Mystical Elf"];
    const s = given({ p0: { monsters: [{ card: "Cyber Jar", pos: "set" }], deck }, p1: { monsters: ["Summoned Skull"], deck } });
    s.act(0, { kind: "flipSummon", card: s.id("Cyber Jar") });
    for (let i = 0; i < 8 && s.d.prompt?.kind !== "window"; i++) {
      const p = s.d.prompt!;
      if (p.kind === "selectCards") s.d.answer(p.options.map((_, j) => j).slice(0, p.max));
      else if (p.kind === "selectOption") s.d.answer([0]);
      else s.d.answer([0]);
    }
    s.passUntil(main);
    expect(s.where("Cyber Jar")).toBe("graveyard of 0");
    expect(s.events("revealed").length).toBe(10);
    // Level 4 or lower: Celtic Guardian, Beaver Warrior, Mystical Elf summoned; the others added to the hand.
    expect(s.ids("Celtic Guardian", 0, Zone.MONSTER)).toHaveLength(1);
    expect(s.ids("Summoned Skull", 0, Zone.HAND)).toHaveLength(1);
    expect(s.ids("Dark Magician", 1, Zone.HAND)).toHaveLength(1);
    expect(s.count(0, Zone.DECK)).toBe(0);
  });
});
