/**
 * The answer API and `restore` under bad input. Every bad answer must be refused with a sentence
 * and leave the duel exactly as it was (state, event log and answers deep-equal before/after);
 * every malformed saved state must be refused by `restore` with a `RestoreError` (never another
 * exception), and the caller's state is untouched.
 *
 * Answers are option indices and the API takes no player: the prompt names the player who must
 * answer (`prompt.player`), a host routes each player's input to the duel only when it is that
 * player's prompt, and a player's view of another player's prompt has no options (nothing to pick).
 * A stale answer (valid for an earlier prompt) is judged against the current prompt only: refused
 * when it does not fit it, accepted as an answer to the current prompt when it does (there is no
 * prompt id to tell a stale answer from a fresh one).
 * @module
 */
import { isDeepStrictEqual } from "node:util";
import type { Duel } from "../src/api/duel.js";
import { RestoreError, restore, serialize, type Answer, type Prompt } from "../src/kernel/index.js";

/** Bad answers for a prompt: wrong kinds, out of range, negative, not integers, duplicates, wrong counts. */
export function badAnswers(p: Prompt): { what: string; answer: unknown }[] {
  const n = p.options.length;
  const out: { what: string; answer: unknown }[] = [
    { what: "a number instead of a list", answer: 0 },
    { what: "a string", answer: "0" },
    { what: "null", answer: null },
    { what: "undefined", answer: undefined },
    { what: "an object", answer: { index: 0 } },
    { what: "a list holding a string", answer: ["0"] },
    { what: "a nested list", answer: [[0]] },
    { what: "a list holding null", answer: [null] },
    { what: "index = number of options", answer: [n] },
    { what: "a huge index", answer: [2 ** 31] },
    { what: "a negative index", answer: [-1] },
    { what: "-0.5", answer: [-0.5] },
    { what: "a non-integer index", answer: [0.5] },
    { what: "NaN", answer: [Number.NaN] },
    { what: "Infinity", answer: [Number.POSITIVE_INFINITY] },
    { what: "a boolean", answer: [true] },
  ];
  if (p.max >= 2 && n >= 1) out.push({ what: "a duplicate pick", answer: [0, 0] });
  if (p.max < n) out.push({ what: "more picks than allowed", answer: Array.from({ length: p.max + 1 }, (_, i) => i) });
  if (p.min >= 1) out.push({ what: "no pick", answer: [] });
  if (p.min >= 2) out.push({ what: "fewer picks than required", answer: Array.from({ length: p.min - 1 }, (_, i) => i) });
  return out;
}

/** Everything a duel exposes, for before/after comparisons. */
function snapshot(d: Duel): { state: string; events: number; answers: string } {
  return { state: serialize(d.state), events: d.events.length, answers: JSON.stringify(d.answers) };
}

/** Tries every bad answer on a duel; returns the problems found (empty when each was refused cleanly). */
export function probeBadAnswers(d: Duel): string[] {
  const p = d.prompt;
  if (p === null) {
    const r = d.answer([0]);
    return r === null ? ["an answer after the end of the duel was accepted"] : /over/.test(r.error) ? [] : [`an answer after the end was refused with an unclear error: ${r.error}`];
  }
  const problems: string[] = [];
  const before = snapshot(d);
  for (const { what, answer } of badAnswers(p)) {
    let refused;
    try {
      refused = d.answer(answer as Answer);
    } catch (err) {
      problems.push(`${what} (${String(answer)}): threw ${(err as Error).message}`);
      continue;
    }
    if (refused === null) problems.push(`${what} (${String(answer)}) was accepted by a ${p.kind} prompt with ${p.options.length} options, ${p.min}..${p.max} picks`);
    else if (typeof refused.error !== "string" || refused.error.length < 10) problems.push(`${what}: refused without a clear reason (${JSON.stringify(refused)})`);
    if (!isDeepStrictEqual(snapshot(d), before)) {
      problems.push(`${what}: the duel changed although the answer was refused`);
      break;
    }
  }
  // The other player's view of the prompt offers nothing to pick.
  const other = d.view(p.player === 0 ? 1 : 0).prompt;
  if (other === null || other.options.length !== 0 || other.waiting !== true) problems.push("the other player's view of the prompt shows options");
  return problems;
}

/**
 * Tries the previous prompt's legal answers on the current prompt: each must be refused (duel
 * unchanged) exactly when it does not fit the current prompt. Does not answer for real.
 */
export function probeStaleAnswers(d: Duel, stale: readonly Answer[]): string[] {
  const p = d.prompt;
  if (p === null) return [];
  const problems: string[] = [];
  const before = snapshot(d);
  for (const a of stale) {
    const fits = a.length >= p.min && a.length <= p.max && new Set(a).size === a.length && a.every((i) => Number.isInteger(i) && i >= 0 && i < p.options.length);
    const next = d.preview(a);
    if (fits !== (next !== null)) problems.push(`stale answer ${JSON.stringify(a)}: ${fits ? "fits the prompt but was refused" : "does not fit the prompt but was accepted"}`);
  }
  if (!isDeepStrictEqual(snapshot(d), before)) problems.push("previewing stale answers changed the duel");
  return problems;
}

/** Small deterministic random numbers for the mutations. */
type Rand = () => number;

/** Malformed variants of a serialized state: truncations, syntax damage, wrong top-level shapes. */
export function malformedStates(text: string, rand: Rand, mutations: number): { what: string; text: string; mustRefuse: boolean }[] {
  const obj = JSON.parse(text) as Record<string, unknown>;
  const out: { what: string; text: string; mustRefuse: boolean }[] = [
    { what: "empty text", text: "", mustRefuse: true },
    { what: "whitespace", text: "  \n", mustRefuse: true },
    { what: "null", text: "null", mustRefuse: true },
    { what: "a number", text: "42", mustRefuse: true },
    { what: "a string", text: '"state"', mustRefuse: true },
    { what: "a list", text: "[]", mustRefuse: true },
    { what: "an empty object", text: "{}", mustRefuse: true },
    { what: "format 2", text: JSON.stringify({ ...obj, format: 2 }), mustRefuse: true },
    { what: "format as a string", text: JSON.stringify({ ...obj, format: "1" }), mustRefuse: true },
    { what: "trailing garbage", text: text + "}", mustRefuse: true },
    { what: "a BOM-less binary prefix", text: "\u0000" + text, mustRefuse: true },
  ];
  for (const key of ["rng", "players", "cards", "zones", "chain", "effects", "recent", "stack"]) {
    const copy: Record<string, unknown> = { ...obj };
    delete copy[key];
    out.push({ what: `without "${key}"`, text: JSON.stringify(copy), mustRefuse: true });
    out.push({ what: `"${key}" not a list`, text: JSON.stringify({ ...obj, [key]: { length: 1 } }), mustRefuse: true });
  }
  for (let i = 1; i < 20; i++) out.push({ what: `truncated to ${i}/20`, text: text.slice(0, Math.floor((text.length * i) / 20)), mustRefuse: true });
  const chars = '0a"{}[],:-9ntfx\\';
  for (let i = 0; i < mutations; i++) {
    const at = Math.floor(rand() * text.length);
    const ch = chars[Math.floor(rand() * chars.length)]!;
    const kind = Math.floor(rand() * 3);
    const m = kind === 0 ? text.slice(0, at) + ch + text.slice(at + 1) : kind === 1 ? text.slice(0, at) + ch + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
    out.push({ what: `${["replace", "insert", "delete"][kind]} at ${at}`, text: m, mustRefuse: false });
  }
  return out;
}

/** Counts of how `restore` met the malformed states. */
export interface RestoreProbe {
  refused: number;
  /** Valid JSON of the right top-level shape: restore accepts it (it checks no deeper). */
  accepted: number;
  problems: string[];
}

/** Feeds malformed texts to `restore`: a RestoreError or acceptance of a still well-shaped state, never another exception. */
export function probeRestore(original: Duel, variants: { what: string; text: string; mustRefuse: boolean }[]): RestoreProbe {
  const before = serialize(original.state);
  const r: RestoreProbe = { refused: 0, accepted: 0, problems: [] };
  for (const v of variants) {
    try {
      restore(v.text);
      r.accepted++;
      if (v.mustRefuse) r.problems.push(`${v.what}: accepted by restore`);
    } catch (err) {
      if (!(err instanceof RestoreError)) r.problems.push(`${v.what}: restore threw ${(err as Error).name}: ${(err as Error).message}`);
      else if (err.message.length < 10) r.problems.push(`${v.what}: unclear refusal "${err.message}"`);
      else r.refused++;
    }
  }
  if (serialize(original.state) !== before) r.problems.push("restoring texts changed the original duel");
  return r;
}
