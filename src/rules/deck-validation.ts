/**
 * Deck validation (R-DECK-1..4) and the side-deck swap check between duels of a match (R-DUEL-4).
 * The card facts come through {@link CardLookup}, so this layer does not depend on the language.
 * @module
 */
import type { Banlist, CopyLimit } from "./banlist.js";
import { limitName } from "./banlist.js";
import { DECK_SECTIONS, type Deck, type DeckSection } from "./deck.js";
import { describeSizes, type RuleProfile } from "./profiles.js";

/** The facts of one card that deck validation needs. */
export interface CardFacts {
  /** The passcode. */
  readonly id: number;
  /** Non-zero: the passcode of the card this is an alternate artwork of (same card for limits). */
  readonly alias: number;
  /** The card's name; copies are counted by name (R-DECK-2). */
  readonly name: string;
  /** Whether the card lives in the extra deck (fusion and synchro monsters). */
  readonly extraDeck: boolean;
}

/** Finds a card's facts by passcode; `undefined` for a passcode the host does not know. */
export type CardLookup = (id: number) => CardFacts | undefined;

/** The rule a violation breaks. */
export type DeckRuleId = "R-DECK-1" | "R-DECK-2" | "R-DECK-3" | "R-DUEL-4";

/** What kind of violation was found. */
export type DeckViolationKind =
  /** A passcode the card lookup does not know (R-DECK-1: a deck is made of cards of the pool). */
  | "unknown-card"
  /** Main deck outside the profile's size range (R-DECK-1). */
  | "main-deck-size"
  /** Extra deck above the profile's maximum (R-DECK-1). */
  | "extra-deck-size"
  /** Side deck of a size the profile does not allow (R-DECK-1). */
  | "side-deck-size"
  /** A fusion or synchro monster in the main deck (R-DECK-1). */
  | "extra-card-in-main"
  /** A card that is not a fusion or synchro monster in the extra deck (R-DECK-1). */
  | "main-card-in-extra"
  /** More copies of a card by name than the profile allows (R-DECK-2). */
  | "too-many-copies"
  /** More copies than the banlist allows: forbidden, limited, semi-limited (R-DECK-3). */
  | "banlist-limit"
  /** A side deck swap changed how many cards a section holds (R-DUEL-4). */
  | "swap-changed-size"
  /** A side deck swap brought in or lost cards instead of exchanging them (R-DUEL-4). */
  | "swap-changed-cards";

/** A card named by a violation. */
export interface CardRef {
  /** The card's passcode; for copy limits, the main artwork's passcode. */
  readonly id: number;
  /** The card's name, or `"unknown card"`. */
  readonly name: string;
}

/** One thing wrong with a deck. */
export interface DeckViolation {
  /** The rule broken (RULES.md id). */
  readonly rule: DeckRuleId;
  /** The kind of violation. */
  readonly kind: DeckViolationKind;
  /** A sentence naming the rule, the card and the counts, ready to show. */
  readonly message: string;
  /** The card concerned, if the violation is about one card. */
  readonly card?: CardRef;
  /** Every passcode in the deck that counted towards this violation (alternate artworks included). */
  readonly ids?: readonly number[];
  /** The section concerned, if the violation is about one section. */
  readonly section?: DeckSection;
  /** How many cards or copies were found. */
  readonly count?: number;
  /** The number allowed (for a size range, the bound that was broken). */
  readonly limit?: number;
}

/** Options of {@link validateDeck}. */
export interface ValidateDeckOptions {
  /** The rule profile giving sizes and the copy limit. */
  readonly profile: RuleProfile;
  /** A forbidden/limited list to apply (R-DECK-3); none by default. */
  readonly banlist?: Banlist;
  /** Card facts by passcode. */
  readonly cards: CardLookup;
}

const SECTION_NAMES: Readonly<Record<DeckSection, string>> = { main: "main deck", extra: "extra deck", side: "side deck" };

/** A card's identity for copy limits: alternate artworks (same name as the aliased card) share one. */
interface Identity {
  readonly key: string;
  readonly card: CardRef;
}

/**
 * Resolves passcodes to the card they are "by name" (R-DECK-2, R-DECK-3). An `alias` whose card has
 * the same name, or is unknown, is an alternate artwork: the same card. An alias to a card with a
 * different name (Harpie Lady 1 → Harpie Lady, A Legendary Ocean → Umi) is a different card that is
 * only treated as the other one on the field, so it keeps its own limit: cards are counted by their
 * printed name.
 */
function identityResolver(cards: CardLookup): (id: number) => Identity {
  const cache = new Map<number, Identity>();
  return (id) => {
    const cached = cache.get(id);
    if (cached !== undefined) return cached;
    const facts = cards(id);
    let identity: Identity;
    if (facts === undefined) {
      identity = { key: `#${id}`, card: { id, name: "unknown card" } };
    } else if (facts.alias === 0) {
      identity = { key: `name:${facts.name}`, card: { id, name: facts.name } };
    } else {
      const target = cards(facts.alias);
      if (target === undefined) {
        // The main artwork is not in the lookup: trust the alias, so a banlist entry for it applies.
        identity = { key: `#${facts.alias}`, card: { id: facts.alias, name: facts.name } };
      } else {
        const sameCard = target.name === facts.name;
        identity = { key: `name:${facts.name}`, card: { id: sameCard ? facts.alias : id, name: facts.name } };
      }
    }
    cache.set(id, identity);
    return identity;
  };
}

function cardLabel(card: CardRef): string {
  return `${card.name} (${card.id})`;
}

function checkSizes(deck: Deck, profile: RuleProfile, out: DeckViolation[]): void {
  const { min, max } = profile.mainDeck;
  const main = deck.main.length;
  if (main < min || (max !== null && main > max)) {
    const range = max === null ? `at least ${min}` : `${min}–${max}`;
    out.push({
      rule: "R-DECK-1",
      kind: "main-deck-size",
      message: `R-DECK-1: the main deck has ${main} cards; it must have ${range}`,
      section: "main",
      count: main,
      limit: main < min ? min : (max as number),
    });
  }
  const extra = deck.extra.length;
  if (extra > profile.extraDeckMax) {
    out.push({
      rule: "R-DECK-1",
      kind: "extra-deck-size",
      message: `R-DECK-1: the extra deck has ${extra} cards; it may have at most ${profile.extraDeckMax}`,
      section: "extra",
      count: extra,
      limit: profile.extraDeckMax,
    });
  }
  const side = deck.side.length;
  if (!profile.sideDeckSizes.includes(side)) {
    const allowed = profile.sideDeckSizes;
    const limit = allowed.find((n) => n > side) ?? allowed[allowed.length - 1] ?? 0;
    out.push({
      rule: "R-DECK-1",
      kind: "side-deck-size",
      message: `R-DECK-1: the side deck has ${side} cards; the ${profile.name} profile allows ${describeSizes(allowed)}`,
      section: "side",
      count: side,
      limit,
    });
  }
}

/** Distinct passcodes of a section in first-seen order, with their counts. */
function tally(ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Checks a deck against R-DECK-1..3 and returns **every** violation (R-DECK-4), in a stable order:
 * unknown cards, section sizes, misplaced cards, copies by name, banlist limits. An empty list means
 * the deck is legal.
 */
export function validateDeck(deck: Deck, options: ValidateDeckOptions): DeckViolation[] {
  const { profile, banlist, cards } = options;
  const identify = identityResolver(cards);
  const out: DeckViolation[] = [];

  for (const section of DECK_SECTIONS) {
    for (const [id, count] of tally(deck[section])) {
      if (cards(id) !== undefined) continue;
      out.push({
        rule: "R-DECK-1",
        kind: "unknown-card",
        message: `R-DECK-1: unknown card ${id} in the ${SECTION_NAMES[section]} (${count} ${count === 1 ? "copy" : "copies"})`,
        card: { id, name: "unknown card" },
        ids: [id],
        section,
        count,
      });
    }
  }

  checkSizes(deck, profile, out);

  for (const [section, wantExtra] of [["main", false], ["extra", true]] as const) {
    for (const [id, count] of tally(deck[section])) {
      const facts = cards(id);
      if (facts === undefined || facts.extraDeck === wantExtra) continue;
      const card = { id, name: facts.name };
      const copies = `${count} ${count === 1 ? "copy" : "copies"}`;
      out.push(
        wantExtra
          ? {
              rule: "R-DECK-1",
              kind: "main-card-in-extra",
              message: `R-DECK-1: ${cardLabel(card)} is not a fusion or synchro monster and cannot be in the extra deck (${copies})`,
              card,
              ids: [id],
              section,
              count,
            }
          : {
              rule: "R-DECK-1",
              kind: "extra-card-in-main",
              message: `R-DECK-1: ${cardLabel(card)} is an extra deck monster (fusion or synchro) and cannot be in the main deck (${copies})`,
              card,
              ids: [id],
              section,
              count,
            },
      );
    }
  }

  // Copies by name across the three sections, alternate artworks together (R-DECK-2, R-DECK-3).
  const groups = new Map<string, { ids: Set<number>; count: number }>();
  for (const section of DECK_SECTIONS) {
    for (const id of deck[section]) {
      const { key } = identify(id);
      const group = groups.get(key) ?? { ids: new Set<number>(), count: 0 };
      group.ids.add(id);
      group.count++;
      groups.set(key, group);
    }
  }
  const caps = new Map<string, CopyLimit>();
  if (banlist !== undefined) {
    for (const [id, limit] of banlist.limits) {
      const { key } = identify(id);
      caps.set(key, Math.min(limit, caps.get(key) ?? 3) as CopyLimit);
    }
  }

  const copyViolations: DeckViolation[] = [];
  const banViolations: DeckViolation[] = [];
  for (const [key, group] of groups) {
    const ids = [...group.ids];
    const card = identify(ids[0] as number).card;
    const others = ids.filter((id) => id !== card.id);
    const artworks = others.length > 0 ? ` (passcodes ${ids.join(", ")})` : "";
    if (group.count > profile.copiesPerCard) {
      copyViolations.push({
        rule: "R-DECK-2",
        kind: "too-many-copies",
        message: `R-DECK-2: ${group.count} copies of ${cardLabel(card)}${artworks} across main, extra and side deck; at most ${profile.copiesPerCard}`,
        card,
        ids,
        count: group.count,
        limit: profile.copiesPerCard,
      });
    }
    const cap = caps.get(key);
    if (cap !== undefined && banlist !== undefined && group.count > cap) {
      const allowed = cap === 0 ? "none may be used" : `at most ${cap}`;
      banViolations.push({
        rule: "R-DECK-3",
        kind: "banlist-limit",
        message: `R-DECK-3: ${cardLabel(card)} is ${limitName(cap)} on ${banlist.name}; the deck has ${group.count}${artworks}, ${allowed}`,
        card,
        ids,
        count: group.count,
        limit: cap,
      });
    }
  }
  out.push(...copyViolations, ...banViolations);
  return out;
}

/** Sorted copy of a multiset of passcodes, for comparing card pools. */
function counts(ids: Iterable<number>): Map<number, number> {
  const m = new Map<number, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/**
 * Checks a side-deck swap between duels of a match (R-DUEL-4): each section keeps its size, and the
 * cards of the three sections together are the same cards as registered (swaps are one for one).
 * Returns every violation; an empty list means the swap is allowed.
 *
 * @param registered - the deck as registered for the match.
 * @param swapped - the deck the player wants to use for the next duel.
 * @param cards - card facts, to name the cards in messages.
 */
export function validateSideSwap(registered: Deck, swapped: Deck, cards: CardLookup): DeckViolation[] {
  const out: DeckViolation[] = [];
  for (const section of DECK_SECTIONS) {
    const before = registered[section].length;
    const after = swapped[section].length;
    if (before !== after) {
      out.push({
        rule: "R-DUEL-4",
        kind: "swap-changed-size",
        message: `R-DUEL-4: the ${SECTION_NAMES[section]} had ${before} cards and now has ${after}; side deck swaps are one for one`,
        section,
        count: after,
        limit: before,
      });
    }
  }
  const was = counts(DECK_SECTIONS.flatMap((s) => registered[s]));
  const now = counts(DECK_SECTIONS.flatMap((s) => swapped[s]));
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const before = was.get(id) ?? 0;
    const after = now.get(id) ?? 0;
    if (before === after) continue;
    const card = { id, name: cards(id)?.name ?? "unknown card" };
    out.push({
      rule: "R-DUEL-4",
      kind: "swap-changed-cards",
      message: `R-DUEL-4: ${cardLabel(card)}: ${before} registered, ${after} after the swap; only cards of the registered deck may be exchanged`,
      card,
      ids: [id],
      count: after,
      limit: before,
    });
  }
  return out;
}
