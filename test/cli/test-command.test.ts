/** `ygo test`: scenario files run like tests, through `main()` with output captured. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { run } from "./run-cli.js";

const temps: string[] = [];
function file(name: string, text: string): string {
  const d = mkdtempSync(join(tmpdir(), "ygo-test-"));
  temps.push(d);
  const p = join(d, name);
  writeFileSync(p, text);
  return p;
}
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

const DIRECT = `scenario R-BAT-6 "a direct attack deals the attacker's ATK"
given
  phase battle
  p0 monster "Celtic Guardian"
when
  p0 attacks "Celtic Guardian" -> direct
then
  expect p1 lp LP
`;

describe("ygo test", () => {
  it("runs a passing file: ✓ per scenario, a summary, exit 0", async () => {
    const r = await run("test", file("ok.scen", DIRECT.replace("LP", "6600")));
    expect(r.code).toBe(0);
    expect(r.out).toContain("✓ R-BAT-6: a direct attack deals the attacker's ATK");
    expect(r.out.trimEnd().split("\n").at(-1)).toBe("1 passed, 0 failed (1 scenario in 1 file)");
  });

  it("reports the first difference with file:line and the line, exit 1", async () => {
    const p = file("bad.scen", DIRECT.replace("LP", "7000"));
    const r = await run("test", p);
    expect(r.code).toBe(1);
    expect(r.out).toContain("✗ R-BAT-6: a direct attack deals the attacker's ATK");
    expect(r.out).toMatch(/bad\.scen:8: expect p1 lp 7000\n {6}expected p1 LP 7000, got 6600/);
    expect(r.out.trimEnd().split("\n").at(-1)).toBe("0 passed, 1 failed (1 scenario in 1 file)");
  });

  it("fails a scenario at an unexpected prompt, naming what was asked", async () => {
    const text = `scenario R-BAT-1 "strict about prompts"
given
  phase battle
  p0 monster "Celtic Guardian"
  p1 spelltrap "Mirror Force"
  p1 monster "Mystical Elf"
when
  p0 attacks "Celtic Guardian" -> "Mystical Elf"
  p0 passes
then
  expect p1 lp 8000
`;
    const r = await run("test", file("strict.scen", text));
    expect(r.code).toBe(1);
    expect(r.out).toContain("strict.scen:9: p0 passes");
    expect(r.out).toContain("expected p0 to be asked, but p1 is asked: window (attack) [pass, activate Mirror Force");
  });

  it("reports an unknown card at its line with a suggestion", async () => {
    const r = await run("test", file("typo.scen", DIRECT.replace("LP", "6600").replace('monster "Celtic Guardian"', 'monster "Celtic Gardian"')));
    expect(r.code).toBe(1);
    expect(r.out).toContain('typo.scen:4: p0 monster "Celtic Gardian"');
    expect(r.out).toContain('no card named "Celtic Gardian" in the pool; did you mean "Celtic Guardian"?');
  });

  it("reports a malformed file at file:line:col, exit 1", async () => {
    const r = await run("test", file("broken.scen", DIRECT.replace("LP", "x")));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/broken\.scen:8:16: expected a number of life points, found `x`/);
    expect(r.out).toContain("1 file not parsed");
  });

  it("runs the scenario folder of the repository", async () => {
    const r = await run("test", "test/scenarios", "--quiet");
    expect(r.out.trimEnd().split("\n").at(-1)).toMatch(/^\d+ passed, 0 failed/);
    expect(r.code).toBe(0);
  });

  it("a missing path is a usage error", async () => {
    const r = await run("test", "no/such/dir");
    expect(r.code).toBe(2);
    expect(r.err).toBe("ygo test: no such file or directory: no/such/dir\n");
  });
});
