/**
 * Chevrotain, loaded from the single-file build its package ships (`lib/chevrotain.mjs`).
 *
 * The package's entry point (`lib/src/api.js`) imports lodash-es module by module: some 600 files,
 * which cost about 0.3 s to resolve and load before anything runs — more than the rest of a duel's
 * start-up. The bundled build is the same code in one file and loads in about 15 ms. Every module
 * of the project takes its Chevrotain values from here, never from "chevrotain" itself: two copies
 * of the library in one process would not recognise each other's token types. Types still come
 * from "chevrotain" (`import type`), which costs nothing at run time.
 * @module
 */
import type * as Chevrotain from "chevrotain";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** The bundle sits next to the entry point's folder: `lib/src/api.js` → `lib/chevrotain.mjs`. */
function bundlePath(): string {
  const entry = createRequire(import.meta.url).resolve("chevrotain");
  return join(dirname(entry), "..", "chevrotain.mjs");
}

const lib = (await import(pathToFileURL(bundlePath()).href)) as typeof Chevrotain;

export const {
  Alternation,
  Alternative,
  createSyntaxDiagramsCode,
  createToken,
  createTokenInstance,
  CstParser,
  getLookaheadPaths,
  Lexer,
  LLkLookaheadStrategy,
  NonTerminal,
  NoViableAltException,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  serializeGrammar,
  Terminal,
} = lib;

// The classes' instance types, under the same names as their values (as `import { Lexer } from "chevrotain"` gives).
export type Alternation = Chevrotain.Alternation;
export type Alternative = Chevrotain.Alternative;
export type CstParser = Chevrotain.CstParser;
export type Lexer = Chevrotain.Lexer;
export type NonTerminal = Chevrotain.NonTerminal;
export type Option = Chevrotain.Option;
export type Repetition = Chevrotain.Repetition;
export type RepetitionMandatory = Chevrotain.RepetitionMandatory;
export type RepetitionMandatoryWithSeparator = Chevrotain.RepetitionMandatoryWithSeparator;
export type RepetitionWithSeparator = Chevrotain.RepetitionWithSeparator;
export type Terminal = Chevrotain.Terminal;
