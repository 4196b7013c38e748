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
 * Decisions every path of which is one token long are left to Chevrotain (it already builds a
 * token → alternative map for them), as are grammars with token categories or dynamic tokens.
 */
import type { IOrAlt, LookaheadSequence, OptionalProductionType, Rule, TokenType } from "chevrotain";
import { getLookaheadPaths, LLkLookaheadStrategy } from "./chevrotain.js";

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

function allOneToken(seqs: LookaheadSequence[]): boolean {
  return seqs.every((alt) => alt.every((path) => path.length === 1));
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
  override buildLookaheadForAlternation(options: {
    prodOccurrence: number;
    rule: Rule;
    maxLookahead: number;
    hasPredicates: boolean;
    dynamicTokensEnabled: boolean;
  }): (orAlts?: IOrAlt<unknown>[] | undefined) => number | undefined {
    const seqs = getLookaheadPaths({
      occurrence: options.prodOccurrence,
      rule: options.rule,
      prodType: "Alternation",
      maxLookahead: options.maxLookahead,
    });
    if (options.dynamicTokensEnabled || usesCategories(seqs) || allOneToken(seqs)) {
      return super.buildLookaheadForAlternation(options);
    }
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
    const seqs = getLookaheadPaths({
      occurrence: options.prodOccurrence,
      rule: options.rule,
      prodType: options.prodType,
      maxLookahead: options.maxLookahead,
    });
    const inside = seqs.slice(0, 1);
    if (options.dynamicTokensEnabled || usesCategories(inside) || allOneToken(inside)) {
      return super.buildLookaheadForOptional(options);
    }
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
