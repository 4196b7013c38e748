/**
 * Issue #12 item 5 and issue #16: `createDuel` and `replayDuel` refuse decks and options the CLI
 * would refuse (R-DECK-1/2), naming every problem, and a deck whose effect cards have no script
 * unless the host allows them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DuelSetupError, bundledDeck, bundledPack, createDuel, replayDuel, setupProblems, unscriptedCards, type CreateDuelOptions } from "../../src/index.js";

const pack = bundledPack();
const yugi = bundledDeck("starter-yugi");
const kaiba = bundledDeck("starter-kaiba");
/** A spell of the pool that has no script yet (the first in pool.tsv order). */
const UNSCRIPTED = unscriptedSpell();
const METAMORPHOSIS = UNSCRIPTED.id;

function unscriptedSpell(): { id: number; name: string } {
  for (const line of readFileSync("cards/classic/pool.tsv", "utf8").split("\n").slice(1)) {
    const [, id, name, kind] = line.split("\t");
    if (kind === "spell" && unscriptedCards({ main: [Number(id)] }, pack).length > 0) return { id: Number(id), name: name! };
  }
  throw new Error("every spell of the pool has a script: pick another kind of card for this test");
}
const vanillas = [...new Set(kaiba.main.filter((id) => pack.card(id)?.subtypes.includes("normal") === true && pack.card(id)?.kind === "monster"))];
/** A legal 40-card deck: 3 copies of an unscripted spell, the rest vanillas of the starter deck. */
const withUnscripted = { main: [METAMORPHOSIS, METAMORPHOSIS, METAMORPHOSIS, ...vanillas.flatMap((id) => [id, id, id])].slice(0, 40) };

function refusal(opts: unknown): string {
  try {
    createDuel(opts as CreateDuelOptions);
  } catch (err) {
    expect(err).toBeInstanceOf(DuelSetupError);
    return (err as Error).message;
  }
  throw new Error("accepted");
}

describe("createDuel refuses what cannot be a duel (issue #12 item 5)", () => {
  it("a deck too small or too large for R-DECK-1, naming the deck", () => {
    expect(refusal({ decks: [{ main: [] }, kaiba], seed: 1 })).toMatch(/player 0's deck: R-DECK-1/);
    const huge = { main: Array.from({ length: 5000 }, () => yugi.main[0]!) };
    const m = refusal({ decks: [yugi, huge], seed: 1 });
    expect(m).toMatch(/player 1's deck: R-DECK-1/);
    expect(m).toMatch(/R-DECK-2/);
  });

  it("options a JSON client can send: no decks, one deck, bad chooser, bad seed, deck of strings", () => {
    expect(refusal({ decks: [], seed: 1 })).toContain("decks must be two decks");
    expect(refusal({ decks: [yugi], seed: 1 })).toContain("decks must be two decks");
    expect(refusal({ decks: [yugi, kaiba], seed: 1, chooser: 7 })).toContain("chooser must be player 0 or 1, not 7");
    expect(refusal({ decks: [yugi, kaiba], seed: Number.NaN })).toContain("seed must be a finite number or a string");
    expect(refusal({ decks: [{ main: ["x"] }, kaiba], seed: 1 })).toContain("player 0's deck: must be { main: passcodes");
    expect(refusal(null)).toContain("must be an object");
  });

  it("every problem at once", () => {
    expect(setupProblems({ decks: [{ main: [] }, { main: [] }], seed: 1, chooser: 3 as 0 })).toHaveLength(3);
  });

  it("the starter decks start", () => {
    expect(setupProblems({ decks: [yugi, kaiba], seed: 1 })).toEqual([]);
  });

  it("a record with a bad timeCalledAt is refused", () => {
    const d = createDuel({ decks: [yugi, kaiba], seed: 4 });
    expect(() => replayDuel({ ...d.record(), timeCalledAt: "x" as unknown as number })).toThrow(/timeCalledAt/);
    expect(() => replayDuel({ ...d.record(), timeCalledAt: -3 })).toThrow(/timeCalledAt/);
  });
});

describe("a deck with an effect card that has no script (issue #16)", () => {
  it("is named by unscriptedCards, each card once; the starter decks have none", () => {
    expect(unscriptedCards(withUnscripted, pack)).toEqual([UNSCRIPTED.name]);
    expect(unscriptedCards(yugi, pack)).toEqual([]);
    expect(unscriptedCards(kaiba, pack)).toEqual([]);
  });

  it("is refused by createDuel, naming the card, unless allowUnscripted", () => {
    expect(withUnscripted.main).toHaveLength(40);
    const m = refusal({ decks: [withUnscripted, kaiba], seed: 1 });
    expect(m).toMatch(/player 0's deck: 1 effect card\(s\) have no script in classic@[\d.]+, so they would play without their effects: /);
    expect(m).toContain(`: ${UNSCRIPTED.name} (allow them`);
    const d = createDuel({ decks: [withUnscripted, kaiba], seed: 1, allowUnscripted: true });
    expect(d.prompt).not.toBeNull();
    // The record replays: it was accepted when it started.
    expect(() => replayDuel(d.record())).not.toThrow();
  });
});
