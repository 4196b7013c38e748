/**
 * State: size of a serialized mid-duel state, time to serialize, restore and fork one; set-up cost
 * with and without a shared kernel; heap per live duel with 1,000 mid-duel duels held at once.
 * "Mid-duel" = a duel of the starter decks played with random answers for half the decisions the
 * same seed takes to finish.
 * @module
 */
import { createRulesKernel, duelSetup } from "../src/rules/index.js";
import { Session, fork, restore, serialize, type DuelState } from "../src/kernel/index.js";
import { createPackDuel } from "../src/api/pack-runtime.js";
import { classicPack, classicRuntime, fmt, gc, median, midDuel, quantile, starterDecks, starterDuel, timedDuel, type Figure } from "./common.js";

export interface StateOptions {
  /** Distinct mid-duel states timed. */
  states: number;
  /** Duels held in memory at once. */
  live: number;
}

/** Median time of `fn` per call, in µs: `reps` calls per sample, several samples. */
function microTime(fn: () => void, reps: number, samples = 9): number {
  for (let i = 0; i < reps; i++) fn();
  const out: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < reps; i++) fn();
    out.push(Number(process.hrtime.bigint() - t0) / 1000 / reps);
  }
  return median(out);
}

export function benchState(opts: StateOptions): Figure[] {
  const rt = classicPack();
  const decks = starterDecks();
  // Mid-duel states: half of each seed's decisions.
  const lengths = new Map<number, number>();
  const lengthOf = (seed: number): number => {
    let n = lengths.get(seed);
    if (n === undefined) lengths.set(seed, (n = timedDuel(rt, decks, seed).decisions));
    return n;
  };
  const states: DuelState[] = [];
  for (let seed = 1; seed <= opts.states; seed++) states.push(midDuel(rt, decks, seed, Math.floor(lengthOf(seed) / 2)).state);
  const texts = states.map(serialize);
  const sizes = texts.map((t) => Buffer.byteLength(t, "utf8"));
  const big = sizes.indexOf(Math.max(...sizes));
  // Timings on every state in turn (a loop over the set), per operation.
  let k = 0;
  const nextState = (): DuelState => states[k++ % states.length]!;
  const nextText = (): string => texts[k++ % texts.length]!;
  let sink = 0;
  const forkUs = microTime(() => { sink += fork(nextState()).clock; }, 2000);
  const serUs = microTime(() => { sink += serialize(nextState()).length; }, 500);
  const resUs = microTime(() => { sink += restore(nextText()).clock; }, 500);
  const structUs = microTime(() => { sink += structuredClone(nextState()).clock; }, 300);

  // Set-up: `createPackDuel` builds a ruleset and kernel per duel; a shared kernel only deals the cards.
  const prt = classicRuntime();
  const rk = createRulesKernel({ cards: prt.cards, behaviours: prt.compiled.behaviours, version: prt.version });
  let seed = 0;
  const setupApiUs = microTime(() => { sink += starterDuel(rt, decks, ++seed).state.clock; }, 200);
  const setupPackUs = microTime(() => { sink += createPackDuel(prt, { decks, seed: ++seed }).state.clock; }, 200);
  const setupSharedUs = microTime(() => { sink += new Session(rk.kernel, duelSetup(rk, decks, ++seed)).state.clock; }, 200);

  // Heap per live duel: 1,000 duels held mid-way (each with its session: state, event log, answers).
  const seeds = Array.from({ length: opts.live }, (_, i) => 1 + (i % opts.states));
  gc();
  gc();
  const h0 = process.memoryUsage().heapUsed;
  let live: ReturnType<typeof midDuel>[] | null = seeds.map((s) => midDuel(rt, decks, s, Math.floor(lengthOf(s) / 2)));
  gc();
  gc();
  const h1 = process.memoryUsage().heapUsed;
  const logEvents = median(live.map((d) => d.events.length));
  // The states alone (what a search holds, or a server keeps between prompts without the log).
  let held: DuelState[] | null = live.map((d) => fork(d.state));
  live = null;
  gc();
  gc();
  const h2 = process.memoryUsage().heapUsed;
  const perDuelKb = (h1 - h0) / opts.live / 1024;
  const perStateKb = (h2 - h0) / opts.live / 1024;
  sink += held.length;
  held = null;
  if (sink === 42) console.log("");

  const cmd = "npm run bench -- --only state";
  return [
    { group: "state", name: "serialized mid-duel state (JSON, UTF-8 bytes)", value: `${fmt(median(sizes) / 1024, 1)} KB`, target: "≤ 20 KB", met: median(sizes) <= 20 * 1024, note: `median of ${states.length} states (seeds 1..${opts.states}); p90 ${fmt(quantile(sizes, 0.9) / 1024, 1)} KB, max ${fmt(sizes[big]! / 1024, 1)} KB` },
    { group: "state", name: "fork a mid-duel state", value: `${fmt(forkUs, 2)} µs`, target: "≤ 20 µs", met: forkUs <= 20, note: `structuredClone of the same: ${fmt(structUs, 1)} µs` },
    { group: "state", name: "serialize a mid-duel state", value: `${fmt(serUs, 1)} µs`, target: "" },
    { group: "state", name: "restore a mid-duel state", value: `${fmt(resUs, 1)} µs`, target: "" },
    { group: "state", name: "set-up with `createDuel` (embedding API, kernel shared per pack)", value: `${fmt(setupApiUs / 1000, 3)} ms`, target: "≤ 0.5 ms", met: setupApiUs <= 500 },
    { group: "state", name: "set-up with `createPackDuel` (builds a kernel per duel)", value: `${fmt(setupPackUs / 1000, 3)} ms`, target: "≤ 0.5 ms", met: setupPackUs <= 500 },
    { group: "state", name: "set-up with a shared kernel (`new Session(kernel, duelSetup(…))`)", value: `${fmt(setupSharedUs / 1000, 3)} ms`, target: "≤ 0.5 ms", met: setupSharedUs <= 500 },
    { group: "state", name: `heap per live duel (${opts.live} mid-duel \`Duel\`s held, with their event logs)`, value: `${fmt(perDuelKb, 1)} KB`, target: "≤ 100 KB", met: perDuelKb <= 100, note: `median log ${logEvents} events per duel; reference engine ≈ 4.7 MB per duel` },
    { group: "state", name: `heap per held mid-duel state (${opts.live} states, no log)`, value: `${fmt(perStateKb, 1)} KB`, target: "≤ 100 KB", met: perStateKb <= 100 },
  ].map((f) => ({ ...f, command: cmd }));
}
