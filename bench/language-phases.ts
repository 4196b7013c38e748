/**
 * Language phases, separately (a focused micro-benchmark, not part of `npm run bench`): lexing,
 * parsing to a CST, CST → AST, checking and compiling the whole classic pack, each as cards per
 * second (median of rounds once the JIT has settled; wall time, so a phase pays for the collection
 * of garbage it triggers). Run:
 * `npm run build && node --expose-gc dist/bench/language-phases.js [rounds] [warm-up rounds]`.
 * @module
 */
import { join } from "node:path";
import { cardParser } from "../grammar/parser.js";
import { cardLexer } from "../grammar/tokens.js";
import { loadPack } from "../src/api/language.js";
import { compilePack } from "../src/interp/index.js";
import { checkScripts } from "../src/lang/check.js";
import { cstToAst } from "../src/lang/cst-to-ast.js";
import { parseScript } from "../src/lang/parse.js";
import type { ScriptFile } from "../src/lang/ast.js";
import { gc, median, repoRoot } from "./common.js";

/** Runs one phase; its value and wall milliseconds. */
function timed<R>(f: () => R): [R, number] {
  const t = performance.now();
  const v = f();
  return [v, performance.now() - t];
}

const rounds = Number(process.argv[2] ?? 40);
/** Rounds left out first: the JIT needs some 40 rounds over the pack to reach its steady state. */
const warmup = Number(process.argv[3] ?? 40);
const pack = loadPack(join(repoRoot(), "cards", "classic"));
const sources = pack.scripts;

type Phase = "lex" | "cst" | "ast" | "parse" | "check" | "compile";
const times: Record<Phase, number[]> = { lex: [], cst: [], ast: [], parse: [], check: [], compile: [] };
let cards = 0;
for (let r = 0; r < rounds + warmup; r++) {
  gc();
  const [lexed, tLex] = timed(() => sources.map((s) => cardLexer.tokenize(s.text)));
  const [csts, tCst] = timed(() =>
    lexed.map((l) => {
      cardParser().input = l.tokens;
      return cardParser().file();
    }),
  );
  const [, tAst] = timed(() => {
    for (let i = 0; i < csts.length; i++) cstToAst(csts[i]!, sources[i]!.text, sources[i]!.file, false);
  });
  const [asts, tParse] = timed((): ScriptFile[] => sources.map((s) => parseScript(s.text, s.file).ast));
  const [checked, tCheck] = timed(() => checkScripts(asts, pack.cards));
  const [, tCompile] = timed(() => compilePack(checked.cards, pack.cards));
  cards = checked.cards.length;
  if (r >= warmup) {
    times.lex.push(tLex); times.cst.push(tCst); times.ast.push(tAst);
    times.parse.push(tParse); times.check.push(tCheck); times.compile.push(tCompile);
  }
}
const out: Record<string, string> = {};
for (const [k, v] of Object.entries(times)) {
  const ms = median(v);
  out[k] = `${ms.toFixed(2)} ms  ${Math.round((cards / ms) * 1000)} cards/s`;
}
const total = median(times.parse.map((p, i) => p + times.check[i]! + times.compile[i]!));
out["parse+check+compile"] = `${total.toFixed(2)} ms  ${Math.round((cards / total) * 1000)} cards/s`;
console.log(JSON.stringify({ cards, rounds, warmup, ...out }, null, 1));
