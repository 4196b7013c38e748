/**
 * Deck files (`.ydk`) and banlists (`lflist.conf`) for embedders, and deck validation against a
 * pack: the rules layer's parsers and checks with file reading, the bundled decks and banlist, and
 * errors that name the file and line, or the card and the rule.
 * @module
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { DEFAULT_PROFILE, formatSourceError, parseLflist, parseYdk, validateDeck, type Banlist, type CardFacts, type Deck, type DeckViolation, type RuleProfile, type SourceError } from "../rules/index.js";
import { bundledPack, packCore, type DuelPack } from "./duel.js";
import { bundledPackDir } from "./pack.js";

/** A deck file or banlist that could not be read: every problem, each with file and line. */
export class DeckFileError extends Error {
  /** Every problem found (never only the first). */
  readonly errors: readonly SourceError[];
  constructor(errors: readonly SourceError[]) {
    super(errors.map(formatSourceError).join("\n"));
    this.name = "DeckFileError";
    this.errors = errors;
  }
}

/** A deck read from a file or text, with a name for logs. */
export interface NamedDeck extends Deck {
  /** The file's base name without `.ydk`, or the name given. */
  readonly name: string;
}

/** Parses the text of a `.ydk` file; throws {@link DeckFileError} listing every bad line. */
export function parseDeck(text: string, name = "deck"): NamedDeck {
  const r = parseYdk(text, name);
  if (!r.ok) throw new DeckFileError(r.errors);
  return { name, main: r.value.main, extra: r.value.extra, side: r.value.side };
}

/** Reads a `.ydk` file; throws {@link DeckFileError} (bad lines) or the file system's error. */
export function loadDeck(path: string): NamedDeck {
  const text = readFileSync(path, "utf8");
  const r = parseYdk(text, path);
  if (!r.ok) throw new DeckFileError(r.errors);
  return { name: basename(path).replace(/\.ydk$/i, ""), main: r.value.main, extra: r.value.extra, side: r.value.side };
}

/**
 * Parses an `lflist.conf` text and picks one of its lists: by name, or the first one. Throws
 * {@link DeckFileError} for bad lines or a list name the file does not have.
 */
export function parseBanlist(text: string, opts: { file?: string; list?: string } = {}): Banlist {
  const file = opts.file ?? "<banlist>";
  const r = parseLflist(text, file);
  if (!r.ok) throw new DeckFileError(r.errors);
  const list = opts.list === undefined ? r.value[0] : r.value.find((l) => l.name === opts.list);
  if (list === undefined) {
    const have = r.value.map((l) => l.name).join(", ") || "none";
    throw new DeckFileError([{ file, line: 1, message: opts.list === undefined ? "the file holds no list" : `no list named "${opts.list}" (the file has: ${have})` }]);
  }
  return list;
}

/** Reads an `lflist.conf` file and picks one of its lists (default: the first). */
export function loadBanlist(path: string, list?: string): Banlist {
  return parseBanlist(readFileSync(path, "utf8"), { file: path, ...(list === undefined ? {} : { list }) });
}

/** The folder of the decks shipped with the engine (`cards/decks`). */
export function bundledDecksDir(): string {
  return join(dirname(bundledPackDir()), "decks");
}

/** Names of the bundled decks: the two starter decks, and decks of the 2005 format (legal on its April list). */
export const BUNDLED_DECKS = ["starter-yugi", "starter-kaiba", "goat-control", "chaos-control", "burn", "warrior-toolbox", "monarchs", "dimension-fusion-turbo", "zombie", "empty-jar"] as const;

/** The bundled decks of the 2005 tournament format. */
export const FORMAT_DECKS = ["goat-control", "chaos-control", "burn", "warrior-toolbox", "monarchs", "dimension-fusion-turbo", "zombie", "empty-jar"] as const;

/** A bundled deck by name (one of {@link BUNDLED_DECKS}). */
export function bundledDeck(name: string): NamedDeck {
  const path = join(bundledDecksDir(), `${name}.ydk`);
  if (!existsSync(path)) throw new Error(`no bundled deck "${name}" (bundled: ${BUNDLED_DECKS.join(", ")})`);
  return loadDeck(path);
}

/** The bundled 2005.4.1 banlist (`cards/banlists/2005.4.1.conf`). */
export function bundledBanlist(): Banlist {
  return loadBanlist(join(dirname(bundledPackDir()), "banlists", "2005.4.1.conf"));
}

/** Options of {@link checkDeck}. */
export interface CheckDeckOptions {
  /** The card pool (default: the bundled pack). */
  readonly pack?: DuelPack;
  /** A forbidden/limited list (R-DECK-3); none by default. */
  readonly banlist?: Banlist;
  /** Sizes and copy limits (default classic). */
  readonly profile?: RuleProfile;
}

/** The pack's cards as deck validation looks them up. */
export function deckLookup(pack: DuelPack): (id: number) => CardFacts | undefined {
  const { facts, cards } = packCore(pack);
  return (id) => {
    const f = facts.byId(id);
    if (f === undefined) return undefined;
    const sub = cards.get(id)?.subtypes ?? f.subtypes;
    return { id: f.id, alias: f.alias, name: f.name, extraDeck: f.kind === "monster" && (sub.includes("fusion") || sub.includes("synchro")) };
  };
}

/**
 * The effect cards of a deck that the pack has no script for, by name, each once, in deck order.
 * Spells, traps and every monster that is not a normal (vanilla) monster need a script to play as
 * printed; a normal monster or a token needs none.
 */
export function unscriptedCards(deck: { readonly main: readonly number[]; readonly extra?: readonly number[] }, pack: DuelPack = bundledPack()): string[] {
  const { facts, behaviours } = packCore(pack);
  const scripted = (id: number): boolean => (behaviours instanceof Map ? behaviours.has(id) : Object.hasOwn(behaviours, id));
  const out: string[] = [];
  for (const id of [...deck.main, ...(deck.extra ?? [])]) {
    const f = facts.byId(id);
    if (f === undefined) continue;
    const vanilla = f.kind === "monster" && (f.subtypes.includes("normal") || f.subtypes.includes("token"));
    if (vanilla || scripted(id) || (f.alias !== 0 && scripted(f.alias))) continue;
    if (!out.includes(f.name)) out.push(f.name);
  }
  return out;
}

/**
 * Checks a deck against the deck rules (R-DECK-1..3): sizes, cards of the pool, copies by name, the
 * banlist. Returns every violation, each with a message naming the card and the rule; empty when legal.
 */
export function checkDeck(deck: Deck, opts: CheckDeckOptions = {}): DeckViolation[] {
  const pack = opts.pack ?? bundledPack();
  return validateDeck(deck, { profile: opts.profile ?? DEFAULT_PROFILE, cards: deckLookup(pack), ...(opts.banlist === undefined ? {} : { banlist: opts.banlist }) });
}
