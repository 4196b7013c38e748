/** `ygo explain`: every card of the classic pack renders as plain English. */
import { describe, expect, it } from "vitest";
import { checkPack, explainPackCard, explainSources, loadPack } from "../../src/api/language.js";
import { explainCard } from "../../src/lang/explain.js";

const pack = loadPack("cards/classic");
const checked = checkPack(pack);

describe("explain", () => {
  it("renders every scripted card of the pack: non-empty, no undefined, one numbered line per effect", () => {
    expect(checked.cards.length).toBe(pack.scripts.length);
    for (const card of checked.cards) {
      const text = explainCard(card);
      expect(text.startsWith(card.facts.name)).toBe(true);
      expect(text).not.toMatch(/undefined|\[object|NaN/);
      for (const e of card.effects) {
        expect(text).toContain(`${String(e.index).padStart(2)}. `);
        if (e.speed !== null) expect(text).toContain(`spell speed ${e.speed}`);
      }
      const lines = text.split("\n");
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.every((l) => l.trim().length > 0)).toBe(true);
    }
  });

  it("says a flip effect the way the card does", () => {
    const r = explainPackCard(pack, "Man-Eater Bug");
    expect(r?.text).toContain("1. FLIP: Target 1 monster on the field. Destroy that target.");
    expect(r?.text).toContain("(mandatory flip effect; spell speed 1; targets; categories: destroy; works from: field)");
  });

  it("finds a card by passcode and by a name in any case", () => {
    expect(explainPackCard(pack, "53129443")?.text).toContain("Activation: Destroy all monsters on the field.");
    expect(explainPackCard(pack, "pot of greed")?.name).toBe("Pot of Greed");
    expect(explainPackCard(pack, "No Such Card")).toBeUndefined();
  });

  it("explains connectors, costs, bindings and declarations", () => {
    const text = explainPackCard(pack, "Solemn Judgment")?.text ?? "";
    expect(text).toContain("Cost: pay half your LP.");
    expect(text).toContain("If you do, destroy that card.");
    expect(text).toContain("spell speed 3");
    expect(explainPackCard(pack, "Painful Choice")?.text).toContain('(called "picked")');
    expect(explainPackCard(pack, "Blue-Eyes Ultimate Dragon")?.text).toContain("Fusion materials:");
  });

  it("explains a loose script and returns its diagnostics", () => {
    const ok = explainSources([{ file: "a.ygo", path: "a.ygo", text: 'card "Pot of Greed" { activate: draw 2 cards. }' }], pack.cards);
    expect(ok.text).toContain("Activation: Draw 2 cards.");
    const bad = explainSources([{ file: "b.ygo", path: "b.ygo", text: 'card "Pot of Greed" { ignition: draw 2 cards. }' }], pack.cards);
    expect(bad.diagnostics.length).toBeGreaterThan(0);
  });
});
