/**
 * What the grammar allows at a point of a broken script, for syntax diagnostics.
 *
 * The parser's own error says only what its last decision wanted; these helpers ask the grammar
 * as a whole: which tokens can come after a prefix of a card item (Chevrotain's content assist),
 * whether an edited card parses further than the original (to offer only repairs that work), and
 * how a rule is written (a one-line template rendered from the grammar, so it never goes stale).
 */
import type { IProduction, IToken, TokenType } from "chevrotain";
import { Alternation, Alternative, createTokenInstance, NonTerminal, Option, Repetition, RepetitionMandatory, RepetitionMandatoryWithSeparator, RepetitionWithSeparator, Terminal } from "./chevrotain.js";
import { cardParser } from "./parser.js";
import * as T from "./tokens.js";

/** A token that can come next, and the rules (outermost first) it would be read in. */
export interface NextToken {
  type: TokenType;
  ruleStack: string[];
}

/**
 * The tokens that can follow `prefix`, which starts at the first token of a card item; empty when
 * the prefix itself cannot be read. Gates are not consulted, so a token listed may still be refused
 * by the parser in a few places (an outer `and`/`or`): callers validate repairs by reparsing.
 */
export function nextTokens(prefix: IToken[]): NextToken[] {
  const out: NextToken[] = [];
  const seen = new Set<TokenType>();
  for (const s of cardParser().computeContentAssist("item", prefix)) {
    if (seen.has(s.nextTokenType)) continue;
    seen.add(s.nextTokenType);
    out.push({ type: s.nextTokenType, ruleStack: s.ruleStack });
  }
  return out;
}

/**
 * Index of the first token at or after `from` that the parser does not accept when `tokens` (one
 * card, from its `card` keyword) are parsed; `tokens.length` when every such token is accepted.
 * Errors before `from` are someone else's and do not count.
 */
export function firstErrorFrom(tokens: IToken[], from: number): number {
  const index = new Map<IToken, number>();
  tokens.forEach((t, i) => index.set(t, i));
  cardParser().input = tokens;
  cardParser().card();
  let first = tokens.length;
  for (const e of cardParser().errors) {
    const i = index.get(e.token) ?? tokens.length;
    if (i >= from && i < first) first = i;
  }
  return first;
}

/** A token of `type` standing where `like` stands (for edited copies of a token list). */
export function tokenLike(type: TokenType, image: string, like: IToken): IToken {
  const t = createTokenInstance(
    type,
    image,
    like.startOffset,
    like.endOffset ?? like.startOffset,
    like.startLine ?? 1,
    like.endLine ?? 1,
    like.startColumn ?? 1,
    like.endColumn ?? 1,
  );
  t.tokenTypeIdx = type.tokenTypeIdx!;
  return t;
}

/** The word a token type is written as in suggestions: its base form, or undefined for names, numbers… */
export function wordOf(type: TokenType): string | undefined {
  const label = type.LABEL;
  return label !== undefined && /^'.+'$/.test(label) ? label.slice(1, -1) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Templates

/** Rules shown as a placeholder in templates: what the author writes there, in words. */
const PLACEHOLDERS: Record<string, string> = {
  selector: "cards",
  reference: "card",
  cardSet: "cards",
  expr: "number",
  term: "number",
  exprPrimary: "number",
  condition: "condition",
  andCondition: "condition",
  conditionAtom: "condition",
  event: "event",
  action: "action",
  playerAction: "player> <action",
  plainCardSet: "cards",
  playerRef: "player",
  playerPoss: "player's",
  owner: "whose",
  zoneWord: "zone",
  battlePosition: "position",
  phaseName: "phase",
  counterName: "counter kind",
  restriction: "restriction",
  activationNoun: "what is activated",
  cardEffects: "card effects",
  permission: "permission",
  qualifier: "qualifier",
  noun: "noun",
  filters: "with …",
  filter: "filter",
  place: "place",
  count: "count",
  statName: "stat",
  stats: "ATK/DEF",
  forEach: "for each …",
  summonKinds: "summon kind",
  declareKind: "what is declared",
  compareOp: "comparison",
  effectBody: "body",
  optionBody: "{ body }",
  timing: "timing",
  headerCondition: "while …",
  usageLimit: "once per …",
  historyPeriod: "period",
  pastEvent: "what happened",
  cardState: "state",
  topOfDeck: "cards",
  delayedTiming: "when|during …",
  wouldDestroy: "that would destroy …",
  location: "in zone",
};

const TERMINAL_WORDS = new Map<TokenType, string>([
  [T.StringLit, '"<card name>"'],
  [T.NumberLit, "N"],
  [T.Name, "<name>"],
  [T.Word, "<Race>"],
  [T.Upper, "<ATTRIBUTE>"],
]);

/** The first terminal a production can start with (through rules), for picking alternatives. */
function startsWith(prods: IProduction[], type: TokenType, depth = 0): boolean {
  // Every production but a terminal has a definition; IProduction does not say so.
  const def = (p: IProduction): IProduction[] => (p as unknown as { definition: IProduction[] }).definition;
  const first = prods[0];
  if (first === undefined || depth > 8) return false;
  if (first instanceof Terminal) return first.terminalType === type;
  if (first instanceof NonTerminal) return startsWith(first.referencedRule.definition, type, depth + 1);
  if (first instanceof Alternation) return first.definition.some((a) => startsWith(def(a), type, depth + 1));
  if (first instanceof Alternative || first instanceof RepetitionMandatory || first instanceof RepetitionMandatoryWithSeparator) {
    return startsWith(first.definition, type, depth + 1);
  }
  // An optional part may be skipped: the alternative can start with what follows it as well.
  if (first instanceof Option || first instanceof Repetition || first instanceof RepetitionWithSeparator) {
    return startsWith(first.definition, type, depth + 1) || startsWith(prods.slice(1), type, depth);
  }
  return false;
}

/** `inSequence`: whether the caller puts the result next to other words (an alternation then needs parentheses). */
function renderSeq(prods: IProduction[], depth: number, inSequence = false): string {
  return prods.map((p) => renderOne(p, depth, inSequence || prods.length > 1)).join(" ");
}

function renderOne(p: IProduction, depth: number, inSequence: boolean): string {
  if (p instanceof Terminal) return TERMINAL_WORDS.get(p.terminalType) ?? wordOf(p.terminalType) ?? p.terminalType.name;
  if (p instanceof NonTerminal) {
    const name = p.nonTerminalName;
    const placeholder = PLACEHOLDERS[name];
    if (placeholder !== undefined || depth >= 3) return `<${placeholder ?? name}>`;
    return renderSeq(p.referencedRule.definition, depth + 1, inSequence);
  }
  if (p instanceof Option) return `[${renderSeq(p.definition, depth)}]`;
  if (p instanceof Repetition || p instanceof RepetitionWithSeparator) return `[${renderSeq(p.definition, depth)}]…`;
  if (p instanceof RepetitionMandatory || p instanceof RepetitionMandatoryWithSeparator) {
    const inner = renderSeq(p.definition, depth);
    return p.definition.length > 1 ? `(${inner})…` : `${inner}…`;
  }
  if (p instanceof Alternation) {
    const alts = p.definition.map((a) => renderSeq((a as Alternative).definition, depth));
    const joined = alts.join(" | ");
    return inSequence && alts.length > 1 ? `(${joined})` : joined;
  }
  if (p instanceof Alternative) return renderSeq(p.definition, depth, inSequence);
  return "…";
}

/**
 * How a rule is written, as a one-line template: `special summon <cards> [in <position> [or
 * <position>]…] [as <name>]`. With `first`, only the alternatives that start with that token are
 * shown (`banish <cards> [as <name>]` rather than every way of moving a card).
 */
export function ruleTemplate(rule: string, first?: TokenType): string | undefined {
  const r = cardParser().getGAstProductions()[rule];
  if (r === undefined) return undefined;
  let prods = r.definition;
  const top = prods[0];
  if (first !== undefined && top instanceof Alternation) {
    const alts = top.definition.filter((a) => startsWith((a as Alternative).definition, first));
    if (alts.length > 0) prods = [new Alternation({ definition: alts }), ...prods.slice(1)];
  }
  return renderSeq(prods, 0).replace(/\s+/g, " ").trim();
}
