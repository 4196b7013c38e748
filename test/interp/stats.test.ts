/** `ygo check --stats`: what the interpreter made of a pack, and the native escape hatch count. */
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
});
