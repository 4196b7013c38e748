/**
 * `ygo explain`: a checked card script rendered as plain English, so an author can hold it next to
 * the printed card. Each effect becomes sentences in the order of card text (when / cost / target /
 * what happens), followed by what the checker derived and authors never write: spell speed,
 * whether it targets, categories, where it works from.
 *
 *   card "Man-Eater Bug" { flip: target 1 monster on the field; destroy it. }
 *
 *   Man-Eater Bug [54652250] — flip effect monster, EARTH Insect, level 2, 450/600
 *   1. FLIP: Target 1 monster on the field. Destroy that target.
 *      (flip effect; spell speed 1; targets; categories: destroy; works from: field)
 */
import type * as A from "./ast.js";
import { describeKind } from "./carddata.js";
import type { CheckedCard, CheckedEffect, Referent } from "./check-types.js";
import { action as printAction, condition as printCondition, event as printEvent, selector as printSelector } from "./print.js";

/** Renders every checked card of a file, separated by blank lines. */
export function explainCards(cards: readonly CheckedCard[]): string {
  return cards.map(explainCard).join("\n\n") + (cards.length > 0 ? "\n" : "");
}

/** One card: a header line with its facts, its declarations, then one numbered paragraph per effect. */
export function explainCard(card: CheckedCard): string {
  const lines = [cardHeader(card)];
  for (const item of card.script.items) {
    if (item.kind !== "Effect") lines.push(`   ${declaration(item)}`);
  }
  for (const e of card.effects) {
    lines.push(`${String(e.index).padStart(2)}. ${effectSentences(e).join(" ")}`);
    lines.push(`    (${derivedFacts(e)})`);
  }
  if (card.effects.length === 0 && card.script.items.length === 0) lines.push("   (no effects)");
  return lines.join("\n");
}

function cardHeader(card: CheckedCard): string {
  const f = card.facts;
  const parts = [describeKind(f)];
  if (f.kind === "monster") {
    parts.push([f.attribute, f.race].filter((w) => w !== undefined).join(" "));
    if (f.level !== undefined) parts.push(`level ${f.level}`);
    if (f.atk !== undefined || f.def !== undefined) parts.push(`${String(f.atk ?? "?")}/${String(f.def ?? "?")}`);
  }
  return `${f.name} [${f.id}] — ${parts.filter((p) => p !== "").join(", ")}`;
}

function declaration(item: Exclude<A.CardItem, A.Effect>): string {
  switch (item.kind) {
    case "Materials":
      return `Fusion materials: ${item.items.map((s) => printSelector(s)).join(" + ")}${item.noSubstitute === true ? ", no fusion substitute" : ""}.`;
    case "FusionSubstitute":
      return "It can stand for any one fusion material (a fusion substitute).";
    case "Unnegatable":
      return "Its effects cannot be negated (its activation can be).";
    case "Tributeless":
      return "Can be Normal Summoned or Set without tributes (or with the usual ones).";
    case "Unique":
      return `Its controller can control only 1${item.faceUp ? " face-up" : ""} "${item.card.name}".`;
    case "CounterLimit":
      return `Can hold at most ${item.max} ${item.counter} ${item.max === 1 ? "counter" : "counters"}.`;
    case "SummonCondition":
      return `Cannot be ${item.forbids.join(" or ")}${item.exceptBy === undefined ? "" : ` except by the effect of ${item.exceptBy.map((n) => `"${n.name}"`).join(" or ")}`}${item.condition === undefined ? "" : ` while ${printCondition(item.condition)}`}.`;
    case "Lifetime":
      if (item.for === undefined) return "Stays on the field after it resolves, until it is removed.";
      return `Stays on the field for ${item.for.turns} of ${item.for.whose === "you" ? "your" : `${item.for.whose}'s`} turns, then is destroyed.`;
  }
}

// ---------------------------------------------------------------------------------------------
// Effects

const KIND_LABEL: Record<A.EffectKind, string> = {
  activate: "Activation",
  ignition: "Ignition effect",
  trigger: "Trigger effect",
  flip: "FLIP",
  quick: "Quick effect",
  continuous: "Continuous effect",
  maintenance: "Maintenance cost",
  procedure: "Summon procedure",
};

/** The effect as sentences: the opening (kind, timing, condition, limit), cost, targets, actions. */
export function effectSentences(e: CheckedEffect): string[] {
  const effect = readable(e);
  const out: string[] = [];
  const opening: string[] = [];
  if (effect.location !== undefined) opening.push(`from the ${effect.location}`);
  if (effect.timing !== undefined) {
    const word = effect.timing.mode === "if" ? "if" : effect.timing.mode === "when" ? "when" : "during";
    opening.push(`${word} ${effect.timing.events.map(printEvent).join(" or ")}`);
  }
  if (effect.condition !== undefined) opening.push(`while ${printCondition(effect.condition)}`);
  if (effect.limit !== undefined) {
    opening.push(`once per ${effect.limit.per}${effect.limit.scope === "name" ? " (for all cards with this name)" : ""}`);
  }
  const label = KIND_LABEL[effect.effectKind] + (effect.optional ? " (optional: you can)" : "");
  const head = opening.length > 0 ? `${label}, ${opening.join(", ")}:` : `${label}:`;

  const body: string[] = [];
  if (effect.body.costs.length > 0) body.push(`Cost: ${effect.body.costs.map((c) => printAction(c)).join(" and ")}.`);
  for (const t of effect.body.targets) body.push(sentence(`target ${t.picks.map(pick).join(" and ")}`));
  if (effect.body.actions !== undefined) body.push(...sequence(effect.body.actions));
  else body.push("Nothing more happens as it resolves: the card stays on the field.");
  out.push(`${head} ${body[0] ?? ""}`.trimEnd());
  out.push(...body.slice(1));
  const names = bindingNames(effect);
  if (names.size === 0) return out;
  // `as picked` / `in picked`: say that the name is a name
  const named = new RegExp(`\\b(as|in|except) (${[...names].join("|")})\\b`, "g");
  return out.map((s) => s.replace(named, (_m, word: string, name: string) => (word === "as" ? `(called "${name}")` : `${word} "${name}"`)));
}

/** The `as` names an effect defines. */
function bindingNames(effect: A.Effect): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    const o = node as Record<string, unknown>;
    if (typeof o["binding"] === "string") names.add(o["binding"]);
    for (const [k, v] of Object.entries(o)) if (k !== "span") visit(v);
  };
  visit(effect.body);
  return names;
}

function pick(p: A.TargetPick): string {
  return printSelector(p.selector) + (p.binding === undefined ? "" : ` as ${p.binding}`);
}

/** `a, then b, and if you do, c` → "A. Then, b. If you do, c." */
function sequence(seq: A.ActionSeq): string[] {
  const out = [sentence(printAction(seq.first))];
  for (const r of seq.rest) {
    const lead = r.connector === "then" ? "Then, " : r.connector === "also" ? "Also, " : "If you do, ";
    out.push(lead + sentence(printAction(r.action)).replace(/^./, (c) => c.toLowerCase()));
  }
  if (seq.unless !== undefined) out.unshift(`Unless ${printAction(seq.unless).replace(/\.$/, "")} (their choice, when they can):`);
  return out;
}

function sentence(text: string): string {
  const t = text.trim();
  return t.charAt(0).toUpperCase() + t.slice(1) + (t.endsWith(".") ? "" : ".");
}

function derivedFacts(e: CheckedEffect): string {
  const facts: string[] = [];
  facts.push(e.activated ? `${e.effect.optional || e.kind === "quick" || e.kind === "ignition" || e.kind === "activate" ? "optional" : "mandatory"} ${e.kind} effect` : `${e.kind} effect, never activated`);
  if (e.speed !== null) facts.push(`spell speed ${e.speed}`);
  facts.push(e.targets ? "targets" : "does not target");
  if (e.categories.length > 0) facts.push(`categories: ${e.categories.join(", ")}`);
  if (e.zones.length > 0) facts.push(`works from: ${e.zones.join(", ")}`);
  return facts.join("; ");
}

// ---------------------------------------------------------------------------------------------
// References in plain words

/**
 * A copy of the effect where `it`/`them` say what they stand for ("that target", "the chosen
 * card"), and bindings read as names ("the cards called picked"), using the binder's resolution.
 */
function readable(e: CheckedEffect): A.Effect {
  const names = new Map<A.Reference, string>();
  for (const r of e.references) {
    if (r.reference.kind !== "Reference") continue;
    const text = referentWords(r.reference.ref, r.to);
    if (text !== undefined) names.set(r.reference, text);
  }
  return rewrite(e.effect, names) as A.Effect;
}

function referentWords(ref: A.ReferenceName, to: Referent): string | undefined {
  const plural = ref.kind === "them";
  switch (to.kind) {
    case "targets":
      return plural ? "those targets" : "that target";
    case "choice":
      return plural ? "those cards" : "that card";
    case "binding":
      return `"${to.name}"`;
    case "event subject":
      return ref.kind === "that monster" ? "that monster" : "that card";
    default:
      return undefined;
  }
}

/** Deep copy replacing the resolved references by binding-shaped names the printer writes as is. */
function rewrite(node: unknown, names: ReadonlyMap<A.Reference, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, names));
  if (node === null || typeof node !== "object") return node;
  const words = names.get(node as A.Reference);
  if (words !== undefined) {
    const r = node as A.Reference;
    return { kind: "Reference", ref: { kind: "binding", name: words }, span: r.span };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === "span" ? v : rewrite(v, names);
  return out;
}
