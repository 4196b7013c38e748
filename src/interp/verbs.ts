/**
 * The interpreter's half of each verb's record (the language's half is `src/lang/verbs.ts`): how
 * the verb compiles in each place the language says it runs — as an effect's action, as a cost
 * (whether it can be paid now; paying it is the action compiled in cost mode), and as a continuous
 * statement. The table's type is computed from the language's records, so a place the language
 * says a verb runs in without a compiler here (or a compiler for a place it does not run in) is a
 * type error.
 * @module
 */
import type { CardId, PlayerId } from "../kernel/index.js";
import type { Action, ActionKind, ActionOf, ActionPlace, ActionSeq, PlayerRef, PlayerSubject, Permission, Restriction, Selector, Subject } from "../lang/index.js";
import { printAction, someNode, subjectOf, variantOf, VERBS } from "../lang/index.js";
import { Phase, Pos, Zone, type SubstituteDef, type AttackCostDef, type Duration, type EffectQuery, type PositionRule, type RestrictionDef, type RestrictionKind, type StatModifier, type StatName } from "../rules/index.js";
import { ActionCompiler, compileDuration, type ActFn, type CanFn } from "./compile-action.js";
import { compileCondition, type CondFn } from "./compile-condition.js";
import { compileExpr } from "./compile-expr.js";
import { compilePlayers, isEachPlayer } from "./compile-player.js";
import { compileSelector, ownerPlayers } from "./compile-selector.js";
import { compileTiming } from "./compile-timing.js";
import type { CardContext } from "./context.js";
import { isFieldZone, other, snapshot, storeBinding, Run } from "./runtime.js";
import { trace, traceTrue } from "./trace.js";

/** What a continuous effect's statements build (compile-card.ts turns them into the effect's definition). */
export class Statements {
  readonly positions: PositionRule[] = [];
  readonly attackCosts: AttackCostDef[] = [];
  readonly modifiers: StatModifier[] = [];
  readonly restrictions: RestrictionDef[] = [];
  readonly substitutes: SubstituteDef[] = [];
  wins: ((q: EffectQuery) => boolean) | undefined;
  destroysSelf: ((q: EffectQuery) => boolean) | undefined;

  constructor(
    readonly cx: CardContext,
    /** The effect's condition, which a win condition is. */
    readonly cond: CondFn | undefined,
  ) {}

  /** Whom a restriction or permission affects: the matching cards, or the named players. */
  affects(subject: Selector | PlayerSubject): RestrictionDef["affects"] {
    if (subject.kind === "PlayerSubject") {
      const players = compilePlayers(subject.player);
      return (q, p) => (p === 0 || p === 1) && players(q, null).includes(p);
    }
    const sel = compileSelector(this.cx, subject);
    return (q, id) => q.state.cards[id] !== undefined && sel.pred(q, id, null);
  }
}

interface PlaceCompilers<N extends Action> {
  effect: (c: ActionCompiler, node: N) => ActFn;
  cost: (c: ActionCompiler, node: N) => CanFn;
  statement: (s: Statements, node: N) => void;
}

/** The places the language's record of verb K says it runs in. */
type PlacesOf<K extends ActionKind> = keyof (typeof VERBS)[K]["runs"] & ActionPlace;

export type RunTable = { [K in ActionKind]: { [P in PlacesOf<K>]: PlaceCompilers<ActionOf<K>>[P] } };

const STAT: Record<"ATK" | "DEF" | "level", StatName> = { ATK: "atk", DEF: "def", level: "level" };

const faceUpMonster = (q: EffectQuery, id: CardId): boolean => {
  const c = q.state.cards[id]!;
  return c.zone === Zone.MONSTER && c.faceUp;
};

const PHASE_INDEX: Record<string, number> = {
  "draw phase": Phase.DRAW, "standby phase": Phase.STANDBY, "main phase 1": Phase.MAIN1, "battle phase": Phase.BATTLE, "main phase 2": Phase.MAIN2, "end phase": Phase.END,
};

/** Where a delayed effect keeps the turn of the counted phase it waits for (a registered value). */
const COUNTED_TURN = "phase:turn";

/**
 * `during your 2nd standby phase after activation` (R-EFF-14): the turn of that phase, fixed as the
 * delayed effect is set up — the phase in progress and the ones of this turn already begun do not count.
 */
function countedPhase(cx: CardContext, node: ActionOf<"Delayed">): ((q: EffectQuery) => number) | null {
  const ev = node.timing.events.find((e) => e.kind === "Phase" && e.nth !== undefined);
  if (ev === undefined || ev.kind !== "Phase") return null;
  const phase = PHASE_INDEX[ev.phase];
  if (phase === undefined) {
    cx.unsupported(ev.span, `counting the ${ev.phase}`);
    return null;
  }
  const owners = ev.player === undefined ? null : compilePlayers(ev.player);
  const nth = ev.nth!;
  return (q) => {
    const s = q.state;
    const whose = owners === null ? null : owners(q, null);
    let left = nth;
    for (let turn = s.turn; ; turn++) {
      const player = (turn - s.turn) % 2 === 0 ? s.turnPlayer : other(s.turnPlayer);
      const ahead = turn > s.turn || s.phase < phase;
      if (ahead && (whose === null || whose.includes(player)) && --left === 0) return turn;
    }
  };
}

/**
 * The rules' restriction kinds for a restriction of the language and its subject. A player who
 * `cannot attack` is the rules' player-wide ban; the checker refuses the subjects a restriction is
 * not about (restrictions.ts), so none is left empty here.
 */
export function restrictionKinds(r: Restriction, subject: Subject): RestrictionKind[] {
  switch (r.kind) {
    case "attack":
      return [subject === "player" ? "playerCannotAttack" : "cannotAttack"];
    case "be attacked":
      return ["cannotBeAttacked"];
    case "be targeted":
      return ["cannotBeTargeted"];
    case "be destroyed":
      return r.by === "battle" ? ["cannotBeDestroyedByBattle"] : r.by === "effect" ? ["cannotBeDestroyedByEffect"] : r.by === "spell/trap" ? ["cannotBeDestroyedBySpellTrap"] : ["cannotBeDestroyedByBattle", "cannotBeDestroyedByEffect"];
    case "be tributed":
      return r.forTributeSummon ? ["cannotBeTributedForSummon"] : ["cannotBeTributed"];
    case "be activated":
      return ["cannotBeActivated"];
    case "be affected":
      return [r.by === "spell card" ? "unaffectedBySpells" : "unaffectedByTraps"];
    case "summon":
      return r.how === "any" ? ["playerCannotSummon"] : r.how === "special" ? ["playerCannotSpecialSummon"] : ["playerCannotNormalSummon"];
    case "change position":
      return ["cannotChangePosition"];
    case "change control":
      return ["cannotChangeControl"];
    case "be affected by name":
      return ["unaffectedByNamed"];
    case "be banished":
      return [r.byOpponent ? "cannotBeBanishedByOpponent" : "cannotBeBanished"];
    case "be moved":
      return ["cannotBeMovedByEffects"];
    case "attack directly":
      return ["cannotAttackDirectly"];
    case "attack target":
      return ["cannotAttackTarget"];
    case "enter battle phase":
      return ["playerCannotEnterBattle"];
    case "add from deck":
      return ["playerCannotAddFromDeck"];
    case "activate":
      switch (r.what) {
        case "spell card":
          return ["playerCannotActivateSpells"];
        case "trap card":
          return ["playerCannotActivateTraps"];
        case "spell/trap card":
          return ["playerCannotActivateSpells", "playerCannotActivateTraps"];
        case "monster effect":
          return ["playerCannotActivateMonsterEffects"];
        default:
          return ["playerCannotActivateSpells", "playerCannotActivateTraps", "playerCannotActivateMonsterEffects"];
      }
  }
}

/** The rules' restriction kinds of `take no [battle|effect] damage`. */
function noDamageKinds(node: { damage?: "effect" | "all"; from?: PlayerRef }): RestrictionKind[] {
  const effect: RestrictionKind = node.from === undefined ? "playerNoEffectDamage" : "playerNoEffectDamageFromOpponent";
  return node.damage === "effect" ? [effect] : node.damage === "all" ? ["playerNoBattleDamage", effect] : ["playerNoBattleDamage"];
}

/** The player an action names as the one doing it, if any (`your opponent pays 1000 LP`). */
export function actorOf(a: Action): PlayerRef | undefined {
  return "actor" in a && typeof a.actor === "string" ? a.actor : undefined;
}

/** The rules' kind for a permission other than `tribute` (which is about the monsters tributed). */
function permissionKind(p: Exclude<Permission, { kind: "tribute" | "double tribute" }>): RestrictionKind {
  switch (p.kind) {
    case "attack again":
      return "canAttackAgain";
    case "attack directly":
      return "canAttackDirectly";
    case "attack each monster":
      return "canAttackEachMonster";
    case "piercing":
      return "piercing";
    case "additional normal summon":
      return "playerAdditionalNormalSummon";
    case "activate from hand":
      return "playerCanActivateTrapsFromHand";
  }
}

/** `if <condition>, <action>, otherwise <action>`: exactly one of the two runs. */
function otherwiseAction(cond: CondFn, then: ActFn, otherwise: ActFn): ActFn {
  return (run) => (cond(run.a, run) ? then(run) : otherwise(run));
}

/** `the duel ends in a draw`: both players lose at once, which the rules call a draw. */
function drawGameAction(): ActFn {
  return (run) => {
    run.a.win(0, "the duel ends in a draw");
    run.a.win(1, "the duel ends in a draw");
    return true;
  };
}

/**
 * `reverse the ATK and DEF changes of <monsters> [duration]` (Reverse Trap): each monster's
 * changes of those stats that apply when it resolves count reversed while it lasts (the rules'
 * stat layer: gains and losses only, never set values; changes begun later apply as they are).
 */
function reverseAction(stats: readonly StatName[], duration: Duration, pick: (run: Run) => CardId[], record: (run: Run, cards: CardId[]) => void): ActFn {
  return (run) => {
    const cards = pick(run).filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
    for (const id of cards) for (const s of stats) run.a.reverseChanges(id, s, duration);
    record(run, cards);
    return cards.length > 0;
  };
}

/**
 * `<monster> battles <monster>` (Last Turn): the rules' forced battle — damage calculation as if
 * the first attacked the second, destruction by battle, no battle damage (the card's ruling).
 * Each side names one monster; nothing happens unless both are on the field.
 */
function battleAction(attacker: (run: Run) => CardId[], target: (run: Run) => CardId[]): ActFn {
  return (run) => {
    const a = attacker(run)[0];
    const t = target(run)[0];
    if (a === undefined || t === undefined) return false;
    return run.a.forcedBattle(a, t);
  };
}

export const RUN: RunTable = {
  Conditional: {
    effect: (c, node) => {
      const cx = c.cx;
      const cond = compileCondition(cx, node.condition);
      const act = c.action(node.action);
      // `, otherwise …`: exactly one of the two runs.
      if (node.otherwise !== undefined) return otherwiseAction(cond, act, c.action(node.otherwise));
      return (run) => cond(run.a, run) && act(run);
    },
  },
  Either: {
    effect: (c, node) => {
      const opts = node.options.map((o) => ({ can: c.can(o), act: c.action(o), label: labelOf(o) }));
      // The player the first option names takes the choice ("either your opponent pays 1000 LP or …"
      // is the opponent's to make); otherwise the acting player does.
      const first = actorOf(node.options[0]!);
      const chooser = first === undefined ? null : compilePlayers(first);
      return (run) => {
        const able = opts.filter((o) => o.can(run.a, run));
        if (able.length === 0) return false;
        const who = chooser?.(run.a, run) ?? [];
        const p = who.length === 1 ? who[0]! : run.actor;
        const i = able.length === 1 ? 0 : run.a.chooseOne(p, able.map((o) => o.label), "choose one");
        return able[i]!.act(run);
      };
    },
    cost: (c, node) => {
      const opts = node.options.map((o) => c.can(o));
      return (q, run) => opts.some((o) => o(q, run));
    },
  },
  Destroy: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      return (run) => {
        const cards = c.choose(run, sel, c.notSelf(run, sel, sel.cards(run.a, run)), run.actor, "choose the card(s) to destroy");
        const done = run.a.destroy(cards, false, node.banish === true);
        c.record(run, node, done, undefined);
        return done.length > 0;
      };
    },
    // `continuous while there is no "Umi" on the field: destroy this card.` (only `this card`: see the record)
    statement: (s) => {
      s.destroysSelf = () => true;
    },
  },
  Move: {
    effect: (c, node) => {
      return c.move(node);
    },
    cost: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      // In a resolution, `it` names what an earlier action chose (Chick the Yellow: `look at …, then either place it …`).
      // A card that cannot be banished now (Necrovalley) cannot pay a banish.
      const banish = node.verb === "banish" || node.to === "banished";
      return (q, run) => sel.cards(q, run ?? null).filter((id) => c.allows(node.binding, q, id) && (!banish || q.canBanish(id))).length >= (sel.count?.(q, run ?? null) ?? Math.max(1, sel.min));
    },
  },
  Draw: {
    effect: (c, node) => {
      const cx = c.cx;
      const n = compileExpr(cx, node.count);
      const actor = c.players(node, node.actor);
      return c.perActor(actor, isEachPlayer(node.actor), (run, p) => {
        const drawn = run.a.draw(p, n(run.a, run));
        run.counts.set(p, drawn);
        return drawn > 0;
      });
    },
  },
  Discard: {
    effect: (c, node) => {
      const each = isEachPlayer(node.actor);
      const { sel, list } = c.objectIn(node.object, Zone.HAND);
      return c.perActor(compilePlayers(node.actor), each, (run, p) => {
        const cands = list(run, each, p).filter((id) => run.a.state.cards[id]!.zone === Zone.HAND && (c.mode !== "cost" || c.allows(node.binding, run.a, id)));
        const done = run.a.discard(c.choose(run, sel, cands, p, "choose the card(s) to discard"));
        c.record(run, node, done, node.binding);
        return done.length > 0;
      });
    },
    cost: (c, node) => {
      const { sel } = c.objectIn(node.object, Zone.HAND);
      const placed = node.object.kind !== "CardSet" || node.object.place !== undefined;
      // The card being activated is not one of the cards a cost discards, unless the cost names it
      // (`discard this card`): a spell activated from the hand has left it when the cost is paid (R-EFF-12).
      const self = node.object.kind === "Reference";
      // `your opponent discards 1 spell card` (an `either`/`unless` option): from that player's hand; each named player must be able to.
      const actors = node.actor === undefined ? null : compilePlayers(node.actor);
      return (q) => {
        const enough = (p: PlayerId): boolean => {
          const cands = placed ? sel.cards(q, null).filter((id) => q.state.cards[id]!.zone === Zone.HAND && q.state.cards[id]!.ctrl === p) : q.cards(p, Zone.HAND).filter((id) => sel.what(q, id, null));
          return cands.filter((id) => (self || id !== q.card) && c.allows(node.binding, q, id)).length >= Math.max(1, sel.min);
        };
        if (actors === null) {
          const cands = placed ? sel.cards(q, null).filter((id) => q.state.cards[id]!.zone === Zone.HAND) : q.cards(q.player, Zone.HAND).filter((id) => sel.what(q, id, null));
          return cands.filter((id) => (self || id !== q.card) && c.allows(node.binding, q, id)).length >= Math.max(1, sel.min);
        }
        const ps = actors(q, null);
        return ps.length > 0 && ps.every(enough);
      };
    },
  },
  Tribute: {
    effect: (c, node) => {
      const { sel, list } = c.objectIn(node.object, Zone.MONSTER);
      return (run) => {
        const cands = list(run, false, run.actor).filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER && !run.a.restricted("cannotBeTributed", id) && c.allows(node.binding, run.a, id));
        const picked = c.choose(run, sel, cands, run.actor, "choose the monster(s) to tribute");
        // Record before the move: a binding keeps the tributed monster's last known ATK/DEF/level.
        c.record(run, node, picked, node.binding);
        const done = run.a.tribute(picked);
        run.chosen.set(node, done);
        return done.length > 0;
      };
    },
    cost: (c, node) => {
      const { sel } = c.objectIn(node.object, Zone.MONSTER);
      const placed = node.object.kind !== "CardSet" || node.object.place !== undefined;
      return (q) => {
        const cands = (placed ? sel.cards(q, null) : q.cards(q.player, Zone.MONSTER).filter((id) => sel.what(q, id, null))).filter(
          (id) => q.state.cards[id]!.zone === Zone.MONSTER && !q.restricted("cannotBeTributed", id) && c.allows(node.binding, q, id),
        );
        return cands.length >= Math.max(1, sel.min);
      };
    },
  },
  SpecialSummon: {
    effect: (c, node) => {
      return c.specialSummon(node);
    },
  },
  FusionSummon: {
    effect: (c, node) => {
      const cx = c.cx;
      const obj = compileSelector(cx, node.object);
      return (run) => run.a.fusionSummon(run.actor, (id) => obj.what(run.a, id, run));
    },
  },
  RitualSummon: {
    effect: (c, node) => {
      const cx = c.cx;
      const obj = compileSelector(cx, node.object);
      const rule = node.levelRule === "exactly" ? "exactly" : "atLeast";
      const level = compileExpr(cx, node.level);
      // The ritual spell says the total the tributes need ("whose total level is at least 8").
      return (run) => run.a.ritualSummon(run.actor, (id) => obj.what(run.a, id, run), rule, () => level(run.a, run));
    },
  },
  ChangePosition: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const to = node.to;
      return (run) => {
        const cards = c.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)").filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
        for (const id of cards) {
          const card = run.a.state.cards[id]!;
          run.a.changePosition(id, to !== "the other" ? to : card.faceUp && card.pos === Pos.ATTACK ? "defense" : "attack");
        }
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      // `change all face-up Dragon monsters on the field to defense position`: kept in that position.
      const sel = compileSelector(s.cx, node.object);
      const to = node.to;
      if (to === "attack" || to === "defense") s.positions.push({ to, affects: (q, id) => faceUpMonster(q, id) && sel.pred(q, id, null) });
    },
  },
  Flip: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const up = node.face === "face-up";
      // `face-up without flip effects` (Ceasefire): flipped, its flip effects do not activate.
      const noFlip = { noFlipEffects: up && node.noFlipEffects === true };
      return (run) => {
        const cards = c.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the card(s) to flip").filter((id) => run.a.state.cards[id]!.faceUp !== up);
        for (const id of cards) run.a.flip(id, up, noFlip);
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      };
    },
  },
  TakeControl: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const dur = c.duration(node.duration) ?? "permanent";
      return (run) => {
        c.keepFor(dur, run);
        const cards = c.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)");
        const taken = cards.filter((id) => {
          run.a.takeControl(id, run.a.player, dur);
          return run.a.state.cards[id]!.ctrl === run.a.player;
        });
        c.record(run, node, taken, undefined);
        return taken.length > 0;
      };
    },
  },
  Negate: {
    effect: (c, node) => {
      const what = node.what;
      return (run) => {
        const a = run.a;
        for (const w of what) {
          if (w === "summon" && a.bind["summon"] !== undefined && (a.bind["responds"] ?? -1) < 0) {
            const cards = a.negateSummon();
            c.record(run, node, cards, undefined);
            if (cards.length > 0) return true;
          } else if (w === "activation" && (a.bind["responds"] ?? -1) >= 0) {
            if (a.negateActivation()) return true;
          } else if (w === "effect" && (a.bind["responds"] ?? -1) >= 0) {
            if (a.negateEffect()) return true;
          } else if (w === "attack") {
            if (a.negateAttack()) return true;
          }
        }
        return false;
      };
    },
  },
  Damage: {
    effect: (c, node) => {
      const cx = c.cx;
      const amount = compileExpr(cx, node.amount);
      const to = c.players(node, node.to);
      return (run) => {
        let any = false;
        const n = amount(run.a, run);
        for (const p of to(run.a, run)) if (run.a.damage(p, n) > 0) any = true;
        return any;
      };
    },
  },
  LifePoints: {
    effect: (c, node) => {
      const cx = c.cx;
      const amount = compileExpr(cx, node.amount);
      const verb = node.verb;
      if (node.multiple === true) return c.perActor(c.players(node, node.actor), isEachPlayer(node.actor), (run, p) => run.a.payChosenLp(p, amount(run.a, run)) > 0);
      return c.perActor(c.players(node, node.actor), isEachPlayer(node.actor), (run, p) => {
        const n = amount(run.a, run);
        if (verb === "gain") return run.a.gainLp(p, n) > 0;
        if (verb === "pay") return run.a.payLp(p, n);
        return run.a.payLp(p, Math.min(n, run.a.state.players[p]!.lp));
      });
    },
    cost: (c, node) => {
      const cx = c.cx;
      if (node.verb !== "pay") return () => true;
      const amount = compileExpr(cx, node.amount);
      // The player who pays (`unless your opponent pays 500 LP`: Toll's attacker) must have the LP.
      const payers = compilePlayers(node.actor);
      return (q) => payers(q, null).every((p) => q.state.players[p]!.lp >= amount(q, null));
    },
  },
  ModifyStat: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const amount = compileExpr(cx, node.amount);
      const sign = node.change === "gain" ? 1 : -1;
      const stats = node.stats.map((s) => STAT[s]);
      const level = node.stats[0] === "level";
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      return (run) => {
        c.keepFor(dur, run);
        // A level change reaches monsters in the hand too (Cost Down); it ends as they leave it.
        const where = (z: number) => z === Zone.MONSTER || (level && z === Zone.HAND);
        const cards = c.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)").filter((id) => where(run.a.state.cards[id]!.zone));
        const n = amount(run.a, run) * sign;
        for (const id of cards) for (const s of stats) run.a.modifyStat(id, s, n, dur);
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      const sel = compileSelector(s.cx, node.object);
      const amount = compileExpr(s.cx, node.amount);
      const sign = node.change === "gain" ? 1 : -1;
      for (const stat of node.stats) {
        // A monster's level never goes below 1 (Demotion on a level 2 monster leaves it at 1).
        const value = stat === "level" ? (q: EffectQuery, _id: CardId, v: number) => Math.max(1, v + sign * amount(q, null)) : (q: EffectQuery, _id: CardId, v: number) => v + sign * amount(q, null);
        s.modifiers.push({ stat: STAT[stat], layer: 2, affects: (q, id) => faceUpMonster(q, id) && sel.pred(q, id, null), value });
      }
    },
  },
  SetStat: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const value = compileExpr(cx, node.value);
      const stat = STAT[node.stat];
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      return (run) => {
        c.keepFor(dur, run);
        const cards = c.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)").filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
        const v = value(run.a, run);
        for (const id of cards) run.a.setStat(id, stat, v, dur);
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      const sel = compileSelector(s.cx, node.object);
      const value = compileExpr(s.cx, node.value);
      s.modifiers.push({ stat: STAT[node.stat], layer: 1, affects: (q, id) => faceUpMonster(q, id) && sel.pred(q, id, null), value: (q) => value(q, null) });
    },
  },
  Counters: {
    effect: (c, node) => {
      const cx = c.cx;
      const on = compileSelector(cx, node.on);
      const n = compileExpr(cx, node.count);
      const kind = node.counter;
      const place = node.verb === "place";
      // A cost removing counters from several cards (`cost remove 2 spell counters from cards you
      // control`: Miracle Restoring) takes them from any of those cards together, as the player picks.
      const pooled = !place && c.mode === "cost" && on.every && !on.ref;
      return (run) => {
        let any = false;
        const k = n(run.a, run);
        if (pooled) {
          const a = run.a;
          const has = (): CardId[] => on.cards(a, run).filter((id) => (a.state.cards[id]!.counters[kind] ?? 0) > 0);
          for (let left = k; left > 0; left--) {
            const cands = has();
            if (cands.length === 0) break;
            const total = cands.reduce((t, id) => t + (a.state.cards[id]!.counters[kind] ?? 0), 0);
            // No choice to make when one card holds them all or every counter goes.
            const id = cands.length === 1 || total <= left ? cands[0]! : a.chooseCards(run.actor, cands, 1, 1, `remove a ${kind} counter (${left} to go)`)[0]!;
            if (a.removeCounters(id, kind, 1) > 0) any = true;
          }
          return any;
        }
        for (const id of c.choose(run, on, on.cards(run.a, run), run.actor, "choose the card")) {
          if ((place ? run.a.addCounters(id, kind, k) : run.a.removeCounters(id, kind, k)) > 0) any = true;
        }
        return any;
      };
    },
    cost: (c, node) => {
      const cx = c.cx;
      if (node.verb !== "remove") return () => true;
      const on = compileSelector(cx, node.on);
      const n = compileExpr(cx, node.count);
      const kind = node.counter;
      if (on.every && !on.ref) return (q) => on.cards(q, null).reduce((t, id) => t + (q.state.cards[id]!.counters[kind] ?? 0), 0) >= n(q, null);
      return (q) => on.cards(q, null).some((id) => (q.state.cards[id]!.counters[kind] ?? 0) >= n(q, null));
    },
  },
  Shuffle: {
    effect: (c, node) => {
      const owner = node.owner;
      return c.perActor(compilePlayers(node.actor), isEachPlayer(node.actor), (run, p) => {
        const whose: PlayerId = owner === "your" ? run.a.player : owner === "your opponent's" ? (run.a.player === 0 ? 1 : 0) : p;
        run.a.shuffleDeck(whose);
        return true;
      });
    },
  },
  Equip: {
    effect: (c, node) => {
      const cx = c.cx;
      const obj = compileSelector(cx, node.object);
      const to = compileSelector(cx, node.to);
      // `you control the equipped monster` is carried out here: the statement makes equipping take control.
      const controls = trace("verb:Controls:the equipped monster:statement", () => {});
      if (variantOf(node) === "a monster to this card") {
        // A monster becomes this card's equip card (Thousand-Eyes Restrict).
        return (run) => {
          const card = c.choose(run, obj, obj.cards(run.a, run), run.actor, "choose the card to equip")[0];
          if (card === undefined) return false;
          // A monster becomes an equip card; an equip spell card (from the graveyard: Chopman) is equipped as such.
          const ok = run.a.info(card).kind === "monster" ? run.a.equipMonster(card, run.a.card) : run.a.equipCardFrom(card, run.a.card);
          c.record(run, node, ok ? [card] : [], undefined);
          return ok;
        };
      }
      if (variantOf(node) === "equip cards to a monster") {
        // Equip cards already on the field move to the monster, each only where its own text lets it go.
        return (run) => {
          const monster = c.choose(run, to, to.cards(run.a, run), run.actor, "choose the monster to equip")[0];
          if (monster === undefined) return false;
          const cands = obj.cards(run.a, run).filter((id) => run.a.equippedTo(id) >= 0 && run.a.equippedTo(id) !== monster && run.a.canEquipTo(id, monster));
          const moved = c.choose(run, obj, cands, run.actor, "choose the equip card(s) to move").filter((id) => run.a.moveEquip(id, monster));
          c.record(run, node, moved, undefined);
          return moved.length > 0;
        };
      }
      return (run) => {
        const monster = c.choose(run, to, to.cards(run.a, run), run.actor, "choose the monster to equip")[0];
        const equip = obj.cards(run.a, run)[0];
        if (monster === undefined || equip === undefined) return false;
        // A monster equipping itself (a Union monster): it becomes an equip card in the spell & trap zone.
        if (run.a.info(equip).kind === "monster") {
          const ok = run.a.equipMonster(equip, monster);
          c.record(run, node, ok ? [monster] : [], undefined);
          return ok;
        }
        // Taking control moves the monster (a new object): take it first, then equip (R-ZONE-5: face-up only).
        const m = run.a.state.cards[monster]!;
        // Control lasts while the equip card stays on the field (it returns when the card leaves).
        if (c.controlsEquipped && m.zone === Zone.MONSTER && m.faceUp) {
          run.a.takeControl(monster, run.a.player, "permanent", equip);
          controls();
        }
        const ok = run.a.equip(equip, monster);
        // The monster stays known after the equip card leaves (`destroy the equipped monster`).
        if (ok) run.a.bindCard(equip, monster);
        c.record(run, node, ok ? [monster] : [], undefined);
        return ok;
      };
    },
  },
  Bind: {
    effect: (c, node) => {
      const cx = c.cx;
      const to = compileSelector(cx, node.to);
      return (run) => {
        const m = to.cards(run.a, run)[0];
        if (m === undefined || !isFieldZone(run.a.state.cards[m]!.zone)) return false;
        run.a.bindCard(run.a.card, m);
        return true;
      };
    },
  },
  SetCard: {
    effect: (c, node) => {
      const sel = compileSelector(c.cx, node.object);
      return (run) => {
        const a = run.a;
        const cands = sel.cards(a, run).filter((id) => a.state.cards[id]!.zone === Zone.HAND && a.info(id).kind !== "monster");
        const picked = c.choose(run, sel, cands, run.actor, "choose the card(s) to set");
        const done = picked.filter((id) => a.setSpellTrap(id, run.actor));
        c.record(run, node, done, undefined);
        return done.length > 0;
      };
    },
  },
  Reveal: {
    effect: (c, node) => {
      const cx = c.cx;
      const each = isEachPlayer(node.actor);
      const sel = compileSelector(cx, node.object);
      const all: CardId[] = [];
      return (run) => {
        all.length = 0;
        const act = c.perActor(compilePlayers(node.actor), each, (r, p) => {
          const cards = c.choose(r, sel, sel.cards(r.a, r), p, "choose the card(s) to reveal");
          r.a.reveal(cards);
          all.push(...cards);
          return cards.length > 0;
        });
        const ok = act(run);
        c.record(run, node, all.slice(), node.binding);
        return ok;
      };
    },
    cost: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      // In a resolution, `it` names what an earlier action chose (Chick the Yellow: `look at …, then either place it …`).
      return (q, run) => sel.cards(q, run ?? null).length >= Math.max(1, sel.min);
    },
  },
  Restrict: {
    effect: (c, node) => {
      const cx = c.cx;
      const subject = node.subject;
      const kinds = restrictionKinds(node.what, subjectOf(subject));
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      if (subject.kind === "PlayerSubject") {
        const players = compilePlayers(subject.player);
        return (run) => {
          c.keepFor(dur, run);
          for (const p of players(run.a, run)) for (const k of kinds) run.a.restrict(k, p, dur);
          return true;
        };
      }
      const sel = compileSelector(cx, subject);
      return (run) => {
        c.keepFor(dur, run);
        const cards = sel.cards(run.a, run);
        for (const id of cards) for (const k of kinds) run.a.restrict(k, id, dur);
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      const subject = node.subject;
      if (node.unless !== undefined && subject.kind !== "PlayerSubject") {
        // `cannot attack unless you <cost>` (Panther Warrior): an attack cost paid at each declaration.
        const sel = compileSelector(s.cx, subject);
        const costs = new ActionCompiler(s.cx, "cost");
        const can = costs.can(node.unless);
        const pay = costs.action(node.unless);
        s.attackCosts.push({
          affects: (q, id) => q.state.cards[id] !== undefined && sel.pred(q, id, null),
          cost: { can, pay: (x) => void pay(new Run(x)) },
          text: "actor" in node.unless && node.unless.actor !== undefined ? printAction(node.unless) : `you ${printAction(node.unless)}`,
        });
        return;
      }
      if (node.what.kind === "attack target") {
        const object = compileSelector(s.cx, node.what.object);
        s.restrictions.push({ kind: "cannotAttackTarget", affects: s.affects(subject), object: (q, id) => object.pred(q, id, null) });
        return;
      }
      if (node.what.kind === "be affected by name") {
        // The object is the card whose effects do not apply: one of those names.
        const names = node.what.names;
        s.restrictions.push({ kind: "unaffectedByNamed", affects: s.affects(subject), object: (q, source) => names.includes(q.info(source).name), names });
        return;
      }
      for (const kind of restrictionKinds(node.what, subjectOf(subject))) s.restrictions.push({ kind, affects: s.affects(subject) });
    },
  },
  Permit: {
    effect: (c, node) => {
      const cx = c.cx;
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      const what = node.what;
      const subject = node.subject;
      if (what.kind === "double tribute") {
        cx.unsupported(node.span, "counting as 2 tributes as a resolving effect");
        return () => false;
      }
      if (what.kind === "tribute") {
        // `you can tribute <monsters> for a tribute summon`: the monsters may be tributed by their controller's opponent.
        const obj = compileSelector(cx, what.object);
        return (run) => {
          c.keepFor(dur, run);
          const cards = obj.cards(run.a, run);
          for (const id of cards) run.a.restrict("canBeTributedByOpponent", id, dur);
          return cards.length > 0;
        };
      }
      const kind = permissionKind(what);
      if (subject.kind === "PlayerSubject") {
        const players = compilePlayers(subject.player);
        return (run) => {
          c.keepFor(dur, run);
          for (const p of players(run.a, run)) run.a.restrict(kind, p, dur);
          return true;
        };
      }
      const sel = compileSelector(cx, subject);
      // `attack again in a row`: also marked, so that the second attack must be the next one declared.
      const inARow = what.kind === "attack again" && what.inARow === true;
      return (run) => {
        c.keepFor(dur, run);
        const cards = sel.cards(run.a, run);
        for (const id of cards) {
          run.a.restrict(kind, id, dur);
          if (inARow) run.a.restrict("attackAgainInARow", id, dur);
        }
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      if (node.what.kind === "tribute") {
        s.restrictions.push({ kind: "canBeTributedByOpponent", affects: s.affects(node.what.object) });
        return;
      }
      if (node.what.kind === "double tribute") {
        if (node.what.tributes !== 2) s.cx.unsupported(node.span, `counting as ${node.what.tributes} tributes`);
        const summoned = compileSelector(s.cx, node.what.for);
        // The monster being summoned is in the hand: what it is counts, not where it is.
        s.restrictions.push({ kind: "doubleTribute", affects: s.affects(node.subject), object: (q, id) => summoned.what(q, id, null) });
        return;
      }
      s.restrictions.push({ kind: permissionKind(node.what), affects: s.affects(node.subject) });
      if (node.what.kind === "attack again" && node.what.inARow === true) s.restrictions.push({ kind: "attackAgainInARow", affects: s.affects(node.subject) });
    },
  },
  Redirect: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const kind: RestrictionKind = node.instead === "leaving the field" ? "banishedInsteadOfLeaving" : "banishedInsteadOfGrave";
      return (run) => {
        const cards = sel.cards(run.a, run);
        for (const id of cards) run.a.restrict(kind, id, "permanent");
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      s.restrictions.push({ kind: node.instead === "leaving the field" ? "banishedInsteadOfLeaving" : "banishedInsteadOfGrave", affects: s.affects(node.object) });
    },
  },
  Substitute: {
    statement: (s, node) => {
      const sel = compileSelector(s.cx, node.object);
      if (node.of === "the equipped monster") {
        s.substitutes.push({ battle: node.byBattle, instead: (q) => sel.cards(q, null), protects: (q) => { const m = q.equippedTo(q.card); return m >= 0 ? [m] : []; } });
      } else s.substitutes.push({ battle: node.byBattle, instead: (q) => sel.cards(q, null) });
    },
  },
  LookAt: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      return c.perActor(compilePlayers(node.actor), isEachPlayer(node.actor), (run, p) => {
        const cards = c.choose(run, sel, sel.cards(run.a, run), p, "choose the card(s) to look at");
        run.a.lookAt(p, cards);
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      });
    },
  },
  Declare: {
    effect: (c, node) => {
      const cx = c.cx;
      const what = node.what;
      let options: string[] | null = null;
      return c.perActor(compilePlayers(node.actor), isEachPlayer(node.actor), (run, p) => {
        options ??= declarable(cx, what);
        if (options.length === 0) return false;
        const i = run.a.chooseOne(p, options, `declare a ${what}`);
        const v = options[i] ?? options[0]!;
        run.declared.set(what, v);
        return true;
      });
    },
  },
  Choose: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      return c.perActor(compilePlayers(node.actor), isEachPlayer(node.actor), (run, p) => {
        const cards = c.choose(run, sel, sel.cards(run.a, run), p, "choose the card(s)");
        c.record(run, node, cards, node.binding);
        return cards.length > 0;
      });
    },
  },
  SwapControl: {
    effect: (c, node) => {
      const cx = c.cx;
      const first = compileSelector(cx, node.first);
      const second = compileSelector(cx, node.second);
      return (run) => {
        const a = run.a;
        // A monster whose control cannot change is no part of a swap (Mataza the Zapper).
        const swappable = (id: CardId) => a.state.cards[id]!.zone === Zone.MONSTER && !a.restricted("cannotChangeControl", id);
        const mine = c.choose(run, first, first.cards(a, run).filter(swappable), run.actor, "choose your monster")[0];
        const theirs = c.choose(run, second, second.cards(a, run).filter(swappable), run.actor, "choose your opponent's monster")[0];
        if (mine === undefined || theirs === undefined) return false;
        const me = a.state.cards[mine]!.ctrl;
        a.takeControl(mine, other(me), "permanent");
        a.takeControl(theirs, me, "permanent");
        const done = [mine, theirs].filter((id) => a.state.cards[id]!.zone === Zone.MONSTER);
        c.record(run, node, done, undefined);
        return a.state.cards[theirs]!.ctrl === me;
      };
    },
  },
  SkipPhase: {
    effect: (c, node) => {
      const cx = c.cx;
      const players = compilePlayers(node.player);
      const phase = PHASE_INDEX[node.phase];
      if (phase === undefined) {
        cx.unsupported(node.span, `skipping the ${node.phase}`);
        return () => false;
      }
      const n = node.count ?? 1;
      return (run) => {
        for (const p of players(run.a, run)) run.a.skipPhase(p, phase, n);
        return true;
      };
    },
  },
  Random: {
    effect: (c, node) => {
      const what = node.what;
      const binding = node.binding;
      const coins = node.count ?? 1;
      const call = node.call === true;
      const toss = (run: Run): number => {
        // The call is made before the toss, so that the caller cannot know the result.
        const called = call ? run.a.chooseOne(run.actor, ["heads", "tails"], "call the coin toss") : -1;
        let heads = 0;
        for (let i = 0; i < coins; i++) if (run.a.tossCoin(run.actor)) heads++;
        if (call) run.declared.set("call", (called === 0) === (heads === 1) ? "right" : "wrong");
        return heads;
      };
      return (run) => {
        const v = what === "die" ? run.a.rollDie(run.actor) : toss(run);
        if (binding !== undefined) run.a.bind[binding] = v;
        run.counts.set(run.actor, v);
        return true;
      };
    },
  },
  Delayed: {
    effect: (c, node) => {
      const cx = c.cx;
      // A delayed effect of this card: registered now, it happens later by itself (as a mandatory trigger).
      const k = cx.delayed.length;
      const savedSubjects = cx.subjects;
      const t = compileTiming(cx, node.timing, "trigger");
      cx.subjects = (q, run) => run?.one ?? t.subjects(q, run);
      const inner = new ActionCompiler(cx, "effect");
      inner.effIndex = -1;
      const savedRefs = cx.delayRefs;
      const refs = new Map<object, string>();
      cx.delayRefs = refs;
      const act = node.rest === undefined ? inner.action(node.action) : inner.seq({ kind: "ActionSeq", first: node.action, rest: node.rest, span: node.span });
      cx.delayRefs = savedRefs;
      cx.subjects = savedSubjects;
      const counted = countedPhase(cx, node);
      const timed = t.timing?.match ?? (() => false);
      const match = counted === null ? timed : (q: EffectQuery, e: Parameters<typeof timed>[1]) => q.bind?.[COUNTED_TURN] === q.state.turn && timed(q, e);
      // It happens once for each card its event concerns ("when a monster … is destroyed, inflict 300
      // damage": three destroyed at once, 900), once for an event about no card (a draw, a phase).
      const resolve = (a: Run["a"]): void => {
        const first = new Run(a);
        const cards = t.subjects(a, first);
        if (cards.length <= 1) {
          act(first);
          return;
        }
        for (const id of cards) {
          const run = new Run(a);
          run.one = [id];
          act(run);
        }
      };
      cx.delayed.push({ kind: "trigger", delayed: true, optional: false, timing: { mode: "if", match }, resolve });
      const once = node.duration === undefined;
      const dur: Duration = node.duration === undefined ? "permanent" : (compileDuration(cx, node.duration) ?? "permanent");
      return (run) => {
        snapshot(run);
        // `it` and the targets it names are kept as they are now (Archfiend's Roar destroys the monster it summoned).
        for (const [n, key] of refs) storeBinding(run.a, key, run.chosen.get(n) ?? []);
        run.a.delay(cx.delayedBase + k, counted === null ? run.a.bind : { ...run.a.bind, [COUNTED_TURN]: counted(run.a) }, dur, once);
        return true;
      };
    },
  },
  Lasting: {
    // `until end of turn, <statement>`: a continuous effect of this card, started now and read whenever asked.
    effect: (c, node) => {
      const cx = c.cx;
      const s = new Statements(cx, undefined);
      compileStatement(s, node.action);
      if (s.positions.length > 0 || s.attackCosts.length > 0 || s.substitutes.length > 0 || s.wins !== undefined || s.destroysSelf !== undefined) {
        cx.unsupported(node.span, `\`${printAction(node.action)}\` for a while from now`);
      }
      if (mentionsReferenceBut(node.action, undefined)) cx.unsupported(node.span, "a card named by a reference in a statement that lasts from now (say it of the cards as they come: `monsters you control …`)");
      const k = cx.delayed.length;
      cx.delayed.push({
        kind: "continuous",
        lasting: true,
        range: ["field", "hand", "graveyard", "banished", "deck", "extra"],
        ...(s.modifiers.length > 0 ? { modifiers: s.modifiers } : {}),
        ...(s.restrictions.length > 0 ? { restrictions: s.restrictions } : {}),
      });
      const dur: Duration = compileDuration(cx, node.duration) ?? "endOfTurn";
      const slots = Math.max(1, s.modifiers.length);
      return (run) => {
        run.a.startLasting(cx.delayedBase + k, slots, dur);
        return true;
      };
    },
    cost: () => () => true,
  },
  NegateEffects: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      return (run) => {
        c.keepFor(dur, run);
        const cards = sel.cards(run.a, run);
        for (const id of cards) run.a.restrict("effectsNegated", id, dur);
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      s.restrictions.push({ kind: "effectsNegated", affects: s.affects(node.object) });
    },
  },
  Controls: {
    // `you control the equipped monster`: equipping the card takes control (the Equip verb reads it from the card).
    statement: () => {},
  },
  BattleDamageChange: {
    effect: (c, node) => {
      const sel = compileSelector(c.cx, node.object);
      const kind = node.change === "halved" ? "battleDamageHalved" : "battleDamageDoubled";
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      return (run) => {
        c.keepFor(dur, run);
        const cards = sel.cards(run.a, run);
        for (const id of cards) run.a.restrict(kind, id, dur);
        c.record(run, node, cards, undefined);
        return cards.length > 0;
      };
    },
    statement: (s, node) => {
      s.restrictions.push({ kind: node.change === "halved" ? "battleDamageHalved" : "battleDamageDoubled", affects: s.affects(node.object) });
    },
  },
  NoBattleDamage: {
    effect: (c, node) => {
      const players = compilePlayers(node.player);
      const kinds = noDamageKinds(node);
      if (node.from !== undefined && node.from !== "your opponent") c.cx.unsupported(node.span, `no damage "from ${node.from}"`);
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      return (run) => {
        c.keepFor(dur, run);
        for (const p of players(run.a, run)) for (const k of kinds) run.a.restrict(k, p, dur);
        return true;
      };
    },
    statement: (s, node) => {
      if (node.from !== undefined && node.from !== "your opponent") s.cx.unsupported(node.span, `no damage "from ${node.from}"`);
      for (const kind of noDamageKinds(node)) s.restrictions.push({ kind, affects: s.affects({ kind: "PlayerSubject", player: node.player, span: node.span }) });
    },
  },
  Win: {
    effect: (c, node) => {
      const cx = c.cx;
      const players = compilePlayers(node.player);
      const reason = cx.name;
      return (run) => {
        for (const p of players(run.a, run)) run.a.win(p, reason);
        return true;
      };
    },
    statement: (s) => {
      const cond = s.cond;
      s.wins = cond === undefined ? () => true : (q) => cond(q, null);
    },
  },
  MustAttack: {
    // A continuous statement only (the checker refuses it elsewhere).
    effect: (c, node) => {
      c.cx.unsupported(node.span, "a must-attack order as something that happens once");
      return () => false;
    },
    statement: (s, node) => {
      s.restrictions.push({ kind: "mustAttack", affects: s.affects(node.subject) });
    },
  },
  RevealHand: {
    // A continuous statement only (the checker refuses it elsewhere).
    effect: (c, node) => {
      c.cx.unsupported(node.span, "keeping a hand revealed as something that happens once");
      return () => false;
    },
    statement: (s, node) => {
      s.restrictions.push({ kind: "playerHandRevealed", affects: s.affects({ kind: "PlayerSubject", player: node.player, span: node.span }) });
    },
  },
  DrawGame: {
    effect: (c, node) => {
      return drawGameAction();
    },
  },
  EndBattlePhase: {
    effect: () => (run) => run.a.endBattlePhase(),
  },
  RevealUntil: {
    effect: (c, node) => {
      const until = compileSelector(c.cx, node.until);
      return (run) => {
        const out: CardId[] = [];
        for (const p of ownerPlayers(node.deck, run.a, run)) {
          // From the top (the end of the deck's list) down, the matching card included.
          const deck = run.a.cards(p, Zone.DECK);
          for (let i = deck.length - 1; i >= 0; i--) {
            out.push(deck[i]!);
            if (until.what(run.a, deck[i]!, run)) break;
          }
        }
        run.a.reveal(out);
        c.record(run, node, out, node.binding);
        return out.length > 0;
      };
    },
  },
  Options: {
    // `choose one` is always the whole action part of an effect (the parser puts it nowhere else):
    // compile-options.ts compiles it with the effect's costs and targets, before any action is.
    effect: (c, node) => {
      c.cx.unsupported(node.span, "`choose one` anywhere but as the whole action part of an effect");
      return () => false;
    },
  },
  ReverseChanges: {
    effect: (c, node) => {
      const cx = c.cx;
      const sel = compileSelector(cx, node.object);
      const dur = c.duration(node.duration);
      if (dur === null) return () => false;
      const pick = (run: Run): CardId[] => {
        c.keepFor(dur, run);
        return c.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)");
      };
      return reverseAction(node.stats.map((s) => STAT[s]), dur, pick, (run, cards) => c.record(run, node, cards, undefined));
    },
  },
  Battle: {
    effect: (c, node) => {
      const cx = c.cx;
      const atk = compileSelector(cx, node.attacker);
      const tgt = compileSelector(cx, node.target);
      return battleAction(
        (run) => c.choose(run, atk, atk.cards(run.a, run), run.actor, "choose the attacking monster"),
        (run) => c.choose(run, tgt, tgt.cards(run.a, run), run.actor, "choose the monster it battles"),
      );
    },
  },
};

/** Compiles one action where it stands as an effect's action (or is paid, in cost mode). */
export function compileVerb(c: ActionCompiler, a: Action): ActFn {
  const r = RUN[a.kind] as Partial<PlaceCompilers<Action>> | undefined;
  if (r === undefined) {
    // An AST built by hand (not by the parser) can hold a kind the language does not have.
    c.cx.unsupported(a.span, `the action "${String((a as { kind: unknown }).kind)}"`);
    return () => false;
  }
  if (r.effect === undefined) {
    c.cx.unsupported(a.span, `\`${printAction(a)}\` as an effect's action`);
    return () => false;
  }
  return r.effect(c, a);
}

/** Whether a cost can be paid now; verbs with no test of their own can always be paid. */
export function compileCan(c: ActionCompiler, a: Action): CanFn {
  const r = RUN[a.kind] as Partial<PlaceCompilers<Action>> | undefined;
  return r?.cost?.(c, a) ?? (() => true);
}

/**
 * Whether an effect's first action can be done now, for the verbs whose "can do" the rules check on
 * activation (R-EFF-12): a fusion or ritual summon has a monster and its materials or tributes, a
 * special summon or a search from a zone has a card to take, a destruction has a card to destroy. An action whose cards depend on what
 * happens before it (`it`, a binding) is judged when it resolves.
 */
export function compileFeasible(c: ActionCompiler, a: Action, costBinding?: string): ((q: EffectQuery) => boolean) | undefined {
  const cx = c.cx;
  // A reference the check can read before resolution: the binding a cost is about to make, when the
  // check is asked once per card the cost could take (Metamorphosis: `the level of offering`).
  const mentionsReference = (node: unknown) => mentionsReferenceBut(node, costBinding);
  switch (a.kind) {
    case "FusionSummon": {
      const obj = compileSelector(cx, a.object);
      return (q) => q.canFusionSummon(q.player, (id) => obj.what(q, id, null));
    }
    case "RitualSummon": {
      if (mentionsReference(a.level)) return undefined;
      const obj = compileSelector(cx, a.object);
      const rule = a.levelRule === "exactly" ? "exactly" : "atLeast";
      const level = compileExpr(cx, a.level);
      return (q) => q.canRitualSummon(q.player, (id) => obj.what(q, id, null), rule, () => level(q, null));
    }
    case "SpecialSummon": {
      const o = a.object;
      // `special summon this card` (a Union unequipping, a monster from the hand): it must be able to come (a free zone).
      if (o.kind === "Reference" && o.ref.kind === "this card" && a.actor === undefined) {
        return (q) => q.state.cards[q.card]!.zone !== Zone.MONSTER && q.canSpecialSummon(q.card, q.player);
      }
      if (o.kind !== "CardSet" || o.place === undefined || mentionsReference(o)) return undefined;
      if (o.noun.kind === "named" && cx.env.db.byName(o.noun.name)?.subtypes.includes("token") === true) return undefined;
      const sel = compileSelector(cx, o);
      const can = (q: EffectQuery, p: PlayerId) => (id: CardId) => q.state.cards[id]!.zone !== Zone.MONSTER && q.info(id).kind === "monster" && q.canSpecialSummon(id, p);
      // As many as it says (Rescue Cat's 2 Beasts: with only 1 in the deck it cannot be activated).
      const need = Math.max(1, sel.min);
      if (a.actor === undefined) return (q) => sel.cards(q, null).filter(can(q, q.player)).length >= need;
      // `each player special summons all monsters in their banished` (Dimension Fusion): some player has one to summon.
      if (!isEachPlayer(a.actor)) return undefined;
      return (q) => sel.cards(q, null).some((id) => can(q, q.state.cards[id]!.owner)(id));
    }
    case "Move": {
      const o = a.object;
      if (o.kind !== "CardSet" || o.place === undefined || mentionsReference(o) || a.actor !== undefined) return undefined;
      if (o.count.kind === "upTo" || o.count.kind === "any" || o.count.kind === "no") return undefined;
      const sel = compileSelector(cx, o);
      const need = Math.max(1, sel.min);
      if (a.verb === "add") return (q) => sel.cards(q, null).filter((id) => !isFieldZone(q.state.cards[id]!.zone) && (q.state.cards[id]!.zone !== Zone.HAND || q.state.cards[id]!.ctrl !== q.player)).length >= need;
      // `place 1 continuous spell card in your graveyard on top of your deck` (Nubian Guard): a card to move.
      return (q) => sel.cards(q, null).some((id) => id !== q.card);
    }
    case "Either": {
      // Some option must be possible; an option whose possibility shows only as it resolves leaves it open.
      const opts = a.options.map((o) => compileFeasible(c, o, costBinding));
      if (opts.some((f) => f === undefined)) return undefined;
      return (q) => opts.some((f) => f!(q));
    }
    case "Destroy": {
      // `destroy all monsters your opponent controls` (Raigeki) has nothing to do with none there; `up to`
      // may take none, and `it`/`them` are the targets, which the target clause checks.
      const o = a.object;
      if (o.kind !== "CardSet" || mentionsReference(o) || o.count.kind === "upTo" || o.count.kind === "any" || o.count.kind === "no") return undefined;
      const sel = compileSelector(cx, o);
      return (q) => sel.cards(q, null).some((id) => id !== q.card || !isFieldZone(q.state.cards[id]!.zone) || q.info(id).kind === "monster");
    }
    default:
      return undefined;
  }
}

/**
 * Whether an effect's actions can do something now: the first one, or one joined to it by `also`
 * (independent of it: Huge Revolution destroys even when the opponent's hand is empty). Unknown
 * when any of them can be judged only as it resolves.
 */
export function compileSeqFeasible(c: ActionCompiler, seq: ActionSeq): ((q: EffectQuery) => boolean) | undefined {
  const leading = [seq.first];
  for (const r of seq.rest) {
    if (r.connector !== "also") break;
    leading.push(r.action);
  }
  // What is set up for later (`also during the end phase, …`) does nothing now: the effect must do
  // something with what comes before it (Lightforce Sword with the opponent's hand empty).
  const now = leading.filter((a) => a.kind !== "Delayed");
  const fs = (now.length > 0 ? now : leading).map((a) => compileFeasible(c, a));
  if (fs.length === 1) return fs[0];
  if (fs.some((f) => f === undefined)) return undefined;
  return (q) => fs.some((f) => f!(q));
}

/** Whether a node names something the effect knows only as it resolves (`it`, `that card`, a binding other than `allowed`). */
function mentionsReferenceBut(node: unknown, allowed: string | undefined): boolean {
  return someNode(node, (n) =>
    n.kind === "Reference"
      ? !KNOWN_BEFORE_RESOLUTION.has(n.ref?.kind as string | undefined) && !(n.ref?.kind === "binding" && allowed !== undefined && n.ref.name === allowed)
      : n.kind === "InBinding" && !(allowed !== undefined && n.name === allowed),
  );
}

/** References that name the same cards on activation as on resolution, read from the board alone (`except this card`). */
const KNOWN_BEFORE_RESOLUTION = new Set<string | undefined>(["this card", "the equipped monster", "the bound monster", "the attacking monster", "the attack target"]);

/** Compiles one statement of a continuous effect into what it builds. */
export function compileStatement(s: Statements, a: Action): void {
  const r = RUN[a.kind] as Partial<PlaceCompilers<Action>> | undefined;
  if (r?.statement === undefined) {
    s.cx.unsupported(a.span, `\`${printAction(a)}\` as a continuous statement`);
    return;
  }
  const from = [s.modifiers.length, s.restrictions.length, s.positions.length, s.attackCosts.length, s.substitutes.length] as const;
  r.statement(s, a);
  // A statement has happened when what it built applied to something.
  const key = `verb:${a.kind}:${variantOf(a)}:statement`;
  const applies = <T extends { affects: (q: EffectQuery, x: number) => boolean }>(list: T[], i: number): void => {
    for (let k = i; k < list.length; k++) {
      const affects = list[k]!.affects;
      list[k] = { ...list[k]!, affects: traceTrue(key, affects) };
    }
  };
  applies(s.modifiers, from[0]);
  applies(s.restrictions, from[1]);
  applies(s.positions, from[2]);
  applies(s.attackCosts, from[3]);
  // A substitute has happened when it had a card to give in the destroyed card's place.
  for (let k = from[4]; k < s.substitutes.length; k++) {
    const d = s.substitutes[k]!;
    const gave = traceTrue(key, (q: EffectQuery) => d.instead(q).length > 0);
    s.substitutes[k] = { ...d, instead: (q) => (gave(q) ? d.instead(q) : []) };
  }
  if (a.kind === "Win" && s.wins !== undefined) s.wins = traceTrue(key, s.wins);
  if (a.kind === "Destroy" && s.destroysSelf !== undefined) s.destroysSelf = traceTrue(key, s.destroysSelf);
}

/** What a player may declare: the races, attributes or card types of the pack (card names: every name). */
function declarable(cx: CardContext, what: string): string[] {
  const cards = cx.env.db.cards;
  const uniq = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => x !== undefined && x !== ""))].sort();
  switch (what) {
    case "race":
      return uniq(cards.filter((c) => c.kind === "monster").map((c) => c.race));
    case "attribute":
      return uniq(cards.filter((c) => c.kind === "monster").map((c) => c.attribute));
    case "card type":
      return ["monster", "spell", "trap"];
    case "level":
      // A monster's level, 1 to 12 (Reasoning).
      return Array.from({ length: 12 }, (_, i) => String(i + 1));
    default:
      return uniq(cards.map((c) => c.name));
  }
}

/** A short label of an action for `either … or …` and `unless` choices. */
export function labelOf(a: Action): string {
  switch (a.kind) {
    case "LifePoints":
      // An amount that is not a number is written out, so two such options stay apart (Mystik Wok).
      return a.amount.kind === "Num" ? `${a.verb} ${a.amount.value} LP` : printAction(a);
    case "Destroy":
      return a.object.kind === "Reference" && a.object.ref.kind === "this card" ? "destroy this card" : "destroy";
    default:
      // The option as written (`place it at the bottom of your opponent's deck`): two options of one kind stay apart.
      return printAction(a);
  }
}

