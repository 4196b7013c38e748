/**
 * Copying and (de)serializing states. `fork` is a clone specialised to the state's shape: the
 * regular parts (cards, zones, effects, players, marks) are copied field by field, which is several times
 * faster than `structuredClone` or a JSON round trip; only the free-form parts (frames, bindings,
 * prompt, recent events) go through the generic {@link cloneJson}.
 * @module
 */
import { cloneJson } from "./json.js";
import type { ActiveEffect, CardState, ChainLink, DuelState } from "./state.js";

function cloneCard(c: CardState): CardState {
  return {
    id: c.id, code: c.code, owner: c.owner, ctrl: c.ctrl, zone: c.zone, faceUp: c.faceUp, pos: c.pos,
    counters: c.counters, flags: c.flags, arrived: c.arrived, stamp: c.stamp,
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

/** Reads a state written by {@link serialize}; checks its shape version and main fields. */
export function restore(text: string): DuelState {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new RestoreError(`not JSON: ${(err as Error).message}`);
  }
  const s = value as Partial<DuelState> | null;
  if (s === null || typeof s !== "object") throw new RestoreError("not a duel state: expected an object");
  if (s.format !== 1) throw new RestoreError(`unknown state format ${JSON.stringify(s.format)} (this kernel reads format 1)`);
  for (const key of ["rng", "players", "cards", "zones", "chain", "effects", "recent", "stack"] as const) {
    if (!Array.isArray(s[key])) throw new RestoreError(`not a duel state: "${key}" is not a list`);
  }
  // States saved before `last` existed restore with an empty one.
  if (!Array.isArray(s.last)) s.last = [];
  // Likewise `marks`.
  if (!Array.isArray(s.marks)) s.marks = [];
  // Likewise `answered`: the pending prompt keeps its number if it has one.
  if (s.answered === undefined) s.answered = typeof s.prompt?.seq === "number" ? s.prompt.seq - 1 : 0;
  return s as DuelState;
}
