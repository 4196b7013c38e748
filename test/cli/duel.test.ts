/** `ygo duel` through `main()`, with output captured. */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openPack, replayDuel, type DuelRecord } from "../../src/api/index.js";
import { run, tempDirs } from "./run-cli.js";

const tempDir = tempDirs("ygo-duel-");

describe("ygo duel", () => {
  it("plays Yugi vs Kaiba to a winner with a readable log, exit 0", async () => {
    const r = await run("duel");
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Yugi \(starter-yugi, greedy\) vs Kaiba \(starter-kaiba, greedy\) — seed 1, classic rules, pack classic@/);
    expect(r.out).toMatch(/^Turn 1 — (Yugi|Kaiba) \(LP 8000\)$/m);
    expect(r.out).toMatch(/^Turn 3 — (Yugi|Kaiba) \(LP \d+\)$/m);
    expect(r.out).toMatch(/^ {2}Main Phase 1$/m);
    expect(r.out).toMatch(/^ {4}(Yugi|Kaiba) Normal Summons /m);
    expect(r.out).toMatch(/^ {4}Battle: .+ attacks .+ — /m);
    expect(lines.at(-2)).toMatch(/^(Yugi|Kaiba) wins \(/);
    expect(lines.at(-1)).toMatch(/^\d+ turns, LP Yugi \d+, Kaiba \d+$/);
  });

  it("--seed is reproducible: the same output twice, another seed another duel", async () => {
    const a = await run("duel", "--seed", "7");
    const b = await run("duel", "--seed", "7");
    expect(a.code).toBe(0);
    expect(b.out).toBe(a.out);
    const c = await run("duel", "--seed", "8");
    expect(c.out).not.toBe(a.out);
  });

  it("--deck twice, --ai, --json event stream", async () => {
    const r = await run("duel", "--deck", "cards/decks/starter-kaiba.ydk", "--deck", "cards/decks/starter-kaiba.ydk", "--ai", "random,greedy", "--seed", "3", "--json");
    expect(r.code).toBe(0);
    const events = r.out.trimEnd().split("\n").map((l) => JSON.parse(l) as { type: string });
    expect(events[0]!.type).toBe("duelStart");
    expect(events.at(-1)!.type).toBe("duelEnd");
  });

  it("--json --view p1 prints player 1's feed: the events as that player may see them (issue #12)", async () => {
    const dir = tempDir();
    const file = join(dir, "duel.json");
    const feed = await run("duel", "--seed", "3", "--json", "--view", "p1", "--record", file);
    expect(feed.code).toBe(0);
    const full = await run("duel", "--seed", "3", "--json");
    // The same duel; the omniscient stream names cards the feed hides (player 0's draws, face-down cards).
    expect(feed.out).not.toBe(full.out);
    const record = JSON.parse(readFileSync(file, "utf8")) as DuelRecord;
    const d = replayDuel(record, { pack: openPack() });
    expect(feed.out).toBe(d.viewEvents(1).map((e) => JSON.stringify(e) + "\n").join(""));
    expect(full.out).toBe(d.events.map((e) => JSON.stringify(e) + "\n").join(""));
  });

  it("--view needs --json and p0 or p1: a usage error otherwise", async () => {
    const a = await run("duel", "--view", "p1");
    expect(a.code).toBe(2);
    expect(a.err).toContain("--json");
    const b = await run("duel", "--json", "--view", "p2");
    expect(b.code).toBe(2);
    expect(b.err).toContain("p0 or p1");
  });

  it("--record then --replay gives the same log", async () => {
    const dir = tempDir();
    const file = join(dir, "duel.json");
    const played = await run("duel", "--seed", "5", "--ai", "greedy,random", "--record", file);
    expect(played.code).toBe(0);
    const record = JSON.parse(readFileSync(file, "utf8")) as { pack: string; seed: number; answers: unknown[]; names: string[] };
    expect(record.pack).toMatch(/^classic@/);
    expect(record.seed).toBe(5);
    expect(record.names).toEqual(["Yugi", "Kaiba"]);
    const replayed = await run("duel", "--replay", file);
    expect(replayed.code).toBe(0);
    expect(replayed.out.split("\n").slice(1)).toEqual(played.out.split("\n").slice(1));
    expect(replayed.out).toMatch(/^Replay of .*duel\.json — Yugi vs Kaiba, seed 5, \d+ answers/);

    writeFileSync(file, JSON.stringify({ ...record, pack: "classic@0.0.0" }));
    const refused = await run("duel", "--replay", file);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/recorded with card pack classic@0\.0\.0, but the loaded pack is classic@/);
  });

  it("usage errors exit 2; illegal decks exit 1 naming card and rule", async () => {
    expect((await run("duel", "--ai", "smart")).code).toBe(2);
    expect((await run("duel", "--deck", "cards/decks/starter-yugi.ydk")).code).toBe(2);
    const banned = await run("duel", "--banlist", "cards/banlists/2005.4.1.conf");
    expect(banned.code).toBe(1);
    expect(banned.err).toContain("Yugi's deck (starter-yugi): R-DECK-3: Dark Hole (53129443) is forbidden on 2005.4.1");
  });

  it("a deck with an effect card that has no script is refused, naming it; --allow-unscripted plays it with a warning (issue #16)", async () => {
    const dir = tempDir();
    const deck = join(dir, "unscripted.ydk");
    const kaiba = readFileSync("cards/decks/starter-kaiba.ydk", "utf8");
    // Starter Kaiba with its first three main-deck cards replaced by a spell of the pool that has no script yet.
    const scripted = new Set(readdirSync("cards/classic/scripts"));
    const kebab = (n: string) => n.toLowerCase().replace(/'/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    const pool = readFileSync("cards/classic/pool.tsv", "utf8").split("\n").slice(1).map((l) => l.split("\t"));
    const [, id, name] = pool.find((r) => r[3] === "spell" && !scripted.has(`${kebab(r[2]!)}.ygo`))!;
    const lines = kaiba.split("\n");
    const first = lines.findIndex((l) => /^\d+$/.test(l.trim()));
    for (let i = first; i < first + 3; i++) lines[i] = id!;
    writeFileSync(deck, lines.join("\n"));
    const refused = await run("duel", "--deck", deck, "--deck", "cards/decks/starter-yugi.ydk");
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/unscripted's deck \(unscripted\): \d+ effect card\(s\) have no script in classic@[\d.]+: /);
    expect(refused.err).toContain(name!);
    expect(refused.err).toContain("--allow-unscripted");
    const allowed = await run("duel", "--deck", deck, "--deck", "cards/decks/starter-yugi.ydk", "--allow-unscripted");
    expect(allowed.code).toBe(0);
    expect(allowed.err).toMatch(/warning: .*; they play without their effects/);
    expect(allowed.err).toContain(name!);
  });

  it("a reader that closes early (`ygo duel --json | head`) ends it quietly, exit 0, no EPIPE trace (issue #13)", async () => {
    const child = spawn(process.execPath, ["bin/ygo.js", "duel", "--json"], { stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => void (err += d.toString()));
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(err).not.toContain("EPIPE");
    expect(code).toBe(0);
  }, 60_000);
});
