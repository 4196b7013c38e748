/**
 * Duel set-up (R-DUEL-1): the seeded coin toss, the winner (or, in a match, the loser of the last
 * duel) chooses who goes first, both decks are shuffled and both players draw their opening hands.
 * @module
 */
import type { Operation, PlayerId } from "../kernel/index.js";
import { Actions } from "./actions.js";
import type { RulesContext } from "./rules-context.js";
import { Zone } from "./zones.js";

/** Duel variable naming who chooses to go first (set for the later duels of a match: the previous loser). */
export const CHOOSER_VAR = "chooser";

/** The set-up operation. */
export function setupOperations(rc: RulesContext): Record<string, Operation> {
  return {
    setup(ctx) {
      const s = ctx.state;
      const given = s.vars[CHOOSER_VAR];
      // The coin is tossed for player 0: heads, player 0 wins the toss. A separate operation asks the
      // winner, so that the toss is public before the question (an operation publishes its events when done).
      if (given !== 0 && given !== 1) s.vars[CHOOSER_VAR] = ctx.coin(0) ? 0 : 1;
      ctx.then({ t: "@op", op: "setupFirst", args: null, answers: [], join: false });
    },
    setupFirst(ctx) {
      const s = ctx.state;
      const chooser = s.vars[CHOOSER_VAR] as PlayerId;
      const first = ctx.chooseOne(chooser, "goFirst", [
        { kind: "option", label: "go first", value: 1 },
        { kind: "option", label: "go second", value: 0 },
      ], { text: "you choose who goes first" });
      s.turnPlayer = (first === 0 ? chooser : chooser === 0 ? 1 : 0) as PlayerId;
      s.vars["first"] = s.turnPlayer;
      for (const p of [0, 1] as const) {
        ctx.shuffle(p, Zone.DECK);
        new Actions(rc, ctx, -1, p).draw(p, rc.profile.openingHand);
      }
    },
  };
}
