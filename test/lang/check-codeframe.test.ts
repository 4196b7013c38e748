import { describe, expect, it } from "vitest";
import { diagnose } from "../../src/lang/catalogue.js";
import { renderCodeFrame, summaryLine } from "../../src/lang/codeframe.js";
import type { Span } from "../../src/lang/span.js";

const src = 'card "Pot of Greeed" {\n  activate: draw 2 cards.\n}\n';
const span = (sl: number, sc: number, el: number, ec: number): Span => ({
  file: "pot.ygo",
  start: { offset: 0, line: sl, column: sc },
  end: { offset: 0, line: el, column: ec },
});

describe("code frames", () => {
  it("show the headline, the place, the underlined source and the notes", () => {
    const d = diagnose("YGO2001", span(1, 6, 1, 21), ["Pot of Greeed"], { suggestion: "Pot of Greed", expected: "a card name of the pack" });
    expect(renderCodeFrame(d, src)).toBe(
      [
        'error YGO2001: no card named "Pot of Greeed" in the pack',
        " --> pot.ygo:1:6",
        "  |",
        '1 | card "Pot of Greeed" {',
        "  |      ^^^^^^^^^^^^^^^",
        "  = expected: a card name of the pack",
        "  = hint: Write the card's name exactly as in the pack's cards.tsv, or its passcode.",
        '  = did you mean "Pot of Greed"?',
      ].join("\n"),
    );
  });

  it("underline every line of a span over several lines, from the first non-blank", () => {
    const d = diagnose("YGO2014", span(1, 1, 2, 26), ["Pot of Greed", "normal spell"]);
    const lines = renderCodeFrame(d, src).split("\n");
    expect(lines.slice(3, 7)).toEqual(['1 | card "Pot of Greeed" {', "  | ^^^^^^^^^^^^^^^^^^^^^^", "2 |   activate: draw 2 cards.", "  |   ^^^^^^^^^^^^^^^^^^^^^^^"]);
  });

  it("colour only when asked, and never change the text otherwise", () => {
    const d = diagnose("YGO2059", span(2, 3, 2, 11), ["x"]);
    const plain = renderCodeFrame(d, src);
    const coloured = renderCodeFrame(d, src, { color: true });
    expect(plain).not.toContain("\x1b[");
    expect(coloured).toContain("\x1b[33m");
    // eslint-disable-next-line no-control-regex
    expect(coloured.replace(/\x1b\[\d+m/g, "")).toBe(plain);
    expect(plain.startsWith("warning YGO2059")).toBe(true);
  });

  it("still name the place when the source is not at hand", () => {
    const d = diagnose("YGO3021", span(1, 1, 1, 1));
    expect(renderCodeFrame(d, undefined).split("\n").slice(0, 2)).toEqual(["error YGO3021: the pack has no cards.tsv", " --> pot.ygo:1:1"]);
  });

  it("summarise with plural words that agree", () => {
    expect(summaryLine(36, [])).toBe("36 cards checked, 0 errors, 0 warnings");
    expect(summaryLine(1, [diagnose("YGO2059", span(1, 1, 1, 1), ["x"])])).toBe("1 card checked, 0 errors, 1 warning");
  });
});
