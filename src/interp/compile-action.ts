/**
 * Actions compile to closures over the rules layer's {@link EffectActions}: every verb is a rules
 * action, so a destroy by a script is a destroy for every trigger that watches destruction. A
 * compiled action returns whether it happened (for `, and if you do,`), records the cards it chose
 * or affected (for a later `it`/`them`) and the bindings it names (`as name`); run as a cost, it
 * writes its bindings into the chain link with their last known information.
 * @module
 */
import type { CardId, PlayerId } from "../kernel/index.js";
import type { Action, ActionSeq, BattlePosition, Duration as LangDuration, Restriction, Selector, Stat } from "../lang/index.js";
import { printAction } from "../lang/index.js";
import { Phase, Zone, type Duration, type EffectQuery, type RestrictionKind, type SummonPosition } from "../rules/index.js";
import type { CardContext } from "./context.js";
import { compileCondition, type CondFn } from "./compile-condition.js";
import { compileTiming } from "./compile-timing.js";
import { battleAction, drawGameAction, otherwiseAction, reverseAction } from "./compile-late.js";
import { compileExpr, type NumFn } from "./compile-expr.js";
import { compilePlayers, isEachPlayer, type PlayerList } from "./compile-player.js";
import { compileSelector, type CompiledSelector } from "./compile-selector.js";
import { isFieldZone, other, snapshot, storeBinding, Run } from "./runtime.js";

/** A compiled action: runs it, says whether it happened. */
export type ActFn = (run: Run) => boolean;
/** Whether a cost can be paid now (or, in an `either` of a resolution, an option can be done: `run` names what earlier actions chose). */
export type CanFn = (q: EffectQuery, run?: Run | null) => boolean;

/** Whether the action is being compiled as a cost (bindings go into the chain link). */
export type ActionMode = "cost" | "effect";

const STAT: Record<Stat, "atk" | "def"> = { ATK: "atk", DEF: "def" };

/** A duration of the language as the rules layer's; `null` when it cannot be said yet. */
export function compileDuration(cx: CardContext, d: LangDuration | undefined): Duration | null {
  if (d === undefined) return "permanent";
  switch (d.kind) {
    case "UntilEndOfTurn":
      return "endOfTurn";
    case "UntilEndOfDamageStep":
      return "endOfDamageStep";
    case "ForTurns":
      if (d.whose === undefined) return { turns: d.turns };
      // `for 3 of your opponent's turns`: only that player's turns count (Deck Devastation Virus).
      if (d.whose === "you" || d.whose === "your opponent") return { turns: d.turns, of: d.whose === "you" ? "you" : "opponent" };
      cx.unsupported(d.span, `a duration counted in ${d.whose}'s turns`);
      return null;
    case "While":
      // Outside an action compiler (no effect to keep the condition): as long as the objects last.
      return "permanent";
    default:
      cx.unsupported((d as { span: LangDuration["span"] }).span, `the duration ${(d as { kind: string }).kind}`);
      return null;
  }
}

const PHASE_INDEX: Record<string, number> = {
  "draw phase": Phase.DRAW, "standby phase": Phase.STANDBY, "main phase 1": Phase.MAIN1, "battle phase": Phase.BATTLE, "main phase 2": Phase.MAIN2, "end phase": Phase.END,
};

/** The rules' restriction kinds for a restriction of the language; empty when none fits yet. */
export function restrictionKinds(r: Restriction): RestrictionKind[] {
  switch (r.kind) {
    case "attack":
      return ["cannotAttack"];
    case "be attacked":
      return ["cannotBeAttacked"];
    case "be targeted":
      return ["cannotBeTargeted"];
    case "be destroyed":
      return r.by === "battle" ? ["cannotBeDestroyedByBattle"] : r.by === "effect" ? ["cannotBeDestroyedByEffect"] : ["cannotBeDestroyedByBattle", "cannotBeDestroyedByEffect"];
    case "be tributed":
      return r.forTributeSummon ? ["cannotBeTributedForSummon"] : ["cannotBeTributed"];
    case "be activated":
      return ["cannotBeActivated"];
    case "summon":
      return r.how === "any" ? ["playerCannotSummon"] : r.how === "special" ? ["playerCannotSpecialSummon"] : ["playerCannotNormalSummon"];
    case "change position":
      return ["cannotChangePosition"];
    case "attack directly":
      return ["cannotAttackDirectly"];
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
    default:
      return [];
  }
}

/** A text for a restriction in diagnostics. */
export function restrictionText(r: Restriction): string {
  return r.kind === "summon" ? `cannot ${r.how} summon` : r.kind === "activate" ? `cannot activate ${r.what}` : `cannot ${r.kind}`;
}

function summonPosition(p: BattlePosition): SummonPosition {
  return p;
}

/** Everything needed to compile the actions of one effect. */
export class ActionCompiler {
  /** Set when the card says `you control the equipped monster`: equipping also takes control. */
  controlsEquipped = false;
  /** The index of the effect being compiled (for `while` durations). */
  effIndex = 0;
  /** Conditions of `while` durations met while compiling (the effect's `durations`). */
  readonly durations: ((q: EffectQuery) => boolean)[] = [];

  constructor(
    readonly cx: CardContext,
    readonly mode: ActionMode,
  ) {}

  /** A duration; a `while` one keeps its condition with the effect (evaluated with the values the resolution kept). */
  duration(d: LangDuration | undefined): Duration | null {
    if (d?.kind !== "While") return compileDuration(this.cx, d);
    const cond: CondFn = compileCondition(this.cx, d.condition);
    this.durations.push((q) => cond(q, null));
    return { while: this.durations.length - 1, eff: this.effIndex };
  }

  /** Before a change with a `while` duration: the run's bindings go into the bind the registration keeps. */
  private keepFor(dur: Duration, run: Run): void {
    if (typeof dur === "object" && "while" in dur) snapshot(run);
  }

  /** Compiles an action sequence with its connectors. */
  seq(s: ActionSeq): ActFn {
    const first = this.action(s.first);
    if (s.rest.length === 0) return first;
    const rest = s.rest.map((r) => ({ ifYouDo: r.connector === "and if you do", act: this.action(r.action) }));
    return (run) => {
      let prev = first(run);
      let any = prev;
      for (const r of rest) {
        if (r.ifYouDo && !prev) {
          prev = false;
          continue;
        }
        prev = r.act(run);
        any ||= prev;
      }
      return any;
    };
  }

  /** Records what an action chose (for `it`) and its binding. */
  private record(run: Run, action: Action, cards: CardId[], binding: string | undefined): void {
    run.chosen.set(action, cards);
    run.counts.set(run.actor, cards.length);
    if (binding !== undefined) {
      run.bindings.set(binding, cards);
      if (this.mode === "cost") storeBinding(run.a, binding, cards);
    }
  }

  /** Chooses among candidates by the selector's count (references and `all`: every candidate). */
  private choose(run: Run, sel: CompiledSelector, cands: CardId[], player: PlayerId, text: string): CardId[] {
    if (sel.ref || sel.every) return cands;
    if (cands.length === 0) return cands;
    const n = sel.count?.(run.a, run);
    const min = Math.min(n ?? sel.min, cands.length);
    const max = Math.min(n ?? sel.max, cands.length);
    if (sel.random === true) return run.a.randomCards(cands, max);
    return run.a.chooseCards(player, cands, min, max, text);
  }

  /** Runs `body` once per acting player (`each player …`), or once for the one actor. */
  private perActor(actor: PlayerList, each: boolean, body: (run: Run, p: PlayerId) => boolean): ActFn {
    void each;
    return (run) => {
      const saved = run.actor;
      let any = false;
      for (const p of actor(run.a, run)) {
        run.actor = p;
        if (body(run, p)) any = true;
      }
      run.actor = saved;
      return any;
    };
  }

  /** A selector's cards for an action whose object has no place of its own (discard: the hand, tribute: the monster zone). */
  private objectIn(s: Selector, defaultZone: number | undefined): { sel: CompiledSelector; list: (run: Run, each: boolean, p: PlayerId) => CardId[] } {
    const sel = compileSelector(this.cx, s);
    const placed = s.kind !== "CardSet" || s.place !== undefined;
    const list = (run: Run, each: boolean, p: PlayerId): CardId[] => {
      const a = run.a;
      const cards = placed || defaultZone === undefined ? sel.cards(a, run) : a.cards(p, defaultZone).filter((id) => sel.what(a, id, run));
      return each ? cards.filter((id) => a.state.cards[id]!.owner === p) : cards;
    };
    return { sel, list };
  }

  /** Whether a cost action can be paid now (activation is offered only then). */
  can(action: Action): CanFn {
    const cx = this.cx;
    switch (action.kind) {
      case "LifePoints": {
        if (action.verb !== "pay") return () => true;
        const amount = compileExpr(cx, action.amount);
        return (q) => q.state.players[q.player]!.lp >= amount(q, null);
      }
      case "Discard": {
        const { sel } = this.objectIn(action.object, Zone.HAND);
        const placed = action.object.kind !== "CardSet" || action.object.place !== undefined;
        return (q) => {
          const cands = placed ? sel.cards(q, null).filter((id) => q.state.cards[id]!.zone === Zone.HAND) : q.cards(q.player, Zone.HAND).filter((id) => sel.what(q, id, null));
          return cands.length >= Math.max(1, sel.min);
        };
      }
      case "Tribute": {
        const { sel } = this.objectIn(action.object, Zone.MONSTER);
        const placed = action.object.kind !== "CardSet" || action.object.place !== undefined;
        return (q) => {
          const cands = (placed ? sel.cards(q, null) : q.cards(q.player, Zone.MONSTER).filter((id) => sel.what(q, id, null))).filter(
            (id) => q.state.cards[id]!.zone === Zone.MONSTER && !q.restricted("cannotBeTributed", id),
          );
          return cands.length >= Math.max(1, sel.min);
        };
      }
      case "Counters": {
        if (action.verb !== "remove") return () => true;
        const on = compileSelector(cx, action.on);
        const n = compileExpr(cx, action.count);
        const kind = action.counter;
        return (q) => on.cards(q, null).some((id) => (q.state.cards[id]!.counters[kind] ?? 0) >= n(q, null));
      }
      case "Move":
      case "Reveal": {
        const sel = compileSelector(cx, action.object);
        // In a resolution, `it` names what an earlier action chose (Chick the Yellow: `look at …, then either place it …`).
        return (q, run) => sel.cards(q, run ?? null).length >= Math.max(1, sel.min);
      }
      case "Either": {
        const opts = action.options.map((o) => this.can(o));
        return (q, run) => opts.some((o) => o(q, run));
      }
      default:
        return () => true;
    }
  }

  /** Compiles one action. */
  action(action: Action): ActFn {
    const cx = this.cx;
    switch (action.kind) {
      case "Conditional": {
        const cond = compileCondition(cx, action.condition);
        const act = this.action(action.action);
        // `, otherwise …` (compile-late.ts)
        if (action.otherwise !== undefined) return otherwiseAction(cond, act, this.action(action.otherwise));
        return (run) => cond(run.a, run) && act(run);
      }
      case "Either": {
        const opts = action.options.map((o) => ({ can: this.can(o), act: this.action(o), label: labelOf(o) }));
        return (run) => {
          const able = opts.filter((o) => o.can(run.a, run));
          if (able.length === 0) return false;
          const i = able.length === 1 ? 0 : run.a.chooseOne(run.actor, able.map((o) => o.label), "choose one");
          return able[i]!.act(run);
        };
      }
      case "Destroy": {
        const sel = compileSelector(cx, action.object);
        return (run) => {
          const cards = this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the card(s) to destroy");
          const done = run.a.destroy(cards);
          this.record(run, action, done, undefined);
          return done.length > 0;
        };
      }
      case "Move":
        return this.move(action);
      case "Draw": {
        const n = compileExpr(cx, action.count);
        const actor = compilePlayers(action.actor);
        return this.perActor(actor, isEachPlayer(action.actor), (run, p) => {
          const drawn = run.a.draw(p, n(run.a, run));
          run.counts.set(p, drawn);
          return drawn > 0;
        });
      }
      case "Discard": {
        const each = isEachPlayer(action.actor);
        const { sel, list } = this.objectIn(action.object, Zone.HAND);
        return this.perActor(compilePlayers(action.actor), each, (run, p) => {
          const cands = list(run, each, p).filter((id) => run.a.state.cards[id]!.zone === Zone.HAND);
          const done = run.a.discard(this.choose(run, sel, cands, p, "choose the card(s) to discard"));
          this.record(run, action, done, action.binding);
          return done.length > 0;
        });
      }
      case "Tribute": {
        const { sel, list } = this.objectIn(action.object, Zone.MONSTER);
        return (run) => {
          const cands = list(run, false, run.actor).filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER && !run.a.restricted("cannotBeTributed", id));
          const picked = this.choose(run, sel, cands, run.actor, "choose the monster(s) to tribute");
          // Record before the move: a binding keeps the tributed monster's last known ATK/DEF/level.
          this.record(run, action, picked, action.binding);
          const done = run.a.tribute(picked);
          run.chosen.set(action, done);
          return done.length > 0;
        };
      }
      case "SpecialSummon":
        return this.specialSummon(action);
      case "FusionSummon": {
        const obj = compileSelector(cx, action.object);
        return (run) => run.a.fusionSummon(run.actor, (id) => obj.what(run.a, id, run));
      }
      case "RitualSummon": {
        const obj = compileSelector(cx, action.object);
        const rule = action.levelRule === "exactly" ? "exactly" : "atLeast";
        const level = compileExpr(cx, action.level);
        // The ritual spell says the total the tributes need ("whose total level is at least 8").
        return (run) => run.a.ritualSummon(run.actor, (id) => obj.what(run.a, id, run), rule, () => level(run.a, run));
      }
      case "ChangePosition": {
        const sel = compileSelector(cx, action.object);
        const to = summonPosition(action.to);
        return (run) => {
          const cards = this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)").filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
          for (const id of cards) run.a.changePosition(id, to);
          this.record(run, action, cards, undefined);
          return cards.length > 0;
        };
      }
      case "Flip": {
        const sel = compileSelector(cx, action.object);
        const up = action.face === "face-up";
        // `face-up without flip effects` (Ceasefire): flipped, its flip effects do not activate.
        const noFlip = { noFlipEffects: up && action.noFlipEffects === true };
        return (run) => {
          const cards = this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the card(s) to flip").filter((id) => run.a.state.cards[id]!.faceUp !== up);
          for (const id of cards) run.a.flip(id, up, noFlip);
          this.record(run, action, cards, undefined);
          return cards.length > 0;
        };
      }
      case "TakeControl": {
        const sel = compileSelector(cx, action.object);
        const dur = this.duration(action.duration) ?? "permanent";
        return (run) => {
          this.keepFor(dur, run);
          const cards = this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)");
          const taken = cards.filter((id) => {
            run.a.takeControl(id, run.a.player, dur);
            return run.a.state.cards[id]!.ctrl === run.a.player;
          });
          this.record(run, action, taken, undefined);
          return taken.length > 0;
        };
      }
      case "Negate": {
        const what = action.what;
        return (run) => {
          const a = run.a;
          for (const w of what) {
            if (w === "summon" && a.bind["summon"] !== undefined && (a.bind["responds"] ?? -1) < 0) {
              const cards = a.negateSummon();
              this.record(run, action, cards, undefined);
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
      }
      case "Damage": {
        const amount = compileExpr(cx, action.amount);
        const to = compilePlayers(action.to);
        return (run) => {
          let any = false;
          const n = amount(run.a, run);
          for (const p of to(run.a, run)) if (run.a.damage(p, n) > 0) any = true;
          return any;
        };
      }
      case "LifePoints": {
        const amount = compileExpr(cx, action.amount);
        const verb = action.verb;
        return this.perActor(compilePlayers(action.actor), isEachPlayer(action.actor), (run, p) => {
          const n = amount(run.a, run);
          if (verb === "gain") return run.a.gainLp(p, n) > 0;
          if (verb === "pay") return run.a.payLp(p, n);
          return run.a.payLp(p, Math.min(n, run.a.state.players[p]!.lp));
        });
      }
      case "ModifyStat": {
        const sel = compileSelector(cx, action.object);
        const amount = compileExpr(cx, action.amount);
        const sign = action.change === "gain" ? 1 : -1;
        const stats = action.stats.map((s) => STAT[s]);
        const dur = this.duration(action.duration);
        if (dur === null) return () => false;
        return (run) => {
          this.keepFor(dur, run);
          const cards = this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)").filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
          const n = amount(run.a, run) * sign;
          for (const id of cards) for (const s of stats) run.a.modifyStat(id, s, n, dur);
          this.record(run, action, cards, undefined);
          return cards.length > 0;
        };
      }
      case "SetStat": {
        const sel = compileSelector(cx, action.object);
        const value = compileExpr(cx, action.value);
        const stat = STAT[action.stat];
        const dur = this.duration(action.duration);
        if (dur === null) return () => false;
        return (run) => {
          this.keepFor(dur, run);
          const cards = this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)").filter((id) => run.a.state.cards[id]!.zone === Zone.MONSTER);
          const v = value(run.a, run);
          for (const id of cards) run.a.setStat(id, stat, v, dur);
          this.record(run, action, cards, undefined);
          return cards.length > 0;
        };
      }
      case "Counters": {
        const on = compileSelector(cx, action.on);
        const n = compileExpr(cx, action.count);
        const kind = action.counter;
        const place = action.verb === "place";
        return (run) => {
          let any = false;
          const k = n(run.a, run);
          for (const id of this.choose(run, on, on.cards(run.a, run), run.actor, "choose the card")) {
            if ((place ? run.a.addCounters(id, kind, k) : run.a.removeCounters(id, kind, k)) > 0) any = true;
          }
          return any;
        };
      }
      case "Shuffle": {
        const owner = action.owner;
        return this.perActor(compilePlayers(action.actor), isEachPlayer(action.actor), (run, p) => {
          const whose: PlayerId = owner === "your" ? run.a.player : owner === "your opponent's" ? (run.a.player === 0 ? 1 : 0) : p;
          run.a.shuffleDeck(whose);
          return true;
        });
      }
      case "Equip": {
        const obj = compileSelector(cx, action.object);
        const to = compileSelector(cx, action.to);
        return (run) => {
          const monster = this.choose(run, to, to.cards(run.a, run), run.actor, "choose the monster to equip")[0];
          const equip = obj.cards(run.a, run)[0];
          if (monster === undefined || equip === undefined) return false;
          // Taking control moves the monster (a new object): take it first, then equip (R-ZONE-5: face-up only).
          const m = run.a.state.cards[monster]!;
          // Control lasts while the equip card stays on the field (it returns when the card leaves).
          if (this.controlsEquipped && m.zone === Zone.MONSTER && m.faceUp) run.a.takeControl(monster, run.a.player, "permanent", equip);
          const ok = run.a.equip(equip, monster);
          // The monster stays known after the equip card leaves (`destroy the equipped monster`).
          if (ok) run.a.bindCard(equip, monster);
          this.record(run, action, ok ? [monster] : [], undefined);
          return ok;
        };
      }
      case "Bind": {
        const to = compileSelector(cx, action.to);
        return (run) => {
          const m = to.cards(run.a, run)[0];
          if (m === undefined || !isFieldZone(run.a.state.cards[m]!.zone)) return false;
          run.a.bindCard(run.a.card, m);
          return true;
        };
      }
      case "Reveal": {
        const each = isEachPlayer(action.actor);
        const sel = compileSelector(cx, action.object);
        const all: CardId[] = [];
        return (run) => {
          all.length = 0;
          const act = this.perActor(compilePlayers(action.actor), each, (r, p) => {
            const cards = this.choose(r, sel, sel.cards(r.a, r), p, "choose the card(s) to reveal");
            r.a.reveal(cards);
            all.push(...cards);
            return cards.length > 0;
          });
          const ok = act(run);
          this.record(run, action, all.slice(), action.binding);
          return ok;
        };
      }
      case "Restrict": {
        const kinds = restrictionKinds(action.what);
        const dur = this.duration(action.duration);
        if (action.unless !== undefined) {
          // Only a continuous statement lifts a restriction by a cost (compile-card.ts: attack costs).
          cx.unsupported(action.unless.span, `\`unless you …\` on a restriction an effect applies when it resolves`);
          return () => false;
        }
        if (kinds.length === 0 || dur === null) {
          if (kinds.length === 0) cx.unsupported(action.span, `the restriction "${restrictionText(action.what)}"`);
          return () => false;
        }
        const subject = action.subject;
        if (subject.kind === "PlayerSubject") {
          const players = compilePlayers(subject.player);
          return (run) => {
            this.keepFor(dur, run);
            for (const p of players(run.a, run)) for (const k of kinds) run.a.restrict(k, p, dur);
            return true;
          };
        }
        const sel = compileSelector(cx, subject);
        return (run) => {
          this.keepFor(dur, run);
          const cards = sel.cards(run.a, run);
          for (const id of cards) for (const k of kinds) run.a.restrict(k, id, dur);
          return cards.length > 0;
        };
      }
      case "Permit": {
        const dur = this.duration(action.duration);
        if (dur === null) return () => false;
        const what = action.what;
        const subject = action.subject;
        if (what.kind === "tribute") {
          // `you can tribute <monsters> for a tribute summon`: the monsters may be tributed by their controller's opponent.
          const obj = compileSelector(cx, what.object);
          return (run) => {
            this.keepFor(dur, run);
            const cards = obj.cards(run.a, run);
            for (const id of cards) run.a.restrict("canBeTributedByOpponent", id, dur);
            return cards.length > 0;
          };
        }
        const kind: RestrictionKind =
          what.kind === "attack again" ? "canAttackAgain" : what.kind === "piercing" ? "piercing" : what.kind === "additional normal summon" ? "playerAdditionalNormalSummon" : "playerCanActivateTrapsFromHand";
        if (what.kind === "activate from hand" && what.what !== "trap card") {
          cx.unsupported(action.span, `the permission to activate ${what.what} from the hand`);
          return () => false;
        }
        if (subject.kind === "PlayerSubject") {
          const players = compilePlayers(subject.player);
          return (run) => {
            this.keepFor(dur, run);
            for (const p of players(run.a, run)) run.a.restrict(kind, p, dur);
            return true;
          };
        }
        const sel = compileSelector(cx, subject);
        return (run) => {
          this.keepFor(dur, run);
          const cards = sel.cards(run.a, run);
          for (const id of cards) run.a.restrict(kind, id, dur);
          return cards.length > 0;
        };
      }
      case "Redirect": {
        const sel = compileSelector(cx, action.object);
        const kind: RestrictionKind = action.instead === "leaving the field" ? "banishedInsteadOfLeaving" : "banishedInsteadOfGrave";
        return (run) => {
          const cards = sel.cards(run.a, run);
          for (const id of cards) run.a.restrict(kind, id, "permanent");
          return cards.length > 0;
        };
      }
      case "LookAt": {
        const sel = compileSelector(cx, action.object);
        return this.perActor(compilePlayers(action.actor), isEachPlayer(action.actor), (run, p) => {
          const cards = this.choose(run, sel, sel.cards(run.a, run), p, "choose the card(s) to look at");
          run.a.lookAt(p, cards);
          this.record(run, action, cards, undefined);
          return cards.length > 0;
        });
      }
      case "Declare": {
        const what = action.what;
        let options: string[] | null = null;
        return this.perActor(compilePlayers(action.actor), isEachPlayer(action.actor), (run, p) => {
          options ??= declarable(cx, what);
          if (options.length === 0) return false;
          const i = run.a.chooseOne(p, options, `declare a ${what}`);
          const v = options[i] ?? options[0]!;
          run.declared.set(what, v);
          return true;
        });
      }
      case "Choose": {
        const sel = compileSelector(cx, action.object);
        return this.perActor(compilePlayers(action.actor), isEachPlayer(action.actor), (run, p) => {
          const cards = this.choose(run, sel, sel.cards(run.a, run), p, "choose the card(s)");
          this.record(run, action, cards, action.binding);
          return cards.length > 0;
        });
      }
      case "SwapControl": {
        const first = compileSelector(cx, action.first);
        const second = compileSelector(cx, action.second);
        return (run) => {
          const a = run.a;
          const mine = this.choose(run, first, first.cards(a, run).filter((id) => a.state.cards[id]!.zone === Zone.MONSTER), run.actor, "choose your monster")[0];
          const theirs = this.choose(run, second, second.cards(a, run).filter((id) => a.state.cards[id]!.zone === Zone.MONSTER), run.actor, "choose your opponent's monster")[0];
          if (mine === undefined || theirs === undefined) return false;
          const me = a.state.cards[mine]!.ctrl;
          a.takeControl(mine, other(me), "permanent");
          a.takeControl(theirs, me, "permanent");
          const done = [mine, theirs].filter((id) => a.state.cards[id]!.zone === Zone.MONSTER);
          this.record(run, action, done, undefined);
          return a.state.cards[theirs]!.ctrl === me;
        };
      }
      case "SkipPhase": {
        const players = compilePlayers(action.player);
        const phase = PHASE_INDEX[action.phase];
        if (phase === undefined) {
          cx.unsupported(action.span, `skipping the ${action.phase}`);
          return () => false;
        }
        const n = action.count ?? 1;
        return (run) => {
          for (const p of players(run.a, run)) run.a.skipPhase(p, phase, n);
          return true;
        };
      }
      case "Random": {
        const what = action.what;
        const binding = action.binding;
        return (run) => {
          const v = what === "coin" ? (run.a.tossCoin(run.actor) ? 1 : 0) : run.a.rollDie(run.actor);
          if (binding !== undefined) run.a.bind[binding] = v;
          run.counts.set(run.actor, v);
          return true;
        };
      }
      case "Delayed": {
        // A delayed effect of this card: registered now, it happens later by itself (as a mandatory trigger).
        const k = cx.delayed.length;
        const savedSubjects = cx.subjects;
        const t = compileTiming(cx, action.timing, "trigger");
        cx.subjects = t.subjects;
        const inner = new ActionCompiler(cx, "effect");
        inner.effIndex = -1;
        const act = inner.action(action.action);
        cx.subjects = savedSubjects;
        const match = t.timing?.match ?? (() => false);
        cx.delayed.push({ kind: "trigger", delayed: true, optional: false, timing: { mode: "if", match }, resolve: (a) => void act(new Run(a)) });
        const once = action.duration === undefined;
        const dur: Duration = action.duration === undefined ? "permanent" : (compileDuration(cx, action.duration) ?? "permanent");
        return (run) => {
          snapshot(run);
          run.a.delay(cx.delayedBase + k, run.a.bind, dur, once);
          return true;
        };
      }
      case "NegateEffects": {
        const sel = compileSelector(cx, action.object);
        const dur = this.duration(action.duration);
        if (dur === null) return () => false;
        return (run) => {
          this.keepFor(dur, run);
          const cards = sel.cards(run.a, run);
          for (const id of cards) run.a.restrict("effectsNegated", id, dur);
          this.record(run, action, cards, undefined);
          return cards.length > 0;
        };
      }
      case "Controls": {
        const sel = compileSelector(cx, action.object);
        const players = compilePlayers(action.player);
        return (run) => {
          const p = players(run.a, run)[0] ?? run.a.player;
          const cards = sel.cards(run.a, run);
          for (const id of cards) run.a.takeControl(id, p, "permanent");
          return cards.length > 0;
        };
      }
      case "NoBattleDamage": {
        const players = compilePlayers(action.player);
        const dur = this.duration(action.duration);
        if (dur === null) return () => false;
        return (run) => {
          this.keepFor(dur, run);
          for (const p of players(run.a, run)) run.a.restrict("playerNoBattleDamage", p, dur);
          return true;
        };
      }
      case "Win": {
        const players = compilePlayers(action.player);
        const reason = cx.name;
        return (run) => {
          for (const p of players(run.a, run)) run.a.win(p, reason);
          return true;
        };
      }
      case "DrawGame":
        return drawGameAction();
      case "ReverseChanges": {
        // (compile-late.ts)
        const sel = compileSelector(cx, action.object);
        const dur = this.duration(action.duration);
        if (dur === null) return () => false;
        const pick = (run: Run): CardId[] => {
          this.keepFor(dur, run);
          return this.choose(run, sel, sel.cards(run.a, run), run.actor, "choose the monster(s)");
        };
        return reverseAction(action.stats.map((s) => STAT[s]), dur, pick, (run, cards) => this.record(run, action, cards, undefined));
      }
      case "Battle": {
        // (compile-late.ts)
        const atk = compileSelector(cx, action.attacker);
        const tgt = compileSelector(cx, action.target);
        return battleAction(
          (run) => this.choose(run, atk, atk.cards(run.a, run), run.actor, "choose the attacking monster"),
          (run) => this.choose(run, tgt, tgt.cards(run.a, run), run.actor, "choose the monster it battles"),
        );
      }
      default:
        cx.unsupported((action as { span: Action["span"] }).span, `the action "${(action as { kind: string }).kind}"`);
        return () => false;
    }
  }

  private move(action: Extract<Action, { kind: "Move" }>): ActFn {
    const cx = this.cx;
    const each = isEachPlayer(action.actor);
    const sel = compileSelector(cx, action.object);
    const actor = compilePlayers(action.actor);
    const to = action.to;
    const fromDeck = action.object.kind === "CardSet" && action.object.place?.kind === "InZones" && action.object.place.zones.length === 1 && action.object.place.zones[0] === "deck";
    if (action.verb === "add" && fromDeck && !sel.every) {
      // Looking through the deck: choose, add, reveal, shuffle (R-ZONE-3).
      return this.perActor(actor, each, (run, p) => {
        const done = run.a.search(p, (id) => sel.pred(run.a, id, run), sel.max);
        this.record(run, action, done, action.binding);
        return done.length > 0;
      });
    }
    return this.perActor(actor, each, (run, p) => {
      const a = run.a;
      let cands = sel.cards(a, run);
      if (each) cands = cands.filter((id) => a.state.cards[id]!.owner === p);
      // Adding to the hand takes cards that are not on the field (a summoned card has left the revealed ones).
      if (action.verb === "add") cands = cands.filter((id) => !isFieldZone(a.state.cards[id]!.zone) && a.state.cards[id]!.zone !== Zone.HAND);
      const cards = this.choose(run, sel, cands, p, "choose the card(s)");
      let done: CardId[];
      switch (to) {
        case "graveyard":
          done = action.verb === "banish" ? a.banish(cards) : a.sendToGrave(cards);
          break;
        case "banished":
          done = a.banish(cards);
          break;
        case "hand":
          done = action.verb === "banish" ? a.banish(cards) : a.returnToHand(cards);
          break;
        case "deck top":
          done = a.returnToDeck(cards, "top");
          break;
        case "deck bottom":
          done = a.returnToDeck(cards, "bottom");
          break;
        default:
          done = action.verb === "banish" ? a.banish(cards) : a.returnToDeck(cards, "shuffle");
      }
      this.record(run, action, done, action.binding);
      return done.length > 0;
    });
  }

  private specialSummon(action: Extract<Action, { kind: "SpecialSummon" }>): ActFn {
    const cx = this.cx;
    const each = isEachPlayer(action.actor);
    const actor = compilePlayers(action.actor);
    // R-SUM-4: unless the effect says otherwise, the player chooses face-up attack or defense position.
    const positions: SummonPosition[] = action.positions.length === 0 ? ["attack", "defense"] : action.positions.map(summonPosition);
    const position = (run: Run, p: PlayerId): SummonPosition =>
      positions.length === 1 ? positions[0]! : positions[run.a.chooseOne(p, positions.map((x) => `${x} position`), "choose the position")]!;
    const obj = action.object;
    // Tokens are created, not taken from a zone.
    if (obj.kind === "CardSet" && obj.noun.kind === "named") {
      const facts = cx.env.db.byName(obj.noun.name);
      if (facts?.subtypes.includes("token") === true) {
        const code = facts.id;
        const n = obj.count.kind === "exactly" ? obj.count.n : 1;
        return this.perActor(actor, each, (run, p) => {
          const made: CardId[] = [];
          for (let i = 0; i < n; i++) {
            const id = run.a.createToken(code, p, position(run, p));
            if (id !== null) made.push(id);
          }
          this.record(run, action, made, action.binding);
          return made.length > 0;
        });
      }
    }
    const sel = compileSelector(cx, obj);
    return this.perActor(actor, each, (run, p) => {
      const a = run.a;
      let cands = sel.cards(a, run).filter((id) => a.state.cards[id]!.zone !== Zone.MONSTER && a.info(id).kind === "monster");
      if (each) cands = cands.filter((id) => a.state.cards[id]!.owner === p);
      const picked = this.choose(run, sel, cands, p, "choose the monster(s) to special summon");
      const done = picked.filter((id) => a.specialSummon(id, p, position(run, p)));
      this.record(run, action, done, action.binding);
      return done.length > 0;
    });
  }
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
    default:
      return uniq(cards.map((c) => c.name));
  }
}

/** A short label of an action for `either … or …` choices. */
function labelOf(a: Action): string {
  switch (a.kind) {
    case "LifePoints":
      return `${a.verb} ${a.amount.kind === "Num" ? `${a.amount.value} ` : ""}LP`;
    case "Destroy":
      return a.object.kind === "Reference" && a.object.ref.kind === "this card" ? "destroy this card" : "destroy";
    default:
      // The option as written (`place it at the bottom of your opponent's deck`): two options of one kind stay apart.
      return printAction(a);
  }
}

/** The numeric value of an expression for labels; unused at run time. */
export type { NumFn };
