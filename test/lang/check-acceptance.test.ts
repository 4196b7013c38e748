/** Every script of the classic pack checks clean: no errors, no warnings. */
import { describe, expect, it } from "vitest";
import { loadPack } from "../../src/api/pack.js";
import { checkScripts } from "../../src/lang/check.js";
import { renderCodeFrame } from "../../src/lang/codeframe.js";
import { parseScript } from "../../src/lang/parse.js";

describe("acceptance scripts of cards/classic", () => {
  const pack = loadPack("cards/classic");
  const parsed = pack.scripts.map((s) => parseScript(s.text, s.file));
  const result = checkScripts(
    parsed.map((p) => p.ast),
    pack.cards,
  );

  it("load every script (at least the 36 acceptance scripts) and a clean card database", () => {
    expect(pack.scripts.length).toBeGreaterThanOrEqual(36);
    expect(pack.diagnostics).toEqual([]);
  });

  it("check clean", () => {
    const texts = new Map(pack.scripts.map((s) => [s.file, s.text]));
    const all = [...parsed.flatMap((p) => p.diagnostics), ...result.diagnostics];
    expect(all.map((d) => renderCodeFrame(d, texts.get(d.span.file))).join("\n\n")).toBe("");
    expect(result.cards.length).toBe(pack.scripts.length);
  });

  it("derive what authors never write", () => {
    const card = (name: string) => result.cards.find((c) => c.facts.name === name)!;
    const first = (name: string) => card(name).effects[0]!;
    expect(first("Mystical Space Typhoon")).toMatchObject({ speed: 2, targets: true, categories: ["destroy"], zones: ["hand", "field"] });
    expect(first("Solemn Judgment")).toMatchObject({ speed: 3, targets: false, categories: ["negate summon", "negate activation", "destroy"] });
    expect(first("Mirror Force")).toMatchObject({ speed: 2, targets: false, zones: ["field"] });
    expect(first("Pot of Greed")).toMatchObject({ speed: 1, categories: ["draw"] });
    expect(first("Sangan")).toMatchObject({ kind: "trigger", speed: 1, categories: ["search"] });
    expect(first("Exodia the Forbidden One")).toMatchObject({ speed: null, activated: false, zones: ["hand"], categories: ["win"] });
    expect(card("Stardust Dragon").effects[0]).toMatchObject({ speed: 2, categories: ["negate activation", "destroy"] });
    expect(first("Scapegoat").categories).toEqual(["special summon", "token", "restriction"]);
    expect(first("Change of Heart").categories).toEqual(["control"]);
    expect(first("Polymerization").categories).toEqual(["fusion summon", "special summon"]);
  });

  it("resolve references: `it` to the target, `that card` to the event, bindings to their definition", () => {
    const effect = (name: string, i = 0) => result.cards.find((c) => c.facts.name === name)!.effects[i]!;
    expect(effect("Monster Reborn").references.map((r) => r.to.kind)).toEqual(["targets"]);
    expect(effect("Magic Jammer").references.map((r) => r.to.kind)).toEqual(["event subject"]);
    expect(effect("Cyber Jar").references.map((r) => r.to.kind)).toEqual(["binding", "binding"]);
    expect(effect("Call of the Haunted", 1).references.map((r) => r.to.kind)).toEqual(["this card", "bound monster"]);
    expect(effect("Yami").qualifiers.map((q) => [q.value, q.category])).toEqual([["Fiend", "race"], ["Spellcaster", "race"]]);
    expect(effect("Mirror Force").qualifiers.map((q) => q.category)).toEqual(["battle position"]);
  });
});
