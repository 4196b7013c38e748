/**
 * Winning and losing (R-DUEL-2, R-DUEL-3, R-DUEL-5): LP 0, drawing from an empty deck, special win
 * conditions checked whenever they can become true, simultaneous losses as a draw, and the
 * tournament time limit.
 * @module
 */
import { fork, type DuelResult, type DuelState } from "../kernel/index.js";
import type { RulesContext } from "./rules-context.js";
import { Zone } from "./zones.js";

/** The duel's result when a losing condition holds, or null. */
export function checkResult(rc: RulesContext, s: DuelState): { result: Exclude<DuelResult, -1>; reason: string } | null {
  const lost = [false, false];
  const why = ["", ""];
  for (const p of [0, 1] as const) {
    const pl = s.players[p]!;
    if (pl.lp <= 0) { lost[p] = true; why[p] = `player ${p}'s LP reached 0`; }
    else if (pl.vars["deckedOut"] === 1) { lost[p] = true; why[p] = `player ${p} had to draw from an empty deck`; }
    else if (pl.vars["lost"] === 1) { lost[p] = true; why[p] = `player ${p} lost by a card effect`; }
  }
  if (rc.hasWins) {
    // Special win conditions (Exodia): checked after every step, i.e. whenever a hand or the field changed.
    for (const p of [0, 1] as const) {
      for (const zone of [Zone.HAND, Zone.MONSTER, Zone.SPELL_TRAP, Zone.FIELD]) {
        for (const id of rc.zone(s, p, zone)) {
          const c = s.cards[id]!;
          for (const def of rc.behaviour(c.code).effects) {
            if (def.wins === undefined) continue;
            const where = zone === Zone.HAND ? "hand" : "field";
            if (!(def.range ?? ["field"]).includes(where) || (where === "field" && !c.faceUp)) continue;
            if (def.wins(rc.query(s, id, p))) { lost[1 - p] = true; why[1 - p] = `player ${p} met a special win condition (${rc.infoOf(c.code).name})`; }
          }
        }
      }
    }
  }
  if (lost[0] && lost[1]) return { result: 2, reason: `both players lost at the same time: a draw (R-DUEL-3): ${why[0]}; ${why[1]}` };
  if (lost[0]) return { result: 1, reason: why[0]! };
  if (lost[1]) return { result: 0, reason: why[1]! };
  const called = s.vars["timeCalled"];
  if (called !== undefined && s.turn > called + 3) {
    // R-DUEL-5: after the turn in which time was called and 3 more, higher LP wins; equal: the next LP change decides.
    const [a, b] = [s.players[0]!.lp, s.players[1]!.lp];
    if (a > b) return { result: 0, reason: "time: player 0 has more LP after the extra turns (R-DUEL-5)" };
    if (b > a) return { result: 1, reason: "time: player 1 has more LP after the extra turns (R-DUEL-5)" };
  }
  return null;
}

/** Calls time (R-DUEL-5): the current turn finishes, 3 more turns are played, then LP decide. Returns a new state. */
export function callTime(state: DuelState): DuelState {
  const next = fork(state);
  if (next.vars["timeCalled"] === undefined) next.vars["timeCalled"] = next.turn;
  return next;
}
