/** Scenario tests of cards that needed a construct added to the language for them, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { Zone } from "../../src/rules/index.js";
import { battleStep, given, main, settle } from "./pack.js";

describe("late cards, as compiled from cards/classic/scripts", () => {
  it("Dark Scorpion - Chick the Yellow: after battle damage its controller chooses 1 of its effects — returning a card on the field to the hand", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Dark Scorpion - Chick the Yellow"] }, p1: { spellTraps: ["Mirror Force"] } });
    s.attack(0, s.id("Dark Scorpion - Chick the Yellow"), "direct");
    settle(s, ["option 1", [s.id("Mirror Force")]], battleStep);
    expect(s.lp(1)).toBe(8000 - 1000);
    expect(s.where("Mirror Force")).toBe("hand of 1");
    expect(s.events("chainLink")).toHaveLength(1);
  });

  it("Dark Scorpion - Chick the Yellow: choosing the other effect, the card on the field is left alone (only the chosen effect applies)", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Dark Scorpion - Chick the Yellow"], hand: ["Celtic Guardian"] }, p1: { spellTraps: ["Mirror Force"], deck: ["Summoned Skull", "Celtic Guardian", "Mystical Elf"] } });
    s.attack(0, s.id("Dark Scorpion - Chick the Yellow"), "direct");
    // Until main phase 2 of the same turn (the opponent has not drawn since).
    settle(s, ["option 2", "place it at the bottom"]);
    expect(s.state.turn).toBe(2);
    expect(s.where("Mirror Force")).toBe("spellTrap set of 1");
    expect(s.events("chainLink")).toHaveLength(1);
    // The looked-at card is the top card of the opponent's deck, placed at the bottom — not option 1's target, not the hand.
    expect(s.where("Summoned Skull")).toBe("deck of 1");
    const deck = s.state.zones[1 * 9 + Zone.DECK]!;
    expect(deck[0]).toBe(s.id("Summoned Skull"));
    expect(s.count(1, Zone.HAND)).toBe(0);
  });

  it("Dark Scorpion - Chick the Yellow: option 2, placing the looked-at card back on top leaves the deck as it was", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Dark Scorpion - Chick the Yellow"], hand: ["Celtic Guardian"] }, p1: { deck: ["Summoned Skull", "Celtic Guardian", "Mystical Elf"] } });
    s.attack(0, s.id("Dark Scorpion - Chick the Yellow"), "direct");
    settle(s, ["option 2", "place it on top"]);
    expect(s.state.turn).toBe(2);
    const deck = s.state.zones[1 * 9 + Zone.DECK]!;
    expect(deck[deck.length - 1]).toBe(s.id("Summoned Skull"));
    expect(s.count(1, Zone.HAND)).toBe(0);
    expect(s.signals("lookedAt").some((e) => e.player === 0 && e.cards.includes(s.id("Summoned Skull")))).toBe(true);
  });
  it("Reverse Trap: the ATK and DEF changes applying when it resolves count reversed until end of turn; later changes apply as they are", () => {
    const s = given({ player: 1, p0: { field: ["Yami"], monsters: ["Dark Magician", "Gyakutenno Megami"] }, p1: { spellTraps: ["Reinforcements", "Reverse Trap", "Reinforcements"] } });
    const [r1, r2] = s.ids("Reinforcements");
    const dm = s.id("Dark Magician");
    const megami = s.id("Gyakutenno Megami");
    s.activate(1, r1!);
    settle(s, [[dm]]);
    expect(s.atk(dm)).toBe(2500 + 200 + 500);
    s.activate(1, "Reverse Trap");
    settle(s);
    // Yami's +200 and Reinforcements' +500 count as -200 and -500; the Fairy's -200 as +200.
    expect(s.atk(dm)).toBe(2500 - 200 - 500);
    expect(s.d.stat(dm, "def")).toBe(2100 - 200);
    expect(s.atk(megami)).toBe(1800 + 200);
    expect(s.d.stat(megami, "def")).toBe(2000 + 200);
    // A change begun after Reverse Trap resolved is not reversed.
    s.activate(1, r2!);
    settle(s, [[dm]]);
    expect(s.atk(dm)).toBe(2500 - 200 - 500 + 500);
    // Until end of turn: next turn Yami's changes apply as printed again.
    s.passUntil((x) => x.state.turn === 3 && main(x));
    expect(s.atk(dm)).toBe(2500 + 200);
    expect(s.atk(megami)).toBe(1800 - 200);
  });

  it("Reverse Trap: values set outright (the base or set layers) are not changes, and a monster without changes is unaffected", () => {
    const s = given({ player: 1, p0: { monsters: ["Dark Magician"] }, p1: { spellTraps: ["Reverse Trap"] } });
    s.activate(1, "Reverse Trap");
    settle(s);
    expect(s.atk("Dark Magician")).toBe(2500);
  });
  // Last Turn: the battle is the card's forced battle. Ruling followed (2005 card text and rulings):
  // "Any Battle Damage from this battle is treated as 0" — monsters are destroyed by battle, neither
  // player takes battle damage. The outcome is decided right after the battle (see the report).
  const lastTurn = (deck: string[]) => {
    const s = given({
      player: 0,
      p0: { monsters: ["Celtic Guardian"], hand: ["Pot of Greed"], spellTraps: ["Mirror Force"], deck },
      p1: { lp: 1000, monsters: ["Summoned Skull", "Mokey Mokey"], hand: ["Raigeki"], spellTraps: ["Last Turn"] },
    });
    s.pass(0);
    s.activate(1, "Last Turn");
    return s;
  };

  it("Last Turn: the kept monster wins its battle against the opponent's summoned monster — its controller wins the duel (no battle damage)", () => {
    const s = lastTurn(["Beaver Warrior", "Summoned Skull"]);
    settle(s, [[s.id("Summoned Skull", 1)], [s.id("Beaver Warrior", 0)]], (x) => x.state.result !== -1);
    expect(s.where("Mokey Mokey")).toBe("graveyard of 1");
    expect(s.where("Raigeki")).toBe("graveyard of 1");
    expect(s.where("Celtic Guardian")).toBe("graveyard of 0");
    expect(s.where("Pot of Greed")).toBe("graveyard of 0");
    expect(s.where("Beaver Warrior", 0)).toBe("graveyard of 0");
    expect(s.where(s.id("Summoned Skull", 1))).toBe("monster attack of 1");
    expect(s.signals("destroyed").some((e) => e.cards.includes(s.id("Beaver Warrior", 0)) && (e.data as Record<string, string>)["by"] === "battle")).toBe(true);
    expect(s.lp(0)).toBe(8000);
    expect(s.lp(1)).toBe(1000);
    expect(s.state.result).toBe(1);
  });

  it("Last Turn: the opponent's summoned monster destroys the kept monster by battle — the opponent wins the duel", () => {
    const s = lastTurn(["Beaver Warrior", "Blue-Eyes White Dragon"]);
    settle(s, [[s.id("Mokey Mokey")], [s.id("Blue-Eyes White Dragon")]], (x) => x.state.result !== -1);
    expect(s.where("Mokey Mokey")).toBe("graveyard of 1");
    expect(s.where("Blue-Eyes White Dragon")).toBe("monster attack of 0");
    expect(s.lp(1)).toBe(1000);
    expect(s.state.result).toBe(0);
  });

  it("Last Turn: both monsters destroyed (equal ATK) — the duel ends in a draw", () => {
    const s = lastTurn(["Beaver Warrior", "Summoned Skull"]);
    settle(s, [[s.id("Summoned Skull", 1)], [s.id("Summoned Skull", 0)]], (x) => x.state.result !== -1);
    expect(s.where(s.id("Summoned Skull", 1))).toBe("graveyard of 1");
    expect(s.where(s.id("Summoned Skull", 0))).toBe("graveyard of 0");
    expect(s.state.result).toBe(2);
  });
  /** [card, the set card targeted, where it ends]: a face-down card may be targeted; revealed on resolution, it is destroyed only if it is the right kind. */
  const SET_TARGETS: [string, string, string][] = [
    ["De-Spell", "Mirror Force", "spellTrap set of 1"],
    ["De-Spell", "Raigeki", "graveyard of 1"],
    ["Armed Ninja", "Trap Hole", "spellTrap set of 1"],
    ["Armed Ninja", "Pot of Greed", "graveyard of 1"],
    ["Reaper of the Cards", "Raigeki", "spellTrap set of 1"],
    ["Reaper of the Cards", "Mirror Force", "graveyard of 1"],
    ["Trap Master", "Pot of Greed", "spellTrap set of 1"],
    ["Trap Master", "Trap Hole", "graveyard of 1"],
  ];
  for (const [card, target, end] of SET_TARGETS) {
    it(`${card}: a set ${target} may be targeted; revealed on resolution, it ends in ${end}`, () => {
      const spell = card === "De-Spell";
      const s = given({ p0: spell ? { hand: [card] } : { monsters: [{ card, pos: "set" }] }, p1: { spellTraps: [target] } });
      if (spell) s.activate(0, card);
      else s.act(0, { kind: "flipSummon", card: s.id(card) });
      settle(s, [[s.id(target)]]);
      expect(s.where(target)).toBe(end);
      expect(s.log.some((e) => e.type === "revealed" && e.card === s.id(target))).toBe(true);
    });
  }

  it("Ceasefire: face-down defense monsters are flipped face-up without their flip effects activating; 500 damage per effect monster", () => {
    const s = given({ p0: { spellTraps: ["Ceasefire"], monsters: ["Mokey Mokey"] }, p1: { monsters: [{ card: "Man-Eater Bug", pos: "set" }, "Summoned Skull"] } });
    s.activate(0, "Ceasefire");
    settle(s);
    expect(s.where("Man-Eater Bug")).toBe("monster defense of 1");
    expect(s.where("Mokey Mokey")).toBe("monster attack of 0");
    // Only Ceasefire's own link: Man-Eater Bug's flip effect did not activate.
    expect(s.events("chainLink")).toHaveLength(1);
    expect(s.signals("flipped").some((e) => e.cards.includes(s.id("Man-Eater Bug")))).toBe(true);
    expect(s.lp(1)).toBe(8000 - 500);
  });

  it("Deck Devastation Virus: the draws it watches are the opponent's during 3 of the opponent's turns (its controller's turns do not count)", () => {
    const s = given({
      p0: { spellTraps: ["Deck Devastation Virus"], monsters: ["Summoned Skull"], deck: ["Mokey Mokey", "Mokey Mokey", "Mokey Mokey", "Mokey Mokey"] },
      p1: { deck: ["Celtic Guardian", "Mokey Mokey", "Mokey Mokey", "Mokey Mokey", "Mokey Mokey"] },
    });
    s.activate(0, "Deck Devastation Virus");
    settle(s, [[s.id("Summoned Skull")]]);
    const destroyedDraws = () => s.signals("destroyed").flatMap((e) => e.cards).filter((id) => s.state.cards[id]!.owner === 1).length;
    // Turns 3, 5, 7 are the opponent's: each of their draws is destroyed; turn 9's is not (2 x 3 turns, not 3 turns in all).
    for (const t of [3, 5, 7]) {
      s.passUntil((x) => x.state.turn === t && x.state.phase >= 2 && x.d.prompt?.kind === "window", 400);
      expect(destroyedDraws(), `turn ${t}`).toBe((t - 1) / 2);
    }
    s.passUntil((x) => x.state.turn === 9 && x.state.phase >= 2 && x.d.prompt?.kind === "window", 400);
    expect(destroyedDraws()).toBe(3);
    expect(s.where(s.ids("Mokey Mokey", 1, Zone.HAND)[0]!)).toBe("hand of 1");
  });
});
