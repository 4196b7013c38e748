/** `ygo fmt` keeps `#` comments: each goes back before the card or item it preceded. */
import { describe, expect, it } from "vitest";
import { formatSource } from "../../src/api/language.js";
import { stripSpans } from "../../src/lang/ast-util.js";
import { parseScript } from "../../src/lang/parse.js";
import { printScript } from "../../src/lang/print.js";

const SOURCE = `# Starter Deck Yugi
# two cards in one file
card "Man-Eater Bug" {
  # the flip effect
  flip: target 1 monster on the field;   # a target
    destroy it.
  # a note at the end of the card
}
# between the cards
card "Dark Hole" { activate: destroy all monsters on the field. } # after the last card
# the very end
`;

describe("formatting keeps comments", () => {
  it("keeps every comment, in order, in canonical places", () => {
    const result = formatSource(SOURCE, "c.ygo");
    expect(result.diagnostics).toEqual([]);
    const output = result.output ?? "";
    const comments = SOURCE.split("\n").flatMap((l) => (l.includes("#") ? [l.slice(l.indexOf("#")).trimEnd()] : []));
    const kept = output.split("\n").filter((l) => l.trimStart().startsWith("#")).map((l) => l.trim());
    expect(kept).toEqual(comments);
    expect(output).toBe(
      [
        "# Starter Deck Yugi",
        "# two cards in one file",
        'card "Man-Eater Bug" {',
        "  # the flip effect",
        "  # a target",
        "  flip: target 1 monster on the field; destroy it.",
        "  # a note at the end of the card",
        "}",
        "",
        "# between the cards",
        'card "Dark Hole" {',
        "  activate: destroy all monsters on the field.",
        "}",
        "",
        "# after the last card",
        "# the very end",
        "",
      ].join("\n"),
    );
  });

  it("is a fixed point and leaves the AST alone", () => {
    const once = formatSource(SOURCE, "c.ygo").output ?? "";
    const twice = formatSource(once, "c.ygo");
    expect(twice.changed).toBe(false);
    expect(stripSpans(parseScript(once, "c.ygo").ast)).toEqual(stripSpans(parseScript(SOURCE, "c.ygo").ast));
  });

  it("prints without comments when none are given", () => {
    const { ast, comments } = parseScript(SOURCE, "c.ygo");
    expect(comments.map((c) => c.line)).toEqual([1, 2, 4, 5, 7, 9, 10, 11]);
    expect(printScript(ast)).not.toContain("#");
  });

  it("keeps the comments of a file that has no card", () => {
    expect(formatSource("# nothing yet\n", "e.ygo").output).toBe("# nothing yet\n");
  });
});
