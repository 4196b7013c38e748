/** Duel set-up and winning (R-DUEL). */
import { describe, expect, it } from "vitest";
import { CLASSIC, Zone, callTime, createRulesDuel, defineProfile } from "../../src/rules/index.js";
import { FIXTURE_CARDS, fixtureBehaviours, code } from "./fixtures/behaviours.js";
import { poolWith, vanillaDeck } from "./fixtures/pool.js";
import { given } from "./harness.js";

const cards = poolWith(FIXTURE_CARDS);

describe("R-DUEL set-up and winning", () => {
  it("R-DUEL-1: a seeded coin toss, the winner chooses, decks shuffled, 5 cards each, LP from the profile", () => {
    const d = createRulesDuel({ decks: [{ main: vanillaDeck(1) }, { main: vanillaDeck(2) }], seed: 42, cards });
    const coin = d.session.log.find((e) => e.type === "coin")!;
    expect(coin).toBeDefined();
    expect(d.prompt!.kind).toBe("goFirst");
    const winner = (coin as { heads: boolean }).heads ? 0 : 1;
    expect(d.prompt!.player).toBe(winner);
    d.answer([1]); // go second
    expect(d.state.turnPlayer).toBe(winner === 0 ? 1 : 0);
    expect(d.session.log.filter((e) => e.type === "shuffled")).toHaveLength(2);
    const again = createRulesDuel({ decks: [{ main: vanillaDeck(1) }, { main: vanillaDeck(2) }], seed: 42, cards });
    expect(again.session.log.find((e) => e.type === "coin")).toEqual(coin); // seeded
    const casual = defineProfile({ startingLp: 4000 });
    if (!casual.ok) throw new Error("profile");
    const c = createRulesDuel({ profile: casual.profile, decks: [{ main: vanillaDeck(1) }, { main: vanillaDeck(2) }], seed: 1, cards, chooser: 1 });
    expect(c.prompt!.player).toBe(1); // in a match the previous loser chooses
    c.answer([0]);
    expect(c.state.players.map((p) => p.lp)).toEqual([4000, 4000]);
    expect(c.state.zones[0 * 9 + Zone.HAND]!.length + c.state.zones[1 * 9 + Zone.HAND]!.length).toBe(5 + 5 + (CLASSIC.firstPlayerDrawsOnTurnOne ? 1 : 0));
  });

  it("R-DUEL-2: a player loses at 0 LP", () => {
    const s = given({ phase: "battle", p0: { monsters: ["Celtic Guardian"] }, p1: { lp: 1400 } });
    s.attack(0, s.id("Celtic Guardian"), "direct");
    expect(s.state.result).toBe(0);
    expect(s.events("duelEnd")[0]!.reason).toMatch(/LP reached 0/);
  });

  it("R-DUEL-2: a player who must draw from an empty deck loses", () => {
    const s = given({ phase: "end", p0: {}, p1: { deck: [] } });
    s.passUntil((x) => x.state.result !== -1);
    expect(s.state.result).toBe(0);
    expect(s.events("duelEnd")[0]!.reason).toMatch(/empty deck/);
  });

  it("R-DUEL-2: holding all five Exodia pieces wins, checked when the hand changes", () => {
    const pieces = ["Exodia the Forbidden One", "Right Leg of the Forbidden One", "Left Leg of the Forbidden One", "Right Arm of the Forbidden One"];
    const s = given({ phase: "draw", p0: { hand: pieces, deck: ["Left Arm of the Forbidden One"] } });
    expect(s.state.result).toBe(0);
    expect(s.events("duelEnd")[0]!.reason).toMatch(/special win condition/);
    void code; void fixtureBehaviours;
  });

  it("R-DUEL-3: both players meeting a losing condition at once is a draw", () => {
    const s = given({ phase: "battle", p0: { lp: 300, monsters: ["Celtic Guardian"] }, p1: { lp: 1400, spellTraps: ["Test Bolt"] } });
    s.attack(0, s.id("Celtic Guardian"), "direct");
    // Test Bolt answers the attack: 300 effect damage; the attack then brings player 1 to 0 — not at once.
    expect(s.state.result).toBe(-1);
    const t = given({ p0: { lp: 0 }, p1: { lp: 0 } });
    expect(t.state.result).toBe(2);
  });

  it("R-DUEL-5: when time is called, the turn finishes, 3 more turns are played, then the player with more LP wins", () => {
    const s = given({ p0: { lp: 5000, deck: Array(6).fill("Beaver Warrior") }, p1: { lp: 4000, deck: Array(6).fill("Beaver Warrior") } });
    s.d.session.state = callTime(s.state);
    s.passUntil((x) => x.state.result !== -1);
    expect(s.state.result).toBe(0);
    expect(s.state.turn).toBe(6);
    expect(s.events("duelEnd")[0]!.reason).toMatch(/R-DUEL-5/);
  });
});
