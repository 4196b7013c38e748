/** `ygo check` and `ygo fmt` through `main()`, with output captured. */
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, tempDirs } from "./run-cli.js";

/** How many scripts the bundled pack holds (one card per file). */
const SCRIPT_COUNT = readdirSync("cards/classic/scripts").filter((f) => f.endsWith(".ygo")).length;

const tempDir = tempDirs("ygo-cli-");

describe("ygo check", () => {
  it("checks the bundled pack clean and exits 0", async () => {
    const r = await run("check", "cards/classic");
    expect(r).toEqual({ code: 0, out: `${SCRIPT_COUNT} cards checked, 0 errors, 0 warnings\n`, err: "" });
  });

  it("checks loose .ygo files against the bundled pack by default, with code frames, exit 1 on errors", async () => {
    const r = await run("check", "test/baseline/cases/misspelled-race.ygo");
    expect(r.code).toBe(1);
    expect(r.out).toContain("error YGO2070: `Warior` is not a race");
    expect(r.out).toContain('did you mean "Warrior"?');
    expect(r.out.trimEnd().split("\n").at(-1)).toBe("1 card checked, 1 error, 0 warnings");
  });

  it("exits 0 when there are only warnings", async () => {
    const r = await run("check", "test/baseline/cases/them-for-one-target.ygo");
    expect(r.code).toBe(0);
    expect(r.out).toContain("warning YGO2052");
  });

  it("reports a card scripted in two files", async () => {
    const d = tempDir();
    writeFileSync(join(d, "a.ygo"), 'card "Pot of Greed" {\n  activate: draw 2 cards.\n}\n');
    writeFileSync(join(d, "b.ygo"), 'card "Pot of Greed" {\n  activate: draw 2 cards.\n}\n');
    const r = await run("check", d, "--pack", "cards/classic");
    expect(r.code).toBe(1);
    expect(r.out).toContain("YGO2003");
  });

  it("prints JSON with --json", async () => {
    const r = await run("check", "--json", "test/baseline/cases/misspelled-card-name.ygo");
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { cards: number; errors: number; diagnostics: { code: string; suggestion?: string }[] };
    expect(json.errors).toBe(1);
    expect(json.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([["YGO2001", "Pot of Greed"]]);
  });

  it("reports card-data problems of a pack with the row's code frame", async () => {
    const d = tempDir();
    cpSync("cards/classic/pack.json", join(d, "pack.json"));
    const tsv = readFileSync("cards/classic/cards.tsv", "utf8").split("\n");
    tsv[2] = (tsv[2] ?? "").replace("DARK", "DORK");
    writeFileSync(join(d, "cards.tsv"), tsv.join("\n"));
    const r = await run("check", d);
    expect(r.code).toBe(1);
    expect(r.out).toContain("error YGO3006: unknown attribute `DORK`");
    expect(r.out).toMatch(/cards\.tsv:3:\d+/);
  });

  it("checks the bundled pack when given no path outside a pack", async () => {
    expect(await run("check")).toEqual({ code: 0, out: `${SCRIPT_COUNT} cards checked, 0 errors, 0 warnings\n`, err: "" });
  });

  it("exits 2 without a subcommand, 0 for --version", async () => {
    expect((await run()).code).toBe(2);
    expect((await run("--version")).code).toBe(0);
  });

  it("reports a pack manifest without a name", async () => {
    const d = tempDir();
    writeFileSync(join(d, "pack.json"), '{ "version": "1.0.0" }');
    cpSync("cards/classic/cards.tsv", join(d, "cards.tsv"));
    const r = await run("check", d);
    expect(r.code).toBe(1);
    expect(r.out).toContain('error YGO3020: pack.json has no "name" string');
    expect(r.out).toContain("0 cards checked, 1 error, 0 warnings");
  });

  it("exits 2 on usage errors: a missing path, an unknown option", async () => {
    expect((await run("check", "no/such/dir")).code).toBe(2);
    expect((await run("check", "--frobnicate")).code).toBe(2);
    expect((await run("check", "test/baseline/cases/misspelled-race.ygo", "--pack", "test")).code).toBe(2);
  });
});

describe("ygo fmt", () => {
  it("--check passes on the canonical acceptance scripts", async () => {
    const r = await run("fmt", "--check", "cards/classic/scripts");
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${SCRIPT_COUNT} files: 0 not canonical\n`);
  });

  it("--check lists a file that is not canonical and exits 1; fmt then rewrites it", async () => {
    const d = tempDir();
    const f = join(d, "pot.ygo");
    writeFileSync(f, 'card   "Pot of Greed" {  activate:    draw 2 cards. }');
    const checked = await run("fmt", "--check", d);
    expect(checked.code).toBe(1);
    expect(checked.out).toContain("not canonical:");
    const formatted = await run("fmt", d);
    expect(formatted.code).toBe(0);
    expect(readFileSync(f, "utf8")).toBe('card "Pot of Greed" {\n  activate: draw 2 cards.\n}\n');
    expect((await run("fmt", "--check", d)).code).toBe(0);
  });

  it("keeps the author's # comments when it rewrites a file", async () => {
    const d = tempDir();
    const f = join(d, "pot.ygo");
    writeFileSync(f, '# my notes\ncard   "Pot of Greed" {  # draw two\n activate:    draw 2 cards. }\n');
    expect((await run("fmt", d)).code).toBe(0);
    expect(readFileSync(f, "utf8")).toBe('# my notes\ncard "Pot of Greed" {\n  # draw two\n  activate: draw 2 cards.\n}\n');
  });

  it("never rewrites a file with syntax errors, and shows them", async () => {
    const d = tempDir();
    const f = join(d, "broken.ygo");
    const text = 'card "Pot of Greed" {\n  activate: draw 2 cards\n}\n';
    writeFileSync(f, text);
    const r = await run("fmt", d);
    expect(r.code).toBe(1);
    expect(r.out).toContain("error YGO1003");
    expect(readFileSync(f, "utf8")).toBe(text);
  });

  it("exits 2 for a missing path", async () => {
    expect((await run("fmt", "no/such.ygo")).code).toBe(2);
  });
});
