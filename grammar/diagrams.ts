/**
 * Railroad diagrams of the grammar as one self-contained HTML page: Chevrotain's diagram page,
 * with the scripts and stylesheet it would load from a CDN inlined from
 * `node_modules/chevrotain/diagrams/`, so the page opens without a network.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createSyntaxDiagramsCode } from "./chevrotain.js";
import { serializedGrammar } from "./parser.js";

/** The diagram resources shipped with chevrotain, in the order the page loads them. */
const SCRIPTS = ["vendor/railroad-diagrams.js", "src/diagrams_builder.js", "src/diagrams_behavior.js", "src/main.js"];

function diagramsDir(): string {
  const require = createRequire(import.meta.url);
  // The package's main entry lives in lib/src/; its diagrams folder sits at the package root.
  let dir = dirname(require.resolve("chevrotain"));
  while (!dir.endsWith("chevrotain")) dir = dirname(dir);
  return join(dir, "diagrams");
}

/** A `</script>` inside inlined code would end the script element early. */
function inlineScript(code: string): string {
  return `<script>\n${code.replace(/<\/script/gi, "<\\/script")}\n</script>`;
}

export function buildDiagramsHtml(): string {
  const dir = diagramsDir();
  const marker = "https://diagrams.invalid/";
  let html = createSyntaxDiagramsCode(serializedGrammar(), { resourceBase: marker, css: `${marker}diagrams.css` });
  html = html.replace(
    `<link rel='stylesheet' href='${marker}diagrams.css'>`,
    `<style>\n${readFileSync(join(dir, "diagrams.css"), "utf8")}\n</style>`,
  );
  for (const file of SCRIPTS) {
    html = html.replace(`<script src='${marker}${file}'></script>`, inlineScript(readFileSync(join(dir, file), "utf8")));
  }
  const title = "<title>Card language grammar: railroad diagrams</title>\n";
  return html.replace("<meta charset=\"utf-8\">", `<meta charset="utf-8">\n${title}`).replace(/[ \t]+$/gm, "");
}
