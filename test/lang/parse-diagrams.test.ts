/**
 * The railroad diagrams in grammar/diagrams.html are generated from the parser and work offline:
 * the committed page is what `npm run grammar` writes, it loads nothing from the network, and it
 * has a diagram for every rule. grammar/lookahead.json, written by the same command, holds the
 * lookahead paths of the current grammar, which the parser reads instead of computing them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDiagramsHtml } from "../../grammar/diagrams.js";
import { cardLexer } from "../../grammar/tokens.js";
import { CardParser, cardParser } from "../../grammar/parser.js";

const committed = readFileSync(join(import.meta.dirname, "../../grammar/diagrams.html"), "utf8");

describe("grammar/diagrams.html", () => {
  it("is up to date with the parser (regenerate with `npm run grammar`)", () => {
    expect(committed).toBe(buildDiagramsHtml());
  });

  it("loads no script or stylesheet from the network", () => {
    expect(committed).not.toMatch(/<script[^>]+src=/i);
    expect(committed).not.toMatch(/<link[^>]+href=/i);
  });

  it("covers every parser rule", () => {
    for (const rule of Object.keys(cardParser().getGAstProductions())) {
      expect(committed).toContain(`"name": "${rule}"`);
    }
  });
});

describe("grammar/lookahead.json", () => {
  // Computing the lookahead is the costly part of building a parser: done once for both tests.
  let computedParser: CardParser | undefined;
  const computedOnce = (): CardParser => (computedParser ??= new CardParser({ known: false }));

  it("holds the paths of the current grammar (regenerate with `npm run grammar`)", () => {
    expect(cardParser().usedKnownPaths).toBe(true);
    const computed = computedOnce();
    expect(computed.usedKnownPaths).toBe(false);
    expect(JSON.parse(readFileSync(join(import.meta.dirname, "../../grammar/lookahead.json"), "utf8"))).toEqual(computed.lookaheadTable());
  });

  it("gives the parser the same decisions as computing them", () => {
    const computed = computedOnce();
    const text = readFileSync(join(import.meta.dirname, "../../cards/classic/scripts/black-luster-soldier-envoy-of-the-beginning.ygo"), "utf8");
    const broken = text.replace("banish", "banishh").replace(":", "");
    for (const src of [text, broken]) {
      const tokens = cardLexer.tokenize(src).tokens;
      const parse = (p: CardParser) => {
        p.input = tokens;
        const cst = p.file();
        return { cst: JSON.stringify(cst), errors: p.errors.map((e) => e.message) };
      };
      expect(parse(cardParser())).toEqual(parse(computed));
    }
  });
});

