/**
 * One ordered traversal of an effect, shared by every checker pass. Order matters: bindings are
 * in scope only after the node that defines them, and `it`/`them` refer to the latest target or
 * choice, so the walk follows reading order: timing, condition, costs, targets, actions.
 */
import type {
  Action,
  Condition,
  Countable,
  Duration,
  Effect,
  EffectBody,
  Event,
  Expr,
  Reference,
  Selector,
  TargetClause,
  TargetPick,
} from "./ast.js";
import type { Span } from "./span.js";
import { visitCondition, visitEvent, type NodeChildren } from "./events.js";
import { visitAction } from "./verbs.js";

/** Which part of an effect a node is in. */
export type Section = "timing" | "condition" | "cost" | "target" | "action";

/** Hooks a pass implements; every one is optional. */
export interface Visitor {
  /** Before the action's parts. */
  enterAction?(a: Action, section: Section): void;
  /** After the action's parts: where `as name` of the action comes into scope. */
  leaveAction?(a: Action, section: Section): void;
  /** After a whole `target …;` clause. */
  leaveTargets?(t: TargetClause): void;
  /** After one pick of a target clause (its `as name` comes into scope). */
  leavePick?(p: TargetPick): void;
  selector?(s: Selector, section: Section): void;
  reference?(r: Reference, section: Section): void;
  /** `in picked`: a use of a binding as a place. */
  bindingPlace?(name: string, span: Span, section: Section): void;
  expr?(e: Expr, section: Section): void;
  condition?(c: Condition, section: Section): void;
  event?(e: Event): void;
  duration?(d: Duration, owner: Action, section: Section): void;
}

export function walkEffect(effect: Effect, v: Visitor): void {
  for (const ev of effect.timing?.events ?? []) walkEvent(ev, v);
  if (effect.condition !== undefined) walkCondition(effect.condition, v, "condition");
  walkBody(effect.body, v);
}

/** Costs, targets and actions of a body (an effect's, or one option of `choose one`). */
function walkBody(body: EffectBody, v: Visitor): void {
  for (const c of body.costs) walkAction(c, v, "cost");
  for (const t of body.targets) {
    for (const p of t.picks) {
      walkSelector(p.selector, v, "target");
      v.leavePick?.(p);
    }
    v.leaveTargets?.(t);
  }
  const seq = body.actions;
  if (seq === undefined) return;
  walkAction(seq.first, v, "action");
  for (const r of seq.rest) walkAction(r.action, v, "action");
  if (seq.unless !== undefined) walkAction(seq.unless, v, "action");
}

/** Every action of an effect body, costs included, nested ones (either/if) too. */
export function actionsOf(effect: Effect, includeCosts = true): readonly Action[] {
  // Several passes ask for the same list: it is built once per effect (ASTs are not mutated).
  const cache = includeCosts ? ACTIONS_WITH_COSTS : ACTIONS_WITHOUT_COSTS;
  let out = cache.get(effect);
  if (out === undefined) {
    out = collectActions(effect, includeCosts);
    cache.set(effect, out);
  }
  return out;
}

const ACTIONS_WITH_COSTS = new WeakMap<Effect, readonly Action[]>();
const ACTIONS_WITHOUT_COSTS = new WeakMap<Effect, readonly Action[]>();

function collectActions(effect: Effect, includeCosts: boolean): Action[] {
  const out: Action[] = [];
  const visit = (a: Action): void => {
    out.push(a);
    if (a.kind === "Conditional") {
      visit(a.action);
      if (a.otherwise !== undefined) visit(a.otherwise);
    } else if (a.kind === "Either") a.options.forEach(visit);
    else if (a.kind === "Delayed" || a.kind === "Lasting") {
      visit(a.action);
      if (a.kind === "Delayed") for (const r of a.rest ?? []) visit(r.action);
    }
    else if (a.kind === "Options") a.options.forEach(body);
  };
  const body = (b: EffectBody): void => {
    if (includeCosts) b.costs.forEach(visit);
    if (b.actions === undefined) return;
    visit(b.actions.first);
    b.actions.rest.forEach((r) => visit(r.action));
  };
  body(effect.body);
  return out;
}

/** The target clauses of an effect, those of its options (`choose one: …`) included. */
export function targetsOf(effect: Effect): TargetClause[] {
  const first = effect.body.actions?.first;
  const inOptions = first?.kind === "Options" ? first.options.flatMap((o) => o.targets) : [];
  return [...effect.body.targets, ...inOptions];
}

export function walkEvent(ev: Event, v: Visitor): void {
  v.event?.(ev);
  visitEvent(ev, children(v, "timing"));
}

/** The walk's visitor over an event's or a condition's children (events.ts). */
function children(v: Visitor, section: Section): NodeChildren {
  return {
    selector: (s) => walkSelector(s, v, section),
    expr: (e) => walkExpr(e, v, section),
    condition: (c) => walkCondition(c, v, section),
    event: (e) => walkEvent(e, v),
  };
}

export function walkAction(a: Action, v: Visitor, section: Section): void {
  v.enterAction?.(a, section);
  visitAction(a, {
    selector: (s) => walkSelector(s, v, section),
    expr: (e) => walkExpr(e, v, section),
    condition: (c) => walkCondition(c, v, section),
    action: (x) => walkAction(x, v, section),
    body: (b) => walkBody(b, v),
    events: (t) => t.events.forEach((ev) => walkEvent(ev, v)),
    duration: (d) => {
      if (d === undefined) return;
      v.duration?.(d, a, section);
      if (d.kind === "While") walkCondition(d.condition, v, section);
    },
  });
  v.leaveAction?.(a, section);
}

export function walkSelector(s: Selector, v: Visitor, section: Section): void {
  v.selector?.(s, section);
  switch (s.kind) {
    case "Reference":
      v.reference?.(s, section);
      break;
    case "TopOfDeck":
      walkExpr(s.count, v, section);
      break;
    case "CardSet":
      for (const f of s.filters) {
        if (f.kind === "StatFilter") walkExpr(f.value, v, section);
        else if (f.kind === "SameNameFilter" || f.kind === "ListedFilter") walkSelector(f.of, v, section);
      }
      if (s.place?.kind === "InBinding") v.bindingPlace?.(s.place.name, s.place.span, section);
      if (s.except !== undefined) walkSelector(s.except, v, section);
      if (s.equippedWith !== undefined) walkSelector(s.equippedWith, v, section);
      if (s.equippedTo !== undefined) walkSelector(s.equippedTo, v, section);
      break;
  }
}

export function walkExpr(e: Expr, v: Visitor, section: Section): void {
  v.expr?.(e, section);
  switch (e.kind) {
    case "Half":
      walkExpr(e.of, v, section);
      break;
    case "StatOf":
      walkSelector(e.of, v, section);
      break;
    case "CountOf":
      walkSelector(e.of, v, section);
      break;
    case "CountersOn":
      walkSelector(e.on, v, section);
      break;
    case "PhasesSince":
      break;
    case "ForEach":
      walkExpr(e.amount, v, section);
      walkCountable(e.per, v, section);
      break;
    case "Binary":
      walkExpr(e.left, v, section);
      walkExpr(e.right, v, section);
      break;
    case "Num":
    case "LifeOf":
      break;
  }
}

function walkCountable(c: Countable, v: Visitor, section: Section): void {
  if (c.kind === "CountCards") walkSelector(c.selector, v, section);
  else walkSelector(c.on, v, section);
}

export function walkCondition(c: Condition, v: Visitor, section: Section): void {
  v.condition?.(c, section);
  visitCondition(c, children(v, section));
}
