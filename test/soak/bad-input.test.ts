/**
 * Bounded soak (3/3): the answer API and `restore` under bad input, on mid-duel states of random
 * duels, and the language toolchain (parse → check → compile) under mutated scripts.
 *
 * Every bad answer (wrong kind, out of range, negative, non-integer, NaN, duplicate, wrong count,
 * after the end) is refused with a sentence and the duel is deep-equal before and after. Stale
 * answers are judged against the current prompt only (refused exactly when they do not fit it);
 * stale answers carrying the number of the prompt they were made for are always refused, with
 * the prompt numbers in the reason, and change nothing.
 * The answer API takes no player: `prompt.player` says who answers, and the other player's view
 * of the prompt has no options. `restore` refuses truncated, syntactically broken and wrongly
 * shaped texts with a RestoreError naming the path of the problem and never throws anything else;
 * what it accepts meets the state's invariants, and every real saved state restores.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPack } from "../../src/api/pack.js";
import { restore, serialize, type Answer, type DuelState } from "../../src/kernel/index.js";
import { invariantProblems } from "../kernel/fixtures/invariants.js";
import { ANSWER_LIMIT, classicPack, midDuel, randomAnswer, randomSource, repoRoot, starterDecks, starterDuel, timedDuel } from "../../bench/common.js";
import { malformedStates, probeBadAnswers, probeRestore, probeStaleAnswers } from "../../bench/soak-input.js";
import { mutateScript, scriptWords, toolchainProblems, wordSoup } from "../../bench/soak-parse.js";

describe("soak: bad input to the answer API and restore", () => {
  const pack = classicPack();
  const decks = starterDecks();
  const seeds = [1, 2, 3, 5, 8, 13, 21, 34];

  it("bad answers are refused with a reason and change nothing; stale answers are refused exactly when they do not fit, and always when they carry their prompt number (8 duels, every 5th decision, and after the end)", () => {
    for (const seed of seeds) {
      const d = starterDuel(pack, decks, seed);
      const rand = randomSource(seed);
      let prevLegal: Answer[] = [];
      let prevSeq = 0;
      for (let at = 0; d.prompt !== null; at++) {
        const legal = d.legalAnswers(ANSWER_LIMIT);
        const seq = d.prompt.seq!;
        expect(seq, `seed ${seed}, decision ${at}`).toBe(at + 1);
        if (at % 5 === 0) {
          expect(probeBadAnswers(d), `seed ${seed}, decision ${at}`).toEqual([]);
          expect(probeStaleAnswers(d, prevLegal.slice(0, 64)), `seed ${seed}, decision ${at}`).toEqual([]);
          // With the number of the prompt they were made for, stale answers are always refused.
          const before = serialize(d.state);
          for (const a of prevLegal.slice(0, 64)) {
            expect(d.answer(a, { prompt: prevSeq }), `seed ${seed}, decision ${at}, stale ${JSON.stringify(a)}`).toEqual({
              ok: false, error: `this answer was for prompt ${prevSeq}; prompt ${seq} is pending`,
            });
          }
          expect(serialize(d.state), `seed ${seed}, decision ${at}`).toBe(before);
        }
        prevLegal = legal;
        prevSeq = seq;
        expect(d.answer(randomAnswer(legal, rand), { prompt: seq })).toBeNull();
      }
      expect(probeBadAnswers(d), `seed ${seed}, ended`).toEqual([]);
    }
  });

  it("restore refuses truncated, broken and wrongly shaped states with a RestoreError, never another exception", () => {
    let refused = 0;
    let accepted = 0;
    for (const seed of seeds) {
      const n = timedDuel(pack, decks, seed).decisions;
      const d = midDuel(pack, decks, seed, Math.floor(n / 2));
      const variants = malformedStates(serialize(d.state), randomSource(seed), 100);
      const r = probeRestore(d, variants);
      expect(r.problems, `seed ${seed}`).toEqual([]);
      refused += r.refused;
      accepted += r.accepted;
      // What is refused names a path; what is accepted meets the state's invariants.
      for (const v of variants) {
        let st: DuelState;
        try {
          st = restore(v.text);
        } catch (err) {
          expect((err as Error).message, v.what).toMatch(/^(not JSON|not a duel state|unknown state format|not a valid duel state: [\w.[\]]+: expected )/);
          continue;
        }
        expect(invariantProblems(st), `seed ${seed}, ${v.what}`).toEqual([]);
      }
    }
    // restore checks the whole shape: most single-character mutations that keep JSON well formed are refused too.
    expect(refused).toBeGreaterThan(accepted * 3);
  });

  it("every saved state of a random duel restores (8 duels, every 3rd decision)", () => {
    for (const seed of seeds) {
      const d = starterDuel(pack, decks, seed);
      const rand = randomSource(seed);
      for (let at = 0; d.prompt !== null; at++) {
        if (at % 3 === 0) expect(restore(serialize(d.state)), `seed ${seed}, decision ${at}`).toEqual(d.state);
        expect(d.answer(randomAnswer(d.legalAnswers(ANSWER_LIMIT), rand))).toBeNull();
      }
      expect(restore(serialize(d.state)), `seed ${seed}, ended`).toEqual(d.state);
    }
  });
});

describe("soak: the language toolchain under mutated scripts", () => {
  it("parse → check → compile never throws on 200 mutated scripts and word soups; diagnostics have codes and lines", () => {
    const pack = loadPack(join(repoRoot(), "cards", "classic"));
    const words = scriptWords(pack);
    const rand = randomSource(7);
    for (let i = 0; i < 200; i++) {
      const text = i % 5 === 4 ? wordSoup(words, rand) : mutateScript(pack.scripts[i % pack.scripts.length]!.text, words, rand);
      expect(toolchainProblems(pack, text), text).toEqual([]);
    }
  });
});
