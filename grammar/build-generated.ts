/**
 * Writes the files generated from the grammar: grammar/diagrams.html (railroad diagrams of every
 * parser rule, no network needed) and grammar/lookahead.json (every decision's lookahead paths,
 * read by the parser instead of computing them). Run with `npm run grammar` after changing the
 * grammar; a test checks both committed files are up to date.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDiagramsHtml } from "./diagrams.js";
import { CardParser } from "./parser.js";

/** The repository's grammar/ folder, whether this runs from grammar/ or from dist/grammar/. */
function grammarDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return here.split(/[\\/]/).includes("dist") ? join(here, "..", "..", "grammar") : here;
}

const diagrams = join(grammarDir(), "diagrams.html");
writeFileSync(diagrams, buildDiagramsHtml());
console.log(`wrote ${diagrams}`);
const lookahead = join(grammarDir(), "lookahead.json");
writeFileSync(lookahead, JSON.stringify(new CardParser({ known: false }).lookaheadTable()) + "\n");
console.log(`wrote ${lookahead}`);
