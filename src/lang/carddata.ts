/**
 * Card facts (stats) of a pack, parsed from the text of its `cards.tsv`. Pure: no file access, so
 * the checker and tests can use it on any string; the api layer reads the file.
 */
import { diagnose, type DiagnosticCode } from "./catalogue.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";

/** The three kinds of card. */
export type CardKind = "monster" | "spell" | "trap";

/** Subtypes a monster row may list (main kind, abilities, and how it is summoned). */
export const MONSTER_SUBTYPES = [
  "normal",
  "effect",
  "fusion",
  "ritual",
  "synchro",
  "tuner",
  "flip",
  "spirit",
  "union",
  "gemini",
  "toon",
  "token",
  "special-summon-only",
] as const;
/** Subtypes a spell or trap row may list. */
export const SPELL_TRAP_SUBTYPES = ["normal", "quick-play", "continuous", "equip", "field", "ritual", "counter"] as const;
/** A monster subtype. */
export type MonsterSubtype = (typeof MONSTER_SUBTYPES)[number];
/** A spell or trap subtype. */
export type SpellTrapSubtype = (typeof SPELL_TRAP_SUBTYPES)[number];
/** Any subtype of `cards.tsv`. */
export type Subtype = MonsterSubtype | SpellTrapSubtype;

/** Monster attributes, as written in the data and in scripts. */
export const ATTRIBUTES = ["DARK", "EARTH", "FIRE", "LIGHT", "WATER", "WIND", "DIVINE"] as const;
/** A monster attribute. */
export type Attribute = (typeof ATTRIBUTES)[number];

/** Monster races (types), as written in the data and in scripts. */
export const RACES = [
  "Aqua",
  "Beast",
  "Beast-Warrior",
  "Cyberse",
  "Dinosaur",
  "Divine-Beast",
  "Dragon",
  "Fairy",
  "Fiend",
  "Fish",
  "Insect",
  "Machine",
  "Plant",
  "Psychic",
  "Pyro",
  "Reptile",
  "Rock",
  "Sea Serpent",
  "Spellcaster",
  "Thunder",
  "Warrior",
  "Winged Beast",
  "Wyrm",
  "Zombie",
] as const;
/** A monster race. */
export type Race = (typeof RACES)[number];

/** ATK/DEF as printed: a number, or `?` for a value the card's effect decides. */
export type StatValue = number | "?";

/** One row of `cards.tsv`. */
export interface CardFacts {
  /** The passcode. */
  id: number;
  /** Non-zero for an alternate artwork: the id of the card it is the same card as. */
  alias: number;
  name: string;
  nameZh?: string;
  kind: CardKind;
  subtypes: readonly Subtype[];
  attribute?: Attribute;
  race?: Race;
  level?: number;
  atk?: StatValue;
  def?: StatValue;
  /** Legal in the April 2005 card pool. */
  goatPool: boolean;
  /**
   * Series the card belongs to although its name lacks the word (the optional `series` column:
   * Summoned Skull is an "Archfiend" card); `with "Archfiend" in its name` matches it too.
   */
  series?: readonly string[];
  /** Where the row is, for diagnostics that point back at the data. */
  span: Span;
}

/** The card facts of a pack, indexed for the checker. */
export interface CardDatabase {
  readonly cards: readonly CardFacts[];
  /** By passcode, alternate artworks included. */
  byId(id: number): CardFacts | undefined;
  /** By exact name; for a name with several rows, the original artwork (alias 0) comes first. */
  byName(name: string): CardFacts | undefined;
  /** Follows `alias` to the card it is an artwork of. */
  original(card: CardFacts): CardFacts;
  /** Every distinct name, for "did you mean" suggestions. */
  readonly names: readonly string[];
}

/** Parsed card data and the problems found in it. */
export interface CardDataResult {
  db: CardDatabase;
  diagnostics: Diagnostic[];
}

const HEADER = ["id", "alias", "name", "name_zh", "kind", "subtypes", "attribute", "race", "level", "atk", "def", "goat_pool"] as const;
/** Columns a file may leave out. */
const OPTIONAL = ["series"] as const;
type Column = (typeof HEADER)[number] | (typeof OPTIONAL)[number];

const KINDS: readonly CardKind[] = ["monster", "spell", "trap"];
const SUBTYPES_OF: Record<CardKind, readonly string[]> = {
  monster: MONSTER_SUBTYPES,
  spell: SPELL_TRAP_SUBTYPES,
  trap: SPELL_TRAP_SUBTYPES,
};

/**
 * Parses `cards.tsv` text. A malformed row is reported (YGO3xxx, pointing at file:line:column) and
 * left out; the rest of the file still loads, so one typo does not hide every other card.
 */
export function parseCardData(text: string, file: string): CardDataResult {
  const diagnostics: Diagnostic[] = [];
  const lines = text.split(/\r?\n/);
  const cards: CardFacts[] = [];
  let offset = 0;
  let columns: Map<Column, number> | undefined;
  lines.forEach((line, i) => {
    const lineStart = offset;
    offset += line.length + 1;
    if (line.trim() === "" || line.startsWith("#")) return;
    const row = new Row(file, i + 1, lineStart, line);
    if (columns === undefined) {
      columns = readHeader(row, diagnostics);
      return;
    }
    const card = readRow(row, columns, diagnostics);
    if (card !== undefined) cards.push(card);
  });
  if (columns === undefined) {
    diagnostics.push(diagnose("YGO3001", lineSpan(file, 1, 0, ""), [HEADER.join(" ")], { expected: HEADER.join("\\t") }));
  }
  return { db: indexCards(cards, diagnostics), diagnostics };
}

/** Indexes card facts (already parsed or built in code); duplicate ids are reported when `diagnostics` is given. */
export function indexCards(cards: readonly CardFacts[], diagnostics: Diagnostic[] = []): CardDatabase {
  const ids = new Map<number, CardFacts>();
  const names = new Map<string, CardFacts>();
  const kept: CardFacts[] = [];
  for (const card of cards) {
    const prev = ids.get(card.id);
    if (prev !== undefined) {
      diagnostics.push(diagnose("YGO3008", card.span, [card.id, prev.span.start.line]));
      continue;
    }
    ids.set(card.id, card);
    kept.push(card);
    const named = names.get(card.name);
    // The original artwork wins the name, so a script naming the card gets the canonical id.
    if (named === undefined || (named.alias !== 0 && card.alias === 0)) names.set(card.name, card);
  }
  for (const card of kept) {
    if (card.alias !== 0 && !ids.has(card.alias)) {
      diagnostics.push(diagnose("YGO3009", card.span, [card.id, card.alias]));
    }
  }
  const nameList = [...names.keys()];
  return {
    cards: kept,
    byId: (id) => ids.get(id),
    byName: (name) => names.get(name),
    original: (card) => (card.alias !== 0 ? (ids.get(card.alias) ?? card) : card),
    names: nameList,
  };
}

/** A TSV line split into cells, remembering where each cell starts for precise spans. */
class Row {
  readonly cells: string[];
  readonly starts: number[] = [];
  constructor(
    readonly file: string,
    readonly line: number,
    readonly lineStart: number,
    readonly text: string,
  ) {
    this.cells = text.split("\t");
    let col = 0;
    for (const c of this.cells) {
      this.starts.push(col);
      col += c.length + 1;
    }
  }
  span(cell?: number): Span {
    if (cell === undefined || cell >= this.cells.length) return lineSpan(this.file, this.line, this.lineStart, this.text);
    const start = this.starts[cell] ?? 0;
    const len = Math.max(1, this.cells[cell]?.length ?? 0);
    return {
      file: this.file,
      start: { offset: this.lineStart + start, line: this.line, column: start + 1 },
      end: { offset: this.lineStart + start + len, line: this.line, column: start + 1 + len },
    };
  }
}

function lineSpan(file: string, line: number, lineStart: number, text: string): Span {
  const len = Math.max(1, text.length);
  return {
    file,
    start: { offset: lineStart, line, column: 1 },
    end: { offset: lineStart + len, line, column: 1 + len },
  };
}

function readHeader(row: Row, diagnostics: Diagnostic[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  row.cells.forEach((c, i) => {
    if ((HEADER as readonly string[]).includes(c) || (OPTIONAL as readonly string[]).includes(c)) columns.set(c as Column, i);
  });
  const missing = HEADER.filter((h) => !columns.has(h));
  if (missing.length > 0) {
    diagnostics.push(diagnose("YGO3001", row.span(), [missing.join(", ")], { expected: HEADER.join("\\t") }));
    // Fall back to the documented order so the rows can still be read.
    return new Map(HEADER.map((h, i) => [h, i]));
  }
  return columns;
}

function readRow(row: Row, columns: Map<Column, number>, diagnostics: Diagnostic[]): CardFacts | undefined {
  if (row.cells.length !== columns.size) {
    diagnostics.push(diagnose("YGO3002", row.span(), [columns.size, row.cells.length]));
    return undefined;
  }
  let ok = true;
  const fail = (code: DiagnosticCode, col: Column, args: (string | number)[], expected?: string): undefined => {
    ok = false;
    diagnostics.push(diagnose(code, row.span(columns.get(col)), args, expected === undefined ? {} : { expected }));
    return undefined;
  };
  const cell = (col: Column): string => row.cells[columns.get(col) ?? -1] ?? "";
  const int = (col: Column, required: boolean): number | undefined => {
    const v = cell(col);
    if (v === "" && !required) return undefined;
    if (!/^\d+$/.test(v)) return fail("YGO3003", col, [col, v], "a whole number");
    return Number(v);
  };
  const stat = (col: Column): StatValue | undefined => {
    const v = cell(col);
    if (v === "") return undefined;
    if (v === "?") return "?";
    return int(col, true);
  };

  const id = int("id", true);
  const alias = int("alias", true);
  const name = cell("name").trim();
  if (name === "") fail("YGO3010", "name", []);
  const kindText = cell("kind");
  const kind = KINDS.find((k) => k === kindText);
  if (kind === undefined) fail("YGO3004", "kind", [kindText], KINDS.join(", "));
  const subtypes: Subtype[] = [];
  for (const s of cell("subtypes").split(",").map((x) => x.trim()).filter((x) => x !== "")) {
    const allowed = kind === undefined ? [] : SUBTYPES_OF[kind];
    if (kind !== undefined && !allowed.includes(s)) fail("YGO3005", "subtypes", [s, kind], allowed.join(", "));
    else subtypes.push(s as Subtype);
  }
  // ygopro writes 0 for "none" (tokens whose attribute the effect decides); treat it as absent.
  const attrText = cell("attribute");
  let attribute: Attribute | undefined;
  if (attrText !== "" && attrText !== "0") {
    attribute = ATTRIBUTES.find((a) => a === attrText);
    if (attribute === undefined) fail("YGO3006", "attribute", [attrText], ATTRIBUTES.join(", "));
  }
  const raceText = cell("race");
  let race: Race | undefined;
  if (raceText !== "" && raceText !== "0") {
    race = RACES.find((r) => r === raceText);
    if (race === undefined) fail("YGO3007", "race", [raceText], RACES.join(", "));
  }
  const level = int("level", false);
  const atk = stat("atk");
  const def = stat("def");
  const pool = cell("goat_pool");
  if (pool !== "0" && pool !== "1") fail("YGO3003", "goat_pool", ["goat_pool", pool], "0 or 1");

  if (!ok || id === undefined || alias === undefined || kind === undefined) return undefined;
  const card: CardFacts = { id, alias, name, kind, subtypes, goatPool: pool === "1", span: row.span() };
  const zh = cell("name_zh").trim();
  if (zh !== "") card.nameZh = zh;
  const series = cell("series").split(",").map((x) => x.trim()).filter((x) => x !== "");
  if (series.length > 0) card.series = series;
  if (attribute !== undefined) card.attribute = attribute;
  if (race !== undefined) card.race = race;
  if (level !== undefined) card.level = level;
  if (atk !== undefined) card.atk = atk;
  if (def !== undefined) card.def = def;
  return card;
}

/** `monster`, `quick-play spell`, `counter trap`: how messages name a card's kind. */
export function describeKind(card: CardFacts): string {
  if (card.kind === "monster") {
    const main = (["fusion", "ritual", "synchro", "token"] as const).find((s) => card.subtypes.includes(s));
    const ability = (["flip", "tuner", "spirit", "union", "gemini", "toon"] as const).find((s) => card.subtypes.includes(s));
    const words = [ability, main ?? (card.subtypes.includes("normal") ? "normal" : "effect")].filter((w) => w !== undefined);
    return `${words.join(" ")} monster`;
  }
  const sub = card.subtypes[0] ?? "normal";
  return `${sub} ${card.kind}`;
}
