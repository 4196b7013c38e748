/**
 * `ygo sim --games N --workers K --ai A,B`: many AI duels in worker threads, a progress bar, then
 * win rates with 95% confidence intervals, average turns and the most activated cards. Seeds are
 * derived from `--seed` and the game's index, and reported, so a run can be repeated exactly.
 */
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { openPack } from "../api/index.js";
import { parseAis, reportUnscripted, resolveDecks } from "./duel.js";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from "./io.js";
import { SimRunner, gameSeed, type FromWorker, type GameResult, type SimSpec, type ToWorker } from "./sim-worker.js";

/** Options of `ygo sim`. */
export interface SimOptions {
  games?: string;
  workers?: string;
  ai?: string;
  seed?: string;
  deck?: string[];
  profile?: string;
  pack?: string;
  top?: string;
  allowUnscripted?: boolean;
}


function positiveInt(text: string, what: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new UsageError(`${what} must be a whole number ≥ 1, got "${text}"`);
  return Number(text);
}

/** Runs `ygo sim`; resolves to the exit code. */
export async function runSim(opts: SimOptions, io: CliIo): Promise<number> {
  try {
    return await sim(opts, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`ygo sim: ${err.message}\n`);
      return EXIT_USAGE;
    }
    io.err(`ygo sim: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT_FAILED;
  }
}

/** The compiled worker script: next to this module when built, else in `dist/` (running from sources). */
function workerScript(): string | null {
  const here = fileURLToPath(import.meta.url);
  const beside = join(dirname(here), "sim-worker.js");
  if (existsSync(beside)) return beside;
  const built = resolve(dirname(here), "..", "..", "dist", "src", "cli", "sim-worker.js");
  return existsSync(built) ? built : null;
}

/** 95% Wilson score interval of a proportion, as fractions. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const center = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Shows progress on stderr: a redrawn bar on a terminal, otherwise one line at the start. */
class Progress {
  private shown = -1;
  constructor(private readonly io: CliIo, private readonly total: number, private readonly tty: boolean) {}
  update(done: number): void {
    if (!this.tty) return;
    const width = 30;
    const filled = Math.round((width * done) / this.total);
    if (filled === this.shown && done !== this.total) return;
    this.shown = filled;
    this.io.err(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${this.total}`);
    if (done === this.total) this.io.err("\n");
  }
}

async function sim(opts: SimOptions, io: CliIo): Promise<number> {
  const games = positiveInt(opts.games ?? "100", "--games");
  const workers = Math.min(games, positiveInt(opts.workers ?? String(Math.max(1, cpus().length)), "--workers"));
  const ais = parseAis(opts.ai ?? "random,random");
  const seed = opts.seed ?? "1";
  const deckPaths = (opts.deck ?? []).map((p) => resolve(p));
  const { decks, names } = resolveDecks(deckPaths);
  const allow = opts.allowUnscripted === true;
  const pack = openPack(opts.pack);
  if (!reportUnscripted("sim", decks, names, pack, allow, io)) return EXIT_FAILED;
  const spec: SimSpec = { seed, ais, decks: deckPaths, profile: opts.profile ?? "classic", allowUnscripted: allow, ...(opts.pack === undefined ? {} : { pack: resolve(opts.pack) }) };
  const script = workerScript();
  const tty = process.stderr.isTTY === true && io.color;
  // One worker would only wait on a thread that loads the pack again: play in this thread instead.
  const here = script === null || workers === 1;
  const mode = script === null ? "in this thread (no compiled worker script: run npm run build)" : workers === 1 ? "in this thread (1 worker)" : `on ${workers} workers`;
  io.err(`ygo sim: ${games} duels ${mode}, seeds ${gameSeed(seed, 0)} … ${gameSeed(seed, games - 1)}\n`);
  const progress = new Progress(io, games, tty);
  const started = performance.now();
  const results = here ? runHere(new SimRunner(spec, pack), games, progress) : await runWorkers(script, spec, games, workers, progress);
  const seconds = (performance.now() - started) / 1000;
  io.out(report(results, names.map((n, i) => `${n} (${decks[i]!.name}, ${ais[i]})`), seconds, positiveInt(opts.top ?? "10", "--top")));
  return EXIT_OK;
}

function runHere(runner: SimRunner, games: number, progress: Progress): GameResult[] {
  const out: GameResult[] = [];
  for (let i = 0; i < games; i++) {
    out.push(runner.play(i));
    progress.update(i + 1);
  }
  return out;
}

/** Hands out games in small batches to whichever worker is free, so fast and slow games balance. */
function runWorkers(script: string, spec: SimSpec, games: number, workers: number, progress: Progress): Promise<GameResult[]> {
  const batch = Math.max(1, Math.min(10, Math.floor(games / (workers * 8))));
  const results: GameResult[] = [];
  let next = 0;
  return new Promise((resolvePromise, reject) => {
    let live = workers;
    let failed = false;
    const pool: Worker[] = [];
    const feed = (w: Worker): void => {
      if (next >= games) {
        w.postMessage({ done: true } satisfies ToWorker);
        return;
      }
      const chunk: number[] = [];
      for (let k = 0; k < batch && next < games; k++) chunk.push(next++);
      w.postMessage({ games: chunk } satisfies ToWorker);
    };
    for (let k = 0; k < workers; k++) {
      const w = new Worker(script, { workerData: { ygoSim: true, spec } });
      pool.push(w);
      w.on("message", (msg: FromWorker) => {
        if ("error" in msg) {
          failed = true;
          for (const p of pool) void p.terminate();
          reject(new Error(`a worker failed: ${msg.error}`));
          return;
        }
        results.push(...msg.results);
        progress.update(results.length);
        feed(w);
      });
      w.on("error", (err) => {
        failed = true;
        for (const p of pool) void p.terminate();
        reject(err);
      });
      w.on("exit", () => {
        if (--live === 0 && !failed) resolvePromise(results.sort((a, b) => a.index - b.index));
      });
      feed(w);
    }
  });
}

/** The summary: win rates with intervals, draws, turns, most activated cards, speed. */
export function report(results: readonly GameResult[], players: readonly string[], seconds: number, top: number): string {
  const n = results.length;
  const wins = [0, 0];
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let minTurns = Infinity;
  let maxTurns = 0;
  const activations = new Map<string, number>();
  for (const r of results) {
    if (r.result === 0 || r.result === 1) wins[r.result]!++;
    else if (r.result === 2) draws++;
    else unfinished++;
    turns += r.turns;
    minTurns = Math.min(minTurns, r.turns);
    maxTurns = Math.max(maxTurns, r.turns);
    for (const [name, k] of Object.entries(r.activations)) activations.set(name, (activations.get(name) ?? 0) + k);
  }
  const lines: string[] = [`${n} duels: ${players[0]} vs ${players[1]}`];
  const width = Math.max(...players.map((p) => p.length));
  players.forEach((p, i) => {
    const [lo, hi] = wilson(wins[i]!, n);
    lines.push(`  ${p.padEnd(width)}  ${String(wins[i]).padStart(String(n).length)} wins  ${pct(wins[i]! / n).padStart(6)}  (95% CI ${pct(lo)}–${pct(hi)})`);
  });
  lines.push(`  draws ${draws}${unfinished > 0 ? `, unfinished ${unfinished}` : ""}`);
  lines.push(`Average turns: ${(turns / n).toFixed(1)} (min ${minTurns}, max ${maxTurns})`);
  const ranked = [...activations].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top);
  lines.push(ranked.length === 0 ? "No card was activated." : `Most activated cards (chain links over all duels):`);
  ranked.forEach(([name, k], i) => lines.push(`  ${String(i + 1).padStart(2)}. ${name} — ${k} (${(k / n).toFixed(2)} per duel)`));
  lines.push(`Time: ${seconds.toFixed(1)} s (${(n / seconds).toFixed(1)} duels/s)`);
  return lines.join("\n") + "\n";
}
