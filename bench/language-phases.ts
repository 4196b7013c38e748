/**
 * Language phases, separately (a focused micro-benchmark, not part of `npm run bench`): lexing,
 * parsing to a CST, CST → AST, checking and compiling the whole classic pack, each as cards per
 * second (median of warm rounds). Times are the process's CPU time (`process.cpuUsage`), which a
 * shared machine disturbs less than wall time. Run:
 * `npm run build && node --expose-gc dist/bench/language-phases.js [rounds]`.
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

/** CPU milliseconds of this process so far. */
function now(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const rounds = Number(process.argv[2] ?? 40);
const pack = loadPack(join(repoRoot(), "cards", "classic"));
const sources = pack.scripts;

type Phase = "lex" | "cst" | "ast" | "parse" | "check" | "compile";
const times: Record<Phase, number[]> = { lex: [], cst: [], ast: [], parse: [], check: [], compile: [] };
let cards = 0;
for (let r = 0; r < rounds + 5; r++) {
  gc();
  let t = now();
  const lexed = sources.map((s) => cardLexer.tokenize(s.text));
  const tLex = now() - t;
  t = now();
  const csts = lexed.map((l) => {
    cardParser.input = l.tokens;
    return cardParser.file();
  });
  const tCst = now() - t;
  t = now();
  for (let i = 0; i < csts.length; i++) cstToAst(csts[i]!, sources[i]!.text, sources[i]!.file, false);
  const tAst = now() - t;
  t = now();
  const asts: ScriptFile[] = sources.map((s) => parseScript(s.text, s.file).ast);
  const tParse = now() - t;
  t = now();
  const checked = checkScripts(asts, pack.cards);
  const tCheck = now() - t;
  t = now();
  compilePack(checked.cards, pack.cards);
  const tCompile = now() - t;
  cards = checked.cards.length;
  if (r >= 5) {
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
console.log(JSON.stringify({ cards, rounds, ...out }, null, 1));
