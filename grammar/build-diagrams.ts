/**
 * Writes grammar/diagrams.html (railroad diagrams of every parser rule, no network needed).
 * Run with `npm run diagrams`; a test checks the committed page is up to date.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDiagramsHtml } from "./diagrams.js";

/** The repository's grammar/ folder, whether this runs from grammar/ or from dist/grammar/. */
function grammarDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return here.split(/[\\/]/).includes("dist") ? join(here, "..", "..", "grammar") : here;
}

const out = join(grammarDir(), "diagrams.html");
writeFileSync(out, buildDiagramsHtml());
console.log(`wrote ${out}`);
