/**
 * The duel state: plain data only (numbers, strings, arrays, small objects), so that
 * `JSON.stringify` and back gives a state that behaves identically. Behaviour (functions) lives
 * in the {@link Ruleset}; the state refers to it by card instance id + effect index or by string key.
 * @module
 */
import type { NegationKind, RecentEvent, DuelEvent } from "./events.js";
import type { Json } from "./json.js";
import type { Prompt } from "./prompt.js";
import type { RngState } from "./rng.js";

/** A player: 0 or 1. */
export type PlayerId = 0 | 1;
/** A card instance: a small integer, the index into {@link DuelState.cards}. */
export type CardId = number;
/** How a duel ended: the winner (0 or 1), 2 for a draw, -1 while it goes on. */
export type DuelResult = -1 | 0 | 1 | 2;

/** One card instance. Never holds computed values: see {@link valueOf} for ATK/DEF and the like. */
export interface CardState {
  id: CardId;
  /** The card's code in the pack (what it is); hidden from players who may not know it. */
  code: number;
  owner: PlayerId;
  /** The player in whose zone the card is. */
  ctrl: PlayerId;
  /** Zone index into the ruleset's zone list. */
  zone: number;
  faceUp: boolean;
  /** Position in the rules layer's numbering (e.g. 0 attack, 1 defense). */
  pos: number;
  /**
   * Counters by kind; cleared whenever the card moves (R-EFF-10: a moved card is a new object).
   * Never changed in place: replaced by a new (frozen) object, so that forks share it.
   */
  counters: Readonly<Record<string, number>>;
  /** Rules-defined bit flags; they survive moves (the rules layer clears what should not). */
  flags: number;
  /** The turn the card arrived in its current zone. */
  arrived: number;
  /**
   * Object stamp: a fresh clock value each time the card moves, turns face-up/down or changes
   * control. A chain target or a continuous effect remembers the stamp; a different stamp means
   * "no longer the same card" (targets fizzle, effects end).
   */
  stamp: number;
  /**
   * The clock value when the card arrived where it is (its zone and controller). Unlike the stamp,
   * a change of face or position keeps it: what stays the same card in the same place (an attack
   * target turned face-down by Book of Moon, R-BAT-2) compares this.
   */
  placed: number;
}

/** A player's own scalars. */
export interface PlayerState {
  lp: number;
  /** Rules-layer counters for this player ("normal summons used this turn"…). */
  vars: Record<string, number>;
}

/** One link of the chain. */
export interface ChainLink {
  /** The activated card and its object stamp at activation. */
  card: CardId;
  stamp: number;
  /** Effect index on that card (the pack resolves (code, eff) to behaviour). */
  eff: number;
  player: PlayerId;
  speed: number;
  /** Targets chosen at activation and their stamps then (re-checked at resolution, R-EFF-7). */
  targets: CardId[];
  targetStamps: number[];
  /** Named values the activation produced (costs paid, choices made) for the resolution to use. */
  bind: Record<string, Json>;
  /** Negation state: 0 none, 1 activation negated, 2 effect negated. */
  neg: NegationKind;
  /** The event that triggered this activation, for trigger effects; null otherwise. */
  cause: DuelEvent | null;
}

/**
 * An active continuous effect: a reference into the pack (source card + effect index) plus bound
 * values. Its meaning comes from {@link Ruleset.continuousDef}; it is never written into a card.
 */
export interface ActiveEffect {
  /** Unique and increasing: the effect's timestamp, which orders effects within a layer. */
  id: number;
  /** Source card (-1: the rules themselves) and the stamp it had when the effect began. */
  source: CardId;
  sourceStamp: number;
  /** Effect index on the source card, or the rules layer's own effect number when source is -1. */
  eff: number;
  /** A single affected card (-1: the definition decides whom it affects) and its stamp. */
  target: CardId;
  targetStamp: number;
  /** Ends when the source is no longer the same object (moved, turned face-down). */
  tiedToSource: boolean;
  /** Values bound when the effect began (e.g. the +500 of "gains 500 ATK"). */
  bound: number[];
  /** Expiry code (see {@link expiryCode}): ends when that phase of that turn ends; -1 never. */
  expires: number;
}

/**
 * One frame of the engine's continuation: plain data, with `t` naming the handler in the
 * ruleset's frame registry. The kernel's own frame types start with "@". Every field must be
 * plain data (a {@link Json} value, or an interface made only of such values).
 */
export interface Frame { t: string; [key: string]: unknown }

/** The complete state of a duel. */
export interface DuelState {
  /** Shape version, checked by {@link restore}. */
  format: 1;
  /** Ruleset name and version (with the seed and answers: enough to replay). */
  rules: string;
  rng: RngState;
  turn: number;
  turnPlayer: PlayerId;
  /** Index of the current phase in the ruleset's phase list; -1 before the first turn. */
  phase: number;
  /** Index of the current step of that phase; -1 when the phase has no step running. */
  step: number;
  players: PlayerState[];
  cards: CardState[];
  /** Ordered zones, flat: `zones[player * zoneCount + zone]` lists card ids, bottom first. */
  zones: CardId[][];
  chain: ChainLink[];
  effects: ActiveEffect[];
  /** Events since the last trigger collection (the only history the rules need). */
  recent: RecentEvent[];
  /** Number of the current moment (see {@link RecentEvent}). */
  moment: number;
  /**
   * The events of the latest moment, kept after trigger collection has looked at them, so that a
   * response window can offer activations whose timing is "right after X" (a trap that answers an
   * attack declaration). Activations keep it (they respond to it); any other operation clears it.
   * The rules layer may also set it (e.g. to the summon a summon-response window is about).
   */
  last: DuelEvent[];
  /** The continuation: the top frame (last) runs next. */
  stack: Frame[];
  /** The decision the engine waits for, or null when it is not waiting (over, or mid-advance). */
  prompt: Prompt | null;
  /**
   * Number of answers accepted so far. The pending prompt's number ({@link Prompt.seq}) is this
   * plus one: each prompt is answered exactly once before the next is asked, so prompts are
   * numbered 1, 2, 3… within a duel, and asking the same prompt again (re-running a paused
   * operation) gives it the same number. States saved before it existed restore with the value
   * their pending prompt's number implies, or 0.
   */
  answered: number;
  /** Monotonic clock for stamps and effect timestamps. */
  clock: number;
  /** Number of events emitted so far: the index the next event will have in the duel's log. */
  events: number;
  result: DuelResult;
  /** Rules-layer scalars for the whole duel. */
  vars: Record<string, number>;
  /**
   * Rules-layer numbers about cards, flat and dense (0 = nothing recorded; no holes), laid out by
   * the rules layer (e.g. `card id * stride + kind`). Per-card records belong here rather than in
   * {@link vars}: a fork copies this with one `slice()`, where many string keys would make `vars`
   * a slow dictionary that grows with the duel.
   */
  marks: number[];
}

/** The counters of a card that has none (shared, frozen). */
export const NO_COUNTERS: Readonly<Record<string, number>> = Object.freeze({});

/** Phases per turn are limited so that (turn, phase) packs into one number. */
export const MAX_PHASES = 64;

/** Packs "the end of phase `phase` of turn `turn`" into a number for {@link ActiveEffect.expires}. */
export function expiryCode(turn: number, phase: number): number {
  return turn * MAX_PHASES + phase;
}

/** The other player. */
export function opponent(player: PlayerId): PlayerId {
  return player === 0 ? 1 : 0;
}

/** The card with this id; throws on an unknown id (a rules-layer bug, not a player error). */
export function cardAt(state: DuelState, id: CardId): CardState {
  const card = state.cards[id];
  if (card === undefined) throw new RangeError(`no card with id ${id}`);
  return card;
}

/** The ordered list of card ids in one player's zone (live: do not mutate it directly). */
export function zoneCards(state: DuelState, player: PlayerId, zone: number): readonly CardId[] {
  const zoneCount = state.zones.length / 2;
  const list = state.zones[player * zoneCount + zone];
  if (list === undefined) throw new RangeError(`no zone ${zone}`);
  return list;
}
