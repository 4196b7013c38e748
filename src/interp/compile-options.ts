/**
 * Effects with options (`choose one: { … } or { … }`): on activation the player picks one option
 * that can be done (its cost payable, its targets there); the choice is kept in the chain link
 * (`bind.option`), only that option's cost is paid, its targets chosen, its actions resolved.
 * @module
 */
import { trace } from "./trace.js";
import type { Options } from "../lang/index.js";
import { printAction } from "../lang/index.js";
import type { CostDef, EffectActions, EffectQuery, TargetDef } from "../rules/index.js";
import { ActionCompiler, type ActFn, type CanFn } from "./compile-action.js";
import type { CardContext } from "./context.js";
import { compileTargets } from "./compile-card.js";
import { Run } from "./runtime.js";

/** The parts of an effect definition an effect with options supplies. */
export interface CompiledOptions {
  cost: CostDef;
  targets: TargetDef[];
  resolve(a: EffectActions): void;
}

interface CompiledOption {
  label: string;
  pay: ActFn[];
  can: CanFn[];
  targets: TargetDef[];
  assign(run: Run): void;
  body: ActFn;
}

/** Whether an option can be chosen now: its costs can be paid and each of its targets has enough candidates. */
function possible(o: CompiledOption, q: EffectQuery): boolean {
  if (!o.can.every((c) => c(q))) return false;
  return o.targets.every((t) => {
    let n = 0;
    for (const c of q.state.cards) if (t.valid(q, c.id) && !q.restricted("cannotBeTargeted", c.id) && ++n >= t.min) return true;
    return n >= t.min;
  });
}

export function compileOptions(cx: CardContext, node: Options, effIndex: number, controlsEquipped: boolean): CompiledOptions {
  const options: CompiledOption[] = node.options.map((body, i) => {
    const costs = new ActionCompiler(cx, "cost");
    const actions = new ActionCompiler(cx, "effect");
    actions.controlsEquipped = controlsEquipped;
    actions.effIndex = effIndex;
    const { defs, assign } = compileTargets(cx, body.targets, body.actions);
    const first = body.actions?.first;
    return {
      label: first === undefined ? `option ${i + 1}` : `option ${i + 1}: ${printAction(first)}`,
      pay: body.costs.map((c) => costs.action(c)),
      can: body.costs.map((c) => costs.can(c)),
      targets: defs,
      assign,
      body: body.actions === undefined ? () => true : actions.seq(body.actions),
    };
  });
  const chosen = (q: EffectQuery): number => q.bind?.["option"] ?? -1;
  const cost: CostDef = {
    can: (q) => options.some((o) => possible(o, q)),
    pay: (a) => {
      const able = options.map((o, i) => ({ o, i })).filter(({ o }) => possible(o, a));
      if (able.length === 0) return;
      const k = able.length === 1 ? 0 : a.chooseOne(a.player, able.map(({ o }) => o.label), "choose one of these effects");
      const pick = able[k]!;
      a.bind["option"] = pick.i;
      const run = new Run(a);
      for (const p of pick.o.pay) p(run);
    },
  };
  // Every option's targets, each asked only for the option chosen. Before the choice (is the effect
  // possible at all?) they do not block: the cost's `can` has already asked each option.
  const targets: TargetDef[] = options.flatMap((o, i) =>
    o.targets.map((t): TargetDef => ({ min: t.min, max: t.max, valid: (q, id) => (q.bind === undefined ? true : chosen(q) === i && t.valid(q, id)) })),
  );
  return {
    cost,
    targets,
    resolve: trace("verb:Options::effect", (a: EffectActions) => {
      const o = options[chosen(a)];
      if (o === undefined) return;
      const run = new Run(a);
      o.assign(run);
      o.body(run);
    }),
  };
}
