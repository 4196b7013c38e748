/** R-DUEL-3 through a real card: one effect brings both players to 0 LP at once. */
import { describe, expect, it } from "vitest";
import { chooseIfAsked, given, main } from "./pack.js";

describe("R-DUEL-3: a simultaneous loss is a draw", () => {
  it("R-DUEL-3: given both players at 1000 LP, when Ring of Destruction destroys a 1400-ATK monster, both take 1400 at once and the duel is a draw", () => {
    const s = given({ p0: { lp: 1000, spellTraps: [{ card: "Ring of Destruction", fresh: false }] }, p1: { lp: 1000, monsters: ["Celtic Guardian"] }, turn: 3 });
    s.activate(0, "Ring of Destruction");
    chooseIfAsked(s, 0, [s.id("Celtic Guardian")]);
    s.passUntil((x) => x.state.result !== -1 || main(x));
    expect(s.where("Celtic Guardian")).toBe("graveyard of 1");
    expect([s.lp(0), s.lp(1)]).toEqual([0, 0]);
    expect(s.state.result).toBe(2);
  });

  it("R-DUEL-2: the same Ring against a player with more LP: only the other one loses", () => {
    const s = given({ p0: { lp: 2000, spellTraps: [{ card: "Ring of Destruction", fresh: false }] }, p1: { lp: 1000, monsters: ["Celtic Guardian"] }, turn: 3 });
    s.activate(0, "Ring of Destruction");
    chooseIfAsked(s, 0, [s.id("Celtic Guardian")]);
    s.passUntil((x) => x.state.result !== -1 || main(x));
    expect([s.lp(0), s.lp(1)]).toEqual([600, 0]);
    expect(s.state.result).toBe(0);
  });
});
