/**
 * The soak: random-answer duels of the starter decks with invariants checked after every step.
 * Shared by the bounded soak in `npm test` (test/soak/) and by `node dist/bench/soak.js`
 * (thousands of duels with `--long`, one seed with `--seed`, a saved failure with `--replay`).
 *
 * Invariants after every answer: card conservation (every card in exactly one zone, its zone
 * fields agreeing, no card lost), zone limits (5 monsters, 5 spells/traps, 1 field spell per
 * player), LP never negative, the chain empty whenever the phase or turn changes, every prompt
 * answerable (options, min ≤ max, at least one legal answer, a pending prompt iff no result), and
 * the serialize → restore round trip giving the identical state (and a fork too). Every few steps,
 * every legal answer of the prompt is tried on a copy (none may throw or be refused); at the end,
 * the duel's record replays to the identical final state.
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { createDuel, replayDuel, type Duel, type DuelPack, type DuelRecord } from "../src/api/duel.js";
import { fork, restore, serialize, type Answer, type DuelEvent, type DuelState } from "../src/kernel/index.js";
import { Zone, type DuelDeck } from "../src/rules/index.js";
import { ANSWER_LIMIT, MAX_DECISIONS, randomAnswer, randomSource } from "./common.js";

/** Zones per player in the rules layer's numbering. */
const ZONES_PER_PLAYER = 9;

/** How thoroughly a duel is checked. */
export interface SoakChecks {
  /** Serialize/restore and fork round trips every `roundTripEvery` steps (1 = every step); deep equality every tenth of those. */
  roundTripEvery: number;
  /** Try every legal answer (up to 16) on a copy every `allAnswersEvery` steps (0 = never). */
  allAnswersEvery: number;
  /** Replay the record at the end and compare the final state. */
  replay: boolean;
}

export const FULL_CHECKS: SoakChecks = { roundTripEvery: 1, allAnswersEvery: 10, replay: true };

/** Lighter checks for most of the bounded CI soak: the cheap invariants still after every step. */
export const LIGHT_CHECKS: SoakChecks = { roundTripEvery: 8, allAnswersEvery: 25, replay: false };

/** A broken invariant, with where it broke. */
export class InvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvariantError";
  }
}

function fail(message: string): never {
  throw new InvariantError(message);
}

/** What is remembered from the previous step. */
interface Before {
  turn: number;
  phase: number;
  cards: number;
  chain: number;
  events: number;
}

function beforeOf(duel: Duel): Before {
  const s = duel.state;
  return { turn: s.turn, phase: s.phase, cards: s.cards.length, chain: s.chain.length, events: duel.events.length };
}

/** The invariants of one state (after a step). */
export function checkState(s: DuelState, before: Before | null, events: readonly DuelEvent[] = []): void {
  // Card conservation.
  let inZones = 0;
  const seen = new Uint8Array(s.cards.length);
  s.zones.forEach((zone, zi) => {
    const player = Math.floor(zi / ZONES_PER_PLAYER);
    for (const id of zone) {
      inZones++;
      const c = s.cards[id];
      if (c === undefined) fail(`zone ${zi} holds card ${id}, which does not exist`);
      if (seen[id] === 1) fail(`card ${id} (${c.code}) is in two zones`);
      seen[id] = 1;
      if (c.zone !== zi % ZONES_PER_PLAYER) fail(`card ${id} (${c.code}) says zone ${c.zone} but is listed in zone ${zi % ZONES_PER_PLAYER} of player ${player}`);
      if (player !== c.ctrl && player !== c.owner) fail(`card ${id} (${c.code}) is in player ${player}'s zone but owned by ${c.owner} and controlled by ${c.ctrl}`);
    }
  });
  if (inZones !== s.cards.length) fail(`card conservation: ${s.cards.length} cards but ${inZones} in zones`);
  if (before !== null && s.cards.length < before.cards) fail(`card conservation: ${before.cards} cards before the step, ${s.cards.length} after`);
  // Zone limits and LP.
  for (const p of [0, 1] as const) {
    const base = p * ZONES_PER_PLAYER;
    const count = (z: number): number => s.zones[base + z]?.length ?? 0;
    if (count(Zone.MONSTER) > 5) fail(`player ${p} has ${count(Zone.MONSTER)} monsters on the field (limit 5)`);
    if (count(Zone.SPELL_TRAP) > 5) fail(`player ${p} has ${count(Zone.SPELL_TRAP)} cards in the spell & trap zone (limit 5)`);
    if (count(Zone.FIELD) > 1) fail(`player ${p} has ${count(Zone.FIELD)} field spells (limit 1)`);
    const lp = s.players[p]?.lp;
    if (typeof lp !== "number" || lp < 0) fail(`player ${p}'s LP is ${lp}`);
  }
  // The chain is empty between phases: followed through the step's events (several phases may pass in one step).
  if (before !== null) {
    let open = before.chain;
    for (const e of events) {
      if (e.type === "chainLink") open = e.link;
      else if (e.type === "chainResolved") open = e.link - 1;
      else if (e.type === "chainEnd") open = 0;
      else if ((e.type === "phaseEnd" || e.type === "phaseStart" || e.type === "turnStart") && open > 0) {
        fail(`${e.type} ${"phase" in e ? e.phase : ""} with ${open} chain link(s) open`);
      }
    }
    if (open !== s.chain.length) fail(`the step's chain events leave ${open} link(s) but the state has ${s.chain.length}`);
  }
  // Every prompt answerable; a prompt is pending exactly while the duel goes on.
  const p = s.prompt;
  if (p === null) {
    if (s.result === -1) fail("no prompt is pending but the duel has no result");
  } else {
    if (s.result !== -1) fail(`the duel is over (result ${s.result}) but a ${p.kind} prompt is pending`);
    if (p.player !== 0 && p.player !== 1) fail(`the ${p.kind} prompt is asked of player ${String(p.player)}`);
    if (!(p.min >= 0 && p.min <= p.max && p.min <= p.options.length)) fail(`the ${p.kind} prompt asks for ${p.min} to ${p.max} of ${p.options.length} options`);
  }
}

/** The serialize → restore and fork round trips give the identical state. */
export function checkRoundTrip(s: DuelState, deep = true): void {
  const text = serialize(s);
  const back = restore(text);
  if (deep && !isDeepStrictEqual(back, s)) fail("restore(serialize(state)) differs from the state (deep equality)");
  if (serialize(back) !== text) fail("serialize(restore(serialize(state))) differs from serialize(state)");
  if (serialize(fork(s)) !== text) fail("a fork of the state serializes differently from the state");
}

/** Outcome of one soaked duel. */
export interface SoakResult {
  seed: number;
  decisions: number;
  turns: number;
  result: number;
}

/** A soak failure: enough to reproduce it. */
export class SoakFailure extends Error {
  readonly seed: number;
  readonly step: number;
  readonly record: DuelRecord;
  readonly file: string;
  constructor(seed: number, step: number, cause: string, record: DuelRecord, file: string) {
    super(
      `soak failure, seed ${seed}, after answer ${step} of ${record.answers.length}: ${cause}\n` +
        `  answers (${record.answers.length}): ${JSON.stringify(record.answers).slice(0, 400)}${record.answers.length > 50 ? "…" : ""}\n` +
        `  saved to ${file}\n` +
        `  replay: npm run build && node dist/bench/soak.js --replay ${file}\n` +
        `  or rerun the seed: npm run build && node dist/bench/soak.js --seed ${seed}`,
    );
    this.name = "SoakFailure";
    this.seed = seed;
    this.step = step;
    this.record = record;
    this.file = file;
  }
}

/** Where failures are saved (`SOAK_DIR` overrides). */
export function failureDir(): string {
  return process.env["SOAK_DIR"] ?? join(tmpdir(), "ygo-soak");
}

function saveFailure(seed: number, step: number, message: string, record: DuelRecord): string {
  const dir = failureDir();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `seed-${seed}.json`);
  writeFileSync(file, JSON.stringify({ seed, step, message, record }, null, 1) + "\n");
  return file;
}

/** Checks a duel after a step and every so often the heavier round trips and answers. */
function checkDuel(duel: Duel, step: number, before: Before | null, checks: SoakChecks): void {
  const s = duel.state;
  checkState(s, before, before === null ? [] : duel.events.slice(before.events));
  if (s.prompt !== null && duel.legalAnswers(1).length === 0) fail(`the ${s.prompt.kind} prompt has no legal answer`);
  if (checks.roundTripEvery > 0 && step % checks.roundTripEvery === 0) checkRoundTrip(s, step % (checks.roundTripEvery * 10) === 0);
  if (checks.allAnswersEvery > 0 && step % checks.allAnswersEvery === 0 && s.prompt !== null) {
    for (const a of duel.legalAnswers(16)) {
      if (duel.preview(a) === null) fail(`the legal answer ${JSON.stringify(a)} to the ${s.prompt.kind} prompt is refused`);
    }
  }
}

/**
 * Plays a duel of `decks` with uniformly random legal answers (the player's randomness from
 * `seed` too), checking after every step. Throws a {@link SoakFailure} (saved to a file) when an
 * invariant breaks or the engine throws.
 */
export function soakDuel(pack: DuelPack, decks: readonly [DuelDeck, DuelDeck], seed: number, checks: SoakChecks = FULL_CHECKS): SoakResult {
  let duel: Duel | undefined;
  let step = 0;
  try {
    duel = createDuel({ pack, decks, seed });
    const rand = randomSource(seed);
    checkDuel(duel, 0, null, checks);
    while (duel.prompt !== null) {
      if (step >= MAX_DECISIONS) fail(`the duel has not ended after ${MAX_DECISIONS} answers`);
      const before = beforeOf(duel);
      const answer = randomAnswer(duel.legalAnswers(ANSWER_LIMIT), rand);
      const refused = duel.answer(answer);
      if (refused !== null) fail(`the legal answer ${JSON.stringify(answer)} was refused: ${refused.error}`);
      step++;
      checkDuel(duel, step, before, checks);
    }
    if (checks.replay) {
      const again = replayDuel(duel.record(), { pack });
      if (serialize(again.state) !== serialize(duel.state)) fail("replaying the record gives a different final state");
      if (again.events.length !== duel.events.length) fail(`replaying the record gives ${again.events.length} events, the duel had ${duel.events.length}`);
    }
    return { seed, decisions: step, turns: duel.state.turn, result: duel.state.result };
  } catch (err) {
    if (err instanceof SoakFailure) throw err;
    const cause = err instanceof InvariantError ? err.message : `the engine threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
    const record: DuelRecord = duel?.record() ?? { format: 1, pack: pack.id, profile: "classic", seed, decks, answers: [] };
    throw new SoakFailure(seed, step, cause, record, saveFailure(seed, step, cause, record));
  }
}

/**
 * Replays a saved failure (or any duel record) answer by answer with every invariant checked after
 * each; returns a description of where it breaks, or null when it plays through cleanly.
 */
export function replayChecked(pack: DuelPack, record: DuelRecord, checks: SoakChecks = FULL_CHECKS): string | null {
  let step = 0;
  try {
    const duel = createDuel({ pack, decks: record.decks, seed: record.seed, ...(record.chooser === undefined ? {} : { chooser: record.chooser }) });
    checkDuel(duel, 0, null, checks);
    for (const a of record.answers as Answer[]) {
      const before = beforeOf(duel);
      const refused = duel.answer(a);
      if (refused !== null) return `answer ${step + 1} (${JSON.stringify(a)}) was refused: ${refused.error}`;
      step++;
      checkDuel(duel, step, before, checks);
    }
    return null;
  } catch (err) {
    return `after answer ${step}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
  }
}
