/** AI players: legal, deterministic given their seed, and greedy beats random. */
import { describe, expect, it } from "vitest";
import { bundledDeck, bundledPack, createDuel, createPlayer, duelLog, greedyPlayer, playDuel, randomAnswer, randomPlayer } from "../../src/api/index.js";
import { seedRng, type Prompt } from "../../src/api/index.js";

const yugi = bundledDeck("starter-yugi");
const kaiba = bundledDeck("starter-kaiba");

describe("random player", () => {
  it("answers multi-pick prompts within their bounds", () => {
    const rng = seedRng(1);
    const prompt: Prompt = { player: 0, kind: "selectCards", options: [{ kind: "card" }, { kind: "card" }, { kind: "card" }, { kind: "card" }], min: 1, max: 3, ordered: false, context: {} };
    for (let i = 0; i < 50; i++) {
      const a = randomAnswer(prompt, rng);
      expect(a.length).toBeGreaterThanOrEqual(1);
      expect(a.length).toBeLessThanOrEqual(3);
      expect([...a].sort()).toEqual(a);
      expect(new Set(a).size).toBe(a.length);
    }
  });
});

describe("greedy player", () => {
  it("is deterministic given the seeds", () => {
    const play = () => {
      const d = createDuel({ decks: [yugi, kaiba], seed: 8 });
      playDuel(d, [greedyPlayer(1), greedyPlayer(2)]);
      return d.answers;
    };
    expect(play()).toEqual(play());
  });

  // Measured with `ygo sim --games 1000 --workers 2 --ai greedy,random`: greedy wins 99.8% as Yugi,
  // 99.5% as Kaiba. 60% of 40 is far below that: a failure here means greedy broke, not bad luck.
  it("beats random in most duels (≥ 60% of 40, both sides, both decks)", () => {
    let greedyWins = 0;
    const n = 40;
    for (let i = 0; i < n; i++) {
      const g = (i % 2) as 0 | 1;
      const decks = i % 4 < 2 ? ([yugi, kaiba] as const) : ([kaiba, yugi] as const);
      const d = createDuel({ pack: bundledPack(), decks, seed: `ai/${i}` });
      const players = g === 0 ? ([createPlayer("greedy", i), createPlayer("random", i)] as const) : ([createPlayer("random", i), createPlayer("greedy", i)] as const);
      const out = playDuel(d, players);
      expect(out.result).not.toBe(-1);
      if (out.result === g) greedyWins++;
    }
    expect(greedyWins / n).toBeGreaterThanOrEqual(0.6);
  });
});

describe("duel log", () => {
  it("tells the duel turn by turn and ends with the winner", () => {
    const d = createDuel({ decks: [yugi, kaiba], seed: 2 });
    playDuel(d, [greedyPlayer(1), randomPlayer(2)]);
    const lines = duelLog(d, { names: ["Yugi", "Kaiba"] });
    expect(lines[0]).toMatch(/^Coin toss: (heads|tails) — (Yugi|Kaiba) chooses who goes first$/);
    const first = d.events.find((e) => e.type === "turnStart")!;
    expect(lines).toContain(`Turn 1 — ${first.type === "turnStart" && first.player === 0 ? "Yugi" : "Kaiba"} (LP 8000)`);
    expect(lines.some((l) => /^ {4}Battle: .* attacks /.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/^(Yugi|Kaiba) wins \(|^The duel is a draw/);
  });
});
