/**
 * The checker: joins each card script with its card facts, runs the binder and the rule passes,
 * and derives what authors never write (spell speed, "targets", categories, zones).
 */
import type { CardScript, Effect, ScriptFile } from "./ast.js";
import { diagnose } from "./catalogue.js";
import type { CardDatabase } from "./carddata.js";
import { bindEffect, cardFeatures } from "./check-binder.js";
import { categoriesOf, zonesOf } from "./check-derive.js";
import { checkEffect, speedOf } from "./check-effect.js";
import { checkCardItems, resolveHeader } from "./check-fit.js";
import { checkEffectSelectors, checkLooseCondition } from "./check-select.js";
import { EFFECT_KINDS, cardClass } from "./check-tables.js";
import { targetsOf } from "./check-walk.js";
import type { CardContext, CheckResult, CheckedCard, CheckedEffect } from "./check-types.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";

/** Checks one file of card scripts against the pack's card facts. Never throws. */
export function checkScript(ast: ScriptFile, cards: CardDatabase): CheckResult {
  return checkScripts([ast], cards);
}

/**
 * Checks several files as one pack: besides each file's own rules, a card scripted in two files
 * is reported. Diagnostics come sorted by file and position.
 */
export function checkScripts(files: readonly ScriptFile[], cards: CardDatabase): CheckResult {
  const diagnostics: Diagnostic[] = [];
  const report = (d: Diagnostic): void => {
    diagnostics.push(d);
  };
  const checked: CheckedCard[] = [];
  const seen = new Map<number, Span>();
  for (const file of files) {
    for (const script of file.cards) {
      const facts = resolveHeader(script.ref, cards, report);
      if (facts === undefined) continue;
      const first = seen.get(facts.id);
      if (first !== undefined) {
        report(diagnose("YGO2003", script.ref.span, [facts.name, `${first.file}:${first.start.line}:${first.start.column}`]));
        continue;
      }
      seen.set(facts.id, script.ref.span);
      const deep = deepestNode(script);
      if (deep !== null) {
        // Every pass walks the tree recursively: a script nested past any real card's depth is refused
        // before them, so no input can overflow the stack (a chain of 20,000 `and`s).
        report(diagnose("YGO2082", deep.span, [MAX_DEPTH]));
        continue;
      }
      const ctx: CardContext = {
        db: cards,
        facts,
        cls: cardClass(facts),
        script,
        effects: script.items.filter((i): i is Effect => i.kind === "Effect"),
        report,
      };
      checked.push(checkCard(ctx));
    }
  }
  return { cards: checked, diagnostics: sortDiagnostics(diagnostics) };
}

/** Deeper than any card of the pool nests (the deepest classic script is about 15 levels). */
const MAX_DEPTH = 200;

/** The first node nested deeper than {@link MAX_DEPTH} levels, found without recursion. */
function deepestNode(script: CardScript): { span: Span } | null {
  const stack: [unknown, number][] = [[script, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth > MAX_DEPTH && "span" in node) return node as { span: Span };
    for (const [k, v] of Object.entries(node)) if (k !== "span" && v !== null && typeof v === "object") stack.push([v, depth + 1]);
  }
  return null;
}

function checkCard(ctx: CardContext): CheckedCard {
  checkCardItems(ctx);
  const features = cardFeatures(ctx);
  const effects = ctx.effects.map((effect, i): CheckedEffect => {
    checkEffect(ctx, effect);
    const qualifiers = checkEffectSelectors(ctx, effect);
    const references = bindEffect(ctx, features, effect, i + 1);
    const activated = EFFECT_KINDS[effect.effectKind].activated;
    return {
      index: i + 1,
      effect,
      kind: effect.effectKind,
      activated,
      speed: speedOf(ctx, effect.effectKind),
      targets: activated && targetsOf(effect).length > 0,
      categories: categoriesOf(effect, ctx.db),
      zones: zonesOf(effect, ctx.cls),
      references,
      qualifiers,
    };
  });
  const declarationQualifiers = ctx.script.items.flatMap((item) => (item.kind === "SummonCondition" && item.condition !== undefined ? checkLooseCondition(ctx, item.condition) : []));
  return { facts: ctx.facts, cardClass: ctx.cls, script: ctx.script, effects, declarationQualifiers };
}

/** File, then position, then code: the order a reader meets the mistakes in. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) =>
      (a.span.file < b.span.file ? -1 : a.span.file > b.span.file ? 1 : 0) ||
      a.span.start.offset - b.span.start.offset ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}
