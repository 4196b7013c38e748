#!/usr/bin/env node
// Prints which tests cover each rule of RULES.md (a test covers the ids its name starts with,
// e.g. `it("R-BAT-4, R-BAT-5: …")`, and a `.scen` scenario the ids it cites, e.g.
// `scenario R-BAT-4, R-BAT-5 "…"`) and exits non-zero when a rule has no test.
// RULES.md is looked for at $RULES_MD, ./RULES.md, then ../shared/RULES.md (beside the checkout).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const candidates = [process.env.RULES_MD, join(root, "RULES.md"), join(root, "..", "shared", "RULES.md")].filter(Boolean);
const rulesPath = candidates.find((p) => existsSync(p));
if (!rulesPath) {
  console.error(`RULES.md not found (looked at ${candidates.join(", ")})`);
  process.exit(2);
}
const ids = [...readFileSync(rulesPath, "utf8").matchAll(/^- (R-[A-Z]+-\d+)\b/gm)].map((m) => m[1]);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (p.endsWith(".test.ts") || p.endsWith(".scen")) yield p;
  }
}

const covered = new Map(ids.map((id) => [id, []]));
const unknown = new Set();
for (const file of walk(join(root, "test"))) {
  const text = readFileSync(file, "utf8");
  const cites = file.endsWith(".scen")
    ? [...text.matchAll(/^scenario\s+((?:[\w-]+)(?:\s*,\s*[\w-]+)*)\s+"/gm)].map((m) => m[1].split(/\s*,\s*/).filter((id) => /^R-[A-Z]+-\d+$/.test(id)))
    : [...text.matchAll(/\bit\(\s*(["'`])((?:R-[A-Z]+-\d+)(?:\s*,\s*R-[A-Z]+-\d+)*)\s*:/g)].map((m) => m[2].split(/\s*,\s*/));
  for (const list of cites) {
    for (const id of list) {
      if (covered.has(id)) covered.get(id).push(relative(root, file));
      else unknown.add(id);
    }
  }
}

const width = Math.max(...ids.map((id) => id.length));
console.log(`${"rule".padEnd(width)}  tests  files`);
let missing = 0;
for (const id of ids) {
  const files = covered.get(id);
  if (files.length === 0) missing++;
  const names = [...new Set(files)].join(", ");
  console.log(`${id.padEnd(width)}  ${String(files.length).padStart(5)}  ${files.length === 0 ? "UNCOVERED" : names}`);
}
console.log(`\n${ids.length - missing}/${ids.length} rules covered (${relative(root, rulesPath) || rulesPath})`);
if (unknown.size > 0) console.log(`tests cite ids not in RULES.md: ${[...unknown].sort().join(", ")}`);
process.exit(missing > 0 || unknown.size > 0 ? 1 : 0);
