/**
 * fast-check generators of ASTs the canonical printer and the grammar can represent, for the
 * round-trip property `stripSpans(parse(print(ast))) == stripSpans(ast)`.
 *
 * "Representable" excludes a few shapes the surface syntax cannot tell apart (documented in
 * grammar/README.md, "Limits of the notation"): conditions have no parentheses (so `or` and `and`
 * nest only to the left), two capitalised qualifiers never stand side by side (`Sea Serpent` is one
 * race), `for each` appears only after a unit, a `while` duration only ends an action of the effect's
 * own sequence, and `either` does not nest directly.
 */
import fc from "fast-check";
import type * as A from "../../src/lang/ast.js";
import { NO_SPAN } from "../../src/lang/span.js";

const span = NO_SPAN;

const players: A.PlayerRef[] = ["you", "your opponent", "each player", "both players", "its controller", "its owner"];
const owners: A.Owner[] = ["your", "your opponent's", "their", "its owner's", "any"];
const zones: A.Zone[] = ["hand", "deck", "extra deck", "graveyard", "banished", "field"];
const phases: A.PhaseName[] = [
  "draw phase", "standby phase", "main phase 1", "battle phase", "main phase 2", "end phase", "damage step", "damage calculation",
];
const bindings = ["picked", "sheep", "victim"];
const counters = ["spell", "venom", "clock"];
const cardNames = ["Dark Hole", "Harpie's Feather Duster", "Blue-Eyes White Dragon", 'Say "Cheese"', "Back\\slash"];

const player = fc.constantFrom(...players);
const owner = fc.constantFrom(...owners);
const zone = fc.constantFrom(...zones);
const phase = fc.constantFrom(...phases);
const bindingName = fc.constantFrom(...bindings);
const counterName = fc.constantFrom(...counters);
const small = fc.integer({ min: 1, max: 9 });
const cardName = fc.oneof(fc.constantFrom(...cardNames), fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\n\r]/.test(s)));

/** Whether an action holds a delayed effect (whose timing takes in every action after it). */
function hasDelayed(a: A.Action): boolean {
  return JSON.stringify(a).includes('"kind":"Delayed"');
}

function optionalField<K extends string, V>(key: K, arb: fc.Arbitrary<V>): fc.Arbitrary<Partial<Record<K, V>>> {
  return fc.option(arb, { nil: undefined }).map((v) => (v === undefined ? {} : ({ [key]: v } as Record<K, V>)));
}

function distinctList<T>(values: readonly T[], min = 1): fc.Arbitrary<T[]> {
  return fc.uniqueArray(fc.constantFrom(...values), { minLength: min, maxLength: Math.min(3, values.length) });
}

// ---------------------------------------------------------------------------------------------
// Selectors

const referenceName: fc.Arbitrary<A.ReferenceName> = fc.oneof(
  fc.constantFrom<A.ReferenceName>(
    { kind: "this card" }, { kind: "it" }, { kind: "them" }, { kind: "that card" }, { kind: "that monster" },
    { kind: "the equipped monster" }, { kind: "the bound monster" }, { kind: "the attacking monster" }, { kind: "the attack target" },
    { kind: "the battled monster" },
  ),
  bindingName.map((name): A.ReferenceName => ({ kind: "binding", name })),
);
const reference: fc.Arbitrary<A.Reference> = referenceName.map((ref) => ({ kind: "Reference", ref, span }));

const count: fc.Arbitrary<A.Count> = fc.oneof(
  fc.constantFrom<A.Count>({ kind: "a" }, { kind: "all" }, { kind: "any" }, { kind: "each" }, { kind: "no" }, { kind: "thatMany" }),
  small.map((n): A.Count => ({ kind: "exactly", n })),
  small.map((n): A.Count => ({ kind: "upTo", n })),
  fc.nat(3).map((n): A.Count => ({ kind: "atLeast", n })),
  fc.tuple(small, small).map(([a, b]): A.Count => ({ kind: "range", min: Math.min(a, b), max: Math.max(a, b) })),
);

const CAPITALISED = ["Warrior", "Sea Serpent", "Beast-Warrior", "Fiend", "Spellcaster"];
const OTHER_QUALIFIERS = [
  "DARK", "LIGHT", "face-up", "face-down", "tuner", "non-tuner", "fusion", "ritual", "synchro", "normal", "effect", "flip",
  "attack position", "defense position", "special summoned", "tribute summoned", "normal summoned", "flip summoned",
];
const qualifierWord = fc.constantFrom(...CAPITALISED, ...OTHER_QUALIFIERS).map((word): A.QualifierWord => ({ kind: "QualifierWord", word, span }));
const qualifier = fc.array(qualifierWord, { minLength: 1, maxLength: 2 }).map((options): A.Qualifier => ({ kind: "Qualifier", options, span }));

const isCapitalised = (w: A.QualifierWord | undefined): boolean => w !== undefined && CAPITALISED.includes(w.word);

/** `Warrior Fiend` would read back as one two-word race: keep such neighbours apart. */
function separateCapitalised(qs: A.Qualifier[]): A.Qualifier[] {
  const out: A.Qualifier[] = [];
  for (const q of qs) {
    const prev = out[out.length - 1];
    if (prev !== undefined && isCapitalised(prev.options[prev.options.length - 1]) && isCapitalised(q.options[0])) continue;
    out.push(q);
  }
  return out;
}

const noun: fc.Arbitrary<A.Noun> = fc.oneof(
  fc.constantFrom<A.Noun>(
    { kind: "card" }, { kind: "monster" }, { kind: "spell card" }, { kind: "trap card" }, { kind: "spell/trap card" }, { kind: "token" },
  ),
  cardName.map((name): A.Noun => ({ kind: "named", name, span })),
);

const place: fc.Arbitrary<A.Place> = fc.oneof(
  fc.constant<A.Place>({ kind: "OnField", span }),
  player.map((p): A.Place => ({ kind: "ControlledBy", player: p, span })),
  fc
    .record({ owner, zones: distinctList(zones), preposition: fc.constantFrom<"in" | "from">("in", "from") })
    .map((r): A.Place => ({ kind: "InZones", ...r, span })),
  bindingName.map((name): A.Place => ({ kind: "InBinding", name, span })),
);

function filter(depth: number): fc.Arbitrary<A.Filter> {
  return fc.oneof(
    fc
      .record({ stat: fc.constantFrom<"ATK" | "DEF" | "level">("ATK", "DEF", "level"), op: compareOp, value: expr(depth - 1) })
      .map((r): A.Filter => ({ kind: "StatFilter", ...r, span })),
    counterName.map((counter): A.Filter => ({ kind: "CounterFilter", counter, span })),
    fc
      .record({ which: fc.constantFrom<"lowest" | "highest">("lowest", "highest"), stat: fc.constantFrom<"ATK" | "DEF" | "level">("ATK", "DEF", "level") })
      .map((r): A.Filter => ({ kind: "ExtremeFilter", ...r, span })),
    declareKind.map((what): A.Filter => ({ kind: "DeclaredFilter", what, span })),
    reference.map((of): A.Filter => ({ kind: "SameNameFilter", of, span })),
    reference.map((of): A.Filter => ({ kind: "ListedFilter", of, span })),
  );
}

const declareKind = fc.constantFrom<A.DeclareKind>("card name", "card type", "race", "attribute", "level");

function cardSet(depth: number, countArb: fc.Arbitrary<A.Count> = count): fc.Arbitrary<A.CardSet> {
  return fc
    .record({
      count: countArb,
      other: fc.boolean(),
      qualifiers: fc.array(qualifier, { maxLength: 2 }).map(separateCapitalised),
      noun,
      filters: depth > 0 ? fc.array(filter(depth), { maxLength: 2 }) : fc.constant<A.Filter[]>([]),
      place: fc.option(place, { nil: undefined }),
      random: fc.oneof({ arbitrary: fc.constant(false), weight: 5 }, { arbitrary: fc.constant(true), weight: 1 }),
      orSet: fc.oneof({ arbitrary: fc.constant(false), weight: 5 }, { arbitrary: fc.constant(true), weight: 1 }),
      normalSummonable: fc.oneof({ arbitrary: fc.constant(false), weight: 8 }, { arbitrary: fc.constant(true), weight: 1 }),
      summonedThisTurn: fc.oneof({ arbitrary: fc.constant(false), weight: 8 }, { arbitrary: fc.constant(true), weight: 1 }),
      destroyedThisTurn: fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: fc.constantFrom<"battle" | "any">("battle", "any"), weight: 1 }),
      controlChangeable: fc.oneof({ arbitrary: fc.constant(false), weight: 8 }, { arbitrary: fc.constant(true), weight: 1 }),
      equippedTo: fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: fc.constant<A.Reference>({ kind: "Reference", ref: { kind: "this card" }, span }), weight: 1 }),
      equippedWith: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 8 },
        { arbitrary: fc.constantFrom<A.CardSet>({ kind: "CardSet", count: { kind: "a" }, other: false, qualifiers: [{ kind: "Qualifier", options: [{ kind: "QualifierWord", word: "equip", span }], span }], noun: { kind: "card" }, filters: [], span }), weight: 1 },
      ),
      except:
        depth > 0
          ? fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: fc.oneof(reference, cardSet(depth - 1)), weight: 1 })
          : fc.constant(undefined),
    })
    .map(({ place: p, random, orSet, normalSummonable, summonedThisTurn, destroyedThisTurn, controlChangeable, equippedTo, equippedWith, except, ...r }): A.CardSet => ({
      kind: "CardSet",
      ...r,
      ...(p === undefined ? {} : { place: p }),
      ...(except === undefined ? {} : { except }),
      ...(random ? { random: true } : {}),
      ...(orSet ? { orSet: true } : {}),
      ...(normalSummonable ? { normalSummonable: true } : {}),
      ...(summonedThisTurn && destroyedThisTurn === undefined ? { summonedThisTurn: true } : {}),
      ...(destroyedThisTurn === undefined ? {} : { destroyedThisTurn }),
      ...(controlChangeable ? { controlChangeable: true } : {}),
      ...(equippedTo === undefined ? {} : { equippedTo }),
      ...(equippedWith === undefined ? {} : { equippedWith }),
      span,
    }));
}

/** `you have X except Y in your hand` would read the place as Y's: `have` items have no `except`. */
function withoutExcept(s: A.Selector): A.Selector {
  if (s.kind !== "CardSet" || s.except === undefined) return s;
  const { except: _, ...rest } = s;
  return rest;
}

/**
 * `flip Warrior monsters …` at the start of an action is the verb `flip`: a bare plural whose first
 * qualifier is `flip` cannot be the subject of an action (grammar/README.md, limits).
 */
function actionSubject(s: A.Selector): A.Selector {
  if (s.kind !== "CardSet" || s.count.kind !== "each" || s.qualifiers[0]?.options[0]?.word !== "flip") return s;
  return { ...s, count: { kind: "all" } };
}

function selector(depth: number): fc.Arbitrary<A.Selector> {
  const top = fc
    .record({ count: depth > 0 ? expr(depth - 1) : small.map(num), owner })
    .map((r): A.Selector => ({ kind: "TopOfDeck", ...r, span }));
  return fc.oneof({ arbitrary: reference, weight: 2 }, { arbitrary: cardSet(depth), weight: 4 }, { arbitrary: top, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Expressions and conditions

const compareOp = fc.constantFrom<A.CompareOp>("<=", ">=", "<", ">", "=", "!=");

function num(value: number): A.Expr {
  return { kind: "Num", value, span };
}

function expr(depth: number): fc.Arbitrary<A.Expr> {
  const leaves: fc.Arbitrary<A.Expr>[] = [
    fc.nat(5000).map(num),
    fc.record({ of: reference, stat: fc.constantFrom<"ATK" | "DEF" | "level">("ATK", "DEF", "level"), original: fc.boolean() }).map(
      ({ original, ...r }): A.Expr => (original ? { kind: "StatOf", ...r, original: true, span } : { kind: "StatOf", ...r, span }),
    ),
    player.map((p): A.Expr => ({ kind: "LifeOf", player: p, span })),
    fc.constant<A.Expr>({ kind: "ThatMany", span }),
    fc.constant<A.Expr>({ kind: "ThatDamage", span }),
    fc.constant<A.Expr>({ kind: "AmountPaid", span }),
  ];
  if (depth <= 0) return fc.oneof(...leaves);
  const sub = expr(depth - 1);
  return fc.oneof(
    { arbitrary: fc.oneof(...leaves), weight: 4 },
    { arbitrary: sub.map((of): A.Expr => ({ kind: "Half", of, span })), weight: 1 },
    { arbitrary: selector(depth - 1).map((of): A.Expr => ({ kind: "CountOf", of, span })), weight: 1 },
    {
      arbitrary: fc.record({ counter: counterName, on: selector(depth - 1) }).map((r): A.Expr => ({ kind: "CountersOn", ...r, span })),
      weight: 1,
    },
    {
      // `the number of your standby phases since this card was activated`
      arbitrary: fc
        .record({ player, phase: fc.constantFrom<A.PhaseName>("draw phase", "standby phase", "main phase 1", "battle phase", "main phase 2", "end phase") })
        .map((r): A.Expr => ({ kind: "PhasesSince", ...r, span })),
      weight: 1,
    },
    {
      arbitrary: fc.record({ op: fc.constantFrom<"+" | "-" | "*">("+", "-", "*"), left: sub, right: sub }).map((r): A.Expr => ({ kind: "Binary", ...r, span })),
      weight: 2,
    },
  );
}

/** `<amount> for each <countable>`: only where a unit follows the amount. */
function amount(depth: number): fc.Arbitrary<A.Expr> {
  const countable: fc.Arbitrary<A.Countable> = fc.oneof(
    cardSet(depth - 1, fc.constant<A.Count>({ kind: "each" })).map((selector): A.Countable => ({ kind: "CountCards", selector, span })),
    fc.record({ counter: counterName, on: selector(depth - 1) }).map((r): A.Countable => ({ kind: "CountCounters", ...r, span })),
  );
  return fc.oneof(
    { arbitrary: expr(depth), weight: 3 },
    { arbitrary: fc.record({ amount: expr(depth), per: countable }).map((r): A.Expr => ({ kind: "ForEach", ...r, span })), weight: 1 },
  );
}

const cardState = fc.constantFrom<A.CardState>(
  "face-up", "face-down", "attacking", "attacking directly", "attack position", "defense position", "on the field", "in the graveyard", "equipped", "battling", "attacked", "normal summoned", "tribute summoned", "special summoned", "flip summoned",
);

/** The events a `was … this turn` condition can name. */
function pastEvent(depth: number): fc.Arbitrary<A.Event> {
  const sel = selector(depth);
  return fc.oneof(
    fc.record({ subject: sel, ways: summonKinds }).map((r): A.Event => ({ kind: "Summoned", ...r, would: false, span })),
    sel.map((subject): A.Event => ({ kind: "Flipped", subject, span })),
    fc.tuple(sel, optionalField("by", fc.constantFrom<"battle" | "effect">("battle", "effect"))).map(([subject, by]): A.Event => ({ kind: "Destroyed", subject, ...by, span })),
    fc.tuple(sel, player).map(([subject, byPlayer]): A.Event => ({ kind: "Destroyed", subject, by: "effect", byPlayer, span })),
    sel.map((subject): A.Event => ({ kind: "SentToGraveyard", subject, span })),
  );
}
const historyAction = fc.constantFrom<A.HistoryAction>("summon", "normal summon", "special summon", "attack");

function atom(depth: number, allowHas: boolean): fc.Arbitrary<A.Condition> {
  const d = Math.max(0, depth - 1);
  const options: fc.Arbitrary<A.Condition>[] = [
    fc.record({ player, selector: selector(d) }).map((r): A.Condition => ({ kind: "Controls", ...r, span })),
    fc.record({ left: expr(d), op: compareOp, right: expr(d) }).map((r): A.Condition => ({ kind: "Compare", ...r, span })),
    selector(d).map((s): A.Condition => ({ kind: "Exists", selector: s, span })),
    fc.record({ subject: selector(d), state: cardState }).map((r): A.Condition => ({ kind: "Is", ...r, span })),
    fc.record({ player, did: fc.boolean(), action: historyAction }).map((r): A.Condition => ({ kind: "DidThisTurn", ...r, span })),
    small.map((index): A.Condition => ({ kind: "EffectUsed", index, span })),
    fc.boolean().map((right): A.Condition => ({ kind: "CallRight", right, span })),
    player.map((p): A.Condition => ({ kind: "TurnOf", player: p, span })),
    phase.map((p): A.Condition => ({ kind: "PhaseIs", phase: p, span })),
    fc
      .record({ event: pastEvent(d), period: fc.constantFrom<A.HistoryPeriod>("this turn", "since your last standby phase") })
      .map((r): A.Condition => ({ kind: "Happened", ...r, span })),
  ];
  if (allowHas) {
    options.push(
      fc
        .record({ player, items: fc.array(selector(d).map(withoutExcept), { minLength: 1, maxLength: 3 }), zone })
        .map((r): A.Condition => ({ kind: "Has", ...r, span })),
    );
  }
  return fc.oneof(...options);
}

/** `and` binds tighter than `or`, both to the left; `not` applies to one atom; no parentheses. */
function condition(depth: number): fc.Arbitrary<A.Condition> {
  const notAtom = fc.oneof(
    { arbitrary: atom(depth, true), weight: 5 },
    { arbitrary: atom(depth, true).map((of): A.Condition => ({ kind: "Not", of, span })), weight: 1 },
  );
  // A `have … in your hand` list would swallow the next conjunct's first card: keep it last.
  const leftAtom = atom(depth, false);
  const conj = fc
    .tuple(fc.array(leftAtom, { maxLength: 2 }), notAtom)
    .map(([left, last]) => [...left, last].reduce((l, r): A.Condition => ({ kind: "And", left: l, right: r, span })));
  return fc
    .array(conj, { minLength: 1, maxLength: 2 })
    .map((cs) => cs.reduce((l, r): A.Condition => ({ kind: "Or", left: l, right: r, span })));
}

// ---------------------------------------------------------------------------------------------
// Actions

function duration(depth: number, allowWhile: boolean): fc.Arbitrary<A.Duration | undefined> {
  const options: fc.Arbitrary<A.Duration | undefined>[] = [
    fc.constant(undefined),
    fc.constant<A.Duration>({ kind: "UntilEndOfTurn", span }),
    fc.constant<A.Duration>({ kind: "UntilEndOfDamageStep", span }),
    small.map((turns): A.Duration => ({ kind: "ForTurns", turns, span })),
    fc.tuple(small, player).map(([turns, whose]): A.Duration => ({ kind: "ForTurns", turns, whose, span })),
  ];
  if (allowWhile && depth > 0) options.push(condition(depth - 1).map((c): A.Duration => ({ kind: "While", condition: c, span })));
  return fc.oneof(...options);
}

function withDuration<N extends object>(node: N, d: A.Duration | undefined): N {
  return d === undefined ? node : { ...node, duration: d };
}

const restriction: fc.Arbitrary<A.Restriction> = fc.oneof(
  fc.constantFrom<A.Restriction>(
    { kind: "attack" }, { kind: "be attacked" }, { kind: "be targeted" }, { kind: "be activated" }, { kind: "change position" },
    { kind: "change control" }, { kind: "be moved" }, { kind: "be banished", byOpponent: false }, { kind: "be banished", byOpponent: true },
  ),
  fc.array(cardName, { minLength: 1, maxLength: 2 }).map((names): A.Restriction => ({ kind: "be affected by name", names })),
  fc.constantFrom<"battle" | "effect" | "any">("battle", "effect", "any").map((by): A.Restriction => ({ kind: "be destroyed", by })),
  fc.boolean().map((forTributeSummon): A.Restriction => ({ kind: "be tributed", forTributeSummon })),
  fc.constantFrom<"any" | "normal" | "special">("any", "normal", "special").map((how): A.Restriction => ({ kind: "summon", how })),
  fc.constantFrom<A.Restriction>({ kind: "attack directly" }, { kind: "enter battle phase" }, { kind: "add from deck" }),
  // `cannot attack monsters except toon monsters`: the one shape of the object the grammar reads
  cardSet(0).map(
    (except): A.Restriction => ({ kind: "attack target", object: { kind: "CardSet", count: { kind: "each" }, other: false, qualifiers: [], noun: { kind: "monster" }, filters: [], except, span } }),
  ),
  fc
    .constantFrom<A.ActivationNoun>("card or effect", "spell card", "trap card", "spell/trap card", "monster effect", "effect")
    .map((what): A.Restriction => ({ kind: "activate", what })),
);

const positionsArb = distinctList<A.BattlePosition>(["attack", "defense", "face-down defense"], 0);
const actor = optionalField("actor", player);
const binding = optionalField("binding", bindingName);

/**
 * An action. `tail` says whether it may end with a `while` condition: only an action of the
 * effect's own sequence may, since in a cost list or an `either` the condition would take the
 * following `and` / `or` as its own.
 */
function action(depth: number, tail: boolean, allowEither = true): fc.Arbitrary<A.Action> {
  const d = Math.max(0, depth - 1);
  const sel = selector(d);
  const subjectSel = sel.map(actionSubject);
  const dur = duration(d, tail);
  // `unless you …` takes a cost that cannot end with a duration (it would take the restriction's)
  const unlessCost: fc.Arbitrary<A.Action> = fc.oneof(
    expr(d).map((amount): A.Action => ({ kind: "LifePoints", verb: "pay", amount, span })),
    fc.integer({ min: 1, max: 5000 }).map((value): A.Action => ({ kind: "LifePoints", verb: "pay", amount: { kind: "Num", value, span }, multiple: true, span })),
    fc.tuple(sel, binding).map(([object, b]): A.Action => ({ kind: "Discard", object, ...b, span })),
    fc.tuple(sel, binding).map(([object, b]): A.Action => ({ kind: "Tribute", object, ...b, span })),
    fc.tuple(sel, binding).map(([object, b]): A.Action => ({ kind: "Move", verb: "banish", to: "banished", object, ...b, span })),
  );
  const permission: fc.Arbitrary<A.Permission> = fc.oneof(
    fc.constantFrom<A.Permission>({ kind: "attack again" }, { kind: "attack again", inARow: true }, { kind: "attack directly" }, { kind: "piercing" }, { kind: "additional normal summon" }),
    fc
      .constantFrom<A.ActivationNoun>("card or effect", "spell card", "trap card", "spell/trap card", "monster effect", "effect")
      .map((what): A.Permission => ({ kind: "activate from hand", what })),
    sel.map((object): A.Permission => ({ kind: "tribute", object })),
    cardSet(0).map((set): A.Permission => ({ kind: "double tribute", tributes: 2, for: set })),
  );
  const subjectOrPlayer = fc.oneof(subjectSel, player.map((p): A.PlayerSubject => ({ kind: "PlayerSubject", player: p, span })));
  const moveTo = fc.oneof(
    fc.record({ verb: fc.constant<"banish">("banish"), to: fc.constant<A.Destination>("banished") }),
    fc.record({
      verb: fc.constantFrom<"send" | "return" | "add" | "place">("send", "return", "add", "place"),
      to: fc.constantFrom<A.Destination>("graveyard", "banished", "hand", "deck", "deck top", "deck bottom", "extra deck"),
    }),
  );
  const simple: fc.Arbitrary<A.Action>[] = [
    sel.map((object): A.Action => ({ kind: "Destroy", object, span })),
    sel.map((object): A.Action => ({ kind: "Destroy", object, banish: true, span })),
    fc
      .tuple(moveTo, sel, actor, binding, fc.option(fc.constantFrom<A.Owner>("your opponent's", "its owner's"), { nil: undefined }))
      .map(([m, object, a, b, o]): A.Action => ({ kind: "Move", ...m, object, ...a, ...b, ...(o === undefined || m.verb === "banish" ? {} : { owner: o }), span })),
    fc.tuple(expr(d), actor).map(([c, a]): A.Action => ({ kind: "Draw", count: c, ...a, span })),
    fc.tuple(sel, actor, binding).map(([object, a, b]): A.Action => ({ kind: "Discard", object, ...a, ...b, span })),
    fc.tuple(sel, binding).map(([object, b]): A.Action => ({ kind: "Tribute", object, ...b, span })),
    fc.tuple(sel, positionsArb, actor, binding).map(([object, positions, a, b]): A.Action => ({ kind: "SpecialSummon", object, positions, ...a, ...b, span })),
    fc.tuple(sel, sel).map(([object, materials]): A.Action => ({ kind: "FusionSummon", object, materials, span })),
    fc
      .record({ object: sel, tributes: sel, levelRule: fc.constantFrom<"at least" | "exactly">("at least", "exactly"), level: expr(d) })
      .map((r): A.Action => ({ kind: "RitualSummon", ...r, span })),
    fc.record({ object: sel, to: fc.constantFrom<A.BattlePosition>("attack", "defense", "face-down defense") }).map((r): A.Action => ({ kind: "ChangePosition", ...r, span })),
    fc.record({ object: sel, face: fc.constantFrom<"face-up" | "face-down">("face-up", "face-down") }).map((r): A.Action => ({ kind: "Flip", ...r, span })),
    sel.map((object): A.Action => ({ kind: "Flip", object, face: "face-up", noFlipEffects: true, span })),
    fc
      .tuple(fc.constantFrom<A.Stat[]>(["ATK"], ["DEF"], ["ATK", "DEF"]), sel, dur)
      .map(([stats, object, du]): A.Action => withDuration({ kind: "ReverseChanges", stats, object, span }, du)),
    fc.record({ attacker: subjectSel, target: sel }).map((r): A.Action => ({ kind: "Battle", ...r, span })),
    fc.constant<A.Action>({ kind: "DrawGame", span }),
    fc.constant<A.Action>({ kind: "EndBattlePhase", span }),
    fc.tuple(fc.constantFrom<A.Owner>("your", "your opponent's", "their"), sel, binding).map(([deck, until, b]): A.Action => ({ kind: "RevealUntil", deck, until, ...b, span })),
    fc.tuple(sel, dur).map(([object, du]): A.Action => withDuration({ kind: "TakeControl", object, span }, du)),
    distinctList<A.NegateTarget>(["activation", "effect", "summon", "attack"]).map((what): A.Action => ({ kind: "Negate", what, span })),
    fc.record({ amount: amount(d), to: player }).map((r): A.Action => ({ kind: "Damage", ...r, equalTo: false, span })),
    fc.record({ amount: expr(d), to: player }).map((r): A.Action => ({ kind: "Damage", ...r, equalTo: true, span })),
    fc
      .tuple(fc.constantFrom<"gain" | "lose" | "pay">("gain", "lose", "pay"), amount(d), actor)
      .map(([verb, am, a]): A.Action => ({ kind: "LifePoints", verb, amount: am, ...a, span })),
    fc
      .tuple(subjectSel, fc.constantFrom<"gain" | "lose">("gain", "lose"), amount(d), fc.constantFrom<A.ModifiedStat[]>(["ATK"], ["DEF"], ["ATK", "DEF"], ["level"]), dur)
      .map(([object, change, am, stats, du]): A.Action => withDuration({ kind: "ModifyStat", object, change, amount: am, stats, span }, du)),
    fc
      .tuple(sel, fc.constantFrom<A.Stat>("ATK", "DEF"), expr(d), dur)
      .map(([object, stat, value, du]): A.Action => withDuration({ kind: "SetStat", object, stat, value, span }, du)),
    fc
      .record({ verb: fc.constantFrom<"place" | "remove">("place", "remove"), count: fc.nat(5).map(num), counter: counterName, on: sel })
      .map((r): A.Action => ({ kind: "Counters", ...r, span })),
    fc.tuple(owner, actor).map(([o, a]): A.Action => ({ kind: "Shuffle", owner: o, ...a, span })),
    fc.record({ object: sel, to: sel }).map((r): A.Action => ({ kind: "Equip", ...r, span })),
    sel.map((to): A.Action => ({ kind: "Bind", to, span })),
    fc.tuple(sel, actor, binding).map(([object, a, b]): A.Action => ({ kind: "Reveal", object, ...a, ...b, span })),
    fc.tuple(fc.constantFrom<"coin" | "die">("coin", "die"), binding).map(([what, b]): A.Action => ({ kind: "Random", what, ...b, span })),
    fc.tuple(fc.constantFrom<Partial<A.Random>>({ call: true }, { count: 3 }), binding).map(([v, b]): A.Action => ({ kind: "Random", what: "coin", ...v, ...b, span })),
    fc.tuple(player, phase, optionalField("count", small)).map(([p, ph, c]): A.Action => ({ kind: "SkipPhase", player: p, phase: ph, ...c, span })),
    fc
      .tuple(subjectOrPlayer, restriction, optionalField("unless", unlessCost), dur)
      .map(([subject, what, u, du]): A.Action => withDuration({ kind: "Restrict", subject, what, ...u, span }, du)),
    fc.tuple(subjectOrPlayer, permission, dur).map(([subject, what, du]): A.Action => withDuration({ kind: "Permit", subject, what, span }, du)),
    fc.tuple(sel, actor).map(([object, a]): A.Action => ({ kind: "LookAt", object, ...a, span })),
    fc.tuple(declareKind, actor).map(([what, a]): A.Action => ({ kind: "Declare", what, ...a, span })),
    fc.tuple(sel, actor, binding).map(([object, a, b]): A.Action => ({ kind: "Choose", object, ...a, ...b, span })),
    fc.record({ first: sel, second: sel }).map((r): A.Action => ({ kind: "SwapControl", ...r, span })),
    fc
      .record({ object: subjectSel, instead: fc.constantFrom<A.Redirect["instead"]>("leaving the field", "going to the graveyard") })
      .map((r): A.Action => ({ kind: "Redirect", ...r, span })),
    fc.tuple(sel, fc.boolean(), dur).map(([object, statement, du]): A.Action => withDuration({ kind: "NegateEffects", object, statement, span }, du)),
    fc.record({ player, object: sel }).map((r): A.Action => ({ kind: "Controls", ...r, span })),
    fc.tuple(player, dur).map(([p, du]): A.Action => withDuration({ kind: "NoBattleDamage", player: p, span }, du)),
    fc.tuple(sel, fc.constantFrom<"halved" | "doubled">("halved", "doubled"), dur).map(([object, change, du]): A.Action => withDuration({ kind: "BattleDamageChange", object, change, span }, du)),
    fc
      .tuple(player, fc.constantFrom<"effect" | "all">("effect", "all"), fc.option(player, { nil: undefined }), dur)
      .map(([p, damage, from, du]): A.Action => withDuration({ kind: "NoBattleDamage", player: p, damage, ...(from === undefined ? {} : { from }), span }, du)),
    player.map((p): A.Action => ({ kind: "Win", player: p, span })),
    player.map((p): A.Action => ({ kind: "RevealHand", player: p, span })),
    subjectSel.map((subject): A.Action => ({ kind: "MustAttack", subject, span })),
  ];
  if (depth <= 0) return fc.oneof(...simple);
  const compound: fc.Arbitrary<A.Action>[] = [
    fc
      .record({ condition: condition(d), action: action(d, tail, allowEither) })
      .map((r): A.Action => ({ kind: "Conditional", ...r, span })),
    // `, otherwise` binds to the nearest `if`: the `then` action is a simple one
    fc
      .record({ condition: condition(d), action: action(0, tail, false), otherwise: action(d, tail, allowEither) })
      .map((r): A.Action => ({ kind: "Conditional", ...r, span })),
    fc
      .tuple(
        fc.oneof(
          fc.record({ mode: fc.constant<"during">("during"), events: fc.array(phaseEvent, { minLength: 1, maxLength: 2 }) }),
          fc.record({ mode: fc.constant<"when">("when"), events: fc.array(event(d), { minLength: 1, maxLength: 2 }) }),
        ),
        duration(d, false),
        action(d, tail, allowEither),
        fc.array(
          fc.record({ connector: fc.constantFrom<A.Connector>("then", "and if you do", "also"), action: action(0, tail, false) }).map((r) => ({ ...r, span })),
          { maxLength: 2 },
        ),
      )
      .filter(([, , inner, rest]) => [inner, ...rest.map((r) => r.action)].slice(0, -1).every((a) => !hasDelayed(a)))
      .map(([t, du, inner, rest]): A.Action => ({
        kind: "Delayed",
        timing: { kind: "Timing", ...t, span },
        ...(du === undefined ? {} : { duration: du }),
        action: inner,
        ...(rest.length === 0 ? {} : { rest }),
        span,
      })),
    // `until end of turn, <action>`: an action starting with `when`/`during` would read as a delayed effect.
    action(d, tail, allowEither)
      .filter((inner) => inner.kind !== "Delayed" && inner.kind !== "Lasting")
      .map((inner): A.Action => ({ kind: "Lasting", duration: { kind: "UntilEndOfTurn", span }, action: inner, span })),
  ];
  if (allowEither) {
    compound.push(
      fc.array(action(d, false, false), { minLength: 2, maxLength: 3 }).map((options): A.Action => ({ kind: "Either", options, span })),
    );
  }
  return fc.oneof({ arbitrary: fc.oneof(...simple), weight: 6 }, { arbitrary: fc.oneof(...compound), weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Events, effects, cards

const summonKinds = fc.uniqueArray(
  fc.constantFrom<A.SummonKind>("normal", "flip", "special", "tribute", "fusion", "ritual", "synchro"),
  { maxLength: 3 },
);

function event(depth: number): fc.Arbitrary<A.Event> {
  const sel = selector(depth);
  const wouldDestroy = optionalField("wouldDestroy", sel);
  return fc.oneof(
    fc.record({ subject: sel, ways: summonKinds, would: fc.boolean() }).map((r): A.Event => ({ kind: "Summoned", ...r, span })),
    // `… is special summoned from your graveyard`
    fc
      .record({ subject: sel, ways: summonKinds, zone: fc.constantFrom<A.Zone>("hand", "deck", "extra deck", "graveyard", "banished"), owner: fc.option(owner, { nil: undefined }) })
      .map(({ subject, ways, zone, owner: o }): A.Event => ({ kind: "Summoned", subject, ways, would: false, from: o === undefined ? { zone } : { zone, owner: o }, span })),
    sel.map((subject): A.Event => ({ kind: "Flipped", subject, span })),
    fc.tuple(sel, optionalField("by", fc.constantFrom<"battle" | "effect">("battle", "effect"))).map(([subject, by]): A.Event => ({ kind: "Destroyed", subject, ...by, span })),
    fc.tuple(sel, player).map(([subject, byPlayer]): A.Event => ({ kind: "Destroyed", subject, by: "effect", byPlayer, span })),
    fc.tuple(sel, sel).map(([subject, w]): A.Event => ({ kind: "Destroyed", subject, by: "battle", with: w, span })),
    fc.tuple(sel, optionalField("by", fc.constantFrom<"battle" | "effect">("battle", "effect"))).map(([subject, by]): A.Event => ({ kind: "Destroyed", subject, ...by, toGraveyard: true, span })),
    fc.tuple(sel, optionalField("from", zone)).map(([subject, from]): A.Event => ({ kind: "SentToGraveyard", subject, ...from, span })),
    sel.map((subject): A.Event => ({ kind: "LeavesField", subject, span })),
    sel.map((subject): A.Event => ({ kind: "DeclaresAttack", subject, span })),
    fc
      .tuple(fc.constantFrom<A.ActivationNoun>("card or effect", "spell card", "trap card", "spell/trap card", "monster effect", "effect"), wouldDestroy)
      .map(([what, w]): A.Event => ({ kind: "Activated", what, ...w, span })),
    fc
      .tuple(
        fc.constantFrom<A.ActivationNoun>("card or effect", "spell card", "trap card", "monster effect"),
        optionalField("by", player),
        sel,
        fc.boolean(),
        optionalField("moment", fc.constantFrom<A.ActivationMoment>("would resolve", "resolves")),
      )
      .map(([what, by, selector, only, moment]): A.Event => ({ kind: "Activated", what, ...by, targets: { selector, ...(only ? { only: true as const } : {}) }, ...moment, span })),
    player.map((p): A.Event => ({ kind: "TakesBattleDamage", player: p, span })),
    fc
      .tuple(player, fc.option(cardName, { nil: undefined }))
      .map(([p, name]): A.Event => ({ kind: "TakesBattleDamage", player: p, damage: "effect", ...(name === undefined ? {} : { exceptFrom: { name, span } }), span })),
    player.map((p): A.Event => ({ kind: "Draws", player: p, span })),
    sel.map((subject): A.Event => ({ kind: "Discarded", subject, span })),
    sel.map((subject): A.Event => ({ kind: "Banished", subject, span })),
    fc.tuple(sel, sel).map(([subject, to]): A.Event => ({ kind: "Equipped", subject, to, span })),
    fc.tuple(sel, fc.boolean()).map(([subject, f]): A.Event => ({ kind: "Tributed", subject, ...(f ? { forSummon: true as const } : {}), span })),
    sel.map((subject): A.Event => ({ kind: "Targeted", subject, span })),
    fc.tuple(sel, fc.constantFrom<A.ActivationNoun>("spell card", "trap card", "spell/trap card", "monster effect")).map(([subject, by]): A.Event => ({ kind: "Targeted", subject, by, span })),
    phaseEvent,
    sel.map((subject): A.Event => ({ kind: "Battles", subject, span })),
    sel.map((subject): A.Event => ({ kind: "DestroysByBattle", subject, span })),
    fc.record({ subject: sel, player }).map((r): A.Event => ({ kind: "InflictsBattleDamage", ...r, span })),
  );
}

const phaseEvent: fc.Arbitrary<A.Event> = fc.oneof(
  fc.tuple(phase, optionalField("player", player)).map(([p, pl]): A.Event => ({ kind: "Phase", phase: p, ...pl, span })),
  // `the end of the battle phase`
  fc.constant<A.Event>({ kind: "Phase", phase: "battle phase", end: true, span }),
  // `your 2nd standby phase after activation`
  fc.tuple(phase, optionalField("player", player), fc.integer({ min: 1, max: 23 })).map(([p, pl, nth]): A.Event => ({ kind: "Phase", phase: p, ...pl, nth, span })),
);

const effectKinds: A.EffectKind[] = ["activate", "ignition", "trigger", "flip", "quick", "continuous", "maintenance", "procedure"];

function effect(depth: number): fc.Arbitrary<A.Effect> {
  const timing = fc
    .record({ mode: fc.constantFrom<"when" | "if" | "during">("when", "if", "during"), events: fc.array(event(depth - 1), { minLength: 1, maxLength: 2 }) })
    .map((r): A.Timing => ({ kind: "Timing", ...r, span }));
  const limit = fc
    .record({ per: fc.constantFrom<"turn" | "duel">("turn", "duel"), scope: fc.constantFrom<"copy" | "name">("copy", "name") })
    .map((r): A.UsageLimit => ({ kind: "UsageLimit", ...r, span }));
  const seq = fc
    .record({
      first: action(depth, true),
      rest: fc.array(
        fc
          .record({ connector: fc.constantFrom<A.Connector>("then", "and if you do", "also"), action: action(depth, true) })
          .map((r) => ({ ...r, span })),
        { maxLength: 2 },
      ),
    })
    .map((r): A.ActionSeq => ({ kind: "ActionSeq", ...r, span }))
    // Everything after a delayed effect's timing is part of it: a delayed effect ends its sequence.
    .filter((s) => [s.first, ...s.rest.map((r) => r.action)].slice(0, -1).every((a) => !hasDelayed(a)));
  const targetClause = fc
    .array(
      fc.tuple(selector(depth - 1), binding).map(([s, b]): A.TargetPick => ({ kind: "TargetPick", selector: s, ...b, span })),
      { minLength: 1, maxLength: 2 },
    )
    .map((picks): A.TargetClause => ({ kind: "TargetClause", picks, span }));
  const plainBody = fc
    .record({
      costs: fc.array(action(depth - 1, false), { maxLength: 2 }),
      targets: fc.array(targetClause, { maxLength: 2 }),
      actions: seq,
    })
    .map((r): A.EffectBody => ({ kind: "EffectBody", ...r, span }));
  // `choose one: { … } or { … }`: the options are bodies of their own
  const optionsBody = fc
    .record({
      costs: fc.array(action(depth - 1, false), { maxLength: 1 }),
      targets: fc.array(targetClause, { maxLength: 1 }),
      options: fc.array(plainBody, { minLength: 2, maxLength: 3 }),
    })
    .map(({ options, ...r }): A.EffectBody => ({
      kind: "EffectBody",
      ...r,
      actions: { kind: "ActionSeq", first: { kind: "Options", options, span }, rest: [], span },
      span,
    }));
  // An activation that is all cost (Toon World: `activate: cost pay 1000 LP.`)
  const costOnlyBody = fc.array(action(depth - 1, false), { minLength: 1, maxLength: 2 }).map((costs): A.EffectBody => ({ kind: "EffectBody", costs, targets: [], span }));
  const body = fc.oneof({ arbitrary: plainBody, weight: 5 }, { arbitrary: optionsBody, weight: 1 }, { arbitrary: costOnlyBody, weight: 1 });
  return fc
    .tuple(
      fc.constantFrom(...effectKinds),
      fc.boolean(),
      optionalField("location", zone),
      optionalField("timing", timing),
      optionalField("condition", condition(depth - 1)),
      optionalField("limit", limit),
      body,
    )
    .map(([effectKind, optional, loc, t, c, l, b]): A.Effect => ({ kind: "Effect", effectKind, optional, ...loc, ...t, ...c, ...l, body: b, span }));
}

function cardItem(depth: number): fc.Arbitrary<A.CardItem> {
  return fc.oneof(
    { arbitrary: effect(depth), weight: 6 },
    { arbitrary: fc.array(selector(depth - 1), { minLength: 1, maxLength: 3 }).map((items): A.CardItem => ({ kind: "Materials", items, span })), weight: 1 },
    { arbitrary: fc.array(selector(depth - 1), { minLength: 1, maxLength: 3 }).map((items): A.CardItem => ({ kind: "Materials", items, noSubstitute: true, span })), weight: 1 },
    { arbitrary: fc.constant<A.CardItem>({ kind: "FusionSubstitute", span }), weight: 1 },
    { arbitrary: fc.constant<A.CardItem>({ kind: "Unnegatable", span }), weight: 1 },
    { arbitrary: fc.constant<A.CardItem>({ kind: "Tributeless", span }), weight: 1 },
    { arbitrary: fc.tuple(fc.boolean(), cardName).map(([faceUp, name]): A.CardItem => ({ kind: "Unique", count: 1, faceUp, card: { name, span }, span })), weight: 1 },
    {
      arbitrary: distinctList<A.SummonWay>(["normal summoned", "set", "special summoned", "special summoned from the graveyard", "flip summoned"]).map(
        (forbids): A.CardItem => ({ kind: "SummonCondition", forbids, span }),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(distinctList<A.SummonWay>(["normal summoned", "set", "special summoned"]), condition(depth - 1))
        .map(([forbids, c]): A.CardItem => ({ kind: "SummonCondition", forbids, condition: c, span })),
      weight: 1,
    },
    { arbitrary: fc.record({ max: small, counter: counterName }).map((r): A.CardItem => ({ kind: "CounterLimit", ...r, span })), weight: 1 },
    { arbitrary: optionalField("for", fc.record({ turns: small, whose: player })).map((r): A.CardItem => ({ kind: "Lifetime", ...r, span })), weight: 1 },
  );
}

const cardRef: fc.Arbitrary<A.CardRef> = fc.oneof(
  cardName.map((name): A.CardRef => ({ kind: "CardName", name, span })),
  fc.integer({ min: 1, max: 99_999_999 }).map((id): A.CardRef => ({ kind: "CardId", id, span })),
);

/** A whole script file; `depth` bounds the nesting of selectors, expressions and actions. */
export function scriptFile(depth = 2): fc.Arbitrary<A.ScriptFile> {
  const card = fc
    .record({ ref: cardRef, items: fc.array(cardItem(depth), { maxLength: 3 }) })
    .map((r): A.CardScript => ({ kind: "Card", ...r, span }));
  return fc.array(card, { maxLength: 2 }).map((cards): A.ScriptFile => ({ kind: "File", cards, span }));
}
