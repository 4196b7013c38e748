import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkAnswer, fork, identityKnown, replay, restore, serialize, Session, type DuelSetup, type DuelState, type PlayerId,
} from "../../src/kernel/index.js";
import { ALARM, BANNER, board, BOLT, DRAIN, ECHO, FILLER, kernel, NEGATE, PUMP, SECRET, SURGE, WATCHER } from "./fixtures/mini.js";

const POOL = [FILLER, BOLT, NEGATE, SURGE, WATCHER, ECHO, ALARM, BANNER, PUMP, DRAIN, SECRET];

const setupArb: fc.Arbitrary<DuelSetup> = fc
  .record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    deck0: fc.array(fc.constantFrom(...POOL), { minLength: 4, maxLength: 12 }),
    deck1: fc.array(fc.constantFrom(...POOL), { minLength: 4, maxLength: 12 }),
    first: fc.constantFrom<PlayerId>(0, 1),
  })
  .map((r) => board({ seed: r.seed, deck: [r.deck0, r.deck1], draw: 4, first: r.first, lp: 2000 }));

const picksArb = fc.array(fc.nat({ max: 1000 }), { minLength: 10, maxLength: 80 });

/** Answers by picking legal answer number `pick % count`; calls `each` after every step. */
function play(s: Session, picks: readonly number[], each: (s: Session) => void = () => {}): void {
  for (const pick of picks) {
    const legal = kernel.legalAnswers(s.state);
    if (legal.length === 0) return;
    const refused = s.answer(legal[pick % legal.length]!);
    if (refused) throw new Error(`a legal answer was refused: ${refused.error}`);
    each(s);
  }
}

/** No card lost or duplicated; every card is where it says it is. */
function checkConservation(state: DuelState, total: number): void {
  const zoneCount = kernel.rules.zones.length;
  const seen = new Set<number>();
  state.zones.forEach((ids, z) => {
    for (const id of ids) {
      expect(seen.has(id), `card ${id} is in two places`).toBe(false);
      seen.add(id);
      const c = state.cards[id]!;
      expect([c.ctrl * zoneCount + c.zone, c.id]).toEqual([z, id]);
    }
  });
  expect(seen.size).toBe(total);
  expect(state.cards.length).toBe(total);
}

/** Every code a view shows belongs to a card the viewer may know; the other player's prompt shows no options. */
function checkNoLeak(state: DuelState, viewer: PlayerId): void {
  const v = kernel.view(state, viewer);
  for (const z of v.zones) {
    for (const c of z.cards ?? []) {
      const real = state.cards[c.id]!;
      expect(c.code === null ? !identityKnown(kernel.rules, real, viewer) : c.code === real.code && identityKnown(kernel.rules, real, viewer)).toBe(true);
    }
    if (z.cards === null) expect(z.player !== viewer || kernel.rules.zones[z.zone]!.visibility === "secret").toBe(true);
  }
  if (v.prompt !== null && v.prompt.player !== viewer) expect(v.prompt.options).toEqual([]);
}

describe("properties over random duels", () => {
  it("cards are conserved, state survives JSON, and views leak nothing, after every answer", () => {
    fc.assert(
      fc.property(setupArb, picksArb, (setup, picks) => {
        const s = new Session(kernel, setup);
        const total = setup.players[0].cards.length + setup.players[1].cards.length;
        checkConservation(s.state, total);
        play(s, picks, (x) => {
          checkConservation(x.state, total);
          expect(restore(serialize(x.state))).toEqual(x.state);
          checkNoLeak(x.state, 0);
          checkNoLeak(x.state, 1);
          expect(x.log.length).toBe(x.state.events);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("an illegal answer is refused and changes nothing", () => {
    const junk = fc.oneof(
      fc.array(fc.integer({ min: -3, max: 40 }), { maxLength: 4 }),
      fc.constant([0.5]),
      fc.constant(null),
      fc.string(),
    );
    fc.assert(
      fc.property(setupArb, picksArb, fc.array(junk, { minLength: 1, maxLength: 5 }), (setup, picks, answers) => {
        const s = new Session(kernel, setup);
        play(s, picks);
        for (const answer of answers) {
          if (s.state.prompt !== null && checkAnswer(s.state.prompt, answer).ok) continue;
          const before = structuredClone(s.state);
          const text = serialize(s.state);
          const r = kernel.answer(s.state, answer as number[]);
          expect(r.ok).toBe(false);
          expect(s.state).toEqual(before);
          expect(serialize(s.state)).toBe(text);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("an answer never mutates its input, and an operation paused at a prompt left the state as before it", () => {
    let paused = 0;
    fc.assert(
      fc.property(setupArb, picksArb, (setup, picks) => {
        const s = new Session(kernel, setup);
        let before = serialize(s.state);
        let input = s.state;
        play(s, picks, (x) => {
          // The caller's state is never touched (operations run on the call's private copy).
          expect(serialize(input)).toBe(before);
          input = x.state;
          before = serialize(x.state);
          const top = x.state.stack[x.state.stack.length - 1];
          if (x.state.prompt === null || top?.t !== "@op") return;
          paused++;
          // The pause is plain data: the same state without its prompt re-runs the operation, which
          // asks the same question again, emits nothing and changes nothing.
          const bare = fork(x.state);
          bare.prompt = null;
          const again = kernel.resume(bare);
          expect(again.events).toEqual([]);
          expect(serialize(again.state)).toBe(before);
        });
      }),
      { numRuns: 60 },
    );
    expect(paused).toBeGreaterThan(0);
  });

  it("serialize → restore and fork give the same future as the original", () => {
    fc.assert(
      fc.property(setupArb, picksArb, picksArb, (setup, prefix, suffix) => {
        const s = new Session(kernel, setup);
        play(s, prefix);
        const restored = s.fork();
        restored.state = restore(serialize(s.state));
        const forked = s.fork();
        play(s, suffix);
        play(restored, suffix);
        play(forked, suffix);
        expect(serialize(restored.state)).toBe(serialize(s.state));
        expect(serialize(forked.state)).toBe(serialize(s.state));
        expect(restored.log).toEqual(s.log);
        expect(forked.log).toEqual(s.log);
      }),
      { numRuns: 60 },
    );
  });

  it("replaying (set-up, answers) gives the identical state and event log", () => {
    fc.assert(
      fc.property(setupArb, picksArb, (setup, picks) => {
        const s = new Session(kernel, setup);
        play(s, picks);
        const r = replay(kernel, JSON.parse(JSON.stringify(s.record())));
        expect(serialize(r.state)).toBe(serialize(s.state));
        expect(r.log).toEqual(s.log);
      }),
      { numRuns: 60 },
    );
  });

  it("a fork shares nothing mutable with its original", () => {
    fc.assert(
      fc.property(setupArb, picksArb, (setup, picks) => {
        const s = new Session(kernel, setup);
        play(s, picks);
        const text = serialize(s.state);
        const copy = fork(s.state);
        // Scribble over every part of the copy.
        // Counters are replaced, never changed in place (a fork shares them; kernel-made ones are frozen).
        for (const c of copy.cards) { c.counters = { ...c.counters, x: 1 }; c.zone = 99; }
        for (const z of copy.zones) z.push(-1);
        for (const f of copy.stack) f["scribbled"] = true;
        for (const l of copy.chain) { l.targets.push(-1); l.bind["x"] = 1; }
        for (const e of copy.effects) e.bound.push(-1);
        copy.players[0]!.vars["x"] = 1;
        copy.rng[0] = 0;
        copy.marks.push(1);
        copy.vars["x"] = 1;
        if (copy.prompt) copy.prompt.options.push({ kind: "x" });
        expect(serialize(s.state)).toBe(text);
      }),
      { numRuns: 30 },
    );
  });
});
