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
