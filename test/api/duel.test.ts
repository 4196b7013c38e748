/** The embedding API: createDuel, answer, legalAnswers, view, serialize/restore, fork, replay. */
import { describe, expect, it } from "vitest";
import { bundledDeck, bundledPack, createDuel, randomPlayer, playDuel, replayDuel, restoreDuel, type Duel } from "../../src/api/index.js";

const decks = [bundledDeck("starter-yugi"), bundledDeck("starter-kaiba")] as const;

function newDuel(seed: number | string = 1): Duel {
  return createDuel({ pack: bundledPack(), decks, seed });
}

/** Answers `n` prompts with the first legal answer. */
function advance(d: Duel, n: number): void {
  for (let i = 0; i < n && d.prompt !== null; i++) expect(d.answer(d.legalAnswers(1)[0]!)).toBeNull();
}

describe("createDuel", () => {
  it("starts at the first prompt with both opening hands dealt and 8000 LP", () => {
    const d = newDuel();
    expect(d.prompt).not.toBeNull();
    expect(d.prompt!.kind).toBe("goFirst");
    expect(d.legalAnswers()).toEqual([[0], [1]]);
    expect(d.lp(0)).toBe(8000);
    expect(d.lp(1)).toBe(8000);
    expect(d.over).toBe(false);
    expect(d.events.some((e) => e.type === "coin")).toBe(true);
    // the state is plain data: a JSON round trip gives an equal value
    expect(JSON.parse(JSON.stringify(d.state))).toEqual(d.state);
  });

  it("the same seed gives the same duel; another seed another one", () => {
    const play = (seed: number) => {
      const d = newDuel(seed);
      playDuel(d, [randomPlayer(seed), randomPlayer(seed + 1)]);
      return d;
    };
    const a = play(3);
    const b = play(3);
    expect(b.events).toEqual(a.events);
    expect(a.over).toBe(true);
    expect([0, 1, 2]).toContain(a.result);
    expect(play(4).events).not.toEqual(a.events);
  });
});

describe("answer", () => {
  it("refuses an illegal answer with a reason and changes nothing", () => {
    const d = newDuel();
    advance(d, 3);
    const before = JSON.stringify(d.state);
    const events = d.events.length;
    const refused = d.answer([99]);
    expect(refused?.error).toMatch(/option 99 does not exist/);
    expect(d.answer([0, 0])?.error).toBeTruthy();
    expect(JSON.stringify(d.state)).toBe(before);
    expect(d.events.length).toBe(events);
    expect(d.answers.length).toBe(3);
  });

  it("refuses answers once the duel is over", () => {
    const d = newDuel(5);
    playDuel(d, [randomPlayer(1), randomPlayer(2)]);
    expect(d.prompt).toBeNull();
    expect(d.answer([0])?.error).toBe("the duel is over");
    expect(d.legalAnswers()).toEqual([]);
  });

  it("explain and perform act by intent, with the rule when refused", () => {
    const d = newDuel(2);
    expect(d.explain({ kind: "attack", card: 0 })).toMatch(/waits for player \d to answer a goFirst prompt/);
    advance(d, 1);
    const hand = d.view(d.prompt!.player).zones.find((z) => z.player === d.prompt!.player && z.name === "hand")!.cards!;
    expect(d.explain({ kind: "attack", card: hand[0]!.id })).toMatch(/is not a monster you control/);
    expect(d.explain({ kind: "pass" })).toBeNull();
    expect(d.perform({ kind: "toEndPhase" }).ok).toBe(false);
  });
});

describe("view", () => {
  it("shows a player their hand and only the count of the opponent's", () => {
    const d = newDuel();
    advance(d, 2);
    for (const p of [0, 1] as const) {
      const v = d.view(p);
      const hand = (q: 0 | 1) => v.zones.find((z) => z.player === q && z.name === "hand")!;
      expect(hand(p).cards).not.toBeNull();
      expect(hand(p).cards!.every((c) => c.code !== null)).toBe(true);
      expect(hand(p === 0 ? 1 : 0).cards).toBeNull();
      expect(hand(p === 0 ? 1 : 0).count).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("fork, serialize, restore", () => {
  it("a fork continues independently", () => {
    const d = newDuel();
    advance(d, 4);
    const state = JSON.stringify(d.state);
    const f = d.fork();
    advance(f, 10);
    expect(JSON.stringify(d.state)).toBe(state);
    expect(f.answers.length).toBe(d.answers.length + 10);
  });

  it("a restored duel continues exactly like the original", () => {
    const d = newDuel(9);
    advance(d, 20);
    const text = d.serialize();
    const r = restoreDuel(text, { pack: bundledPack() });
    expect(r.state).toEqual(d.state);
    expect(r.events).toEqual(d.events);
    advance(d, 30);
    advance(r, 30);
    expect(r.state).toEqual(d.state);
    expect(r.events).toEqual(d.events);
    expect(() => restoreDuel("{")).toThrow(/not a saved duel/);
  });

  it("preview shows where an answer leads without changing the duel", () => {
    const d = newDuel();
    const before = JSON.stringify(d.state);
    const next = d.preview([0]);
    expect(next).not.toBeNull();
    expect(next!.prompt).not.toEqual(d.prompt);
    expect(d.preview([7])).toBeNull();
    expect(JSON.stringify(d.state)).toBe(before);
  });
});

describe("replay", () => {
  it("a record replays to the same state and events", () => {
    const d = newDuel(11);
    playDuel(d, [randomPlayer(1), randomPlayer(2)]);
    const record = JSON.parse(JSON.stringify(d.record()));
    const r = replayDuel(record, { pack: bundledPack() });
    expect(r.state).toEqual(d.state);
    expect(r.events).toEqual(d.events);
    expect(r.winner).toBe(d.winner);
  });

  it("refuses a record made with another pack version, saying which", () => {
    const d = newDuel();
    advance(d, 5);
    const record = { ...d.record(), pack: "classic@0.0.1" };
    expect(() => replayDuel(record)).toThrow(/recorded with card pack classic@0\.0\.1, but the loaded pack is classic@0\.1\.0/);
  });

  it("refuses a record whose answers do not fit", () => {
    const d = newDuel();
    const record = { ...d.record(), answers: [[0], [42]] };
    expect(() => replayDuel(record)).toThrow(/answer 2 of 2 \(\[42\]\) was refused/);
  });

  it("a record with time called replays it (R-DUEL-5)", () => {
    const d = newDuel(4);
    advance(d, 30);
    d.callTime();
    playDuel(d, [randomPlayer(1), randomPlayer(2)]);
    expect(d.over).toBe(true);
    const r = replayDuel(d.record());
    expect(r.state).toEqual(d.state);
  });
});
