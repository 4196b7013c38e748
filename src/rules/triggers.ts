/**
 * Trigger effects (R-EFF-1, R-EFF-4, R-EFF-6): which triggers and flip effects the last events set
 * off, and the SEGOC order in which they go on the chain.
 * @module
 */
import { opponent, type CardId, type CardState, type DuelState, type RecentEvent, type TriggerBucket, type TriggerCandidate } from "../kernel/index.js";
import type { EffectDef, EffectRange } from "./behaviour.js";
import { findFrame } from "./actions.js";
import { requirementsBlock } from "./options.js";
import { TEMP, Temp, type RulesContext } from "./rules-context.js";
import { Flag, Zone } from "./zones.js";

/** Where a card is, in the words of {@link EffectRange} (face-down field cards work from nowhere). */
export function rangeOf(c: CardState): EffectRange | null {
  switch (c.zone) {
    case Zone.HAND: return "hand";
    case Zone.DECK: return "deck";
    case Zone.EXTRA: return "extra";
    case Zone.GRAVE: return "graveyard";
    case Zone.BANISHED: return "banished";
    case Zone.SPELL_TRAP:
      // A monster serving as an equip card has no effects there, except a Union monster (its effects are for that).
      return c.faceUp && ((c.flags & Flag.AS_EQUIP) === 0 || (c.flags & Flag.UNION) !== 0) ? "field" : null;
    case Zone.MONSTER:
    case Zone.FIELD:
      return c.faceUp ? "field" : null;
    default: return null;
  }
}

/** Whether an effect works from where the card is now. */
export function inRange(c: CardState, def: EffectDef): boolean {
  // A spell or trap's continuous effects wait for its own activation to resolve.
  if (def.kind === "continuous" && (c.flags & Flag.ACTIVATING) !== 0) return false;
  const r = rangeOf(c);
  return r !== null && (def.range ?? ["field"]).includes(r);
}

/** Whether a `flipped` signal says the monsters were turned face-up without their flip effects. */
function noFlipEffects(e: { type: string; data?: unknown }): boolean {
  const d = (e as { data?: unknown }).data;
  return typeof d === "object" && d !== null && (d as Record<string, unknown>)["flipEffects"] === "no";
}

/** The trigger and flip effects the events set off (the kernel then drops missed "when" timings). */
export function collectTriggers(rc: RulesContext, state: DuelState, recent: RecentEvent[]): TriggerCandidate[] {
  const out: TriggerCandidate[] = [];
  if (!rc.hasTriggers) return out;
  // Looked up only for a card out of its range (the continuation is walked to find the battle).
  let battleDestroyed: CardId[] | null = null;
  const destroyedByBattle = (id: CardId): boolean => (battleDestroyed ??= (findFrame(state, "battle")?.["destroy"] as CardId[] | undefined) ?? []).includes(id);
  for (const c of state.cards) {
    const defs = rc.behaviour(c.code).effects;
    for (let i = 0; i < defs.length; i++) {
      const def = defs[i]!;
      if ((def.kind !== "trigger" && def.kind !== "flip") || def.delayed === true) continue;
      // A monster destroyed by this battle is gone from the field before the effects that answer the
      // battle activate (classic R-BAT-3), yet its own flip effect or battle trigger still activates.
      const byBattle = (): boolean => (c.zone === Zone.GRAVE || c.zone === Zone.BANISHED) && destroyedByBattle(c.id);
      if (def.kind === "flip" ? !(c.zone === Zone.MONSTER && c.faceUp) && !byBattle() : !inRange(c, def) && !((def.range ?? ["field"]).includes("field") && byBattle())) continue;
      const q = rc.query(state, c.id, c.ctrl);
      let event = -1;
      for (let j = recent.length - 1; j >= 0 && event < 0; j--) {
        const e = recent[j]!.event;
        // R-EFF-1: a flip effect answers its own monster being flipped face-up, however it was flipped.
        // Flipped "without flip effects" (Ceasefire): it was flipped, its flip effect does not activate.
        const hit = def.kind === "flip" ? e.type === "signal" && e.name === "flipped" && e.cards.includes(c.id) && !noFlipEffects(e) : def.timing?.match(q, e) === true;
        if (hit) event = j;
      }
      if (event < 0) continue;
      if (rc.negated(state, c.id)) continue;
      if (requirementsBlock(rc, state, c.id, c.ctrl, def) !== null) continue;
      const limitKey = def.limit === undefined ? null : def.limit.scope === "copy" ? `u:${c.id}:${i}` : `u:${c.code}:${i}:${c.ctrl}`;
      if (limitKey !== null && state.vars[limitKey] !== undefined && (def.limit!.per === "duel" || state.vars[limitKey] === state.turn)) continue;
      out.push({ player: c.ctrl, card: c.id, eff: i, mandatory: def.optional !== true, missable: def.optional === true && def.timing?.mode === "when", event, speed: 1 });
    }
  }
  // Delayed effects registered by a resolution: mandatory, for the player who registered them.
  for (const e of state.effects) {
    if (e.eff !== TEMP + Temp.DELAYED) continue;
    const def = rc.behaviour(state.cards[e.source]!.code).effects[e.bound[0]!];
    if (def?.timing === undefined) continue;
    const player = e.bound[2] as 0 | 1;
    const q = rc.query(state, e.source, player, rc.registered(state, e.id));
    let event = -1;
    for (let j = recent.length - 1; j >= 0 && event < 0; j--) if (def.timing.match(q, recent[j]!.event)) event = j;
    if (event >= 0) out.push({ player, card: e.source, eff: e.bound[0]!, mandatory: true, missable: false, event, speed: 1 });
  }
  return out;
}

/** R-EFF-6 (SEGOC): turn player's mandatory, opponent's mandatory, turn player's optional, opponent's optional. */
export function segoc(state: DuelState, candidates: TriggerCandidate[]): TriggerBucket[] {
  const tp = state.turnPlayer;
  const op = opponent(tp);
  const buckets: TriggerBucket[] = [
    { player: tp, optional: false, items: candidates.filter((c) => c.player === tp && c.mandatory) },
    { player: op, optional: false, items: candidates.filter((c) => c.player === op && c.mandatory) },
    { player: tp, optional: true, items: candidates.filter((c) => c.player === tp && !c.mandatory) },
    { player: op, optional: true, items: candidates.filter((c) => c.player === op && !c.mandatory) },
  ];
  return buckets.filter((b) => b.items.length > 0);
}
