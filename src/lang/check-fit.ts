/**
 * Card-fit rules: the script names a card of the pack, and what the script declares fits that
 * card (a spell has its activation, only fusion and synchro monsters list materials, …).
 */
import type { Action, CardRef, Materials, Selector } from "./ast.js";
import type { Span } from "./span.js";
import { diagnose } from "./catalogue.js";
import { describeKind, type CardDatabase, type CardFacts } from "./carddata.js";
import { checkCardName, checkCounter, checkLooseSelector, checkPositive } from "./check-select.js";
import { NEEDS_ACTIVATE, counterKind } from "./check-tables.js";
import type { CardContext } from "./check-types.js";
import { kindSpan } from "./check-effect.js";
import { article } from "./check-describe.js";
import { actionsOf } from "./check-walk.js";
import type { Diagnostic } from "./diagnostic.js";
import { closestMatch } from "./spelling.js";

/** The card a script's header names, or undefined (reported) when the pack has none. */
export function resolveHeader(ref: CardRef, db: CardDatabase, report: (d: Diagnostic) => void): CardFacts | undefined {
  if (ref.kind === "CardName") {
    const card = db.byName(ref.name);
    if (card === undefined) {
      const suggestion = closestMatch(ref.name, db.names);
      report(diagnose("YGO2001", ref.span, [ref.name], suggestion === undefined ? {} : { suggestion }));
    }
    return card;
  }
  const card = db.byId(ref.id);
  if (card === undefined) {
    report(diagnose("YGO2002", ref.span, [ref.id]));
    return undefined;
  }
  const original = db.original(card);
  if (original !== card) report(diagnose("YGO2005", ref.span, [card.id, original.id, original.name]));
  return original;
}

export function checkCardItems(ctx: CardContext): void {
  const { facts, script } = ctx;
  const activates = ctx.effects.filter((e) => e.effectKind === "activate");
  if (activates.length === 0 && NEEDS_ACTIVATE.includes(ctx.cls)) {
    ctx.report(diagnose("YGO2014", script.ref.span, [facts.name, ctx.cls], { expected: "activate: …" }));
  }
  // A second activate on a monster is already refused as `activate` on a monster.
  if (ctx.cls !== "monster") for (const extra of activates.slice(1)) ctx.report(diagnose("YGO2015", kindSpan(extra)));

  const isFusion = facts.subtypes.includes("fusion");
  const isSynchro = facts.subtypes.includes("synchro");
  const materials = script.items.filter((i): i is Materials => i.kind === "Materials");
  // A fusion monster summoned by its own procedure from the extra deck names its materials in that
  // procedure's cost, and is never fused with Polymerization (XY-Dragon Cannon).
  const ownFromExtra = ctx.effects.some((e) => e.effectKind === "procedure" && e.location === "extra deck");
  if ((isFusion || isSynchro) && materials.length === 0 && !ownFromExtra) {
    ctx.report(diagnose("YGO2017", script.ref.span, [facts.name, article(describeKind(facts))], { expected: "materials: …" }));
  }
  for (const m of materials) {
    if (!isFusion && !isSynchro) {
      ctx.report(diagnose("YGO2016", m.span, [facts.name, article(describeKind(facts))]));
      continue;
    }
    for (const item of m.items) checkLooseSelector(ctx, item);
    checkMaterialNames(ctx, m);
    if (isSynchro) checkSynchroMaterials(ctx, m);
    else checkFusionMaterialCount(ctx, m);
  }

  for (const item of script.items) {
    switch (item.kind) {
      case "SummonCondition":
        if (facts.kind !== "monster") ctx.report(diagnose("YGO2021", item.span, [ctx.cls]));
        if (item.exceptBy !== undefined) {
          if (item.forbids.length !== 1 || item.forbids[0] !== "special summoned" || item.condition !== undefined) ctx.report(diagnose("YGO2084", item.span));
          for (const n of item.exceptBy) checkCardName(ctx, n.name, n.span);
        }
        break;
      case "Lifetime":
        if (facts.kind === "monster") ctx.report(diagnose("YGO2022", item.span, [article(describeKind(facts))]));
        if (item.for !== undefined) checkPositive(ctx, item.for.turns, item.span, "a duration");
        break;
      case "CounterLimit":
        checkCounterLimit(ctx, item.counter, item.span, item.max);
        break;
      case "Unique":
        if (facts.kind !== "monster") ctx.report(diagnose("YGO2021", item.span, [ctx.cls]));
        if (item.card.name !== facts.name) ctx.report(diagnose("YGO2093", item.card.span, [item.card.name, facts.name]));
        if (item.count !== 1) ctx.report(diagnose("YGO2094", item.span, [item.count]));
        break;
      case "Effect":
        for (const seq of [item.body.actions, ...(item.body.actions?.first.kind === "Options" ? item.body.actions.first.options.map((o) => o.actions) : [])]) {
          const u = seq?.unless;
          if (u === undefined) continue;
          // `unless` is another player's choice: the action must say who may stop the effect.
          if (!("actor" in u) || typeof u.actor !== "string") ctx.report(diagnose("YGO2085", u.span));
          else if (item.effectKind === "continuous" && item.timing === undefined) ctx.report(diagnose("YGO2086", u.span));
        }
        break;
      default:
        break;
    }
  }
  checkSummonedKinds(ctx);
  checkSelfActions(ctx);
}

/** The fewest cards an item stands for: `1 or more` is 1, `2 Dragon monsters` is 2. */
function minimumOf(s: Selector): number {
  if (s.kind !== "CardSet") return 1;
  switch (s.count.kind) {
    case "exactly":
    case "upTo":
      return s.count.n;
    case "atLeast":
      return s.count.n;
    case "range":
      return s.count.min;
    default:
      return 1;
  }
}

function checkFusionMaterialCount(ctx: CardContext, m: Materials): void {
  const total = m.items.reduce((n, i) => n + minimumOf(i), 0);
  if (total < 2) ctx.report(diagnose("YGO2027", m.span, [total]));
}

/** Actions that only a monster can undergo, by how messages name them. */
const MONSTER_ONLY: Partial<Record<Action["kind"], string>> = {
  SpecialSummon: "special summon",
  Tribute: "tribute",
  ChangePosition: "change position",
  ModifyStat: "gain/lose ATK/DEF",
  SetStat: "set ATK/DEF",
};

function isThisCard(s: Selector): boolean {
  return s.kind === "Reference" && s.ref.kind === "this card";
}

function checkSelfActions(ctx: CardContext): void {
  for (const e of ctx.effects) {
    const zone = e.location ?? "field";
    for (const a of actionsOf(e)) {
      const verb = MONSTER_ONLY[a.kind];
      if (ctx.facts.kind !== "monster" && verb !== undefined && "object" in a && isThisCard(a.object)) {
        ctx.report(diagnose("YGO2025", a.span, [verb, article(describeKind(ctx.facts))]));
      }
      if (a.kind === "Discard" && isThisCard(a.object) && zone !== "hand" && ctx.facts.kind === "monster") {
        ctx.report(diagnose("YGO2026", a.span, [zone, e.optional ? `optional ${e.effectKind}` : e.effectKind]));
      }
    }
  }
}

function checkMaterialNames(ctx: CardContext, m: Materials): void {
  for (const item of m.items) {
    if (item.kind !== "CardSet" || item.noun.kind !== "named") continue;
    // A material is one named monster: a list of names would be a choice the fusion rules do not make.
    for (const o of item.noun.or ?? []) ctx.report(diagnose("YGO2080", o.span, [`\`"${item.noun.name}" or "${o.name}"\``, "as a fusion material", "Name one monster per material: `materials: \"Dark Magician\" + \"Buster Blader\".`"]));
    const card = ctx.db.byName(item.noun.name);
    if (card !== undefined && card.kind !== "monster") {
      ctx.report(diagnose("YGO2020", item.noun.span, [card.name, article(describeKind(card))]));
    }
  }
}

function hasWord(s: Selector, word: string): boolean {
  return s.kind === "CardSet" && s.qualifiers.some((q) => q.options.some((o) => o.word === word));
}

function checkSynchroMaterials(ctx: CardContext, m: Materials): void {
  const tuners = m.items.filter((i) => hasWord(i, "tuner"));
  const single = tuners.length === 1 && tuners[0]?.kind === "CardSet" && (tuners[0].count.kind === "a" || (tuners[0].count.kind === "exactly" && tuners[0].count.n === 1));
  if (!single) {
    const found = tuners.length === 1 ? "1 item for several tuners" : String(tuners.length);
    ctx.report(diagnose("YGO2018", (tuners[1] ?? tuners[0] ?? m).span, [found], { expected: "1 tuner monster + 1 or more non-tuner monsters" }));
  }
  if (m.items.length - tuners.length === 0) ctx.report(diagnose("YGO2019", m.span));
}

function checkCounterLimit(ctx: CardContext, counter: string, span: Span, max: number): void {
  const kind = checkCounter(ctx, counter, span);
  checkPositive(ctx, max, span, "a counter limit");
  // An unknown counter is already reported; "never placed" would only repeat it.
  if (!counterKind(counter).known) return;
  const placed = ctx.effects.some((e) =>
    actionsOf(e).some((a) => a.kind === "Counters" && a.verb === "place" && counterKind(a.counter).kind === kind),
  );
  if (!placed) ctx.report(diagnose("YGO2073", span, [kind]));
}

/** `ritual summon "X"` must bring out a ritual monster, `fusion summon "X"` a fusion monster. */
function checkSummonedKinds(ctx: CardContext): void {
  for (const e of ctx.effects) {
    for (const a of actionsOf(e)) {
      if (a.kind !== "RitualSummon" && a.kind !== "FusionSummon") continue;
      const how = a.kind === "RitualSummon" ? "ritual" : "fusion";
      if (a.object.kind !== "CardSet" || a.object.noun.kind !== "named") continue;
      const card = ctx.db.byName(a.object.noun.name);
      if (card === undefined) continue;
      if (card.kind !== "monster" || !card.subtypes.includes(how)) {
        ctx.report(diagnose("YGO2024", a.object.noun.span, [card.name, article(describeKind(card)), `a ${how} monster`, how]));
      }
    }
  }
}
