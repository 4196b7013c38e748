/** Scenario tests of the acceptance spells, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { chooseIfAsked, given, main, position } from "./pack.js";

describe("spells, as compiled from cards/classic/scripts", () => {
  it("Dark Hole: when it resolves, every monster on the field is destroyed", () => {
    const s = given({ p0: { hand: ["Dark Hole"], monsters: ["Celtic Guardian"] }, p1: { monsters: ["Beaver Warrior", { card: "Man-Eater Bug", pos: "set" }] } });
    s.activate(0, "Dark Hole").passUntil(main);
    expect(s.count(0, Zone.MONSTER) + s.count(1, Zone.MONSTER)).toBe(0);
    expect(s.signals("destroyed").flatMap((e) => e.cards)).toHaveLength(3);
    expect(s.where("Dark Hole")).toBe("graveyard of 0");
  });

  it("Raigeki: destroys only the monsters the opponent controls", () => {
    const s = given({ p0: { hand: ["Raigeki"], monsters: ["Celtic Guardian"] }, p1: { monsters: ["Beaver Warrior", "Mystical Elf"] } });
    s.activate(0, "Raigeki").passUntil(main);
    expect(s.count(1, Zone.MONSTER)).toBe(0);
    expect(s.where("Celtic Guardian")).toBe("monster attack of 0");
  });

  it("Pot of Greed: draw 2 cards", () => {
    const s = given({ p0: { hand: ["Pot of Greed"] } });
    s.activate(0, "Pot of Greed").passUntil(main);
    expect(s.count(0, Zone.HAND)).toBe(2);
    expect(s.count(0, Zone.DECK)).toBe(3);
  });

  it("Graceful Charity: draw 3 cards, then discard 2 (a discard, not a destruction — R-TERM)", () => {
    const s = given({ p0: { hand: ["Graceful Charity"] } });
    s.activate(0, "Graceful Charity");
    const drawn = s.expect(0, "selectCards").options.map((o) => o.card!);
    expect(drawn).toHaveLength(3);
    s.choose(0, drawn.slice(0, 2));
    s.passUntil(main);
    expect(s.count(0, Zone.HAND)).toBe(1);
    expect(s.signals("discarded")).toHaveLength(1);
    expect(s.signals("destroyed")).toHaveLength(0);
  });

  it("Monster Reborn: target a monster in either graveyard; it is special summoned to your field", () => {
    const s = given({ p0: { hand: ["Monster Reborn"] }, p1: { grave: ["Summoned Skull"] } });
    s.activate(0, "Monster Reborn");
    chooseIfAsked(s, 0, [s.id("Summoned Skull")]);
    position(s, 0, "defense").passUntil(main);
    // R-SUM-4: no position named, so its player chose defense.
    expect(s.where("Summoned Skull")).toBe("monster defense of 0");
  });

  it("R-SUM-5: Monster Reborn cannot revive a ritual monster that was discarded from the hand — it cannot even target it", () => {
    const s = given({ p0: { hand: ["Monster Reborn"], grave: ["Black Luster Soldier"] } });
    expect(s.refused(0, { kind: "activate", card: s.id("Monster Reborn") })).toMatch(/no valid target/);
    expect(s.where("Black Luster Soldier")).toBe("graveyard of 0");
    expect(s.signals("summoned")).toHaveLength(0);
  });

  it("Change of Heart: take control of an opponent's monster until the end of the turn (R-EFF-11)", () => {
    const s = given({ p0: { hand: ["Change of Heart"] }, p1: { monsters: ["Summoned Skull"] } });
    s.activate(0, "Change of Heart");
    chooseIfAsked(s, 0, [s.id("Summoned Skull")]);
    s.passUntil(main);
    expect(s.where("Summoned Skull")).toBe("monster attack of 0");
    s.passUntil((x) => x.state.turn === 3);
    expect(s.where("Summoned Skull")).toBe("monster attack of 1");
  });

  it("R-ZONE-4: a monster taken with Change of Heart and destroyed goes to its owner's graveyard", () => {
    const s = given({ p0: { hand: ["Change of Heart", "Dark Hole"] }, p1: { monsters: ["Summoned Skull"] } });
    s.activate(0, "Change of Heart");
    chooseIfAsked(s, 0, [s.id("Summoned Skull")]);
    s.passUntil(main);
    s.activate(0, "Dark Hole").passUntil(main);
    expect(s.where("Summoned Skull")).toBe("graveyard of 1");
  });

  it("R-SUM-6: Polymerization sends the materials from the hand to the graveyard on resolution and fusion summons Blue-Eyes Ultimate Dragon", () => {
    const s = given({ p0: { hand: ["Polymerization", "Blue-Eyes White Dragon", "Blue-Eyes White Dragon"], monsters: ["Blue-Eyes White Dragon"], extra: ["Blue-Eyes Ultimate Dragon"] } });
    s.activate(0, "Polymerization");
    // The fusion monster (the only one possible is picked for the player), then the three materials.
    while (s.d.prompt?.kind === "selectCards") s.choose(0, [s.d.prompt.options[0]!.card!]);
    s.passUntil(main);
    expect(s.where("Blue-Eyes Ultimate Dragon")).toBe("monster attack of 0");
    expect(s.ids("Blue-Eyes White Dragon", 0, Zone.GRAVE)).toHaveLength(3);
    expect(s.atk("Blue-Eyes Ultimate Dragon")).toBe(4500);
  });

  it("R-SUM-7: Black Luster Ritual tributes monsters whose levels total 8 or more, then ritual summons Black Luster Soldier", () => {
    const s = given({ p0: { hand: ["Black Luster Ritual", "Black Luster Soldier", "Summoned Skull"], monsters: ["Dark Magician"] } });
    s.activate(0, "Black Luster Ritual");
    while (s.d.prompt?.kind === "selectCards") {
      const skull = s.d.prompt.options.find((o) => o.card === s.id("Summoned Skull") || o.card === s.id("Dark Magician"));
      s.choose(0, [(skull ?? s.d.prompt.options[0]!).card!]);
    }
    s.passUntil(main);
    expect(s.where("Black Luster Soldier")).toBe("monster attack of 0");
    expect(s.signals("tributed").length).toBeGreaterThan(0);
  });

  it("Swords of Revealing Light: flips the opponent's face-down monsters; they cannot attack; it stays for 3 of the opponent's turns (R-CARD-5)", () => {
    const s = given({ p0: { hand: ["Swords of Revealing Light"] }, p1: { monsters: [{ card: "Man-Eater Bug", pos: "set" }, "Summoned Skull"] } });
    s.activate(0, "Swords of Revealing Light");
    // R-EFF-1: flipped face-up by an effect, Man-Eater Bug's flip effect activates: it destroys Swords' owner's nothing — there is no monster of player 0, so it takes one of its own.
    chooseIfAsked(s, 1, [s.id("Man-Eater Bug")]);
    s.passUntil(main);
    expect(s.signals("flipped").flatMap((e) => e.cards)).toContain(s.id("Man-Eater Bug"));
    expect(s.where("Swords of Revealing Light")).toBe("spellTrap face-up of 0");
    s.passUntil((x) => x.state.turn === 3 && main(x));
    expect(s.d.rc.restricted(s.state, "cannotAttack", s.id("Summoned Skull"))).toBe(true);
    // No attack is offered in the opponent's Battle Phase: the turn goes on without one.
    s.passUntil((x) => x.state.turn === 4);
    expect(s.signals("attackDeclared")).toHaveLength(0);
    s.passUntil((x) => x.state.turn === 7);
    expect(s.where("Swords of Revealing Light")).toBe("spellTrap face-up of 0");
    s.passUntil((x) => x.state.turn === 8);
    expect(s.where("Swords of Revealing Light")).toBe("graveyard of 0");
  });

  it("Mystical Space Typhoon: target 1 spell/trap card on the field and destroy it", () => {
    const s = given({ p0: { hand: ["Mystical Space Typhoon"] }, p1: { spellTraps: ["Mirror Force"] } });
    s.activate(0, "Mystical Space Typhoon");
    if (s.d.prompt?.kind === "selectCards") s.choose(0, [s.id("Mirror Force")]);
    s.passUntil(main);
    expect(s.where("Mirror Force")).toBe("graveyard of 1");
  });

  it("Heavy Storm: destroys every spell/trap card on the field (itself excepted while it resolves)", () => {
    const s = given({ p0: { hand: ["Heavy Storm"], spellTraps: ["Trap Hole"] }, p1: { spellTraps: ["Mirror Force", "Magic Cylinder"] } });
    s.activate(0, "Heavy Storm").passUntil(main);
    expect(s.count(0, Zone.SPELL_TRAP) + s.count(1, Zone.SPELL_TRAP)).toBe(0);
    expect(s.ids("Mirror Force", 1, Zone.GRAVE)).toHaveLength(1);
    expect(s.ids("Trap Hole", 0, Zone.GRAVE)).toHaveLength(1);
  });

  it("Harpie's Feather Duster: destroys only the opponent's spell/trap cards", () => {
    const s = given({ p0: { hand: ["Harpie's Feather Duster"], spellTraps: ["Trap Hole"] }, p1: { spellTraps: ["Mirror Force", "Magic Cylinder"] } });
    s.activate(0, "Harpie's Feather Duster").passUntil(main);
    expect(s.count(1, Zone.SPELL_TRAP)).toBe(0);
    expect(s.where("Trap Hole")).toBe("spellTrap set of 0");
  });

  it("Axe of Despair: the equipped monster gains 1000 ATK; sent from the field to the graveyard, tribute a monster to put it on top of the deck", () => {
    const s = given({ p0: { hand: ["Axe of Despair", "Mystical Space Typhoon"], monsters: ["Celtic Guardian", "Beaver Warrior"] } });
    s.activate(0, "Axe of Despair");
    chooseIfAsked(s, 0, [s.id("Celtic Guardian")]);
    s.passUntil(main);
    expect(s.atk("Celtic Guardian")).toBe(1400 + 1000);
    s.activate(0, "Mystical Space Typhoon");
    chooseIfAsked(s, 0, [s.id("Axe of Despair")]);
    s.passUntil((x) => x.d.prompt?.kind !== "window" || main(x));
    expect(s.atk("Celtic Guardian")).toBe(1400);
    // The optional trigger: yes, then tribute Beaver Warrior as the cost.
    s.pick(0, "trigger", (c) => c.kind === "trigger");
    chooseIfAsked(s, 0, [s.id("Beaver Warrior")]);
    s.passUntil(main);
    const deck = s.state.zones[0 * 9 + Zone.DECK]!;
    expect(deck[deck.length - 1]).toBe(s.id("Axe of Despair"));
  });

  it("Yami: Fiend and Spellcaster monsters gain 200 ATK and DEF, Fairy monsters lose 200", () => {
    const s = given({ p0: { hand: ["Yami"], monsters: ["Dark Magician", "Celtic Guardian"] }, p1: { monsters: ["Summoned Skull", "Asura Priest"] } });
    s.activate(0, "Yami").passUntil(main);
    expect(s.atk("Dark Magician")).toBe(2700);
    expect(s.atk("Summoned Skull")).toBe(2700);
    expect(s.atk("Celtic Guardian")).toBe(1400);
    expect(s.atk("Asura Priest")).toBe(1700 - 200);
    expect(s.d.stat(s.id("Asura Priest"), "def")).toBe(1200 - 200);
  });

  it("Scapegoat: 4 Sheep Tokens in defense position; the player cannot summon for the rest of the turn", () => {
    const s = given({ p0: { hand: ["Scapegoat", "Celtic Guardian"] } });
    s.activate(0, "Scapegoat").passUntil(main);
    expect(s.ids("Sheep Token", 0, Zone.MONSTER)).toHaveLength(4);
    expect(s.where(s.ids("Sheep Token")[0]!)).toBe("monster defense of 0");
    expect(s.d.explain({ kind: "normalSummon", card: s.id("Celtic Guardian") })).not.toBeNull();
  });

  it("Snatch Steal: equipped to an opponent's monster, you control it; the opponent gains 1000 LP in their standby phase", () => {
    const s = given({ p0: { hand: ["Snatch Steal"] }, p1: { monsters: ["Summoned Skull"] } });
    s.activate(0, "Snatch Steal");
    chooseIfAsked(s, 0, [s.id("Summoned Skull")]);
    s.passUntil(main);
    expect(s.where("Summoned Skull")).toBe("monster attack of 0");
    s.passUntil((x) => x.state.turn === 3 && x.state.phase >= 2);
    expect(s.lp(1)).toBe(9000);
  });
});
