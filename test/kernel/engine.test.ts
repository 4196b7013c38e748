import { describe, expect, it } from "vitest";
import { Kernel, nextU32, randInt, seedRng, serialize, shuffleInPlace, StepBudgetError, type Ruleset } from "../../src/kernel/index.js";
import { Driver } from "./fixtures/driver.js";
import { board, BOLT, FILLER, LOOP, miniRules } from "./fixtures/mini.js";

describe("phases as data", () => {
  it("walks the ruleset's phase list, its steps and their windows, skipping what the ruleset skips", () => {
    const rules: Ruleset = miniRules({
      phases: [
        { name: "draw", enter: "drawPhase" },
        { name: "battle", skip: (s) => s.turn === 1, steps: [{ name: "start", window: "quick" }, { name: "damage" }] },
        { name: "main", window: "main" },
      ],
    });
    const d = new Driver(board({ hand: [[FILLER], [FILLER]] }), new Kernel(rules));
    d.pass(0); // turn 1 main
    d.pass(1); // turn 2 main
    const names = d.s.log.flatMap((e) =>
      e.type === "turnStart" ? [`turn ${e.turn}`] : e.type === "phaseStart" ? [e.phase] : e.type === "stepStart" ? [`${e.phase}.${e.step}`] : [],
    );
    expect(names).toEqual(["turn 1", "draw", "main", "turn 2", "draw", "battle", "battle.start", "battle.damage", "main", "turn 3", "draw", "battle", "battle.start", "battle.damage", "main"]);
    expect(d.state.phase).toBe(2);
  });
});

describe("step budget", () => {
  it("a frame that never makes progress stops with an error naming it, and the state is untouched", () => {
    const d = new Driver(board({ hand: [[LOOP], []] }));
    const before = serialize(d.state);
    const i = d.s.prompt!.options.findIndex((o) => o.kind === "activate");
    expect(() => d.s.answer([i])).toThrow(StepBudgetError);
    try {
      d.s.answer([i]);
    } catch (err) {
      expect((err as StepBudgetError).looped[0]).toBe("spin");
      expect((err as Error).message).toMatch(/spin ×\d+/);
    }
    expect(serialize(d.state)).toBe(before);
  });

  it("an operation that loops stops with an error naming the operation", () => {
    const rules = miniRules({
      operations: { ...miniRules().operations, drawPhase: (ctx) => { for (;;) ctx.random(6); } },
      budget: { opCalls: 1000 },
    });
    expect(() => new Driver(board({}), new Kernel(rules))).toThrow(/operation "drawPhase" made more than 1000 kernel calls/);
  });
});

describe("seeded RNG (sfc32)", () => {
  it("equal seeds give equal sequences; different seeds differ; the state is plain numbers", () => {
    const a = seedRng(123);
    const b = seedRng(123);
    const c = seedRng("123x");
    const xs = Array.from({ length: 8 }, () => nextU32(a));
    expect(Array.from({ length: 8 }, () => nextU32(b))).toEqual(xs);
    expect(Array.from({ length: 8 }, () => nextU32(c))).not.toEqual(xs);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    for (const x of xs) expect(x >>> 0).toBe(x);
  });

  it("randInt stays in range and covers it; shuffles are permutations", () => {
    const rng = seedRng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const r = randInt(rng, 6);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(6);
      seen.add(r);
    }
    expect(seen.size).toBe(6);
    const items = Array.from({ length: 20 }, (_, i) => i);
    shuffleInPlace(rng, items);
    expect(items.slice().sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("the duel's shuffles come from the state's generator: same seed, same deck order", () => {
    const setup = board({ seed: 3, deck: [[FILLER, BOLT, FILLER, BOLT, FILLER, BOLT], []] });
    expect(serialize(new Driver(setup).state)).toBe(serialize(new Driver(setup).state));
    const other = new Driver(board({ seed: 4, deck: [[FILLER, BOLT, FILLER, BOLT, FILLER, BOLT], []] }));
    expect(other.state.rng).not.toEqual(new Driver(setup).state.rng);
  });
});

describe("resume", () => {
  it("runs a hand-edited state (no prompt pending) to its next prompt without mutating it", () => {
    const d = new Driver(board({ hand: [[BOLT], []] }));
    const edited = structuredClone(d.state);
    edited.prompt = null;
    edited.players[1]!.lp = 300; // a puzzle: player 1 is at 300 LP
    const text = serialize(edited);
    const r = new Kernel(miniRules()).resume(edited);
    expect(serialize(edited)).toBe(text);
    expect(r.state.prompt).toEqual(d.state.prompt);
    const i = r.state.prompt!.options.findIndex((o) => o.kind === "activate");
    const after = new Kernel(miniRules()).answer(r.state, [i]);
    expect(after.ok && after.state.result).toBe(0);
  });
});

describe("closing a window from an action", () => {
  it("the turn player's 'next phase' action ends the main phase without waiting for passes", () => {
    const base = miniRules();
    const rules = miniRules({
      autoPass: false,
      windowOptions: (s, w, p) => [...base.windowOptions(s, w, p), ...(w.kind === "main" && p === s.turnPlayer ? [{ kind: "action", op: "nextPhase", label: "next phase" }] : [])],
      operations: { ...base.operations, nextPhase: (ctx) => ctx.closeWindow() },
    });
    const d = new Driver(board({}), new Kernel(rules));
    d.pass(0);
    d.pass(1);
    d.expect("window", 0);
    d.pick((c) => c.op === "nextPhase");
    expect(d.events("turnStart").map((e) => e.turn)).toEqual([1, 2]);
    d.expect("window", 1);
  });
});
