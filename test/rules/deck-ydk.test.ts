import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSourceError, parseYdk, writeYdk, type Deck } from "../../src/rules/index.js";

function errorsOf(text: string, file = "bad.ydk"): string[] {
  const r = parseYdk(text, file);
  return r.ok ? [] : r.errors.map(formatSourceError);
}

describe(".ydk deck files (the R-DECK-1 sections: main, extra, side)", () => {
  it("reads #main, #extra and !side, ignoring #created by and other comments, blank lines and CRLF", () => {
    const text = "\uFEFF#created by someone\r\n#main\r\n89631139\r\n 46986414 \r\n\r\n#a comment\r\n#extra\r\n23995346\r\n!side\r\n04031928\r\n";
    expect(parseYdk(text)).toEqual({ ok: true, value: { main: [89631139, 46986414], extra: [23995346], side: [4031928] } });
  });

  it("an empty file and a file with only headers are empty decks", () => {
    expect(parseYdk("")).toEqual({ ok: true, value: { main: [], extra: [], side: [] } });
    expect(parseYdk("#main\n#extra\n!side\n")).toEqual({ ok: true, value: { main: [], extra: [], side: [] } });
  });

  it("malformed lines are all reported with file and line number", () => {
    const text = [
      "12345678", // 1: before any section
      "#main",
      "89631139",
      "Blue-Eyes", // 4
      "8963113x", // 5
      "0", // 6
      "#side", // 7
      "!sidedeck", // 8
      "111", // 9: inside the unknown section, skipped (already reported)
      "#main", // 10
    ].join("\n");
    expect(errorsOf(text)).toEqual([
      "bad.ydk:1: passcode 12345678 comes before any section header (#main, #extra or !side)",
      "bad.ydk:4: 'Blue-Eyes' is not a number",
      "bad.ydk:5: '8963113x' is not a number",
      "bad.ydk:6: '0' is not a card passcode",
      "bad.ydk:7: '#side' is not a section header: the side deck section is written '!side'",
      "bad.ydk:8: unknown section '!sidedeck' (expected #main, #extra or !side)",
      "bad.ydk:10: section '#main' appears twice (first on line 2)",
    ]);
  });

  it("errors use '<input>' when no file name is given", () => {
    const r = parseYdk("#main\n-5\n");
    expect(r.ok ? [] : r.errors.map(formatSourceError)).toEqual(["<input>:2: '-5' is not a number"]);
  });

  it("the writer puts the author line first and the sections in order", () => {
    const deck: Deck = { main: [1, 2], extra: [3], side: [] };
    expect(writeYdk(deck, { createdBy: "ygo-engine" })).toBe("#created by ygo-engine\n#main\n1\n2\n#extra\n3\n!side\n");
  });

  it("round trip: parsing what the writer wrote gives the same deck (property)", () => {
    const passcodes = fc.array(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 70 });
    const author = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(passcodes, passcodes, passcodes, author, (main, extra, side, createdBy) => {
        const deck: Deck = { main, extra, side };
        const text = writeYdk(deck, createdBy === undefined ? {} : { createdBy });
        expect(parseYdk(text, "roundtrip.ydk")).toEqual({ ok: true, value: deck });
        const reread = parseYdk(text);
        expect(reread.ok && writeYdk(reread.value, createdBy === undefined ? {} : { createdBy })).toBe(text);
      }),
    );
  });

  it("the parser never throws on arbitrary text (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (text) => {
        const r = parseYdk(text, "fuzz.ydk");
        if (!r.ok) for (const e of r.errors) expect(e.line).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
