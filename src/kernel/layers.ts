/**
 * Continuous effects and stat layers. A stat is never stored on a card: it is computed from the
 * printed value, then the active effects layer by layer, in timestamp order within a layer.
 * @module
 */
import type { ContinuousDef, Ruleset } from "./ruleset.js";
import type { ActiveEffect, CardId, DuelState } from "./state.js";
import { cardAt } from "./state.js";

/**
 * The current value of `stat` ("atk", "def", "level"…) of a card: base value, then every active
 * continuous effect that applies to it, ascending by layer and, within a layer, by timestamp.
 */
export function valueOf(rules: Ruleset, state: DuelState, id: CardId, stat: string): number {
  const card = cardAt(state, id);
  let value = rules.baseValue ? rules.baseValue(state, card, stat) : 0;
  const def = rules.continuousDef;
  // Two values deep in each other's computation, a value is its base: the dependence ends there,
  // so a field of cards that each count the others costs n² evaluations, not n!.
  if (def === undefined || state.effects.length === 0 || EVALUATING.length >= 2) return rules.finalValue ? rules.finalValue(stat, value) : value;
  const applying: { d: ContinuousDef; e: ActiveEffect }[] = [];
  for (const e of state.effects) {
    // A value that depends on values its own effect changes ("300 ATK for each monster with 1500 or
    // more ATK", counting itself) is computed from the values before that effect applies (R-EFF-13):
    // while an effect is being evaluated, it does not apply to the values it asks for.
    if (EVALUATING.length > 0 && EVALUATING.includes(e)) continue;
    const d = def(state, e);
    if (d === undefined || d.stat !== stat) continue;
    const applies = d.applies ? evaluating(e, () => d.applies!(state, e, card)) : e.target === id;
    if (applies) applying.push({ d, e });
  }
  // state.effects is kept in timestamp order, and Array.prototype.sort is stable.
  applying.sort((a, b) => a.d.layer - b.d.layer);
  for (const { d, e } of applying) {
    const before = value;
    value = evaluating(e, () => d.value(state, e, card, before));
  }
  return rules.finalValue ? rules.finalValue(stat, value) : value;
}

/**
 * The effects whose `applies` or `value` is being computed now (the computation is synchronous). A
 * short array: it is as deep as values depending on values go, and read on every stat computation.
 */
const EVALUATING: ActiveEffect[] = [];

function evaluating<T>(e: ActiveEffect, f: () => T): T {
  EVALUATING.push(e);
  try {
    return f();
  } finally {
    EVALUATING.pop();
  }
}

/** The active effects a predicate selects (restrictions and the like are read this way by the rules layer). */
export function activeEffects(state: DuelState, where: (e: ActiveEffect) => boolean): ActiveEffect[] {
  return state.effects.filter(where);
}
