/** `ygo deck check` through `main()` (issue #13): every rule a deck breaks at once (R-DECK-4), and every unscripted card. */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run, tempDirs } from "./run-cli.js";

const tempDir = tempDirs("ygo-deck-");

describe("ygo deck check", () => {
  it("a format deck is legal on the April 2005 list and fully scripted: exit 0", async () => {
    const r = await run("deck", "check", "cards/decks/chaos-control.ydk", "--banlist", "cards/banlists/2005.4.1.conf");
    expect(r.code).toBe(0);
    expect(r.out).toContain("legal on cards/banlists/2005.4.1.conf and every effect card scripted (40 main, 0 extra, 0 side)");
  });

  it("reports every violation at once (R-DECK-4), each naming card and rule: exit 1", async () => {
    const r = await run("deck", "check", "cards/decks/starter-yugi.ydk", "--banlist", "cards/banlists/2005.4.1.conf");
    expect(r.code).toBe(1);
    expect(r.out).toContain("R-DECK-3: Dark Hole (53129443) is forbidden on 2005.4.1");
    expect(r.out).toContain("R-DECK-3: Monster Reborn (83764718) is forbidden");
    expect(r.out).toContain("3 rule problem(s), 0 unscripted card(s)");
  });

  it("names the effect cards without a script, and a too-small deck", async () => {
    const scripted = new Set(readdirSync("cards/classic/scripts"));
    const kebab = (n: string) => n.toLowerCase().replace(/'/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    const row = readFileSync("cards/classic/pool.tsv", "utf8").split("\n").slice(1).map((l) => l.split("\t")).find((x) => x[3] === "spell" && !scripted.has(`${kebab(x[2]!)}.ygo`))!;
    const file = join(tempDir(), "small.ydk");
    writeFileSync(file, `#main\n${row[1]}\n89631139\n#extra\n!side\n`);
    const r = await run("deck", "check", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("R-DECK-1");
    expect(r.out).toContain(`have no script in classic@`);
    expect(r.out).toContain(row[2]!);
  });

  it("a missing file is one line and exit 2", async () => {
    const r = await run("deck", "check", "no/such.ydk");
    expect(r).toMatchObject({ code: 2, err: "ygo deck check: no such deck file: no/such.ydk\n" });
  });
});
