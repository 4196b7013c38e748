/**
 * Syntax diagnostics read like a careful reviewer: where (line:col), what was found, what could
 * come instead, how to fix it, and "did you mean" for a misspelt keyword. One pass reports every
 * error of a script.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/lang/diagnostic.js";
import { parseScript } from "../../src/lang/parse.js";

function errors(text: string): Diagnostic[] {
  return parseScript(text, "bad.ygo").diagnostics;
}

function only(text: string): Diagnostic {
  const ds = errors(text);
  expect(ds.map((d) => d.code)).toHaveLength(1);
  return ds[0]!;
}

describe("syntax diagnostics", () => {
  it("suggests the keyword a misspelt verb was meant to be", () => {
    const d = only('card "X" {\n  activate: destory all monsters.\n}');
    expect(d.code).toBe("YGO1002");
    expect(d.suggestion).toBe("destroy");
    expect(d.span.start).toEqual({ offset: 23, line: 2, column: 13 });
    expect(d.message).toContain("'destory'");
  });

  it("suggests the keyword for a misspelt connector, listing what was expected", () => {
    const d = only('card "X" { activate: draw 1 card, thne discard 1 card. }');
    expect(d.code).toBe("YGO1002");
    expect(d.suggestion).toBe("then");
    expect(d.expected).toContain("'also'");
  });

  it("tells that keywords are lowercase", () => {
    const d = errors('card "X" { Activate: draw 1 card. }')[0]!;
    expect(d.code).toBe("YGO1020");
    expect(d.suggestion).toBe("activate");
  });

  it("blames a capitalised keyword even when the parser stumbles only later", () => {
    const d = only('card "X" {\n  activate: Draw 1 card.\n}');
    expect(d.code).toBe("YGO1020");
    expect(d.message).toContain("lowercase");
    expect(d.suggestion).toBe("draw");
    expect(d.span.start).toMatchObject({ line: 2, column: 13 });
  });

  it("blames a misspelt verb read as a name, not the word after it", () => {
    const d = only('card "X" {\n  activate: destory it.\n}');
    expect(d.code).toBe("YGO1002");
    expect(d.message).toContain("'destory'");
    expect(d.suggestion).toBe("destroy");
    expect(d.span.start).toMatchObject({ line: 2, column: 13 });
  });

  it("offers no did-you-mean that would not parse or comes from a two-letter word", () => {
    const d = only('card "X" { activate: target 1 monster on the field; change its battle position. }');
    expect(d.suggestion).toBeUndefined();
    expect(d.hint).toContain("change (the battle position of <cards> | <cards> to <position>)");
  });

  it("reports a phrase that does not go on, not a missing period", () => {
    const d = only('card "X" { activate: target 1 monster on the field; special summon it to your opponent\'s field. }');
    expect(d.code).toBe("YGO1021");
    expect(d.message).toContain("`special summon it`");
    expect(d.message).toContain("'to'");
    expect(d.expected).toBe("'in', 'as', ',' or '.'");
  });

  it("reports header parts out of order with the header in order", () => {
    const d = only('card "X" { ignition once per turn while you control another monster: draw 1 card. }');
    expect(d.code).toBe("YGO1023");
    expect(d.suggestion).toBe("ignition while you control another monster once per turn:");
  });

  it("suggests the nearest phrase of the language", () => {
    const trap = only('card "X" { activate: target up to 2 spell or trap cards on the field; destroy them. }');
    expect([trap.code, trap.suggestion]).toEqual(["YGO1022", "spell/trap"]);
    const battle = only('card "X" { continuous: this card is not destroyed by battle. }');
    expect([battle.code, battle.suggestion]).toEqual(["YGO1022", "cannot be"]);
  });

  it("shows the ways that were open before a word that left only one", () => {
    const d = only('card "X" { continuous: this card is not affected by spell cards. }');
    expect(d.expected).toContain("'is'");
    expect(d.expected).toContain("'cannot'");
  });

  it("reports a missing period at the end of the effect, right after the last word", () => {
    const d = only('card "X" {\n  activate: destroy all monsters\n}');
    expect(d.code).toBe("YGO1003");
    expect(d.span.start).toMatchObject({ line: 2, column: 33 });
    expect(d.expected).toBe("'.'");
    expect(d.hint).toBeDefined();
  });

  it("reports a missing colon after the header", () => {
    expect(only('card "X" { activate destroy all monsters. }').code).toBe("YGO1004");
  });

  it("reports a missing semicolon after a cost or target clause", () => {
    expect(only('card "X" { activate: cost discard 1 card destroy it. }').code).toBe("YGO1005");
    expect(only('card "X" { activate: target 1 monster on the field destroy it. }').code).toBe("YGO1005");
  });

  it("reports an unclosed brace at the end of the file, naming the card", () => {
    const d = only('card "Dark Hole" {\n  activate: destroy all monsters.\n');
    expect(d.code).toBe("YGO1006");
    expect(d.message).toContain('"Dark Hole"');
  });

  it("reports an unclosed brace when the next card starts", () => {
    const ds = errors('card "A" { activate: draw 1 card.\ncard "B" { activate: draw 2 cards. }');
    expect(ds[0]!.code).toBe("YGO1006");
  });

  it("reports an unterminated card name once", () => {
    const ds = errors('card "Dark Hole {\n  activate: destroy all monsters.\n}');
    expect(ds[0]!.code).toBe("YGO1007");
  });

  it("reports a stray character and still parses the rest", () => {
    const r = parseScript('card "X" { activate: draw 2 cards. } @', "bad.ygo");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["YGO1008"]);
    expect(r.ast.cards[0]!.items).toHaveLength(1);
  });

  it("reports a missing card name", () => {
    expect(only("card { activate: draw 2 cards. }").code).toBe("YGO1009");
  });

  it("reports a bad count", () => {
    expect(errors('card "X" { activate: target up to monsters; destroy them. }')[0]!.code).toBe("YGO1010");
    expect(errors('card "X" { activate: target 0 monsters; destroy them. }')[0]!.code).toBe("YGO1010");
    expect(errors('card "X" { activate: target 3 to 1 monsters; destroy them. }')[0]!.code).toBe("YGO1010");
  });

  it("reports a verb without its object", () => {
    const d = only('card "X" { activate: destroy. }');
    expect(d.code).toBe("YGO1011");
    expect(d.message).toContain("'destroy'");
  });

  it("reports a malformed event", () => {
    const d = only('card "X" { trigger when this card is frobbed: destroy it. }');
    expect(d.code).toBe("YGO1012");
    expect(d.expected).toContain("'destroyed'");
  });

  it("reports an activation described by more than its kind", () => {
    expect(only('card "X" { activate when a face-up spell card is activated: destroy it. }').code).toBe("YGO1013");
  });

  it("reports every error of a script in one pass and keeps the good effects", () => {
    const r = parseScript(
      'card "X" {\n  activate: destory it.\n  trigger when this card is normal summoned: draw 1 card.\n  ignition: destroy all monsters\n}',
      "bad.ygo",
    );
    expect(r.diagnostics.map((d) => d.code)).toEqual(["YGO1002", "YGO1003"]);
    expect(r.ast.cards[0]!.items.map((i) => i.kind)).toEqual(["Effect", "Effect"]);
  });

  it("names the file, line and column of every error", () => {
    for (const d of errors('card "X" {\n  activate: destroy.\n  ignition draw 1 card.\n}')) {
      expect(d.span.file).toBe("bad.ygo");
      expect(d.span.start.line).toBeGreaterThan(1);
      expect(d.span.start.column).toBeGreaterThan(0);
      expect(d.message.length).toBeGreaterThan(0);
      expect(d.hint).toBeDefined();
    }
  });
});
