/**
 * AI players: {@link randomPlayer}, {@link greedyPlayer}, and {@link playDuel} to play a duel
 * with two of them.
 * @module
 */
import { greedyPlayer } from "./greedy.js";
import type { DuelPlayer } from "./player.js";
import { randomPlayer } from "./random.js";

export { playDuel, type DuelOutcome, type DuelPlayer, type PlayDuelOptions } from "./player.js";
export { randomPlayer, randomAnswer } from "./random.js";
export { greedyPlayer, defaultAnswer, type GreedyOptions } from "./greedy.js";
export { DEFAULT_WEIGHTS, type ScoreWeights } from "./score.js";

export { AI_KINDS, type AiKind } from "./kinds.js";
import { AI_KINDS, type AiKind } from "./kinds.js";

/** Whether a name is a built-in player. */
export function isAiKind(name: string): name is AiKind {
  return (AI_KINDS as readonly string[]).includes(name);
}

/** A built-in player by name, seeded. */
export function createPlayer(kind: AiKind, seed: number | string = 0): DuelPlayer {
  return kind === "greedy" ? greedyPlayer(seed) : randomPlayer(seed);
}
