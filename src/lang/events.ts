/**
 * The events and conditions of the language, one record each: the forms an author writes, what
 * they mean, the nodes they hold (for every walk) and how they print. The tables are typed by the
 * `Event` and `Condition` unions, so a kind without a record does not compile; the interpreter's
 * half of each record is `src/interp/compile-timing.ts` (events) and `compile-condition.ts`
 * (conditions), keyed the same way. grammar/README.md's tables are written from these, and
 * `test/lang/soundness.test.ts` checks each kind was shown by a scenario.
 * @module
 */
import type * as A from "./ast.js";
import {
  actorPossessive,
  copula,
  expr,
  isPlural,
  noun,
  ordinal,
  phaseWithArticle,
  possessive,
  quote,
  selector,
  singularPlayer,
  verbFor,
} from "./print.js";

export interface ConstructDoc {
  forms: readonly string[];
  summary: string;
}

/** The child nodes of an event or a condition, in reading order. */
export interface NodeChildren {
  selector(s: A.Selector): void;
  expr(e: A.Expr): void;
  condition(c: A.Condition): void;
  event(e: A.Event): void;
}

export interface EventRecord<E extends A.Event> extends ConstructDoc {
  children: (e: E, c: NodeChildren) => void;
  print: (e: E) => string;
  /** As something that happened earlier (`this card was destroyed by battle this turn`), when it can be. */
  past?: (e: E) => string;
}

export interface ConditionRecord<C extends A.Condition> extends ConstructDoc {
  children: (c: C, v: NodeChildren) => void;
  print: (c: C) => string;
}

type EventOf<K extends A.Event["kind"]> = Extract<A.Event, { kind: K }>;
type ConditionOf<K extends A.Condition["kind"]> = Extract<A.Condition, { kind: K }>;

const subjectOnly = (e: { subject: A.Selector }, c: NodeChildren): void => c.selector(e.subject);
const noChildren = (): void => {};
/** ` by your opponent's card effect`, or nothing */
const byEffectOf = (p: A.PlayerRef | undefined): string => (p === undefined ? "" : ` by ${possessive(p)} card effect`);
/** `this card was`, `monsters were` */
const was = (s: A.Selector): string => `${selector(s)} ${isPlural(s) ? "were" : "was"}`;
/** `destroys` / `destroy`: the verb agreeing with its subject. */
const agree = (s: A.Selector, singular: string, plural: string): string => `${selector(s)} ${isPlural(s) ? plural : singular}`;

export const EVENTS: { [K in A.Event["kind"]]: EventRecord<EventOf<K>> } = {
  Summoned: {
    forms: ["<cards> is [normal|flip|special|tribute|fusion|ritual|synchro] summoned [from <whose> <zone>]", "<cards> would be summoned"],
    summary: "a summon (of one of the ways), or its attempt (`would be`, answered by a counter trap)",
    children: subjectOnly,
    print: (e) => {
      const ways = e.ways.length > 0 ? `${e.ways.join(" or ")} ` : "";
      const from = e.from === undefined ? "" : ` from ${e.from.owner ?? "the"} ${e.from.zone}`;
      return e.would ? `${selector(e.subject)} would be ${ways}summoned` : `${selector(e.subject)} ${copula(e.subject)} ${ways}summoned${from}`;
    },
    past: (e) => `${was(e.subject)} ${e.ways.length > 0 ? `${e.ways.join(" or ")} ` : ""}summoned`,
  },
  Flipped: {
    forms: ["<cards> is flipped"],
    summary: "a monster is turned face-up (flip summon, attack, effect)",
    children: subjectOnly,
    print: (e) => `${selector(e.subject)} ${copula(e.subject)} flipped`,
    past: (e) => `${was(e.subject)} flipped`,
  },
  Destroyed: {
    forms: ["<cards> is destroyed [by battle [with <monsters>]|by a card effect|by your opponent's card effects] [and sent to the graveyard]"],
    summary: "a destruction, optionally by what or by whom; `by battle with <monsters>`: the monster it battled is one of those; `and sent to the graveyard`: it went there (a card banished instead does not count)",
    children: (e, c) => {
      c.selector(e.subject);
      if (e.with !== undefined) c.selector(e.with);
    },
    print: (e) => {
      const by = e.by === "battle" ? ` by battle${e.with === undefined ? "" : ` with ${selector(e.with)}`}` : e.byPlayer !== undefined ? ` by ${possessive(e.byPlayer)} card effect` : e.by === "effect" ? " by a card effect" : "";
      return `${selector(e.subject)} ${copula(e.subject)} destroyed${by}${e.toGraveyard === true ? " and sent to the graveyard" : ""}`;
    },
    past: (e) => `${was(e.subject)} destroyed${e.by === "battle" ? " by battle" : e.byPlayer !== undefined ? ` by ${possessive(e.byPlayer)} card effects` : e.by === "effect" ? " by card effects" : ""}`,
  },
  SentToGraveyard: {
    forms: ["<cards> is sent [from the field|from your hand|from your deck] to the graveyard [by your opponent's card effect]"],
    summary: "a card arrives in the graveyard (destroyed, tributed, discarded or sent); `by your opponent's card effect`: moved by an effect that player controlled (not by battle)",
    children: subjectOnly,
    print: (e) => {
      const from = e.from === undefined ? "" : e.from === "field" ? " from the field" : ` from your ${e.from}`;
      return `${selector(e.subject)} ${copula(e.subject)} sent${from} to the graveyard${byEffectOf(e.byPlayer)}`;
    },
    past: (e) => `${was(e.subject)} sent to the graveyard`,
  },
  LeavesField: {
    forms: ["<cards> leaves the field"],
    summary: "a card leaves the field for any zone",
    children: subjectOnly,
    print: (e) => `${agree(e.subject, "leaves", "leave")} the field`,
  },
  DeclaresAttack: {
    forms: ["<monster> declares an attack"],
    summary: "an attack declaration",
    children: subjectOnly,
    print: (e) => `${agree(e.subject, "declares", "declare")} an attack`,
    past: (e) => `${selector(e.subject)} attacked`,
  },
  Activated: {
    forms: [
      "a [<card type> [or <card type>]…] spell card|trap card|spell/trap card [<player> controls] is activated",
      "a monster effect|card or effect [<player> controls] is activated",
      "a card or effect that would destroy a card on the field is activated",
      "<activation> that targets [only] <cards> is activated|would resolve|resolves",
    ],
    summary:
      "an activation (answered on the chain); card types narrow a spell or trap card's (`a normal trap card`, `a field spell card`, `a normal or quick-play spell card`), and `your opponent controls` says who activates it; `that targets <cards>`: one of its targets is such a card (`only`: it has that one target); `would resolve`: as it resolves, before its effect applies (a continuous effect can negate that effect: `negate the effect`); `resolves`: once it has resolved",
    children: (e, c) => {
      if (e.wouldDestroy !== undefined) c.selector(e.wouldDestroy);
      if (e.targets !== undefined) c.selector(e.targets.selector);
    },
    print: (e) => {
      const would = e.wouldDestroy === undefined ? "" : ` that would destroy ${selector(e.wouldDestroy)}`;
      const targets = e.targets === undefined ? "" : ` that targets ${e.targets.only === true ? "only " : ""}${selector(e.targets.selector)}`;
      const types = e.types === undefined ? "" : `${e.types.join(" or ")} `;
      const by = e.by === undefined ? "" : ` ${verbFor(e.by, "control")}`;
      const moment = e.moment === undefined ? "is activated" : e.moment;
      return `${e.what === "effect" ? "an" : "a"} ${types}${e.what}${by}${would}${targets} ${moment}`;
    },
  },
  TakesBattleDamage: {
    forms: ["<player> takes battle damage", '<player> takes effect damage [except from "<name>"]'],
    summary: "battle damage, or damage from a card's effect (but from the card named after `except from`), to a player",
    children: noChildren,
    print: (e) =>
      `${verbFor(e.player, "take")} ${e.damage === "effect" ? "effect" : "battle"} damage${e.exceptFrom === undefined ? "" : ` except from ${quote(e.exceptFrom.name)}`}`,
  },
  Draws: { forms: ["<player> draws"], summary: "a player draws (in the draw phase or by an effect)", children: noChildren, print: (e) => verbFor(e.player, "draw") },
  Discarded: {
    forms: ["<cards> is discarded [by your opponent's card effect]"],
    summary: "cards are discarded from the hand; `by your opponent's card effect`: by an effect that player controlled",
    children: subjectOnly,
    print: (e) => `${selector(e.subject)} ${copula(e.subject)} discarded${byEffectOf(e.byPlayer)}`,
  },
  Equipped: {
    forms: ["<equip cards> is equipped to <monsters>"],
    summary: "a card becomes an equip card of such a monster (an equip spell or trap resolving, a Union equipping itself, an equip card moved to it); `that card` is the equip card",
    children: (e, c) => {
      c.selector(e.subject);
      c.selector(e.to);
    },
    print: (e) => `${selector(e.subject)} ${copula(e.subject)} equipped to ${selector(e.to)}`,
  },
  Tributed: {
    forms: ["<cards> is tributed [for a tribute summon]"],
    summary: "monsters are tributed (by a cost, an effect or a summon); `for a tribute summon`: as the tribute of a Tribute Summon or Set",
    children: subjectOnly,
    print: (e) => `${selector(e.subject)} ${copula(e.subject)} tributed${e.forSummon === true ? " for a tribute summon" : ""}`,
  },
  Banished: {
    forms: ["<cards> is banished"],
    summary: "a card arrives in the banished pile, by a banish or by a replacement (`banished instead of …`)",
    children: subjectOnly,
    print: (e) => `${selector(e.subject)} ${copula(e.subject)} banished`,
    past: (e) => `${was(e.subject)} banished${e.faceUpFromField === true ? " face-up from the field" : ""}`,
  },
  Targeted: {
    forms: ["<cards> is targeted [by a card effect]", "<cards> is targeted by a spell card|trap card|monster effect"],
    summary: "an activation chose the card as its target (as the activation happens, before any response)",
    children: subjectOnly,
    print: (e) => `${selector(e.subject)} ${copula(e.subject)} targeted${e.by === undefined ? "" : ` by ${e.by === "effect" || e.by === "card or effect" ? "a card effect" : `a ${e.by}`}`}`,
  },
  Battles: {
    forms: ["<monster> battles"],
    summary: "after damage calculation of a battle the monster was in",
    children: subjectOnly,
    print: (e) => agree(e.subject, "battles", "battle"),
    past: (e) => `${selector(e.subject)} battled`,
  },
  DestroysByBattle: {
    forms: ["<monster> destroys a monster by battle"],
    summary: "the monster destroyed its battle opponent",
    children: subjectOnly,
    print: (e) => `${agree(e.subject, "destroys", "destroy")} a monster by battle`,
    past: (e) => `${selector(e.subject)} destroyed a monster by battle`,
  },
  InflictsBattleDamage: {
    forms: ["<monster> inflicts battle damage to <player>"],
    summary: "the monster's battle damage reached the player",
    children: subjectOnly,
    print: (e) => `${agree(e.subject, "inflicts", "inflict")} battle damage to ${e.player}`,
  },
  Phase: {
    forms: ["during [your|your opponent's|each] <phase>", "during damage calculation", "during the end of the battle phase", "during your 2nd <phase> after activation"],
    summary: "a phase or step (with `during`); `the end of the battle phase`: its end step, after the last battle; `your 2nd standby phase after activation`: a delayed effect's moment, the second such phase after it was set up",
    children: noChildren,
    print: (e) => {
      if (e.end === true) return `the end of ${phaseWithArticle(e.phase)}`;
      const phase = e.nth === undefined ? e.phase : `${ordinal(e.nth)} ${e.phase} after activation`;
      return e.player === undefined ? (e.nth === undefined ? phaseWithArticle(e.phase) : `the ${phase}`) : `${possessive(e.player)} ${phase}`;
    },
  },
};

export const CONDITIONS: { [K in A.Condition["kind"]]: ConditionRecord<ConditionOf<K>> } = {
  // Conditions have no parentheses: `and` binds tighter than `or`, both associate to the left.
  And: {
    forms: ["<condition> and <condition>"],
    summary: "both hold (`and` binds tighter than `or`)",
    children: (c, v) => {
      v.condition(c.left);
      v.condition(c.right);
    },
    print: (c) => `${printCondition(c.left)} and ${printCondition(c.right)}`,
  },
  Or: {
    forms: ["<condition> or <condition>"],
    summary: "either holds",
    children: (c, v) => {
      v.condition(c.left);
      v.condition(c.right);
    },
    print: (c) => `${printCondition(c.left)} or ${printCondition(c.right)}`,
  },
  Not: { forms: ["not <condition>"], summary: "the condition does not hold", children: (c, v) => v.condition(c.of), print: (c) => `not ${printCondition(c.of)}` },
  Controls: {
    forms: ["<player> controls <cards>", "<player> controls no <cards>"],
    summary: "cards on that player's side of the field",
    children: (c, v) => v.selector(c.selector),
    print: (c) => `${verbFor(c.player, "control")} ${selector(c.selector)}`,
  },
  Has: {
    forms: ["<player> has <card> [and <card>…] in their hand"],
    summary: "cards in a player's hand",
    children: (c, v) => c.items.forEach((i) => v.selector(i)),
    print: (c) => `${c.player} ${singularPlayer(c.player) ? "has" : "have"} ${c.items.map((s) => selector(s)).join(" and ")} in ${actorPossessive(c.player)} ${c.zone}`,
  },
  Compare: {
    forms: ["<expr> <= | >= | < | > | = | != <expr>"],
    summary: "a comparison of numbers (LP, counts, stats)",
    children: (c, v) => {
      v.expr(c.left);
      v.expr(c.right);
    },
    print: (c) => `${expr(c.left)} ${c.op} ${expr(c.right)}`,
  },
  Exists: {
    forms: ["there is <cards>"],
    summary: "some card matches",
    children: (c, v) => v.selector(c.selector),
    print: (c) => `there ${isPlural(c.selector) ? "are" : "is"} ${selector(c.selector)}`,
  },
  Is: {
    forms: ["<card> is face-up|face-down|attacking|attacking directly|attacked|battling|in attack position|in defense position|on the field|in the graveyard|equipped|normal summoned|tribute summoned|special summoned|flip summoned"],
    summary: "a card's state now",
    children: (c, v) => v.selector(c.subject),
    print: (c) => `${selector(c.subject)} ${isPlural(c.subject) ? "are" : "is"} ${c.state}`,
  },
  DidThisTurn: {
    forms: ["<player> [did not] summon|normal summon|special summon|attack this turn"],
    summary: "what a player did this turn",
    children: noChildren,
    print: (c) => `${c.player} did ${c.did ? "" : "not "}${c.action} this turn`,
  },
  EffectUsed: { forms: ["effect <n> was activated this turn"], summary: "one of this card's own effects was used this turn", children: noChildren, print: (c) => `effect ${c.index} was activated this turn` },
  TurnOf: { forms: ["it is your turn", "it is your opponent's turn"], summary: "whose turn it is", children: noChildren, print: (c) => `it is ${possessive(c.player)} turn` },
  PhaseIs: { forms: ["it is the <phase>", "it is damage calculation"], summary: "the phase or step now", children: noChildren, print: (c) => `it is ${phaseWithArticle(c.phase)}` },
  SummonedBy: {
    forms: ['<card> was special summoned by "<name>" [or "<name>"]…'],
    summary: "the card came to where it is by a special summon of one of those cards' effects, and has stayed there since",
    children: (c, v) => {
      v.selector(c.subject);
      v.selector(c.by);
    },
    print: (c) => `${selector(c.subject)} was special summoned by ${noun(c.by.noun, false)}`,
  },
  CallRight: {
    forms: ["the call is right", "the call is wrong"],
    summary: "how this effect's coin call came out (after `toss a coin and call it`)",
    children: noChildren,
    print: (c) => `the call is ${c.right ? "right" : "wrong"}`,
  },
  Happened: {
    forms: ["<card> was <event> this turn", "<card> was <event> since your last standby phase", "<card> attacked this turn", "<card> battled this turn", "<card> destroyed a monster by battle this turn"],
    summary: "something that happened to the card earlier",
    children: (c, v) => v.event(c.event),
    print: (c) => `${pastEvent(c.event)} ${c.period}`,
  },
};

export function printEvent(e: A.Event): string {
  return (EVENTS[e.kind] as EventRecord<A.Event>).print(e);
}

export function printCondition(c: A.Condition): string {
  return (CONDITIONS[c.kind] as ConditionRecord<A.Condition>).print(c);
}

/** `this card was sent to the graveyard`, `monsters were destroyed by battle` (an event without a past form prints as it is). */
export function pastEvent(e: A.Event): string {
  const r = EVENTS[e.kind] as EventRecord<A.Event>;
  return r.past?.(e) ?? r.print(e);
}

export function visitEvent(e: A.Event, c: NodeChildren): void {
  (EVENTS[e.kind] as EventRecord<A.Event>).children(e, c);
}

export function visitCondition(c: A.Condition, v: NodeChildren): void {
  (CONDITIONS[c.kind] as ConditionRecord<A.Condition>).children(c, v);
}
