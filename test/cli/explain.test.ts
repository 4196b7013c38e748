/** `ygo explain` through `main()`, with output captured. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "ygo-explain-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ygo explain", () => {
  it("explains a card of the bundled pack by name", async () => {
    const r = await run("explain", "Man-Eater Bug");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Man-Eater Bug [54652250] — flip effect monster");
    expect(r.out).toContain("FLIP: Target 1 monster on the field. Destroy that target.");
    expect(r.err).toBe("");
  });

  it("explains a card by passcode", async () => {
    const r = await run("explain", "55144522");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Pot of Greed");
    expect(r.out).toContain("Draw 2 cards.");
  });

  it("explains a .ygo file against the bundled card data", async () => {
    const f = join(dir, "raigeki.ygo");
    writeFileSync(f, 'card "Raigeki" { activate: destroy all monsters your opponent controls. }\n');
    const r = await run("explain", f);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Activation: Destroy all monsters your opponent controls.");
  });

  it("shows the errors of a broken file and exits 1", async () => {
    const f = join(dir, "broken.ygo");
    writeFileSync(f, 'card "Raigeki" { ignition: destroy all monsters your opponent controls. }\n');
    const r = await run("explain", f);
    expect(r.code).toBe(1);
    expect(r.err).toContain("error YGO");
  });

  it("says a normal monster has no effect, an effect card without a script has none yet (exit 1), and fails for an unknown card", async () => {
    const normal = await run("explain", "Blue-Eyes White Dragon");
    expect(normal.code).toBe(0);
    expect(normal.out).toBe("Blue-Eyes White Dragon is a normal monster: it has no effect to explain.\n");
    const unscripted = await run("explain", "Big Shield Gardna");
    expect(unscripted.code).toBe(1);
    expect(unscripted.out).toBe("Big Shield Gardna (effect monster) has no script in the pack classic yet: it plays with none of its effects.\n");
    const unknown = await run("explain", "Not A Card");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no card "Not A Card"');
  });
});
