/**
 * Players compile to small functions of the query and run: `you` is the effect's controller, `its
 * controller`/`its owner` the controller/owner of the card the action is about.
 * @module
 */
import type { CardId, PlayerId } from "../kernel/index.js";
import type { PlayerRef } from "../lang/index.js";
import type { EffectQuery } from "../rules/index.js";
import { both, only, other, type Run } from "./runtime.js";

/** The players a player reference names now; `about`: the card an `its controller` refers to. */
export type PlayerList = (q: EffectQuery, run: Run | null, about?: CardId) => readonly PlayerId[];

/** Compiles a player reference; an absent one is the acting player (the effect's controller unless `each player` runs). */
export function compilePlayers(ref: PlayerRef | undefined): PlayerList {
  switch (ref) {
    case undefined:
      return (q, run) => only(run?.actor ?? q.player);
    case "you":
      return (q) => only(q.player);
    case "your opponent":
      return (q) => only(other(q.player));
    case "each player":
    case "both players":
      // The turn player acts first.
      return (q) => (q.state.turnPlayer === 0 ? both() : [1, 0]);
    case "its controller":
      return (q, _run, about) => only(about !== undefined && about >= 0 ? q.state.cards[about]!.ctrl : q.player);
    case "its owner":
      return (q, _run, about) => only(about !== undefined && about >= 0 ? q.state.cards[about]!.owner : q.player);
    default:
      return (q) => only(q.player);
  }
}

/** Whether a player reference means each player acting in turn. */
export function isEachPlayer(ref: PlayerRef | undefined): boolean {
  return ref === "each player" || ref === "both players";
}
