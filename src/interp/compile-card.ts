/**
 * A checked card compiles, once, into the rules layer's {@link CardBehaviour}: one
 * {@link EffectDef} per effect (timing, condition, limit, cost, targets and resolution as closures
 * over the AST), summon facts from the declarations. Continuous statements become stat modifiers,
 * restrictions and win conditions. Whatever cannot be compiled is reported (YGO4001) and left out.
 * @module
 */
import type { CardId } from "../kernel/index.js";
import type { Action, ActionSeq, CardSet, Category, CheckedCard, CheckedEffect, Selector, TargetClause, TargetPick } from "../lang/index.js";
import { printAction, someNode } from "../lang/index.js";
import type { AttackCostDef, CardBehaviour, CardInfo, CostDef, EffectCategory, EffectDef, EffectQuery, EffectRange, MaterialSpec, PositionRule, RestrictionDef, StatModifier, TargetDef } from "../rules/index.js";
import { ActionCompiler, type ActFn, type CanFn } from "./compile-action.js";
import { compileFeasible, compileSeqFeasible, compileStatement, Statements } from "./verbs.js";
import { compileCondition, type CondFn } from "./compile-condition.js";
import { compileExpr } from "./compile-expr.js";
import { compilePlayers } from "./compile-player.js";
import { compileSelector, type CardPred } from "./compile-selector.js";
import { compileTiming } from "./compile-timing.js";
import { compileOptions } from "./compile-options.js";
import { CardContext, type PackEnv } from "./context.js";
import { Run, storeBinding, timingEvents } from "./runtime.js";
import { Zone } from "../rules/index.js";

const CATEGORY: Partial<Record<Category, EffectCategory>> = {
  destroy: "destroy",
  "negate activation": "negate",
  "negate summon": "negate",
  "negate effect": "negate",
  "negate attack": "negate",
  "negate effects": "negate",
  "special summon": "summon",
  "fusion summon": "summon",
  "ritual summon": "summon",
  token: "summon",
  draw: "draw",
  search: "search",
  "to hand": "toHand",
  bounce: "toHand",
  "to deck": "toDeck",
  damage: "damage",
  control: "control",
  position: "position",
  flip: "position",
  banish: "banish",
};

const RANGE: Record<string, EffectRange> = { hand: "hand", deck: "deck", "extra deck": "extra", graveyard: "graveyard", banished: "banished", field: "field" };

/** The actions of a sequence in order (connectors aside). */
function actionsOf(seq: ActionSeq | undefined): Action[] {
  if (seq === undefined) return [];
  return [seq.first, ...seq.rest.map((r) => r.action), ...(seq.unless === undefined ? [] : [seq.unless])];
}

/**
 * What an effect's destroy actions would destroy if it resolved now: a reference names its targets
 * (`target 1 spell/trap card; destroy it`), a selector the cards it finds (`destroy all spell/trap
 * cards your opponent controls`) — for `a spell card that would destroy a spell/trap card …` (Judgment of Anubis).
 */
function destroyedBy(cx: CardContext, seq: ActionSeq | undefined): ((q: EffectQuery, targets: readonly CardId[]) => CardId[]) | undefined {
  if (seq === undefined) return undefined;
  const parts: ((q: EffectQuery, targets: readonly CardId[]) => CardId[])[] = [];
  const visit = (a: Action): void => {
    if (a.kind === "Destroy") {
      if (a.object.kind === "Reference") parts.push((_q, targets) => [...targets]);
      else {
        const sel = compileSelector(cx, a.object);
        parts.push((q) => sel.cards(q, null));
      }
    } else if (a.kind === "Conditional") {
      visit(a.action);
      if (a.otherwise !== undefined) visit(a.otherwise);
    } else if (a.kind === "Either") a.options.forEach(visit);
  };
  visit(seq.first);
  for (const r of seq.rest) visit(r.action);
  if (parts.length === 0) return undefined;
  return (q, targets) => parts.flatMap((p) => p(q, targets));
}

function categoriesOf(ce: CheckedEffect): EffectCategory[] {
  const out = new Set<EffectCategory>();
  for (const c of ce.categories) {
    const m = CATEGORY[c];
    if (m !== undefined) out.add(m);
  }
  return [...out];
}

/** Whether a card says `you control the equipped monster` (Snatch Steal): equipping it takes control. */
function controlsEquipped(card: CheckedCard): boolean {
  return card.effects.some((e) => e.kind === "continuous" && actionsOf(e.effect.body.actions).some((a) => a.kind === "Controls" && a.object.kind === "Reference" && a.object.ref.kind === "the equipped monster"));
}

/** Whether the effect special summons its targets (`target …; special summon it`). */
function summonsTargets(seq: ActionSeq | undefined): boolean {
  return actionsOf(seq).some((a) => a.kind === "SpecialSummon" && a.object.kind === "Reference" && (a.object.ref.kind === "it" || a.object.ref.kind === "them"));
}

/** Whether a Union monster's effect equips it to its target (`target …; equip this card to it`): a monster can have one Union at a time. */
export function unionEquipsTarget(cx: CardContext, seq: ActionSeq | undefined): boolean {
  return cx.card.facts.subtypes.includes("union") && actionsOf(seq).some((a) => a.kind === "Equip" && a.object.kind === "Reference" && a.object.ref.kind === "this card" && a.to.kind === "Reference" && (a.to.ref.kind === "it" || a.to.ref.kind === "them"));
}

/**
 * Whether the effect takes control of its targets (`take control of it`, or an equip spell that says
 * `you control the equipped monster`): a monster whose control cannot change is no target for it.
 */
function takesTargetControl(cx: CardContext, seq: ActionSeq | undefined): boolean {
  const isTarget = (r: Selector): boolean => r.kind === "Reference" && (r.ref.kind === "it" || r.ref.kind === "them");
  return actionsOf(seq).some((a) => (a.kind === "TakeControl" && isTarget(a.object)) || (a.kind === "Equip" && isTarget(a.to) && controlsEquipped(cx.card)));
}

/** Whether the effect banishes its targets (`target 1 card in your opponent's graveyard; banish it`: D.D. Crow). */
function banishesTargets(seq: ActionSeq | undefined): boolean {
  return actionsOf(seq).some((a) => a.kind === "Move" && (a.verb === "banish" || a.to === "banished") && a.object.kind === "Reference" && (a.object.ref.kind === "it" || a.object.ref.kind === "them"));
}

/** Whether the effect equips its target to this card (`target 1 equip spell card in your graveyard; equip it to this card`: Chopman). */
function equipsTargetHere(seq: ActionSeq | undefined): boolean {
  return actionsOf(seq).some((a) => a.kind === "Equip" && a.object.kind === "Reference" && (a.object.ref.kind === "it" || a.object.ref.kind === "them") && a.to.kind === "Reference" && a.to.ref.kind === "this card");
}

/**
 * Compiles the targets of an effect, and the resolution-time split of the chosen targets by pick.
 * What the effect does to its targets narrows what may be targeted (`actions`): a monster it could
 * not summon, a second Union, a monster whose control cannot change, an equip spell that could not go
 * to this card.
 */
export function compileTargets(cx: CardContext, clauses: readonly TargetClause[], actions: ActionSeq | undefined, afterCost: ReadonlySet<TargetPick> = new Set()): { defs: TargetDef[]; assign: (run: Run) => void } {
  const summons = summonsTargets(actions);
  const union = unionEquipsTarget(cx, actions);
  const takesControl = takesTargetControl(cx, actions);
  const equipsHere = equipsTargetHere(actions);
  const banishes = banishesTargets(actions);
  const picks: { pick: TargetPick; clause: TargetClause; def: TargetDef; revealed?: CardPred }[] = [];
  for (const clause of clauses) {
    for (const pick of clause.picks) {
      const sel = compileSelector(cx, pick.selector, { target: true });
      const base = sel.pred;
      // A monster the effect could not special summon (R-SUM-5's revival limit) cannot be targeted at all.
      const summonable: typeof base = summons ? (q, id, run) => base(q, id, run) && q.canSpecialSummon(id, q.player) : base;
      // A monster that already has a Union monster equipped cannot be a Union's target.
      const unionFree: typeof base = union ? (q, id, run) => summonable(q, id, run) && !q.hasUnionEquipped(id) : summonable;
      const controllable: typeof base = takesControl ? (q, id, run) => unionFree(q, id, run) && !q.restricted("cannotChangeControl", id) : unionFree;
      // An equip spell equipped to this card must be able to go there by its own text.
      const equippable: typeof base = equipsHere ? (q, id, run) => controllable(q, id, run) && (q.info(id).kind === "monster" || q.canEquipTo(id, q.card)) : controllable;
      // A card that cannot be banished now is no target for an effect that banishes it (Necrovalley and D.D. Crow).
      const pred: typeof base = banishes ? (q, id, run) => equippable(q, id, run) && q.canBanish(id) : equippable;
      const min = sel.ref ? 1 : Math.max(1, sel.min);
      const max = sel.ref ? 1 : sel.every ? 99 : Math.max(min, sel.max);
      const def: TargetDef = { min, max, valid: (q, id) => pred(q, id, null), ...(afterCost.has(pick) ? { afterCost: true } : {}) };
      picks.push({ pick, clause, def, ...(sel.revealed !== undefined ? { revealed: sel.revealed } : {}) });
    }
  }
  const assign = (run: Run): void => {
    if (picks.length === 0) return;
    const rest = run.a.targets.slice();
    for (const p of picks) {
      const mine: CardId[] = [];
      for (let i = 0; i < rest.length && mine.length < p.def.max; ) {
        if (p.def.valid(run.a, rest[i]!)) mine.push(rest.splice(i, 1)[0]!);
        else i++;
      }
      if (p.revealed !== undefined) {
        // `… or set card`: a face-down target is revealed now; it is affected only if it is what the noun says.
        const hidden = mine.filter((id) => !run.a.state.cards[id]!.faceUp);
        if (hidden.length > 0) run.a.reveal(hidden);
        const is = p.revealed;
        mine.splice(0, mine.length, ...mine.filter((id) => is(run.a, id, run)));
      }
      run.chosen.set(p.pick, mine);
      if (p.pick.binding !== undefined) run.bindings.set(p.pick.binding, mine);
      run.chosen.set(p.clause, [...(run.chosen.get(p.clause) ?? []), ...mine]);
    }
  };
  return { defs: picks.map((p) => p.def), assign };
}

/** Compiles the statements of a continuous effect into modifiers, restrictions and a win condition (each verb's `statement`, verbs.ts). */
function compileStatements(cx: CardContext, ce: CheckedEffect, cond: CondFn | undefined): Pick<EffectDef, "modifiers" | "restrictions" | "wins" | "positions" | "attackCosts" | "substitutes" | "destroysSelf"> {
  const s = new Statements(cx, cond);
  for (const a of actionsOf(ce.effect.body.actions)) compileStatement(s, a);
  return {
    ...(s.modifiers.length > 0 ? { modifiers: s.modifiers } : {}),
    ...(s.restrictions.length > 0 ? { restrictions: s.restrictions } : {}),
    ...(s.wins !== undefined ? { wins: s.wins } : {}),
    ...(s.positions.length > 0 ? { positions: s.positions } : {}),
    ...(s.attackCosts.length > 0 ? { attackCosts: s.attackCosts } : {}),
    ...(s.substitutes.length > 0 ? { substitutes: s.substitutes } : {}),
    ...(s.destroysSelf !== undefined ? { destroysSelf: s.destroysSelf } : {}),
  };
}

/** Whether a condition names the card of the triggering event (`that card`, `that monster`). */
function mentionsEventSubject(node: unknown): boolean {
  return someNode(node, (n) => n.kind === "Reference" && (n.ref?.kind === "that card" || n.ref?.kind === "that monster"));
}

/** Whether a selector reads the binding `name` (`the ATK of fuel`, `in fuel`). */
function mentionsBinding(node: unknown, name: string): boolean {
  return someNode(node, (n) => (n.kind === "Reference" && n.ref?.kind === "binding" && n.ref.name === name) || (n.kind === "InBinding" && n.name === name));
}

/** The query with `name` bound to one card, its stats as they are now (what a cost would record). */
function withBinding(q: EffectQuery, name: string, id: CardId): EffectQuery {
  const bind = { ...q.bind, [`${name}#n`]: 1, [`${name}#0`]: id, [`${name}#0.atk`]: q.atk(id), [`${name}#0.def`]: q.def(id), [`${name}#0.level`]: q.level(id) };
  return Object.create(q, { bind: { value: bind } }) as EffectQuery;
}

/** Compiles one checked effect. */
function compileEffect(cx: CardContext, ce: CheckedEffect, equipTakesControl: boolean, index: number): EffectDef {
  cx.enter(ce);
  const e = ce.effect;
  const t = e.timing === undefined ? undefined : compileTiming(cx, e.timing, ce.kind);
  cx.subjects = t?.subjects ?? (() => []);
  // In a trigger's `while` condition, `that card` would have to be read with the event, which the
  // condition is not asked with (an activation answering a chain link reads the link): refused rather
  // than never holding.
  if ((ce.kind === "trigger" || ce.kind === "flip") && e.condition !== undefined && mentionsEventSubject(e.condition)) cx.unsupported(e.condition.span, "`that card` or `that monster` in a `while` condition (write it in the event: `when a face-up monster …`)");
  const whileCond = e.condition === undefined ? undefined : compileCondition(cx, e.condition);
  const during = t?.condition;
  const cond: CondFn | undefined = whileCond !== undefined && during !== undefined ? (q, r) => during(q, r) && whileCond(q, r) : (whileCond ?? during);
  const condition = cond === undefined ? undefined : (q: Parameters<CondFn>[0]) => cond(q, null);
  const categories = categoriesOf(ce);
  const wouldDestroy = categories.includes("destroy") ? destroyedBy(cx, e.body.actions) : undefined;
  const base = {
    ...(condition !== undefined ? { condition } : {}),
    ...(e.limit !== undefined ? { limit: { per: e.limit.per, scope: e.limit.scope } } : {}),
    ...(categories.length > 0 ? { categories } : {}),
    ...(wouldDestroy !== undefined ? { wouldDestroy } : {}),
  };
  let range: EffectRange[] | undefined = ce.kind === "activate" ? undefined : ce.zones.map((z) => RANGE[z] ?? "field");
  // A trigger on this card's own move works from where the move takes it (Sangan: the graveyard).
  if (e.location === undefined && t?.selfLands !== undefined && (ce.kind === "trigger" || ce.kind === "continuous")) range = [...t.selfLands];
  const withRange = range === undefined ? {} : { range };

  if (ce.kind === "continuous" && e.timing === undefined) {
    return { kind: "continuous", ...withRange, ...base, ...compileStatements(cx, ce, cond) };
  }
  const first = e.body.actions?.first;
  if (first?.kind === "Options") {
    // `choose one: { … } or { … }` (compile-options.ts)
    const o = compileOptions(cx, first, index, equipTakesControl);
    const optional = ce.kind === "trigger" || ce.kind === "flip" ? { optional: e.optional } : {};
    return { kind: ce.kind, ...optional, ...withRange, ...(t?.timing !== undefined ? { timing: t.timing } : {}), ...base, ...(t?.damageStep === true ? { damageStep: true } : {}), ...o };
  }

  const actions = new ActionCompiler(cx, "effect");
  actions.controlsEquipped = equipTakesControl;
  actions.effIndex = index;
  actions.activation = ce.kind === "activate";
  // An activation that is all cost does nothing more as it resolves (Toon World).
  const body: ActFn = e.body.actions === undefined ? () => true : actions.seq(e.body.actions);
  const durations = actions.durations.length > 0 ? { durations: actions.durations } : {};

  if (ce.kind === "maintenance") {
    return { kind: "maintenance", ...withRange, ...base, ...durations, resolve: (a) => void body(new Run(a)) };
  }

  // Costs: paid at activation; an activation that answers an event records that event's cards first.
  const costs = new ActionCompiler(cx, "cost");
  // What the effect does first may depend on the card a cost takes (`the level of offering`): then the
  // cost may take only a card for which it can be done, and the effect is activated only if one exists.
  for (const c of e.body.costs) {
    const b = "binding" in c && typeof c.binding === "string" ? c.binding : undefined;
    if (b === undefined || first === undefined) continue;
    const needs = compileFeasible(actions, first, b);
    if (needs !== undefined && compileFeasible(actions, first) === undefined) costs.narrow.set(b, (q, id) => needs(withBinding(q, b, id)));
  }
  // Targets that depend on what a cost takes (Armed Dragon LV5: `with ATK <= the ATK of fuel`): the
  // cost may take only a card that leaves a target (R-EFF-12), and the targets are chosen after it.
  const afterCost = new Set<TargetPick>();
  for (const c of e.body.costs) {
    const b = "binding" in c && typeof c.binding === "string" ? c.binding : undefined;
    if (b === undefined || costs.narrow.has(b)) continue;
    const picks = e.body.targets.flatMap((t) => t.picks).filter((p) => mentionsBinding(p.selector, b));
    if (picks.length === 0) continue;
    for (const p of picks) afterCost.add(p);
    const { defs: needed } = compileTargets(cx, e.body.targets.map((t) => ({ ...t, picks: t.picks.filter((p) => picks.includes(p)) })).filter((t) => t.picks.length > 0), e.body.actions);
    const activating = ce.kind === "activate";
    costs.narrow.set(b, (q, id) => {
      const bq = withBinding(q, b, id);
      return needed.every((t) => {
        let n = 0;
        for (const card of bq.state.cards) if ((card.id !== bq.card || !activating) && card.id !== id && t.valid(bq, card.id) && !bq.restricted("cannotBeTargeted", card.id) && ++n >= t.min) return true;
        return false;
      });
    });
  }
  const payers: ActFn[] = e.body.costs.map((c) => costs.action(c));
  const checks: CanFn[] = e.body.costs.map((c) => costs.can(c));
  const subjects = cx.subjects;
  const records = t !== undefined && t.timing !== undefined && (ce.kind === "activate" || ce.kind === "quick");
  let cost: CostDef | undefined;
  if (payers.length > 0 || records) {
    cost = {
      can: (q) => {
        for (const c of checks) if (!c(q)) return false;
        return true;
      },
      pay: (a) => {
        const run = new Run(a);
        if (records) {
          storeBinding(a, "that", subjects(a, run));
          // `that damage` in an activation that answers damage (Sebek's Blessing): the amount, as it was dealt.
          const answered = timingEvents(a).find((e) => t.timing!.match(a, e));
          if (answered?.type === "signal" && answered.name === "damage") a.bind["that#damage"] = answered.value;
        }
        for (const p of payers) p(run);
      },
    };
  }
  const { defs: targets, assign } = compileTargets(cx, e.body.targets, e.body.actions, afterCost);
  // What the effect does first must be possible for it to be activated (R-EFF-12).
  const feasible = e.body.actions === undefined ? undefined : compileSeqFeasible(actions, e.body.actions);
  const resolve = (a: Parameters<NonNullable<EffectDef["resolve"]>>[0]): void => {
    const run = new Run(a);
    assign(run);
    body(run);
  };
  // `continuous when …` (Call of the Haunted's links) happens as soon as its event does, without the chain (R-EFF-3).
  const kind = ce.kind;
  const optional = ce.kind === "trigger" || ce.kind === "flip" ? e.optional : undefined;
  const damageStep = t?.damageStep === true || ce.categories.includes("stat change");
  return {
    kind,
    ...(optional !== undefined ? { optional } : {}),
    ...withRange,
    ...(t?.timing !== undefined ? { timing: t.timing } : {}),
    ...base,
    ...durations,
    ...(damageStep ? { damageStep } : {}),
    ...(cost !== undefined ? { cost } : {}),
    ...(feasible !== undefined ? { feasible } : {}),
    ...(targets.length > 0 ? { targets } : {}),
    resolve,
  };
}

/** A predicate on printed facts for a fusion material (`"Blue-Eyes White Dragon"`, `1 Dragon monster`). */
function materialSpecs(cx: CardContext, sel: Selector): MaterialSpec[] {
  if (sel.kind !== "CardSet") {
    cx.unsupported(sel.span, "a material that is not a card description");
    return [];
  }
  const set: CardSet = sel;
  const n = set.count.kind === "exactly" ? set.count.n : set.count.kind === "atLeast" ? set.count.n : 1;
  let spec: MaterialSpec;
  if (set.noun.kind === "named") {
    const facts = cx.env.db.byName(set.noun.name);
    spec = facts?.id ?? -1;
  } else {
    const words = set.qualifiers.map((q) => q.options.map((w) => w.word));
    spec = (info: CardInfo) =>
      info.kind === "monster" && words.every((opts) => opts.some((w) => info.race === w || info.attribute === w || info.subtypes.includes(w) || (w === "non-tuner" && !info.subtypes.includes("tuner"))));
  }
  return Array.from({ length: n }, () => spec);
}

/**
 * The monsters a card can be equipped to: those its own `target …; equip this card to it` effect
 * could target (an equip spell or trap's activation, a Union's equip effect), places included and
 * read for the equip card's controller.
 */
function equipRuleOf(cx: CardContext, card: CheckedCard): ((q: EffectQuery, monster: CardId) => boolean) | undefined {
  for (const ce of card.effects) {
    const body = ce.effect.body;
    const equips = actionsOf(body.actions).some((a) => a.kind === "Equip" && a.object.kind === "Reference" && a.object.ref.kind === "this card" && a.to.kind === "Reference" && (a.to.ref.kind === "it" || a.to.ref.kind === "them"));
    const pick = body.targets.length === 1 && body.targets[0]!.picks.length === 1 ? body.targets[0]!.picks[0]! : undefined;
    if (!equips || pick === undefined) continue;
    cx.enter(ce);
    const sel = compileSelector(cx, pick.selector, { target: true });
    return (q, monster) => sel.pred(q, monster, null);
  }
  return undefined;
}

/** Compiles a checked card into its behaviour. */
/**
 * An LV monster's next LVs: the monsters of its name with a higher LV that its own effects special
 * summon by name (Armed Dragon LV5 names Armed Dragon LV7) — "the monster listed in its text" for Level Up!.
 */
function levelUpTo(card: CheckedCard): string[] {
  const m = /^(.*) LV(\d+)$/.exec(card.facts.name);
  if (m === null) return [];
  const [, base, lv] = m;
  const out = new Set<string>();
  for (const ce of card.effects) {
    for (const a of actionsOf(ce.effect.body.actions)) {
      if (a.kind !== "SpecialSummon" || a.object.kind !== "CardSet" || a.object.noun.kind !== "named") continue;
      const n = /^(.*) LV(\d+)$/.exec(a.object.noun.name);
      if (n !== null && n[1] === base && Number(n[2]) > Number(lv)) out.add(a.object.noun.name);
    }
  }
  return [...out];
}

export function compileCard(card: CheckedCard, env: PackEnv): CardBehaviour {
  const cx = new CardContext(env, card);
  const equipTakesControl = controlsEquipped(card);
  const effects: EffectDef[] = card.effects.map((ce, i) => compileEffect(cx, ce, equipTakesControl, i));
  // A lasting spell/trap whose script has no `activate` is still activated (to put it face-up):
  // added last, so `effect N` keeps naming the script's N-th effect.
  const lasting = ["continuous spell", "field spell", "equip spell", "continuous trap"].includes(card.cardClass);
  if (lasting && !effects.some((d) => d.kind === "activate")) effects.push({ kind: "activate" });
  // Delayed effects (set up by a resolution) come last.
  cx.delayedBase = effects.length;
  effects.push(...cx.delayed);
  const out: { -readonly [K in keyof CardBehaviour]: CardBehaviour[K] } = { effects };
  const ups = levelUpTo(card);
  if (ups.length > 0) out.levelUpTo = ups;
  const rule = equipRuleOf(cx, card);
  if (rule !== undefined) out.equipRule = rule;
  const isSynchro = card.facts.subtypes.includes("synchro");
  for (const item of card.script.items) {
    switch (item.kind) {
      case "Effect":
        break;
      case "Materials":
        // Synchro materials (a tuner and non-tuners) are the rules' own procedure (R-SUM-8).
        if (!isSynchro) out.materials = item.items.flatMap((s) => materialSpecs(cx, s));
        if (item.noSubstitute === true) out.noSubstitute = true;
        break;
      case "FusionSubstitute":
        out.fusionSubstitute = true;
        break;
      case "Unnegatable":
        out.unnegatable = true;
        break;
      case "Tributeless":
        out.tributeless = true;
        break;
      case "SummonCondition":
        if (item.condition !== undefined) {
          cx.enterDeclarations();
          const holds = compileCondition(cx, item.condition);
          // Each way of summoning it names is banned while the condition holds: `cannot be normal summoned
          // or flip summoned while …` leaves the Set (Terrorking Archfiend).
          const normal = item.forbids.includes("normal summoned");
          const set = item.forbids.includes("set");
          const flip = item.forbids.includes("flip summoned");
          const special = item.forbids.includes("special summoned");
          if (item.exceptBy !== undefined) cx.unsupported(item.span, "a conditional summon ban with `except by`");
          if (item.forbids.includes("special summoned from the graveyard")) cx.unsupported(item.span, "a conditional ban on special summons from the graveyard");
          out.summonBans = [...(out.summonBans ?? []), { normal, set, flip, special, holds: (q) => holds(q, null) }];
          break;
        }
        {
          const normal = item.forbids.includes("normal summoned");
          const set = item.forbids.includes("set");
          if (normal && set) out.cannotNormalSummon = true;
          // `cannot be normal summoned.` alone still lets the card be Set (and then Flip Summoned): Mystic Swordsman LV4.
          else if (normal) out.cannotNormalSummonFaceUp = true;
          else if (set) cx.unsupported(item.span, `the summon condition "cannot be set" without "normal summoned"`);
        }
        for (const f of item.forbids) {
          if (f === "normal summoned" || f === "set") continue;
          else if (f === "special summoned" && item.exceptBy !== undefined) out.specialSummonOnlyBy = item.exceptBy.map((n) => n.name);
          else if (f === "special summoned") out.cannotSpecialSummon = true;
          else if (f === "special summoned from the graveyard") out.noRevival = true;
          else cx.unsupported(item.span, `the summon condition "cannot be ${f}"`);
        }
        break;
      case "CounterLimit":
        out.counterLimit = { ...(out.counterLimit ?? {}), [item.counter]: item.max };
        break;
      case "Unique":
        out.uniqueOnField = item.faceUp ? "face-up" : "any";
        break;
      case "Lifetime":
        if (item.for === undefined) out.lifetime = {};
        else if (item.for.whose === "you" || item.for.whose === "your opponent") out.lifetime = { turns: item.for.turns, whose: item.for.whose === "you" ? "you" : "opponent" };
        else cx.unsupported(item.span, `a lifetime counted in ${item.for.whose}'s turns`);
        break;
      default:
        cx.unsupported((item as { span: CardSet["span"] }).span, `the declaration ${(item as { kind: string }).kind}`);
    }
  }
  return out;
}
