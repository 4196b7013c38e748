/**
 * The canonical printer: `parse(print(ast))` equals `ast` (without spans) for every acceptance
 * script, and the committed scripts are already in canonical form (`ygo fmt --check` passes).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stripSpans } from "../../src/lang/ast-util.js";
import { parseScript } from "../../src/lang/parse.js";
import { printScript } from "../../src/lang/print.js";
import { scriptFile } from "./arbitrary.js";

const dir = join(import.meta.dirname, "../../cards/classic/scripts");
const files = readdirSync(dir).filter((f) => f.endsWith(".ygo")).sort();

describe("printing an acceptance script and parsing it back gives the same AST", () => {
  it.each(files)("%s", (file) => {
    const text = readFileSync(join(dir, file), "utf8");
    const first = parseScript(text, file);
    const printed = printScript(first.ast);
    const second = parseScript(printed, file);
    expect(second.diagnostics).toEqual([]);
    expect(stripSpans(second.ast)).toEqual(stripSpans(first.ast));
  });
});

describe("the acceptance scripts are in canonical form", () => {
  it.each(files)("%s", (file) => {
    const text = readFileSync(join(dir, file), "utf8");
    // `ygo fmt` keeps comments: a script with comments is canonical when printing puts them back as written.
    const parsed = parseScript(text, file);
    expect(printScript(parsed.ast, parsed.comments)).toBe(text);
  });
});

describe("layout", () => {
  it("keeps a short effect on one line", () => {
    const { ast } = parseScript('card "Dark Hole" { activate: destroy all monsters on the field. }', "t.ygo");
    expect(printScript(ast)).toBe('card "Dark Hole" {\n  activate: destroy all monsters on the field.\n}\n');
  });

  it("breaks a long effect into header, cost, target and one line per action", () => {
    const src =
      'card "X" { optional trigger when this card is sent from the field to the graveyard: cost tribute 1 monster you control; target 1 monster on the field; destroy it, then draw 1 card. }';
    const { ast } = parseScript(src, "t.ygo");
    expect(printScript(ast)).toBe(
      [
        'card "X" {',
        "  optional trigger when this card is sent from the field to the graveyard:",
        "    cost tribute 1 monster you control;",
        "    target 1 monster on the field;",
        "    destroy it,",
        "    then draw 1 card.",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("separates cards with a blank line and prints an empty file as nothing", () => {
    const { ast } = parseScript('card 1 { activate: draw 2 cards. } card 2 { activate: draw 1 card. }', "t.ygo");
    expect(printScript(ast)).toBe("card 1 {\n  activate: draw 2 cards.\n}\n\ncard 2 {\n  activate: draw 1 card.\n}\n");
    expect(printScript(parseScript("", "e.ygo").ast)).toBe("");
  });

  it("chooses the inflection from the subject", () => {
    const src = 'card "X" { activate: your opponent draw 1 card, then each player discard 1 card, also you gains 100 LP. }';
    const { ast } = parseScript(src, "t.ygo");
    expect(printScript(ast)).toContain("your opponent draws 1 card, then each player discards 1 card, also you gain 100 LP.");
  });
});

describe("printing a generated AST and parsing it back gives the same AST", () => {
  it("holds for random representable ASTs", () => {
    fc.assert(
      fc.property(scriptFile(2), (ast) => {
        const printed = printScript(ast);
        const back = parseScript(printed, "generated.ygo");
        if (back.diagnostics.length > 0 && process.env.SHOW_PRINTED) console.log("PRINTED<<" + printed + ">>");
        expect(back.diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column} ${d.message}`)).toEqual([]);
        expect(stripSpans(back.ast)).toEqual(stripSpans(ast));
        // printing is a fixed point: the canonical form of canonical text is itself
        expect(printScript(back.ast)).toBe(printed);
      }),
      // ROUNDTRIP_RUNS=20000 for a longer search when the grammar changes.
      { numRuns: Number(process.env.ROUNDTRIP_RUNS ?? 300) },
    );
  }, 600_000);
});
