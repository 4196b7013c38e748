/**
 * Rules about one effect: does its kind fit the card, is its timing the right shape, are its
 * costs costs, do lasting changes say how long, does a negation have something to negate.
 */
import type { Action, Duration, Effect, EffectKind, Event } from "./ast.js";
import { diagnose } from "./catalogue.js";
import { describeKind } from "./carddata.js";
import { article, describePhase } from "./check-describe.js";
import { actionsOf, walkEffect } from "./check-walk.js";
import {
  ACTIVATE_SPEED,
  EFFECT_KINDS,
  TIMING_MODES_NEEDED,
  actionWord,
  isCostAction,
} from "./check-tables.js";
import type { CardContext, SpellSpeed } from "./check-types.js";
import type { Span } from "./span.js";

/** Spell speed of an effect on this card; null for effects that never use the chain. */
export function speedOf(ctx: CardContext, kind: EffectKind): SpellSpeed | null {
  const rule = EFFECT_KINDS[kind].speed;
  return rule === "card" ? ACTIVATE_SPEED[ctx.cls] : rule;
}

/** A continuous effect without a timing states what holds; with one, it does something once, like a resolving effect. */
export function isStatement(effect: Effect): boolean {
  return effect.effectKind === "continuous" && effect.timing === undefined;
}

/**
 * The span of the effect's opening words (`optional trigger`), so a diagnostic about the kind
 * underlines the keyword rather than a whole multi-line effect. Assumes one space after
 * `optional`, which is what the canonical printer writes.
 */
export function kindSpan(effect: Effect, onlyOptional = false): Span {
  const { start } = effect.span;
  const length = onlyOptional ? "optional".length : (effect.optional ? "optional ".length : 0) + effect.effectKind.length;
  return { file: effect.span.file, start, end: { offset: start.offset + length, line: start.line, column: start.column + length } };
}

export function checkEffect(ctx: CardContext, effect: Effect): void {
  checkKindFits(ctx, effect);
  checkShape(ctx, effect);
  checkTiming(ctx, effect);
  checkCosts(ctx, effect);
  checkActions(ctx, effect);
  checkEffectNumbers(ctx, effect);
  checkDeclared(ctx, effect);
  checkOptionsAndSetTargets(ctx, effect);
}

function checkKindFits(ctx: CardContext, effect: Effect): void {
  const kind = effect.effectKind;
  const rule = EFFECT_KINDS[kind];
  if (rule.fits.includes(ctx.cls) && kind !== "flip" && effect.location === undefined) return;
  const span = kindSpan(effect);
  const what = article(describeKind(ctx.facts));
  if (!rule.fits.includes(ctx.cls)) {
    const expected = (Object.keys(EFFECT_KINDS) as EffectKind[]).filter((k) => EFFECT_KINDS[k].fits.includes(ctx.cls)).join(", ");
    if (ctx.cls === "monster") ctx.report(diagnose("YGO2011", span, [`"${ctx.facts.name}"`, what], { expected }));
    else if (rule.fits.every((c) => c === "monster")) ctx.report(diagnose("YGO2010", span, [kind, what], { expected }));
    else ctx.report(diagnose("YGO2013", span, [kind, what], { expected }));
    return;
  }
  if (kind === "flip" && !ctx.facts.subtypes.includes("flip")) {
    ctx.report(diagnose("YGO2012", span, [ctx.facts.name, what]));
  }
  if (effect.location !== undefined && !rule.locations.includes(effect.location)) {
    const hint =
      rule.locations.length === 0
        ? "Spells are activated from the hand or set on the field, traps once set: remove the zone."
        : `A \`${kind}\` effect can work from: ${rule.locations.join(", ")}.`;
    ctx.report(diagnose("YGO2023", span, [kind, effect.location, hint]));
  }
}

function checkShape(ctx: CardContext, effect: Effect): void {
  const kind = effect.effectKind;
  const rule = EFFECT_KINDS[kind];
  if (effect.optional && !rule.optional) ctx.report(diagnose("YGO2030", kindSpan(effect, true), [kind]));
  if (!rule.activated) {
    if (effect.limit !== undefined) ctx.report(diagnose("YGO2036", effect.limit.span, [kind, effect.limit.per]));
    for (const t of effect.body.targets) ctx.report(diagnose("YGO2037", t.span, [kind]));
    // A summon procedure is not activated, but it has requirements paid like costs (Chaos Sorcerer).
    if (kind !== "procedure") for (const c of effect.body.costs) ctx.report(diagnose("YGO2038", c.span, [kind]));
  }
}

/** Events the chain answers with a response (R-CHAIN-2, R-CHAIN-6): speed 1 cannot. */
function isResponseEvent(e: Event): boolean {
  return e.kind === "Activated" || (e.kind === "Summoned" && e.would);
}

function checkTiming(ctx: CardContext, effect: Effect): void {
  const kind = effect.effectKind;
  const rule = EFFECT_KINDS[kind];
  const timing = effect.timing;
  if (timing === undefined) {
    if (rule.timing === "required") {
      ctx.report(diagnose("YGO2031", kindSpan(effect), [kind, TIMING_MODES_NEEDED[kind] ?? "a timing"]));
    }
    return;
  }
  if (rule.timing === "forbidden") {
    ctx.report(diagnose("YGO2032", timing.span, [kind, timing.mode, rule.timingHint ?? ""]));
    return;
  }
  for (const ev of timing.events) {
    if (timing.mode === "during" && ev.kind !== "Phase") ctx.report(diagnose("YGO2033", ev.span));
    if (timing.mode !== "during" && ev.kind === "Phase") ctx.report(diagnose("YGO2034", ev.span, [timing.mode, describePhase(ev)]));
  }
  if (kind === "maintenance" && timing.mode !== "during") {
    ctx.report(diagnose("YGO2031", timing.span, [kind, TIMING_MODES_NEEDED.maintenance ?? "a phase"]));
  }
  const speed = speedOf(ctx, kind);
  const response = timing.mode === "during" ? undefined : timing.events.find(isResponseEvent);
  if (speed === 1 && response !== undefined) {
    const what = response.kind === "Activated" ? `the activation of a ${response.what}` : "a summon";
    ctx.report(diagnose("YGO2035", response.span, [what]));
  }
}

function checkCosts(ctx: CardContext, effect: Effect): void {
  if (!EFFECT_KINDS[effect.effectKind].activated && effect.effectKind !== "procedure") return;
  const first = effect.body.actions.first;
  const costs = [...effect.body.costs, ...(first.kind === "Options" ? first.options.flatMap((o) => o.costs) : [])];
  for (const c of costs) {
    if (!isCostAction(c)) ctx.report(diagnose("YGO2039", c.span, [actionWord(c)], { expected: "pay, discard, tribute, banish, send … to the graveyard, remove … counters, reveal" }));
  }
}

/** Changes that last beyond the resolution, and what messages call them. */
function lastingChange(a: Action): { what: string; duration: Duration | undefined } | undefined {
  switch (a.kind) {
    case "ModifyStat":
      return { what: `an ATK/DEF change (\`${actionWord(a)}\`)`, duration: a.duration };
    case "SetStat":
      return { what: `setting ${a.stat}`, duration: a.duration };
    case "Restrict":
      return { what: "a restriction (`cannot …`)", duration: a.duration };
    case "TakeControl":
      return { what: "taking control", duration: a.duration };
    case "NoBattleDamage":
      return { what: "`take no battle damage`", duration: a.duration };
    case "NegateEffects":
      return a.statement ? undefined : { what: "negating effects", duration: a.duration };
    case "Permit":
      return { what: "a permission (`can …`)", duration: a.duration };
    default:
      return undefined;
  }
}

/** Statements that only make sense as something that holds while a continuous effect applies. */
function continuousOnly(a: Action): string | undefined {
  switch (a.kind) {
    case "Controls":
      return "`you control …`";
    case "Win":
      return "`win the duel`";
    case "NegateEffects":
      return a.statement ? "`the effects of … are negated`" : undefined;
    case "Redirect":
      return "`… is banished instead of …`";
    default:
      return undefined;
  }
}

const DURATION_WORDS: Record<Duration["kind"], string> = {
  UntilEndOfTurn: "until end of turn",
  UntilEndOfDamageStep: "until end of damage step",
  ForTurns: "for N turns",
  While: "while …",
};

/** Actions that are the outcome of an `if …, …[, otherwise …]` on resolution (a win can be one: Last Turn). */
function outcomesOf(effect: Effect): Set<Action> {
  const out = new Set<Action>();
  const add = (a: Action): void => {
    out.add(a);
    if (a.kind === "Conditional") {
      add(a.action);
      if (a.otherwise !== undefined) add(a.otherwise);
    }
  };
  for (const a of actionsOf(effect, false)) if (a.kind === "Conditional") add(a);
  return out;
}

function checkActions(ctx: CardContext, effect: Effect): void {
  const statement = isStatement(effect);
  const outcomes = outcomesOf(effect);
  const events = effect.timing?.mode === "during" ? [] : (effect.timing?.events ?? []);
  for (const a of actionsOf(effect, false)) {
    const lasting = lastingChange(a);
    if (lasting !== undefined) {
      if (statement && lasting.duration !== undefined) {
        ctx.report(diagnose("YGO2040", lasting.duration.span, [effect.effectKind, DURATION_WORDS[lasting.duration.kind]]));
      } else if (!statement && lasting.duration === undefined) {
        ctx.report(diagnose("YGO2041", a.span, [lasting.what], { expected: "until end of turn | for N turns | while …" }));
      }
    }
    checkNewActionShapes(ctx, a);
    const only = continuousOnly(a);
    if (only !== undefined && effect.effectKind !== "continuous" && !(a.kind === "Win" && outcomes.has(a))) ctx.report(diagnose("YGO2042", a.span, [only]));
    if (a.kind === "Negate") {
      for (const what of a.what) {
        if ((what === "activation" || what === "effect") && !events.some((e) => e.kind === "Activated")) {
          ctx.report(diagnose("YGO2043", a.span, [what]));
        } else if (what === "summon" && !events.some((e) => e.kind === "Summoned" && e.would)) {
          ctx.report(diagnose("YGO2044", a.span));
        } else if (what === "attack" && !events.some((e) => e.kind === "DeclaresAttack")) {
          ctx.report(diagnose("YGO2045", a.span));
        }
      }
    }
  }
}

/** Delayed effects name the right timing word; `unless` is paid like a cost. */
function checkNewActionShapes(ctx: CardContext, a: Action): void {
  if (a.kind === "Delayed") {
    for (const ev of a.timing.events) {
      if (a.timing.mode === "during" && ev.kind !== "Phase") {
        ctx.report(diagnose("YGO2063", ev.span, ["`during` is followed by a phase or step, not an event"]));
      } else if (a.timing.mode === "when" && ev.kind === "Phase") {
        ctx.report(diagnose("YGO2063", ev.span, [`a phase follows \`during\`, not \`when\`: write \`during ${describePhase(ev)}\``]));
      }
    }
  }
  if (a.kind === "Restrict" && a.unless !== undefined && !isCostAction(a.unless)) {
    ctx.report(diagnose("YGO2064", a.unless.span, [actionWord(a.unless)]));
  }
  if (a.kind === "Flip" && a.noFlipEffects === true && a.face === "face-down") ctx.report(diagnose("YGO2068", a.span));
  if (a.kind === "Options") {
    for (const o of a.options) if (o.actions.first.kind === "Options") ctx.report(diagnose("YGO2066", o.actions.first.span));
  }
}

/** `choose one` belongs to activated effects; `or set card` to target clauses. */
function checkOptionsAndSetTargets(ctx: CardContext, effect: Effect): void {
  const first = effect.body.actions.first;
  if (first.kind === "Options" && !EFFECT_KINDS[effect.effectKind].activated) ctx.report(diagnose("YGO2065", first.span, [effect.effectKind]));
  walkEffect(effect, {
    selector: (s, section) => {
      if (s.kind === "CardSet" && s.orSet === true && section !== "target") ctx.report(diagnose("YGO2067", s.span));
    },
  });
}

/** `with the declared race` needs a `declare a race` before it in the same effect. */
function checkDeclared(ctx: CardContext, effect: Effect): void {
  const declared = new Set<string>();
  walkEffect(effect, {
    enterAction: (a) => {
      if (a.kind === "Declare") declared.add(a.what);
    },
    selector: (s) => {
      if (s.kind !== "CardSet") return;
      for (const f of s.filters) {
        if (f.kind === "DeclaredFilter" && !declared.has(f.what)) ctx.report(diagnose("YGO2062", f.span, [f.what]));
      }
    },
  });
}

function checkEffectNumbers(ctx: CardContext, effect: Effect): void {
  walkEffect(effect, {
    condition: (c) => {
      if (c.kind !== "EffectUsed") return;
      const target = ctx.effects[c.index - 1];
      if (target === undefined) ctx.report(diagnose("YGO2046", c.span, [c.index, ctx.effects.length]));
      else if (!EFFECT_KINDS[target.effectKind].activated) ctx.report(diagnose("YGO2047", c.span, [c.index, target.effectKind]));
    },
  });
}
