/**
 * The step budget: a runaway loop becomes an error that names what looped, never a hang.
 * @module
 */
import type { Budget } from "./ruleset.js";

/** Budget used when the ruleset does not set one. */
export const DEFAULT_BUDGET: Budget = { steps: 200_000, opCalls: 100_000 };

/** Thrown when a call of the engine ran more frame steps, or an operation more kernel calls, than allowed. */
export class StepBudgetError extends Error {
  /** What looped: frame labels or the operation name, most frequent first. */
  readonly looped: string[];
  /** The cards whose chain links were resolving in the loop, most frequent first (by name when the ruleset names cards). */
  readonly cards: string[];
  constructor(message: string, looped: string[], cards: string[] = []) {
    super(message);
    this.name = "StepBudgetError";
    this.looped = looped;
    this.cards = cards;
  }
}

/**
 * Remembers the labels of the last steps in a ring, so that the error can say which frames were
 * spinning rather than just "too many steps".
 */
export class StepTrail {
  private readonly ring: string[] = [];
  /** The card of the chain link on top at each recorded step (-1: no chain). */
  private readonly cardRing: number[] = [];
  private next = 0;
  constructor(private readonly size = 512) {}
  record(label: string, card = -1): void {
    if (this.ring.length < this.size) {
      this.ring.push(label);
      this.cardRing.push(card);
    } else {
      this.ring[this.next] = label;
      this.cardRing[this.next] = card;
    }
    this.next = (this.next + 1) % this.size;
  }
  /** Labels of the recent steps with their counts, most frequent first. */
  summary(): [string, number][] {
    return countsOf(this.ring);
  }
  /** The cards on top of the chain in the recent steps, most frequent first: a loop of triggers names its cards. */
  cards(): [number, number][] {
    return countsOf(this.cardRing.filter((c) => c >= 0));
  }
}

function countsOf<T>(items: readonly T[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const l of items) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
