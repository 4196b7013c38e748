/**
 * Start-up and memory of the CLI as fresh processes (issue #13), each as a ratio to `node -e 0`
 * measured in the same minutes (runs alternate, so a busy moment of the shared machine falls on
 * both): `ygo --help`; `ygo duel` to its first line on stdout; `ygo check` of one script; and the
 * peak RSS of `ygo sim --workers 1`. The parse cache is warmed first (as `npm install` and any
 * earlier run leave it), so these are the figures a user sees from the second command on.
 * @module
 */
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, median, repoRoot, type Figure } from "./common.js";

export interface StartupOptions {
  runs: number;
}

/** Wall ms until the process writes its first byte to stdout (or exits), and its exit code. */
function timeToFirstOutput(args: readonly string[], cwd: string): Promise<{ ms: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first: number | undefined;
    const child = spawn(process.execPath, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", () => void (first ??= performance.now() - t0));
    child.stderr.resume();
    child.on("error", reject);
    child.on("close", (code) => resolve({ ms: first ?? performance.now() - t0, code }));
  });
}

function timeToExit(args: readonly string[], cwd: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: "utf8" });
  if (r.status !== 0 && r.status !== 1) throw new Error(`node ${args.join(" ")} failed (${r.status}): ${r.stderr}`);
  return performance.now() - t0;
}

/** A module preloaded with `--import` that prints the process's peak RSS (KiB) to stderr at exit. */
function rssProbe(): string {
  const path = join(tmpdir(), `ygo-rss-probe-${process.pid}.mjs`);
  writeFileSync(path, 'process.on("exit", () => process.stderr.write(`\\nmaxRSS=${process.resourceUsage().maxRSS}\\n`));\n');
  return path;
}

export async function benchStartup(opts: StartupOptions): Promise<Figure[]> {
  const root = repoRoot();
  const cli = join(root, "bin", "ygo.js");
  const decks = ["--deck", "cards/decks/goat-control.ydk", "--deck", "cards/decks/chaos-control.ydk"];
  const script = "cards/classic/scripts/pot-of-greed.ygo";
  // Warm the OS file cache and the parse cache once.
  timeToExit([cli, "check", "cards/classic"], root);
  const node: number[] = [];
  const help: number[] = [];
  const duel: number[] = [];
  const check: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    node.push(timeToExit(["-e", "0"], root));
    help.push(timeToExit([cli, "--help"], root));
    const d = await timeToFirstOutput([cli, "duel", ...decks, "--seed", String(i + 1)], root);
    if (d.code !== 0) throw new Error(`ygo duel exited ${d.code}`);
    duel.push(d.ms);
    check.push(timeToExit([cli, "check", script], root));
  }
  const probe = rssProbe();
  const sim = spawnSync(process.execPath, ["--import", probe, cli, "sim", "--workers", "1", "--games", "20", ...decks], { cwd: root, encoding: "utf8" });
  const rssKib = Number(/maxRSS=(\d+)/.exec(sim.stderr)?.[1] ?? NaN);
  const base = median(node);
  const ratio = (xs: number[]): number => median(xs) / base;
  const cmd = "npm run bench -- --only startup";
  const row = (name: string, xs: number[], max: number): Figure => ({
    group: "startup",
    name,
    value: `${fmt(ratio(xs), 1)}× (${fmt(median(xs), 0)} ms)`,
    target: `≤ ${max}×`,
    met: ratio(xs) <= max,
    note: `median of ${opts.runs}; \`node -e 0\`: ${fmt(base, 0)} ms`,
    command: cmd,
  });
  return [
    row("`ygo --help`", help, 3),
    row("`ygo duel` (Goat Control vs Chaos Control) to its first line", duel, 6),
    row(`\`ygo check ${script}\``, check, 10),
    { group: "startup", name: "peak RSS of `ygo sim --workers 1 --games 20` (format decks)", value: `${fmt(rssKib / 1024, 0)} MiB`, target: "≤ 80 MiB", met: rssKib / 1024 <= 80, note: "the whole process, its worker thread included", command: cmd },
  ];
}
