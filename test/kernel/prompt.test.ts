import { describe, expect, it } from "vitest";
import { checkAnswer, enumerateAnswers, type Prompt } from "../../src/kernel/index.js";

const prompt = (n: number, min: number, max: number, ordered = false): Prompt => ({
  player: 0, kind: "test", options: Array.from({ length: n }, (_, i) => ({ kind: "card", card: i })), min, max, ordered, context: {},
});

describe("prompts and answers", () => {
  it("enumerates single picks, sets of a size range, and orderings", () => {
    expect(enumerateAnswers(prompt(3, 1, 1))).toEqual([[0], [1], [2]]);
    expect(enumerateAnswers(prompt(3, 0, 2))).toEqual([[], [0], [0, 1], [0, 2], [1], [1, 2], [2]]);
    expect(enumerateAnswers(prompt(3, 3, 3, true))).toHaveLength(6);
    expect(enumerateAnswers(prompt(10, 0, 10), 50)).toHaveLength(50);
  });

  it("every enumerated answer is accepted, and an unordered pick is canonicalised", () => {
    for (const p of [prompt(4, 1, 1), prompt(4, 0, 3), prompt(3, 2, 3, true)]) {
      for (const a of enumerateAnswers(p)) expect(checkAnswer(p, a)).toEqual({ ok: true, answer: a });
    }
    expect(checkAnswer(prompt(4, 2, 2), [3, 1])).toEqual({ ok: true, answer: [1, 3] });
    expect(checkAnswer(prompt(4, 2, 2, true), [3, 1])).toEqual({ ok: true, answer: [3, 1] });
  });

  it("says what is wrong with an illegal answer", () => {
    expect(checkAnswer(prompt(2, 1, 1), [2])).toEqual({ ok: false, error: "option 2 does not exist; this test prompt has options 0..1" });
    expect(checkAnswer(prompt(4, 1, 2), [0, 1, 2])).toEqual({ ok: false, error: "pick 1 to 2 option(s) for this test prompt, got 3" });
    expect(checkAnswer(prompt(4, 2, 2), [1, 1])).toEqual({ ok: false, error: "option 1 is picked twice" });
  });
});
