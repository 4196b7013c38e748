/**
 * The classic pack, loaded, checked and compiled once per test file, and the rules scenario harness
 * running on its compiled scripts (not on hand-written fixtures).
 */
import { loadPackRuntime } from "../../src/api/pack-runtime.js";
import { given as rulesGiven, type Given, type Scenario } from "../rules/harness.js";

/** The bundled pack, compiled once for this test file. */
export const rt = loadPackRuntime();

/** A board whose cards behave by their compiled scripts. */
export function given(g: Given = {}): Scenario {
  return rulesGiven({ ...g, behaviours: rt.compiled.behaviours });
}

/** Back in the turn player's open main phase window with an empty chain. */
export const main = (s: Scenario): boolean => s.state.chain.length === 0 && s.d.prompt?.kind === "window" && s.d.prompt.context.window === "main" && s.d.prompt.player === s.state.turnPlayer;

export type { Scenario };

/** Chooses cards when the player is asked to (a prompt with one possible answer is answered by the engine itself). */
export function chooseIfAsked(s: Scenario, player: 0 | 1, ids: number[]): Scenario {
  const p = s.d.prompt;
  if (p?.kind === "selectCards" && p.player === player) s.choose(player, ids);
  return s;
}

/**
 * R-SUM-4: a special summon that names no position lets its player choose face-up attack or
 * defense. Answers that prompt when it is pending (and passes windows until it comes, when `wait`).
 */
export function position(s: Scenario, player: 0 | 1, pos: "attack" | "defense", wait = true): Scenario {
  if (wait) s.passUntil((x) => x.d.prompt?.kind !== "window" || main(x));
  const p = s.d.prompt;
  if (p?.kind === "selectOption" && p.player === player && p.options.some((o) => o.label === `${pos} position`)) {
    s.pick(player, "selectOption", (c) => c.label === `${pos} position`, `${pos} position`);
  }
  return s;
}

/** An answer `settle` gives when asked: cards to pick, an option label (or its start), or "yes"/"no". */
export type Reply = number[] | string;

/**
 * Runs the duel forward until `until` holds (default: back in the turn player's open main phase):
 * windows are passed; card choices, options and yes/no questions take the next of `replies` in
 * order (cards by id, options by label start), or the first legal answer when none is left;
 * optional triggers are activated (use `decline` to pass on them). Each test then asserts what
 * the card did.
 */
export function settle(s: Scenario, replies: Reply[] = [], until: (s: Scenario) => boolean = main, opts: { decline?: boolean } = {}): Scenario {
  const queue = replies.slice();
  for (let i = 0; i < 400; i++) {
    if (until(s)) return s;
    const p = s.d.prompt;
    if (p === null) {
      if (s.state.result !== -1) return s;
      throw new Error("no prompt");
    }
    if (p.kind === "window") {
      s.pass(p.player);
      continue;
    }
    if (p.kind === "trigger") {
      const i = p.options.findIndex((o) => (opts.decline === true ? o.kind === "pass" : o.kind === "trigger"));
      s.d.answer([Math.max(0, i)]);
      continue;
    }
    const next = queue[0];
    if (p.kind === "selectCards" && Array.isArray(next)) {
      queue.shift();
      s.choose(p.player, next);
      continue;
    }
    if (typeof next === "string" && p.options.some((o) => (o.label ?? o.kind).startsWith(next))) {
      queue.shift();
      s.d.answer([p.options.findIndex((o) => (o.label ?? o.kind).startsWith(next))]);
      continue;
    }
    const legal = s.d.legalAnswers(1)[0];
    if (legal === undefined) throw new Error(`no legal answer: ${s.describe()}`);
    const refused = s.d.answer(legal);
    if (refused) throw new Error(refused.error);
  }
  throw new Error(`settle: the condition never held (${s.describe()})`);
}

/** Back in an open window of the battle step (an attack is over). */
export const battleStep = (s: Scenario): boolean => s.state.chain.length === 0 && s.d.prompt?.kind === "window" && s.d.prompt.context.window === "battle";
