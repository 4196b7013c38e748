import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeKind, parseCardData } from "../../src/lang/carddata.js";

const HEADER = "id\talias\tname\tname_zh\tkind\tsubtypes\tattribute\trace\tlevel\tatk\tdef\tgoat_pool";
const row = (...cells: string[]): string => cells.join("\t");

describe("card data (cards.tsv)", () => {
  it("loads the classic pack without a single complaint", () => {
    const text = readFileSync("cards/classic/cards.tsv", "utf8");
    const { db, diagnostics } = parseCardData(text, "cards/classic/cards.tsv");
    expect(diagnostics).toEqual([]);
    expect(db.cards.length).toBe(1903);
    const bug = db.byName("Man-Eater Bug");
    expect(bug).toMatchObject({ kind: "monster", subtypes: ["effect", "flip"], attribute: "EARTH", race: "Insect", level: 2 });
  });

  it("gives the original artwork for a name shared by alternate artworks, and follows aliases", () => {
    const { db } = parseCardData(readFileSync("cards/classic/cards.tsv", "utf8"), "cards.tsv");
    expect(db.byName("Blue-Eyes White Dragon")?.id).toBe(89631139);
    const alt = db.byId(89631140);
    expect(alt?.alias).toBe(89631139);
    expect(alt && db.original(alt).id).toBe(89631139);
  });

  it("reads ? as a variable ATK/DEF and 0 as no attribute", () => {
    const { db, diagnostics } = parseCardData(
      [HEADER, row("1", "0", "Token X", "", "monster", "normal,token", "0", "", "0", "?", "?", "1")].join("\n"),
      "t.tsv",
    );
    expect(diagnostics).toEqual([]);
    expect(db.byId(1)).toMatchObject({ atk: "?", def: "?", level: 0 });
    expect(db.byId(1)?.attribute).toBeUndefined();
  });

  it("reports a malformed row with file, line and column, and keeps loading the others", () => {
    const text = [
      HEADER,
      row("1", "0", "Good", "", "spell", "normal", "", "", "", "", "", "1"),
      row("2", "0", "Bad ATK", "", "monster", "normal", "DARK", "Fiend", "4", "12x", "0", "1"),
      row("3", "0", "Bad race", "", "monster", "normal", "DARK", "Feind", "4", "1", "0", "1"),
      row("4", "0", "Short"),
      row("1", "0", "Again", "", "trap", "counter", "", "", "", "", "", "0"),
      row("5", "0", "Odd", "", "spell", "flip", "", "", "", "", "", "1"),
      row("6", "0", "Odd", "", "spel", "normal", "", "", "", "", "", "1"),
      row("7", "9", "Alias", "", "spell", "normal", "", "", "", "", "", "1"),
    ].join("\n");
    const { db, diagnostics } = parseCardData(text, "t.tsv");
    expect(diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column])).toEqual([
      ["YGO3003", 3, 42],
      ["YGO3007", 4, 35],
      ["YGO3002", 5, 1],
      ["YGO3005", 7, 16],
      ["YGO3004", 8, 10],
      ["YGO3008", 6, 1],
      ["YGO3009", 9, 1],
    ]);
    expect(db.cards.map((c) => c.id)).toEqual([1, 7]);
    expect(diagnostics[0]?.message).toBe("column `atk` must be a whole number, found `12x`");
  });

  it("reports a card without a name", () => {
    const { diagnostics } = parseCardData([HEADER, row("1", "0", " ", "", "spell", "normal", "", "", "", "", "", "1")].join("\n"), "t.tsv");
    expect(diagnostics.map((d) => [d.code, d.span.start.line])).toEqual([["YGO3010", 2]]);
  });

  it("reports a missing header", () => {
    const { diagnostics } = parseCardData("", "t.tsv");
    expect(diagnostics.map((d) => d.code)).toEqual(["YGO3001"]);
  });

  it("names a card's kind the way a player would", () => {
    const { db } = parseCardData(readFileSync("cards/classic/cards.tsv", "utf8"), "cards.tsv");
    const kind = (n: string): string => describeKind(db.byName(n)!);
    expect(kind("Man-Eater Bug")).toBe("flip effect monster");
    expect(kind("Blue-Eyes White Dragon")).toBe("normal monster");
    expect(kind("Stardust Dragon")).toBe("synchro monster");
    expect(kind("Mystical Space Typhoon")).toBe("quick-play spell");
    expect(kind("Solemn Judgment")).toBe("counter trap");
  });
});
