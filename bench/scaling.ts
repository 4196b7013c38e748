/**
 * Scaling to the machine's 2 cores: the same random duels split over 1 and 2 worker threads
 * (pack compiled and warmed in each worker before the clock starts), and — once it exists —
 * `ygo sim --workers 1` vs `--workers 2` as fresh processes.
 * @module
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { fmt, median, repoRoot, type DuelFigures, type Figure } from "./common.js";

async function withWorkers(k: number, games: number): Promise<number> {
  const script = fileURLToPath(new URL("./duel-worker.js", import.meta.url));
  const parts: number[][] = Array.from({ length: k }, () => []);
  for (let s = 1; s <= games; s++) parts[(s - 1) % k]!.push(s);
  const workers = parts.map((seeds) => new Worker(script, { workerData: { seeds } }));
  await Promise.all(workers.map((w) => new Promise<void>((ok, fail) => { w.once("message", () => ok()); w.once("error", fail); })));
  const t0 = performance.now();
  const done = await Promise.all(workers.map((w) => new Promise<DuelFigures[]>((ok, fail) => {
    w.once("message", (m: { duels: DuelFigures[] }) => ok(m.duels));
    w.once("error", fail);
    w.postMessage("go");
  })));
  const wall = performance.now() - t0;
  await Promise.all(workers.map((w) => w.terminate()));
  const n = done.reduce((a, d) => a + d.length, 0);
  return (n / wall) * 1000;
}

export async function benchScaling(opts: { games: number; runs: number }): Promise<Figure[]> {
  const one: number[] = [];
  const two: number[] = [];
  for (let r = 0; r < opts.runs; r++) {
    one.push(await withWorkers(1, opts.games));
    two.push(await withWorkers(2, opts.games));
  }
  const [a, b] = [median(one), median(two)];
  const cmd = "npm run bench -- --only scaling";
  const figures: Figure[] = [
    { group: "scaling", name: "random duels per second, 1 worker thread", value: `${fmt(a, 1)} duels/s`, target: "", command: cmd, note: `${opts.games} duels, median of ${opts.runs} runs` },
    { group: "scaling", name: "random duels per second, 2 worker threads", value: `${fmt(b, 1)} duels/s`, target: "", command: cmd, note: `speed-up ×${fmt(b / a, 2)} on 2 cores` },
  ];
  const root = repoRoot();
  if (existsSync(join(root, "dist", "src", "cli", "sim.js"))) {
    const run = (workers: number): number => {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [join(root, "bin", "ygo.js"), "sim", "--games", String(opts.games), "--workers", String(workers), "--ai", "random,random"], { encoding: "utf8", cwd: root });
      if (r.status !== 0) throw new Error(`ygo sim failed (${r.status}): ${r.stderr}`);
      return performance.now() - t0;
    };
    const w1 = median(Array.from({ length: opts.runs }, () => run(1)));
    const w2 = median(Array.from({ length: opts.runs }, () => run(2)));
    const simCmd = `node bin/ygo.js sim --games ${opts.games} --workers 1|2 --ai random,random`;
    figures.push(
      { group: "scaling", name: `\`ygo sim --games ${opts.games} --workers 1\` (wall, whole process)`, value: `${fmt(w1, 0)} ms (${fmt((opts.games / w1) * 1000, 1)} duels/s)`, target: "", command: simCmd },
      { group: "scaling", name: `\`ygo sim --games ${opts.games} --workers 2\` (wall, whole process)`, value: `${fmt(w2, 0)} ms (${fmt((opts.games / w2) * 1000, 1)} duels/s)`, target: "", command: simCmd, note: `speed-up ×${fmt(w1 / w2, 2)}` },
    );
  } else {
    figures.push({ group: "scaling", name: "`ygo sim --workers 2`", value: "not measured", target: "", note: "src/cli/sim.ts has not landed; the worker-thread figures above measure the same split", command: cmd });
  }
  return figures;
}
