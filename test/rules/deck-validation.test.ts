import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CLASSIC,
  MODERN,
  defineProfile,
  parseLflist,
  parseYdk,
  validateDeck,
  validateSideSwap,
  type Banlist,
  type CardFacts,
  type CardLookup,
  type Deck,
} from "../../src/rules/index.js";

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

/** The classic pack's card facts, read straight from cards.tsv (the rules layer takes a lookup). */
function loadCards(): CardLookup {
  const [header = "", ...rows] = read("cards/classic/cards.tsv").trimEnd().split("\n");
  const col = Object.fromEntries(header.split("\t").map((name, i) => [name, i]));
  const byId = new Map<number, CardFacts>();
  for (const row of rows) {
    const f = row.split("\t");
    const at = (name: string): string => f[col[name] as number] ?? "";
    const subtypes = at("subtypes").split(",");
    byId.set(Number(at("id")), {
      id: Number(at("id")),
      alias: Number(at("alias")),
      name: at("name"),
      extraDeck: subtypes.includes("fusion") || subtypes.includes("synchro"),
    });
  }
  return (id) => byId.get(id);
}

function loadDeck(path: string): Deck {
  const r = parseYdk(read(path), path);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join("\n"));
  return r.value;
}

const cards = loadCards();
const banlists = parseLflist(read("cards/banlists/2005.4.1.conf"));
if (!banlists.ok) throw new Error("2005.4.1.conf must parse");
const BANLIST_2005 = banlists.value[0] as Banlist;

const YUGI = loadDeck("cards/decks/starter-yugi.ydk");
const KAIBA = loadDeck("cards/decks/starter-kaiba.ydk");

/** The printed list of a starter deck, from sets.tsv. */
function printed(set: string): number[] {
  return read("cards/sets.tsv")
    .trimEnd()
    .split("\n")
    .map((row) => row.split("\t"))
    .filter((f) => f[0] === set)
    .map((f) => Number(f[2]));
}

// Passcodes used below (cards.tsv).
const BEWD = 89631139; // Blue-Eyes White Dragon, alternate artworks 89631140..89631146
const BEWD_ALT = 89631140;
const BEUD = 23995346; // Blue-Eyes Ultimate Dragon, fusion
const DARK_MAGICIAN = 46986414;
const MONSTER_REBORN = 83764718; // forbidden on 2005.4.1; alternate artwork 83764719
const MONSTER_REBORN_ALT = 83764719;
const HARPIE_LADY = 76812113;
const HARPIE_LADY_1 = 91932350; // alias 76812113, but a card of its own name
/**
 * Distinct cards of the two starter decks that are unlimited on 2005.4.1 and not used by name in the
 * tests below: one copy each makes a legal deck of any size up to the pool's.
 */
const POOL = [...new Set([...YUGI.main, ...KAIBA.main])].filter(
  (id) => !BANLIST_2005.limits.has(id) && ![BEWD, DARK_MAGICIAN, HARPIE_LADY].includes(id),
);
/** The first `n` cards of the pool, for main decks. */
const filler = (n: number): number[] => {
  if (n > POOL.length) throw new Error(`the pool has only ${POOL.length} cards`);
  return POOL.slice(0, n);
};
/** The last `n` cards of the pool, for side decks (disjoint from `filler(m)` while m + n <= pool size). */
const sideFiller = (n: number): number[] => POOL.slice(POOL.length - n);

describe("the starter decks (cards/decks)", () => {
  it("are exactly the printed Starter Deck Yugi and Starter Deck Kaiba lists, 50 cards each", () => {
    expect(YUGI).toEqual({ main: printed("SDY"), extra: [], side: [] });
    expect(KAIBA).toEqual({ main: printed("SDK"), extra: [], side: [] });
    expect(YUGI.main).toHaveLength(50);
    expect(KAIBA.main).toHaveLength(50);
  });

  it("R-DECK-1, R-DECK-2: both starter decks are legal under classic and modern without a banlist", () => {
    for (const deck of [YUGI, KAIBA]) {
      expect(validateDeck(deck, { profile: CLASSIC, cards })).toEqual([]);
      expect(validateDeck(deck, { profile: MODERN, cards })).toEqual([]);
    }
  });

  it("R-DECK-3: under the 2005.4.1 list the printed starters break the forbidden list (Dark Hole, Monster Reborn, Change of Heart)", () => {
    const yugi = validateDeck(YUGI, { profile: CLASSIC, cards, banlist: BANLIST_2005 });
    expect(yugi.map((v) => [v.rule, v.card?.name, v.count, v.limit])).toEqual([
      ["R-DECK-3", "Dark Hole", 1, 0],
      ["R-DECK-3", "Monster Reborn", 1, 0],
      ["R-DECK-3", "Change of Heart", 1, 0],
    ]);
    expect(yugi[1]?.message).toBe("R-DECK-3: Monster Reborn (83764718) is forbidden on 2005.4.1; the deck has 1, none may be used");
    const kaiba = validateDeck(KAIBA, { profile: CLASSIC, cards, banlist: BANLIST_2005 });
    expect(kaiba.map((v) => [v.rule, v.card?.name, v.count, v.limit])).toEqual([
      ["R-DECK-3", "Dark Hole", 1, 0],
      ["R-DECK-3", "Monster Reborn", 1, 0],
    ]);
    // Card Destruction (SDY-042) is limited: the one printed copy is allowed.
    expect(BANLIST_2005.limits.get(72892473)).toBe(1);
    // The file's second list ("W/O Exarion") forbids more cards, none of them in the starters.
    const other = banlists.value[1] as Banlist;
    expect(other.name).toBe("2005.4.1 W/O Exarion");
    expect(validateDeck(YUGI, { profile: CLASSIC, cards, banlist: other })).toEqual(yugi.map((v) => ({ ...v, message: v.message.replace("2005.4.1", other.name) })));
    expect(validateDeck(KAIBA, { profile: CLASSIC, cards, banlist: other }).map((v) => v.card?.name)).toEqual(["Dark Hole", "Monster Reborn"]);
  });
});

/** A copy of `deck` with some sections replaced. */
const withSections = (deck: Deck, parts: Partial<Deck>): Deck => ({ ...deck, ...parts });

describe("deck validation (R-DECK-1..4)", () => {
  it("R-DECK-1: a main deck of 39 or 61 cards is refused; 40 and 60 are fine", () => {
    const main40 = filler(40);
    expect(validateDeck({ main: main40, extra: [], side: [] }, { profile: CLASSIC, cards })).toEqual([]);
    const short = validateDeck({ main: filler(39), extra: [], side: [] }, { profile: CLASSIC, cards });
    expect(short).toEqual([
      {
        rule: "R-DECK-1",
        kind: "main-deck-size",
        message: "R-DECK-1: the main deck has 39 cards; it must have 40–60",
        section: "main",
        count: 39,
        limit: 40,
      },
    ]);
    expect(validateDeck({ main: filler(60), extra: [], side: [] }, { profile: CLASSIC, cards })).toEqual([]);
    const long = validateDeck({ main: filler(61), extra: [], side: [] }, { profile: CLASSIC, cards });
    expect(long.map((v) => [v.kind, v.count, v.limit])).toEqual([["main-deck-size", 61, 60]]);
  });

  it("R-DECK-1: a host profile without a main deck upper limit accepts 100 cards", () => {
    const r = defineProfile({ name: "no-limit", mainDeck: { max: null } });
    if (!r.ok) throw new Error("profile must be valid");
    const main = [...YUGI.main, ...KAIBA.main];
    const violations = validateDeck({ main, extra: [], side: [] }, { profile: r.profile, cards });
    expect(violations.filter((v) => v.kind === "main-deck-size")).toEqual([]);
    const tooFew = validateDeck({ main: filler(10), extra: [], side: [] }, { profile: r.profile, cards });
    expect(tooFew[0]?.message).toBe("R-DECK-1: the main deck has 10 cards; it must have at least 40");
  });

  it("R-DECK-1: a fusion monster in the main deck and a normal monster in the extra deck are both refused", () => {
    const deck = { main: [...filler(39), BEUD], extra: [DARK_MAGICIAN + 1], side: [] };
    const v = validateDeck(deck, { profile: CLASSIC, cards });
    expect(v.map((x) => x.message)).toEqual([
      "R-DECK-1: Blue-Eyes Ultimate Dragon (23995346) is an extra deck monster (fusion or synchro) and cannot be in the main deck (1 copy)",
      "R-DECK-1: Dark Magician (46986415) is not a fusion or synchro monster and cannot be in the extra deck (1 copy)",
    ]);
  });

  it("R-DECK-1: an extra deck of 16 fusion monsters is refused, 15 is fine", () => {
    const fusions = [23995346, 98502113, 45231177, 41462083, 91998119]; // five different fusion monsters
    const extra15 = [...fusions, ...fusions, ...fusions];
    expect(validateDeck({ main: YUGI.main, extra: extra15, side: [] }, { profile: CLASSIC, cards })).toEqual([]);
    const v = validateDeck({ main: YUGI.main, extra: [...extra15, 66889139], side: [] }, { profile: CLASSIC, cards }); // Gaia the Dragon Champion
    expect(v.map((x) => [x.rule, x.kind, x.count, x.limit])).toEqual([["R-DECK-1", "extra-deck-size", 16, 15]]);
  });

  it("R-DECK-1: classic allows a side deck of 0 or exactly 15 cards; modern allows 0 to 15", () => {
    const side = (n: number): Deck => ({ main: filler(40), extra: [], side: sideFiller(n) });
    for (const n of [0, 15]) expect(validateDeck(side(n), { profile: CLASSIC, cards })).toEqual([]);
    const v = validateDeck(side(7), { profile: CLASSIC, cards });
    expect(v.map((x) => x.message)).toEqual(["R-DECK-1: the side deck has 7 cards; the classic profile allows 0 or 15"]);
    for (const n of [0, 7, 15]) expect(validateDeck(side(n), { profile: MODERN, cards })).toEqual([]);
    expect(validateDeck(side(16), { profile: MODERN, cards }).map((x) => x.message)).toEqual([
      "R-DECK-1: the side deck has 16 cards; the modern profile allows 0–15",
    ]);
  });

  it("R-DECK-2: a fourth copy by name is refused, counting alternate artworks", () => {
    const three = { main: [...filler(37), BEWD, BEWD_ALT, BEWD], extra: [], side: [] };
    expect(validateDeck(three, { profile: CLASSIC, cards })).toEqual([]);
    const four = withSections(three, { main: [...filler(36), BEWD, BEWD_ALT, BEWD, 89631146] });
    expect(validateDeck(four, { profile: CLASSIC, cards })).toEqual([
      {
        rule: "R-DECK-2",
        kind: "too-many-copies",
        message:
          "R-DECK-2: 4 copies of Blue-Eyes White Dragon (89631139) (passcodes 89631139, 89631140, 89631146) across main, extra and side deck; at most 3",
        card: { id: BEWD, name: "Blue-Eyes White Dragon" },
        ids: [BEWD, BEWD_ALT, 89631146],
        count: 4,
        limit: 3,
      },
    ]);
  });

  it("R-DECK-2: copies in the side deck count too (2 in main + 2 in side is four copies)", () => {
    const side = [BEWD, BEWD_ALT, ...sideFiller(13)];
    const deck = { main: [...filler(38), BEWD, BEWD], extra: [], side };
    const v = validateDeck(deck, { profile: CLASSIC, cards });
    expect(v.map((x) => [x.rule, x.card?.name, x.count])).toEqual([["R-DECK-2", "Blue-Eyes White Dragon", 4]]);
  });

  it("R-DECK-2: a card only treated as another one keeps its own name (ruling: copies count by printed name; Harpie Lady 1 is not Harpie Lady)", () => {
    const deck = { main: [...filler(34), HARPIE_LADY, HARPIE_LADY, HARPIE_LADY, HARPIE_LADY_1, HARPIE_LADY_1, HARPIE_LADY_1], extra: [], side: [] };
    expect(validateDeck(deck, { profile: CLASSIC, cards })).toEqual([]);
  });

  it("R-DECK-3: a forbidden card is refused even as an alternate artwork", () => {
    const deck = { main: [...filler(39), MONSTER_REBORN_ALT], extra: [], side: [] };
    const v = validateDeck(deck, { profile: CLASSIC, cards, banlist: BANLIST_2005 });
    expect(v).toEqual([
      {
        rule: "R-DECK-3",
        kind: "banlist-limit",
        message: "R-DECK-3: Monster Reborn (83764718) is forbidden on 2005.4.1; the deck has 1 (passcodes 83764719), none may be used",
        card: { id: MONSTER_REBORN, name: "Monster Reborn" },
        ids: [MONSTER_REBORN_ALT],
        count: 1,
        limit: 0,
      },
    ]);
  });

  it("R-DECK-3: a limited card allows one copy and a semi-limited card two, across all sections", () => {
    const list: Banlist = { name: "test", limits: new Map([[DARK_MAGICIAN, 1], [BEWD_ALT, 2]]) };
    const ok = { main: [...filler(37), DARK_MAGICIAN, BEWD, BEWD], extra: [], side: [] };
    expect(validateDeck(ok, { profile: CLASSIC, cards, banlist: list })).toEqual([]);
    const side = [46986415, BEWD_ALT, ...sideFiller(13)];
    const v = validateDeck(withSections(ok, { side }), { profile: CLASSIC, cards, banlist: list });
    expect(v.map((x) => x.message)).toEqual([
      "R-DECK-3: Dark Magician (46986414) is limited on test; the deck has 2 (passcodes 46986414, 46986415), at most 1",
      "R-DECK-3: Blue-Eyes White Dragon (89631139) is semi-limited on test; the deck has 3 (passcodes 89631139, 89631140), at most 2",
    ]);
  });

  it("R-DECK-1: unknown passcodes are reported with their section, and still count towards sizes", () => {
    const deck = { main: [...filler(39), 11111111], extra: [22222222], side: [] };
    const v = validateDeck(deck, { profile: CLASSIC, cards });
    expect(v.map((x) => x.message)).toEqual([
      "R-DECK-1: unknown card 11111111 in the main deck (1 copy)",
      "R-DECK-1: unknown card 22222222 in the extra deck (1 copy)",
    ]);
  });

  it("R-DECK-4: a deck breaking four rules yields four findings, all at once", () => {
    const deck = {
      main: [...filler(35), MONSTER_REBORN, BEUD, BEWD, BEWD, BEWD_ALT, BEWD],
      extra: [],
      side: [DARK_MAGICIAN + 2],
    };
    const v = validateDeck(deck, { profile: CLASSIC, cards, banlist: BANLIST_2005 });
    // 41 main cards: size fine. Broken: side deck size, fusion in main, 4 Blue-Eyes, Monster Reborn forbidden.
    expect(v.map((x) => [x.rule, x.kind, x.card?.name])).toEqual([
      ["R-DECK-1", "side-deck-size", undefined],
      ["R-DECK-1", "extra-card-in-main", "Blue-Eyes Ultimate Dragon"],
      ["R-DECK-2", "too-many-copies", "Blue-Eyes White Dragon"],
      ["R-DECK-3", "banlist-limit", "Monster Reborn"],
    ]);
    for (const x of v) expect(x.message.startsWith(`${x.rule}: `)).toBe(true);
  });

  it("R-DECK-2, R-DECK-3: a card above both the copy limit and its banlist limit gets both findings", () => {
    const list: Banlist = { name: "test", limits: new Map([[BEWD, 1]]) };
    const deck = { main: [...filler(36), BEWD, BEWD, BEWD, BEWD], extra: [], side: [] };
    const v = validateDeck(deck, { profile: CLASSIC, cards, banlist: list });
    expect(v.map((x) => [x.rule, x.count, x.limit])).toEqual([
      ["R-DECK-2", 4, 3],
      ["R-DECK-3", 4, 1],
    ]);
  });
});

describe("side deck swaps between duels (R-DUEL-4)", () => {
  const side15 = sideFiller(15);
  const main = filler(40);
  const registered: Deck = { main, extra: [], side: side15 };

  it("R-DUEL-4: swapping cards one for one between side and main deck is allowed", () => {
    const swapped: Deck = {
      main: [...main.slice(2), side15[0] as number, side15[1] as number],
      extra: [],
      side: [...side15.slice(2), main[0] as number, main[1] as number],
    };
    expect(validateSideSwap(registered, swapped, cards)).toEqual([]);
    expect(validateDeck(swapped, { profile: CLASSIC, cards })).toEqual([]);
  });

  it("R-DUEL-4: the counts must stay the same and no card may come from outside the registered deck", () => {
    const swapped: Deck = { main: [...main, side15[0] as number, BEWD], extra: [], side: side15.slice(1) };
    expect(validateSideSwap(registered, swapped, cards).map((x) => x.message)).toEqual([
      "R-DUEL-4: the main deck had 40 cards and now has 42; side deck swaps are one for one",
      "R-DUEL-4: the side deck had 15 cards and now has 14; side deck swaps are one for one",
      "R-DUEL-4: Blue-Eyes White Dragon (89631139): 0 registered, 1 after the swap; only cards of the registered deck may be exchanged",
    ]);
  });
});
