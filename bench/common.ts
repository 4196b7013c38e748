/**
 * Shared by the benchmarks and the soak: the machine, statistics, the two starter decks, a seeded
 * uniformly random player and a timed random duel. Everything goes through `pack-runtime` (the
 * pack is compiled once per process, then each duel only sets up and plays).
 * @module
 */
import { readFileSync } from "node:fs";
import { cpus, platform, release, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { createDuel, openPack, packCore, type Duel, type DuelPack } from "../src/api/duel.js";
import { loadPackRuntime, type PackRuntime } from "../src/api/pack-runtime.js";
import type { Answer } from "../src/kernel/index.js";
import type { DuelDeck } from "../src/rules/index.js";
import { parseYdk } from "../src/rules/ydk.js";

/** The repository root, from the sources (vitest) and from `dist/bench` alike. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string };
      if (pkg.name === "ygo-engine") return dir;
    } catch {
      // not here
    }
    dir = dirname(dir);
  }
  return resolve(".");
}

/** The machine a figure was measured on. */
export function machine(): { cpu: string; cores: number; node: string; os: string; memGb: number } {
  const c = cpus();
  return { cpu: c[0]?.model ?? "unknown", cores: c.length, node: process.version, os: `${platform()} ${release()}`, memGb: Math.round(totalmem() / 2 ** 30) };
}

export function median(xs: readonly number[]): number {
  return quantile(xs, 0.5);
}

/** The q-quantile (nearest rank) of a sample. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

/** A garbage collection now (exposes `gc` when node was not started with --expose-gc). */
export function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g !== undefined) return g();
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** Starter Deck Yugi and Starter Deck Kaiba, as players 0 and 1. */
export function starterDecks(root = repoRoot()): [DuelDeck, DuelDeck] {
  const read = (name: string): DuelDeck => {
    const file = join(root, "cards", "decks", name);
    const r = parseYdk(readFileSync(file, "utf8"), file);
    if (!r.ok) throw new Error(`${file}: ${r.errors.map((e) => `${e.line}: ${e.message}`).join("; ")}`);
    return { main: r.value.main, extra: r.value.extra };
  };
  return [read("starter-yugi.ydk"), read("starter-kaiba.ydk")];
}

let runtime: PackRuntime | undefined;
/** The classic pack, compiled once per process. */
export function classicRuntime(): PackRuntime {
  runtime ??= loadPackRuntime(join(repoRoot(), "cards", "classic"));
  return runtime;
}

/** sfc32: the player's own seeded random numbers in [0, 1) (separate from the duel's RNG). */
export function randomSource(seed: number): () => number {
  let a = 0x9e3779b9, b = 0x243f6a88, c = 0xb7e15162, d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** Legal answers enumerated per prompt at most (multi-pick prompts grow combinatorially). */
export const ANSWER_LIMIT = 10_000;

/** A uniformly random legal answer: every answer `legalAnswers` lists is equally likely. */
export function randomAnswer(legal: readonly Answer[], rand: () => number): Answer {
  const a = legal[Math.floor(rand() * legal.length)];
  if (a === undefined) throw new Error("no legal answer to pick from");
  return a;
}

let pack: DuelPack | undefined;
/** The classic pack for the embedding API (`openPack`: compiled once per process, one kernel per profile). */
export function classicPack(): DuelPack {
  pack ??= openPack(join(repoRoot(), "cards", "classic"));
  return pack;
}

/** Starts a duel of the starter decks through the embedding API (`createDuel`). */
export function starterDuel(p: DuelPack, decks: readonly [DuelDeck, DuelDeck], seed: number): Duel {
  return createDuel({ pack: p, decks, seed });
}

/** The figures of one random duel. */
export interface DuelFigures {
  seed: number;
  result: number;
  turns: number;
  decisions: number;
  setupMs: number;
  playMs: number;
}

/** Safety stop for a duel that would not end (none has been seen; the soak reports one as a failure). */
export const MAX_DECISIONS = 20_000;

/** Plays one random-vs-random duel to its end, timing set-up and play apart. Seed `s` drives both the duel and the player. */
export function timedDuel(rt: DuelPack, decks: readonly [DuelDeck, DuelDeck], seed: number): DuelFigures {
  const t0 = performance.now();
  const d = starterDuel(rt, decks, seed);
  const t1 = performance.now();
  const rand = randomSource(seed);
  let n = 0;
  while (d.prompt !== null && n < MAX_DECISIONS) {
    const refused = d.answer(randomAnswer(d.legalAnswers(ANSWER_LIMIT), rand));
    if (refused !== null) throw new Error(`seed ${seed}: a legal answer was refused: ${refused.error}`);
    n++;
  }
  const t2 = performance.now();
  return { seed, result: d.state.result, turns: d.state.turn, decisions: n, setupMs: t1 - t0, playMs: t2 - t1 };
}

/** Plays a duel to (about) its middle: `fraction` of the decisions the same seed takes to finish. */
export function midDuel(rt: DuelPack, decks: readonly [DuelDeck, DuelDeck], seed: number, decisions: number): Duel {
  const d = starterDuel(rt, decks, seed);
  const rand = randomSource(seed);
  for (let n = 0; n < decisions && d.prompt !== null; n++) {
    const refused = d.answer(randomAnswer(d.legalAnswers(ANSWER_LIMIT), rand));
    if (refused !== null) throw new Error(`seed ${seed}: a legal answer was refused: ${refused.error}`);
  }
  return d;
}

/** Formats a number with a sensible precision for the table. */
export function fmt(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return String(x);
  if (Math.abs(x) >= 1000) return Math.round(x).toLocaleString("en-US");
  return x.toFixed(digits);
}

/** One line of the results table. */
export interface Figure {
  /** Which benchmark (module) produced it. */
  group: string;
  name: string;
  value: string;
  /** The target, or "" when the issue sets none. */
  target: string;
  /** true/false when there is a target. */
  met?: boolean;
  note?: string;
  /** The command that produced it. */
  command?: string;
}

/**
 * A random legal deck of cards the pack plays as printed: every scripted card and vanilla monster of
 * the 2005 pool may be drawn, each at most 3 times (R-DECK-2); 40 main-deck cards (R-DECK-1) and up
 * to 5 scripted fusion monsters in the extra deck. Seeded by `rand`.
 */
export function randomPackDeck(p: DuelPack, rand: () => number): DuelDeck {
  const { facts, behaviours } = packCore(p);
  const scripted = (id: number): boolean => (behaviours instanceof Map ? behaviours.has(id) : Object.hasOwn(behaviours, id));
  const main: number[] = [];
  const extra: number[] = [];
  for (const f of facts.cards) {
    if (!f.goatPool || f.alias !== 0 || f.subtypes.includes("token")) continue;
    const vanilla = f.kind === "monster" && f.subtypes.includes("normal") && !f.subtypes.includes("fusion");
    if (!vanilla && !scripted(f.id)) continue;
    (f.kind === "monster" && (f.subtypes.includes("fusion") || f.subtypes.includes("synchro")) ? extra : main).push(f.id);
  }
  const pick = (from: number[], n: number): number[] => {
    const out: number[] = [];
    const copies = new Map<number, number>();
    while (out.length < n && from.length > 0) {
      const id = from[Math.floor(rand() * from.length)]!;
      const k = copies.get(id) ?? 0;
      if (k >= 3) continue;
      copies.set(id, k + 1);
      out.push(id);
    }
    return out;
  };
  return { main: pick(main, 40), extra: pick(extra, Math.min(5, extra.length)) };
}
