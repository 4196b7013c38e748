/**
 * Actions compile to closures over the rules layer's {@link EffectActions}: every verb is a rules
 * action, so a destroy by a script is a destroy for every trigger that watches destruction. A
 * compiled action returns whether it happened (for `, and if you do,`), records the cards it chose
 * or affected (for a later `it`/`them`) and the bindings it names (`as name`); run as a cost, it
 * writes its bindings into the chain link with their last known information.
 * @module
 */
import type { CardId, PlayerId } from "../kernel/index.js";
import type { Action, ActionSeq, BattlePosition, Duration as LangDuration, PlayerRef, Selector } from "../lang/index.js";
import { variantOf, VERBS } from "../lang/index.js";
import { Zone, type Duration, type EffectQuery, type SummonPosition } from "../rules/index.js";
import type { CardContext } from "./context.js";
import { compileCondition, type CondFn } from "./compile-condition.js";
import { compileExpr, type NumFn } from "./compile-expr.js";
import { compilePlayers, isEachPlayer, type PlayerList } from "./compile-player.js";
import { compileReferent, compileSelector, type CardList, type CompiledSelector } from "./compile-selector.js";
import { isFieldZone, loadBinding, snapshot, storeBinding, Run } from "./runtime.js";
import { trace } from "./trace.js";
import { actorOf, compileCan, compileVerb, labelOf } from "./verbs.js";

/** A compiled action: runs it, says whether it happened. */
export type ActFn = (run: Run) => boolean;
/** Whether a cost can be paid now (or, in an `either` of a resolution, an option can be done: `run` names what earlier actions chose). */
export type CanFn = (q: EffectQuery, run?: Run | null) => boolean;

/** Whether the action is being compiled as a cost (bindings go into the chain link). */
export type ActionMode = "cost" | "effect";


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

function summonPosition(p: BattlePosition): SummonPosition {
  return p;
}

/** Everything needed to compile the actions of one effect. */
export class ActionCompiler {
  /** Set when the card says `you control the equipped monster`: equipping also takes control. */
  controlsEquipped = false;
  /** The index of the effect being compiled (for `while` durations). */
  effIndex = 0;
  /**
   * Compiling a card's activation (`activate:`): the card being resolved is not among the cards its
   * own effect destroys or moves unless it names itself (Heavy Storm is not destroyed by Heavy Storm;
   * it goes to the graveyard as it resolves, and Gryphon's Feather Duster does not count itself).
   */
  activation = false;

  /** Candidates of a destruction or a move: without the activated card itself (see {@link activation}). */
  notSelf(run: Run, sel: CompiledSelector, cands: CardId[]): CardId[] {
    return this.activation && !sel.ref ? cands.filter((id) => id !== run.a.card) : cands;
  }
  /** Conditions of `while` durations met while compiling (the effect's `durations`). */
  readonly durations: ((q: EffectQuery) => boolean)[] = [];

  constructor(
    readonly cx: CardContext,
    readonly mode: ActionMode,
  ) {}

  /** A duration; a `while` one keeps its condition with the effect (evaluated with the values the resolution kept). */
  duration(d: LangDuration | undefined): Duration | null {
    if (d?.kind !== "While") return compileDuration(this.cx, d);
    // The condition is asked after the resolution, when the targets and choices it names (`while it
    // is face-up`: Dark Jeroid) are gone: it reads them from what the registration keeps.
    // `that monster` likewise (the event's cards: Dark Balter's `while that monster is in the graveyard`).
    const saved = this.cx.delayRefs;
    const savedSubjects = this.cx.subjects;
    const refs = new Map<object, string>();
    const subjectsKey = `delayed#${this.cx.delayKeys++}`;
    this.cx.delayRefs = refs;
    this.cx.subjects = (q) => loadBinding(q.bind, subjectsKey) ?? [];
    const cond: CondFn = compileCondition(this.cx, d.condition);
    this.cx.delayRefs = saved;
    this.cx.subjects = savedSubjects;
    this.durations.push((q) => cond(q, null));
    this.durationRefs.push({ refs, subjectsKey, subjects: savedSubjects });
    return { while: this.durations.length - 1, eff: this.effIndex };
  }
  private readonly durationRefs: { refs: Map<object, string>; subjectsKey: string; subjects: CardList }[] = [];

  /** Before a change with a `while` duration: the run's bindings and the targets its condition names go into the bind the registration keeps. */
  keepFor(dur: Duration, run: Run): void {
    if (typeof dur !== "object" || !("while" in dur)) return;
    snapshot(run);
    const kept = this.durationRefs[dur.while];
    if (kept === undefined) return;
    for (const [n, key] of kept.refs) storeBinding(run.a, key, run.chosen.get(n) ?? []);
    storeBinding(run.a, kept.subjectsKey, kept.subjects(run.a, run));
  }

  /** Compiles an action sequence with its connectors. */
  seq(s: ActionSeq): ActFn {
    const plain = this.plainSeq(s);
    if (s.unless === undefined) return plain;
    // `…, unless your opponent discards 1 spell card`: the player that action names may do it
    // instead, when they can; then nothing else happens.
    const u = s.unless;
    const can = this.can(u);
    const act = this.action(u);
    const label = labelOf(u);
    const who = actorOf(u);
    const chooser = who === undefined ? null : compilePlayers(who);
    return (run) => {
      const players = chooser?.(run.a, run) ?? [];
      const p = players.length === 1 ? players[0]! : run.actor;
      if (can(run.a, run) && run.a.chooseOne(p, [label, "let it resolve"], "stop the effect?") === 0 && act(run)) return false;
      return plain(run);
    };
  }

  private plainSeq(s: ActionSeq): ActFn {
    const first = this.action(s.first);
    if (s.rest.length === 0) return first;
    // `then` and `and if you do` both need the previous action to have happened; only `also` does not.
    const rest = s.rest.map((r) => ({ ifYouDo: r.connector !== "also", act: this.action(r.action) }));
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
  record(run: Run, action: Action, cards: CardId[], binding: string | undefined): void {
    run.chosen.set(action, cards);
    run.counts.set(run.actor, cards.length);
    if (binding !== undefined) {
      run.bindings.set(binding, cards);
      if (this.mode === "cost") storeBinding(run.a, binding, cards);
    }
  }

  /** Chooses among candidates by the selector's count (references and `all`: every candidate). */
  choose(run: Run, sel: CompiledSelector, cands: CardId[], player: PlayerId, text: string): CardId[] {
    if (sel.ref || sel.every) return cands;
    if (cands.length === 0) return cands;
    const n = sel.count?.(run.a, run);
    const min = Math.min(n ?? sel.min, cands.length);
    const max = Math.min(n ?? sel.max, cands.length);
    if (sel.random === true) return run.a.randomCards(cands, max);
    return run.a.chooseCards(player, cands, min, max, text);
  }

  /**
   * The players an action names: `its controller`/`its owner` are those of the card the binder
   * found for the action (what `it` names there, or the event's card), as it is now.
   */
  players(node: Action, ref: PlayerRef | undefined): PlayerList {
    const base = compilePlayers(ref);
    if (ref !== "its controller" && ref !== "its owner") return base;
    const about = compileReferent(this.cx, this.cx.referent(node), node.span, ref);
    return (q, run) => {
      const cards = about(q, run);
      if (cards.length === 0) return [];
      return [...new Set(cards.map((id) => base(q, run, id)[0]!))];
    };
  }

  /** Runs `body` once per acting player (`each player …`), or once for the one actor. */
  perActor(actor: PlayerList, each: boolean, body: (run: Run, p: PlayerId) => boolean): ActFn {
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
  objectIn(s: Selector, defaultZone: number | undefined): { sel: CompiledSelector; list: (run: Run, each: boolean, p: PlayerId) => CardId[] } {
    const sel = compileSelector(this.cx, s);
    const placed = s.kind !== "CardSet" || s.place !== undefined;
    const list = (run: Run, each: boolean, p: PlayerId): CardId[] => {
      const a = run.a;
      const cards = placed || defaultZone === undefined ? sel.cards(a, run) : a.cards(p, defaultZone).filter((id) => sel.what(a, id, run));
      return each ? cards.filter((id) => a.state.cards[id]!.owner === p) : cards;
    };
    return { sel, list };
  }

  /**
   * Cards a cost may take under a binding name, narrowed by what the effect then needs of that card
   * (R-EFF-12: Metamorphosis tributes only a monster with a fusion monster of its level to summon).
   */
  readonly narrow = new Map<string, (q: EffectQuery, id: CardId) => boolean>();

  allows(binding: string | undefined, q: EffectQuery, id: CardId): boolean {
    const f = binding === undefined ? undefined : this.narrow.get(binding);
    return f === undefined || f(q, id);
  }

  /** Whether a cost action can be paid now (activation is offered only then). */
  can(action: Action): CanFn {
    return compileCan(this, action);
  }

  /** Compiles one action (each verb's compilation is its record in verbs.ts). */
  action(action: Action): ActFn {
    const fn = compileVerb(this, action);
    return action.kind in VERBS ? trace(`verb:${action.kind}:${variantOf(action)}:${this.mode}`, fn) : fn;
  }

  move(action: Extract<Action, { kind: "Move" }>): ActFn {
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
      let cands = this.notSelf(run, sel, sel.cards(a, run));
      if (each) cands = cands.filter((id) => a.state.cards[id]!.owner === p);
      if (this.mode === "cost") cands = cands.filter((id) => this.allows(action.binding, a, id));
      if (action.verb === "banish" || to === "banished") cands = cands.filter((id) => a.canBanish(id));
      // Cards this effect may not move are not offered (a graveyard under Necrovalley).
      if (this.mode !== "cost") cands = cands.filter((id) => a.canMoveByEffect(id));
      // Adding to the hand takes cards that are not on the field (a summoned card has left the revealed ones).
      // A card in the other player's hand may be taken into the actor's (Amazoness Chain Master).
      if (action.verb === "add") cands = cands.filter((id) => !isFieldZone(a.state.cards[id]!.zone) && (a.state.cards[id]!.zone !== Zone.HAND || a.state.cards[id]!.ctrl !== p));
      const cards = this.choose(run, sel, cands, p, "choose the card(s)");
      // A card picked from a deck (`from your deck or graveyard`) was looked for there: that deck is shuffled (R-ZONE-3).
      const searched = action.object.kind === "CardSet" ? new Set(cards.filter((id) => a.state.cards[id]!.zone === Zone.DECK).map((id) => a.state.cards[id]!.owner)) : new Set<PlayerId>();
      let done: CardId[];
      switch (to) {
        case "graveyard":
          done = action.verb === "banish" ? a.banish(cards) : a.sendToGrave(cards);
          break;
        case "banished":
          done = a.banish(cards, action.faceDown === true);
          break;
        case "hand": {
          if (action.verb === "banish") {
            done = a.banish(cards);
            break;
          }
          const taken = cards.filter((id) => a.state.cards[id]!.zone === Zone.HAND);
          done = [...a.returnToHand(cards.filter((id) => !taken.includes(id))), ...a.takeIntoHand(taken, p)];
          break;
        }
        case "deck top":
          done = a.returnToDeck(cards, "top");
          break;
        case "deck bottom":
          done = a.returnToDeck(cards, "bottom");
          break;
        default:
          done = action.verb === "banish" ? a.banish(cards) : a.returnToDeck(cards, "shuffle");
      }
      for (const owner of searched) a.shuffleDeck(owner);
      this.record(run, action, done, action.binding);
      return done.length > 0;
    });
  }

  specialSummon(action: Extract<Action, { kind: "SpecialSummon" }>): ActFn {
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
      const names = [obj.noun.name, ...(obj.noun.or ?? []).map((o) => o.name)];
      if (names.length > 1 && names.some((n) => cx.env.db.byName(n)?.subtypes.includes("token") === true)) {
        // A token is made by name: a list of names would leave which one to make unsaid.
        cx.unsupported(obj.noun.span, "a list of names that includes a token, as what a special summon makes");
        return () => false;
      }
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
      // Only a monster the player may summon can be picked (a reference stays what it names).
      if (!sel.ref) cands = cands.filter((id) => a.canSpecialSummon(id, p) && a.canMoveByEffect(id));
      let picked = this.choose(run, sel, cands, p, "choose the monster(s) to special summon");
      // `all` with fewer free zones than monsters: as many as fit, the player choosing which (Dimension Fusion).
      const free = a.freeMonsterZones(p);
      if (!sel.ref && picked.length > free) picked = free === 0 ? [] : a.chooseCards(p, picked, free, free, "choose the monster(s) to special summon");
      // An effect that looked through a deck for the monster shuffles that deck (R-ZONE-3).
      const decks = new Set(picked.filter((id) => a.state.cards[id]!.zone === Zone.DECK).map((id) => a.state.cards[id]!.owner));
      // The position is asked only of a monster that can come (Tsukuyomi picked by A Hero Emerges cannot).
      const done = picked.filter((id) => a.canSpecialSummon(id, p) && a.canMoveByEffect(id) && a.specialSummon(id, p, position(run, p)));
      for (const owner of decks) a.shuffleDeck(owner);
      this.record(run, action, done, action.binding);
      return done.length > 0;
    });
  }
}

/** The numeric value of an expression for labels; unused at run time. */
export type { NumFn };
