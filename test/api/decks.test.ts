/** Deck files, banlists and deck validation through the API: errors name file and line, or card and rule. */
import { describe, expect, it } from "vitest";
import { BUNDLED_DECKS, DeckFileError, FORMAT_DECKS, MODERN, bundledBanlist, bundledDeck, bundledPack, checkDeck, parseBanlist, parseDeck, unscriptedCards } from "../../src/api/index.js";

describe("decks", () => {
  it("loads the bundled starter decks: legal without a banlist, Dark Hole forbidden on 2005.4.1", () => {
    for (const name of ["starter-yugi", "starter-kaiba"]) {
      const deck = bundledDeck(name);
      expect(deck.name).toBe(name);
      expect(deck.main.length).toBe(50);
      expect(checkDeck(deck)).toEqual([]);
    }
    const banned = checkDeck(bundledDeck("starter-yugi"), { banlist: bundledBanlist() }).map((v) => v.message);
    expect(banned).toContain("R-DECK-3: Dark Hole (53129443) is forbidden on 2005.4.1; the deck has 1, none may be used");
    expect(() => bundledDeck("starter-joey")).toThrow(/no bundled deck "starter-joey"/);
  });

  it("the bundled decks of the 2005 format are legal on its April list, and every effect card in them has a script (issue #16)", () => {
    expect(BUNDLED_DECKS).toEqual(expect.arrayContaining([...FORMAT_DECKS]));
    for (const name of FORMAT_DECKS) {
      const deck = bundledDeck(name);
      expect(deck.main.length).toBe(40);
      expect(checkDeck(deck, { banlist: bundledBanlist() })).toEqual([]);
      expect(unscriptedCards(deck)).toEqual([]);
    }
  });

  it("a malformed .ydk reports every bad line with file and line", () => {
    let err: unknown;
    try {
      parseDeck("#main\n123\nabc\n#side\n12x\n", "mine.ydk");
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DeckFileError);
    const e = err as DeckFileError;
    expect(e.errors.map((x) => x.line)).toEqual([3, 4, 5]);
    expect(e.message).toMatch(/^mine\.ydk:3: /);
  });

  it("validation names the card and the rule", () => {
    const yugi = bundledDeck("starter-yugi");
    const pack = bundledPack();
    const dm = pack.codeOf("Dark Magician")!;
    const fourCopies = { main: [...yugi.main.slice(4), dm, dm, dm, dm], extra: [], side: [] };
    const v = checkDeck(fourCopies);
    expect(v.some((x) => x.rule === "R-DECK-2" && x.card?.name === "Dark Magician" && /^R-DECK-2: [45] copies of Dark Magician \(\d+\) across main, extra and side deck; at most 3$/.test(x.message))).toBe(true);

    const short = { main: yugi.main.slice(0, 30), extra: [], side: [] };
    expect(checkDeck(short).map((x) => x.message)).toEqual(["R-DECK-1: the main deck has 30 cards; it must have 40–60"]);

    const unknown = { main: [...yugi.main.slice(1), 99999999], extra: [], side: [] };
    expect(checkDeck(unknown)[0]!.message).toMatch(/R-DECK-1: unknown card 99999999/);

    const banned = parseBanlist("!test\n" + `${dm} 1\n`, { file: "test.conf" });
    const two = { main: [...yugi.main.slice(2), dm, dm], extra: [], side: [] };
    const ban = checkDeck(two, { banlist: banned, profile: MODERN });
    expect(ban.find((x) => x.rule === "R-DECK-3")?.message).toMatch(/Dark Magician \(\d+\) is limited on test; the deck has [23]/);
  });

  it("banlists: a list by name, every bad line reported", () => {
    expect(bundledBanlist().name).toBe("2005.4.1");
    expect(() => parseBanlist("!a\n1 0\n", { list: "b" })).toThrow(/no list named "b" \(the file has: a\)/);
    expect(() => parseBanlist("!a\n1 7\nx 1\n", { file: "l.conf" })).toThrow(DeckFileError);
  });
});
