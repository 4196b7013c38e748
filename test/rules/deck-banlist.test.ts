import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatSourceError, parseLflist, writeLflist, type Banlist } from "../../src/rules/index.js";

const REAL = readFileSync(new URL("../../cards/banlists/2005.4.1.conf", import.meta.url), "utf8");

function errorsOf(text: string): string[] {
  const r = parseLflist(text, "lflist.conf");
  return r.ok ? [] : r.errors.map(formatSourceError);
}

describe("lflist.conf banlists (R-DECK-3)", () => {
  it("R-DECK-3: the real 2005.4.1 file holds two lists, with forbidden, limited and semi-limited cards", () => {
    const r = parseLflist(REAL, "2005.4.1.conf");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((l) => l.name)).toEqual(["2005.4.1", "2005.4.1 W/O Exarion"]);
    const [list] = r.value as [Banlist];
    expect(list.limits.get(83764718)).toBe(0); // Monster Reborn, forbidden
    expect(list.limits.get(4031928)).toBe(0); // Change of Heart, written 04031928
    expect(list.limits.get(72989439)).toBe(1); // Black Luster Soldier - Envoy of the Beginning, limited
    expect(list.limits.get(89631139)).toBe(undefined); // Blue-Eyes White Dragon, unlimited
    expect(new Set(list.limits.values())).toEqual(new Set([0, 1, 2]));
  });

  it("R-DECK-3: comments after the count, unlimited (3) entries and blank lines are accepted", () => {
    const r = parseLflist("#[a][b]\n!a\n\n12345678 1 --Some Card\n00000042 3\n55555555 2#semi\n!b\n12345678 0\n");
    expect(r.ok && r.value.map((l) => [l.name, [...l.limits]])).toEqual([
      ["a", [[12345678, 1], [42, 3], [55555555, 2]]],
      ["b", [[12345678, 0]]],
    ]);
  });

  it("R-DECK-3: malformed lines are all reported with their line numbers", () => {
    const text = [
      "#comment",
      "12345678 0", // 2: before any list
      "!",          // 3: no name
      "!list",
      "abc 1",      // 5
      "12345678",   // 6: no count
      "12345678 4", // 7
      "12345678 -1",// 8
      "22222222 1",
      "22222222 2", // 10: listed twice
      "!list",      // 11: repeated name
      "$whitelist", // 12
    ].join("\n");
    expect(errorsOf(text)).toEqual([
      "lflist.conf:2: passcode 12345678 comes before any list header ('!name')",
      "lflist.conf:3: a list header needs a name after '!'",
      "lflist.conf:5: 'abc' is not a card passcode (expected 'passcode count')",
      "lflist.conf:6: passcode 12345678 has no count (expected 0, 1, 2 or 3)",
      "lflist.conf:7: count '4' of passcode 12345678 is not 0, 1, 2 or 3",
      "lflist.conf:8: count '-1' of passcode 12345678 is not 0, 1, 2 or 3",
      "lflist.conf:10: passcode 22222222 is listed twice in 'list' (first on line 9)",
      "lflist.conf:11: list 'list' is defined twice (first on line 4)",
      "lflist.conf:12: unsupported directive '$whitelist'",
    ]);
  });

  it("R-DECK-3: writing the real lists and reading them back gives the same lists", () => {
    const r = parseLflist(REAL);
    if (!r.ok) throw new Error("real list must parse");
    const again = parseLflist(writeLflist(r.value));
    expect(again).toEqual(r);
  });
});
