/**
 * The Battle Phase (R-BAT): attack declaration, the replay (R-BAT-2), the damage step sub-steps
 * (R-BAT-3) with their windows, damage calculation from the damage table (R-BAT-4/5/6), battle
 * damage (R-BAT-7) and destruction by battle at the end of the damage step.
 * @module
 */
import { opponent, type CardId, type Choice, type Frame, type FrameHandler, type Operation, type PlayerId } from "../kernel/index.js";
import { Actions, findFrame } from "./actions.js";
import { payAttackCosts } from "./attack-costs.js";
import { DUR, rememberHistory, TEMP, type RulesContext } from "./rules-context.js";
import { battleOutcome } from "./tables.js";
import { Flag, Pos, Zone } from "./zones.js";

/**
 * One attack, from declaration to the end of the damage step. Stages: 0 attack window, 1 replay
 * check, 2 damage step start, 3 before damage calculation (face-down target flipped), 4 damage
 * calculation window, 5 calculation, 6 after damage calculation, 7 end of damage step (battle
 * destruction), 8 its window, 9 done.
 */
export interface BattleFrame extends Frame {
  t: "battle";
  player: PlayerId;
  atk: CardId;
  /** Where the attacker and the target were when the attack was declared ({@link CardState.placed}). */
  atkPlaced: number;
  /** -1: a direct attack. */
  tgt: CardId;
  tgtPlaced: number;
  /** Monsters the opponent controlled when the target was chosen (R-BAT-2). */
  count: number;
  stage: number;
  negated: 0 | 1;
  /** Monsters destroyed by battle, sent to the graveyard at the end of the damage step. */
  destroy: CardId[];
}

/** Monsters `player` may attack (not "cannot be attacked"); with `attacker`, those it may choose (not "cannot attack <them>"). */
export function attackTargets(rc: RulesContext, state: Parameters<RulesContext["monsters"]>[0], player: PlayerId, attacker = -1): CardId[] {
  const each = attacker >= 0 && (state.cards[attacker]!.flags & Flag.ATTACKED) !== 0 && rc.restricted(state, "canAttackEachMonster", attacker);
  return rc.monsters(state, opponent(player)).filter(
    (id) => !rc.restricted(state, "cannotBeAttacked", id) && (attacker < 0 || !rc.cannotAttackTarget(state, attacker, id)) && !(each && attackedThisTurn(state, attacker, id)),
  );
}

/** The var remembering that `attacker` attacked `target` (-1: directly) this turn, as it was placed then. */
function hitKey(state: Parameters<RulesContext["monsters"]>[0], attacker: CardId, target: CardId): string {
  return target < 0 ? `hit:${attacker}:-1` : `hit:${attacker}:${target}:${state.cards[target]!.placed}`;
}

/** Whether `attacker` already attacked `target` (-1: directly) this turn (Asura Priest attacks each monster once). */
export function attackedThisTurn(state: Parameters<RulesContext["monsters"]>[0], attacker: CardId, target: CardId): boolean {
  return state.vars[hitKey(state, attacker, target)] === state.turn;
}

/** A direct attack: when the opponent controls no monster, or the attacker may attack directly anyway (R-BAT-6). */
export function canAttackDirectly(rc: RulesContext, state: Parameters<RulesContext["monsters"]>[0], player: PlayerId, attacker: CardId): boolean {
  if (rc.restricted(state, "cannotAttackDirectly", attacker)) return false;
  // A monster attacking each monster once attacks directly only as its one attack of the turn.
  if ((state.cards[attacker]!.flags & Flag.ATTACKED) !== 0 && rc.restricted(state, "canAttackEachMonster", attacker) && !rc.restricted(state, "canAttackAgain", attacker)) return false;
  return rc.monsters(state, opponent(player)).length === 0 || rc.restricted(state, "canAttackDirectly", attacker);
}

function targetChoices(rc: RulesContext, state: Parameters<RulesContext["monsters"]>[0], player: PlayerId, attacker: CardId): Choice[] {
  const opts: Choice[] = attackTargets(rc, state, player, attacker).map((card) => ({ kind: "card", card, label: state.cards[card]!.faceUp ? `attack ${rc.info(state, card).name}` : "attack a face-down monster" }));
  if (canAttackDirectly(rc, state, player, attacker)) opts.push({ kind: "direct", label: "attack directly" });
  return opts;
}

/**
 * The attacker is still where it attacked from, face-up, and still allowed to attack: a monster turned
 * face-down, or one that "cannot attack" since the declaration (Spellbinding Circle answering it), stops.
 */
function attackerHere(rc: RulesContext, k: { state: Parameters<RulesContext["monsters"]>[0] }, f: BattleFrame): boolean {
  const c = k.state.cards[f.atk]!;
  return c.placed === f.atkPlaced && c.faceUp && c.zone === Zone.MONSTER && c.ctrl === f.player && !rc.restricted(k.state, "cannotAttack", f.atk);
}

/** The target is still where it was attacked: a change of face or position keeps it the target (no replay, R-BAT-2). */
function targetHere(k: { state: Parameters<RulesContext["monsters"]>[0] }, f: BattleFrame): boolean {
  if (f.tgt < 0) return true;
  const c = k.state.cards[f.tgt]!;
  return c.placed === f.tgtPlaced && c.zone === Zone.MONSTER && c.ctrl === opponent(f.player);
}

/** The battle frame handler. */
export function battleHandler(rc: RulesContext): FrameHandler<BattleFrame> {
  return {
    label: (f) => `battle(stage ${f.stage})`,
    step(k, f) {
      const s = k.state;
      const tp = s.turnPlayer;
      switch (f.stage) {
        case 0:
          f.stage = 1;
          k.openWindow("attack", tp, true);
          return;
        case 1: {
          if (f.negated === 1 || !attackerHere(rc, k, f)) {
            f.stage = 9;
            return;
          }
          // R-BAT-2: the opponent's monster count changed (or the target is gone): a replay.
          const now = rc.monsters(s, opponent(f.player)).length;
          if (now !== f.count || !targetHere(k, f)) {
            const opts = targetChoices(rc, s, f.player, f.atk);
            opts.push({ kind: "cancel", label: "do not attack" });
            k.ask({ player: f.player, kind: "replay", options: opts, min: 1, max: 1, ordered: false, context: { card: f.atk, text: "the opponent's monsters changed: choose a new target or do not attack (R-BAT-2)" } });
            return;
          }
          f.stage = 2;
          return;
        }
        case 2:
          f.stage = 3;
          k.signal("damageStepStart", f.player, [f.atk]);
          // R-BAT-3: effects of the start of the damage step activate here, before a face-down target
          // is flipped (Mystic Swordsman LV2 destroys it unflipped, Reflect Bounder burns before damage).
          k.openWindow("damage", tp, true);
          return;
        case 3: {
          f.stage = 4;
          if (f.tgt >= 0 && targetHere(k, f)) {
            const t = s.cards[f.tgt]!;
            if (!t.faceUp) {
              // R-BAT-3: a face-down target is flipped before damage calculation; its flip effect waits.
              k.setPosition(f.tgt, true, t.pos, "attack");
              rememberHistory(s, f.tgt, "flipped", t.ctrl);
              k.signal("flipped", f.player, [f.tgt], 0, { by: "attack" });
            }
          }
          k.openWindow("damage", tp, false);
          return;
        }
        case 4:
          f.stage = 5;
          k.openWindow("damageCalc", tp, false);
          return;
        case 5:
          f.stage = 6;
          if (f.negated === 1 || !attackerHere(rc, k, f) || !targetHere(k, f)) {
            f.stage = 9;
            return;
          }
          k.runOp("damageCalculation");
          return;
        case 6:
          f.stage = 7;
          // After damage calculation: flip effects of the flipped target and battle-damage triggers (R-BAT-3).
          k.openWindow("damage", tp, true);
          return;
        case 7:
          f.stage = 8;
          k.runOp("battleDestruction");
          return;
        case 8:
          f.stage = 9;
          k.openWindow("damage", tp, true);
          return;
        default: {
          k.pop();
          // "Until the end of the damage step" effects end here.
          for (const e of s.effects.slice()) if (e.eff >= TEMP && e.bound[2] === DUR.endOfDamageStep) k.removeEffect(e.id);
          k.signal("battleEnd", f.player, [f.atk]);
        }
      }
    },
    answer(k, f, answer, prompt) {
      const choice = prompt.options[answer[0]!]!;
      if (choice.kind === "cancel") {
        f.stage = 9;
        return;
      }
      f.tgt = choice.kind === "direct" ? -1 : choice.card!;
      f.tgtPlaced = f.tgt >= 0 ? k.state.cards[f.tgt]!.placed : 0;
      f.count = rc.monsters(k.state, opponent(f.player)).length;
      k.signal("attackRetargeted", f.player, f.tgt >= 0 ? [f.atk, f.tgt] : [f.atk]);
      f.stage = 2;
    },
  };
}

/** The battle operations. */
export function battleOperations(rc: RulesContext): Record<string, Operation> {
  return {
    /** R-BAT-1: choose a target (or attack directly when the opponent controls no monster). */
    declareAttack(ctx, args) {
      const { card } = args as { card: CardId };
      const player = ctx.card(card).ctrl;
      // "Cannot attack unless you …": paid at the declaration (Panther Warrior).
      payAttackCosts(rc, ctx, card);
      const opts = targetChoices(rc, ctx.state, player, card);
      const pick = opts[ctx.chooseOne(player, "attackTarget", opts, { card, text: "choose the attack target" })]!;
      const tgt = pick.kind === "direct" ? -1 : pick.card!;
      // A second attack (a monster that "can attack again") is remembered for this turn.
      if ((ctx.card(card).flags & Flag.ATTACKED) !== 0) ctx.state.vars[`attack2:${card}`] = ctx.state.turn;
      if (rc.restricted(ctx.state, "canAttackEachMonster", card)) ctx.state.vars[hitKey(ctx.state, card, tgt)] = ctx.state.turn;
      ctx.card(card).flags |= Flag.ATTACKED;
      // The last monster to declare an attack, for a second attack "in a row".
      ctx.state.vars[`lastAttacker:${player}`] = card;
      rememberHistory(ctx.state, card, "attacked", player);
      const pv = ctx.state.players[player]!.vars;
      pv["attacks"] = (pv["attacks"] ?? 0) + 1;
      ctx.signal("attackDeclared", player, tgt >= 0 ? [card, tgt] : [card], tgt >= 0 ? 0 : 1);
      const f: BattleFrame = {
        t: "battle", player, atk: card, atkPlaced: ctx.card(card).placed, tgt, tgtPlaced: tgt >= 0 ? ctx.card(tgt).placed : 0,
        count: rc.monsters(ctx.state, opponent(player)).length, stage: 0, negated: 0, destroy: [],
      };
      ctx.then(f);
    },
    /** Damage calculation (R-BAT-4/5/6/7): battle damage now, destruction marked for the end of the step. */
    damageCalculation(ctx) {
      const f = findFrame(ctx.state, "battle") as BattleFrame | null;
      if (f === null) return;
      const a = new Actions(rc, ctx, f.atk, f.player);
      const atk = rc.stat(ctx.state, f.atk, "atk");
      const t = f.tgt >= 0 ? ctx.card(f.tgt) : null;
      const out = battleOutcome(atk, t === null ? null : {
        position: t.pos === Pos.ATTACK ? "attack" : "defense", atk: rc.stat(ctx.state, t.id, "atk"), def: rc.stat(ctx.state, t.id, "def"),
      });
      ctx.signal("damageCalculated", f.player, t === null ? [f.atk] : [f.atk, t.id], out.amount);
      // Both monsters battled; an attacker that attacked directly battled too (its attack reached damage calculation).
      rememberHistory(ctx.state, f.atk, "battled", f.player);
      if (t !== null) rememberHistory(ctx.state, t.id, "battled", t.ctrl);
      if (out.damageTo === "defender") a.battleDamage(opponent(f.player), out.amount, f.atk);
      if (out.damageTo === "attacker") a.battleDamage(f.player, out.amount, t?.id ?? f.atk);
      // Piercing: an attacker allowed to inflicts the difference through a defense position monster.
      if (t !== null && t.pos === Pos.DEFENSE && out.destroyTarget && rc.restricted(ctx.state, "piercing", f.atk)) {
        a.battleDamage(opponent(f.player), atk - rc.stat(ctx.state, t.id, "def"), f.atk);
      }
      const destroy: CardId[] = [];
      if (out.destroyTarget && t !== null && !rc.restricted(ctx.state, "cannotBeDestroyedByBattle", t.id)) destroy.push(t.id);
      if (out.destroyAttacker && !rc.restricted(ctx.state, "cannotBeDestroyedByBattle", f.atk)) destroy.push(f.atk);
      f.destroy = destroy;
      if (destroy.length > 0) ctx.signal("battleDestroying", f.player, destroy, destroy.length);
      // Classic: they go to the graveyard with the damage calculation itself, before anything answers
      // it, so no effect can choose them on the field (R-BAT-3); modern: at the end of the damage step.
      if (destroy.length > 0 && rc.profile.battleDestruction === "after-damage-calculation") f.destroy = a.destroy(destroy, true);
      // What happens at once on a battle ("continuous when this card battles: …") happens now, moved card or not.
      else a.cleanup();
    },
    /** End of the damage step: monsters destroyed by battle go to the graveyard (R-BAT-3). */
    battleDestruction(ctx) {
      const f = findFrame(ctx.state, "battle") as BattleFrame | null;
      // Classic: done with the damage calculation (a monster a substitute saved stays).
      if (f === null || f.destroy.length === 0 || rc.profile.battleDestruction === "after-damage-calculation") return;
      const here = f.destroy.filter((id) => ctx.card(id).zone === Zone.MONSTER);
      const a = new Actions(rc, ctx, f.atk, f.player);
      a.destroy(here, true);
    },
  };
}
