/**
 * The language toolchain under random and mutated scripts: the classic pack's scripts with
 * characters and words deleted, inserted, duplicated or swapped, plus soups of the language's
 * words, each run through parse → check → compile. None may throw; every diagnostic has a code
 * and a position inside the file.
 * @module
 */
import { checkSources } from "../src/api/language.js";
import type { Pack } from "../src/api/pack.js";
import { compilePack } from "../src/interp/index.js";

const CHARS = "abcdefghijklmnopqrstuvwxyz{}:;,.\"#@ \n0123456789+-*<>=()";

/** Words that occur in scripts (taken from the pack itself) and punctuation. */
export function scriptWords(pack: Pack): string[] {
  const words = new Set<string>();
  for (const s of pack.scripts) for (const w of s.text.split(/\s+/)) if (w.length > 0 && words.size < 2000) words.add(w);
  return [...words].sort();
}

/** A mutated copy of a script: 1 to 6 edits of characters or words. */
export function mutateScript(text: string, words: readonly string[], rand: () => number): string {
  const edits = 1 + Math.floor(rand() * 6);
  let t = text;
  for (let e = 0; e < edits; e++) {
    const kind = Math.floor(rand() * 7);
    const i = Math.floor(rand() * Math.max(1, t.length));
    const parts = t.split(/(\s+)/);
    const w = Math.floor(rand() * Math.max(1, parts.length >> 1)) * 2;
    const ch = CHARS[Math.floor(rand() * CHARS.length)]!;
    const word = words[Math.floor(rand() * words.length)] ?? "card";
    if (kind === 0) t = t.slice(0, i) + t.slice(i + 1);
    else if (kind === 1) t = t.slice(0, i) + ch + t.slice(i);
    else if (kind === 2) t = t.slice(0, i) + t.charAt(i + 1) + t.charAt(i) + t.slice(i + 2);
    else if (kind === 3) { parts.splice(w, 1); t = parts.join(""); }
    else if (kind === 4) { parts.splice(w, 0, word, " "); t = parts.join(""); }
    else if (kind === 5) { parts.splice(w, 0, parts[w] ?? "", " "); t = parts.join(""); }
    else t = t.slice(0, i);
  }
  return t;
}

/** A soup of script words. */
export function wordSoup(words: readonly string[], rand: () => number): string {
  const n = Math.floor(rand() * 80);
  return Array.from({ length: n }, () => (rand() < 0.1 ? "\n" : words[Math.floor(rand() * words.length)] ?? "")).join(" ");
}

/** Runs one text through parse → check → compile; returns the problems (empty when all is well). */
export function toolchainProblems(pack: Pack, text: string, file = "fuzz.ygo"): string[] {
  const problems: string[] = [];
  try {
    const checked = checkSources([{ file, path: file, text }], pack.cards);
    const compiled = compilePack(checked.cards, pack.cards);
    const lines = text.split("\n").length;
    for (const d of [...checked.diagnostics, ...compiled.diagnostics]) {
      if (!/^YGO\d{4}$/.test(d.code)) problems.push(`diagnostic without a code: ${JSON.stringify(d.code)}`);
      if (d.span.file === file && (d.span.start.line < 1 || d.span.start.line > lines + 1)) problems.push(`${d.code} at line ${d.span.start.line} of a ${lines}-line file`);
      if (typeof d.message !== "string" || d.message.length === 0) problems.push(`${d.code} without a message`);
    }
  } catch (err) {
    problems.push(`threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  }
  return problems;
}
