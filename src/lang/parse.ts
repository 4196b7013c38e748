/**
 * The public entry of the front end: text -> AST + syntax diagnostics.
 *
 * Lexing and parsing use the one lexer and parser instance of `grammar/`; the parser recovers from
 * errors, so a script with several mistakes gets all of them reported in one pass. `parseScript`
 * never throws: whatever the input, it returns a (possibly partial) AST and the diagnostics.
 */
import type { IRecognitionException, IToken, TokenType } from "chevrotain";
import { cardParser, decodeParseErrorMessage } from "../../grammar/parser.js";
import { firstErrorFrom, nextTokens, ruleTemplate, tokenLike, wordOf } from "../../grammar/phrases.js";
import * as T from "../../grammar/tokens.js";
import { cardLexer, KEYWORD_WORDS, keywordTokenOf } from "../../grammar/tokens.js";
import type { ScriptFile } from "./ast.js";
import { diagnose, type DiagnosticCode } from "./catalogue.js";
import { cstToAst } from "./cst-to-ast.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";
import { closestMatch, editDistance, extendDistanceRow, maxSuggestionDistance, MIN_MISSPELT_LENGTH } from "./spelling.js";

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

  const parser = cardParser();
  parser.input = lexed.tokens;
  const cst = parser.file();
  // The reporter reparses candidate repairs with the same parser: take the errors out first.
  const errors = firstErrorPerSentence(parser.errors, lexed.tokens);
  const reporter = new SyntaxReporter(lexed.tokens, text, file);
  diagnostics.push(...errors.map((e) => reporter.report(e)));

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

/** The punctuation a "missing …" diagnostic is about, by the label the parser expected. */
const PUNCTUATION = new Map<string, TokenType>([["'.'", T.Dot], ["';'", T.Semi], ["':'", T.Colon]]);

/**
 * Errors of one file for which repairs are tried (each try reparses the card); later ones get the
 * parser's own reading. A file with more is garbage or nearly so, and its first errors matter most.
 */
const ANALYSED_ERRORS = 12;
/** Longest card, in tokens, that is reparsed to try a repair. */
const MAX_REPARSE_TOKENS = 2000;
/** How far back, in tokens, the start of the item holding an error is looked for. */
const MAX_ITEM_TOKENS = 400;
/** Content-assist steps one search for a nearby phrase may take, and reparses it may try. */
const PHRASE_STEPS = 120;
const PHRASE_REPARSES = 24;
/** Words of the author's text a phrase search looks at. */
const PHRASE_WORDS = 10;

/** Where an error is in the token list, and what a repair may reparse. */
/** Whether the item holding the error has a `cost` clause not yet closed by ';' before the error. */
function costUnclosed(site: Site): boolean {
  if (site.itemStart < 0) return false;
  let open = false;
  for (let i = site.itemStart; i < site.at; i++) {
    const t = site.tokens[i]!.tokenType;
    if (t === T.Cost) open = true;
    else if (t === T.Semi) open = false;
  }
  return open;
}

interface Site {
  tokens: IToken[];
  text: string;
  file: string;
  /** Index of the token the parser stopped at. */
  at: number;
  /** First token of the card item holding the error, or -1 (the error is in a card header). */
  itemStart: number;
  /** The card's `card` token and the end (exclusive) of the card. */
  cardStart: number;
  cardEnd: number;
}

/** Tokens taken out of the list at `at` (`remove` of them) and replaced by `insert`. */
interface Edit {
  at: number;
  remove: number;
  insert: IToken[];
}

/**
 * Turns parser errors into diagnostics. The parser reports where it stopped and what its last
 * decision wanted; that is often not where the author went wrong (`destory it` stops at `it`,
 * `Draw 1 card` at `1`). So before the parser's reading is reported, a few repairs are tried —
 * a keyword in lowercase, the missing punctuation, a misspelt keyword, the header parts in order,
 * the nearest phrase of the grammar — and one is offered only when the card, reparsed with it,
 * gets past the place of the error: a suggestion that does not lead on is not made.
 */
class SyntaxReporter {
  private analysed = 0;
  private index: Map<IToken, number> | undefined;

  constructor(
    private readonly tokens: IToken[],
    private readonly text: string,
    private readonly file: string,
  ) {}

  report(e: IRecognitionException): Diagnostic {
    const { tokens, text, file } = this;
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
      // Inside an item the script stopped mid-sentence; between items only the closing brace is missing.
      const itemRule = stack[stack.indexOf("item") + 1];
      if (stack.includes("item") && itemRule !== undefined) return make("YGO1019", [`the ${RULE_NAMES[itemRule] ?? "sentence"}`], span);
      if (stack.includes("card")) return make("YGO1006", [openCardName(tokens), foundText], span);
      return make("YGO1019", [RULE_NAMES[rule] ?? "a sentence"]);
    }
    if (onlyExpected === "'}'" && rule === "card" && found.tokenType === T.CardKw) {
      return make("YGO1006", [openCardName(tokens), foundText], span);
    }
    if (rule === "card" && onlyExpected === "'}'") {
      // The list of items ended because this word cannot start one: say what could.
      expectedLabels.unshift(...ITEM_START);
      expected = listWords(expectedLabels);
    }
    if (rule === "file") {
      // Outside every card only another card can start; Chevrotain calls that "EOF".
      expected = "'card'";
    }
    if (rule === "file" && found.tokenType === T.Card) {
      // `card Dark Hole {`: without quotes the name is not recognised as one.
      const start = this.indexOf(found) + 1;
      let end = start;
      while (end < tokens.length && end - start < 10 && tokens[end]!.tokenType !== T.LBrace && !SENTENCE_ENDS.has(tokens[end]!.tokenType)) end++;
      const first = tokens[start];
      const last = tokens[end - 1];
      if (first === undefined || last === undefined || end === start) return make("YGO1009", [`'${found.image}'`]);
      const words = text.slice(first.startOffset, (last.endOffset ?? last.startOffset) + 1);
      return diagnose("YGO1009", spanOf(file, first, last), [`'${words}' without quotes`], {
        expected: T.StringLit.LABEL!,
        hint: `Write the exact printed name in double quotes: \`card "${words}" {\`.`,
      });
    }
    if (rule === "card" && expectedLabels.includes(T.StringLit.LABEL!)) {
      return make("YGO1009", [foundText]);
    }

    const site = this.site(found);
    const punctuation = e.name === "MismatchedTokenException" && onlyExpected !== undefined ? PUNCTUATION.get(onlyExpected) : undefined;
    const repaired = site !== undefined ? this.capitalisedKeyword(site) : undefined;
    if (repaired !== undefined) return repaired;
    // A cost read to the end of the sentence (an activation that is all cost) that goes on with the
    // effect's actions: the ';' before them is what is missing.
    if (site !== undefined && costUnclosed(site) && this.reach(site, { at: site.at, remove: 0, insert: [tokenLike(T.Semi, ";", found)] }).finishes) {
      expected = "';'";
      return make("YGO1005", [RULE_NAMES["costClause"] ?? "cost", foundText], afterPrev);
    }

    // A missing '.', ';' or ':' is reported only if putting it in lets the next sentence be read;
    // otherwise the word found is where the phrase goes wrong.
    const missingPunctuation =
      punctuation !== undefined &&
      (site === undefined || this.reach(site, { at: site.at, remove: 0, insert: [tokenLike(punctuation, onlyExpected!.slice(1, -1), found)] }).finishes);
    if (missingPunctuation && punctuation === T.Dot) return make("YGO1003", [RULE_NAMES[rule] ?? "sentence", foundText], afterPrev);
    if (missingPunctuation && punctuation === T.Colon && rule === "effect") return make("YGO1004", [foundText], afterPrev);
    if (missingPunctuation && punctuation === T.Semi) return make("YGO1005", [RULE_NAMES[rule] ?? rule, foundText], afterPrev);


    if (site !== undefined) {
      const d = this.misspeltWord(site, expectedLabels) ?? this.misspeltName(site) ?? (punctuation === T.Colon ? this.headerOrder(site) : undefined);
      if (d !== undefined) return d;
    } else {
      const suggestion = spellingSuggestion(found, expectedLabels);
      if (suggestion !== undefined) return make("YGO1002", [foundText], span, suggestion);
    }
    if (stack.includes("count")) {
      return make("YGO1010", [`before ${foundText}`]);
    }
    const last = stack[stack.length - 1] ?? "";
    const verbRule = stack[stack.length - 2] ?? "";
    if (SELECTOR_RULES.has(last) && VERB_RULES.has(verbRule) && prev !== undefined && isVerbToken(prev)) {
      const template = ruleTemplate(verbRule, prev.tokenType);
      const d = make("YGO1011", [KEYWORD_WORDS.get(prev.tokenType.name) ?? prev.image, foundText]);
      if (template !== undefined) d.hint = `Name the cards the verb acts on: \`${template}\`, where <cards> is for example \`it\`, \`1 monster on the field\` or \`this card\`.`;
      return d;
    }
    if (site !== undefined) {
      // Where the parser wanted punctuation, what comes before is a whole phrase: only what follows is in question.
      const d = this.nearestPhrase(site, punctuation === undefined) ?? (punctuation !== undefined ? this.noSuchContinuation(site) : undefined);
      if (d !== undefined) return d;
      expected = this.widerExpectation(site, expectedLabels) ?? expected;
    }
    if (stack.includes("timing") || stack.includes("event")) {
      return make("YGO1012", [foundText]);
    }
    const d = make("YGO1001", [foundText]);
    // Say what the phrase being read can be (`cannot be special summoned`: the restrictions there are).
    const template = GENERAL_RULES.has(last) ? undefined : ruleTemplate(last);
    if (template !== undefined && template.length <= MAX_TEMPLATE) d.hint = `Here the language reads \`${template}\`; grammar/README.md shows what each part can be.`;
    return d;
  }

  /**
   * `this card is not destroyed`: after `is` only `banished` can come, which is what the parser
   * says — and leads away, since the author meant another phrase altogether. When a word left only
   * one or two ways on, show the ways that were open before it, that word's own with its
   * continuation: `'gain', 'lose', 'cannot', 'can', 'is banished' or 'battles'`.
   */
  private widerExpectation(site: Site, expectedLabels: string[]): string | undefined {
    const { tokens, at, itemStart } = site;
    const prev = tokens[at - 1];
    if (expectedLabels.length === 0 || expectedLabels.length > 2 || prev === undefined || at - 1 < itemStart) return undefined;
    if (SENTENCE_ENDS.has(prev.tokenType) || prev.tokenType === T.Comma) return undefined;
    const before = nextTokens(tokens.slice(itemStart, at - 1));
    if (before.length < 3 || !before.some((n) => n.type === prev.tokenType)) return undefined;
    const own = wordOf(prev.tokenType) ?? prev.image;
    const then = expectedLabels.map((l) => l.replace(/^'(.*)'$/, "$1")).join("|");
    return listWords(before.map((n) => (n.type === prev.tokenType ? `'${own} ${then}'` : (n.type.LABEL ?? n.type.name))));
  }

  // -------------------------------------------------------------------------------------------
  // Where the error is

  private indexOf(t: IToken): number {
    if (this.index === undefined) {
      this.index = new Map();
      this.tokens.forEach((tok, i) => this.index!.set(tok, i));
    }
    return this.index.get(t) ?? -1;
  }

  /** The error's item and card, or undefined when repairs are not tried for it. */
  private site(found: IToken): Site | undefined {
    if (this.analysed >= ANALYSED_ERRORS) return undefined;
    this.analysed++;
    const { tokens } = this;
    const at = this.indexOf(found);
    if (at < 0) return undefined;
    let itemStart = -1;
    for (let i = at - 1; i >= 0 && at - i <= MAX_ITEM_TOKENS; i--) {
      const type = tokens[i]!.tokenType;
      if (type === T.CardKw) break;
      if (type === T.Dot || (type === T.LBrace && tokens[i - 2]?.tokenType === T.CardKw)) {
        itemStart = i + 1;
        break;
      }
    }
    if (itemStart < 0) return undefined;
    let cardStart = itemStart - 1;
    while (cardStart >= 0 && tokens[cardStart]!.tokenType !== T.CardKw && itemStart - cardStart < MAX_REPARSE_TOKENS) cardStart--;
    if (cardStart < 0 || tokens[cardStart]!.tokenType !== T.CardKw) return undefined;
    let cardEnd = at;
    while (cardEnd < tokens.length && tokens[cardEnd]!.tokenType !== T.CardKw) cardEnd++;
    if (cardEnd - cardStart > MAX_REPARSE_TOKENS) return undefined;
    return { tokens, text: this.text, file: this.file, at, itemStart, cardStart, cardEnd };
  }

  /**
   * How far the card parses with an edit: how many tokens after the edited part are accepted, and
   * whether the sentence the edit ends in is read to its end.
   */
  private reach(site: Site, edit: Edit): { accepted: number; finishes: boolean } {
    const { tokens, cardStart, cardEnd } = site;
    const seg = [...tokens.slice(cardStart, edit.at), ...edit.insert, ...tokens.slice(edit.at + edit.remove, cardEnd)];
    const editEnd = edit.at - cardStart + edit.insert.length;
    let end = editEnd;
    while (end < seg.length && !SENTENCE_ENDS.has(seg[end]!.tokenType)) end++;
    const err = firstErrorFrom(seg, edit.at - cardStart);
    return { accepted: err - editEnd, finishes: err > end };
  }

  /** The keywords the grammar accepts right before token `i` of the item. */
  private keywordsAt(site: Site, i: number): string[] {
    return nextTokens(site.tokens.slice(site.itemStart, i))
      .map((n) => wordOf(n.type))
      .filter((w): w is string => w !== undefined && /[a-z]/.test(w));
  }

  // -------------------------------------------------------------------------------------------
  // Repairs of one word

  /** `Draw 1 card`: a keyword written with a capital is read as a race, and the error comes later. */
  private capitalisedKeyword(site: Site): Diagnostic | undefined {
    const { tokens, at } = site;
    for (let i = at; i >= Math.max(site.itemStart, at - 12); i--) {
      const t = tokens[i]!;
      if (t.tokenType !== T.Word && t.tokenType !== T.Upper) continue;
      const lower = t.image.toLowerCase();
      const keyword = keywordTokenOf(lower);
      if (keyword === undefined) continue;
      if (this.reach(site, { at: i, remove: 1, insert: [tokenLike(keyword, lower, t)] }).accepted >= 1) {
        return diagnose("YGO1020", tokenSpan(site.file, t), [`'${t.image}'`, `'${lower}'`], { suggestion: lower });
      }
    }
    return undefined;
  }

  /** The word found is not a keyword but is close to one the grammar accepts there. */
  private misspeltWord(site: Site, expectedLabels: string[]): Diagnostic | undefined {
    const found = site.tokens[site.at]!;
    if (found.tokenType !== T.Name && found.tokenType !== T.Word && found.tokenType !== T.Upper) return undefined;
    const here = this.keywordsAt(site, site.at);
    const candidates = here.length > 0 ? here : expectedLabels.filter((l) => /^'[A-Za-z][A-Za-z/' -]*'$/.test(l)).map((l) => l.slice(1, -1));
    const match = this.workingSpelling(site, site.at, candidates);
    if (match === undefined) return undefined;
    const expected = listWords(here.length > 0 ? here.map((w) => `'${w}'`) : expectedLabels);
    return diagnose("YGO1002", tokenSpan(site.file, found), [`'${found.image}'`], { suggestion: match, ...(expected !== "" ? { expected } : {}) });
  }

  /**
   * `destory it`: a misspelt keyword is read as a name (a binding), so the parser stumbles only a
   * word or two later. Blame the name when a keyword the grammar accepts in its place is that close.
   */
  private misspeltName(site: Site): Diagnostic | undefined {
    const { tokens, at } = site;
    for (let i = at - 1; i >= Math.max(site.itemStart, at - 6); i--) {
      const t = tokens[i]!;
      if (SENTENCE_ENDS.has(t.tokenType)) break;
      if (t.tokenType !== T.Name || tokens[i - 1]?.tokenType === T.As) continue;
      const match = this.workingSpelling(site, i, this.keywordsAt(site, i));
      if (match !== undefined) return diagnose("YGO1002", tokenSpan(site.file, t), [`'${t.image}'`], { suggestion: match });
    }
    return undefined;
  }

  /** The closest of `candidates` to token `i`, if writing it there lets the parser read on. */
  private workingSpelling(site: Site, i: number, candidates: string[]): string | undefined {
    const t = site.tokens[i]!;
    const match = closestMatch(t.image, candidates);
    if (match === undefined || match === t.image) return undefined;
    const type = keywordTokenOf(match);
    if (type === undefined) return undefined;
    return this.reach(site, { at: i, remove: 1, insert: [tokenLike(type, match, t)] }).accepted >= 1 ? match : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // The effect header

  /** `ignition once per turn while …:` — the header parts are all there, in the wrong order. */
  private headerOrder(site: Site): Diagnostic | undefined {
    const { tokens, at, itemStart } = site;
    const rank = headerRank(tokens[at]!.tokenType);
    if (rank === undefined) return undefined;
    let colon = at;
    while (colon < site.cardEnd && tokens[colon]!.tokenType !== T.Colon) {
      if (SENTENCE_ENDS.has(tokens[colon]!.tokenType)) return undefined;
      colon++;
    }
    if (colon >= site.cardEnd) return undefined;
    const kind = tokens[itemStart]!.tokenType === T.Optional ? itemStart + 1 : itemStart;
    const parts: { rank: number; from: number }[] = [{ rank: 0, from: itemStart }];
    for (let i = kind + 1; i < colon; i++) {
      const type = tokens[i]!.tokenType;
      const r = headerRank(type);
      // `in` also occurs inside events and conditions (`in your hand`); it starts a part only right after the kind or where the parser stopped.
      if (r !== undefined && (type !== T.In || i === kind + 1 || i === at)) parts.push({ rank: r, from: i });
    }
    const mine = parts.find((p) => p.from === at);
    const before = parts.find((p) => p.rank > rank && p.from < at);
    if (mine === undefined || before === undefined) return undefined;
    const ranges = parts.map((p, k) => ({ rank: p.rank, toks: tokens.slice(p.from, parts[k + 1]?.from ?? colon) }));
    const ordered = [...ranges].sort((a, b) => a.rank - b.rank).flatMap((r) => r.toks);
    const works = this.reach(site, { at: itemStart, remove: colon - itemStart, insert: ordered }).finishes;
    const end = ranges.find((r) => r.toks[0] === tokens[at])!.toks;
    const span = spanOf(site.file, tokens[at]!, end[end.length - 1]!);
    const suggestion = works ? `${ordered.map((t) => t.image).join(" ")}:` : undefined;
    return diagnose("YGO1023", span, [capitalised(HEADER_PARTS[rank]!), HEADER_PARTS[before.rank]!], suggestion !== undefined ? { suggestion } : {});
  }

  // -------------------------------------------------------------------------------------------
  // Phrases

  /**
   * The phrase of the grammar nearest to what the author wrote from the error (or the word before
   * it) on: `is not destroyed by battle` -> `cannot be destroyed by battle`, `spell or trap cards` ->
   * `spell/trap cards`. A best-first search over the words the grammar accepts, bounded by the
   * edit distance to the author's text; a phrase is offered only if it is within a quarter of that
   * text and the card, reparsed with it, reads the sentence to its end.
   */
  private nearestPhrase(site: Site, fromWordBefore: boolean): Diagnostic | undefined {
    const { tokens, at } = site;
    let sentenceEnd = at;
    while (sentenceEnd < site.cardEnd && !SENTENCE_ENDS.has(tokens[sentenceEnd]!.tokenType)) sentenceEnd++;
    const clause = clauseStart(tokens, at, site.itemStart);
    let best: { cost: number; from: number; words: string[]; toks: IToken[]; replaced: number } | undefined;
    const budget = { steps: PHRASE_STEPS, reparses: PHRASE_REPARSES };
    for (const from of fromWordBefore ? [at - 1, at] : [at]) {
      if (from < clause || from >= sentenceEnd) continue;
      const found = this.phraseFrom(site, from, Math.min(sentenceEnd, from + PHRASE_WORDS), budget);
      if (found !== undefined && (best === undefined || found.cost < best.cost)) best = { ...found, from };
    }
    if (best === undefined) return undefined;

    // Show only the words that differ, with one word of context when a word is merely missing or extra.
    const author = tokens.slice(best.from, best.from + best.replaced);
    const shared = differingWords(author, best.words);
    let { p, q } = shared;
    if (p === author.length - q || p === best.words.length - q) {
      if (q > 0) q--;
      else if (p > 0) p--;
    }
    const first = author[p]!;
    const last = author[author.length - 1 - q]!;
    // Words the author wrote keep the author's spelling (`inflicts`, not the base form the search compares).
    const ownWord = (k: number): string | undefined => {
      const fromEnd = best.words.length - 1 - k;
      if (k < shared.p) return author[k]!.image;
      if (fromEnd < shared.q) return author[author.length - 1 - fromEnd]!.image;
      return undefined;
    };
    const suggestion = best.words
      .slice(p, best.words.length - q)
      .map((w, i) => ownWord(p + i) ?? w)
      .join(" ");
    const expected = listWords(this.keywordsAt(site, best.from + p).map((w) => `'${w}'`));
    let end = best.from + best.replaced;
    while (end < sentenceEnd && tokens[end]!.tokenType !== T.Comma) end++;
    const clauseEnd = tokens[end - 1]!;
    const repairedClause =
      this.text.slice(tokens[clause]!.startOffset, first.startOffset) +
      suggestion +
      this.text.slice((last.endOffset ?? last.startOffset) + 1, (clauseEnd.endOffset ?? clauseEnd.startOffset) + 1);
    const shown = this.text.slice(first.startOffset, (last.endOffset ?? last.startOffset) + 1);
    if (first === last && !KEYWORD_WORDS.has(first.tokenType.name) && !suggestion.includes(" ")) {
      // One unknown word for one keyword: a misspelling, past a word the parser stopped at.
      return diagnose("YGO1002", tokenSpan(site.file, first), [`'${shown}'`], { suggestion, ...(expected !== "" ? { expected } : {}) });
    }
    return diagnose("YGO1022", spanOf(site.file, first, last), [`'${shown}'`, `\`${repairedClause.replace(/\s+/g, " ")}\``], {
      suggestion,
      ...(expected !== "" ? { expected } : {}),
    });
  }

  private phraseFrom(
    site: Site,
    from: number,
    to: number,
    budget: { steps: number; reparses: number },
  ): { cost: number; words: string[]; toks: IToken[]; replaced: number } | undefined {
    const { tokens, at } = site;
    const author = tokens.slice(from, to);
    const words = author.map(normalWord);
    const target = words.join(" ");
    // bounds[j]: length of the first j words; a phrase must replace at least the word the parser stopped at.
    const bounds = [0];
    for (let j = 1; j <= words.length; j++) bounds.push(words.slice(0, j).join(" ").length);
    const need = at - from + 1;
    if (need > words.length) return undefined;
    // A quarter of the text, but a short text may still be missing a whole short word (`your`).
    const limit = (chars: number): number => Math.max(5, Math.floor(chars / 4));
    const prefix = tokens.slice(site.itemStart, from);
    interface State {
      toks: IToken[];
      words: string[];
      row: number[];
      key: number;
    }
    const frontier: State[] = [{ toks: [], words: [], row: Array.from({ length: target.length + 1 }, (_, k) => k), key: 0 }];
    type Found = { cost: number; words: string[]; toks: IToken[]; replaced: number; change: string };
    let best: Found | undefined;
    // A second repair nearly as close makes the first a guess (`Warrior  on the field`: card? monster? token?).
    let rival: Found | undefined;
    while (frontier.length > 0 && budget.steps > 0) {
      let pick = 0;
      for (let i = 1; i < frontier.length; i++) {
        const a = frontier[i]!;
        const b = frontier[pick]!;
        if (a.key < b.key || (a.key === b.key && a.toks.length > b.toks.length)) pick = i;
      }
      const s = frontier.splice(pick, 1)[0]!;
      // Rivals are looked for one edit beyond the limit: a repair right at the limit is no less a guess.
      if (s.key > limit(target.length) + 1 || (best !== undefined && s.key > best.cost + 1) || rival !== undefined) break;
      for (let j = need; j <= words.length && s.toks.length > 0; j++) {
        const cost = s.row[bounds[j]!]!;
        if (cost === 0 || cost > limit(target.length) + 1 || (best !== undefined && cost > best.cost + 1) || budget.reparses <= 0) continue;
        const change = rewriteOf(author.slice(0, j), s.words);
        if (change === undefined || change === best?.change) continue;
        budget.reparses--;
        if (!this.reach(site, { at: from, remove: j, insert: s.toks }).finishes) continue;
        const found = { cost, words: s.words, toks: s.toks, replaced: j, change };
        if (cost > limit(target.length)) {
          if (best !== undefined && cost <= best.cost + 1) rival = found;
        } else if (best === undefined || cost < best.cost) {
          if (best !== undefined && best.cost <= cost + 1) rival = best;
          best = found;
        } else {
          rival = found;
        }
      }
      if (s.toks.length > words.length + 2) continue;
      budget.steps--;
      // The author's word next to the best-aligned point: names, numbers and card names are copied, never invented.
      let kmin = 0;
      for (let k = 1; k < s.row.length; k++) if (s.row[k]! < s.row[kmin]!) kmin = k;
      let aligned = 0;
      while (aligned < words.length && bounds[aligned + 1]! <= kmin) aligned++;
      for (const next of nextTokens([...prefix, ...s.toks])) {
        let word = wordOf(next.type);
        let tok: IToken | undefined;
        if (word !== undefined) {
          if (!/[a-z]/i.test(word)) continue;
          tok = tokenLike(next.type, word, author[0]!);
        } else if (author[aligned]?.tokenType === next.type) {
          tok = author[aligned]!;
          word = tok.image;
        } else {
          continue;
        }
        const row = extendDistanceRow(s.row, s.words.length > 0 ? ` ${word}` : word, target);
        const key = Math.min(...row);
        if (key <= limit(target.length) + 1) frontier.push({ toks: [...s.toks, tok], words: [...s.words, word], row, key });
      }
    }
    return rival === undefined ? best : undefined;
  }

  /**
   * A complete phrase followed by a word that no phrase continues with: `special summon it to your
   * opponent's field`, `"Gravekeeper's" monster`. Says what was read and what could follow.
   */
  private noSuchContinuation(site: Site): Diagnostic | undefined {
    const { tokens, itemStart } = site;
    // The parser stops before a word an outer gate refused (`reveal cards from the top …` stops at
    // `from`); the grammar alone says which word is the first that nothing continues with.
    let x = site.at;
    let next = nextTokens(tokens.slice(itemStart, x));
    while (x + 1 < site.cardEnd && x - site.at < 4 && next.some((n) => n.type === tokens[x]!.tokenType)) {
      x++;
      next = nextTokens(tokens.slice(itemStart, x));
    }
    if (next.length === 0 || x <= itemStart) return undefined;
    const start = clauseStart(tokens, x - 1, itemStart);
    const from = Math.max(start, x - 8);
    const last = tokens[x - 1]!;
    const read = (from > start ? "… " : "") + this.text.slice(tokens[from]!.startOffset, (last.endOffset ?? last.startOffset) + 1);
    const word = tokens[x]!;
    const hint = quotedNameHint(last, word) ?? templateHint(next, tokens[start]!.tokenType);
    const expected = listWords(next.map((n) => n.type.LABEL ?? n.type.name));
    return diagnose("YGO1021", tokenSpan(site.file, word), [read.replace(/\s*\n\s*/g, " "), `'${word.image}'`], {
      ...(expected !== "" ? { expected } : {}),
      ...(hint !== undefined ? { hint } : {}),
    });
  }
}

/** The order of the parts of an effect header, by the word that starts each (the kind is 0). */
function headerRank(type: TokenType): number | undefined {
  if (type === T.In) return 1;
  if (type === T.When || type === T.If || type === T.During) return 2;
  if (type === T.While) return 3;
  if (type === T.Once) return 4;
  return undefined;
}

const HEADER_PARTS: Record<number, string> = {
  1: "the zone (`in …`)",
  2: "the timing (`when`/`if`/`during …`)",
  3: "the condition (`while …`)",
  4: "the usage limit (`once per …`)",
};

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The first token of the clause holding token `i`: after the last sentence end or `,` and its connector. */
function clauseStart(tokens: IToken[], i: number, itemStart: number): number {
  let start = i;
  while (start > itemStart && !SENTENCE_ENDS.has(tokens[start - 1]!.tokenType) && tokens[start - 1]!.tokenType !== T.Comma) start--;
  while (start < i && (tokens[start]!.tokenType === T.Then || tokens[start]!.tokenType === T.Also)) start++;
  return start;
}

/** The author's words and a phrase's words without the words they share at the start and at the end. */
function differingWords(author: readonly IToken[], words: readonly string[]): { p: number; q: number } {
  const authorWords = author.map(normalWord);
  let p = 0;
  while (p < authorWords.length && p < words.length && sameWord(authorWords[p]!, words[p]!)) p++;
  let q = 0;
  while (q < authorWords.length - p && q < words.length - p && sameWord(authorWords[authorWords.length - 1 - q]!, words[words.length - 1 - q]!)) q++;
  return { p, q };
}

/**
 * The change a rewrite of the author's words makes (`is not -> cannot be`), or undefined when it
 * is another sentence rather than a repair. A repair adds a word or two, drops one, or rewrites one
 * run of words keeping at least one of them inside a new word (`not` in `cannot`, `spell` and
 * `trap` in `spell/trap`, a misspelt word in its correction) and most of their letters. Not a
 * repair: a swap of words that merely look alike (`this` -> `them`, `the` -> `a other`), changes in
 * two places at once, or a two-letter word taken for another (`it` -> `is`).
 */
function rewriteOf(author: readonly IToken[], words: readonly string[]): string | undefined {
  const { p, q } = differingWords(author, words);
  const mine = author.slice(p, author.length - q);
  const theirs = words.slice(p, words.length - q).map((w) => w.toLowerCase());
  const a = mine.map((t) => normalWord(t).toLowerCase());
  const change = `${a.join(" ")} -> ${theirs.join(" ")}`;
  // Dropping more than one of the author's words loses what they meant (`your  cannot add` -> `add`).
  if (theirs.length === 0) return mine.length === 1 ? change : undefined;
  if (mine.length === 0) return theirs.length <= 2 ? change : undefined;
  if (a.some((w) => theirs.includes(w))) return undefined;
  if (mine.length === 1 && a[0]!.length < MIN_MISSPELT_LENGTH) return undefined;
  const kept = mine.some((t, i) => {
    const w = a[i]!;
    if (theirs.some((x) => x.startsWith(w) || x.endsWith(w))) return true;
    return !KEYWORD_WORDS.has(t.tokenType.name) && theirs.some((x) => editDistance(w, x) <= maxSuggestionDistance(w));
  });
  if (!kept) return undefined;
  const joinedMine = a.join(" ");
  const joinedTheirs = theirs.join(" ");
  return editDistance(joinedMine, joinedTheirs) * 3 <= Math.max(joinedMine.length, joinedTheirs.length) * 2 ? change : undefined;
}

/** A token as a word to compare: a keyword in its base form (`cards` -> `card`), anything else as written. */
function normalWord(t: IToken): string {
  return KEYWORD_WORDS.get(t.tokenType.name) ?? t.image;
}

function sameWord(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

const NOUN_TOKENS = new Set<TokenType>([T.Card, T.Monster, T.Spell, T.Trap, T.SpellTrap, T.Token]);

/** `"Gravekeeper's" monster`: a quoted name taken for an archetype. */
function quotedNameHint(before: IToken, word: IToken): string | undefined {
  if (before.tokenType !== T.StringLit || !NOUN_TOKENS.has(word.tokenType)) return undefined;
  return 'A quoted name is the exact name of one card and is itself the noun (`all "Sheep Token"`); for a series, filter by the name: `all monsters with "Gravekeeper\'s" in its name on the field`.';
}

/** Longest template shown in a hint; longer ones (a whole selector's alternatives) say less than the expected words. */
const MAX_TEMPLATE = 480;

/** Rules too general to be worth showing as the template of what was being read. */
const GENERAL_RULES = new Set(["file", "card", "item", "effect", "effectBody", "actionSeq", "action", "costClause", "targetClause", "optionBody", "optionsBlock"]);

/**
 * The template of the rule the words that can follow belong to (the deepest rule they share):
 * `special summon <cards> [in <position> …] [as <name>]` for what can follow `special summon it`.
 */
function templateHint(next: { type: TokenType; ruleStack: string[] }[], clauseFirst: TokenType): string | undefined {
  const stacks = next.filter((n) => /[A-Za-z]/.test(n.type.LABEL ?? "")).map((n) => n.ruleStack);
  if (stacks.length === 0) return undefined;
  let depth = 0;
  while (stacks.every((s) => depth < s.length && s[depth] === stacks[0]![depth])) depth++;
  const shared = stacks[0]!.slice(0, depth);
  const rule = shared[shared.length - 1];
  if (rule === undefined || GENERAL_RULES.has(rule)) return undefined;
  const template = ruleTemplate(rule, clauseFirst);
  if (template === undefined) return undefined;
  const parent = shared[shared.length - 2];
  const subject = parent === "subjectAction" ? "<cards> " : parent === "playerAction" ? "<player> " : "";
  return `Here the language reads \`${subject}${template}\`; grammar/README.md shows what each part can be.`;
}

/** The words a card item can start with. */
const ITEM_START = [
  "optional", "activate", "ignition", "trigger", "flip", "quick", "continuous", "maintenance", "procedure",
  "materials", "counter", "cannot", "remains",
].map((w) => `'${w}'`);

const VERB_TOKENS = new Set([
  T.Destroy, T.Send, T.Banish, T.Return, T.Add, T.Place, T.Discard, T.Tribute, T.Summon, T.Change, T.Flip,
  T.Of, T.Equip, T.Bind, T.Reveal, T.Control,
].map((t) => t.name));

function isVerbToken(t: IToken): boolean {
  return VERB_TOKENS.has(t.tokenType.name);
}

/** "did you mean", without a reparse: compares a word the parser did not expect with the keywords it did expect. */
function spellingSuggestion(found: IToken, expectedLabels: string[]): string | undefined {
  const type = found.tokenType;
  const isWordLike = type === T.Name || type === T.Word || type === T.Upper;
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

function spanOf(file: string, first: IToken, last: IToken): Span {
  const a = tokenSpan(file, first);
  const b = tokenSpan(file, last);
  return { file, start: a.start, end: b.end };
}

function pointSpan(file: string, offset: number, line: number, column: number, length = 0): Span {
  return { file, start: { offset, line, column }, end: { offset: offset + length, line, column: column + length } };
}

function endSpan(file: string, text: string): Span {
  const lines = text.split("\n");
  const last = lines[lines.length - 1] ?? "";
  return pointSpan(file, text.length, lines.length, last.length + 1);
}
