import { describe, expect, it } from "vitest";
import {
  CLASSIC,
  DEFAULT_PROFILE,
  MODERN,
  defineProfile,
  describeSizes,
  getProfile,
  validateProfile,
  type RuleProfile,
} from "../../src/rules/index.js";

describe("rule profiles (RULES.md Profiles)", () => {
  it("R-DUEL-1, R-DECK-1: classic is the default and matches the 2005 column of the table", () => {
    expect(DEFAULT_PROFILE).toBe(CLASSIC);
    expect(CLASSIC).toMatchObject({
      name: "classic",
      startingLp: 8000,
      firstPlayerDrawsOnTurnOne: true,
      mainDeck: { min: 40, max: 60 },
      extraDeckMax: 15,
      sideDeckSizes: [0, 15],
      fieldSpellRule: "one-on-field",
      handSizeLimit: 6,
      copiesPerCard: 3,
      openingHand: 5,
    });
  });

  it("R-TURN-2, R-DECK-1, R-CARD-5, R-BAT-3: modern differs from classic exactly in turn-1 draw, side deck sizes, field spells and when battle destruction happens", () => {
    const differing = (Object.keys(CLASSIC) as (keyof RuleProfile)[]).filter(
      (k) => JSON.stringify(CLASSIC[k]) !== JSON.stringify(MODERN[k]),
    );
    expect(differing.sort()).toEqual(["battleDestruction", "fieldSpellRule", "firstPlayerDrawsOnTurnOne", "name", "sideDeckSizes"]);
    expect(MODERN.firstPlayerDrawsOnTurnOne).toBe(false);
    expect(MODERN.fieldSpellRule).toBe("one-per-player");
    expect(MODERN.sideDeckSizes).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(describeSizes(MODERN.sideDeckSizes)).toBe("0–15");
    expect(describeSizes(CLASSIC.sideDeckSizes)).toBe("0 or 15");
  });

  it("the built-in profiles are valid, frozen, JSON-safe data", () => {
    for (const p of [CLASSIC, MODERN]) {
      expect(validateProfile(p)).toEqual([]);
      expect(Object.isFrozen(p)).toBe(true);
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
    }
    expect(getProfile("modern")).toBe(MODERN);
    expect(getProfile("toString")).toBeUndefined();
  });

  it("a host defines a 4000 LP casual profile with an 80-card maximum on top of classic", () => {
    const r = defineProfile({ name: "casual", startingLp: 4000, mainDeck: { max: 80 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.profile).toMatchObject({ name: "casual", startingLp: 4000, mainDeck: { min: 40, max: 80 } });
    expect(r.profile.sideDeckSizes).toEqual([0, 15]);
  });

  it("a host profile may drop the main deck upper limit (the seeds' older rule) and build on modern", () => {
    const r = defineProfile({ mainDeck: { max: null }, sideDeckSizes: [15, 0, 10] }, MODERN);
    expect(r.ok && r.profile).toMatchObject({ name: "custom", mainDeck: { min: 40, max: null }, sideDeckSizes: [0, 10, 15] });
    expect(r.ok && r.profile.fieldSpellRule).toBe("one-per-player");
  });

  it("bad values are all reported, each naming the option", () => {
    const r = defineProfile({
      startingLp: -100,
      mainDeck: { min: 61 },
      extraDeckMax: 2.5,
      copiesPerCard: 0,
      fieldSpellRule: "one-per-zone" as never,
      handLimit: 6,
    } as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.errors.map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      startingLp: "startingLp must be at least 1, got -100",
      mainDeck: "mainDeck.min (61) must not exceed mainDeck.max (60)",
      extraDeckMax: "extraDeckMax must be a whole number, got 2.5",
      copiesPerCard: "copiesPerCard must be at least 1, got 0",
      fieldSpellRule: 'fieldSpellRule must be "one-on-field" or "one-per-player", got "one-per-zone"',
      handLimit: "unknown profile option 'handLimit'",
    });
  });

  it("wrong types from a JSON config are refused with clear messages", () => {
    const r = defineProfile(JSON.parse('{"startingLp":"8000","firstPlayerDrawsOnTurnOne":1,"sideDeckSizes":[]}') as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.message)).toEqual([
      'startingLp must be a whole number, got "8000"',
      "firstPlayerDrawsOnTurnOne must be true or false, got 1",
      "sideDeckSizes must be a non-empty list of sizes, got a list",
    ]);
    expect(defineProfile(null as never)).toMatchObject({ ok: false });
  });
});
