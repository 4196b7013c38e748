/** `ygo check --stats`: what the interpreter made of a pack, and the native escape hatch count. */
import { mkdtempSync, cpSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { rt } from "./pack.js";

async function run(...args: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const io: CliIo = { out: (t) => void (out += t), err: (t) => void (out += t), color: false };
  const code = await main(["node", "ygo", ...args], io);
  return { code, out };
}

describe("ygo check --stats", () => {
  it("prints cards in pack data, cards scripted, effects compiled and the cards using the native escape hatch (none)", async () => {
    const r = await run("check", "--stats", "cards/classic");
    const s = rt.compiled.stats;
    expect(r.code).toBe(0);
    expect(r.out).toContain(`pack classic@${rt.pack.version}:\n  ${s.cardsInPack} cards in pack data\n  ${s.cardsScripted} cards scripted\n  ${s.effectsCompiled} effects compiled\n  0 cards use the native escape hatch\n`);
  });

  it("with --json, the stats are part of the report", async () => {
    const r = await run("check", "--stats", "--json", "cards/classic");
    const j = JSON.parse(r.out) as { stats: { pack: string; native: string[]; cardsScripted: number }[] };
    expect(j.stats[0]).toMatchObject({ pack: `classic@${rt.pack.version}`, native: [], cardsScripted: rt.compiled.stats.cardsScripted });
  });

  it("counts the pool of pool.tsv per tier: scripted / total and approximate scripts", async () => {
    const r = await run("check", "--stats", "cards/classic");
    const pool = rt.pack.pool;
    const scripted = new Set(rt.check.cards.map((c) => c.facts.id));
    for (const tier of [1, 2, 3]) {
      const rows = pool.filter((e) => e.tier === tier);
      const done = rows.filter((e) => scripted.has(e.id)).length;
      expect(r.out).toContain(`    tier ${tier}: ${done}/${rows.length} scripted, 0 approximate\n`);
    }
    expect(pool).toHaveLength(1329);
    expect(r.out).toContain("  0 scripts marked approximate\n");
  });

  it("every card of the pool is a card of the pack's data, under the same name", () => {
    const wrong = rt.pack.pool.filter((e) => rt.pack.cards.byId(e.id)?.name !== e.name).map((e) => `${e.id} ${e.name}`);
    expect(wrong).toEqual([]);
  });

  it("names a script marked approximate and counts it in its tier", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ygo-stats-"));
    cpSync("cards/classic", dir, { recursive: true });
    writeFileSync(join(dir, "scripts", "pot-of-greed.ygo"), 'card "Pot of Greed" {\n  # approximate: a test of the count\n  activate: draw 2 cards.\n}\n');
    const r = await run("check", "--stats", dir);
    expect(r.out).toContain("  1 scripts marked approximate: Pot of Greed\n");
    expect(r.out).toMatch(/tier 1: \d+\/386 scripted, 1 approximate/);
  });
});
