/**
 * Copying and (de)serializing states. `fork` is a clone specialised to the state's shape: the
 * regular parts (cards, zones, effects, players, marks) are copied field by field, which is several times
 * faster than `structuredClone` or a JSON round trip; only the free-form parts (frames, bindings,
 * prompt, recent events) go through the generic {@link cloneJson}.
 * @module
 */
import { cloneJson } from "./json.js";
import { ShapeProblem, validateState, type RestoreRules } from "./validate.js";
import type { ActiveEffect, CardState, ChainLink, DuelState } from "./state.js";

function cloneCard(c: CardState): CardState {
  return {
    id: c.id, code: c.code, owner: c.owner, ctrl: c.ctrl, zone: c.zone, faceUp: c.faceUp, pos: c.pos,
    counters: c.counters, flags: c.flags, arrived: c.arrived, stamp: c.stamp, placed: c.placed,
  };
}

function cloneEffect(e: ActiveEffect): ActiveEffect {
  return {
    id: e.id, source: e.source, sourceStamp: e.sourceStamp, eff: e.eff, target: e.target,
    targetStamp: e.targetStamp, tiedToSource: e.tiedToSource, bound: e.bound.slice(), expires: e.expires,
  };
}

function cloneLink(l: ChainLink): ChainLink {
  return {
    card: l.card, stamp: l.stamp, eff: l.eff, player: l.player, speed: l.speed, targets: l.targets.slice(),
    targetStamps: l.targetStamps.slice(), bind: cloneJson(l.bind), neg: l.neg, cause: cloneJson(l.cause),
  };
}

/**
 * An independent copy of a state: both copies evolve separately. `withPrompt: false` leaves the
 * copy's prompt null (for a copy that is about to answer it: the prompt is not copied for nothing).
 */
export function fork(s: DuelState, withPrompt = true): DuelState {
  const zones = new Array<number[]>(s.zones.length);
  for (let i = 0; i < zones.length; i++) zones[i] = s.zones[i]!.slice();
  const cards = new Array<CardState>(s.cards.length);
  for (let i = 0; i < cards.length; i++) cards[i] = cloneCard(s.cards[i]!);
  return {
    format: s.format,
    rules: s.rules,
    rng: s.rng.slice(),
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    step: s.step,
    players: s.players.map((p) => ({ lp: p.lp, vars: { ...p.vars } })),
    cards,
    zones,
    chain: s.chain.length === 0 ? [] : s.chain.map(cloneLink),
    effects: s.effects.length === 0 ? [] : s.effects.map(cloneEffect),
    recent: s.recent.length === 0 ? [] : cloneJson(s.recent),
    moment: s.moment,
    last: s.last.length === 0 ? [] : cloneJson(s.last),
    stack: cloneJson(s.stack),
    prompt: withPrompt ? cloneJson(s.prompt) : null,
    answered: s.answered,
    clock: s.clock,
    events: s.events,
    result: s.result,
    vars: { ...s.vars },
    marks: s.marks.slice(),
  };
}

/** The state as JSON text. */
export function serialize(state: DuelState): string {
  return JSON.stringify(state);
}

/** Thrown by {@link restore} when the text is not a duel state this kernel understands. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

/**
 * Reads a state written by {@link serialize} and checks all of it: every field's type and range
 * (player ids 0/1, card ids in range, each card in exactly the zone list its `ctrl` and `zone`
 * say, the zone count — the ruleset's when `rules` is given, otherwise an even number of lists —,
 * phase and step indices, chain links and effects referring to existing cards, stamps not after
 * the clock, frames with a string `t`, a prompt whose `min`/`max` fit its options and whose
 * number is `answered + 1`). Throws a {@link RestoreError} naming the path of the first problem,
 * e.g. `cards[12].zone: expected an integer 0..8, got "x"`. States saved before `last`, `marks`
 * or `answered` existed restore with defaults.
 */
export function restore(text: string, rules?: RestoreRules): DuelState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new RestoreError(`not JSON: ${(err as Error).message}`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new RestoreError("not a duel state: expected an object");
  const format = (value as { format?: unknown }).format;
  if (format !== 1) throw new RestoreError(`unknown state format ${JSON.stringify(format)} (this kernel reads format 1)`);
  try {
    validateState(value, rules);
  } catch (err) {
    if (err instanceof ShapeProblem) throw new RestoreError(`not a valid duel state: ${err.message}`);
    throw err;
  }
  // Well-shaped, and now legal by the rules' own invariants (six monsters in a zone is well-shaped).
  const broken = rules?.checkState?.(value as DuelState) ?? null;
  if (broken !== null) throw new RestoreError(`not a legal duel state: ${broken.path}: ${broken.problem}`);
  return value as DuelState;
}
