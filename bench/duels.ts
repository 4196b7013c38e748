/**
 * Duels on one core: full random-vs-random duels (uniformly random legal answers, Starter Deck
 * Yugi vs Starter Deck Kaiba, fixed seeds) per second, with set-up (one `createDuel`) and play
 * timed apart; decisions per second; mean turns per duel. The pack is compiled once per process.
 * @module
 */
import { classicPack, fmt, median, starterDecks, timedDuel, type DuelFigures, type Figure } from "./common.js";

export interface DuelsOptions {
  /** Duels per run (seeds 1..games). */
  games: number;
  runs: number;
}

export interface DuelsSummary {
  perSec: number;
  figures: Figure[];
}

export function benchDuels(opts: DuelsOptions): DuelsSummary {
  const t0 = performance.now();
  const rt = classicPack();
  const compileMs = performance.now() - t0;
  const decks = starterDecks();
  // Warm-up: the JIT, and the pack's lazily built caches.
  for (let seed = 1; seed <= Math.min(50, opts.games); seed++) timedDuel(rt, decks, 10_000 + seed);
  const runs: { wall: number; duels: DuelFigures[] }[] = [];
  for (let r = 0; r < opts.runs; r++) {
    const w0 = performance.now();
    const duels: DuelFigures[] = [];
    for (let seed = 1; seed <= opts.games; seed++) duels.push(timedDuel(rt, decks, seed));
    runs.push({ wall: performance.now() - w0, duels });
  }
  const perSecRuns = runs.map((r) => (r.duels.length / r.wall) * 1000);
  const perSec = median(perSecRuns);
  const all = runs[0]!.duels;
  const decisions = all.reduce((a, d) => a + d.decisions, 0);
  const turns = all.reduce((a, d) => a + d.turns, 0);
  const unfinished = all.filter((d) => d.result === -1).length;
  const setupMs = median(runs.map((r) => r.duels.reduce((a, d) => a + d.setupMs, 0) / r.duels.length));
  const playMs = median(runs.map((r) => r.duels.reduce((a, d) => a + d.playMs, 0) / r.duels.length));
  const decPerSec = median(runs.map((r) => (r.duels.reduce((a, d) => a + d.decisions, 0) / r.duels.reduce((a, d) => a + d.playMs, 0)) * 1000));
  const wins = [0, 0, 0];
  for (const d of all) if (d.result >= 0) wins[d.result]!++;
  const cmd = "npm run bench -- --only duels";
  const note = `seeds 1..${opts.games}, median of ${opts.runs} runs (${perSecRuns.map((x) => fmt(x, 1)).join(", ")})`;
  return {
    perSec,
    figures: [
      { group: "duels", name: "pack load + check + compile (`openPack`, once per process)", value: `${fmt(compileMs, 0)} ms`, target: "once per process", met: true, note: "first load in the process, includes reading the files and building the parser" },
      { group: "duels", name: "random duels per second, one core (set-up + play)", value: `${fmt(perSec, 1)} duels/s`, target: "≥ 100 duels/s", met: perSec >= 100, note },
      { group: "duels", name: "set-up of a duel (`createDuel`: shuffles, opening hands, first prompt)", value: `${fmt(setupMs, 3)} ms`, target: "≤ 0.5 ms", met: setupMs <= 0.5 },
      { group: "duels", name: "play of a duel (first prompt to result)", value: `${fmt(playMs, 2)} ms`, target: "", note: "reference engine: ≈ 7 ms play + 11 ms set-up" },
      { group: "duels", name: "decisions per second (play only)", value: `${fmt(decPerSec, 0)} /s`, target: "" },
      { group: "duels", name: "mean decisions per duel", value: fmt(decisions / all.length, 1), target: "" },
      { group: "duels", name: "mean turns per duel", value: fmt(turns / all.length, 1), target: "", note: `results: Yugi ${wins[0]}, Kaiba ${wins[1]}, draws ${wins[2]}, unfinished ${unfinished}` },
    ].map((f) => ({ ...f, command: cmd })),
  };
}
