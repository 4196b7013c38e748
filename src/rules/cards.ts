/**
 * Card facts: what the rules need to know about a printed card (kind, subtypes, stats). They reach
 * the rules layer through {@link CardDatabase}; the API layer adapts the language's card data to it.
 * @module
 */

/** The three card kinds. */
export type CardKind = "monster" | "spell" | "trap";

/** The printed facts of one card (R-CARD-1, R-CARD-2). */
export interface CardInfo {
  /** The passcode. */
  readonly code: number;
  readonly name: string;
  readonly kind: CardKind;
  /**
   * Subtypes as in `cards.tsv`: monsters `normal`, `effect`, `fusion`, `ritual`, `synchro`, `token`,
   * `flip`, `tuner`, `special-summon-only`…; spells `normal`, `quick-play`, `continuous`, `equip`,
   * `field`, `ritual`; traps `normal`, `continuous`, `counter`.
   */
  readonly subtypes: readonly string[];
  readonly attribute: string;
  readonly race: string;
  readonly level: number;
  readonly atk: number;
  readonly def: number;
  /** Series it belongs to although its name lacks the word (`with "Archfiend" in its name` matches Summoned Skull). */
  readonly series?: readonly string[];
}

/** Finds a card's facts by passcode. */
export interface CardDatabase {
  get(code: number): CardInfo | undefined;
}

/** A database over a list of cards (tests, hosts with a small pool). */
export function cardDatabase(cards: Iterable<CardInfo>): CardDatabase {
  const map = new Map<number, CardInfo>();
  for (const c of cards) map.set(c.code, c);
  return { get: (code) => map.get(code) };
}

/** Whether the card has this subtype. */
export function hasSubtype(info: CardInfo, subtype: string): boolean {
  return info.subtypes.includes(subtype);
}

/** Fusion and synchro monsters live in the extra deck (R-DECK-1). */
export function isExtraDeckCard(info: CardInfo): boolean {
  return info.kind === "monster" && (hasSubtype(info, "fusion") || hasSubtype(info, "synchro"));
}

/** A monster that must first be summoned by its own procedure (R-SUM-5). */
export function needsProperSummon(info: CardInfo): boolean {
  return info.kind === "monster" && ["fusion", "ritual", "synchro", "special-summon-only"].some((t) => hasSubtype(info, t));
}

/** The spell or trap type (R-CARD-2): `normal` unless a subtype says otherwise. */
export function spellTrapType(info: CardInfo): "normal" | "quick-play" | "continuous" | "equip" | "field" | "ritual" | "counter" {
  for (const t of ["quick-play", "continuous", "equip", "field", "ritual", "counter"] as const) if (hasSubtype(info, t)) return t;
  return "normal";
}
