/**
 * The work of `ygo sim`: plays games by index and reports each result. Runs in a worker thread
 * (started by `sim.ts` with `workerData.ygoSim`), or in the calling thread when workers are not
 * available. A game's seed depends only on the run's seed and the game's index, so results do not
 * depend on how many workers share the games or in which order they finish.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createDuel, createPlayer, loadDeck, bundledDeck, openPack, getProfile, playDuel, type AiKind, type DuelPack, type NamedDeck, type RuleProfile } from "../api/index.js";

/** What every game of a run shares. */
export interface SimSpec {
  readonly seed: string;
  readonly ais: readonly [AiKind, AiKind];
  /** Deck files, or empty for the bundled starter decks. */
  readonly decks: readonly string[];
  readonly profile: string;
  readonly pack?: string;
  /** Checked before the run: the decks' unscripted cards play without effects. */
  readonly allowUnscripted?: boolean;
}

/** One game's result. */
export interface GameResult {
  readonly index: number;
  /** 0, 1, 2 (draw) or -1 (did not end). */
  readonly result: number;
  readonly turns: number;
  /** Chain links by card name. */
  readonly activations: Record<string, number>;
}

/** The seed of game `index` of a run. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}/${index}`;
}

/** Plays the games of a run, built once per thread. */
export class SimRunner {
  private readonly pack: DuelPack;
  private readonly decks: readonly [NamedDeck, NamedDeck];
  private readonly profile: RuleProfile;

  /** `pack`: the pack already opened from `spec.pack`, when the runner plays in the thread that opened it. */
  constructor(private readonly spec: SimSpec, pack?: DuelPack) {
    this.pack = pack ?? openPack(spec.pack);
    this.decks = spec.decks.length === 2 ? [loadDeck(spec.decks[0]!), loadDeck(spec.decks[1]!)] : [bundledDeck("starter-yugi"), bundledDeck("starter-kaiba")];
    const profile = getProfile(spec.profile);
    if (profile === undefined) throw new Error(`unknown profile "${spec.profile}"`);
    this.profile = profile;
  }

  /** Plays game `index`. */
  play(index: number): GameResult {
    const seed = gameSeed(this.spec.seed, index);
    const duel = createDuel({ pack: this.pack, decks: this.decks, seed, profile: this.profile, allowUnscripted: this.spec.allowUnscripted === true });
    const out = playDuel(duel, [createPlayer(this.spec.ais[0], `${seed}/0`), createPlayer(this.spec.ais[1], `${seed}/1`)]);
    const activations: Record<string, number> = {};
    for (const e of duel.events) {
      if (e.type !== "chainLink") continue;
      const name = duel.cardName(e.card);
      activations[name] = (activations[name] ?? 0) + 1;
    }
    return { index, result: out.result, turns: out.turns, activations };
  }
}

/** Messages from the main thread: games to play, or the end. */
export type ToWorker = { readonly games: readonly number[] } | { readonly done: true };
/** Messages to the main thread: results, or a failure. */
export type FromWorker = { readonly results: readonly GameResult[] } | { readonly error: string };

const data = workerData as { ygoSim?: boolean; spec?: SimSpec } | null;
if (parentPort !== null && data !== null && typeof data === "object" && data.ygoSim === true && data.spec !== undefined) {
  const port = parentPort;
  let runner: SimRunner | undefined;
  port.on("message", (msg: ToWorker) => {
    if ("done" in msg) {
      port.close();
      return;
    }
    try {
      runner ??= new SimRunner(data.spec!);
      const results = msg.games.map((i) => runner!.play(i));
      port.postMessage({ results } satisfies FromWorker);
    } catch (err) {
      port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies FromWorker);
    }
  });
}
