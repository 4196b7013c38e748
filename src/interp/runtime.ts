/**
 * What compiled closures see at run time. Predicates, expressions and conditions take the rules
 * layer's {@link EffectQuery} and, while an effect resolves or pays its cost, a {@link Run}: the
 * cards each action chose (for `it`/`them`), the bindings named with `as`, the acting player of an
 * `each player` action. Values that must survive from activation to resolution go into the chain
 * link's `bind` (plain numbers), with the last known information of the cards they name.
 * @module
 */
import type { CardId, DuelEvent, PlayerId } from "../kernel/index.js";
import { Zone, type EffectActions, type EffectQuery } from "../rules/index.js";

/** One resolution (or cost payment) of a compiled effect. Plain, short-lived, never stored in the state. */
export class Run {
  /** Cards each action chose or affected, by action node: what a later `it`/`them` names. */
  readonly chosen = new Map<object, CardId[]>();
  /** Cards bound with `as name` during this run. */
  readonly bindings = new Map<string, CardId[]>();
  /** The acting player of the action running now (`each player …` runs once per player). */
  actor: PlayerId;
  /** How many cards the last action handled, per acting player (`that many`). */
  readonly counts = new Map<PlayerId, number>();
  /** What a `declare` named (`with the declared race`), by what was declared. */
  readonly declared = new Map<string, string>();
  /** A delayed effect that happens once per card of its event: the one card `that card` means in this run. */
  one: CardId[] | null = null;

  constructor(readonly a: EffectActions) {
    this.actor = a.player;
  }
}

/** The opponent of a player. */
export function other(p: PlayerId): PlayerId {
  return p === 0 ? 1 : 0;
}

/** The zones of the field. */
export const FIELD_ZONES: readonly number[] = [Zone.MONSTER, Zone.SPELL_TRAP, Zone.FIELD];

/** Whether a zone index is on the field. */
export function isFieldZone(z: number): boolean {
  return z === Zone.MONSTER || z === Zone.SPELL_TRAP || z === Zone.FIELD;
}

const BOTH: readonly PlayerId[] = [0, 1];
const ONLY: readonly (readonly PlayerId[])[] = [[0], [1]];

/** `[p]` without allocating. */
export function only(p: PlayerId): readonly PlayerId[] {
  return ONLY[p]!;
}

/** Both players, turn player's side irrelevant. */
export function both(): readonly PlayerId[] {
  return BOTH;
}

// --- bindings kept in the chain link (JSON numbers) ---

/** Writes the cards of a binding into the link's bind, with their last known ATK/DEF/level. */
export function storeBinding(a: EffectActions, name: string, cards: readonly CardId[]): void {
  const b = a.bind;
  b[`${name}#n`] = cards.length;
  cards.forEach((id, i) => {
    b[`${name}#${i}`] = id;
    b[`${name}#${i}.atk`] = a.atk(id);
    b[`${name}#${i}.def`] = a.def(id);
    b[`${name}#${i}.level`] = a.level(id);
  });
}

/** Reads the cards of a binding from a bind record, or null when it holds none of that name. */
export function loadBinding(bind: Readonly<Record<string, number>> | undefined, name: string): CardId[] | null {
  if (bind === undefined) return null;
  const n = bind[`${name}#n`];
  if (n === undefined) return null;
  const out: CardId[] = [];
  for (let i = 0; i < n; i++) out.push(bind[`${name}#${i}`]!);
  return out;
}

/** The last known value of a stat of a bound card, or undefined. */
export function boundStat(bind: Readonly<Record<string, number>> | undefined, name: string, card: CardId, stat: "atk" | "def" | "level"): number | undefined {
  if (bind === undefined) return undefined;
  const n = bind[`${name}#n`] ?? 0;
  for (let i = 0; i < n; i++) if (bind[`${name}#${i}`] === card) return bind[`${name}#${i}.${stat}`];
  return undefined;
}

/** `that many` for a player: this run's count, else what the link or registration kept. */
export function thatMany(q: EffectQuery, run: Run | null, p: PlayerId): number {
  return run?.counts.get(p) ?? q.bind?.[`thatMany#${p}`] ?? 0;
}

/** Writes what this run knows (bindings, counts) into the link's bind, for a registration to keep. */
export function snapshot(run: Run): void {
  for (const [name, cards] of run.bindings) storeBinding(run.a, name, cards);
  for (const [p, n] of run.counts) run.a.bind[`thatMany#${p}`] = n;
}

/** The bind of a query when it is asked for a chain link (activation, resolution), else undefined. */
export function bindOf(q: EffectQuery): Readonly<Record<string, number>> | undefined {
  return q.bind;
}

/** The events an activation may answer now: the link on top of the chain, else the last moment. */
export function timingEvents(q: EffectQuery): DuelEvent[] {
  const s = q.state;
  const top = s.chain[s.chain.length - 1];
  if (top === undefined) return s.last;
  return [{ type: "chainLink", link: s.chain.length, card: top.card, eff: top.eff, player: top.player, speed: top.speed }, ...s.last];
}
