import { describe, expect, it } from "vitest";
import { fork, replay, restore, serialize, Session, type DuelState } from "../../src/kernel/index.js";
import { board, BOLT, FILLER, HAND, kernel, SECRET, SURGE } from "./fixtures/mini.js";

/** Runs a session taking option `pick % n` for each pick; returns the states seen. */
function run(s: Session, picks: number[]): DuelState[] {
  const seen: DuelState[] = [fork(s.state)];
  for (const p of picks) {
    const options = kernel.legalAnswers(s.state);
    if (options.length === 0) break;
    const refused = s.answer(options[p % options.length]!);
    if (refused) throw new Error(refused.error);
    seen.push(fork(s.state));
  }
  return seen;
}

const setup = board({ hand: [[BOLT, SURGE, FILLER, SECRET], [BOLT]] });
const picks = [0, 1, 2, 1, 0, 3, 1, 1, 0, 2, 1, 0, 0, 1, 2, 3, 1, 0, 1, 1];

describe("prompt numbers and stale answers", () => {
  it("numbers every prompt 1, 2, 3… within a duel; the state's counter matches the pending prompt", () => {
    const seen = run(new Session(kernel, setup), picks);
    const seqs = seen.filter((s) => s.prompt !== null).map((s) => s.prompt!.seq);
    expect(seqs.length).toBeGreaterThan(3);
    seqs.forEach((q, i) => expect(q).toBe(i + 1));
    for (const s of seen) if (s.prompt !== null) expect(s.answered + 1).toBe(s.prompt.seq);
    // The player view carries it too.
    const last = seen[seen.length - 1]!;
    if (last.prompt !== null) expect(kernel.view(last, last.prompt.player).prompt!.seq).toBe(last.prompt.seq);
  });

  it("survives serialize/restore, fork and replay identically", () => {
    const s = new Session(kernel, setup);
    run(s, picks.slice(0, 6));
    const restored = restore(serialize(s.state));
    expect(restored.prompt?.seq).toBe(s.state.prompt?.seq);
    expect(restored).toEqual(s.state);
    expect(fork(s.state)).toEqual(s.state);
    expect(replay(kernel, s.record()).state).toEqual(s.state);
  });

  it("refuses an answer carrying an earlier prompt's number, even when it fits, and changes nothing", () => {
    const s = new Session(kernel, setup);
    const first = s.state.prompt!;
    const a = kernel.legalAnswers(s.state)[0]!;
    expect(s.answer(a, { prompt: first.seq })).toBeNull();
    const now = s.state.prompt!;
    expect(now.seq).toBe(first.seq! + 1);
    // The same answer fits the new prompt, but it was meant for the earlier one.
    expect(kernel.legalAnswers(s.state)).toContainEqual(a);
    const before = fork(s.state);
    const text = serialize(s.state);
    const r = kernel.answer(s.state, a, { prompt: first.seq });
    expect(r).toEqual({ ok: false, error: `this answer was for prompt ${first.seq}; prompt ${now.seq} is pending` });
    expect(s.answer(a, { prompt: first.seq })).toEqual({ ok: false, error: `this answer was for prompt ${first.seq}; prompt ${now.seq} is pending` });
    expect(s.state).toEqual(before);
    expect(serialize(s.state)).toBe(text);
    // A number from the future, or not a number, is refused the same way.
    expect(kernel.answer(s.state, a, { prompt: now.seq! + 1 }).ok).toBe(false);
    expect(kernel.answer(s.state, a, { prompt: "2" as unknown as number }).ok).toBe(false);
    expect(s.state).toEqual(before);
  });

  it("accepts a fresh answer with the pending prompt's number exactly as one without it", () => {
    const s = new Session(kernel, setup);
    run(s, picks.slice(0, 3));
    const a = kernel.legalAnswers(s.state)[0]!;
    const withSeq = kernel.answer(s.state, a, { prompt: s.state.prompt!.seq });
    const without = kernel.answer(s.state, a);
    expect(withSeq.ok).toBe(true);
    expect(withSeq).toEqual(without);
  });

  it("a restored state saved without the answer count takes it from the pending prompt's number, or 0", () => {
    const s = new Session(kernel, setup);
    const obj = JSON.parse(serialize(s.state)) as Record<string, unknown>;
    delete obj["answered"];
    expect(restore(JSON.stringify(obj)).answered).toBe(s.state.prompt!.seq! - 1);
    delete (obj["prompt"] as Record<string, unknown>)["seq"];
    expect(restore(JSON.stringify(obj)).answered).toBe(0);
    void HAND;
  });
});
