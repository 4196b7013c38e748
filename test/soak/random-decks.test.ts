/**
 * Bounded soak over the whole scripted pack (issue #16): duels between random legal decks drawn from
 * every scripted card and vanilla of the pool, random legal answers, the cheap invariants after every
 * step and every legal answer tried on a copy every 25th step. `npm run soak -- --random-decks` runs thousands.
 */
import { describe, expect, it } from "vitest";
import { classicPack, randomPackDeck, randomSource } from "../../bench/common.js";
import { LIGHT_CHECKS, soakDuel } from "../../bench/soak-core.js";
import { setupProblems } from "../../src/index.js";

describe("soak: random decks from the whole scripted pack", () => {
  it("seeds 1..200: every duel ends with the invariants holding", () => {
    const pack = classicPack();
    let ended = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const decks = [randomPackDeck(pack, randomSource(2 * seed)), randomPackDeck(pack, randomSource(2 * seed + 1))] as const;
      expect(setupProblems({ pack, decks, seed })).toEqual([]);
      const r = soakDuel(pack, decks, seed, LIGHT_CHECKS); // throws a SoakFailure with seed, answers and replay command
      if (r.result !== -1) ended++;
    }
    expect(ended).toBe(200);
  }, 300_000);
});
