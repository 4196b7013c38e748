/** Runs a range of soak duels in one vitest test; a failure message carries the seed, answers and replay command. */
import { expect, it } from "vitest";
import { classicPack, starterDecks } from "../../bench/common.js";
import { soakDuel, type SoakChecks } from "../../bench/soak-core.js";

export function soakRange(title: string, from: number, to: number, checks: SoakChecks): void {
  it(title, () => {
    const pack = classicPack();
    const decks = starterDecks();
    let decisions = 0;
    let ended = 0;
    for (let seed = from; seed <= to; seed++) {
      const r = soakDuel(pack, decks, seed, checks); // throws a SoakFailure with seed, answers and replay command
      decisions += r.decisions;
      if (r.result !== -1) ended++;
    }
    expect(ended).toBe(to - from + 1);
    expect(decisions).toBeGreaterThan(0);
  });
}
