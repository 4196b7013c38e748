/**
 * One record per verb of the language. Everything the language layer knows about an action lives
 * in its record: the nodes it holds (for every walk), how it prints, the categories it gives an
 * effect, the name it binds and the cards `it` means afterwards, whether it can be paid as a cost,
 * whether it lasts (and so needs a duration), and where the interpreter can run it. The table is
 * typed by the `Action` union, so a verb without a record, or a record missing a part, does not
 * compile; the interpreter's half of each record (its compilation) is keyed the same way in
 * `src/interp/verbs.ts`, and `test/lang/soundness.test.ts` holds the two halves together.
 * @module
 */
import type * as A from "./ast.js";
import type { CardDatabase } from "./carddata.js";
import type { Category } from "./check-types.js";
import {
  actorPossessive,
  amountWithUnit,
  bindingSuffix,
  bodyText,
  condition,
  conjugate,
  connectorWord,
  durationSuffix,
  event,
  expr,
  exprPrimary,
  isOne,
  isPlural,
  move,
  possessive,
  selector,
  verbFor,
} from "./print.js";
import { PERMISSIONS, RESTRICTIONS, subjectOf } from "./restrictions.js";

export type ActionKind = A.Action["kind"];
export type ActionOf<K extends ActionKind> = Extract<A.Action, { kind: K }>;

/**
 * Where an action stands: `effect` — done once when an effect resolves (or a delayed effect
 * happens); `cost` — paid on activation; `statement` — what holds while a continuous effect applies.
 */
export type ActionPlace = "effect" | "cost" | "statement";
export const ACTION_PLACES: readonly ActionPlace[] = ["effect", "cost", "statement"];

/** The child nodes of an action, visited in reading order (bindings come into scope in that order). */
export interface ActionChildren {
  selector(s: A.Selector): void;
  expr(e: A.Expr): void;
  condition(c: A.Condition): void;
  action(a: A.Action): void;
  body(b: A.EffectBody): void;
  events(t: A.Timing): void;
  duration(d: A.Duration | undefined): void;
}

/** A change that lasts beyond the resolution, and what diagnostics call it. */
export interface Lasting {
  what: string;
  duration: A.Duration | undefined;
}

export interface VerbRecord<N extends A.Action> {
  /** The verb's name in the reference (grammar/README.md). */
  name: string;
  /** How diagnostics name the verb as written (`send to the graveyard`, `pay LP`). */
  word: (n: N) => string;
  /** The forms an author writes (for grammar/README.md and `ygo explain`'s reader). */
  forms: readonly string[];
  /** What it does, in one sentence (grammar/README.md). */
  summary: string;
  children: (n: N, c: ActionChildren) => void;
  print: (n: N) => string;
  /** Categories it gives an effect when it is one of its actions (never as a cost). */
  categories: (n: N, db: CardDatabase) => readonly Category[];
  /** The `as name` it defines, if any. */
  binding?: (n: N) => string | undefined;
  /** The cards it picks on resolution, which a later `it`/`them` means. */
  chosen?: (n: N) => A.Selector | undefined;
  /** Whether it can be paid as a cost. */
  cost?: (n: N) => boolean;
  /** A lasting change: as an effect it needs a duration, as a statement it must not have one. */
  lasting?: (n: N) => Lasting | undefined;
  /**
   * The shapes of the verb (`player`/`card` subject, a restriction's kind…), all of them; a verb
   * with one shape has `[""]`.
   */
  variants: readonly string[];
  variant: (n: N) => string;
  /**
   * Where the interpreter runs each shape. A place missing here is one the verb cannot stand in
   * (the checker says so); a shape missing from its place's list is not supported there yet.
   */
  runs: Partial<Record<ActionPlace, readonly string[]>>;
  /** Places it stands in only by the rules of the language, checked by their own diagnostics (YGO2039, YGO2042). */
  only?: { continuous?: (n: N) => string | undefined };
}

export type VerbTable = { [K in ActionKind]: VerbRecord<ActionOf<K>> };

const ONE = [""] as const;
const single = { variants: ONE, variant: () => "" } as const;
const none = (): readonly Category[] => [];
/** The object of most verbs is what `it` means afterwards, unless it already names something. */
const objectChosen = (n: { object: A.Selector }): A.Selector | undefined => (n.object.kind === "Reference" ? undefined : n.object);
const EFFECT = { effect: ONE } as const;
const EFFECT_AND_COST = { effect: ONE, cost: ONE } as const;

const NEGATE_CATEGORY = {
  activation: "negate activation",
  summon: "negate summon",
  effect: "negate effect",
  attack: "negate attack",
} as const satisfies Record<A.NegateTarget, Category>;

const RESTRICT_VARIANTS = Object.keys(RESTRICTIONS).flatMap((k) => [`${k}/card`, `${k}/player`]);
const ACTIVATION_NOUNS: readonly A.ActivationNoun[] = ["card or effect", "spell card", "trap card", "spell/trap card", "monster effect", "effect"];
/** A permission's shape: its kind (with what may be activated from the hand) and its subject. */
const permitShape = (p: A.Permission): string => (p.kind === "activate from hand" ? `activate ${p.what} from hand` : p.kind);
const PERMIT_VARIANTS = Object.keys(PERMISSIONS)
  .flatMap((k) => (k === "activate from hand" ? ACTIVATION_NOUNS.map((n) => `activate ${n} from hand`) : [k]))
  .flatMap((k) => [`${k}/card`, `${k}/player`]);
/** A restriction runs for the subjects it is about (a player `cannot attack`: the monsters they control). */
/** Restrictions that are continuous statements only: no resolving effect of the pool says one. */
const STATEMENT_ONLY_RESTRICTIONS = ["attack target/card", "change control/card", "be affected by name/card", "be banished/card", "be moved/card"];
const RESTRICT_RUNS = Object.entries(RESTRICTIONS).flatMap(([k, r]) => r.subjects.map((s) => `${k}/${s}`));
// Only traps are ever activated from the hand by a permission in the pool (Makyura the Destructor).
const PERMIT_RUNS = Object.entries(PERMISSIONS).flatMap(([k, r]) => r.subjects.map((s) => `${k === "activate from hand" ? "activate trap card from hand" : k}/${s}`));

export const VERBS = {
  Conditional: {
    name: "if …",
    word: () => "if …",
    forms: ["if <condition>, <action>", "if <condition>, <action>, otherwise <action>"],
    summary: "checked on resolution: the action happens only if the condition holds (otherwise the other one does)",
    children: (n, c) => {
      c.condition(n.condition);
      c.action(n.action);
      if (n.otherwise !== undefined) c.action(n.otherwise);
    },
    print: (n) => `if ${condition(n.condition)}, ${printAction(n.action)}${n.otherwise === undefined ? "" : `, otherwise ${printAction(n.otherwise)}`}`,
    categories: none,
    ...single,
    runs: EFFECT,
  },
  Either: {
    name: "either … or …",
    word: () => "either … or …",
    forms: ["either <action> or <action>"],
    summary: "one of the actions that can be done happens (as a cost: one that can be paid); the player the first action names chooses (`either your opponent pays 1000 LP or …`), otherwise the acting player",
    children: (n, c) => n.options.forEach((o) => c.action(o)),
    print: (n) => `either ${n.options.map(printAction).join(" or ")}`,
    categories: none,
    cost: (n) => n.options.every(isCost),
    ...single,
    runs: EFFECT_AND_COST,
  },
  Destroy: {
    name: "destroy",
    word: () => "destroy",
    forms: ["destroy <cards>", "destroy and banish <cards>"],
    summary: "destroys the cards (each destruction is an event others watch); `and banish`: destroyed, they go to the banished pile, not the graveyard",
    children: (n, c) => c.selector(n.object),
    print: (n) => `destroy ${n.banish === true ? "and banish " : ""}${selector(n.object)}`,
    categories: (n) => (n.banish === true ? ["destroy", "banish"] : ["destroy"]),
    chosen: objectChosen,
    variants: ["this card", "other cards"],
    variant: (n) => (n.object.kind === "Reference" && n.object.ref.kind === "this card" && n.banish !== true ? "this card" : "other cards"),
    // As a statement, a card destroying itself while its condition holds (Tornado Wall, Berserk Gorilla).
    runs: { effect: ["this card", "other cards"], statement: ["this card"] },
  },
  Move: {
    name: "move",
    word: (n) => (n.verb === "send" ? "send to the graveyard" : n.verb === "return" ? `return to the ${n.to}` : n.verb),
    forms: [
      "send <cards> to the graveyard",
      "banish <cards> [face-down]",
      "return <cards> to the hand|deck|extra deck",
      "add <cards> [from your deck] to your hand",
      "place <cards> on top of|at the bottom of <whose> deck",
    ],
    summary: "moves cards between zones without destroying them; `add … from your deck` searches (the deck is shuffled)",
    children: (n, c) => c.selector(n.object),
    print: move,
    categories: (n) => {
      switch (n.verb) {
        case "send":
          return n.to === "graveyard" ? ["send to graveyard"] : ["to deck"];
        case "banish":
          return ["banish"];
        case "return":
          return n.to === "hand" ? ["bounce"] : ["to deck"];
        case "place":
          return ["to deck"];
        case "add": {
          const o = n.object;
          const fromDeck = o.kind === "CardSet" && o.place?.kind === "InZones" && o.place.zones.includes("deck");
          return [fromDeck ? "search" : "to hand"];
        }
      }
    },
    binding: (n) => n.binding,
    chosen: objectChosen,
    cost: (n) => n.verb === "banish" || (n.verb === "send" && n.to === "graveyard"),
    ...single,
    runs: EFFECT_AND_COST,
  },
  Draw: {
    name: "draw",
    word: () => "draw",
    forms: ["[<player>] draw <n> card(s)"],
    summary: "the player draws",
    children: (n, c) => c.expr(n.count),
    print: (n) => `${verbFor(n.actor, "draw")} ${exprPrimary(n.count)} ${isOne(n.count) ? "card" : "cards"}`,
    categories: () => ["draw"],
    ...single,
    runs: EFFECT,
  },
  Discard: {
    name: "discard",
    word: () => "discard",
    forms: ["[<player>] discard <cards> [as <name>]"],
    summary: "cards go from the hand to the graveyard (not a destruction)",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${verbFor(n.actor, "discard")} ${selector(n.object)}${bindingSuffix(n.binding)}`,
    categories: () => ["discard"],
    binding: (n) => n.binding,
    chosen: objectChosen,
    cost: () => true,
    ...single,
    runs: EFFECT_AND_COST,
  },
  Tribute: {
    name: "tribute",
    word: () => "tribute",
    forms: ["tribute <monsters> [as <name>]"],
    summary: "monsters are tributed (not destroyed, R-EFF-8); a binding keeps their last known stats",
    children: (n, c) => c.selector(n.object),
    print: (n) => `tribute ${selector(n.object)}${bindingSuffix(n.binding)}`,
    categories: () => ["tribute"],
    binding: (n) => n.binding,
    chosen: objectChosen,
    cost: () => true,
    ...single,
    runs: EFFECT_AND_COST,
  },
  SpecialSummon: {
    name: "special summon",
    word: () => "special summon",
    forms: ["[<player>] special summon <monsters> [in <position> [or <position>]] [as <name>]"],
    summary: "special summons the monsters from where the selector says (a token is created)",
    children: (n, c) => c.selector(n.object),
    print: (n) => {
      const pos = n.positions.length > 0 ? ` in ${n.positions.map((p) => `${p} position`).join(" or ")}` : "";
      return `${verbFor(n.actor, "special summon")} ${selector(n.object)}${pos}${bindingSuffix(n.binding)}`;
    },
    categories: (n, db) => {
      const o = n.object;
      const token = o.kind === "CardSet" && (o.noun.kind === "token" || (o.noun.kind === "named" && db.byName(o.noun.name)?.subtypes.includes("token") === true));
      return token ? ["special summon", "token"] : ["special summon"];
    },
    binding: (n) => n.binding,
    chosen: objectChosen,
    ...single,
    runs: EFFECT,
  },
  FusionSummon: {
    name: "fusion summon",
    word: () => "fusion summon",
    forms: ["fusion summon <fusion monster> using <materials>"],
    summary: "a fusion summon: the materials go to the graveyard, the fusion monster comes from the extra deck",
    children: (n, c) => {
      c.selector(n.object);
      c.selector(n.materials);
    },
    print: (n) => `fusion summon ${selector(n.object)} using ${selector(n.materials)}`,
    categories: () => ["fusion summon", "special summon"],
    chosen: objectChosen,
    ...single,
    runs: EFFECT,
  },
  RitualSummon: {
    name: "ritual summon",
    word: () => "ritual summon",
    forms: ["ritual summon <monster> by tributing <monsters> whose total level is at least|exactly <n>"],
    summary: "a ritual summon with tributes whose levels reach the total",
    children: (n, c) => {
      c.selector(n.object);
      c.selector(n.tributes);
      c.expr(n.level);
    },
    print: (n) => `ritual summon ${selector(n.object)} by tributing ${selector(n.tributes)} whose total level is ${n.levelRule} ${expr(n.level)}`,
    categories: () => ["ritual summon", "special summon"],
    chosen: objectChosen,
    ...single,
    runs: EFFECT,
  },
  ChangePosition: {
    name: "change position",
    word: () => "change position",
    forms: ["change <monsters> to attack|defense|face-down defense position", "change the battle position of <monsters>"],
    summary: "changes battle positions (as a statement: the monsters are kept in that position); `the battle position of` turns attack to defense, defense to attack, face-down to face-up attack",
    children: (n, c) => c.selector(n.object),
    print: (n) => (n.to === "the other" ? `change the battle position of ${selector(n.object)}` : `change ${selector(n.object)} to ${n.to} position`),
    categories: () => ["position"],
    chosen: objectChosen,
    variants: ["attack", "defense", "face-down defense", "the other"],
    variant: (n) => n.to,
    runs: { effect: ["attack", "defense", "face-down defense", "the other"], statement: ["attack", "defense"] },
  },
  Flip: {
    name: "flip",
    word: () => "flip",
    forms: ["flip <monsters> face-up|face-down", "flip <monsters> face-up without flip effects"],
    summary: "turns monsters face-up (their flip effects activate, R-EFF-1, unless `without flip effects`) or face-down",
    children: (n, c) => c.selector(n.object),
    print: (n) => `flip ${selector(n.object)} ${n.face}${n.noFlipEffects === true ? " without flip effects" : ""}`,
    categories: () => ["flip", "position"],
    chosen: objectChosen,
    variants: ["face-up", "face-down", "face-up without flip effects"],
    variant: (n) => (n.noFlipEffects === true ? "face-up without flip effects" : n.face),
    runs: { effect: ["face-up", "face-down", "face-up without flip effects"] },
  },
  TakeControl: {
    name: "take control",
    word: () => "take control",
    forms: ["take control of <monsters> <duration>"],
    summary: "the acting player controls the monsters for the duration",
    children: (n, c) => {
      c.selector(n.object);
      c.duration(n.duration);
    },
    print: (n) => `take control of ${selector(n.object)}${durationSuffix(n.duration)}`,
    categories: () => ["control"],
    chosen: objectChosen,
    lasting: (n) => ({ what: "taking control", duration: n.duration }),
    ...single,
    runs: EFFECT,
  },
  Negate: {
    name: "negate",
    word: () => "negate",
    forms: ["negate the activation|effect|summon|attack [or …]"],
    summary: "negates what the effect answers (an activation, its effect, a summon or an attack)",
    children: () => {},
    print: (n) => `negate the ${n.what.join(" or ")}`,
    categories: (n) => n.what.map((w) => NEGATE_CATEGORY[w]),
    ...single,
    runs: EFFECT,
  },
  Damage: {
    name: "inflict damage",
    word: () => "inflict damage",
    forms: ["inflict <n> damage to <player>", "inflict damage equal to <expr> to <player>"],
    summary: "effect damage to a player",
    children: (n, c) => c.expr(n.amount),
    print: (n) => (n.equalTo ? `inflict damage equal to ${expr(n.amount)} to ${n.to}` : `inflict ${amountWithUnit(n.amount, "damage")} to ${n.to}`),
    categories: () => ["damage"],
    ...single,
    runs: EFFECT,
  },
  LifePoints: {
    name: "gain/lose LP",
    word: (n) => `${n.verb} LP`,
    forms: ["[<player>] gain|lose|pay <n> LP", "pay half your LP", "pay any multiple of 1000 LP"],
    summary: "changes a player's LP (paying needs enough LP)",
    children: (n, c) => c.expr(n.amount),
    print: (n) => (n.multiple === true ? `${verbFor(n.actor, n.verb)} any multiple of ${expr(n.amount)} LP` : `${verbFor(n.actor, n.verb)} ${amountWithUnit(n.amount, "LP")}`),
    categories: (n) => (n.verb === "gain" ? ["recover"] : ["lose LP"]),
    cost: (n) => n.verb === "pay",
    ...single,
    runs: EFFECT_AND_COST,
  },
  ModifyStat: {
    name: "gain/lose ATK/DEF",
    word: (n) => `${n.change} ${n.stats.join(" and ")}`,
    forms: ["<monsters> gain|lose <n> ATK [and DEF] [duration]", "<monsters> gain|lose <n> levels [duration]"],
    summary: "a change of ATK/DEF or of the level (a layer, never written into the card; a level stays at least 1); a level change also reaches monsters in the hand (Cost Down) and ends when they leave it",
    children: (n, c) => {
      c.selector(n.object);
      c.expr(n.amount);
      c.duration(n.duration);
    },
    print: (n) => {
      const verb = isPlural(n.object) ? n.change : conjugate(n.change);
      const unit = n.stats[0] === "level" ? (n.amount.kind === "Num" && n.amount.value === 1 ? "level" : "levels") : n.stats.join(" and ");
      return `${selector(n.object)} ${verb} ${amountWithUnit(n.amount, unit)}${durationSuffix(n.duration)}`;
    },
    categories: () => ["stat change"],
    chosen: objectChosen,
    lasting: (n) => ({ what: `an ATK/DEF change (\`${n.change} ${n.stats.join(" and ")}\`)`, duration: n.duration }),
    variants: ["ATK/DEF", "level"],
    variant: (n) => (n.stats[0] === "level" ? "level" : "ATK/DEF"),
    runs: { effect: ["ATK/DEF", "level"], statement: ["ATK/DEF", "level"] },
  },
  SetStat: {
    name: "the ATK/DEF becomes",
    word: () => "the ATK/DEF becomes",
    forms: ["the ATK|DEF of <monsters> becomes <expr> [duration]"],
    summary: "sets ATK or DEF (the layer before changes)",
    children: (n, c) => {
      c.selector(n.object);
      c.expr(n.value);
      c.duration(n.duration);
    },
    print: (n) => `the ${n.stat} of ${selector(n.object)} becomes ${expr(n.value)}${durationSuffix(n.duration)}`,
    categories: () => ["stat change"],
    chosen: objectChosen,
    lasting: (n) => ({ what: `setting ${n.stat}`, duration: n.duration }),
    ...single,
    runs: { effect: ONE, statement: ONE },
  },
  Counters: {
    name: "place/remove counters",
    word: (n) => `${n.verb} counters`,
    forms: ["place <n> <kind> counter(s) on <cards>", "remove <n> <kind> counter(s) from <cards>"],
    summary: "places or removes counters (a card's counter limit caps them)",
    children: (n, c) => {
      c.expr(n.count);
      c.selector(n.on);
    },
    print: (n) => {
      const what = `${expr(n.count)} ${n.counter} ${isOne(n.count) ? "counter" : "counters"}`;
      return n.verb === "place" ? `place ${what} on ${selector(n.on)}` : `remove ${what} from ${selector(n.on)}`;
    },
    categories: () => ["counters"],
    cost: (n) => n.verb === "remove",
    ...single,
    runs: EFFECT_AND_COST,
  },
  Shuffle: {
    name: "shuffle",
    word: () => "shuffle",
    forms: ["[<player>] shuffle <whose> deck"],
    summary: "shuffles a deck",
    children: () => {},
    print: (n) => `${verbFor(n.actor, "shuffle")} ${n.owner} deck`,
    categories: () => ["shuffle"],
    ...single,
    runs: EFFECT,
  },
  Equip: {
    name: "equip",
    word: () => "equip",
    forms: ["equip this card to <monster>", "equip <monster> to this card", "equip <equip cards> to <monster>"],
    summary: "an equip spell is attached to a face-up monster, or (`equip <monster> to this card`) a monster becomes an equip card of this card in its controller's spell & trap zone (its effects no longer apply), or an equip spell from elsewhere is equipped to it if its own text allows this card; it leaves when that monster does. On such a card `the equipped monster` is the monster equipped to it. `equip <equip cards> to <monster>` moves equip cards on the field to that monster, each only if its own equip effect could have chosen it (a correct target: Collected Power)",
    children: (n, c) => {
      c.selector(n.object);
      c.selector(n.to);
    },
    print: (n) => `equip ${selector(n.object)} to ${selector(n.to)}`,
    categories: () => ["equip"],
    chosen: (n) => (n.to.kind === "Reference" ? undefined : n.to),
    variants: ["this card to a monster", "a monster to this card", "equip cards to a monster"],
    variant: (n) =>
      n.object.kind === "Reference" && n.object.ref.kind === "this card" ? "this card to a monster"
      : n.to.kind === "Reference" && n.to.ref.kind === "this card" ? "a monster to this card"
      : "equip cards to a monster",
    runs: { effect: ["this card to a monster", "a monster to this card", "equip cards to a monster"] },
  },
  Bind: {
    name: "bind",
    word: () => "bind",
    forms: ["bind this card to <monster>"],
    summary: "ties this card to a monster: `the bound monster` refers to it, and each leaves with the other",
    children: (n, c) => c.selector(n.to),
    print: (n) => `bind this card to ${selector(n.to)}`,
    categories: none,
    ...single,
    runs: EFFECT,
  },
  SetCard: {
    name: "set",
    word: () => "set",
    forms: ["set <spell/trap cards> [in your hand]"],
    summary: "an effect sets spells or traps face-down in their zones (a trap set so cannot be activated that turn); `set up to 1 …` leaves it to the player",
    children: (n, c) => c.selector(n.object),
    print: (n) => `set ${selector(n.object)}`,
    categories: () => ["set"],
    chosen: objectChosen,
    variants: ["spell/trap", "monster"],
    // Setting a monster by an effect (not a summon) is not in the language yet.
    variant: (n) => (n.object.kind === "CardSet" && (n.object.noun.kind === "spell card" || n.object.noun.kind === "trap card" || n.object.noun.kind === "spell/trap card") ? "spell/trap" : "monster"),
    runs: { effect: ["spell/trap"] },
  },
  Reveal: {
    name: "reveal",
    word: () => "reveal",
    forms: ["[<player>] reveal <cards> [as <name>]"],
    summary: "shows cards to both players",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${verbFor(n.actor, "reveal")} ${selector(n.object)}${bindingSuffix(n.binding)}`,
    categories: () => ["reveal"],
    binding: (n) => n.binding,
    chosen: objectChosen,
    cost: () => true,
    ...single,
    runs: EFFECT_AND_COST,
  },
  Random: {
    name: "toss a coin / roll a die",
    word: () => "toss a coin / roll a die",
    forms: ["toss a coin [and call it] [as <name>]", "toss <n> coins [as <name>]", "roll a die [as <name>]"],
    summary:
      "a coin toss (`that many` is 1 for heads, 0 for tails), several coins (`that many` heads) or a die roll (1–6); with `and call it` the acting player calls heads or tails first, and `the call is right` / `the call is wrong` tells the outcome; the name holds the result",
    children: () => {},
    print: (n) =>
      `${n.what === "die" ? "roll a die" : (n.count ?? 1) !== 1 ? `toss ${n.count} coins` : n.call === true ? "toss a coin and call it" : "toss a coin"}${bindingSuffix(n.binding)}`,
    categories: () => ["coin or dice"],
    binding: (n) => n.binding,
    variants: ["coin", "die"],
    variant: (n) => n.what,
    runs: { effect: ["coin", "die"] },
  },
  SkipPhase: {
    name: "skip a phase",
    word: () => "skip a phase",
    forms: ["skip <player's> next <phase>", "skip <player's> next <n> <phases>"],
    summary: "the player's next such phase(s) do not happen",
    children: () => {},
    print: (n) =>
      n.count === undefined
        ? `skip ${possessive(n.player)} next ${n.phase}`
        : `skip ${possessive(n.player)} next ${n.count} ${n.count === 1 ? n.phase : n.phase.replace(/phase$/, "phases")}`,
    categories: () => ["skip phase"],
    variants: ["draw phase", "standby phase", "main phase 1", "battle phase", "main phase 2", "end phase", "damage step", "damage calculation"],
    variant: (n) => n.phase,
    runs: { effect: ["draw phase", "standby phase", "main phase 1", "battle phase", "main phase 2", "end phase"] },
  },
  Restrict: {
    name: "cannot …",
    word: () => "cannot …",
    forms: ["<cards or player> cannot <restriction> [unless you <cost>] [duration]"],
    summary: "a restriction; as an effect it needs a duration, as a statement it holds while the effect applies",
    children: (n, c) => {
      if (n.subject.kind !== "PlayerSubject") c.selector(n.subject);
      if (n.what.kind === "attack target") c.selector(n.what.object);
      if (n.unless !== undefined) c.action(n.unless);
      c.duration(n.duration);
    },
    print: (n) => {
      const subject = n.subject.kind === "PlayerSubject" ? n.subject.player : selector(n.subject);
      // An `unless` cost with its own player (`unless your opponent sends …`) names who pays; else it is `you`.
      const unless = n.unless === undefined ? "" : hasActor(n.unless) ? ` unless ${printAction(n.unless)}` : ` unless you ${printAction(n.unless)}`;
      return `${subject} cannot ${RESTRICTIONS[n.what.kind].print(n.what as never)}${unless}${durationSuffix(n.duration)}`;
    },
    categories: () => ["restriction"],
    lasting: (n) => ({ what: "a restriction (`cannot …`)", duration: n.duration }),
    variants: [...RESTRICT_VARIANTS, "attack/card unless"],
    variant: (n) => `${n.what.kind}/${subjectOf(n.subject)}${n.unless === undefined ? "" : " unless"}`,
    runs: { effect: RESTRICT_RUNS.filter((v) => !STATEMENT_ONLY_RESTRICTIONS.includes(v)), statement: [...RESTRICT_RUNS, "attack/card unless"] },
  },
  NegateEffects: {
    name: "negate the effects",
    word: () => "negate the effects",
    forms: ["negate the effects of <cards> <duration>", "the effects of <cards> are negated (a statement)"],
    summary: "the cards' effects are negated",
    children: (n, c) => {
      c.selector(n.object);
      c.duration(n.duration);
    },
    print: (n) =>
      n.statement ? `the effects of ${selector(n.object)} are negated${durationSuffix(n.duration)}` : `negate the effects of ${selector(n.object)}${durationSuffix(n.duration)}`,
    categories: () => ["negate effects"],
    chosen: objectChosen,
    lasting: (n) => (n.statement ? undefined : { what: "negating effects", duration: n.duration }),
    variants: ["action", "statement"],
    variant: (n) => (n.statement ? "statement" : "action"),
    runs: { effect: ["action"], statement: ["statement"] },
    only: { continuous: (n) => (n.statement ? "`the effects of … are negated`" : undefined) },
  },
  Controls: {
    name: "you control …",
    word: () => "you control …",
    forms: ["you control the equipped monster (a statement of an equip spell)"],
    summary: "the player controls the monster while the statement holds",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${verbFor(n.player, "control")} ${selector(n.object)}`,
    categories: () => ["control"],
    variants: ["the equipped monster", "other cards"],
    variant: (n) => (n.object.kind === "Reference" && n.object.ref.kind === "the equipped monster" ? "the equipped monster" : "other cards"),
    runs: { statement: ["the equipped monster"] },
    only: { continuous: () => "`you control …`" },
  },
  NoBattleDamage: {
    name: "take no battle damage",
    word: () => "take no battle damage",
    forms: ["<player> take(s) no battle damage [duration]", "<player> take(s) no effect damage [from your opponent] [duration]", "<player> take(s) no damage [from your opponent] [duration]"],
    summary: "battle damage (or effect damage, or both) to the player becomes 0; `from your opponent`: only what that player's cards inflict (battle damage always is)",
    children: (n, c) => c.duration(n.duration),
    print: (n) => `${verbFor(n.player, "take")} no ${n.damage === "effect" ? "effect " : n.damage === "all" ? "" : "battle "}damage${n.from === undefined ? "" : ` from ${n.from}`}${durationSuffix(n.duration)}`,
    categories: () => ["restriction"],
    lasting: (n) => ({ what: "`take no damage`", duration: n.duration }),
    variants: ["battle", "effect", "all"],
    variant: (n) => n.damage ?? "battle",
    // As a continuous statement the pool needs battle damage (Spirit Barrier) and effect damage (Des Wombat).
    runs: { effect: ["battle", "effect", "all"], statement: ["battle", "effect"] },
  },
  BattleDamageChange: {
    name: "battle damage is halved/doubled",
    word: () => "battle damage … is halved",
    forms: ["battle damage <monsters> inflicts is halved|doubled [duration]"],
    summary: "the battle damage those monsters inflict (to either player) is halved (rounded down) or doubled",
    children: (n, c) => {
      c.selector(n.object);
      c.duration(n.duration);
    },
    print: (n) => `battle damage ${selector(n.object)} ${isPlural(n.object) ? "inflict" : "inflicts"} is ${n.change}${durationSuffix(n.duration)}`,
    categories: () => ["restriction"],
    lasting: (n) => ({ what: "`battle damage … is halved`", duration: n.duration }),
    variants: ["halved", "doubled"],
    variant: (n) => n.change,
    runs: { effect: ["halved", "doubled"], statement: ["halved", "doubled"] },
  },
  Win: {
    name: "win the duel",
    word: () => "win the duel",
    forms: ["<player> win(s) the duel"],
    summary: "as a statement, a win condition checked whenever it can become true; as the outcome of `if`, a win on resolution",
    children: () => {},
    print: (n) => `${verbFor(n.player, "win")} the duel`,
    categories: () => ["win"],
    variants: ["you", "another player"],
    variant: (n) => (n.player === "you" ? "you" : "another player"),
    runs: { effect: ["you", "another player"], statement: ["you"] },
    only: { continuous: () => "`win the duel`" },
  },
  MustAttack: {
    name: "must attack if able",
    word: () => "must attack if able",
    forms: ["<monsters> must attack if able"],
    summary: "a continuous statement: while such a monster could attack, its player cannot skip the Battle Phase nor end it without declaring its attack",
    children: (n, c) => c.selector(n.subject),
    print: (n) => `${selector(n.subject)} must attack if able`,
    categories: () => ["restriction"],
    ...single,
    runs: { effect: [], statement: ONE },
  },
  RevealHand: {
    name: "keep the hand revealed",
    word: () => "keep their hand revealed",
    forms: ["<player> keep(s) their hand revealed"],
    summary: "a continuous statement: the other player sees that player's hand (its cards are listed, with what they are, in that player's view)",
    children: () => {},
    print: (n) => `${verbFor(n.player, "keep")} their ${n.player === "both players" || n.player === "each player" ? "hands" : "hand"} revealed`,
    categories: () => ["reveal"],
    ...single,
    runs: { effect: [], statement: ONE },
  },
  LookAt: {
    name: "look at",
    word: () => "look at",
    forms: ["[<player>] look at <cards>"],
    summary: "the acting player sees the cards; nobody else does",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${verbFor(n.actor, "look")} at ${selector(n.object)}`,
    categories: () => ["look"],
    chosen: objectChosen,
    ...single,
    runs: EFFECT,
  },
  Declare: {
    name: "declare",
    word: () => "declare",
    forms: ["[<player>] declare(s) a card name|a card type|a race|an attribute"],
    summary: "a declaration that later `with the declared …` filters use",
    children: () => {},
    print: (n) => `${verbFor(n.actor, "declare")} ${n.what === "attribute" ? "an" : "a"} ${n.what}`,
    categories: () => ["declare"],
    variants: ["card name", "card type", "race", "attribute", "level"],
    variant: (n) => n.what,
    runs: { effect: ["card name", "card type", "race", "attribute", "level"] },
  },
  Choose: {
    name: "choose",
    word: () => "choose",
    forms: ["[<player>] choose(s) <cards> as <name>"],
    summary: "a choice on resolution that moves nothing; the name holds it",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${verbFor(n.actor, "choose")} ${selector(n.object)}${bindingSuffix(n.binding)}`,
    categories: none,
    binding: (n) => n.binding,
    chosen: objectChosen,
    ...single,
    runs: EFFECT,
  },
  SwapControl: {
    name: "switch control",
    word: () => "switch control",
    forms: ["switch control of <monster> and <monster>"],
    summary: "each player gets the other's monster",
    children: (n, c) => {
      c.selector(n.first);
      c.selector(n.second);
    },
    print: (n) => `switch control of ${selector(n.first)} and ${selector(n.second)}`,
    categories: () => ["control"],
    ...single,
    runs: EFFECT,
  },
  Permit: {
    name: "can …",
    word: () => "can …",
    forms: ["<cards or player> can <permission> [duration]"],
    summary: "a permission, the opposite of a restriction",
    children: (n, c) => {
      if (n.subject.kind !== "PlayerSubject") c.selector(n.subject);
      if (n.what.kind === "tribute") c.selector(n.what.object);
      if (n.what.kind === "double tribute") c.selector(n.what.for);
      c.duration(n.duration);
    },
    print: (n) => {
      const subject = n.subject.kind === "PlayerSubject" ? n.subject.player : selector(n.subject);
      const poss = n.subject.kind === "PlayerSubject" ? actorPossessive(n.subject.player) : "their";
      return `${subject} can ${PERMISSIONS[n.what.kind].print(n.what as never, poss)}${durationSuffix(n.duration)}`;
    },
    categories: () => ["permission"],
    lasting: (n) => ({ what: "a permission (`can …`)", duration: n.duration }),
    variants: PERMIT_VARIANTS,
    variant: (n) => `${permitShape(n.what)}/${subjectOf(n.subject)}`,
    // Counting as 2 tributes is a continuous statement only (no resolving effect of the pool grants it).
    // Counting as 2 tributes and attacking each monster are continuous statements only (no resolving effect of the pool grants them).
    runs: { effect: PERMIT_RUNS.filter((v) => v !== "double tribute/card" && v !== "attack each monster/card"), statement: PERMIT_RUNS },
  },
  Delayed: {
    name: "when/during …, …",
    word: () => "when/during …, …",
    forms: ["during <phase>, <action>", "<duration>, when <event>, <action>"],
    summary: "set up on resolution, it happens later by itself: once at the next such moment, or every time within the duration",
    children: (n, c) => {
      c.duration(n.duration);
      c.events(n.timing);
      c.action(n.action);
      for (const r of n.rest ?? []) c.action(r.action);
    },
    print: (n) => {
      const d = n.duration === undefined ? "" : `${durationSuffix(n.duration).trimStart()}, `;
      const rest = (n.rest ?? []).map((r) => `, ${connectorWord(r.connector)} ${printAction(r.action)}`).join("");
      return `${d}${n.timing.mode} ${n.timing.events.map(event).join(" or ")}, ${printAction(n.action)}${rest}`;
    },
    categories: () => ["delayed"],
    ...single,
    runs: EFFECT,
  },
  Lasting: {
    name: "<duration>, <statement>",
    word: () => "until end of turn, …",
    forms: ["until end of turn, <statement>", "for N turns, <statement>"],
    summary: "from now (from the activation, as a cost) a continuous statement holds for that long, read whenever asked: it covers cards that come later too, and holds even after this card has left the field",
    children: (n, c) => {
      c.duration(n.duration);
      c.action(n.action);
    },
    print: (n) => `${durationSuffix(n.duration).trimStart()}, ${printAction(n.action)}`,
    categories: (n, db) => categoriesOfAction(n.action, db),
    cost: () => true,
    ...single,
    runs: EFFECT_AND_COST,
  },
  Redirect: {
    name: "is banished instead",
    word: () => "is banished instead",
    forms: ["<cards> is|are banished instead of leaving the field|going to the graveyard"],
    summary: "a replacement: the cards are banished instead",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${selector(n.object)} ${isPlural(n.object) ? "are" : "is"} banished instead of ${n.instead}`,
    categories: () => ["banish"],
    variants: ["leaving the field", "going to the graveyard"],
    variant: (n) => n.instead,
    runs: { effect: ["leaving the field", "going to the graveyard"], statement: ["leaving the field", "going to the graveyard"] },
    only: { continuous: () => "`… is banished instead of …`" },
  },
  Substitute: {
    name: "is destroyed instead",
    word: () => "is destroyed instead",
    forms: ["<cards> is|are destroyed instead of this card [by battle]", "this card is destroyed instead of the equipped monster [by battle]"],
    summary: "a destruction substitute: when this card would be destroyed (by battle), one of the cards that is on the field is destroyed in its place; `instead of the equipped monster`: this equip card saves the monster it is equipped to (a Union)",
    children: (n, c) => c.selector(n.object),
    print: (n) => `${selector(n.object)} ${isPlural(n.object) ? "are" : "is"} destroyed instead of ${n.of ?? "this card"}${n.byBattle ? " by battle" : ""}`,
    categories: () => ["destroy"],
    variants: ["by battle", "any", "the equipped monster"],
    variant: (n) => (n.of !== undefined ? "the equipped monster" : n.byBattle ? "by battle" : "any"),
    runs: { statement: ["by battle", "the equipped monster"] },
    only: { continuous: () => "`… is destroyed instead of this card`" },
  },
  Options: {
    name: "choose one: … or …",
    word: () => "choose one: … or …",
    forms: ["choose one: { <body> } or { <body> }"],
    summary: "the player picks one option on activation (one whose cost can be paid and whose targets exist)",
    children: (n, c) => n.options.forEach((o) => c.body(o)),
    print: (n) => `choose one: ${n.options.map((o) => `{ ${bodyText(o)} }`).join(" or ")}`,
    categories: none,
    ...single,
    runs: EFFECT,
  },
  ReverseChanges: {
    name: "reverse the ATK/DEF changes",
    word: () => "reverse the ATK/DEF changes",
    forms: ["reverse the ATK [and DEF] changes of <monsters> <duration>"],
    summary: "while it lasts, every increase of those stats counts as a decrease and every decrease as an increase",
    children: (n, c) => {
      c.selector(n.object);
      c.duration(n.duration);
    },
    print: (n) => `reverse the ${n.stats.join(" and ")} changes of ${selector(n.object)}${durationSuffix(n.duration)}`,
    categories: () => ["stat change"],
    chosen: objectChosen,
    ...single,
    runs: EFFECT,
  },
  Battle: {
    name: "battles",
    word: () => "battles",
    forms: ["<monster> battles <monster>"],
    summary: "the two monsters battle at once: damage calculation and destruction by battle, no battle damage to players",
    children: (n, c) => {
      c.selector(n.attacker);
      c.selector(n.target);
    },
    print: (n) => `${selector(n.attacker)} battles ${selector(n.target)}`,
    categories: none,
    ...single,
    runs: EFFECT,
  },
  RevealUntil: {
    name: "reveal until",
    word: () => "reveal cards until",
    forms: ["reveal cards from the top of <whose> deck until you reveal <cards> [as <name>]"],
    summary: "reveals cards one by one from the top of that deck until one is such a card (or the deck runs out); the binding holds all of them, the last included",
    children: (n, c) => c.selector(n.until),
    print: (n) => `reveal cards from the top of ${n.deck} deck until you reveal ${selector(n.until)}${bindingSuffix(n.binding)}`,
    categories: () => ["reveal"],
    binding: (n) => n.binding,
    ...single,
    runs: EFFECT,
  },
  EndBattlePhase: {
    name: "end the battle phase",
    word: () => "end the battle phase",
    forms: ["end the battle phase"],
    summary: "in the Battle Phase, no more attacks are declared this turn; the phase goes on to its end step",
    children: () => {},
    print: () => "end the battle phase",
    categories: none,
    ...single,
    runs: EFFECT,
  },
  DrawGame: {
    name: "the duel ends in a draw",
    word: () => "the duel ends in a draw",
    forms: ["the duel ends in a draw"],
    summary: "the duel ends, nobody wins",
    children: () => {},
    print: () => "the duel ends in a draw",
    categories: none,
    ...single,
    runs: EFFECT,
  },
} satisfies VerbTable;

/** One action as script text. */
export function printAction(a: A.Action): string {
  return (VERBS[a.kind] as VerbRecord<A.Action>).print(a);
}

function rec(a: A.Action): VerbRecord<A.Action> {
  return VERBS[a.kind] as VerbRecord<A.Action>;
}

/** How diagnostics name an action: the verb as the author wrote it. */
export function actionWord(a: A.Action): string {
  return rec(a).word(a);
}

export function isCost(a: A.Action): boolean {
  return rec(a).cost?.(a) ?? false;
}

export function bindingOf(a: A.Action): string | undefined {
  return rec(a).binding?.(a);
}

export function chosenBy(a: A.Action): A.Selector | undefined {
  return rec(a).chosen?.(a);
}

export function lastingOf(a: A.Action): Lasting | undefined {
  return rec(a).lasting?.(a);
}

export function continuousOnly(a: A.Action): string | undefined {
  return rec(a).only?.continuous?.(a);
}

export function categoriesOfAction(a: A.Action, db: CardDatabase): readonly Category[] {
  return rec(a).categories(a, db);
}

export function visitAction(a: A.Action, c: ActionChildren): void {
  rec(a).children(a, c);
}

/** The shape of an action, as its record names it (`attack/player`, `coin`). */
export function variantOf(a: A.Action): string {
  return rec(a).variant(a);
}

/**
 * Whether the interpreter runs this action where it stands: `null` if it does, otherwise how the
 * place is named and what can be done instead (the checker's "not supported yet", YGO2080).
 */
export function unsupportedAt(a: A.Action, place: ActionPlace): { place: string; hint: string } | null {
  const r = rec(a);
  const v = r.variant(a);
  if (r.runs[place]?.includes(v) === true) return null;
  const where = (Object.keys(r.runs) as ActionPlace[]).filter((p) => r.runs[p]!.includes(v));
  const shape = v === "" ? "" : ` (${v})`;
  const hint =
    where.length > 0
      ? `\`${r.word(a)}\`${shape} runs ${where.map((p) => PLACE_WORDS[p]).join(" and ")}; grammar/README.md ("What runs where") lists every verb's places.`
      : `No card can use \`${r.word(a)}\`${shape} yet; grammar/README.md ("What runs where") lists what runs.`;
  return { place: PLACE_WORDS[place], hint };
}

const PLACE_WORDS: Record<ActionPlace, string> = {
  effect: "as an effect's action",
  cost: "as a cost",
  statement: "as a continuous statement",
};

/** Whether an action names its own player (`your opponent sends …`). */
function hasActor(a: A.Action): boolean {
  return "actor" in a && a.actor !== undefined;
}
