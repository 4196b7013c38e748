/** Terse builders for hand-made ASTs in checker tests (spans are fake but distinct and ordered). */
import type * as A from "../../src/lang/ast.js";
import type { Span } from "../../src/lang/span.js";

let counter = 0;
/** A fresh span; each call is later in the file than the previous, like parsed nodes. */
export function sp(): Span {
  counter += 10;
  return { file: "t.ygo", start: { offset: counter, line: 1, column: counter }, end: { offset: counter + 5, line: 1, column: counter + 5 } };
}

export const file = (...cards: A.CardScript[]): A.ScriptFile => ({ kind: "File", cards, span: sp() });
export const card = (name: string | number, ...items: A.CardItem[]): A.CardScript => ({
  kind: "Card",
  ref: typeof name === "number" ? { kind: "CardId", id: name, span: sp() } : { kind: "CardName", name, span: sp() },
  items,
  span: sp(),
});

export interface EffectOpts {
  optional?: boolean;
  location?: A.Zone;
  timing?: A.Timing;
  condition?: A.Condition;
  limit?: A.UsageLimit;
  costs?: A.Action[];
  targets?: A.TargetPick[][];
}

export function effect(kind: A.EffectKind, opts: EffectOpts, ...actions: A.Action[]): A.Effect {
  const span = sp();
  const [first, ...rest] = actions;
  if (first === undefined) throw new Error("an effect needs an action");
  const e: A.Effect = {
    kind: "Effect",
    effectKind: kind,
    optional: opts.optional ?? false,
    body: {
      kind: "EffectBody",
      costs: opts.costs ?? [],
      targets: (opts.targets ?? []).map((picks) => ({ kind: "TargetClause", picks, span: sp() })),
      actions: { kind: "ActionSeq", first, rest: rest.map((action) => ({ connector: "then", action, span: sp() })), span: sp() },
      span: sp(),
    },
    span,
  };
  if (opts.location !== undefined) e.location = opts.location;
  if (opts.timing !== undefined) e.timing = opts.timing;
  if (opts.condition !== undefined) e.condition = opts.condition;
  if (opts.limit !== undefined) e.limit = opts.limit;
  return e;
}

export const when = (mode: A.Timing["mode"], ...events: A.Event[]): A.Timing => ({ kind: "Timing", mode, events, span: sp() });

export function set(count: A.Count, noun: A.Noun["kind"] | { named: string }, opts: { q?: string[][]; place?: A.Place; filters?: A.Filter[] } = {}): A.CardSet {
  const s: A.CardSet = {
    kind: "CardSet",
    count,
    other: false,
    qualifiers: (opts.q ?? []).map((words) => ({ kind: "Qualifier", options: words.map((word) => ({ kind: "QualifierWord", word, span: sp() })), span: sp() })),
    noun: typeof noun === "string" ? ({ kind: noun } as A.Noun) : { kind: "named", name: noun.named, span: sp() },
    filters: opts.filters ?? [],
    span: sp(),
  };
  if (opts.place !== undefined) s.place = opts.place;
  return s;
}

export const one = (noun: A.Noun["kind"] | { named: string }, opts: Parameters<typeof set>[2] = {}): A.CardSet => set({ kind: "exactly", n: 1 }, noun, opts);
export const all = (noun: A.Noun["kind"], opts: Parameters<typeof set>[2] = {}): A.CardSet => set({ kind: "all" }, noun, opts);
export const ref = (r: A.ReferenceName["kind"] | { binding: string }): A.Reference => ({
  kind: "Reference",
  ref: typeof r === "string" ? ({ kind: r } as A.ReferenceName) : { kind: "binding", name: r.binding },
  span: sp(),
});
export const pick = (selector: A.Selector, binding?: string): A.TargetPick =>
  binding === undefined ? { kind: "TargetPick", selector, span: sp() } : { kind: "TargetPick", selector, binding, span: sp() };
export const onField: A.Place = { kind: "OnField", span: sp() };
export const num = (value: number): A.Expr => ({ kind: "Num", value, span: sp() });

export const destroy = (object: A.Selector): A.Action => ({ kind: "Destroy", object, span: sp() });
export const draw = (n: number): A.Action => ({ kind: "Draw", count: num(n), span: sp() });
export const negate = (...what: A.NegateTarget[]): A.Action => ({ kind: "Negate", what, span: sp() });
export const gain = (object: A.Selector, n: number, duration?: A.Duration): A.Action => {
  const a: A.ModifyStat = { kind: "ModifyStat", object, change: "gain", amount: num(n), stats: ["ATK"], span: sp() };
  if (duration !== undefined) a.duration = duration;
  return a;
};
export const untilEndOfTurn = (): A.Duration => ({ kind: "UntilEndOfTurn", span: sp() });
