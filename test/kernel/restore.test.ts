import { describe, expect, it } from "vitest";
import { restore, RestoreError, serialize, Session, type DuelState } from "../../src/kernel/index.js";
import { invariantProblems } from "./fixtures/invariants.js";
import { board, BOLT, FILLER, kernel, SECRET, SURGE } from "./fixtures/mini.js";

const setup = board({ hand: [[BOLT, SURGE, FILLER, SECRET], [BOLT]] });

/** States of a mini duel at every decision. */
function states(): DuelState[] {
  const s = new Session(kernel, setup);
  const out = [s.state];
  for (let i = 0; i < 40 && s.state.prompt !== null; i++) {
    const legal = kernel.legalAnswers(s.state);
    expect(s.answer(legal[(i * 7) % legal.length]!)).toBeNull();
    out.push(s.state);
  }
  return out;
}

describe("restore checks the whole state", () => {
  it("every real saved state restores, with and without the ruleset", () => {
    for (const st of states()) {
      expect(restore(serialize(st))).toEqual(st);
      expect(restore(serialize(st), kernel.rules)).toEqual(st);
    }
  });

  it("names the path of the first problem", () => {
    const st = states()[3]!;
    const bad = (edit: (o: any) => void): string => {
      const o = JSON.parse(serialize(st));
      edit(o);
      try {
        restore(JSON.stringify(o), kernel.rules);
      } catch (err) {
        expect(err).toBeInstanceOf(RestoreError);
        return (err as Error).message;
      }
      return "accepted";
    };
    expect(bad((o) => (o.cards[2].zone = "x"))).toMatch(/cards\[2\]\.zone: expected an integer 0\.\.\d+, got "x"/);
    expect(bad((o) => (o.cards[1].owner = 2))).toMatch(/cards\[1\]\.owner: expected a player 0 or 1, got 2/);
    expect(bad((o) => (o.turnPlayer = -1))).toMatch(/^not a valid duel state: turnPlayer:/);
    expect(bad((o) => o.zones.push([]))).toMatch(/^not a valid duel state: zones: expected \d+ zone lists/);
    expect(bad((o) => (o.zones[0] = o.zones[0].concat(o.zones.find((z: number[]) => z.length > 0)!.slice(0, 1))))).toMatch(/zones\[\d+\]\[\d+\]/);
    expect(bad((o) => (o.cards[0].zone = (o.cards[0].zone + 1) % kernel.rules.zones.length))).toMatch(/zones\[\d+\]\[\d+\]: expected a card of this zone/);
    expect(bad((o) => (o.stack[0].t = 5))).toMatch(/stack\[0\]\.t: expected a string, got 5/);
    expect(bad((o) => o.prompt && (o.prompt.min = o.prompt.options.length + 1))).toMatch(/prompt\.min|accepted/);
    expect(bad((o) => (o.chain = [{ card: 999, stamp: 0, eff: 0, player: 0, speed: 1, targets: [], targetStamps: [], bind: {}, neg: 0, cause: null }]))).toMatch(/chain\[0\]\.card: expected an integer 0\.\.\d+, got 999/);
    expect(bad((o) => (o.effects = [{ id: 1, source: 77, sourceStamp: 0, eff: 0, target: -1, targetStamp: 0, tiedToSource: true, bound: [], expires: -1 }]))).toMatch(/effects\[0\]\.source/);
    expect(bad((o) => (o.phase = 99))).toMatch(/^not a valid duel state: phase:/);
  });

  it("single-character mutations are refused with a path, or restore to a state that meets the invariants", () => {
    const chars = '0a"{}[],:-9ntfx\\1';
    let seed = 12345;
    const rand = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    let refused = 0;
    let accepted = 0;
    for (const st of states().filter((_, i) => i % 4 === 0)) {
      const text = serialize(st);
      for (let i = 0; i < 150; i++) {
        const at = Math.floor(rand() * text.length);
        const ch = chars[Math.floor(rand() * chars.length)]!;
        const kind = Math.floor(rand() * 3);
        const m = kind === 0 ? text.slice(0, at) + ch + text.slice(at + 1) : kind === 1 ? text.slice(0, at) + ch + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
        let r: DuelState;
        try {
          r = restore(m, kernel.rules);
        } catch (err) {
          expect(err).toBeInstanceOf(RestoreError);
          expect((err as Error).message).toMatch(/^(not JSON|not a duel state|unknown state format|not a valid duel state: [\w.[\]]+: expected )/);
          refused++;
          continue;
        }
        accepted++;
        expect(invariantProblems(r, kernel.rules.zones.length), m).toEqual([]);
      }
    }
    expect(refused).toBeGreaterThan(accepted * 3);
  });
});
