/**
 * Chain links on the rules side (R-CHAIN, R-EFF-7): what an activation does before responses
 * (placing the card, using a limit, paying the cost, choosing targets) and what resolution does
 * (targets re-checked, the effect applied through the actions).
 * @module
 */
import type { ChainLink, OpContext } from "../kernel/index.js";
import { Actions, findFrame } from "./actions.js";
import { usageKey } from "./options.js";
import { TEMP, Temp, type RulesContext } from "./rules-context.js";
import { beginContinuous, placeActivatedCard } from "./spells-traps.js";

/** Activation of a link: card placed, limit used, cost paid and targets chosen, all before any response (R-EFF-7). */
export function activateLink(rc: RulesContext, ctx: OpContext, link: ChainLink): void {
  const c = ctx.card(link.card);
  const def = rc.behaviour(c.code).effects[link.eff];
  if (def === undefined) throw new Error(`card ${c.code} has no effect ${link.eff}`);
  link.bind["responds"] = ctx.state.chain.length - 1;
  const summon = findFrame(ctx.state, "summon");
  if (summon !== null && summon["stage"] === 1) link.bind["summon"] = (summon["cards"] as number[])[0] ?? -1;
  if (def.delayed === true) {
    // A delayed effect: its registration's values become the link's; a one-time registration is used up.
    const reg = ctx.state.effects.find((e) => e.eff === TEMP + Temp.DELAYED && e.source === link.card && e.bound[0] === link.eff);
    if (reg !== undefined) {
      Object.assign(link.bind, rc.registered(ctx.state, reg.id));
      if (reg.bound[1] === 1) {
        ctx.removeEffect(reg.id);
        for (const k of Object.keys(ctx.state.vars)) if (k.startsWith(`reg:${reg.id}:`)) delete ctx.state.vars[k];
      }
    }
  }
  const a = new Actions(rc, ctx, link.card, link.player, link);
  if (def.kind === "activate") placeActivatedCard(rc, a, link);
  const key = usageKey(ctx.state, c.code, c.id, link.player, link.eff, def);
  if (key !== null) ctx.state.vars[key] = ctx.state.turn;
  ctx.state.vars[`act:${link.card}:${link.eff}`] = ctx.state.turn;
  a.paying = true;
  def.cost?.pay(a);
  a.paying = false;
  // The actions are the query here: target checks see the link's bind (what the cost recorded).
  const q = a;
  for (const t of def.targets ?? []) {
    const cands = ctx.state.cards.filter((x) => (x.id !== link.card || def.kind !== "activate") && !link.targets.includes(x.id) && t.valid(q, x.id) && !rc.restricted(ctx.state, "cannotBeTargeted", x.id)).map((x) => x.id);
    const picked = a.chooseCards(link.player, cands, t.min, t.max, "choose the target(s)");
    link.targets.push(...picked);
  }
  ctx.signal("activated", link.player, [link.card], link.eff, { kind: def.kind });
  // Being targeted is an event of its own ("when this card is targeted by an effect": Spirit Reaper).
  if (link.targets.length > 0) {
    ctx.signal("targeted", link.player, link.targets.slice(), link.eff, { source: link.card, activation: def.kind === "activate" });
    // What happens at once on being targeted (a continuous effect with that timing) happens now.
    a.cleanup();
  }
}

/** A link on the chain: "each time a spell card is activated" (a continuous effect with that timing) happens now. */
export function linkedLink(rc: RulesContext, ctx: OpContext, link: ChainLink): void {
  if (rc.hasReactions) new Actions(rc, ctx, link.card, link.player, link).cleanup();
}

/** Resolution of a link that was not negated: targets no longer there or no longer valid are skipped (R-EFF-7). */
export function resolveLink(rc: RulesContext, ctx: OpContext, link: ChainLink): void {
  const c = ctx.card(link.card);
  const def = rc.behaviour(c.code).effects[link.eff];
  // A continuous card's statements apply from its resolution on (Imperial Order chained to Pot of Greed negates it).
  if (def?.kind === "activate") beginContinuous(ctx, link.card);
  if (def?.resolve === undefined) return;
  if (rc.negated(ctx.state, link.card)) return;
  const defs = def.targets ?? [];
  // Target checks see the link's bind (what the activation recorded), like at activation.
  const q = new Actions(rc, ctx, link.card, link.player, link);
  const index = ctx.state.chain.indexOf(link);
  // "When an effect that targets this card would resolve" (the Archfiends' die roll, Chaos Command
  // Magician): continuous effects react now, and may negate this effect before it applies.
  const about = { targets: link.targets.slice(), player: link.player, link: index };
  if (rc.hasReactions) {
    ctx.signal("resolving", link.player, [link.card], link.eff, about);
    q.cleanup();
    if (link.neg !== 0 || rc.negated(ctx.state, link.card)) return;
  }
  const targets = link.targets.filter((id, i) => ctx.targetStillThere(link, i) && defs.some((t) => t.valid(q, id)));
  const a = new Actions(rc, ctx, link.card, link.player, link, targets);
  def.resolve(a);
  if (rc.hasReactions) ctx.signal("resolved", link.player, [link.card], link.eff, about);
  a.cleanup();
}
