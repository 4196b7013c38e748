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
  constructor(message: string, looped: string[]) {
    super(message);
    this.name = "StepBudgetError";
    this.looped = looped;
  }
}

/**
 * Remembers the labels of the last steps in a ring, so that the error can say which frames were
 * spinning rather than just "too many steps".
 */
export class StepTrail {
  private readonly ring: string[] = [];
  private next = 0;
  constructor(private readonly size = 512) {}
  record(label: string): void {
    if (this.ring.length < this.size) this.ring.push(label);
    else this.ring[this.next] = label;
    this.next = (this.next + 1) % this.size;
  }
  /** Labels of the recent steps with their counts, most frequent first. */
  summary(): [string, number][] {
    const counts = new Map<string, number>();
    for (const l of this.ring) counts.set(l, (counts.get(l) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  }
}
