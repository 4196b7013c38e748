/**
 * Rules about selectors and the words in them: qualifiers (race, attribute, type, face,
 * position), quoted card names, counter kinds, and counts that cannot be right.
 */
import type { CardSet, Condition, Effect, Expr, Noun, QualifierWord, Selector } from "./ast.js";
import { diagnose } from "./catalogue.js";
import { walkCondition, walkEffect, walkSelector, type Visitor } from "./check-walk.js";
import {
  COUNTER_KINDS,
  NOUN_PLURALS,
  NOUN_QUALIFIERS,
  QUALIFIER_WORDS,
  SPELL_ONLY_TYPES,
  TRAP_ONLY_TYPES,
  counterKind,
  type QualifierCategory,
} from "./check-tables.js";
import { article } from "./check-describe.js";
import type { CardContext, ResolvedQualifier } from "./check-types.js";
import type { Span } from "./span.js";
import { closestMatch } from "./spelling.js";

const CATEGORIES = Object.keys(QUALIFIER_WORDS) as QualifierCategory[];
const ALL_WORDS = [...new Set(CATEGORIES.flatMap((c) => QUALIFIER_WORDS[c]))];

const CATEGORY_HINTS: Record<QualifierCategory, string> = {
  race: "Races, attributes and monster types describe monsters; write `monster` or `card` after them.",
  attribute: "Races, attributes and monster types describe monsters; write `monster` or `card` after them.",
  "monster type": "Races, attributes and monster types describe monsters; write `monster` or `card` after them.",
  "card type": "Card types like `quick-play` or `counter` describe spell and trap cards.",
  face: "",
  "battle position": "Only monsters have a battle position.",
  summon: "Only monsters are summoned.",
};

/** Which category a word belongs to for this noun: the first that fits, else the first it is in at all. */
function classify(word: string, noun: Noun): { category: QualifierCategory; fits: boolean } | undefined {
  const allowed = NOUN_QUALIFIERS[noun.kind];
  for (const c of allowed) if (QUALIFIER_WORDS[c].includes(word)) return { category: c, fits: typeFits(word, c, noun) };
  for (const c of CATEGORIES) if (QUALIFIER_WORDS[c].includes(word)) return { category: c, fits: false };
  return undefined;
}

function typeFits(word: string, c: QualifierCategory, noun: Noun): boolean {
  if (c !== "card type") return true;
  if (noun.kind === "spell card") return !TRAP_ONLY_TYPES.includes(word);
  if (noun.kind === "trap card") return !SPELL_ONLY_TYPES.includes(word);
  return true;
}

function checkQualifier(ctx: CardContext, w: QualifierWord, set: CardSet, out: ResolvedQualifier[]): void {
  const hit = classify(w.word, set.noun);
  if (hit === undefined) {
    // Case slips (`warrior`, `Dark`) are the most common; suggest the canonical spelling first.
    const sameLetters = ALL_WORDS.find((x) => x.toLowerCase() === w.word.toLowerCase());
    const suggestion = sameLetters ?? closestMatch(w.word, ALL_WORDS);
    ctx.report(diagnose("YGO2070", w.span, [w.word], suggestion === undefined ? {} : { suggestion }));
    return;
  }
  if (!hit.fits) {
    const nouns = NOUN_PLURALS[set.noun.kind];
    const hint = CATEGORY_HINTS[hit.category] || `\`${w.word}\` does not describe ${nouns}.`;
    ctx.report(diagnose("YGO2071", w.span, [w.word, article(hit.category), nouns, hint]));
    return;
  }
  out.push({ word: w, category: hit.category, value: w.word });
}

export function checkCardName(ctx: CardContext, name: string, span: Span): void {
  if (ctx.db.byName(name) !== undefined) return;
  const suggestion = closestMatch(name, ctx.db.names);
  ctx.report(diagnose("YGO2004", span, [name], suggestion === undefined ? {} : { suggestion }));
}

export function checkCounter(ctx: CardContext, written: string, span: Span): string {
  const c = counterKind(written);
  if (!c.known) {
    const suggestion = closestMatch(c.kind, COUNTER_KINDS);
    const known = COUNTER_KINDS.map((k) => `${k} counter`).join(", ");
    ctx.report(diagnose("YGO2072", span, [written, known], suggestion === undefined ? {} : { suggestion: `${suggestion} counter` }));
  }
  return c.kind;
}

/** Reports a zero where a count must be positive. */
export function checkPositive(ctx: CardContext, n: number, span: Span, what: string): void {
  if (n === 0) ctx.report(diagnose("YGO2048", span, [what]));
}

function checkCount(ctx: CardContext, s: CardSet): void {
  const c = s.count;
  if (c.kind === "exactly" || c.kind === "upTo") checkPositive(ctx, c.n, s.span, "a count");
  if (c.kind === "range") {
    if (c.min > c.max) ctx.report(diagnose("YGO2049", s.span, [c.min, c.max]));
    else checkPositive(ctx, c.max, s.span, "a count");
  }
}

function numberIn(e: Expr): number | undefined {
  return e.kind === "Num" ? e.value : undefined;
}

/** A visitor applying the selector rules; qualifiers resolved go to `out`. */
export function selectorRules(ctx: CardContext, out: ResolvedQualifier[]): Visitor {
  return {
    selector: (s: Selector) => {
      if (s.kind === "CardSet") {
        for (const q of s.qualifiers) for (const w of q.options) checkQualifier(ctx, w, s, out);
        if (s.noun.kind === "named") {
          checkCardName(ctx, s.noun.name, s.noun.span);
          for (const o of s.noun.or ?? []) checkCardName(ctx, o.name, o.span);
        }
        for (const f of s.filters) {
          if (f.kind === "CounterFilter") checkCounter(ctx, f.counter, f.span);
          else if (f.kind === "NameFilter" && !ctx.db.names.some((n) => n.includes(f.text)) && !ctx.db.cards.some((c) => c.series?.includes(f.text) === true)) ctx.report(diagnose("YGO2083", f.span, [f.text]));
        }
        if (s.summonedThisTurn === true && !NOUN_QUALIFIERS[s.noun.kind].includes("summon")) {
          ctx.report(diagnose("YGO2071", s.span, ["summoned this turn", article("summon"), NOUN_PLURALS[s.noun.kind], CATEGORY_HINTS.summon]));
        }
        checkCount(ctx, s);
      } else if (s.kind === "TopOfDeck") {
        const n = numberIn(s.count);
        if (n !== undefined) checkPositive(ctx, n, s.span, "a count");
      }
    },
    expr: (e: Expr) => {
      if (e.kind === "CountersOn") checkCounter(ctx, e.counter, e.span);
      if (e.kind === "ForEach" && e.per.kind === "CountCounters") checkCounter(ctx, e.per.counter, e.per.span);
    },
    enterAction: (a) => {
      switch (a.kind) {
        case "Counters": {
          checkCounter(ctx, a.counter, a.span);
          const n = numberIn(a.count);
          if (n !== undefined) checkPositive(ctx, n, a.count.span, "a counter change");
          break;
        }
        case "Draw": {
          const n = numberIn(a.count);
          if (n !== undefined) checkPositive(ctx, n, a.count.span, "a draw");
          break;
        }
        case "Damage":
        case "LifePoints": {
          const n = numberIn(a.amount);
          if (n !== undefined) checkPositive(ctx, n, a.amount.span, a.kind === "Damage" ? "damage" : "an LP change");
          break;
        }
        case "ModifyStat": {
          const n = numberIn(a.amount);
          if (n !== undefined) checkPositive(ctx, n, a.amount.span, "an ATK/DEF change");
          break;
        }
        default:
          break;
      }
    },
    duration: (d) => {
      if (d.kind === "ForTurns") checkPositive(ctx, d.turns, d.span, "a duration");
    },
  };
}

export function checkEffectSelectors(ctx: CardContext, effect: Effect): ResolvedQualifier[] {
  const out: ResolvedQualifier[] = [];
  walkEffect(effect, selectorRules(ctx, out));
  return out;
}

/** A condition outside effects (a summon condition's `while`). */
export function checkLooseCondition(ctx: CardContext, c: Condition): ResolvedQualifier[] {
  const out: ResolvedQualifier[] = [];
  walkCondition(c, selectorRules(ctx, out), "condition");
  return out;
}

/** Selectors outside effects (materials). */
export function checkLooseSelector(ctx: CardContext, s: Selector): ResolvedQualifier[] {
  const out: ResolvedQualifier[] = [];
  walkSelector(s, selectorRules(ctx, out), "action");
  return out;
}
