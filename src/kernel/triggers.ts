/**
 * Trigger collection and ordering. When a window with an empty chain is about to give priority
 * and events are waiting, this frame asks the rules layer which triggers they set off, drops
 * optional "when" triggers whose event is not in the latest moment (missed timing), and lets the
 * ordering policy group the rest into buckets; each bucket's player puts their triggers on the chain
 * in the order they choose (declining optional ones). The window then opens the chain.
 * @module
 */
import type { ActivateArgs } from "./chain.js";
import type { StepContext } from "./context.js";
import type { DuelEvent } from "./events.js";
import type { Json } from "./json.js";
import type { Choice } from "./prompt.js";
import type { FrameHandler, TriggerBucket, TriggerCandidate } from "./ruleset.js";
import type { DuelState, Frame } from "./state.js";

/** The frame that collects and orders triggers. */
export interface TriggersFrame extends Frame {
  t: "@triggers";
  /** The events the triggers refer to (candidates' `event` indexes), once collected. */
  recent: DuelEvent[] | null;
  /** The buckets still to handle, first first; null before collection. */
  buckets: TriggerBucket[] | null;
}

/**
 * Default ordering policy: for each player, turn player first, their mandatory triggers then their
 * optional ones. (Yu-Gi-Oh!'s rules layer supplies SEGOC instead, R-EFF-6.)
 */
export function defaultTriggerOrder(state: DuelState, candidates: TriggerCandidate[]): TriggerBucket[] {
  const out: TriggerBucket[] = [];
  for (const player of [state.turnPlayer, state.turnPlayer === 0 ? 1 : 0] as const) {
    for (const optional of [false, true]) {
      const items = candidates.filter((c) => c.player === player && c.mandatory === !optional);
      if (items.length > 0) out.push({ player, optional, items });
    }
  }
  return out;
}

function activate(k: StepContext, f: TriggersFrame, item: TriggerCandidate): void {
  const args: ActivateArgs = { card: item.card, eff: item.eff, player: item.player, speed: item.speed ?? 1, cause: f.recent![item.event] ?? null };
  k.runOp("@activate", args as unknown as Json);
}

/** Handler of {@link TriggersFrame}. */
export const triggersHandler: FrameHandler<TriggersFrame> = {
  label: () => "@triggers",
  step(k, f) {
    const s = k.state;
    if (f.buckets === null) {
      const recent = s.recent;
      s.recent = [];
      const candidates = k.rules.collectTriggers?.(s, recent) ?? [];
      let latest = -Infinity;
      for (const r of recent) latest = Math.max(latest, r.moment);
      const kept: TriggerCandidate[] = [];
      for (const c of candidates) {
        if (c.missable && recent[c.event]?.moment !== latest) k.emit({ type: "triggerMissed", card: c.card, eff: c.eff, player: c.player });
        else kept.push(c);
      }
      f.recent = recent.map((r) => r.event);
      s.last = recent.filter((r) => r.moment === latest).map((r) => r.event);
      f.buckets = kept.length === 0 ? [] : (k.rules.orderTriggers ?? defaultTriggerOrder)(s, kept);
      return;
    }
    const bucket = f.buckets[0];
    if (bucket === undefined) {
      k.pop();
      return;
    }
    if (bucket.items.length === 0) {
      f.buckets.shift();
      return;
    }
    if (!bucket.optional && bucket.items.length === 1) {
      activate(k, f, bucket.items.shift()!);
      return;
    }
    const options: Choice[] = bucket.items.map((c) => ({ kind: "trigger", card: c.card, eff: c.eff, player: c.player }));
    if (bucket.optional) options.push({ kind: "pass", label: "activate no more" });
    k.ask({
      player: bucket.player, kind: bucket.optional ? "trigger" : "orderTriggers", options, min: 1, max: 1, ordered: false,
      context: { text: bucket.optional ? "activate an optional trigger, or no more" : "choose the next trigger to put on the chain" },
    });
  },
  answer(k, f, answer) {
    const bucket = f.buckets![0]!;
    const i = answer[0]!;
    if (i >= bucket.items.length) {
      bucket.items = [];
      return;
    }
    const [item] = bucket.items.splice(i, 1);
    activate(k, f, item!);
  },
};
