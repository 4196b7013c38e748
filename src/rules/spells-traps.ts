/**
 * Spells and traps on the field (R-CARD, R-ZONE-2): setting, where an activated card goes (the
 * field spell rule of the profile), what happens to it after the whole chain resolved (R-CARD-5),
 * and cards that stay for a number of turns.
 * @module
 */
import { opponent, type CardId, type ChainLink, type OpContext, type Operation } from "../kernel/index.js";
import { Actions, sendToGraveByRule } from "./actions.js";
import { spellTrapType } from "./cards.js";
import { TEMP, Temp, type RulesContext } from "./rules-context.js";
import { Flag, Zone, onField } from "./zones.js";

/** The spell/trap operations. */
export function spellTrapOperations(rc: RulesContext): Record<string, Operation> {
  return {
    /** Sets a spell or trap face-down (field spells in the field zone); it may not be activated this turn if a trap (R-CARD-4). */
    setSpellTrap(ctx, args) {
      const { card } = args as { card: CardId };
      const c = ctx.card(card);
      const player = c.ctrl;
      const field = spellTrapType(rc.infoOf(c.code)) === "field";
      if (field) clearOwnFieldZone(rc, ctx, player);
      ctx.move(card, player, field ? Zone.FIELD : Zone.SPELL_TRAP, { faceUp: false, reason: "set", by: player });
      ctx.signal("set", player, [card]);
    },
  };
}

/** Ends a spell or trap's activation: its continuous effects, held back while it was on the chain, begin. */
export function beginContinuous(ctx: OpContext, card: CardId): void {
  const c = ctx.card(card);
  if ((c.flags & Flag.ACTIVATING) === 0) return;
  c.flags &= ~Flag.ACTIVATING;
  if (onField(c.zone) && c.faceUp) ctx.startContinuousOf(c);
}

/** A player's field zone holds one card: the old one goes to the graveyard. */
function clearOwnFieldZone(rc: RulesContext, ctx: OpContext, player: 0 | 1): void {
  for (const old of rc.zone(ctx.state, player, Zone.FIELD).slice()) {
    sendToGraveByRule(rc, ctx, old, "replaced", player);
  }
}

/**
 * Puts a spell/trap being activated face-up where it belongs: from the hand to a spell & trap zone
 * (R-ZONE-2) or the field zone; a set card is turned face-up. A new face-up field spell destroys the
 * other one on the field (classic) or replaces only its player's own (modern).
 */
export function placeActivatedCard(rc: RulesContext, a: Actions, link: ChainLink): void {
  const ctx = a.ctx;
  const c = ctx.card(link.card);
  const field = spellTrapType(rc.infoOf(c.code)) === "field";
  c.flags |= Flag.ACTIVATING;
  if (c.zone === Zone.HAND) {
    if (field) clearOwnFieldZone(rc, ctx, link.player);
    ctx.move(link.card, link.player, field ? Zone.FIELD : Zone.SPELL_TRAP, { faceUp: true, reason: "activate", by: link.player });
  } else if (!c.faceUp) {
    ctx.setPosition(link.card, true, c.pos, "activate");
  }
  if (field && rc.profile.fieldSpellRule === "one-on-field") {
    const other = rc.zone(ctx.state, opponent(link.player), Zone.FIELD).filter((id) => ctx.card(id).faceUp);
    if (other.length > 0) a.destroy(other);
  }
}

/**
 * After the whole chain (R-CARD-5): normal and quick-play spells, ritual spells, normal and counter
 * traps go to the graveyard; so does any card whose activation was negated (R-CHAIN-3) and an equip
 * spell that equipped nothing. Continuous and field cards stay.
 */
export function afterChain(rc: RulesContext, ctx: OpContext, resolved: ChainLink[]): void {
  for (const link of resolved) {
    const c = ctx.card(link.card);
    // Its activation is over (resolved, or its effect negated): a card that stays starts its continuous effects.
    if ((c.flags & Flag.ACTIVATING) !== 0) {
      if (link.neg === 1) c.flags &= ~Flag.ACTIVATING;
      else beginContinuous(ctx, c.id);
    }
    const info = rc.infoOf(c.code);
    if (info.kind === "monster" || !onField(c.zone) || !c.faceUp || c.stamp !== link.stamp) continue;
    const def = rc.behaviour(c.code).effects[link.eff];
    if (def?.kind !== "activate") continue;
    const type = spellTrapType(info);
    const equipped = ctx.state.effects.some((e) => e.eff === TEMP + Temp.EQUIP && e.source === c.id);
    // A card that says it stays for N turns stays although it is a normal spell (Swords of Revealing Light).
    const stays = rc.behaviour(c.code).lifetime !== undefined;
    // A card its own effect equipped stays with its monster, a normal trap too (Metalmorph).
    const leaves = link.neg === 1 || (!equipped && ((!stays && type === "normal") || type === "quick-play" || type === "ritual" || type === "counter" || type === "equip"));
    if (leaves) sendToGraveByRule(rc, ctx, c.id, "resolved", -1);
  }
  // Continuous effects that just began (a continuous trap's position rule) apply now.
  new Actions(rc, ctx, -1, ctx.state.turnPlayer).cleanup();
}

/** Cards that stay for N of a player's turns (Swords of Revealing Light, R-CARD-5): counted at each End Phase. */
export function countLifetimes(rc: RulesContext, a: Actions): void {
  const s = a.state;
  for (const p of [0, 1] as const) {
    for (const id of [...rc.zone(s, p, Zone.SPELL_TRAP), ...rc.zone(s, p, Zone.FIELD)]) {
      const c = s.cards[id]!;
      const life = rc.behaviour(c.code).lifetime;
      if (life?.turns === undefined || !c.faceUp) continue;
      const counts = life.whose === "you" ? s.turnPlayer === c.ctrl : s.turnPlayer !== c.ctrl;
      if (!counts) continue;
      a.ctx.addCounter(id, "turns", 1);
      if ((a.ctx.card(id).counters["turns"] ?? 0) >= life.turns) a.sendToGrave([id]);
    }
  }
}
