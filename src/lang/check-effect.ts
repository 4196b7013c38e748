/**
 * Rules about one effect: does its kind fit the card, is its timing the right shape, are its
 * costs costs, do lasting changes say how long, does a negation have something to negate.
 */
import type { Action, Duration, Effect, EffectBody, EffectKind, Event, Permit, Restrict } from "./ast.js";
import { diagnose } from "./catalogue.js";
import { describeKind } from "./carddata.js";
import { article, describePhase } from "./check-describe.js";
import { actionsOf, walkEffect } from "./check-walk.js";
import {
  ACTIVATE_SPEED,
  EFFECT_KINDS,
  TIMING_MODES_NEEDED,
} from "./check-tables.js";
import type { CardContext, SpellSpeed } from "./check-types.js";
import type { Span } from "./span.js";
import { checkCardName } from "./check-select.js";
import { printEvent } from "./events.js";
import { actionWord, continuousOnly, isCost, lastingOf, printAction, unsupportedAt, type ActionPlace } from "./verbs.js";
import { PERMISSIONS, RESTRICTIONS, subjectOf, type Subject } from "./restrictions.js";

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
  checkThatDamage(ctx, effect);
  checkAmountPaid(ctx, effect);
  checkOptionsAndSetTargets(ctx, effect);
  checkCostOnly(ctx, effect);
  checkRuns(ctx, effect);
}

/**
 * A body without actions is the activation of a card that stays on the field and does its work by
 * its continuous effects, paid for by its cost (Toon World, Skill Drain): anything else would do nothing.
 */
function checkCostOnly(ctx: CardContext, effect: Effect): void {
  const bodies = [effect.body, ...(effect.body.actions?.first.kind === "Options" ? effect.body.actions.first.options : [])];
  for (const b of bodies) {
    if (b.actions !== undefined) continue;
    const stays = ctx.facts.kind !== "monster" && (ctx.facts.subtypes.includes("continuous") || ctx.facts.subtypes.includes("field"));
    if (b !== effect.body || effect.effectKind !== "activate" || b.costs.length === 0 || b.targets.length > 0 || !stays) ctx.report(diagnose("YGO2088", b.span));
  }
}

/** What each subject is called in YGO2081, and how to write a restriction about it. */
const SUBJECT_WORDS: Record<Subject, string> = { card: "cards", player: "a player" };

/**
 * Everything accepted must run (soundness): each action is checked against its record's places —
 * as an effect's action, a cost or a continuous statement — with the shapes the interpreter runs
 * there. Places the language itself forbids have their own diagnostics (YGO2039, YGO2042).
 */
function checkRuns(ctx: CardContext, effect: Effect): void {
  // An effect of a kind the card cannot have is reported as such (YGO2010–YGO2014), not again for its actions.
  if (!EFFECT_KINDS[effect.effectKind].fits.includes(ctx.cls)) return;
  // A spell or trap without `activate` is reported for that (YGO2014): its other effects are the author's slip.
  if (ctx.cls !== "monster" && !ctx.effects.some((e) => e.effectKind === "activate")) return;
  const statement = isStatement(effect);
  const visit = (a: Action, place: ActionPlace): void => {
    if (place === "cost" && !isCost(a)) return; // YGO2039
    if (place === "effect" && continuousOnly(a) !== undefined && effect.effectKind !== "continuous") return; // YGO2042
    if ((a.kind === "Restrict" || a.kind === "Permit") && !wrongSubject(ctx, a)) return;
    const unsupported = unsupportedAt(a, place);
    if (unsupported !== null) {
      ctx.report(diagnose("YGO2080", a.span, [`\`${printAction(a)}\``, unsupported.place, unsupported.hint]));
      return;
    }
    // The parts of an action run where it does: `either`'s options, `if`'s outcomes, a delayed effect's action.
    if (a.kind === "Either") a.options.forEach((o) => visit(o, place));
    else if (a.kind === "Conditional") {
      visit(a.action, place);
      if (a.otherwise !== undefined) visit(a.otherwise, place);
    } else if (a.kind === "Delayed") {
      visit(a.action, "effect");
      for (const r of a.rest ?? []) visit(r.action, "effect");
    }
    else if (a.kind === "Lasting") visit(a.action, "statement");
    else if (a.kind === "Restrict" && a.unless !== undefined) visit(a.unless, "cost");
  };
  const body = (b: EffectBody): void => {
    for (const c of b.costs) visit(c, "cost");
    const seq = b.actions;
    if (seq === undefined) return;
    for (const a of [seq.first, ...seq.rest.map((r) => r.action)]) {
      if (a.kind === "Options") a.options.forEach(body);
      else visit(a, statement ? "statement" : "effect");
    }
  };
  body(effect.body);
}

/** A restriction or permission about a subject it does not concern; false when reported. */
function wrongSubject(ctx: CardContext, a: Restrict | Permit): boolean {
  const rec = a.kind === "Restrict" ? RESTRICTIONS[a.what.kind] : PERMISSIONS[a.what.kind];
  const subject = subjectOf(a.subject);
  if (rec.subjects.includes(subject)) return true;
  const about = rec.subjects.map((x) => SUBJECT_WORDS[x]).join(" or ");
  const verb = a.kind === "Restrict" ? `cannot ${rec.word}` : `can ${rec.word}`;
  const hint = rec.subjects.includes("player")
    ? `Make a player the subject: \`you ${verb}\`, \`your opponent ${verb}\`, \`each player ${verb}\`.`
    : `Make cards the subject: \`this card ${verb}\`, \`monsters you control ${verb}\`.`;
  ctx.report(diagnose("YGO2081", a.span, [verb, about, SUBJECT_WORDS[subject], hint]));
  return false;
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
  return (e.kind === "Activated" && e.moment === undefined) || (e.kind === "Summoned" && e.would);
}

function checkTiming(ctx: CardContext, effect: Effect): void {
  const kind = effect.effectKind;
  const rule = EFFECT_KINDS[kind];
  const timing = effect.timing;
  for (const ev of timing?.events ?? []) if (ev.kind === "TakesBattleDamage" && ev.exceptFrom !== undefined) checkCardName(ctx, ev.exceptFrom.name, ev.exceptFrom.span);
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
    if (ev.kind === "Activated" && ev.moment === "would resolve" && kind !== "continuous") ctx.report(diagnose("YGO2089", ev.span));
    if (timing.mode === "during" && ev.kind !== "Phase") ctx.report(diagnose("YGO2033", ev.span));
    if (timing.mode !== "during" && ev.kind === "Phase") ctx.report(diagnose("YGO2034", ev.span, [timing.mode, describePhase(ev)]));
    if (ev.kind === "Phase" && ev.nth !== undefined) ctx.report(diagnose("YGO2095", ev.span, [printEvent(ev), "an effect's own timing cannot count phases (write it in the action that sets it up)"]));
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
  const first = effect.body.actions?.first;
  const costs = [...effect.body.costs, ...(first?.kind === "Options" ? first.options.flatMap((o) => o.costs) : [])];
  for (const c of costs) {
    if (!isCost(c)) ctx.report(diagnose("YGO2039", c.span, [actionWord(c)], { expected: "pay, discard, tribute, banish, send … to the graveyard, remove … counters, reveal" }));
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
  const outcomes = outcomesOf(effect);
  const events = effect.timing?.mode === "during" ? [] : (effect.timing?.events ?? []);
  // The statement of `until end of turn, <statement>` is one: no duration of its own.
  const held = new Set<Action>();
  for (const a of actionsOf(effect, true)) if (a.kind === "Lasting") held.add(a.action);
  for (const a of actionsOf(effect, true)) {
    if (a.kind === "Lasting" && a.duration.kind === "While") ctx.report(diagnose("YGO2092", a.duration.span));
  }
  for (const a of actionsOf(effect, false)) {
    const statement = isStatement(effect) || held.has(a);
    const lasting = lastingOf(a);
    if (lasting !== undefined) {
      if (statement && lasting.duration !== undefined) {
        ctx.report(diagnose("YGO2040", lasting.duration.span, [effect.effectKind, DURATION_WORDS[lasting.duration.kind]]));
      } else if (!statement && lasting.duration === undefined) {
        ctx.report(diagnose("YGO2041", a.span, [lasting.what], { expected: "until end of turn | for N turns | while …" }));
      }
    }
    checkNewActionShapes(ctx, a);
    const only = continuousOnly(a);
    if (only !== undefined && effect.effectKind !== "continuous" && !held.has(a) && !(a.kind === "Win" && outcomes.has(a))) ctx.report(diagnose("YGO2042", a.span, [only]));
    if (a.kind === "Negate") {
      for (const what of a.what) {
        const late = events.find((e) => e.kind === "Activated" && e.moment !== undefined && (e.moment === "resolves" || what === "activation"));
        if ((what === "activation" || what === "effect") && !events.some((e) => e.kind === "Activated")) {
          ctx.report(diagnose("YGO2043", a.span, [what]));
        } else if ((what === "activation" || what === "effect") && late?.kind === "Activated") {
          const why = late.moment === "resolves" ? "it has already resolved" : "its activation has already succeeded; only its effect can still be negated";
          ctx.report(diagnose("YGO2090", a.span, [what, `an activation that ${late.moment}`, why]));
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
      if (ev.kind !== "Phase" || ev.nth === undefined) continue;
      const why =
        ev.nth < 1
          ? "the count starts at the 1st"
          : a.duration !== undefined
            ? "it happens once, so it takes no duration"
            : a.timing.events.length > 1
              ? "it is the only moment of its delayed action"
              : ev.phase === "damage step" || ev.phase === "damage calculation"
                ? "only the phases of a turn are counted"
                : null;
      if (why !== null) ctx.report(diagnose("YGO2095", ev.span, [printEvent(ev), why]));
    }
  }
  if (a.kind === "Restrict" && a.unless !== undefined && !isCost(a.unless)) {
    ctx.report(diagnose("YGO2064", a.unless.span, [actionWord(a.unless)]));
  }
  if (a.kind === "Flip" && a.noFlipEffects === true && a.face === "face-down") ctx.report(diagnose("YGO2068", a.span));
  if (a.kind === "Options") {
    for (const o of a.options) if (o.actions?.first.kind === "Options") ctx.report(diagnose("YGO2066", o.actions.first.span));
  }
}

/** `choose one` belongs to activated effects; `or set card` to target clauses. */
function checkOptionsAndSetTargets(ctx: CardContext, effect: Effect): void {
  const first = effect.body.actions?.first;
  if (first === undefined) return;
  if (first.kind === "Options" && !EFFECT_KINDS[effect.effectKind].activated) ctx.report(diagnose("YGO2065", first.span, [effect.effectKind]));
  // The interpreter pays and targets what an option says, not what stands before `choose one`.
  if (first.kind === "Options") {
    const before = [...effect.body.costs, ...effect.body.targets][0];
    if (before !== undefined) {
      const what = effect.body.costs.length > 0 ? "`cost …`" : "`target …`";
      ctx.report(diagnose("YGO2080", before.span, [what, "before `choose one`", "Write it inside each option: `choose one: { cost pay 300 LP; shuffle your deck } or { cost pay 300 LP; shuffle your opponent's deck }`."]));
    }
  }
  walkEffect(effect, {
    selector: (s, section) => {
      if (s.kind === "CardSet" && s.orSet === true && section !== "target") ctx.report(diagnose("YGO2067", s.span));
    },
  });
}

/** `with the declared race` needs a `declare a race` before it in the same effect; `the call is right` a called toss. */
function checkDeclared(ctx: CardContext, effect: Effect): void {
  const declared = new Set<string>();
  let called = false;
  walkEffect(effect, {
    enterAction: (a) => {
      if (a.kind === "Declare") declared.add(a.what);
      if (a.kind === "Random" && a.call === true) called = true;
    },
    condition: (c) => {
      if (c.kind === "CallRight" && !called) ctx.report(diagnose("YGO2087", c.span, [c.right ? "right" : "wrong"]));
    },
    selector: (s) => {
      if (s.kind !== "CardSet") return;
      for (const f of s.filters) {
        if (f.kind === "DeclaredFilter" && !declared.has(f.what)) ctx.report(diagnose("YGO2062", f.span, [f.what]));
      }
    },
  });
}

/** `that damage` is the damage of the event the effect answers: its timing must be a damage event. */
function checkThatDamage(ctx: CardContext, effect: Effect): void {
  const damage = effect.timing?.mode !== "during" && (effect.timing?.events ?? []).some((e) => e.kind === "TakesBattleDamage" || e.kind === "InflictsBattleDamage");
  if (damage) return;
  walkEffect(effect, {
    expr: (e) => {
      if (e.kind === "ThatDamage") ctx.report(diagnose("YGO2091", e.span));
    },
  });
}

/** `the amount paid` is what the card's player chose to pay for it: the card must have a `pay any multiple of … LP`. */
function checkAmountPaid(ctx: CardContext, effect: Effect): void {
  const pays = ctx.effects.some((e) => actionsOf(e).some((a) => a.kind === "LifePoints" && a.multiple === true));
  if (pays) return;
  walkEffect(effect, {
    expr: (e) => {
      if (e.kind === "AmountPaid") ctx.report(diagnose("YGO2096", e.span));
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
