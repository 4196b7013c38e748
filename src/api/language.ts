/**
 * The card language for embedders and the CLI: parse, check, format, render diagnostics, load
 * packs. Everything the `ygo check` and `ygo fmt` commands do goes through here.
 * @module
 */
import {
  CATALOGUE,
  checkScripts,
  describeKind,
  explainCard,
  parseCardData,
  parseScript,
  printScript,
  renderCodeFrame,
  sortDiagnostics,
  sourceLines,
  stripSpans,
  type CardDatabase,
  type CatalogueEntry,
  type CheckedCard,
  type CodeFrameOptions,
  type Diagnostic,
  type ParseResult,
  type ScriptFile,
} from "../lang/index.js";
import { compilePack, INTERP_CATALOGUE, type CompiledPack } from "../interp/index.js";
import type { Pack, ScriptSource } from "./pack.js";
import { openParseCache } from "./parse-cache.js";

export type * as Ast from "../lang/ast.js";
export type { Span, Position as SourcePosition, Diagnostic, Severity, CatalogueEntry, ParseResult, ScriptComment, PrintComment } from "../lang/index.js";
export { ATTRIBUTES, MONSTER_SUBTYPES, RACES, SPELL_TRAP_SUBTYPES } from "../lang/index.js";
export type {
  Attribute,
  CardDatabase,
  CardFacts,
  CardKind,
  MonsterSubtype,
  Race,
  SpellTrapSubtype,
  StatValue,
  Subtype,
  Category as EffectCategory,
  CheckResult,
  CheckedCard,
  CheckedEffect,
  Referent,
  ResolvedQualifier,
  ResolvedReference,
  SpellSpeed,
  CardClass,
  QualifierCategory,
  CodeFrameOptions,
} from "../lang/index.js";
export type { Pack, ScriptSource } from "./pack.js";

/** Reads a pack directory (pack.json, cards.tsv, scripts/**\/*.ygo); problems come back as diagnostics. */
export { loadPack, bundledPackDir, findScriptFiles, readScripts, isPackDir } from "./pack.js";

export { parseScript, printScript, checkScript, checkScripts, renderCodeFrame, summaryLine } from "../lang/index.js";

/**
 * Parses card facts from the text of a `cards.tsv`.
 * @param text the file's content
 * @param file the path diagnostics show
 */
export function loadCardData(text: string, file: string): { cards: CardDatabase; diagnostics: Diagnostic[] } {
  const { db, diagnostics } = parseCardData(text, file);
  return { cards: db, diagnostics };
}

/** Every diagnostic the language toolchain can report, by code (syntax 1xxx, checker 2xxx, pack 3xxx). */
export function diagnosticCatalogue(): Readonly<Record<string, CatalogueEntry>> {
  return ALL_CODES;
}

/** The language's codes and the interpreter's, which `ygo check` reports too. */
const ALL_CODES: Readonly<Record<string, CatalogueEntry>> = { ...CATALOGUE, ...INTERP_CATALOGUE };

/** The outcome of checking one script file. */
export interface FileCheck {
  source: ScriptSource;
  /** Undefined when the file could not be parsed far enough to check. */
  ast?: ScriptFile;
  diagnostics: Diagnostic[];
}

/** The outcome of checking a set of files (a pack, or files against a pack's card data). */
export interface SourcesCheck {
  files: FileCheck[];
  /** Cards that were checked (their script named a card of the pack). */
  cards: CheckedCard[];
  /** The checked cards compiled: what the interpreter could not compile is among the diagnostics (YGO4xxx). */
  compiled: CompiledPack;
  /** Every diagnostic, card-data ones first, then by file and position. */
  diagnostics: Diagnostic[];
}

/**
 * Parses and checks script sources as one set, so a card scripted in two files is reported.
 * A file with syntax errors is not checked further: its AST is partial and would mislead.
 */
export function checkSources(
  sources: readonly ScriptSource[],
  cards: CardDatabase,
  parse: (source: ScriptSource) => ParseResult = (s) => parseScript(s.text, s.file),
): SourcesCheck {
  const files: FileCheck[] = sources.map((source) => {
    const { ast, diagnostics } = parse(source);
    const syntaxOk = !diagnostics.some((d) => d.severity === "error");
    return syntaxOk ? { source, ast, diagnostics } : { source, diagnostics };
  });
  const parsed = files.filter((f): f is FileCheck & { ast: ScriptFile } => f.ast !== undefined);
  const result = checkScripts(
    parsed.map((f) => f.ast),
    cards,
  );
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of result.diagnostics) {
    const list = byFile.get(d.span.file) ?? [];
    list.push(d);
    byFile.set(d.span.file, list);
  }
  // A script is checked until it runs: what the interpreter cannot compile is an error of `ygo check`
  // too, never something a card does silently less of at run time.
  // Only cards the checker found no error in: an error there is the author's mistake, said once.
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  const clean = result.cards.filter((c) => {
    const { file, start, end } = c.script.span;
    return !errors.some((d) => d.span.file === file && d.span.start.offset >= start.offset && d.span.start.offset <= end.offset);
  });
  const compiled = compilePack(clean, cards);
  for (const d of compiled.diagnostics) {
    const list = byFile.get(d.span.file) ?? [];
    list.push(d);
    byFile.set(d.span.file, list);
  }
  for (const f of files) f.diagnostics = sortDiagnostics([...f.diagnostics, ...(byFile.get(f.source.file) ?? [])]);
  return { files, cards: result.cards, compiled, diagnostics: files.flatMap((f) => f.diagnostics) };
}

/** The outcome of explaining cards: the English text, or the diagnostics that prevented it. */
export interface ExplainResult {
  /** Plain English, one paragraph per card; empty when nothing could be explained. */
  text: string;
  /** The cards explained. */
  cards: CheckedCard[];
  /** Syntax and checker diagnostics of the scripts explained (errors leave a card out). */
  diagnostics: Diagnostic[];
}

/**
 * Renders script sources as plain English (`ygo explain file.ygo`): every card that parses and
 * names a card of the pack is explained, with what the checker derived (spell speed, targets,
 * categories). Cards with errors are explained as far as they check; their diagnostics come back.
 */
export function explainSources(sources: readonly ScriptSource[], cards: CardDatabase): ExplainResult {
  const result = checkSources(sources, cards);
  return { text: explainAll(result.cards), cards: result.cards, diagnostics: result.diagnostics };
}

/**
 * Finds a card of a pack by passcode (`53129443`) or name (exact, then case-insensitive) and
 * explains its script. Undefined when the pack has no such card; `cards` is empty when the card
 * exists but has no script (a normal monster, or one not written yet).
 */
export function explainPackCard(pack: Pack, query: string): (ExplainResult & { name: string; kind: string; vanilla: boolean }) | undefined {
  const q = query.trim();
  const facts = /^\d+$/.test(q)
    ? pack.cards.byId(Number(q))
    : (pack.cards.byName(q) ?? pack.cards.cards.find((c) => c.name.toLowerCase() === q.toLowerCase()));
  if (facts === undefined) return undefined;
  const original = pack.cards.original(facts);
  const result = checkPack(pack);
  const card = result.cards.filter((c) => c.facts.id === original.id);
  const diagnostics = result.diagnostics.filter((d) => card.some((c) => c.script.span.file === d.span.file));
  const vanilla = original.kind === "monster" && original.subtypes.includes("normal");
  return { name: original.name, kind: describeKind(original), vanilla, text: explainAll(card), cards: card, diagnostics };
}

function explainAll(cards: readonly CheckedCard[]): string {
  return cards.length === 0 ? "" : cards.map(explainCard).join("\n\n") + "\n";
}

/**
 * Checks a loaded pack: its card data problems, then its scripts. Scripts unchanged since they
 * were last parsed come from the parse cache (see `parse-cache.ts`) unless `cache` is false.
 */
export function checkPack(pack: Pack, opts: { cache?: boolean } = {}): SourcesCheck {
  const cache = openParseCache(opts.cache === false ? undefined : pack.dir);
  const result = checkSources(pack.scripts, pack.cards, (s) => cache.parse(s));
  cache.save();
  return { ...result, diagnostics: [...pack.diagnostics, ...result.diagnostics] };
}

/** The outcome of formatting one source text. */
export interface FormatResult {
  /** The canonical text; undefined when the source has syntax errors (it is then left alone). */
  output?: string;
  /** Whether the canonical text differs from the source. */
  changed: boolean;
  /** Syntax errors that prevent formatting. */
  diagnostics: Diagnostic[];
}

/**
 * Formats a script in canonical form. Refuses (no output) when the source has syntax errors, and
 * throws when the printed text would not parse back to the same AST — a file is never rewritten
 * into something broken or different.
 */
export function formatSource(text: string, file: string): FormatResult {
  const { ast, diagnostics, comments } = parseScript(text, file);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) return { changed: false, diagnostics: errors };
  const output = printScript(ast, comments);
  const again = parseScript(output, file);
  if (again.diagnostics.some((d) => d.severity === "error")) {
    throw new Error(`the canonical printer produced text that does not parse for ${file}: ${again.diagnostics[0]?.message ?? ""}`);
  }
  // The rewrite must mean the same script; a printer bug must not silently change a card.
  if (JSON.stringify(stripSpans(again.ast)) !== JSON.stringify(stripSpans(ast))) {
    throw new Error(`the canonical printer changed the meaning of ${file}; the file was left unchanged`);
  }
  return { output, changed: output !== text, diagnostics: [] };
}

/**
 * Renders diagnostics as code frames, looking up each file's text in `sources` (by the file
 * name diagnostics carry), separated by blank lines.
 */
export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  sources: ReadonlyMap<string, string>,
  options: CodeFrameOptions = {},
): string {
  const lines = new Map<string, string[]>();
  const linesOf = (file: string): string[] | undefined => {
    const text = sources.get(file);
    if (text === undefined) return undefined;
    let l = lines.get(file);
    if (l === undefined) {
      l = sourceLines(text);
      lines.set(file, l);
    }
    return l;
  };
  return diagnostics.map((d) => renderCodeFrame(d, linesOf(d.span.file), options)).join("\n\n");
}
