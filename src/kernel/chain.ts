/**
 * The chain: response windows in which players alternately may add a link (closing when both pass
 * in a row), activation through the rules layer's speed rule, last-in-first-out resolution and
 * negation. Events that happen meanwhile wait in `state.recent` and are offered as triggers when
 * the chain is over, by the window the chain was started from.
 * @module
 */
import type { StepContext } from "./context.js";
import type { Json } from "./json.js";
import type { Choice } from "./prompt.js";
import type { FrameHandler, Operation, WindowFrame } from "./ruleset.js";
import { cardAt, opponent, type ChainLink, type Frame, type PlayerId } from "./state.js";
import type { DuelEvent } from "./events.js";

/** The frame that resolves the chain, link by link, from the last. */
export interface ResolveFrame extends Frame {
  t: "@resolve";
  /** Links already resolved (handed to {@link Ruleset.afterChain}). */
  done: ChainLink[];
  /** 0: the top link is about to resolve; 1: it has resolved and is to be removed. */
  stage: 0 | 1;
}

/** Arguments of the kernel's `@activate` operation. */
export interface ActivateArgs {
  card: number;
  eff: number;
  player: PlayerId;
  speed: number;
  cause: DuelEvent | null;
}

/**
 * A new response window frame of `kind`, `first` holding priority. Phases open them from their
 * definitions; the rules layer opens its own (summon response, damage step) by pushing one from a
 * frame or scheduling one from an operation (`ctx.then(windowFrame(...))`). `collect: false` keeps
 * pending triggers waiting (e.g. a summon is not yet successful while it may still be negated).
 */
export function windowFrame(kind: string, first: PlayerId, chainLength: number, opts: { collect?: boolean } = {}): WindowFrame {
  return { t: "@window", kind, first, who: first, passes: 0, chain: false, links: chainLength, collect: opts.collect ?? true };
}

/** The choice that passes priority; the kernel adds it to every window. */
export const PASS: Choice = { kind: "pass", label: "pass" };

function pass(k: StepContext, w: WindowFrame): void {
  w.passes++;
  if (w.passes < 2) w.who = opponent(w.who);
  else close(k, w);
}

function close(k: StepContext, w: WindowFrame): void {
  k.pop();
  if (w.chain) k.push({ t: "@resolve", done: [], stage: 0 } satisfies ResolveFrame);
}

/** Handler of {@link WindowFrame}. */
export const windowHandler: FrameHandler<WindowFrame> = {
  label: (w) => `@window(${w.kind}${w.chain ? ", chain" : ""})`,
  step(k, w) {
    const s = k.state;
    if (w.passes >= 2) {
      close(k, w); // closed by an operation (DuelContext.closeWindow)
      return;
    }
    if (s.chain.length > w.links) {
      // Someone activated: the chain window takes over (or continues) with the other player to respond.
      const responder = k.rules.firstResponder ? k.rules.firstResponder(s) : opponent(s.chain[s.chain.length - 1]!.player);
      if (w.chain) {
        w.links = s.chain.length;
        w.passes = 0;
        w.who = responder;
      } else {
        w.passes = 0;
        w.who = w.first;
        k.push({ t: "@window", kind: w.kind, first: responder, who: responder, passes: 0, chain: true, links: s.chain.length, collect: false } satisfies WindowFrame);
      }
      return;
    }
    if (s.chain.length < w.links) w.links = s.chain.length;
    if (!w.chain && w.collect && s.recent.length > 0) {
      k.push({ t: "@triggers", recent: null, buckets: null });
      return;
    }
    const options: Choice[] = [PASS];
    for (const c of k.rules.windowOptions(s, w, w.who)) {
      if (c.kind === "activate" && !k.rules.canActivate(s, w.who, c.speed ?? 1, w)) continue;
      if (c.kind === "action" && w.chain) continue; // R-CHAIN-5: no action in the middle of a chain
      options.push(c);
    }
    // A player the rules hold to act (a monster that must attack if able) may not pass while something else is offered.
    if (options.length > 1 && k.rules.mayPass?.(s, w, w.who) === false) options.shift();
    if (options.length === 1 && options[0] === PASS && k.rules.autoPass !== false) {
      pass(k, w);
      return;
    }
    k.ask({ player: w.who, kind: "window", options, min: 1, max: 1, ordered: false, context: { window: w.kind } });
  },
  answer(k, w, answer, prompt) {
    const choice = prompt.options[answer[0]!]!;
    if (choice.kind === "pass") {
      pass(k, w);
    } else if (choice.kind === "activate") {
      const args: ActivateArgs = { card: choice.card!, eff: choice.eff ?? 0, player: w.who, speed: choice.speed ?? 1, cause: null };
      k.runOp("@activate", args as unknown as Json);
    } else if (choice.kind === "action") {
      w.passes = 0;
      w.who = w.first;
      if (choice.op === undefined) throw new Error(`window action "${choice.label ?? "?"}" names no operation`);
      k.runOp(choice.op, choice.args ?? null);
    } else {
      throw new Error(`window option of unknown kind "${choice.kind}"`);
    }
  },
};

/** Handler of {@link ResolveFrame}. */
export const resolveHandler: FrameHandler<ResolveFrame> = {
  label: (f) => `@resolve(stage ${f.stage})`,
  step(k, f) {
    const s = k.state;
    const top = s.chain.length - 1;
    const link = s.chain[top];
    if (link === undefined) {
      k.pop();
      k.emit({ type: "chainEnd", links: f.done.length });
      // The clean-up after a chain is not a new moment: it does not make "when" triggers miss timing.
      if (k.rules.afterChain !== undefined) k.runOp("@afterChain", f.done as unknown as Json, true);
      return;
    }
    if (f.stage === 0) {
      f.stage = 1;
      k.emit({ type: "chainResolving", link: top + 1, card: link.card, eff: link.eff });
      if (link.neg === 0) k.runOp("@resolveLink", top);
      return;
    }
    s.chain.pop();
    f.done.push(link);
    f.stage = 0;
    k.emit({ type: "chainResolved", link: top + 1, card: link.card, eff: link.eff, negated: link.neg });
  },
};

/** The kernel's own operations: activation, resolution of one link, clean-up after the chain. */
export const chainOperations: Record<string, Operation> = {
  "@activate"(ctx, raw) {
    const a = raw as ActivateArgs;
    const link: ChainLink = {
      card: a.card, stamp: 0, eff: a.eff, player: a.player, speed: a.speed,
      targets: [], targetStamps: [], bind: {}, neg: 0, cause: a.cause,
    };
    ctx.rules.activate(ctx, link);
    // Activation may move the card (hand to field); the link is bound to where it ends up.
    link.stamp = cardAt(ctx.state, a.card).stamp;
    link.targetStamps = link.targets.map((t) => cardAt(ctx.state, t).stamp);
    ctx.state.chain.push(link);
    ctx.emit({ type: "chainLink", link: ctx.state.chain.length, card: a.card, eff: a.eff, player: a.player, speed: a.speed });
    ctx.rules.linked?.(ctx, link);
  },
  "@resolveLink"(ctx, raw) {
    const link = ctx.state.chain[raw as number];
    if (link === undefined) throw new Error(`no chain link ${(raw as number) + 1} to resolve`);
    ctx.rules.resolve(ctx, link);
  },
  "@afterChain"(ctx, raw) {
    ctx.rules.afterChain?.(ctx, raw as ChainLink[]);
  },
};
