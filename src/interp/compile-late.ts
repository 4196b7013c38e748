/**
 * Actions added to the language late: `if …, …, otherwise …` and `the duel ends in a draw`
 * (Last Turn). Kept apart from compile-action.ts, which dispatches to them.
 * @module
 */
import type { ActFn } from "./compile-action.js";
import type { CondFn } from "./compile-condition.js";

/** `if <condition>, <action>, otherwise <action>`: exactly one of the two runs. */
export function otherwiseAction(cond: CondFn, then: ActFn, otherwise: ActFn): ActFn {
  return (run) => (cond(run.a, run) ? then(run) : otherwise(run));
}

/** `the duel ends in a draw`: both players lose at once, which the rules call a draw. */
export function drawGameAction(): ActFn {
  return (run) => {
    run.a.win(0, "the duel ends in a draw");
    run.a.win(1, "the duel ends in a draw");
    return true;
  };
}
