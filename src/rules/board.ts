/**
 * Placing a freshly started duel at a chosen turn and phase, for scenario boards (rulings tests,
 * puzzles, `.scen` files): the set-up operation has not run yet (it waits for the choice of who goes
 * first), so the state is rewritten to "turn N, player P, this phase, nothing pending" and the
 * continuation to the phase machine entering that phase.
 * @module
 */
import { TurnStage, type DuelState, type PlayerId } from "../kernel/index.js";
import { Phase, PHASE_NAMES } from "./zones.js";

/** Where a board starts. */
export interface BoardStart {
  /** Default 2 (a turn on which the Battle Phase is allowed). */
  readonly turn?: number;
  /** Default player 0. */
  readonly turnPlayer?: PlayerId;
  /** Default Main Phase 1. */
  readonly phase?: (typeof PHASE_NAMES)[number];
}

/** Rewrites a just-started state (see the module comment) to begin at `at`. */
export function placeBoardAt(s: DuelState, at: BoardStart): void {
  const turn = at.turn ?? 2;
  const phase = PHASE_NAMES.indexOf(at.phase ?? "main1");
  s.prompt = null;
  s.turn = turn;
  s.turnPlayer = at.turnPlayer ?? 0;
  s.phase = phase;
  s.step = -1;
  s.recent = [];
  s.last = [];
  s.vars = { first: 0 };
  if (phase === Phase.BATTLE) {
    s.vars["battled"] = turn;
    s.step = 1;
  }
  s.stack = [{ t: "@turn", at: phase === Phase.BATTLE ? TurnStage.StepEnter : phase === Phase.DRAW || phase === Phase.STANDBY ? TurnStage.PhaseEnter : TurnStage.PhaseBody }];
}
