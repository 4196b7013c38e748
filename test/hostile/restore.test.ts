/**
 * Issue #12 items 2 and 3: `restoreDuel` trusts nothing it reads. The kernel's restore checks the
 * state's shape, then the rules' own invariants (zone sizes, LP, cards of the pack, a result or a
 * prompt); every refusal names the path of the first problem, and nothing throws but a clear Error.
 */
import { describe, expect, it } from "vitest";
import { bundledDeck, createDuel, greedyPlayer, playDuel, restoreDuel } from "../../src/index.js";

const saved = (() => {
  const d = createDuel({ decks: [bundledDeck("starter-yugi"), bundledDeck("starter-kaiba")], seed: 11 });
  for (let i = 0; i < 40 && d.prompt !== null; i++) d.answer(d.legalAnswers(8)[0]!);
  return JSON.parse(d.serialize()) as { record: unknown; state: Record<string, unknown> & { players: { lp: number }[]; zones: number[][]; cards: { code: number; zone: number; ctrl: number }[]; prompt: unknown; result: number }; log: unknown[] };
})();

function refusal(edit: (s: typeof saved) => void): string {
  const copy = JSON.parse(JSON.stringify(saved)) as typeof saved;
  edit(copy);
  try {
    restoreDuel(JSON.stringify(copy));
  } catch (err) {
    expect(err).toBeInstanceOf(Error);
    return (err as Error).message;
  }
  throw new Error("accepted");
}

describe("restoreDuel refuses illegal states, naming the path (issue #12)", () => {
  it("a well-saved duel restores and plays on", () => {
    const d = restoreDuel(JSON.stringify(saved));
    playDuel(d, [greedyPlayer(1), greedyPlayer(2)]);
    expect(d.result).not.toBeNull();
  });

  it("shape problems: a negative turn, a prompt for player 7, a card in two zones, result 5", () => {
    expect(refusal((s) => void (s.state["turn"] = -3))).toMatch(/not a saved duel: .*turn/);
    expect(refusal((s) => void ((s.state.prompt as { player: number }).player = 7))).toMatch(/prompt\.player/);
    expect(refusal((s) => void s.state.zones[1]!.push(s.state.zones[0]![0]!))).toMatch(/zones\[1\]/);
    expect(refusal((s) => void (s.state.result = 5))).toMatch(/result/);
  });

  it("rule problems: six monsters in a zone, LP below 0 or absurd, a duel going on at 0 LP, cards the pack lacks", () => {
    // Player 0's hand (zone 1) and monster zone (zone 2): move hand and deck cards in until 6 are there.
    expect(refusal((s) => {
      const mz = s.state.zones[2]!;
      const from = [...s.state.zones[0]!];
      while (mz.length < 6) {
        const id = from.shift()!;
        s.state.zones[0] = s.state.zones[0]!.filter((x) => x !== id);
        mz.push(id);
        s.state.cards[id]!.zone = 2;
      }
    })).toMatch(/not a legal duel state: zones\[2\]: player 0's monster zone holds 6 cards, at most 5/);
    expect(refusal((s) => void (s.state.players[0]!.lp = -500))).toMatch(/players\[0\]\.lp/);
    expect(refusal((s) => void (s.state.players[1]!.lp = 1e308))).toMatch(/players\[1\]\.lp: 1e\+308 is not a life point total/);
    expect(refusal((s) => void (s.state.players[1]!.lp = 0))).toMatch(/0 LP has lost, but the duel goes on/);
    expect(refusal((s) => void (s.state.cards[3]!.code = 123))).toMatch(/cards\[3\]\.code: card 123 is not in the pack/);
  });

  it("a result with a prompt pending, and no prompt and no result", () => {
    expect(refusal((s) => void (s.state.result = 0))).toMatch(/the duel is over, yet a decision is pending/);
    expect(refusal((s) => void (s.state.prompt = null))).toMatch(/the duel goes on, yet no decision is pending|prompt/);
  });

  it("garbage and deep nesting are a clear error, not a crash", () => {
    expect(() => restoreDuel("{")).toThrow(/not a saved duel/);
    expect(() => restoreDuel("null")).toThrow(/not a saved duel/);
    const deep = '{"record":' + "[".repeat(100_000) + "]".repeat(100_000) + "}";
    expect(() => restoreDuel(deep)).toThrow(Error);
  });
});
