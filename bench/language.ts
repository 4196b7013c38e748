/**
 * Language: parse + check + compile of the whole classic pack (cards per second, ms total), with
 * the pack's files read from disk once beforehand and every script parsed (the parse cache off);
 * and the cold start of the CLI (`ygo check` over the pack) as a fresh process.
 * @module
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { compilePack } from "../src/interp/index.js";
import { checkPack, loadPack } from "../src/api/language.js";
import { fmt, median, repoRoot, type Figure } from "./common.js";

export interface LanguageOptions {
  runs: number;
  cliRuns: number;
}

export function benchLanguage(opts: LanguageOptions): Figure[] {
  const root = repoRoot();
  const dir = join(root, "cards", "classic");
  const pack = loadPack(dir);
  // The first round pays for building the grammar's parser (chevrotain self-analysis) and JIT warm-up.
  const round = (): { ms: number; cards: number; parseCheckMs: number; compileMs: number } => {
    const t0 = performance.now();
    const check = checkPack(pack, { cache: false });
    const t1 = performance.now();
    const compiled = compilePack(check.cards, pack.cards);
    const t2 = performance.now();
    if (compiled.behaviours === undefined) throw new Error("nothing compiled");
    return { ms: t2 - t0, cards: check.cards.length, parseCheckMs: t1 - t0, compileMs: t2 - t1 };
  };
  const first = round();
  for (let i = 0; i < 3; i++) round();
  const rounds = Array.from({ length: opts.runs }, round);
  const ms = median(rounds.map((r) => r.ms));
  const cards = first.cards;
  const perSec = (cards / ms) * 1000;

  const cli = join(root, "bin", "ygo.js");
  const cold: number[] = [];
  for (let i = 0; i < opts.cliRuns + 1; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [cli, "check", dir], { encoding: "utf8", cwd: root });
    const t = performance.now() - t0;
    if (r.status !== 0) throw new Error(`ygo check failed (${r.status}): ${r.stderr}`);
    if (i > 0) cold.push(t); // the first run warms the OS file cache
  }
  const nodeOnly: number[] = [];
  for (let i = 0; i < opts.cliRuns; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ["-e", "0"]);
    nodeOnly.push(performance.now() - t0);
  }
  const cmd = "npm run bench -- --only language";
  return [
    { group: "language", name: `parse + check + compile, whole classic pack (${cards} scripted cards)`, value: `${fmt(ms, 1)} ms`, target: "", note: `median of ${opts.runs} warm rounds; first round in the process ${fmt(first.ms, 0)} ms (builds the parser); parse + check alone ${fmt(median(rounds.map((r) => r.parseCheckMs)), 1)} ms` },
    { group: "language", name: "parse + check + compile throughput", value: `${fmt(perSec, 0)} cards/s`, target: "≥ 10,000 cards/s", met: perSec >= 10_000, note: `first (cold) round: ${fmt((cards / first.ms) * 1000, 0)} cards/s` },
    { group: "language", name: "compile alone (checked ASTs → behaviours, `compilePack`)", value: `${fmt((cards / median(rounds.map((r) => r.compileMs))) * 1000, 0)} cards/s`, target: "≥ 10,000 cards/s", met: cards / median(rounds.map((r) => r.compileMs)) * 1000 >= 10_000, note: `${fmt(median(rounds.map((r) => r.compileMs)), 1)} ms for the pack` },
    { group: "language", name: "CLI cold start: `ygo check cards/classic`", value: `${fmt(median(cold), 0)} ms`, target: "", note: `median of ${opts.cliRuns} fresh processes; \`node -e 0\` alone: ${fmt(median(nodeOnly), 0)} ms` },
  ].map((f) => ({ ...f, command: cmd }));
}
