import { describe, expect, it } from "vitest";
import { fork, replay, restore, RestoreError, serialize, Session } from "../../src/kernel/index.js";
import { Driver } from "./fixtures/driver.js";
import { board, BOLT, FILLER, HAND, kernel, SECRET, SURGE } from "./fixtures/mini.js";

/** Drives to Surge's mid-resolution choice: a pause inside an effect. */
function atSurgeChoice(): Driver {
  const d = new Driver(board({ hand: [[BOLT, SURGE, FILLER, SECRET], []] }));
  d.pass(0);
  d.activate(0, BOLT);
  d.activate(0, SURGE);
  d.expect("selectCards", 0);
  return d;
}

/** Runs a session to its end (or `n` answers) always taking option `pick % n`. */
function runOn(s: Session, picks: number[]): void {
  for (const p of picks) {
    const options = kernel.legalAnswers(s.state);
    if (options.length === 0) return;
    const refused = s.answer(options[p % options.length]!);
    if (refused) throw new Error(refused.error);
  }
}

describe("a pause in the middle of an effect is plain data", () => {
  it("holds the pending operation and its answers so far in the continuation", () => {
    const d = atSurgeChoice();
    const top = d.state.stack[d.state.stack.length - 1]!;
    expect(top).toMatchObject({ t: "@op", op: "@resolveLink", answers: [] });
    expect(JSON.parse(JSON.stringify(d.state))).toEqual(d.state);
  });

  it("serialize → restore → identical continuation", () => {
    const d = atSurgeChoice();
    const restored = restore(serialize(d.state));
    expect(restored).toEqual(d.state);
    const a = kernel.answer(d.state, [1]);
    const b = kernel.answer(restored, [1]);
    expect(b).toEqual(a);
    if (!a.ok || !b.ok) throw new Error("refused");
    expect(serialize(b.state)).toBe(serialize(a.state));
    // The choice took effect: Secret went to the graveyard, a Filler was drawn.
    expect(a.state.cards.filter((c) => c.zone === HAND).map((c) => c.code).sort()).toEqual([FILLER, FILLER]);
  });

  it("restore refuses what is not a state", () => {
    expect(() => restore("{")).toThrow(RestoreError);
    expect(() => restore(JSON.stringify({ format: 2 }))).toThrow(/format 2/);
    expect(() => restore(JSON.stringify({ format: 1, rng: [] }))).toThrow(/players/);
  });
});

describe("fork", () => {
  it("gives two copies that evolve independently", () => {
    const d = atSurgeChoice();
    const before = serialize(d.state);
    const copy = fork(d.state);
    expect(copy).toEqual(d.state);
    const a = kernel.answer(d.state, [0]);
    const b = kernel.answer(copy, [1]);
    if (!a.ok || !b.ok) throw new Error("refused");
    expect(serialize(d.state)).toBe(before); // the kernel never mutates its input
    expect(serialize(copy)).toBe(before);
    expect(serialize(a.state)).not.toBe(serialize(b.state));
    // Mutating one copy's insides does not touch the other.
    copy.cards[0]!.counters = { x: 1 }; // counters are replaced, never changed in place
    copy.stack.push({ t: "spin" });
    copy.rng[0] = 42;
    expect(serialize(d.state)).toBe(before);
  });

  it("a forked session continues exactly like the original given the same answers", () => {
    const s = new Session(kernel, board({ seed: 9, deck: [[FILLER, BOLT, SURGE, FILLER, BOLT, SURGE], [SURGE, FILLER, BOLT, FILLER, BOLT]], draw: 2 }));
    runOn(s, [1, 1, 0, 1]);
    const f = s.fork();
    runOn(s, [1, 2, 1, 1, 0, 1, 2, 1]);
    runOn(f, [1, 2, 1, 1, 0, 1, 2, 1]);
    expect(f.state).toEqual(s.state);
    expect(f.log).toEqual(s.log);
  });
});

describe("replay", () => {
  it("(seed, ruleset version, answers) replays to the identical state and event log", () => {
    const s = new Session(kernel, board({ seed: 77, deck: [[FILLER, BOLT, SURGE, FILLER, BOLT, SURGE], [SURGE, FILLER, BOLT, FILLER, BOLT]], draw: 3 }));
    runOn(s, [1, 0, 2, 1, 1, 3, 0, 1, 1, 1, 2, 0, 1]);
    const r = replay(kernel, s.record());
    expect(serialize(r.state)).toBe(serialize(s.state));
    expect(r.log).toEqual(s.log);
    expect(r.log.length).toBe(s.state.events);
  });

  it("refuses a record made with another ruleset version", () => {
    const s = new Session(kernel, board({}));
    expect(() => replay(kernel, { ...s.record(), rules: "mini@0" })).toThrow(/mini@0/);
  });
});

describe("illegal answers", () => {
  it.each([
    [[5], /option 5 does not exist/],
    [[], /pick 1 option/],
    [[0, 1], /pick 1 option/],
    [[0, 0], /picked twice/],
    [[-1], /does not exist/],
    [[0.5], /does not exist/],
    ["0", /list of option indices/],
  ])("%j is refused with a reason and changes nothing", (answer, reason) => {
    const d = atSurgeChoice();
    const before = serialize(d.state);
    const r = kernel.answer(d.state, answer as number[]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
    expect(serialize(d.state)).toBe(before);
  });

  it("an answer after the duel is over is refused", () => {
    const d = new Driver(board({ lp: 500, hand: [[BOLT], []] }));
    d.activate(0, BOLT);
    expect(d.state.result).toBe(0);
    expect(d.s.prompt).toBeNull();
    expect(d.s.answer([0])).toEqual({ ok: false, error: "the duel is over" });
    expect(d.events("duelEnd")).toEqual([{ type: "duelEnd", result: 0, reason: "player 1 reached 0 LP" }]);
  });
});
