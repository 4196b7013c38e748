/**
 * Actions added to the language late: `if …, …, otherwise …`, `the duel ends in a draw` and
 * `X battles Y` (Last Turn), `reverse the ATK and DEF changes of …` (Reverse Trap). Kept apart
 * from compile-action.ts, which dispatches to them.
 * @module
 */
import type { CardId } from "../kernel/index.js";
import { Zone, type Duration, type StatName } from "../rules/index.js";
import type { ActFn } from "./compile-action.js";
import type { CondFn } from "./compile-condition.js";
import type { Run } from "./runtime.js";

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

/**
 * `reverse the ATK and DEF changes of <monsters> [duration]` (Reverse Trap): each monster's
 * changes of those stats that apply when it resolves count reversed while it lasts (the rules'
 * stat layer: gains and losses only, never set values; changes begun later apply as they are).
 */
export function reverseAction(stats: readonly StatName[], duration: Duration, pick: (run: Run) => CardId[], record: (run: Run, cards: CardId[]) => void): ActFn {
  return (run) => {
    const cards = pick(run).filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
    for (const id of cards) for (const s of stats) run.a.reverseChanges(id, s, duration);
    record(run, cards);
    return cards.length > 0;
  };
}

/**
 * `<monster> battles <monster>` (Last Turn): the rules' forced battle — damage calculation as if
 * the first attacked the second, destruction by battle, no battle damage (the card's ruling).
 * Each side names one monster; nothing happens unless both are on the field.
 */
export function battleAction(attacker: (run: Run) => CardId[], target: (run: Run) => CardId[]): ActFn {
  return (run) => {
    const a = attacker(run)[0];
    const t = target(run)[0];
    if (a === undefined || t === undefined) return false;
    return run.a.forcedBattle(a, t);
  };
}
