/**
 * The public entry of the front end: text -> AST + syntax diagnostics.
 *
 * Lexing and parsing use the one lexer and parser instance of `grammar/`; the parser recovers from
 * errors, so a script with several mistakes gets all of them reported in one pass. `parseScript`
 * never throws: whatever the input, it returns a (possibly partial) AST and the diagnostics.
 */
import type { IRecognitionException, IToken } from "chevrotain";
import { cardParser, decodeParseErrorMessage } from "../../grammar/parser.js";
import * as T from "../../grammar/tokens.js";
import { cardLexer, KEYWORD_WORDS } from "../../grammar/tokens.js";
import type { ScriptFile } from "./ast.js";
import { diagnose, type DiagnosticCode } from "./catalogue.js";
import { cstToAst } from "./cst-to-ast.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";
import { closestMatch } from "./spelling.js";

export interface ParseResult {
  ast: ScriptFile;
  diagnostics: Diagnostic[];
  /**
   * The `#` comments of the file, in order. They are not part of the AST (so they never affect
   * AST equality); the printer puts each back before the card or item it precedes.
   */
  comments: ScriptComment[];
}

/** A `# …` comment: its text (with the `#`, without the line break) and where it starts. */
export interface ScriptComment {
  text: string;
  offset: number;
  line: number;
}

/** More errors than this in one file are summarised: they are nearly always follow-on errors. */
export const MAX_SYNTAX_DIAGNOSTICS = 100;

/** Parses one script file. Never throws. */
export function parseScript(text: string, file: string): ParseResult {
  try {
    return parseUnguarded(text, file);
  } catch (err) {
    // A bug in the toolchain must not take the host down: report it as a diagnostic.
    const span = pointSpan(file, 0, 1, 1);
    return {
      ast: { kind: "File", cards: [], span },
      diagnostics: [diagnose("YGO1099", span, [], { hint: `Internal error: ${String(err)}` })],
      comments: [],
    };
  }
}

function parseUnguarded(text: string, file: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const lexed = cardLexer.tokenize(text);
  const comments: ScriptComment[] = (lexed.groups["comments"] ?? []).map((t) => ({
    text: t.image.trimEnd(),
    offset: t.startOffset,
    line: t.startLine ?? 1,
  }));

  for (const e of lexed.errors) {
    const span = pointSpan(file, e.offset, e.line ?? 1, e.column ?? 1, e.length);
    const chars = text.slice(e.offset, e.offset + Math.min(e.length, 20));
    diagnostics.push(diagnose("YGO1008", span, [JSON.stringify(chars)]));
  }

  // An unterminated name is reported once and then read as a name, so parsing goes on normally.
  for (const t of lexed.tokens) {
    if (t.tokenType === T.UnterminatedString) {
      diagnostics.push(diagnose("YGO1007", tokenSpan(file, t), [t.image]));
      t.tokenType = T.StringLit;
      t.tokenTypeIdx = T.StringLit.tokenTypeIdx!;
    }
  }

  cardParser.input = lexed.tokens;
  const cst = cardParser.file();
  diagnostics.push(...firstErrorPerSentence(cardParser.errors, lexed.tokens).map((e) => syntaxDiagnostic(e, lexed.tokens, text, file)));

  const hadErrors = diagnostics.length > 0;
  const converted = cstToAst(cst, text, file, hadErrors);
  diagnostics.push(...converted.diagnostics);
  diagnostics.sort((a, b) => a.span.start.offset - b.span.start.offset);

  if (diagnostics.length > MAX_SYNTAX_DIAGNOSTICS) {
    const kept = diagnostics.slice(0, MAX_SYNTAX_DIAGNOSTICS);
    const last = kept[kept.length - 1]!;
    kept.push(diagnose("YGO1015", last.span, [MAX_SYNTAX_DIAGNOSTICS]));
    return { ast: converted.ast, diagnostics: kept, comments };
  }
  return { ast: converted.ast, diagnostics, comments };
}

// ---------------------------------------------------------------------------------------------
// From parser exceptions to diagnostics

/** Tokens that end a sentence of a script: recovery is back in step after one of them. */
const SENTENCE_ENDS = new Set([T.Dot, T.Semi, T.Colon, T.RBrace, T.CardKw]);

/**
 * Keeps the first parser error of each sentence. Once the parser has gone wrong, what it says
 * about the rest of the same sentence is mostly about its own recovery, not about the script.
 */
function firstErrorPerSentence(errors: IRecognitionException[], tokens: IToken[]): IRecognitionException[] {
  const offsetOf = (e: IRecognitionException): number =>
    Number.isNaN(e.token.startOffset) ? Infinity : e.token.startOffset;
  const sorted = [...errors].sort((a, b) => offsetOf(a) - offsetOf(b));
  const kept: IRecognitionException[] = [];
  let blockedUntil = -1;
  let tokenIndex = 0;
  for (const e of sorted) {
    const at = offsetOf(e);
    if (at < blockedUntil || (at === blockedUntil && at !== Infinity)) continue;
    kept.push(e);
    if (at === Infinity) break;
    while (tokenIndex < tokens.length && tokens[tokenIndex]!.startOffset <= at) tokenIndex++;
    while (tokenIndex < tokens.length && !SENTENCE_ENDS.has(tokens[tokenIndex]!.tokenType)) tokenIndex++;
    blockedUntil = tokenIndex < tokens.length ? tokens[tokenIndex]!.startOffset : Infinity;
  }
  return kept;
}

/** What a rule is called in messages ("at the end of the effect"). */
const RULE_NAMES: Record<string, string> = {
  effect: "effect",
  materialsDecl: "materials declaration",
  counterLimitDecl: "counter limit",
  summonConditionDecl: "summon condition",
  lifetimeDecl: "`remains on the field` declaration",
  costClause: "cost",
  targetClause: "target",
  card: "a card script",
  item: "an effect",
  timing: "a timing",
  event: "an event",
};

/** Verbs whose object is a selector, by the rule they are parsed in. */
const VERB_RULES = new Set([
  "destroyAction", "moveAction", "placeAction", "discardAction", "tributeAction", "specialSummonAction",
  "fusionSummonAction", "ritualSummonAction", "changePositionAction", "flipAction", "takeControlAction",
  "negateAction", "equipAction", "bindAction", "revealAction", "controlClause",
]);
const SELECTOR_RULES = new Set(["selector", "cardSet", "noun", "reference"]);

function syntaxDiagnostic(e: IRecognitionException, tokens: IToken[], text: string, file: string): Diagnostic {
  const detail = decodeParseErrorMessage(e.message);
  const expectedLabels = [...(detail?.expected ?? [])];
  let expected = listWords(expectedLabels);
  const stack = e.context.ruleStack;
  const rule = detail?.rule ?? stack[stack.length - 1] ?? "file";
  const found = e.token;
  const atEof = found.tokenType === undefined || found.tokenType.name === "EOF" || Number.isNaN(found.startOffset);
  const foundText = atEof ? "the end of the file" : `'${found.image}'`;
  const prev = (e as { previousToken?: IToken }).previousToken;
  const span = atEof ? endSpan(file, text) : tokenSpan(file, found);
  const make = (code: DiagnosticCode, args: (string | number)[], at: Span = span, suggestion?: string): Diagnostic => {
    const extras: { expected?: string; suggestion?: string } = {};
    if (expected !== "") extras.expected = expected;
    if (suggestion !== undefined) extras.suggestion = suggestion;
    return diagnose(code, at, args, extras);
  };
  const afterPrev = prev !== undefined && !Number.isNaN(prev.startOffset) ? afterToken(file, prev) : span;
  const onlyExpected = expectedLabels.length === 1 ? expectedLabels[0] : undefined;

  if (atEof) {
    if (stack.includes("card")) return make("YGO1006", [openCardName(tokens), foundText], span);
    return make("YGO1019", [RULE_NAMES[rule] ?? "a sentence"]);
  }
  if (e.name === "MismatchedTokenException" && onlyExpected === "'.'") {
    return make("YGO1003", [RULE_NAMES[rule] ?? "sentence", foundText], afterPrev);
  }
  if (e.name === "MismatchedTokenException" && onlyExpected === "':'" && rule === "effect") {
    return make("YGO1004", [foundText], afterPrev);
  }
  if (e.name === "MismatchedTokenException" && onlyExpected === "';'") {
    return make("YGO1005", [RULE_NAMES[rule] ?? rule, foundText], afterPrev);
  }
  if (onlyExpected === "'}'" && rule === "card" && found.tokenType === T.CardKw) {
    return make("YGO1006", [openCardName(tokens), foundText], span);
  }
  if (rule === "card" && onlyExpected === "'}'") {
    // The list of items ended because this word cannot start one: say what could.
    expectedLabels.unshift(...ITEM_START);
    expected = listWords(expectedLabels);
  }
  if (e.name === "NotAllInputParsedException" && found.tokenType === T.Card) {
    // `card Dark Hole {`: without quotes the name is not recognised as one.
    return make("YGO1009", [`'${found.image} ${tokens[tokens.indexOf(found) + 1]?.image ?? ""}'`]);
  }
  if (rule === "card" && expectedLabels.includes(T.StringLit.LABEL!)) {
    return make("YGO1009", [foundText]);
  }
  const suggestion = spellingSuggestion(found, expectedLabels);
  if (suggestion !== undefined) {
    return make("YGO1002", [foundText], span, suggestion);
  }
  // `destory it`: the misspelt verb was read as a name (a binding), so the parser only stumbles
  // on the next word. Blame the name when it is one edit or so away from a keyword.
  if (prev !== undefined && prev.tokenType === T.Name) {
    const keyword = closestMatch(prev.image, ALL_KEYWORDS);
    if (keyword !== undefined && keyword !== prev.image) {
      return diagnose("YGO1002", tokenSpan(file, prev), [`'${prev.image}'`], { suggestion: keyword });
    }
  }
  if (stack.includes("count")) {
    return make("YGO1010", [`before ${foundText}`]);
  }
  const last = stack[stack.length - 1] ?? "";
  const verbRule = stack[stack.length - 2] ?? "";
  if (SELECTOR_RULES.has(last) && VERB_RULES.has(verbRule) && prev !== undefined && isVerbToken(prev)) {
    return make("YGO1011", [KEYWORD_WORDS.get(prev.tokenType.name) ?? prev.image, foundText]);
  }
  if (stack.includes("timing") || stack.includes("event")) {
    return make("YGO1012", [foundText]);
  }
  return make("YGO1001", [foundText]);
}

/** The words a card item can start with. */
const ITEM_START = [
  "optional", "activate", "ignition", "trigger", "flip", "quick", "continuous", "maintenance", "procedure",
  "materials", "counter", "cannot", "remains",
].map((w) => `'${w}'`);

const ALL_KEYWORDS = [...new Set(KEYWORD_WORDS.values())];

const VERB_TOKENS = new Set([
  T.Destroy, T.Send, T.Banish, T.Return, T.Add, T.Place, T.Discard, T.Tribute, T.Summon, T.Change, T.Flip,
  T.Of, T.Equip, T.Bind, T.Reveal, T.Control,
].map((t) => t.name));

function isVerbToken(t: IToken): boolean {
  return VERB_TOKENS.has(t.tokenType.name);
}

/** "did you mean": compares a word the parser did not expect with the keywords it did expect. */
function spellingSuggestion(found: IToken, expectedLabels: string[]): string | undefined {
  const type = found.tokenType;
  const isWordLike = type === T.Name || type === T.Word || type === T.Upper || KEYWORD_WORDS.has(type.name);
  if (!isWordLike) return undefined;
  const candidates = expectedLabels.filter((l) => /^'[A-Za-z][A-Za-z/' -]*'$/.test(l)).map((l) => l.slice(1, -1));
  const match = closestMatch(found.image, candidates);
  if (match === undefined || match === found.image) return undefined;
  return match;
}

/** `'destroy', 'draw' or 'banish'` */
function listWords(labels: string[]): string {
  const shown = labels.length > 12 ? [...labels.slice(0, 12), "…"] : labels;
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]!}`;
}

/** The name of the last card whose `{` is not closed (for "unclosed brace"). */
function openCardName(tokens: IToken[]): string {
  let depth = 0;
  let name = "";
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.tokenType === T.LBrace) {
      if (depth === 0) {
        const before = tokens[i - 1];
        name = before === undefined ? "" : before.image;
      }
      depth++;
    } else if (t.tokenType === T.RBrace && depth > 0) {
      depth--;
    }
  }
  return name === "" ? "(unnamed)" : name;
}

// ---------------------------------------------------------------------------------------------
// spans

function tokenSpan(file: string, t: IToken): Span {
  return {
    file,
    start: { offset: t.startOffset, line: t.startLine ?? 1, column: t.startColumn ?? 1 },
    end: { offset: (t.endOffset ?? t.startOffset) + 1, line: t.endLine ?? 1, column: (t.endColumn ?? 0) + 1 },
  };
}

/** An empty span just after a token: where a missing '.', ':' or ';' belongs. */
function afterToken(file: string, t: IToken): Span {
  const offset = (t.endOffset ?? t.startOffset) + 1;
  const line = t.endLine ?? 1;
  const column = (t.endColumn ?? 0) + 1;
  return pointSpan(file, offset, line, column);
}

function pointSpan(file: string, offset: number, line: number, column: number, length = 0): Span {
  return { file, start: { offset, line, column }, end: { offset: offset + length, line, column: column + length } };
}

function endSpan(file: string, text: string): Span {
  const lines = text.split("\n");
  const last = lines[lines.length - 1] ?? "";
  return pointSpan(file, text.length, lines.length, last.length + 1);
}
