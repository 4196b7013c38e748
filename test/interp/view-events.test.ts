/**
 * Hidden information in the event log: what a player is shown of an event depends on where the card
 * was when it happened, not where it is now (the kernel's `viewEvents`).
 */
import { describe, expect, it } from "vitest";
import { viewEvents, type DuelEvent } from "../../src/kernel/index.js";
import { given, main } from "./pack.js";

const signals = (events: DuelEvent[], name: string) =>
  events.filter((e): e is Extract<DuelEvent, { type: "signal" }> => e.type === "signal" && e.name === name);

describe("the opponent's view of past events", () => {
  it("a monster summoned face-up and later returned to the hand stays named in its summon", () => {
    const s = given({ p0: { hand: ["The Wicked Worm Beast"] } });
    const worm = s.id("The Wicked Worm Beast");
    s.act(0, { kind: "normalSummon", card: worm });
    s.passUntil((x) => x.state.turn === 3 && main(x));
    expect(s.where(worm)).toBe("hand of 0");
    const seen = viewEvents(s.d.kernel.rules, s.state, s.log, 1);
    const summon = signals(seen, "summoned").find((e) => e.cards.includes(worm));
    expect(summon?.codes).toEqual([s.state.cards[worm]!.code]);
  });

  it("a drawn card is not identified by its draw, even after it is summoned", () => {
    const s = given({ p0: { deck: ["Celtic Guardian", "Beaver Warrior"] }, p1: { deck: ["Beaver Warrior", "Beaver Warrior"] } });
    s.passUntil((x) => x.state.turn === 4 && main(x));
    const guardian = s.id("Celtic Guardian");
    expect(s.where(guardian)).toBe("hand of 0");
    s.act(0, { kind: "normalSummon", card: guardian });
    s.passUntil(main);
    const seen = viewEvents(s.d.kernel.rules, s.state, s.log, 1);
    const summonedAt = seen.findIndex((e) => e.type === "signal" && e.name === "summoned" && e.cards.includes(guardian));
    expect(summonedAt).toBeGreaterThan(0);
    // Drawn into a hand the opponent cannot see: the move carries no card id…
    const drawn = seen.filter((e) => e.type === "moved" && e.fromZone === 0 && e.toZone === 1 && e.toPlayer === 0);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((e) => e.type === "moved" && e.card === -1)).toBe(true);
    // …and the first event that names it is the summon putting it face-up on the field.
    const first = seen.find((e) => ((e.type === "moved" || e.type === "turned" || e.type === "counter") && e.card === guardian) || (e.type === "signal" && e.cards.includes(guardian)));
    expect(first?.type === "moved" && first.toZone === 2 && first.faceUp).toBe(true);
    // The summon is public: named by its code.
    const summon = seen[summonedAt];
    expect(summon?.type === "signal" && summon.codes?.[summon.cards.indexOf(guardian)]).toBe(s.state.cards[guardian]!.code);
  });
});
