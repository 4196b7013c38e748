/** Full duels with random answers under both profiles, with invariants checked after every answer. */
import { describe, expect, it } from "vitest";
import { CLASSIC, MODERN, createRulesDuel } from "../../src/rules/index.js";
import { FIXTURE_CARDS, fixtureBehaviours, fixtureDeck } from "./fixtures/behaviours.js";
import { poolWith, vanillaDeck } from "./fixtures/pool.js";
import { playRandom } from "./fixtures/random.js";

const cards = poolWith(FIXTURE_CARDS);

describe("random full duels", () => {
  for (const profile of [CLASSIC, MODERN]) {
    it(`R-DUEL-2, R-DUEL-3: vanilla decks play to a result under ${profile.name} (40 seeds)`, () => {
      let turns = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const d = createRulesDuel({ profile, decks: [{ main: vanillaDeck(seed) }, { main: vanillaDeck(seed + 1) }], seed, cards });
        const r = playRandom(d, seed);
        expect(r.result, `seed ${seed}`).not.toBe(-1);
        turns += r.turns;
      }
      expect(turns / 40).toBeGreaterThan(2);
    });
    it(`R-DUEL-2: decks with fixture spells, traps and effect monsters play to a result under ${profile.name} (40 seeds)`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        const decks = [{ main: fixtureDeck(seed, vanillaDeck(seed)) }, { main: fixtureDeck(seed + 7, vanillaDeck(seed + 3)) }] as const;
        const d = createRulesDuel({ profile, decks, seed, cards, behaviours: fixtureBehaviours() });
        const r = playRandom(d, seed * 31);
        expect(r.result, `seed ${seed}`).not.toBe(-1);
      }
    });
  }
});
