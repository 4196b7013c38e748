/** Short English renderings of AST parts for diagnostic messages. */
import type { CardSet, Count, Event, Noun, PlayerRef, ReferenceName, Selector } from "./ast.js";
import type { Span } from "./span.js";

export function describeReference(r: ReferenceName): string {
  return r.kind === "binding" ? r.name : r.kind;
}

function nounText(n: Noun, plural: boolean): string {
  if (n.kind === "named") return [n.name, ...(n.or ?? []).map((o) => o.name)].map((x) => `"${x}"`).join(" or ");
  return plural ? `${n.kind}s` : n.kind;
}

function countText(c: Count): { text: string; plural: boolean } {
  switch (c.kind) {
    case "a":
      return { text: "a", plural: false };
    case "exactly":
      return { text: String(c.n), plural: c.n !== 1 };
    case "upTo":
      return { text: `up to ${c.n}`, plural: c.n !== 1 };
    case "atLeast":
      return { text: `${c.n} or more`, plural: true };
    case "range":
      return { text: `${c.min} to ${c.max}`, plural: true };
    case "all":
      return { text: "all", plural: true };
    case "any":
      return { text: "any number of", plural: true };
    case "each":
      return { text: "", plural: true };
    case "no":
      return { text: "no", plural: true };
    case "thatMany":
      return { text: "that many", plural: true };
  }
}

export function describeCardSet(s: CardSet): string {
  const { text, plural } = countText(s.count);
  const quals = s.qualifiers.map((q) => q.options.map((o) => o.word).join(" or "));
  return [text, s.other ? "other" : "", ...quals, nounText(s.noun, plural)].filter((w) => w !== "").join(" ");
}

export function describeSelector(s: Selector): string {
  switch (s.kind) {
    case "CardSet":
      return describeCardSet(s);
    case "Reference":
      return describeReference(s.ref);
    case "TopOfDeck":
      return "the top cards of a deck";
  }
}

/** Whether a selector can stand for more than one card (for `it` versus `them`). */
export function isPlural(s: Selector): boolean {
  switch (s.kind) {
    case "CardSet":
      return countText(s.count).plural;
    case "TopOfDeck":
      return !(s.count.kind === "Num" && s.count.value === 1);
    case "Reference":
      return s.ref.kind === "them";
  }
}

export function describeEvent(e: Event): string {
  switch (e.kind) {
    case "Summoned":
      return e.would ? "a summon" : "a summoned monster";
    case "Activated":
      return `the activation of a ${e.types === undefined ? "" : `${e.types.join(" or ")} `}${e.what}`;
    case "DeclaresAttack":
      return "an attack declaration";
    case "Phase":
      return e.phase;
    default:
      return e.kind;
  }
}

/** `a`/`an` before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

const POSSESSIVE: Record<PlayerRef, string> = {
  you: "your",
  "your opponent": "your opponent's",
  "each player": "each player's",
  "both players": "both players'",
  "its controller": "its controller's",
  "its owner": "its owner's",
};

/** `your opponent's standby phase`, `the end phase` */
export function describePhase(e: Extract<Event, { kind: "Phase" }>): string {
  return e.player === undefined ? `the ${e.phase}` : `${POSSESSIVE[e.player]} ${e.phase}`;
}

/** The last `length` characters of a span: where a trailing `as name` is. */
export function tailSpan(span: Span, length: number): Span {
  if (span.end.column - length < 1) return span;
  return {
    file: span.file,
    start: { offset: span.end.offset - length, line: span.end.line, column: span.end.column - length },
    end: span.end,
  };
}
