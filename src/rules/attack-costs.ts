/**
 * Attack costs: a continuous "cannot attack unless you <cost>" (Panther Warrior: tribute 1 other
 * monster) lets the monsters it affects declare an attack only by paying the cost, at the
 * declaration, each time. The cost is paid by the controller of the card whose effect says it.
 * @module
 */
import type { CardId, DuelState, OpContext } from "../kernel/index.js";
import { Actions } from "./actions.js";
import type { AttackCostDef } from "./behaviour.js";
import { MOD_SLOTS, TEMP, type RulesContext } from "./rules-context.js";

/** The attack costs that apply to `id` now, with the card whose effect imposes each. */
export function attackCosts(rc: RulesContext, state: DuelState, id: CardId): { source: CardId; def: AttackCostDef }[] {
  const out: { source: CardId; def: AttackCostDef }[] = [];
  for (const e of state.effects) {
    if (e.eff >= TEMP || e.source < 0 || e.eff % MOD_SLOTS !== 0) continue;
    const def = rc.effectDef(state, e);
    if (def?.attackCosts === undefined || rc.negated(state, e.source)) continue;
    const q = rc.query(state, e.source, state.cards[e.source]!.ctrl);
    if (def.condition !== undefined && !def.condition(q)) continue;
    for (const c of def.attackCosts) if (c.affects(q, id)) out.push({ source: e.source, def: c });
  }
  return out;
}

/** Why `id` cannot attack for an attack cost that cannot be paid now, or null. */
export function attackCostBlock(rc: RulesContext, state: DuelState, id: CardId): string | null {
  for (const { source, def } of attackCosts(rc, state, id)) {
    if (!def.cost.can(rc.query(state, source, state.cards[source]!.ctrl))) return `${rc.info(state, id).name} cannot attack unless ${def.text}`;
  }
  return null;
}

/** Pays the attack costs of `id` at its attack declaration. */
export function payAttackCosts(rc: RulesContext, ctx: OpContext, id: CardId): void {
  for (const { source, def } of attackCosts(rc, ctx.state, id)) def.cost.pay(new Actions(rc, ctx, source, ctx.state.cards[source]!.ctrl));
}
