/**
 * The greedy player: a one-ply search. For each legal answer it forks the state, applies the
 * answer, lets the duel run on with everyone passing (and taking the first option of any other
 * prompt) until this player is free to act again in their own Main or Battle Phase, and scores the result ({@link scoreState}). It
 * takes the best; ties go to a seeded coin. Running on to the next window is what makes an attack
 * or a summon with tributes show its worth in one ply.
 *
 * It never reads what its player may not know: it searches a {@link determinize}d copy of the state,
 * in which every card hidden from it (face-down cards, the opponent's hand, deck order) was dealt
 * anew at random from the cards it cannot see.
 * @module
 */
import { randInt, seedRng, type Answer, type DuelState, type Kernel, type PlayerId, type Prompt, type RngState } from "../../kernel/index.js";
import type { RulesContext } from "../../rules/index.js";
import { duelCore, type Duel } from "../duel.js";
import { determinize } from "./determinize.js";
import type { DuelPlayer } from "./player.js";
import { DEFAULT_WEIGHTS, scoreState, type ScoreWeights } from "./score.js";

/** Options of {@link greedyPlayer}. */
export interface GreedyOptions {
  /** Score weights (default {@link DEFAULT_WEIGHTS}). */
  readonly weights?: ScoreWeights;
  /** Most answers tried per prompt (multi-pick prompts are cut to this many; default 32). */
  readonly breadth?: number;
  /** Most answers the run-on after a candidate may take before it is scored (default 60). */
  readonly horizon?: number;
}

/** What a player does when it does not think: pass if it can, else the first options. */
export function defaultAnswer(p: Prompt): Answer {
  const pass = p.options.findIndex((o) => o.kind === "pass" || o.kind === "cancel");
  if (pass >= 0 && p.min <= 1 && p.max >= 1) return [pass];
  return Array.from({ length: Math.max(p.min, 0) }, (_, i) => i);
}

/**
 * Whether `me` is free to act again: an open Main or Battle Phase window of their own turn. Stopping
 * at any window of theirs would let a pointless activation look good by putting off what follows
 * (the attack it was answering still resolves after it).
 */
function settled(s: DuelState, me: PlayerId): boolean {
  const p = s.prompt;
  if (p === null) return true;
  if (p.player !== me || p.kind !== "window" || s.turnPlayer !== me || s.chain.length > 0) return false;
  const w = p.context.window;
  return w === "main" || w === "battle";
}

/** Runs `s` on with default answers until `me` is free to act again, the duel ends or `horizon` answers were given. */
function runOn(kernel: Kernel, s: DuelState, me: PlayerId, horizon: number): DuelState {
  for (let i = 0; i < horizon; i++) {
    const p = s.prompt;
    if (p === null || settled(s, me)) return s;
    const r = kernel.answer(s, defaultAnswer(p));
    if (!r.ok) return s;
    s = r.state;
  }
  return s;
}

/** The best answer for the prompt's player by one-ply look-ahead. */
export function greedyAnswer(kernel: Kernel, rc: RulesContext, state: DuelState, rng: RngState, opts: GreedyOptions = {}): Answer {
  const p = state.prompt;
  if (p === null) throw new Error("the duel is over: nothing to choose");
  const me = p.player;
  const candidates = p.min === 1 && p.max === 1 ? p.options.map((_, i) => [i]) : kernel.legalAnswers(state, opts.breadth ?? 32);
  if (candidates.length === 1) return candidates[0]!;
  const weights = opts.weights ?? DEFAULT_WEIGHTS;
  const horizon = opts.horizon ?? 60;
  let best: Answer = candidates[0]!;
  let bestScore = -Infinity;
  let ties = 0;
  const guess = determinize(kernel, rc, state, me, rng);
  for (const a of candidates) {
    let r: ReturnType<Kernel["answer"]>;
    try {
      r = kernel.answer(guess, a);
    } catch {
      // An operation paused at this prompt may read a re-dealt card and find other options on the
      // guess; that candidate cannot be judged without peeking, so it keeps the lowest score.
      continue;
    }
    if (!r.ok) continue;
    const v = scoreState(rc, runOn(kernel, r.state, me, horizon), me, weights);
    if (v > bestScore) {
      best = a;
      bestScore = v;
      ties = 1;
    } else if (v === bestScore && randInt(rng, ++ties) === 0) {
      // Reservoir sampling among equal scores: each tied answer is equally likely.
      best = a;
    }
  }
  return best;
}

/** A greedy player; equal seeds give equal choices. */
export function greedyPlayer(seed: number | string = 0, opts: GreedyOptions = {}): DuelPlayer {
  const rng = seedRng(`greedy:${seed}`);
  return {
    name: "greedy",
    choose(duel: Duel): Answer {
      const core = duelCore(duel);
      return greedyAnswer(core.rk.kernel, core.rk.rc, duel.state, rng, opts);
    },
  };
}
