/**
 * The parse cache (src/api/parse-cache.ts): a script parsed once is read back from disk while its
 * text, path and the parser stay the same; anything else is parsed afresh, and a cache file that is
 * damaged, foreign or unwritable only costs a parse — never a wrong AST.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkPack, loadPack } from "../../src/api/language.js";
import { openParseCache, parserFingerprint } from "../../src/api/parse-cache.js";
import { parseScript } from "../../src/lang/parse.js";

const SOURCE = { file: "ookazi.ygo", path: "/x/ookazi.ygo", text: 'card "Ookazi" {\n  activate: inflict 800 damage to your opponent.\n}\n' };
const OTHER = { ...SOURCE, text: SOURCE.text.replace("800", "900") };
const BROKEN = { ...SOURCE, text: 'card "Ookazi" {\n  activate inflict 800 damage.\n}\n' };

let dir: string;
const saved = { dir: process.env["YGO_CACHE_DIR"], off: process.env["YGO_CACHE"] };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ygo-cache-"));
  process.env["YGO_CACHE_DIR"] = dir;
  delete process.env["YGO_CACHE"];
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (saved.dir === undefined) delete process.env["YGO_CACHE_DIR"];
  else process.env["YGO_CACHE_DIR"] = saved.dir;
  if (saved.off === undefined) delete process.env["YGO_CACHE"];
  else process.env["YGO_CACHE"] = saved.off;
});

function cacheFiles(): string[] {
  return readdirSync(dir).filter((f) => f.endsWith(".json"));
}

describe("parse cache", () => {
  it("returns what the parser returns, from disk the second time", () => {
    const first = openParseCache("/packs/a");
    expect(first.parse(SOURCE)).toEqual(parseScript(SOURCE.text, SOURCE.file));
    first.save();
    expect([first.hits, first.misses]).toEqual([0, 1]);
    const second = openParseCache("/packs/a");
    expect(second.parse(SOURCE)).toEqual(parseScript(SOURCE.text, SOURCE.file));
    expect([second.hits, second.misses]).toEqual([1, 0]);
  });

  it("keeps syntax diagnostics and comments", () => {
    const c = openParseCache("/packs/a");
    const fresh = c.parse(BROKEN);
    c.save();
    expect(fresh.diagnostics.length).toBeGreaterThan(0);
    const again = openParseCache("/packs/a").parse(BROKEN);
    expect(again.diagnostics).toEqual(fresh.diagnostics);
    expect(again.comments).toEqual(fresh.comments);
  });

  it("parses a changed script again, and a script under another path", () => {
    const c = openParseCache("/packs/a");
    c.parse(SOURCE);
    c.save();
    const d = openParseCache("/packs/a");
    const changed = d.parse(OTHER);
    const moved = d.parse({ ...SOURCE, file: "elsewhere/ookazi.ygo" });
    expect([d.hits, d.misses]).toEqual([0, 2]);
    expect(JSON.stringify(changed.ast)).toContain("900");
    expect(moved.ast.span.file).toBe("elsewhere/ookazi.ygo");
  });

  it("keeps one file per pack, holding only the scripts last asked for", () => {
    const a = openParseCache("/packs/a");
    a.parse(SOURCE);
    a.save();
    const b = openParseCache("/packs/b");
    b.parse(SOURCE);
    b.save();
    expect(cacheFiles()).toHaveLength(2);
    const a2 = openParseCache("/packs/a");
    a2.parse(OTHER);
    a2.save();
    const a3 = openParseCache("/packs/a");
    a3.parse(SOURCE);
    expect(a3.misses).toBe(1);
  });

  it("ignores a damaged file, a file of another parser, and entries that are not parse results", () => {
    const c = openParseCache("/packs/a");
    c.parse(SOURCE);
    c.save();
    const [name] = cacheFiles();
    const path = join(dir, name!);
    const good = JSON.parse(readFileSync(path, "utf8")) as { fingerprint: string; entries: Record<string, string> };
    expect(good.fingerprint).toBe(parserFingerprint());
    const cases = [
      "{ not json",
      JSON.stringify({ ...good, fingerprint: "another parser" }),
      JSON.stringify({ ...good, format: 0 }),
      JSON.stringify({ ...good, entries: Object.fromEntries(Object.keys(good.entries).map((k) => [k, '{"ast":{"kind":"Oops"}}'])) }),
      JSON.stringify({ ...good, entries: Object.fromEntries(Object.keys(good.entries).map((k) => [k, "{ truncated"])) }),
    ];
    for (const text of cases) {
      writeFileSync(path, text);
      const d = openParseCache("/packs/a");
      expect(d.parse(SOURCE)).toEqual(parseScript(SOURCE.text, SOURCE.file));
      expect(d.misses).toBe(1);
    }
  });

  it("still parses when the cache folder cannot be written, or caching is off", () => {
    // A folder under a plain file cannot be made, whoever runs the test.
    writeFileSync(join(dir, "plain"), "");
    process.env["YGO_CACHE_DIR"] = join(dir, "plain", "cache");
    const c = openParseCache("/packs/a");
    expect(c.parse(SOURCE).diagnostics).toEqual([]);
    expect(() => c.save()).not.toThrow();
    process.env["YGO_CACHE_DIR"] = dir;
    process.env["YGO_CACHE"] = "off";
    const off = openParseCache("/packs/a");
    off.parse(SOURCE);
    off.save();
    expect(cacheFiles()).toEqual([]);
  });

  it("gives a pack check the same result warm as cold", () => {
    const pack = loadPack(join(import.meta.dirname, "../../cards/classic"));
    const cold = checkPack(pack, { cache: false });
    const filled = checkPack(pack);
    const warm = checkPack(pack);
    expect(cacheFiles()).toHaveLength(1);
    for (const r of [filled, warm]) {
      expect(r.diagnostics).toEqual(cold.diagnostics);
      expect(r.cards.map((c) => c.facts.id)).toEqual(cold.cards.map((c) => c.facts.id));
      expect(r.compiled.stats).toEqual(cold.compiled.stats);
    }
  });
});
