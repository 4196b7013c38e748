/**
 * The random player: uniform over the options of the pending prompt (for a multi-pick prompt, a
 * uniform number of picks, then a uniform subset). The baseline every other player must beat.
 * @module
 */
import { randInt, seedRng, type Answer, type Prompt, type RngState } from "../../kernel/index.js";
import type { Duel } from "../duel.js";
import type { DuelPlayer } from "./player.js";

/** A random answer to a prompt, drawn from `rng`. */
export function randomAnswer(prompt: Prompt, rng: RngState): Answer {
  const n = prompt.options.length;
  if (prompt.max === 1 && prompt.min === 1) return [randInt(rng, n)];
  const hi = Math.min(prompt.max, n);
  const k = prompt.min + randInt(rng, hi - prompt.min + 1);
  const idx = Array.from({ length: n }, (_, i) => i);
  // Partial Fisher–Yates: the first k entries are a uniform k-subset in uniform order.
  for (let i = 0; i < k; i++) {
    const j = i + randInt(rng, n - i);
    const t = idx[i]!;
    idx[i] = idx[j]!;
    idx[j] = t;
  }
  const pick = idx.slice(0, k);
  if (!prompt.ordered) pick.sort((a, b) => a - b);
  return pick;
}

/** A player answering uniformly at random; equal seeds give equal choices. */
export function randomPlayer(seed: number | string = 0): DuelPlayer {
  const rng = seedRng(`random:${seed}`);
  return {
    name: "random",
    choose(duel: Duel): Answer {
      const p = duel.prompt;
      if (p === null) throw new Error("the duel is over: nothing to choose");
      return randomAnswer(p, rng);
    },
  };
}
