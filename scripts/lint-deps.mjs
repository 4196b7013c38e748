#!/usr/bin/env node
// Enforces the dependency direction of DESIGN.md: each layer may import only the layers listed
// for it here. A rule kept as data so that changing the architecture is a one-line, reviewed edit.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** layer -> layers it may import (besides itself). */
const ALLOWED = {
  grammar: [],
  kernel: [],
  lang: ["grammar"],
  interp: ["lang", "kernel", "grammar", "rules"],
  rules: ["kernel"],
  api: ["grammar", "lang", "interp", "kernel", "rules"],
  cli: ["api"],
  index: ["api"],
};

function layerOf(file) {
  const rel = relative(root, file).split(sep);
  if (rel[0] === "grammar") return "grammar";
  if (rel[0] === "src") return rel.length === 2 ? rel[1].replace(/\.ts$/, "") : rel[1];
  return null;
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (p.endsWith(".ts")) yield p;
  }
}

const IMPORT = /(?:^|\s)(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;
const problems = [];
for (const top of ["grammar", "src"]) {
  let files;
  try { files = [...walk(join(root, top))]; } catch { continue; }
  for (const file of files) {
    const from = layerOf(file);
    if (from === null || !(from in ALLOWED)) {
      problems.push(`${relative(root, file)}: not in a known layer (${Object.keys(ALLOWED).join(", ")})`);
      continue;
    }
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith(".")) continue;
      const to = layerOf(resolve(dirname(file), spec));
      if (to === null) {
        problems.push(`${relative(root, file)}:${lineOf(text, m.index)}: imports '${spec}', outside grammar/ and src/`);
      } else if (to !== from && !ALLOWED[from].includes(to)) {
        problems.push(`${relative(root, file)}:${lineOf(text, m.index)}: ${from} may not import ${to} ('${spec}'); ${from} may import: ${ALLOWED[from].join(", ") || "nothing of ours"}`);
      }
    }
  }
}

function lineOf(text, index) {
  return text.slice(0, index).split("\n").length;
}

if (problems.length > 0) {
  console.error(`dependency direction (DESIGN.md) violated in ${problems.length} place(s):`);
  for (const p of problems) console.error("  " + p);
  process.exit(1);
}
console.log("dependency direction: ok");
