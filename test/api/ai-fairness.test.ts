/** The greedy AI plays from what its player may know: hidden cards never change its choice. */
import { describe, expect, it } from "vitest";
import { bundledDeck, createDuel, randomAnswer } from "../../src/api/index.js";
import { duelCore } from "../../src/api/duel.js";
import { greedyAnswer } from "../../src/api/ai/greedy.js";
import { fork, identityKnown, seedRng, type DuelState } from "../../src/kernel/index.js";
import { Zone } from "../../src/rules/index.js";

const yugi = bundledDeck("starter-yugi");
const kaiba = bundledDeck("starter-kaiba");

/**
 * The same state with a face-down monster of the opponent traded for an unseen monster of theirs
 * (in hand or deck) with other stats: what an attack into it would meet changes, what the player
 * may know does not.
 */
function swapHidden(state: DuelState, viewer: 0 | 1, rules: Parameters<typeof identityKnown>[0], defOf: (code: number) => number): DuelState | null {
  const other = viewer === 0 ? 1 : 0;
  const hidden = state.cards.filter((c) => c.owner === other && !identityKnown(rules, c, viewer));
  const set = hidden.find((c) => c.zone === Zone.MONSTER);
  if (set === undefined) return null;
  const swap = hidden.find((c) => (c.zone === Zone.HAND || c.zone === Zone.DECK) && Math.abs(defOf(c.code) - defOf(set.code)) >= 500);
  if (swap === undefined) return null;
  const variant = fork(state);
  variant.cards[set.id]!.code = swap.code;
  variant.cards[swap.id]!.code = set.code;
  return variant;
}

describe("greedy player and hidden information", () => {
  it("chooses the same answer whatever the opponent's face-down monster really is", () => {
    let compared = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const duel = createDuel({ decks: [yugi, kaiba], seed });
      const { kernel, rc } = duelCore(duel).rk;
      const rng = seedRng(`walk:${seed}`);
      for (let step = 0; step < 400 && duel.prompt !== null; step++) {
        const p = duel.prompt;
        if (p.kind === "window" && p.options.some((o) => o.kind === "action" && /attack/i.test(o.label ?? ""))) {
          const defOf = (code: number) => (code === 0 ? 0 : rc.infoOf(code).kind === "monster" ? rc.infoOf(code).def : -9999);
          const variant = swapHidden(duel.state, p.player, kernel.rules, defOf);
          if (variant !== null) {
            const real = greedyAnswer(kernel, rc, duel.state, seedRng("greedy"));
            const other = greedyAnswer(kernel, rc, variant, seedRng("greedy"));
            expect(other).toEqual(real);
            compared++;
          }
        }
        duel.answer(randomAnswer(p, rng));
      }
    }
    expect(compared).toBeGreaterThan(5);
  });
});
