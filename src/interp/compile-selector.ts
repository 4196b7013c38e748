/**
 * Selectors compile to fast filters: a membership predicate `(q, card, run) => boolean` over the
 * zones the place names, the list of every matching card, and the count as min/max. References
 * (`this card`, `it`, `that card`, bindings…) compile to the list of cards they name.
 * @module
 */
import type { CardId, PlayerId } from "../kernel/index.js";
import type { CardSet, Count, Noun, Owner, Place, QualifierWord, Reference, Referent, Selector, Span, TopOfDeck, Zone as LangZone } from "../lang/index.js";
import { Flag, Pos, SUMMONED_FLAGS, Zone, type EffectQuery } from "../rules/index.js";
import { compileCompare, compileExpr } from "./compile-expr.js";
import type { CardContext } from "./context.js";
import { FIELD_ZONES, isFieldZone, loadBinding, other, thatMany, type Run } from "./runtime.js";

/** A predicate over cards. */
export type CardPred = (q: EffectQuery, id: CardId, run: Run | null) => boolean;
/** The cards something names now. */
export type CardList = (q: EffectQuery, run: Run | null) => CardId[];

/** A compiled selector. */
export interface CompiledSelector {
  /** Fewest and most cards an action takes (from the count); `every`: all that match, no choice. */
  readonly min: number;
  readonly max: number;
  readonly every: boolean;
  /** `no …`: none may match. */
  readonly none: boolean;
  /** Whether the selector is a reference (names cards rather than describing them). */
  readonly ref: boolean;
  /** Membership, place included. */
  readonly pred: CardPred;
  /** Membership without the place: what the card is (for cards that just left the field, and `have … in hand`). */
  readonly what: CardPred;
  /** Every matching card now. */
  readonly cards: CardList;
  /** `at random`: the cards are picked at random, not chosen. */
  readonly random?: boolean;
  /** A count known only at run time (`that many`), overriding min/max. */
  readonly count?: (q: EffectQuery, run: Run | null) => number;
  /**
   * `… or set card`: what a face-down card picked must turn out to be once revealed (the selector
   * without the set-card exception); `pred` lets any face-down spell/trap-zone card through.
   */
  readonly revealed?: CardPred;
}

/** Who a place is about, decided at run time. */
const enum Who {
  You,
  Opponent,
  Both,
  Actor,
}

const ZONE_OF: Record<LangZone, readonly number[]> = {
  hand: [Zone.HAND],
  deck: [Zone.DECK],
  "extra deck": [Zone.EXTRA],
  graveyard: [Zone.GRAVE],
  banished: [Zone.BANISHED],
  field: FIELD_ZONES,
};

const TRUE: CardPred = () => true;
const NONE: CardList = () => [];

/** The players whose deck (hand…) `your`, `your opponent's`, `their` names, for the acting player of a run. */
export function ownerPlayers(o: Owner, q: EffectQuery, run: Run | null): PlayerId[] {
  return whoPlayers(whoOfOwner(o), q, run);
}

function whoOfOwner(o: Owner): Who {
  switch (o) {
    case "your":
      return Who.You;
    case "your opponent's":
      return Who.Opponent;
    case "their":
    case "its owner's":
      return Who.Actor;
    case "any":
      return Who.Both;
  }
}

/** Whether player `p` is one of `who` for this query/run. */
function isWho(who: Who, q: EffectQuery, run: Run | null, p: PlayerId): boolean {
  switch (who) {
    case Who.You:
      return p === q.player;
    case Who.Opponent:
      return p !== q.player;
    case Who.Actor:
      return p === (run?.actor ?? q.player);
    case Who.Both:
      return true;
  }
}

function whoPlayers(who: Who, q: EffectQuery, run: Run | null): PlayerId[] {
  switch (who) {
    case Who.You:
      return [q.player];
    case Who.Opponent:
      return [other(q.player)];
    case Who.Actor:
      return [run?.actor ?? q.player];
    case Who.Both:
      return [0, 1];
  }
}

/** The field zones a noun lives in. */
function fieldZonesOf(noun: Noun, cx?: CardContext): readonly number[] {
  switch (noun.kind) {
    case "monster":
    case "token":
      return [Zone.MONSTER];
    case "named": {
      // A monster card named on the field is one in a monster zone: in the spell & trap zone it is an
      // equip card (an equipped Union monster), not a monster.
      const names = [noun.name, ...(noun.or ?? []).map((o) => o.name)];
      if (cx !== undefined && names.every((n) => cx.env.db.byName(n)?.kind === "monster")) return [Zone.MONSTER];
      return FIELD_ZONES;
    }
    case "spell card":
    case "trap card":
    case "spell/trap card":
      return [Zone.SPELL_TRAP, Zone.FIELD];
    default:
      return FIELD_ZONES;
  }
}

/** min/max/every of a count; `target` counts (`up to 2`) take at least one. */
export function countRange(c: Count, target: boolean): { min: number; max: number; every: boolean; none: boolean } {
  switch (c.kind) {
    case "a":
      return { min: 1, max: 1, every: false, none: false };
    case "exactly":
      return { min: c.n, max: c.n, every: false, none: false };
    case "upTo":
      return { min: target ? 1 : 0, max: c.n, every: false, none: false };
    case "atLeast":
      return { min: c.n, max: Number.MAX_SAFE_INTEGER, every: false, none: false };
    case "range":
      return { min: c.min, max: c.max, every: false, none: false };
    case "all":
    case "each":
      return { min: 0, max: Number.MAX_SAFE_INTEGER, every: true, none: false };
    case "any":
      return { min: 0, max: Number.MAX_SAFE_INTEGER, every: false, none: false };
    case "no":
      return { min: 0, max: 0, every: false, none: true };
    case "thatMany":
      return { min: 0, max: Number.MAX_SAFE_INTEGER, every: false, none: false };
    default:
      return { min: 1, max: 1, every: false, none: false };
  }
}

/** Compiles a selector. `target`: it is a target pick (counts like `up to 2` take at least one). */
export function compileSelector(cx: CardContext, sel: Selector, opts: { target?: boolean } = {}): CompiledSelector {
  switch (sel.kind) {
    case "CardSet":
      return compileCardSet(cx, sel, opts.target === true);
    case "Reference": {
      const list = compileReference(cx, sel);
      const pred = referencePred(sel) ?? ((q, id, run) => list(q, run).includes(id));
      return { min: 1, max: Number.MAX_SAFE_INTEGER, every: true, none: false, ref: true, pred, what: pred, cards: list };
    }
    case "TopOfDeck":
      return compileTopOfDeck(cx, sel);
    default: {
      cx.unsupported((sel as { span: TopOfDeck["span"] }).span, `the selector ${(sel as { kind: string }).kind}`);
      return { min: 0, max: 0, every: true, none: false, ref: true, pred: () => false, what: () => false, cards: NONE };
    }
  }
}

function compileTopOfDeck(cx: CardContext, sel: TopOfDeck): CompiledSelector {
  const n = compileExpr(cx, sel.count);
  const who = whoOfOwner(sel.owner);
  const cards: CardList = (q, run) => {
    const out: CardId[] = [];
    const k = n(q, run);
    for (const p of whoPlayers(who, q, run)) {
      const deck = q.cards(p, Zone.DECK);
      for (let i = deck.length - 1; i >= 0 && i >= deck.length - k; i--) out.push(deck[i]!);
    }
    return out;
  };
  const pred: CardPred = (q, id, run) => cards(q, run).includes(id);
  // `count`: how many it names, which a cost must find all of (the top 3 cards: not 2).
  return { min: 0, max: Number.MAX_SAFE_INTEGER, every: true, none: false, ref: true, pred, what: pred, cards, count: (q, run) => n(q, run) };
}

/**
 * A face-down card on the field shows nothing but where it is: it is "a monster" or "a spell/trap
 * card" by its zone, but a player choosing targets cannot read its name, kind, race, attribute or
 * stats — offering it as a target of `target 1 trap card` would tell them what it is. Predicates
 * that read a card's identity are marked here; a target selector reads them only on cards whose
 * identity is shown (scripts say `or set card` where the printed card allows a set card).
 * Resolution and continuous effects still see the real card: the rules know what a set card is.
 */
const READS_IDENTITY = new WeakSet<CardPred>();

function identity(p: CardPred): CardPred {
  READS_IDENTITY.add(p);
  return p;
}

function hiddenOnField(q: EffectQuery, id: CardId): boolean {
  const c = q.state.cards[id]!;
  return !c.faceUp && (c.zone === Zone.MONSTER || c.zone === Zone.SPELL_TRAP || c.zone === Zone.FIELD);
}

/** For a target: an identity-reading predicate holds only on cards whose identity is shown. */
function forTarget(p: CardPred): CardPred {
  return READS_IDENTITY.has(p) ? (q, id, run) => !hiddenOnField(q, id) && p(q, id, run) : p;
}

/** A monster card serving as an equip card in the spell & trap zone (an equipped Union): it is treated as an equip spell card. */
function asEquipSpell(q: EffectQuery, id: CardId): boolean {
  const c = q.state.cards[id]!;
  return c.zone === Zone.SPELL_TRAP && c.faceUp && q.info(id).kind === "monster";
}

function nounPred(cx: CardContext, noun: Noun): CardPred {
  switch (noun.kind) {
    case "card":
      return TRUE;
    case "monster":
      return (q, id) => q.info(id).kind === "monster" && !asEquipSpell(q, id);
    case "token":
      return identity((q, id) => q.info(id).subtypes.includes("token"));
    case "spell card":
      return identity((q, id) => q.info(id).kind === "spell" || asEquipSpell(q, id));
    case "trap card":
      return identity((q, id) => q.info(id).kind === "trap");
    case "spell/trap card":
      return (q, id) => q.info(id).kind !== "monster" || asEquipSpell(q, id);
    case "named": {
      const names = [noun.name, ...(noun.or ?? []).map((o) => o.name)];
      return identity((q, id) => names.includes(q.info(id).name));
    }
    default:
      cx.unsupported((noun as { span?: TopOfDeck["span"] }).span ?? cx.card.script.span, `the noun ${(noun as { kind: string }).kind}`);
      return () => false;
  }
}

function wordPred(cx: CardContext, word: QualifierWord): CardPred {
  const r = cx.qualifier(word);
  const v = r?.value ?? word.word;
  switch (r?.category) {
    case "race":
      return identity((q, id) => q.info(id).race === v);
    case "attribute":
      return identity((q, id) => q.info(id).attribute === v);
    case "monster type":
      if (v === "non-tuner") return identity((q, id) => q.info(id).kind === "monster" && !q.info(id).subtypes.includes("tuner"));
      return identity((q, id) => q.info(id).kind === "monster" && q.info(id).subtypes.includes(v));
    case "card type":
      // On the field an equip card is one equipped to a monster now (an equip spell, a trap equipped
      // by its own effect, a monster serving as one); elsewhere, an equip spell card.
      if (v === "equip") return (q, id) => (isFieldZone(q.state.cards[id]!.zone) ? q.equippedTo(id) >= 0 : q.info(id).kind === "spell" && q.info(id).subtypes.includes("equip"));
      return identity((q, id) => q.info(id).kind !== "monster" && q.info(id).subtypes.includes(v));
    case "face":
      return v === "face-up" ? (q, id) => q.state.cards[id]!.faceUp : (q, id) => !q.state.cards[id]!.faceUp;
    case "battle position":
      if (v === "attack position") return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && c.pos === Pos.ATTACK; };
      if (v === "defense position") return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && c.pos === Pos.DEFENSE; };
      return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && c.pos === Pos.DEFENSE && !c.faceUp; };
    case "summon": {
      const bit = SUMMON_WAY_FLAGS[v];
      if (bit === undefined) break;
      return (q, id) => { const c = q.state.cards[id]!; return c.zone === Zone.MONSTER && (c.flags & bit) !== 0; };
    }
    default:
      break;
  }
  cx.unsupported(word.span, `the qualifier "${word.word}"`);
  return () => false;
}

/** The card flag each summon qualifier reads (kept while the monster stays on the field). */
const SUMMON_WAY_FLAGS: Record<string, number> = {
  "normal summoned": Flag.NORMAL_SUMMONED,
  "tribute summoned": Flag.TRIBUTE_SUMMONED,
  "special summoned": Flag.SPECIAL_SUMMONED,
  "flip summoned": Flag.FLIP_SUMMONED,
};

/** `summoned this turn`: summoned this turn, and still on the field where that summon put it. */
function summonedThisTurn(q: EffectQuery, id: CardId): boolean {
  const c = q.state.cards[id]!;
  if (c.zone !== Zone.MONSTER || (c.flags & SUMMONED_FLAGS) === 0) return false;
  const h = q.history(id, "summoned");
  return h !== null && h.turn === q.state.turn;
}

function and(ps: CardPred[]): CardPred {
  if (ps.length === 0) return TRUE;
  if (ps.length === 1) return ps[0]!;
  if (ps.length === 2) {
    const [a, b] = ps as [CardPred, CardPred];
    return (q, id, run) => a(q, id, run) && b(q, id, run);
  }
  return (q, id, run) => {
    for (const p of ps) if (!p(q, id, run)) return false;
    return true;
  };
}

function or(ps: CardPred[]): CardPred {
  if (ps.length === 1) return ps[0]!;
  return (q, id, run) => {
    for (const p of ps) if (p(q, id, run)) return true;
    return false;
  };
}

function compileCardSet(cx: CardContext, sel: CardSet, target: boolean): CompiledSelector {
  const guard = target ? forTarget : (p: CardPred) => p;
  const open: CardPred[] = [nounPred(cx, sel.noun)];
  const parts: CardPred[] = [guard(open[0]!)];
  if (sel.equippedTo !== undefined) {
    const onto = compileReference(cx, sel.equippedTo);
    const et: CardPred = (q, id, run) => { const m = q.equippedTo(id); return m >= 0 && onto(q, run).includes(m); };
    open.push(et);
    parts.push(identity(et));
  }
  if (sel.equippedWith !== undefined) {
    // The cards equipped to the monster, read as the cards they are (a Union monster too).
    // `equipped with a union monster`: a monster card serving as an equip card is still that monster card here.
    const asMonster = sel.equippedWith.noun.kind === "monster";
    const inner = compileCardSet(cx, asMonster ? { ...sel.equippedWith, noun: { kind: "card" } } : sel.equippedWith, false);
    const ew: CardPred = (q, id, run) => q.equipsOf(id).some((e) => (!asMonster || q.info(e).kind === "monster") && inner.what(q, e, run));
    open.push(ew);
    parts.push(identity(ew));
  }
  if (sel.controlChangeable === true) {
    const cc: CardPred = (q, id) => !q.restricted("cannotChangeControl", id);
    open.push(cc);
    parts.push(identity(cc));
  }
  if (sel.destroyedThisTurn !== undefined) {
    const kinds: readonly ("destroyedByBattle" | "destroyedByEffect")[] = sel.destroyedThisTurn === "battle" ? ["destroyedByBattle"] : ["destroyedByBattle", "destroyedByEffect"];
    // Destroyed this turn, and it has not moved since (it arrived where it is this turn).
    const dt: CardPred = (q, id) => {
      const c = q.state.cards[id]!;
      return c.arrived === q.state.turn && kinds.some((k) => q.history(id, k)?.turn === q.state.turn);
    };
    open.push(dt);
    parts.push(identity(dt));
  }
  if (sel.summonedThisTurn === true) {
    open.push(summonedThisTurn);
    parts.push(identity(summonedThisTurn));
  }
  if (sel.normalSummonable === true) {
    const ns: CardPred = (q, id) => q.normalSummonable(id);
    open.push(ns);
    parts.push(identity(ns));
  }
  for (const qual of sel.qualifiers) {
    const options = qual.options.map((w) => wordPred(cx, w));
    open.push(or(options));
    parts.push(or(options.map(guard)));
  }
  const filterStart = parts.length;
  for (const f of sel.filters) {
    switch (f.kind) {
      case "StatFilter": {
        const value = compileExpr(cx, f.value);
        const cmp = compileCompare(f.op);
        const stat = f.stat;
        parts.push(identity(stat === "ATK" ? (q, id, run) => cmp(q.atk(id), value(q, run)) : stat === "DEF" ? (q, id, run) => cmp(q.def(id), value(q, run)) : (q, id, run) => cmp(q.level(id), value(q, run))));
        break;
      }
      case "CounterFilter": {
        const kind = f.counter;
        parts.push((q, id) => (q.state.cards[id]!.counters[kind] ?? 0) > 0);
        break;
      }
      case "ExtremeFilter":
        // Applied over the whole set below (the lowest/highest among the cards that match the rest).
        break;
      case "DeclaredFilter": {
        const what = f.what;
        parts.push(identity((q, id, run) => {
          const v = run?.declared.get(what);
          if (v === undefined) return false;
          const info = q.info(id);
          switch (what) {
            case "race":
              return info.race === v;
            case "attribute":
              return info.attribute === v;
            case "card type":
              return info.kind === v;
            case "level":
              return info.kind === "monster" && String(q.level(id)) === v;
            default:
              return info.name === v;
          }
        }));
        break;
      }
      case "NameFilter": {
        const text = f.text;
        // A series: the word in the name, or the card listed in it by the pack (Summoned Skull, an "Archfiend").
        parts.push(identity((q, id) => { const i = q.info(id); return i.name.includes(text) || i.series?.includes(text) === true; }));
        break;
      }
      case "ListedFilter": {
        const of = compileReference(cx, f.of);
        parts.push(identity((q, id, run) => {
          const name = q.info(id).name;
          return of(q, run).some((o) => q.levelsUpTo(o).includes(name));
        }));
        break;
      }
      case "SameNameFilter": {
        const of = compileReference(cx, f.of);
        parts.push(identity((q, id, run) => {
          const name = q.info(id).name;
          return of(q, run).some((o) => q.info(o).name === name);
        }));
        break;
      }
      default:
        cx.unsupported((f as { span: TopOfDeck["span"] }).span, `the filter ${(f as { kind: string }).kind}`);
        parts.push(() => false);
    }
  }
  // Filters were pushed unguarded: guard them for a target, keep the open version for what a revealed card is.
  for (let i = filterStart; i < parts.length; i++) {
    open.push(parts[i]!);
    parts[i] = guard(parts[i]!);
  }
  if (sel.other) parts.push((q, id) => id !== q.card);
  if (sel.except !== undefined) {
    const except = compileSelector(cx, sel.except);
    parts.push(except.ref ? (q, id, run) => !except.cards(q, run).includes(id) : (q, id, run) => !except.what(q, id, run));
  }
  const base = and(parts);
  const { pred: where, cards: scan } = compilePlace(cx, sel.place, sel.noun);
  let what: CardPred = base;
  let cards: CardList = (q, run) => scan(q, run).filter((id) => base(q, id, run));
  const extreme = sel.filters.find((f) => f.kind === "ExtremeFilter");
  if (extreme !== undefined && extreme.kind === "ExtremeFilter") {
    // `with the lowest ATK`: among the cards matching the rest, those with the extreme value (ties: all of them).
    const stat = extreme.stat === "ATK" ? "atk" : extreme.stat === "DEF" ? "def" : "level";
    const pick = extreme.which === "lowest" ? Math.min : Math.max;
    const all = cards;
    cards = (q, run) => {
      const cs = all(q, run);
      if (cs.length === 0) return cs;
      const v = (id: CardId) => (stat === "atk" ? q.atk(id) : stat === "def" ? q.def(id) : q.level(id));
      const best = pick(...cs.map(v));
      return cs.filter((id) => v(id) === best);
    };
    const list = cards;
    what = (q, id, run) => base(q, id, run) && list(q, run).includes(id);
  }
  let pred: CardPred = (q, id, run) => where(q, id, run) && what(q, id, run);
  const count = sel.count.kind === "thatMany" ? (q: EffectQuery, run: Run | null) => thatMany(q, run, run?.actor ?? q.player) : undefined;
  let revealed: CardPred | undefined;
  if (sel.orSet === true) {
    // `1 spell card or set card`: a face-down card in a spell/trap or field zone may be picked whatever
    // it is (its kind is hidden); a face-up one must match. Once revealed, `revealed` says whether it is affected.
    const strictWhat = what;
    const strict: CardPred = (q, id, run) => where(q, id, run) && strictWhat(q, id, run);
    const set = (q: EffectQuery, id: CardId): boolean => { const c = q.state.cards[id]!; return !c.faceUp && (c.zone === Zone.SPELL_TRAP || c.zone === Zone.FIELD); };
    // Revealed on resolution, the card is judged by what it really is.
    const openWhat = and(open);
    revealed = (q, id, run) => where(q, id, run) && openWhat(q, id, run);
    pred = (q, id, run) => (set(q, id) ? where(q, id, run) : strict(q, id, run));
    what = (q, id, run) => set(q, id) || strictWhat(q, id, run);
    const scanned = scan;
    cards = (q, run) => scanned(q, run).filter((id) => pred(q, id, run));
    // Only a target is revealed on resolution (compileTargets), and only spell/trap-zone cards are "set cards" here.
    if (!target) cx.unsupported(sel.span, "`or set card` outside a target clause");
    else if (!fieldZonesOf(sel.noun).includes(Zone.SPELL_TRAP)) cx.unsupported(sel.span, "`or set card` after a noun never in a spell/trap zone");
  }
  return { ...countRange(sel.count, target), ref: false, pred, what, cards, ...(sel.random === true ? { random: true } : {}), ...(count !== undefined ? { count } : {}), ...(revealed !== undefined ? { revealed } : {}) };
}

/** The place part of a card set: a zone/player check and a scan of the zones it names. */
function compilePlace(cx: CardContext, place: Place | undefined, noun: Noun): { pred: CardPred; cards: CardList } {
  let who: Who = Who.Both;
  let zones: readonly number[] = fieldZonesOf(noun, cx);
  if (place !== undefined) {
    switch (place.kind) {
      case "OnField":
        break;
      case "ControlledBy":
        who = place.player === "you" ? Who.You : place.player === "your opponent" ? Who.Opponent : Who.Both;
        break;
      case "InZones":
        who = whoOfOwner(place.owner);
        zones = place.zones.flatMap((z) => (z === "field" ? fieldZonesOf(noun, cx) : ZONE_OF[z]));
        break;
      case "InBinding": {
        const list = compileBindingName(cx, place.name, cx.referent(place));
        return { pred: (q, id, run) => list(q, run).includes(id), cards: list };
      }
      default:
        cx.unsupported((place as { span: TopOfDeck["span"] }).span, `the place ${(place as { kind: string }).kind}`);
        return { pred: () => false, cards: NONE };
    }
  }
  const zs = zones;
  const pred: CardPred = (q, id, run) => {
    const c = q.state.cards[id]!;
    return zs.includes(c.zone) && isWho(who, q, run, c.ctrl);
  };
  const cards: CardList = (q, run) => {
    const out: CardId[] = [];
    for (const p of whoPlayers(who, q, run)) for (const z of zs) for (const id of q.cards(p, z)) out.push(id);
    return out;
  };
  return { pred, cards };
}

/** The cards a binding name stands for (a target pick, or an action's `as name`, or the link's bind). */
/** In a delayed action, the cards `key` named when it was set up (see {@link CardContext.delayRefs}). */
function delayedRef(cx: CardContext, node: object): CardList | undefined {
  const refs = cx.delayRefs;
  if (refs === undefined) return undefined;
  let key = refs.get(node);
  if (key === undefined) refs.set(node, (key = `delayed#${cx.delayKeys++}`));
  const k = key;
  return (q) => loadBinding(q.bind, k) ?? [];
}

function compileBindingName(cx: CardContext, name: string, to: Referent | undefined): CardList {
  if (to?.kind === "binding" && to.definedBy.kind === "TargetPick") {
    const pick = to.definedBy;
    return delayedRef(cx, pick) ?? ((_q, run) => run?.chosen.get(pick) ?? []);
  }
  return (q, run) => run?.bindings.get(name) ?? loadBinding(q.bind, name) ?? [];
}

/** Allocation-free membership for the references continuous effects use most. */
function referencePred(ref: Reference): CardPred | null {
  switch (ref.ref.kind) {
    case "this card":
      return (q, id) => id === q.card;
    case "the equipped monster":
      // An equip card that left the field with its monster still knows it: "when the equipped monster
      // is destroyed by battle" is answered from the graveyard (Necklace of Command).
      return (q, id) =>
        id >= 0 &&
        (q.equippedTo(q.card) === id ||
          (q.equippedTo(q.card) < 0 && q.equippedTo(id) === q.card && q.info(id).kind === "monster") ||
          (q.equippedTo(q.card) < 0 && !isFieldZone(q.state.cards[q.card]!.zone) && q.boundTo(q.card) === id));
    case "the bound monster":
      return (q, id) => id >= 0 && q.boundTo(q.card) === id;
    case "the attacking monster":
      return (q, id) => q.battle()?.attacker === id;
    case "the battled monster":
      return (q, id) => id >= 0 && battled(q) === id;
    default:
      return null;
  }
}

/** The other monster of this card's battle (the battle now, else the monsters of the event that set the effect off), or -1. */
export function battled(q: EffectQuery, run: Run | null = null): CardId {
  const b = q.battle();
  if (b !== null) {
    if (b.attacker === q.card) return b.target;
    if (b.target === q.card) return b.attacker;
  }
  const cause = run?.a.cause;
  if (cause?.type === "signal") return cause.cards.find((id) => id !== q.card) ?? -1;
  return -1;
}

/** Compiles a reference to the list of cards it names now. */
export function compileReference(cx: CardContext, ref: Reference): CardList {
  const to = cx.referent(ref);
  const r = ref.ref;
  if (r.kind === "this card") return (q) => [q.card];
  // The equipped monster; once the link is gone, the monster it was equipped to while that one is
  // still on the field (Premature Burial destroyed, Big Bang Shot's monster turned face-down), never
  // one that has left it (Re-Fusion's monster destroyed by battle stays in the graveyard).
  if (r.kind === "the equipped monster") {
    return (q) => {
      const m = q.equippedTo(q.card);
      const bound = q.boundTo(q.card);
      const b = m >= 0 ? m : bound >= 0 && isFieldZone(q.state.cards[bound]!.zone) ? bound : -1;
      if (b >= 0) return [b];
      // A monster with a monster equipped to it (Thousand-Eyes Restrict): that monster card.
      return q.equipsOf(q.card).filter((id) => q.info(id).kind === "monster");
    };
  }
  if (r.kind === "the bound monster") return (q) => { const m = q.boundTo(q.card); return m >= 0 ? [m] : []; };
  if (r.kind === "the attacking monster") return (q) => { const b = q.battle(); return b === null ? [] : [b.attacker]; };
  if (r.kind === "the attack target") return (q) => { const b = q.battle(); return b === null || b.target < 0 ? [] : [b.target]; };
  if (r.kind === "the battled monster") return (q, run) => { const m = battled(q, run); return m >= 0 ? [m] : []; };
  if (r.kind === "binding") return compileBindingName(cx, r.name, to);
  if (r.kind === "that card" || r.kind === "that monster") return cx.subjects;
  // it / them
  return compileReferent(cx, to, ref.span, r.kind);
}

/** The cards a resolved referent names now (what `it`/`them` or an `its controller` is about). */
export function compileReferent(cx: CardContext, to: Referent | undefined, span: Span, what: string): CardList {
  const subjects = cx.subjects;
  switch (to?.kind) {
    case "targets": {
      const clause = to.clause;
      return delayedRef(cx, clause) ?? ((_q, run) => run?.chosen.get(clause) ?? []);
    }
    case "choice": {
      const action = to.action;
      return delayedRef(cx, action) ?? ((_q, run) => run?.chosen.get(action) ?? []);
    }
    case "binding":
      return compileBindingName(cx, to.name, to);
    case "event subject":
      return subjects;
    case "this card":
      return (q) => [q.card];
    case "equipped monster":
      return (q) => { const m = q.equippedTo(q.card); return m >= 0 ? [m] : []; };
    case "bound monster":
      return (q) => { const m = q.boundTo(q.card); return m >= 0 ? [m] : []; };
    case "attacking monster":
      return (q) => { const b = q.battle(); return b === null ? [] : [b.attacker]; };
    case "attack target":
      return (q) => { const b = q.battle(); return b === null || b.target < 0 ? [] : [b.target]; };
    default:
      cx.unsupported(span, `the reference "${what}"`);
      return NONE;
  }
}
