/** `ygo sim` through `main()`: win rates, turns, activations; results independent of the worker count. */
import { describe, expect, it } from "vitest";
import { run } from "./run-cli.js";
import { wilson } from "../../src/cli/sim.js";


const withoutTime = (s: string) => s.replace(/^Time: .*$/m, "");

describe("ygo sim", () => {
  it("--games 20 --workers 2 prints win rates with confidence intervals, turns and activated cards", async () => {
    const r = await run("sim", "--games", "20", "--workers", "2");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^ygo sim: 20 duels .*, seeds 1\/0 … 1\/19\n$/);
    expect(r.out).toMatch(/^20 duels: Yugi \(starter-yugi, random\) vs Kaiba \(starter-kaiba, random\)$/m);
    const wins = [...r.out.matchAll(/ (\d+) wins +\d+\.\d% +\(95% CI \d+\.\d%–\d+\.\d%\)/g)].map((m) => Number(m[1]));
    expect(wins.length).toBe(2);
    const draws = Number(/draws (\d+)/.exec(r.out)![1]);
    expect(wins[0]! + wins[1]! + draws).toBe(20);
    expect(r.out).toMatch(/^Average turns: \d+\.\d \(min \d+, max \d+\)$/m);
    expect(r.out).toMatch(/^Most activated cards/m);
    expect(r.out).toMatch(/^Time: [\d.]+ s \([\d.]+ duels\/s\)$/m);
  });

  it("the same seed gives the same results whatever the number of workers", async () => {
    const a = await run("sim", "--games", "8", "--workers", "1", "--ai", "greedy,random", "--seed", "42");
    const b = await run("sim", "--games", "8", "--workers", "2", "--ai", "greedy,random", "--seed", "42");
    expect(a.code).toBe(0);
    expect(withoutTime(b.out)).toBe(withoutTime(a.out));
  });

  it("usage errors exit 2", async () => {
    expect((await run("sim", "--games", "0")).code).toBe(2);
    expect((await run("sim", "--ai", "random,smart")).code).toBe(2);
  });

  it("Wilson intervals", () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.404, 3);
    expect(hi).toBeCloseTo(0.596, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });
});
