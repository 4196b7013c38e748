/**
 * The binder: resolves what every name in an effect stands for — `it`/`them` (the latest target
 * or choice), `that card` (the event's card), `the equipped monster`, `the bound monster`,
 * `the attacking monster`, and `as` names — and reports what cannot be resolved, targets nobody
 * uses and bindings out of order.
 */
import type { Action, Condition, Effect, Event, Reference, Selector, TargetClause, TargetPick } from "./ast.js";
import { diagnose } from "./catalogue.js";
import { actionsOf, walkCondition, walkEffect } from "./check-walk.js";
import { ATTACK_PHASES } from "./check-tables.js";
import { describeSelector, isPlural, tailSpan } from "./check-describe.js";
import type { CardContext, Referent, ResolvedReference } from "./check-types.js";
import { closestMatch } from "./spelling.js";
import type { Span } from "./span.js";
import { bindingOf, chosenBy } from "./verbs.js";

/** What `it`/`them` currently stands for. */
interface Antecedent {
  referent: Referent;
  plural: boolean;
  /** For messages: "the target (1 monster)". */
  what: string;
  clause?: TargetClause;
}

interface Definition {
  name: string;
  definedBy: TargetPick | Action;
  span: Span;
  used: boolean;
}

/** Card-wide facts the binder needs about the other effects. */
export interface CardFeatures {
  /** An equip spell, or a card with `equip this card to …`: `the equipped monster` exists. */
  equips: boolean;
  /** Span of a `bind this card to …` action, if any. */
  bind?: Span;
  /** Bindings by effect index (1-based), for the hint when a name is used in the wrong effect. */
  bindingsByEffect: Map<number, string[]>;
}

export function cardFeatures(ctx: CardContext): CardFeatures {
  const f: CardFeatures = { equips: ctx.cls === "equip spell", bindingsByEffect: new Map() };
  ctx.effects.forEach((e, i) => {
    for (const a of actionsOf(e)) {
      // `equip this card to …` (an equip card) or `equip … to this card` (a monster that takes equip cards:
      // Thousand-Eyes Restrict): either way the card has an equipped monster to speak of.
      if (a.kind === "Equip" && ((a.object.kind === "Reference" && a.object.ref.kind === "this card") || (a.to.kind === "Reference" && a.to.ref.kind === "this card"))) f.equips = true;
      if (a.kind === "Bind" && f.bind === undefined) f.bind = a.span;
    }
    f.bindingsByEffect.set(i + 1, [...definitionsIn(e).keys()]);
  });
  return f;
}

/** Every `as` name in an effect, in reading order. */
function definitionsIn(effect: Effect): Map<string, Span> {
  const defs = new Map<string, Span>();
  for (const t of effect.body.targets) for (const p of t.picks) if (p.binding !== undefined) defs.set(p.binding, p.span);
  for (const a of actionsOf(effect)) {
    const b = bindingOf(a);
    if (b !== undefined && !defs.has(b)) defs.set(b, a.span);
  }
  return defs;
}

function eventSubjects(effect: Effect): Event[] {
  if (effect.timing === undefined || effect.timing.mode === "during") return [];
  return effect.timing.events.filter((e) => e.kind !== "Phase" && e.kind !== "TakesBattleDamage" && e.kind !== "Draws");
}

const BATTLE_STATES: readonly string[] = ["attacking", "attacking directly", "battling", "attacked"];

/** Does the effect happen around a battle of this card (`the battled monster` exists)? */
function concernsBattle(effect: Effect): boolean {
  const byEvent = (effect.timing?.events ?? []).some((e) => e.kind === "Battles" || e.kind === "DestroysByBattle");
  if (byEvent) return true;
  let found = false;
  if (effect.condition !== undefined) {
    walkCondition(effect.condition, { condition: (x) => {
      if (x.kind === "Is" && BATTLE_STATES.includes(x.state)) found = true;
    } }, "condition");
  }
  return found;
}

function concernsAttack(effect: Effect): boolean {
  const byEvent = (effect.timing?.events ?? []).some(
    (e) =>
      e.kind === "DeclaresAttack" ||
      e.kind === "TakesBattleDamage" ||
      e.kind === "Battles" ||
      e.kind === "DestroysByBattle" ||
      e.kind === "InflictsBattleDamage" ||
      (e.kind === "Destroyed" && e.by === "battle") ||
      (e.kind === "Phase" && ATTACK_PHASES.includes(e.phase)),
  );
  if (byEvent) return true;
  let found = false;
  const look = (c: Condition): void =>
    walkCondition(c, { condition: (x) => {
      if ((x.kind === "Is" && BATTLE_STATES.includes(x.state)) || (x.kind === "PhaseIs" && ATTACK_PHASES.includes(x.phase))) found = true;
    } }, "condition");
  if (effect.condition !== undefined) look(effect.condition);
  return found;
}

/** Resolves the names of one effect (index is 1-based). */
export function bindEffect(ctx: CardContext, features: CardFeatures, effect: Effect, index: number): ResolvedReference[] {
  const resolved: ResolvedReference[] = [];
  const all = definitionsIn(effect);
  const scope = new Map<string, Definition>();
  const clausesUsed = new Set<TargetClause>();
  // Names whose use was already reported (misplaced or misspelled): "never used" would repeat it.
  const excused = new Set<string>();
  let antecedent: Antecedent | undefined;
  const subjects = eventSubjects(effect);
  const attack = concernsAttack(effect);
  const battle = concernsBattle(effect);

  const define = (name: string, definedBy: TargetPick | Action, span: Span): void => {
    if (scope.has(name)) {
      ctx.report(diagnose("YGO2058", span, [name]));
      return;
    }
    scope.set(name, { name, definedBy, span, used: false });
  };

  const useBinding = (name: string, span: Span, reference: ResolvedReference["reference"]): void => {
    const def = scope.get(name);
    if (def !== undefined) {
      def.used = true;
      resolved.push({ reference, to: { kind: "binding", name, definedBy: def.definedBy, span: def.span } });
      return;
    }
    if (all.has(name)) {
      ctx.report(diagnose("YGO2057", span, [name]));
      excused.add(name);
      return;
    }
    const elsewhere = [...features.bindingsByEffect].find(([i, names]) => i !== index && names.includes(name));
    const suggestion = closestMatch(name, [...all.keys()]);
    const extras: { suggestion?: string; hint?: string } = {};
    if (suggestion !== undefined) {
      extras.suggestion = suggestion;
      excused.add(suggestion);
    }
    if (elsewhere !== undefined) {
      extras.hint = `\`${name}\` is defined in effect ${elsewhere[0]}; a name given with \`as\` lives only in the effect that defines it.`;
    }
    ctx.report(diagnose("YGO2060", span, [name], extras));
  };

  const reference = (r: Reference): void => {
    const to = resolveReference(r);
    if (to !== undefined) resolved.push({ reference: r, to });
  };

  const resolveReference = (r: Reference): Referent | undefined => {
    const ref = r.ref;
    switch (ref.kind) {
      case "this card":
        return { kind: "this card" };
      case "it":
      case "them": {
        if (antecedent === undefined) {
          const hint =
            subjects.length > 0
              ? "To refer to the card of the triggering event, write `that card` or `that monster`."
              : "Target the card first (`target 1 monster …;`), or name what an action picks with `as`.";
          ctx.report(diagnose("YGO2051", r.span, [ref.kind, hint]));
          return undefined;
        }
        if (antecedent.clause !== undefined) clausesUsed.add(antecedent.clause);
        const wantPlural = ref.kind === "them";
        if (antecedent.plural !== wantPlural) {
          const number = antecedent.plural ? "can be more than one card" : "is a single card";
          ctx.report(
            diagnose("YGO2052", r.span, [ref.kind, `${antecedent.what}, which ${number}`, wantPlural ? "it" : "them"]),
          );
        }
        return antecedent.referent;
      }
      case "that card":
      case "that monster": {
        if (subjects.length === 0) {
          const has =
            effect.timing === undefined
              ? "no timing"
              : effect.timing.mode === "during"
                ? "a `during` timing, which has no card"
                : "an event without a card";
          ctx.report(diagnose("YGO2053", r.span, [ref.kind, has]));
          return undefined;
        }
        return { kind: "event subject", events: subjects };
      }
      case "the equipped monster":
        if (!features.equips) {
          ctx.report(diagnose("YGO2054", r.span, [ctx.cls]));
          return undefined;
        }
        return { kind: "equipped monster" };
      case "the bound monster":
        if (features.bind === undefined) {
          ctx.report(diagnose("YGO2055", r.span));
          return undefined;
        }
        return { kind: "bound monster", bind: features.bind };
      case "the attacking monster":
      case "the attack target":
        if (!attack) {
          ctx.report(diagnose("YGO2056", r.span, [ref.kind]));
          return undefined;
        }
        return ref.kind === "the attacking monster" ? { kind: "attacking monster" } : { kind: "attack target" };
      case "the battled monster":
        if (!battle) {
          ctx.report(diagnose("YGO2061", r.span));
          return undefined;
        }
        return { kind: "battled monster" };
      case "binding":
        useBinding(ref.name, r.span, r);
        return undefined;
    }
  };

  // `inflict 500 damage to its controller`: the card "its" names is the one `it` would name here, or
  // else the card of the triggering event (Stamping Destruction: the destroyed card's controller).
  const aboutPlayer = (a: Action): void => {
    const ref = playerAbout(a);
    if (ref === undefined) return;
    const to: Referent | undefined = antecedent?.referent ?? (subjects.length > 0 ? { kind: "event subject", events: subjects } : undefined);
    if (to === undefined) {
      ctx.report(diagnose("YGO2051", a.span, [ref, "Target the card first (`target 1 monster …;`), or name what an action picks with `as`."]));
      return;
    }
    if (antecedent?.clause !== undefined) clausesUsed.add(antecedent.clause);
    resolved.push({ reference: a, to });
  };

  walkEffect(effect, {
    reference,
    enterAction: aboutPlayer,
    bindingPlace: (name, span) => useBinding(name, span, { kind: "BindingPlace", name, span }),
    leavePick: (p) => {
      if (p.binding !== undefined) define(p.binding, p, tailSpan(p.span, p.binding.length));
    },
    leaveTargets: (t) => {
      const plural = t.picks.length > 1 || t.picks.some((p) => isPlural(p.selector));
      const what = t.picks.map((p) => describeSelector(p.selector)).join(" and ");
      antecedent = { referent: { kind: "targets", clause: t }, plural, what: `the target (${what})`, clause: t };
    },
    leaveAction: (a) => {
      const b = bindingOf(a);
      if (b !== undefined) define(b, a, tailSpan(a.span, b.length));
      const chosen = chosenBy(a);
      if (chosen !== undefined) {
        antecedent = { referent: { kind: "choice", action: a }, plural: isPlural(chosen), what: `the chosen ${describeSelector(chosen)}` };
      }
    },
  });

  const reportedPicks = new Set<string>();
  for (const t of effect.body.targets) {
    if (clausesUsed.has(t)) continue;
    for (const p of t.picks) {
      const def = p.binding === undefined ? undefined : scope.get(p.binding);
      if (def?.used === true || (p.binding !== undefined && excused.has(p.binding))) continue;
      if (p.binding !== undefined) reportedPicks.add(p.binding);
      ctx.report(diagnose("YGO2050", p.span, [describeSelector(p.selector)]));
    }
  }
  for (const def of scope.values()) {
    if (!def.used && !reportedPicks.has(def.name) && !excused.has(def.name)) ctx.report(diagnose("YGO2059", def.span, [def.name]));
  }
  return resolved;
}

/** The player reference of an action that names a player by a card (`its controller`, `its owner`) without acting on that card itself. */
function playerAbout(a: Action): "its controller" | "its owner" | undefined {
  const ref = a.kind === "Damage" ? a.to : a.kind === "LifePoints" || a.kind === "Draw" ? a.actor : undefined;
  return ref === "its controller" || ref === "its owner" ? ref : undefined;
}
