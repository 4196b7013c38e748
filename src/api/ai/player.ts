/**
 * Players that answer prompts on their own, and the loop that plays a duel with two of them.
 * A player is any object with `choose`; the built-in ones are seeded, so a duel between them is
 * fully determined by the duel's seed and the players' seeds.
 * @module
 */
import type { Answer, DuelResult } from "../../kernel/index.js";
import type { Duel } from "../duel.js";

/** Something that answers the prompts of one side of a duel. */
export interface DuelPlayer {
  /** A short name for logs and reports ("random", "greedy"…). */
  readonly name: string;
  /** Picks a legal answer to the duel's pending prompt (which is this player's). */
  choose(duel: Duel): Answer;
}

/** How a duel played by {@link playDuel} ended. */
export interface DuelOutcome {
  /** The winner (0 or 1), 2 for a draw, -1 when `maxAnswers` ran out first. */
  readonly result: DuelResult;
  /** The turn the duel ended in. */
  readonly turns: number;
  /** Answers given. */
  readonly answers: number;
}

/** Options of {@link playDuel}. */
export interface PlayDuelOptions {
  /** Stop after this many answers (a safety net against a looping player; default 100 000). */
  readonly maxAnswers?: number;
  /** Called after every accepted answer (a log, a time limit…). */
  readonly afterAnswer?: (duel: Duel) => void;
}

/**
 * Plays the duel to its end with one player per side, asking whoever the pending prompt belongs
 * to. Throws if a player gives an illegal answer (a bug in that player).
 */
export function playDuel(duel: Duel, players: readonly [DuelPlayer, DuelPlayer], opts: PlayDuelOptions = {}): DuelOutcome {
  const max = opts.maxAnswers ?? 100_000;
  let n = 0;
  for (let prompt = duel.prompt; prompt !== null && n < max; prompt = duel.prompt) {
    const player = players[prompt.player];
    const answer = player.choose(duel);
    const refused = duel.answer(answer);
    if (refused !== null) throw new Error(`player ${prompt.player} (${player.name}) answered ${JSON.stringify(answer)} to a ${prompt.kind} prompt: ${refused.error}`);
    n++;
    opts.afterAnswer?.(duel);
  }
  return { result: duel.result, turns: duel.turn, answers: n };
}
