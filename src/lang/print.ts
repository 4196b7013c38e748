/**
 * The canonical printer: AST -> script text, the one layout `ygo fmt` writes.
 *
 * Layout: a card is `card "Name" {`, its items indented 2, `}`; cards are separated by a blank
 * line; the file ends with a newline. An effect whose header and body fit in 100 columns is one
 * line; otherwise the header ends its line and the cost clause, each target clause and each action
 * of the sequence get their own line, indented 4, a connector (`then`, `also`, `and if you do,`)
 * starting the line of the action it introduces.
 *
 * Words the AST does not store (singular or plural nouns, `is`/`are`, `gain`/`gains`, `a`/`an`)
 * are chosen from the subject, so `parse(print(ast))` gives `ast` back without spans.
 */
import type * as A from "./ast.js";
import { printCondition, printEvent } from "./events.js";
import { printAction } from "./verbs.js";

export const MAX_LINE = 100;

/** A `#` comment to put back (see `ParseResult.comments`): its text and where it was. */
export interface PrintComment {
  text: string;
  offset: number;
}

/**
 * Prints a script in canonical form. `comments` (from the parse) are put back on lines of their
 * own: each before the card or item it preceded or sat in, at that card's or item's indentation;
 * comments after a card's last item stay at the end of the card, those after the last card at the
 * end of the file.
 */
export function printScript(ast: A.ScriptFile, comments: readonly PrintComment[] = []): string {
  const pending = [...comments].sort((a, b) => a.offset - b.offset);
  let next = 0;
  /** The comments that start before `offset`, as lines with the given indentation. */
  const take = (offset: number, indent: string): string[] => {
    const out: string[] = [];
    while (next < pending.length && pending[next]!.offset < offset) out.push(indent + pending[next++]!.text);
    return out;
  };
  const parts = ast.cards.map((card) => {
    const before = take(card.span.start.offset, "");
    const body = printCard(card, (item) => take(item.span.end.offset, "  "), () => take(card.span.end.offset, "  "));
    return [...before, body].join("\n");
  });
  const trailing = take(Number.POSITIVE_INFINITY, "");
  if (trailing.length > 0) parts.push(trailing.join("\n"));
  if (parts.length === 0) return "";
  return parts.join("\n\n") + "\n";
}

export function printCard(
  card: A.CardScript,
  commentsBefore: (item: A.CardItem) => string[] = () => [],
  commentsAtEnd: () => string[] = () => [],
): string {
  const ref = card.ref.kind === "CardName" ? quote(card.ref.name) : String(card.ref.id);
  const lines = [`card ${ref} {`];
  for (const item of card.items) lines.push(...commentsBefore(item), ...printItem(item));
  lines.push(...commentsAtEnd());
  lines.push("}");
  return lines.join("\n");
}

function printItem(item: A.CardItem): string[] {
  switch (item.kind) {
    case "Effect":
      return printEffect(item);
    case "Materials":
      return [`  materials: ${item.items.map((s) => selector(s)).join(" + ")}${item.noSubstitute === true ? ", no substitute" : ""}.`];
    case "FusionSubstitute":
      return ["  substitute for any fusion material."];
    case "Unnegatable":
      return ["  its effects cannot be negated."];
    case "Tributeless":
      return ["  can be normal summoned without tributes."];
    case "Unique":
      return [`  you can control only ${item.count}${item.faceUp ? " face-up" : ""} ${quote(item.card.name)}.`];
    case "CounterLimit":
      return [`  counter limit: ${item.max} ${item.counter} ${item.max === 1 ? "counter" : "counters"}.`];
    case "SummonCondition":
      return [
        `  cannot be ${item.forbids.join(" or ")}${item.exceptBy === undefined ? "" : ` except by ${item.exceptBy.map((n) => quote(n.name)).join(" or ")}`}${item.condition === undefined ? "" : ` while ${condition(item.condition)}`}.`,
      ];
    case "Lifetime":
      return [item.for === undefined ? "  remains on the field." : `  remains on the field for ${item.for.turns} of ${possessive(item.for.whose)} turns.`];
  }
}

function printEffect(e: A.Effect): string[] {
  const head = effectHeader(e);
  const b = e.body;
  const single = `  ${head}: ${bodyText(b)}.`;
  if (single.length <= MAX_LINE) return [single];

  const lines = [`  ${head}:`];
  const costs = costText(b);
  if (b.actions === undefined) return [...lines, `    ${bodyText(b)}.`];
  if (costs !== undefined) lines.push(`    ${costs}`);
  for (const t of targetTexts(b)) lines.push(`    ${t}`);
  const first = b.actions.first;
  if (first.kind === "Options") {
    // `choose one:` on its own line, each option on a line of its own
    lines.push("    choose one:");
    first.options.forEach((o, i) => lines.push(`      ${i === 0 ? "" : "or "}{ ${bodyText(o)} }${i === first.options.length - 1 ? "." : ""}`));
    return lines;
  }
  const rest = b.actions.rest.map((r) => `${connectorWord(r.connector)} ${action(r.action)}`);
  const unless = b.actions.unless === undefined ? [] : [`unless ${action(b.actions.unless)}`];
  const seq = [action(first), ...rest, ...unless];
  seq.forEach((s, i) => lines.push(`    ${s}${i === seq.length - 1 ? "." : ","}`));
  return lines;
}

function costText(b: A.EffectBody): string | undefined {
  return b.costs.length > 0 ? `cost ${b.costs.map(action).join(" and ")};` : undefined;
}

function targetTexts(b: A.EffectBody): string[] {
  return b.targets.map((t) => `target ${t.picks.map(targetPick).join(" and ")};`);
}

/** A body on one line: `cost …; target …; <actions>` (an option of `choose one` too). */
export function bodyText(b: A.EffectBody): string {
  const costs = costText(b);
  // An activation that is all cost: `cost pay 1000 LP` ends the body.
  if (b.actions === undefined) return [...(costs === undefined ? [] : [costs.slice(0, -1)]), ...targetTexts(b)].join(" ");
  return [...(costs === undefined ? [] : [costs]), ...targetTexts(b), actionSeq(b.actions)].join(" ");
}

function actionSeq(seq: A.ActionSeq): string {
  const unless = seq.unless === undefined ? "" : `, unless ${action(seq.unless)}`;
  return action(seq.first) + seq.rest.map((r) => `, ${connectorWord(r.connector)} ${action(r.action)}`).join("") + unless;
}

export function effectHeader(e: A.Effect): string {
  const parts: string[] = [];
  if (e.optional) parts.push("optional");
  parts.push(e.effectKind);
  if (e.location !== undefined) parts.push(`in ${e.location}`);
  if (e.timing !== undefined) parts.push(`${e.timing.mode} ${e.timing.events.map(event).join(" or ")}`);
  if (e.condition !== undefined) parts.push(`while ${condition(e.condition)}`);
  if (e.limit !== undefined) parts.push(`once per ${e.limit.per}${e.limit.scope === "name" ? " by name" : ""}`);
  return parts.join(" ");
}

export function connectorWord(c: A.Connector): string {
  return c === "and if you do" ? "and if you do," : c;
}

function targetPick(p: A.TargetPick): string {
  return selector(p.selector) + bindingSuffix(p.binding);
}

export function bindingSuffix(b: string | undefined): string {
  return b === undefined ? "" : ` as ${b}`;
}

// ---------------------------------------------------------------------------------------------
// Actions

/** Third person singular subjects take `draws`, `gains`, `controls`. */
export function singularPlayer(p: A.PlayerRef): boolean {
  return p !== "you" && p !== "both players";
}

/** A verb agreeing with an optional player subject: `draw` / `each player draws`. */
export function verbFor(actor: A.PlayerRef | undefined, verb: string): string {
  const conj = actor !== undefined && singularPlayer(actor) ? conjugate(verb) : verb;
  return actor === undefined ? conj : `${actor} ${conj}`;
}

/** `summon` -> `summons`, `banish` -> `banishes`, `special summon` -> `special summons`. */
export function conjugate(verb: string): string {
  return /(sh|ss|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

/** `your` for the acting player when it is you (or unnamed), `their` otherwise. */
export function actorPossessive(actor: A.PlayerRef | undefined): string {
  return actor === undefined || actor === "you" ? "your" : "their";
}

/** One action as script text (used by `explain` too): each verb prints itself (verbs.ts). */
export function action(a: A.Action): string {
  return printAction(a);
}

export function move(a: A.Move): string {
  const head = `${verbFor(a.actor, a.verb)} ${selector(a.object)}`;
  if (a.verb === "banish") return head + (a.faceDown === true ? " face-down" : "") + bindingSuffix(a.binding);
  const poss = actorPossessive(a.actor);
  let dest: string;
  switch (a.to) {
    case "deck top":
      dest = `on top of ${poss} deck`;
      break;
    case "deck bottom":
      dest = `at the bottom of ${poss} deck`;
      break;
    default:
      dest = `to ${a.verb === "add" || a.verb === "place" ? poss : "the"} ${a.to}`;
  }
  if (a.owner !== undefined) {
    dest = a.to === "deck top" ? `on top of ${a.owner} deck` : a.to === "deck bottom" ? `at the bottom of ${a.owner} deck` : `to ${a.owner} ${a.to}`;
  }
  return `${head} ${dest}${bindingSuffix(a.binding)}`;
}

/**
 * `500 damage`, `300 ATK for each spell counter on this card`, `half your LP` (the unit is left
 * out when the amount already ends with it).
 */
export function amountWithUnit(amount: A.Expr, unit: string): string {
  const inner = amount.kind === "ForEach" ? amount.amount : amount;
  const text = expr(inner);
  // `gain LP equal to its ATK`, `gain LP equal to that damage`: an amount that is a card's stat or an event's.
  if (unit === "LP" && amount === inner && (inner.kind === "StatOf" || inner.kind === "ThatDamage")) return `LP equal to ${text}`;
  const withUnit = unit === "LP" && text.endsWith(" LP") ? text : `${text} ${unit}`;
  return amount.kind === "ForEach" ? `${withUnit} for each ${countable(amount.per)}` : withUnit;
}

export function countable(c: A.Countable): string {
  return c.kind === "CountCounters" ? `${c.counter} counter on ${selector(c.on)}` : selector(c.selector, "singular");
}

export function activationPlural(n: A.ActivationNoun): string {
  switch (n) {
    case "card or effect":
      return "cards or effects";
    case "monster effect":
      return "monster effects";
    case "effect":
      return "effects";
    default:
      return `${n}s`;
  }
}

export function durationSuffix(d: A.Duration | undefined): string {
  if (d === undefined) return "";
  switch (d.kind) {
    case "UntilEndOfTurn":
      return " until end of turn";
    case "UntilEndOfDamageStep":
      return " until end of damage step";
    case "ForTurns":
      return d.whose === undefined ? ` for ${d.turns} turns` : ` for ${d.turns} of ${possessive(d.whose)} turns`;
    case "While":
      return ` while ${condition(d.condition)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Selectors

/** Is the selector grammatically plural (`are`, `gain`) rather than singular (`is`, `gains`)? */
export function isPlural(s: A.Selector): boolean {
  switch (s.kind) {
    case "Reference":
      return s.ref.kind === "them" || s.ref.kind === "binding";
    case "TopOfDeck":
      return !isOne(s.count);
    case "CardSet":
      return pluralCount(s.count);
  }
}

function pluralCount(c: A.Count): boolean {
  switch (c.kind) {
    case "a":
      return false;
    case "exactly":
    case "upTo":
      return c.n !== 1;
    default:
      return true;
  }
}

export function isOne(e: A.Expr): boolean {
  return e.kind === "Num" && e.value === 1;
}

export function selector(s: A.Selector, number?: "singular"): string {
  switch (s.kind) {
    case "Reference":
      return reference(s.ref);
    case "TopOfDeck": {
      const n = isOne(s.count) ? "card" : `${exprPrimary(s.count)} cards`;
      return `the top ${n} of ${s.owner} deck`;
    }
    case "CardSet":
      return cardSet(s, number === "singular" ? false : pluralCount(s.count));
  }
}

function reference(r: A.ReferenceName): string {
  return r.kind === "binding" ? r.name : r.kind;
}

function cardSet(s: A.CardSet, plural: boolean): string {
  const words: string[] = [];
  const quals = s.qualifiers.map((q) => q.options.map((o) => o.word).join(" or "));
  const nounText = noun(s.noun, plural);
  const next = quals[0] ?? nounText;
  switch (s.count.kind) {
    case "a":
      words.push(s.other ? "another" : /^[aeiouAEIOU]/.test(next) ? "an" : "a");
      break;
    case "exactly":
      words.push(String(s.count.n));
      break;
    case "upTo":
      words.push(`up to ${s.count.n}`);
      break;
    case "atLeast":
      words.push(`${s.count.n} or more`);
      break;
    case "range":
      words.push(`${s.count.min} to ${s.count.max}`);
      break;
    case "all":
      words.push("all");
      break;
    case "any":
      words.push("any number of");
      break;
    case "no":
      words.push("no");
      break;
    case "thatMany":
      words.push("that many");
      break;
    case "each":
      break;
  }
  if (s.other && s.count.kind !== "a") words.push("other");
  words.push(...quals, nounText);
  if (s.orSet === true) words.push(plural ? "or set cards" : "or set card");
  if (s.normalSummonable === true) words.push("that can be normal summoned");
  if (s.summonedThisTurn === true) words.push("summoned this turn");
  if (s.destroyedThisTurn !== undefined) words.push(s.destroyedThisTurn === "battle" ? "destroyed by battle this turn" : "destroyed this turn");
  if (s.filters.length > 0) words.push(`with ${s.filters.map(filter).join(" and ")}`);
  if (s.random === true) words.push("at random");
  if (s.place !== undefined) words.push(place(s.place));
  if (s.controlChangeable === true) words.push("that can change control");
  if (s.equippedTo !== undefined) words.push(`equipped to ${selector(s.equippedTo)}`);
  if (s.equippedWith !== undefined) words.push(`equipped with ${selector(s.equippedWith)}`);
  if (s.except !== undefined) words.push(`except ${selector(s.except)}`);
  return words.join(" ");
}

export function noun(n: A.Noun, plural: boolean): string {
  if (n.kind === "named") return [n.name, ...(n.or ?? []).map((o) => o.name)].map(quote).join(" or ");
  return plural ? `${n.kind}s` : n.kind;
}

function filter(f: A.Filter): string {
  switch (f.kind) {
    case "CounterFilter":
      return `${/^[aeiou]/.test(f.counter) ? "an" : "a"} ${f.counter} counter`;
    case "StatFilter":
      return `${f.stat} ${f.op} ${exprPrimary(f.value)}`;
    case "ExtremeFilter":
      return `the ${f.which} ${f.stat}`;
    case "DeclaredFilter":
      return `the declared ${f.what}`;
    case "SameNameFilter":
      return `the same name as ${reference(f.of.ref)}`;
    case "ListedFilter":
      return `the name listed by ${reference(f.of.ref)}`;
    case "NameFilter":
      return `${quote(f.text)} in its name`;
  }
}

function place(p: A.Place): string {
  switch (p.kind) {
    case "OnField":
      return "on the field";
    case "ControlledBy":
      return verbFor(p.player, "control");
    case "InZones":
      return `${p.preposition} ${p.owner} ${p.zones.join(" or ")}`;
    case "InBinding":
      return `in ${p.name}`;
  }
}

/** `your`, `your opponent's`, `its controller's`, `each player's`, `both players'` */
export function possessive(p: A.PlayerRef): string {
  switch (p) {
    case "you":
      return "your";
    case "both players":
      return "both players'";
    default:
      return `${p}'s`;
  }
}

// ---------------------------------------------------------------------------------------------
// Expressions

function precedence(e: A.Expr): number {
  if (e.kind === "Binary") return e.op === "*" ? 2 : 1;
  if (e.kind === "ForEach") return 0;
  return 3;
}

export function expr(e: A.Expr): string {
  switch (e.kind) {
    case "Num":
      return String(e.value);
    case "Half":
      return `half ${exprPrimary(e.of)}`;
    case "StatOf":
      return e.of.ref.kind === "it" ? `its ${e.original === true ? "original " : ""}${e.stat}` : `the ${e.original === true ? "original " : ""}${e.stat} of ${reference(e.of.ref)}`;
    case "LifeOf":
      return `${possessive(e.player)} LP`;
    case "CountOf":
      return `the number of ${selector(e.of)}`;
    case "CountersOn":
      return `the number of ${e.counter} counters on ${selector(e.on)}`;
    case "PhasesSince":
      return `the number of ${possessive(e.player)} ${e.phase.replace(/phase/, "phases")} since this card was activated`;
    case "ThatMany":
      return "that many";
    case "ThatDamage":
      return "that damage";
    case "AmountPaid":
      return "the amount paid";
    case "ForEach":
      return `${expr(e.amount)} for each ${countable(e.per)}`;
    case "Binary": {
      const p = precedence(e);
      const left = precedence(e.left) < p ? `(${expr(e.left)})` : expr(e.left);
      // Operators associate to the left, so a right operand of the same precedence needs parentheses.
      const right = precedence(e.right) <= p ? `(${expr(e.right)})` : expr(e.right);
      return `${left} ${e.op} ${right}`;
    }
  }
}

/** An expression where the grammar wants a single operand (filters, `half`, `the top N`). */
export function exprPrimary(e: A.Expr): string {
  return precedence(e) < 3 ? `(${expr(e)})` : expr(e);
}

// ---------------------------------------------------------------------------------------------
// Conditions and events

/** A condition as script text: each kind prints itself (events.ts). */
export function condition(c: A.Condition): string {
  return printCondition(c);
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`. */
export function ordinal(n: number): string {
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

export function phaseWithArticle(p: A.PhaseName): string {
  return p === "damage step" || p === "damage calculation" ? p : `the ${p}`;
}

/** An event as script text: each kind prints itself (events.ts). */
export function event(e: A.Event): string {
  return printEvent(e);
}

export function copula(s: A.Selector): string {
  return isPlural(s) ? "are" : "is";
}

/** A card name in double quotes, `"` and `\` escaped. */
export function quote(name: string): string {
  return `"${name.replace(/["\\]/g, "\\$&")}"`;
}
