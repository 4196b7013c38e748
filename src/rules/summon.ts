/**
 * Summon procedures (R-SUM): Normal Summon and Set with tributes, Flip Summon, position changes,
 * Synchro Summon, and the summon frame that opens the summon-negation window (R-CHAIN-6) before a
 * summon counts as successful (R-SUM-10).
 * @module
 */
import type { CardId, DuelEvent, Frame, FrameHandler, Operation, PlayerId } from "../kernel/index.js";
import { Actions, type SummonKindName } from "./actions.js";
import { hasSubtype } from "./cards.js";
import { requirementsBlock, tributeCandidates } from "./options.js";
import type { RulesContext } from "./rules-context.js";
import { tributesNeeded } from "./tables.js";
import { rangeOf } from "./triggers.js";
import { Flag, Pos } from "./zones.js";

/** A summon in progress: the negation window, then success (R-CHAIN-6, R-SUM-10). */
export interface SummonFrame extends Frame {
  t: "summon";
  cards: CardId[];
  stamps: number[];
  how: SummonKindName;
  player: PlayerId;
  /** 0: open the window; 1: the window is over. */
  stage: 0 | 1;
  /** Set by a negation (R-SUM-2: the Normal Summon stays used). */
  negated: 0 | 1;
}

/** Schedules the summon frame after the operation that placed the monsters. */
export function summonFrame(cards: CardId[], stamps: number[], how: SummonKindName, player: PlayerId): SummonFrame {
  return { t: "summon", cards, stamps, how, player, stage: 0, negated: 0 };
}

/** Handler of {@link SummonFrame}. */
export const summonHandler: FrameHandler<SummonFrame> = {
  label: (f) => `summon(${f.how}, stage ${f.stage})`,
  step(k, f) {
    if (f.stage === 0) {
      f.stage = 1;
      const ev: DuelEvent = { type: "signal", name: "summoning", player: f.player, cards: f.cards.slice(), value: 0, data: { how: f.how } };
      k.emit(ev);
      // The window answers this summon only (R-CHAIN-6); triggers wait until it is successful.
      k.state.last = [ev];
      k.openWindow("summon", k.state.turnPlayer, false);
      return;
    }
    k.pop();
    k.state.last = [];
    k.runOp("summonSuccess", { cards: f.cards, stamps: f.stamps, how: f.how, player: f.player, negated: f.negated });
  },
};

interface CardArg {
  card: CardId;
}

/** The summon operations, as window actions name them. */
export function summonOperations(rc: RulesContext): Record<string, Operation> {
  const tributes = (a: Actions, player: PlayerId, card: CardId): CardId[] => {
    const b = rc.behaviour(a.ctx.card(card).code);
    const need = b.tributes ?? tributesNeeded(rc.level(a.state, card));
    if (need === 0) return [];
    const candidates = tributeCandidates(rc, a.state, player);
    const value = (id: CardId) => rc.tributeValue(a.state, id, card);
    // Without tributes if its text allows (Fusilier Dragon): its player says which, when both can be done.
    if (b.tributeless === true) {
      const worth = candidates.reduce((n, t) => n + value(t), 0);
      const zonesAfter = rc.monsters(a.state, player).length < rc.profile.monsterZones;
      if (worth < need || (zonesAfter && a.chooseOne(player, ["without tributes", `tribute ${need} monster${need === 1 ? "" : "s"}`], "summon it without tributes?") === 0)) return [];
    }
    let picked: CardId[];
    if (need >= 2 && candidates.some((id) => value(id) > 1)) {
      // A monster that counts as 2 tributes (Double Coston): tributes are picked one at a time
      // until they add up to what the summon needs.
      picked = [];
      let left = need;
      while (left > 0) {
        const rest = candidates.filter((id) => !picked.includes(id));
        const one = a.ctx.chooseCards(player, rest, 1, 1, { card, text: `tribute a monster (${left} more tribute${left === 1 ? "" : "s"} needed)` })[0]!;
        picked.push(one);
        left -= value(one);
      }
    } else picked = a.ctx.chooseCards(player, candidates, need, need, { card, text: `tribute ${need} monster(s)` });
    a.tribute(picked, card);
    return picked;
  };
  const useNormalSummon = (a: Actions, player: PlayerId) => {
    const vars = a.state.players[player]!.vars;
    vars["ns"] = (vars["ns"] ?? 0) + 1;
  };
  return {
    /** R-SUM-1: tributes, then face-up attack; the summon frame follows. */
    normalSummon(ctx, args) {
      const { card } = args as unknown as CardArg;
      const player = ctx.card(card).ctrl;
      const a = new Actions(rc, ctx, card, player);
      const t = tributes(a, player, card);
      useNormalSummon(a, player);
      a.place(card, player, "attack");
      ctx.then(summonFrame([card], [ctx.card(card).stamp], t.length > 0 ? "tribute" : "normal", player));
    },
    /** R-SUM-1: a Set is face-down defense and not a summon (no window, no "summoned"). */
    setMonster(ctx, args) {
      const { card } = args as unknown as CardArg;
      const player = ctx.card(card).ctrl;
      const a = new Actions(rc, ctx, card, player);
      const t = tributes(a, player, card);
      useNormalSummon(a, player);
      a.place(card, player, "face-down defense");
      if (t.length > 0) ctx.card(card).flags |= Flag.TRIBUTE_SUMMONED;
      ctx.signal("set", player, [card]);
    },
    /** R-SUM-3: face-down defense to face-up attack; counts as the position change of the turn. */
    flipSummon(ctx, args) {
      const { card } = args as unknown as CardArg;
      const c = ctx.card(card);
      ctx.setPosition(card, true, Pos.ATTACK, "flipSummon");
      c.flags |= Flag.POSITION_CHANGED;
      ctx.then(summonFrame([card], [c.stamp], "flip", c.ctrl));
    },
    /** R-SUM-9: face-up attack ↔ face-up defense. */
    changePosition(ctx, args) {
      const { card } = args as unknown as CardArg;
      const c = ctx.card(card);
      ctx.setPosition(card, true, c.pos === Pos.ATTACK ? Pos.DEFENSE : Pos.ATTACK, "change");
      c.flags |= Flag.POSITION_CHANGED;
      ctx.signal("positionChanged", c.ctrl, [card], c.pos);
      // What holds while a monster is in a position applies at once (Berserk Gorilla in defense position).
      new Actions(rc, ctx, card, c.ctrl).cleanup();
    },
    /** R-SUM-8: one tuner + non-tuners whose levels total exactly; a procedure, not an activation. */
    synchroSummon(ctx, args) {
      const { card } = args as unknown as CardArg;
      const player = ctx.card(card).ctrl;
      const a = new Actions(rc, ctx, card, player);
      const level = rc.stat(ctx.state, card, "level");
      const lv = (m: CardId) => rc.stat(ctx.state, m, "level");
      const mons = rc.monsters(ctx.state, player).filter((m) => ctx.card(m).faceUp);
      const isTuner = (m: CardId) => hasSubtype(rc.info(ctx.state, m), "tuner");
      const tuners = mons.filter((t) => isTuner(t) && completes(mons.filter((m) => !isTuner(m)).map(lv), level - lv(t), true));
      const [tuner] = ctx.chooseCards(player, tuners, 1, 1, { card, text: "choose the tuner" });
      const chosen: CardId[] = [];
      let sum = lv(tuner!);
      while (sum !== level || chosen.length === 0) {
        const rest = mons.filter((m) => !isTuner(m) && !chosen.includes(m));
        const options = rest.filter((m) => completes(rest.filter((o) => o !== m).map(lv), level - sum - lv(m), false));
        const [m] = ctx.chooseCards(player, options, 1, 1, { card, text: `choose a non-tuner (${sum}/${level})` });
        chosen.push(m!);
        sum += lv(m!);
      }
      a.sendToGrave([tuner!, ...chosen]);
      a.place(card, player, "attack");
      ctx.then(summonFrame([card], [ctx.card(card).stamp], "synchro", player));
    },
    /**
     * A monster's own procedure (R-SUM-4): its cost is paid, then its body summons it; the summon
     * window follows as for a Normal Summon (R-CHAIN-6), and it is properly summoned once
     * successful (R-SUM-5, R-SUM-10). Not an activation: no chain, nothing to negate but the summon.
     */
    procedureSummon(ctx, args) {
      const { card } = args as unknown as CardArg;
      const player = ctx.card(card).ctrl;
      const defs = rc.behaviour(ctx.card(card).code).effects;
      const where = rangeOf(ctx.card(card));
      const eff = defs.findIndex((d) => d.kind === "procedure" && where !== null && (d.range ?? ["hand"]).includes(where) && requirementsBlock(rc, ctx.state, card, player, d) === null);
      const def = defs[eff];
      if (def === undefined) throw new Error(`card ${card} has no usable summon procedure`);
      const a = new Actions(rc, ctx, card, player);
      a.procedure = true;
      def.cost?.pay(a);
      def.resolve?.(a);
      a.cleanup();
    },
    /** After the summon window: a summon not negated is successful (R-SUM-10); a negated one is destroyed. */
    summonSuccess(ctx, args) {
      const f = args as unknown as { cards: CardId[]; stamps: number[]; how: SummonKindName; player: PlayerId; negated: 0 | 1 };
      const a = new Actions(rc, ctx, f.cards[0] ?? -1, f.player);
      const here = f.cards.filter((id, i) => ctx.card(id).stamp === f.stamps[i]);
      if (f.negated === 1) {
        // A negated summon never succeeded: where it came from is no longer asked (Actions.summoned reads it).
        for (const id of f.cards) delete ctx.state.vars[`from:${id}`];
        a.destroy(here);
        return;
      }
      if (here.length === 0) return;
      a.summoned(here, f.player, f.how);
      if (f.how === "flip") ctx.signal("flipped", f.player, here, 0, { by: "summon" });
      a.cleanup();
    },
  };
}

/** Whether some subset of `levels` (non-empty when `nonEmpty`) sums to exactly `need`. */
function completes(levels: readonly number[], need: number, nonEmpty: boolean): boolean {
  if (need < 0) return false;
  if (need === 0) return !nonEmpty;
  const can = new Array<boolean>(need + 1).fill(false);
  can[0] = true;
  for (const l of levels) for (let v = need; v >= l; v--) if (can[v - l]) can[v] = true;
  return can[need]!;
}
