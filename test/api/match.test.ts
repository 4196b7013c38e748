/** The match runner: best of three, the loser chooses, side swaps validated, the time limit (R-DUEL-4, R-DUEL-5). */
import { describe, expect, it } from "vitest";
import { MatchError, bundledDeck, createPlayer, runMatch, type Deck } from "../../src/api/index.js";

const yugi = bundledDeck("starter-yugi");
const kaiba = bundledDeck("starter-kaiba");
/** 40 of Yugi's cards in the main deck and a 15-card side deck (R-DECK-1: 0 or 15 in classic). */
const deck: Deck = { main: yugi.main.slice(0, 40), extra: [], side: [...yugi.main.slice(40), ...kaiba.main.slice(0, 5)] };
/** A card of neither the main nor the side deck. */
const outsider = kaiba.main.slice(5).find((c) => !deck.main.includes(c) && !deck.side.includes(c))!;

describe("runMatch (R-DUEL-4)", () => {
  it("greedy beats random two duels to none; the loser of duel 1 chooses in duel 2", () => {
    const m = runMatch({ seed: 1, entrants: [{ deck: yugi, player: createPlayer("greedy", 1) }, { deck: kaiba, player: createPlayer("random", 2) }] });
    expect(m.winner).toBe(0);
    expect(m.wins).toEqual([2, 0]);
    expect(m.duels.length).toBe(2);
    expect(m.duels[0]!.chooser).toBeUndefined();
    expect(m.duels[1]!.chooser).toBe(1);
    expect(m.duels[1]!.record.chooser).toBe(1);
    expect(m.duels[1]!.record.seed).toBe("1/2");
  });

  it("plays a third duel at one win each", () => {
    // Equal players: find a seed where the first two duels split.
    for (let seed = 1; seed < 40; seed++) {
      const m = runMatch({ seed, entrants: [{ deck: yugi, player: createPlayer("random", seed) }, { deck: kaiba, player: createPlayer("random", seed + 1) }] });
      if (m.duels.length < 3) continue;
      expect(m.duels[0]!.result).not.toBe(m.duels[1]!.result);
      expect(m.duels[2]!.chooser).toBe(m.duels[1]!.result === 0 ? 1 : 0);
      expect(m.winner === null ? m.wins[0] === m.wins[1] : m.wins[m.winner] > m.wins[1 - m.winner]!).toBe(true);
      return;
    }
    throw new Error("no seed below 40 gave a third duel");
  });

  it("side swaps: one for one is applied, anything else refused naming card and rule", () => {
    const swapped: Deck = { main: [...deck.main.slice(1), deck.side[0]!], extra: [], side: [deck.main[0]!, ...deck.side.slice(1)] };
    const m = runMatch({
      seed: 3,
      entrants: [
        { deck, player: createPlayer("random", 1), side: (ctx) => (ctx.duel === 2 ? swapped : undefined) },
        { deck: kaiba, player: createPlayer("greedy", 2) },
      ],
    });
    expect(m.duels[1]!.record.decks[0].main).toEqual(swapped.main);

    const cheat: Deck = { main: [...deck.main.slice(1), outsider], extra: [], side: [deck.main[0]!, ...deck.side.slice(1)] };
    let err: unknown;
    try {
      runMatch({ seed: 3, entrants: [{ deck, player: createPlayer("random", 1), side: () => cheat }, { deck: kaiba, player: createPlayer("greedy", 2) }] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(MatchError);
    expect((err as MatchError).message).toMatch(/side deck swap before duel 2 is not allowed/);
    expect((err as MatchError).violations.some((v) => v.rule === "R-DUEL-4" && v.card?.id === outsider && /R-DUEL-4: .+ \(\d+\): 0 registered, 1 after the swap/.test(v.message))).toBe(true);
  });

  it("refuses an illegal registered deck", () => {
    expect(() => runMatch({ seed: 1, entrants: [{ deck: { main: yugi.main.slice(0, 20), extra: [], side: [] }, player: createPlayer("random") }, { deck: kaiba, player: createPlayer("random") }] })).toThrow(/R-DECK-1: the main deck has 20 cards/);
  });

  it("the time limit calls time at the given turn; the duel ends within 3 more turns unless LP are equal (R-DUEL-5)", () => {
    const m = runMatch({ seed: 5, timeLimitTurns: 4, entrants: [{ deck: yugi, player: createPlayer("greedy", 1) }, { deck: kaiba, player: createPlayer("greedy", 2) }] });
    for (const d of m.duels) {
      expect(d.result).not.toBe(-1);
      if (d.turns >= 4) expect(d.timeCalled).toBe(true);
      if (/R-DUEL-5/.test(d.reason)) expect(d.turns).toBeGreaterThanOrEqual(8);
    }
    expect(m.duels.some((d) => /R-DUEL-5/.test(d.reason))).toBe(true);
  });
});
