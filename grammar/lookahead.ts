/**
 * A faster form of Chevrotain's LL(k) decisions, with exactly the same answers.
 *
 * For an OR/MANY/OPTION that one token cannot decide, Chevrotain's lookahead function tries every
 * lookahead path of every alternative in order, comparing tokens one by one; a decision between a
 * few selector-led alternatives has hundreds of paths, nearly all of which fail on their first
 * token. Here the paths are indexed by their first token once, when the parser is built: a decision
 * looks the next token up in a table and compares the rest of only the paths that start with it,
 * still in the original order (alternative by alternative, path by path), so the alternative chosen
 * — and every error and recovery that follows from it — is the one Chevrotain would choose.
 *
 * Grammars with token categories or dynamic tokens are left to Chevrotain.
 *
 * Computing the paths is most of the cost of building the parser (some 0.4 s for this grammar), and
 * they depend on the grammar alone: `grammar/lookahead.json` keeps them, under a hash of the
 * grammar, and a parser whose grammar has that hash reads them from there instead (`npm run grammar`
 * writes the file; a test fails when it is stale, and a stale file is only ignored).
 */
import { createHash } from "node:crypto";
import type { IOrAlt, LookaheadSequence, OptionalProductionType, Rule, TokenType } from "chevrotain";
import { getLookaheadPaths, LLkLookaheadStrategy, serializeGrammar } from "./chevrotain.js";

/**
 * The lookahead paths of every decision of a grammar, as token-name indexes: what
 * `grammar/lookahead.json` holds. `decisions[key][alt][path]` lists `tokens` indexes.
 */
export interface KnownPaths {
  grammar: string;
  tokens: string[];
  decisions: Record<string, number[][][]>;
}

/** The hash a grammar's {@link KnownPaths} are kept under. */
export function grammarHash(rules: Rule[], maxLookahead: number): string {
  return createHash("sha256").update(String(maxLookahead)).update("\0").update(JSON.stringify(serializeGrammar(rules))).digest("hex");
}

/** A lookahead path after its first token (token type indexes), and the alternative it leads to. */
interface PathRest {
  alt: number;
  rest: number[];
}

/** What the lookahead functions see of the parser. */
interface Lookahead {
  LA_FAST(k: number): { tokenTypeIdx: number };
}

function idx(t: TokenType): number {
  return t.tokenTypeIdx!;
}

function usesCategories(seqs: LookaheadSequence[]): boolean {
  return seqs.some((alt) => alt.some((path) => path.some((t) => t.categoryMatches !== undefined && t.categoryMatches.length > 0)));
}

/**
 * For each first token, the paths (rest, alternative) in the original order; paths that are empty
 * match any token, so they are in every bucket and also make the fallback bucket.
 */
function indexPaths(seqs: LookaheadSequence[]): { table: (PathRest[] | undefined)[]; fallback: PathRest[] } {
  const firsts = new Set<number>();
  for (const alt of seqs) for (const path of alt) if (path.length > 0) firsts.add(idx(path[0]!));
  const table: (PathRest[] | undefined)[] = [];
  const fallback: PathRest[] = [];
  seqs.forEach((alt, a) => {
    for (const path of alt) if (path.length === 0) fallback.push({ alt: a, rest: [] });
  });
  for (const first of firsts) {
    const bucket: PathRest[] = [];
    seqs.forEach((alt, a) => {
      for (const path of alt) {
        if (path.length === 0 || idx(path[0]!) === first) bucket.push({ alt: a, rest: path.slice(1).map(idx) });
      }
    });
    table[first] = bucket;
  }
  return { table, fallback };
}

function restMatches(parser: Lookahead, rest: number[]): boolean {
  for (let i = 0; i < rest.length; i++) {
    if (parser.LA_FAST(i + 2).tokenTypeIdx !== rest[i]) return false;
  }
  return true;
}

export class IndexedLookaheadStrategy extends LLkLookaheadStrategy {
  private readonly maxK: number;
  private readonly known: KnownPaths | undefined;
  private readonly byName: Map<string, TokenType>;
  private usable = false;
  private hash = "";
  /** Every decision's paths asked for so far, by decision key (for writing `lookahead.json`). */
  private readonly asked = new Map<string, LookaheadSequence[]>();

  constructor(options: { maxLookahead: number; tokens: readonly TokenType[]; known?: KnownPaths }) {
    super({ maxLookahead: options.maxLookahead });
    this.maxK = options.maxLookahead;
    this.known = options.known;
    this.byName = new Map(options.tokens.map((t) => [t.name, t]));
  }

  override initialize(options: { rules: Rule[] }): void {
    super.initialize?.(options);
    if (this.known === undefined) return;
    this.hash = grammarHash(options.rules, this.maxK);
    this.usable = this.known.grammar === this.hash && this.known.tokens.every((n) => this.byName.has(n));
  }

  /** Whether the parser read its paths from the known ones (their grammar hash matched). */
  get usedKnownPaths(): boolean {
    return this.usable;
  }

  /** The paths of one decision: known, or computed by Chevrotain (and remembered). */
  paths(rule: Rule, prodType: "Alternation" | OptionalProductionType, occurrence: number, maxLookahead: number): LookaheadSequence[] {
    const key = `${rule.name}#${prodType}#${occurrence}#${maxLookahead}`;
    let seqs = this.asked.get(key);
    if (seqs !== undefined) return seqs;
    const stored = this.usable ? this.known!.decisions[key] : undefined;
    seqs =
      stored !== undefined
        ? stored.map((alt) => alt.map((path) => path.map((i) => this.byName.get(this.known!.tokens[i]!)!)))
        : getLookaheadPaths({ occurrence, rule, prodType, maxLookahead });
    this.asked.set(key, seqs);
    return seqs;
  }

  /** The paths of every decision asked for, under `grammar`'s hash: what `lookahead.json` is written from. */
  table(rules: Rule[]): KnownPaths {
    const tokens: string[] = [];
    const index = new Map<string, number>();
    const decisions: Record<string, number[][][]> = {};
    for (const [key, seqs] of [...this.asked].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      decisions[key] = seqs.map((alt) =>
        alt.map((path) =>
          path.map((t) => {
            let i = index.get(t.name);
            if (i === undefined) index.set(t.name, (i = tokens.push(t.name) - 1));
            return i;
          }),
        ),
      );
    }
    return { grammar: grammarHash(rules, this.maxK), tokens, decisions };
  }

  override buildLookaheadForAlternation(options: {
    prodOccurrence: number;
    rule: Rule;
    maxLookahead: number;
    hasPredicates: boolean;
    dynamicTokensEnabled: boolean;
  }): (orAlts?: IOrAlt<unknown>[] | undefined) => number | undefined {
    if (options.dynamicTokensEnabled) return super.buildLookaheadForAlternation(options);
    const seqs = this.paths(options.rule, "Alternation", options.prodOccurrence, options.maxLookahead);
    if (usesCategories(seqs)) return super.buildLookaheadForAlternation(options);
    const { table, fallback } = indexPaths(seqs);
    if (options.hasPredicates) {
      return function (this: Lookahead, orAlts?: IOrAlt<unknown>[]): number | undefined {
        const bucket = table[this.LA_FAST(1).tokenTypeIdx] ?? fallback;
        for (let i = 0; i < bucket.length; i++) {
          const { alt, rest } = bucket[i]!;
          const gate = orAlts?.[alt]?.GATE;
          if (gate !== undefined && gate.call(this) === false) continue;
          if (restMatches(this, rest)) return alt;
        }
        return undefined;
      };
    }
    return function (this: Lookahead): number | undefined {
      const bucket = table[this.LA_FAST(1).tokenTypeIdx] ?? fallback;
      for (let i = 0; i < bucket.length; i++) {
        const entry = bucket[i]!;
        if (restMatches(this, entry.rest)) return entry.alt;
      }
      return undefined;
    };
  }

  override buildLookaheadForOptional(options: {
    prodOccurrence: number;
    prodType: OptionalProductionType;
    rule: Rule;
    maxLookahead: number;
    dynamicTokensEnabled: boolean;
  }): () => boolean {
    if (options.dynamicTokensEnabled) return super.buildLookaheadForOptional(options);
    const seqs = this.paths(options.rule, options.prodType, options.prodOccurrence, options.maxLookahead);
    const inside = seqs.slice(0, 1);
    if (usesCategories(inside)) return super.buildLookaheadForOptional(options);
    const { table, fallback } = indexPaths(inside);
    if (fallback.length > 0) return () => true;
    return function (this: Lookahead): boolean {
      const bucket = table[this.LA_FAST(1).tokenTypeIdx];
      if (bucket === undefined) return false;
      for (let i = 0; i < bucket.length; i++) {
        if (restMatches(this, bucket[i]!.rest)) return true;
      }
      return false;
    };
  }
}
