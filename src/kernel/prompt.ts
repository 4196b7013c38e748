/**
 * Prompts and answers. The engine exposes exactly one prompt at a time; an answer is a list of
 * option indices, checked against the prompt before anything changes.
 * @module
 */
import type { Json } from "./json.js";
import type { CardId, PlayerId } from "./state.js";

/**
 * One option of a prompt. `kind` says what it is ("pass", "activate", "action", "card", "yes"…);
 * the other fields carry what a UI needs to show it and what the handler needs to act on it.
 */
export interface Choice {
  kind: string;
  /** Short text for a UI; must not name a card the other player may not know. */
  label?: string;
  card?: CardId;
  eff?: number;
  player?: PlayerId;
  speed?: number;
  value?: number;
  /** For "action" choices: the operation to run and its arguments. */
  op?: string;
  args?: Json;
}

/** What a prompt is about, for a UI: the window kind, the card or chain link concerned, a text. */
export interface PromptContext {
  window?: string;
  card?: CardId;
  link?: number;
  op?: string;
  text?: string;
}

/** A decision one player must make. */
export interface Prompt {
  /**
   * The prompt's number within its duel: set by the kernel when the prompt is asked
   * (`DuelState.answered` + 1), 1 for the first prompt and increasing by one with every prompt
   * after it. It survives serialize/restore, fork and replay unchanged. Pass it back with an answer
   * (`Kernel.answer(state, answer, { prompt: seq })`) to have an answer meant for an earlier prompt
   * refused instead of applied to this one. Absent only on a prompt not yet asked.
   */
  seq?: number;
  player: PlayerId;
  /** What is asked: "window", "trigger", "orderTriggers", or an operation's own kind ("selectCards"…). */
  kind: string;
  options: Choice[];
  /** How many options to pick. */
  min: number;
  max: number;
  /** Whether the order of the picked indices matters (e.g. ordering cards); otherwise they are a set. */
  ordered: boolean;
  context: PromptContext;
}

/** An answer: indices into the prompt's options. A single choice is `[i]`. */
export type Answer = number[];

/** Options of an answer. */
export interface AnswerOptions {
  /**
   * The {@link Prompt.seq} of the prompt this answer was made for. When given and different from
   * the pending prompt's, the answer is refused ("this answer was for prompt 41; prompt 42 is
   * pending") and nothing changes. Without it the answer is judged against the pending prompt only.
   */
  prompt?: number;
}

/** Checks that an answer made for prompt `opts.prompt` is for the pending prompt; null when it is (or no number was given). */
export function checkPromptSeq(prompt: Prompt, opts: AnswerOptions | undefined): string | null {
  const want = opts?.prompt;
  if (want === undefined) return null;
  if (typeof want !== "number" || !Number.isInteger(want)) return `a prompt number is an integer, got ${JSON.stringify(want)}`;
  if (want !== prompt.seq) return `this answer was for prompt ${want}; prompt ${prompt.seq ?? "(unnumbered)"} is pending`;
  return null;
}

/**
 * Checks an answer against a prompt. Returns the answer in canonical form (unordered picks
 * sorted ascending) or a sentence saying what is wrong.
 */
export function checkAnswer(prompt: Prompt, answer: unknown): { ok: true; answer: Answer } | { ok: false; error: string } {
  if (!Array.isArray(answer)) return { ok: false, error: `an answer is a list of option indices, got ${JSON.stringify(answer)}` };
  const n = prompt.options.length;
  const seen = new Set<number>();
  for (const i of answer) {
    if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= n) {
      return { ok: false, error: `option ${JSON.stringify(i)} does not exist; this ${prompt.kind} prompt has options 0..${n - 1}` };
    }
    if (seen.has(i)) return { ok: false, error: `option ${i} is picked twice` };
    seen.add(i);
  }
  if (answer.length < prompt.min || answer.length > prompt.max) {
    const want = prompt.min === prompt.max ? `${prompt.min}` : `${prompt.min} to ${prompt.max}`;
    return { ok: false, error: `pick ${want} option(s) for this ${prompt.kind} prompt, got ${answer.length}` };
  }
  const copy = (answer as number[]).slice();
  if (!prompt.ordered) copy.sort((a, b) => a - b);
  return { ok: true, answer: copy };
}

/**
 * Every legal answer to a prompt, in a fixed order, at most `limit` of them (multi-picks grow
 * combinatorially; bots that need all of them on a large prompt should sample instead).
 */
export function enumerateAnswers(prompt: Prompt, limit = 10_000): Answer[] {
  const n = prompt.options.length;
  const out: Answer[] = [];
  const pick: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (start: number): void => {
    if (out.length >= limit) return;
    if (pick.length >= prompt.min) out.push(pick.slice());
    if (pick.length === prompt.max) return;
    for (let i = prompt.ordered ? 0 : start; i < n && out.length < limit; i++) {
      if (used[i]) continue;
      used[i] = true;
      pick.push(i);
      walk(i + 1);
      pick.pop();
      used[i] = false;
    }
  };
  walk(0);
  return out;
}
