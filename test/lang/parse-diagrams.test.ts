/**
 * The railroad diagrams in grammar/diagrams.html are generated from the parser and work offline:
 * the committed page is what `npm run diagrams` writes, it loads nothing from the network, and it
 * has a diagram for every rule.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDiagramsHtml } from "../../grammar/diagrams.js";
import { cardParser } from "../../grammar/parser.js";

const committed = readFileSync(join(import.meta.dirname, "../../grammar/diagrams.html"), "utf8");

describe("grammar/diagrams.html", () => {
  it("is up to date with the parser (regenerate with `npm run diagrams`)", () => {
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
