/**
 * Running operations. An operation (an action, a cost, one chain link resolving, a phase's "on
 * enter") runs against a draft copy of the state. If it asks a question that has no recorded answer
 * yet, the draft is thrown away, the prompt is stored in the unchanged real state, and the whole
 * operation re-runs from its start once the answer is in. Every pause is therefore plain data
 * (this frame + its answers), at the price of re-running a few cheap steps; operations must be
 * deterministic functions of (state, answers), which holds because the RNG is in the state.
 * If it finishes, the draft becomes the state and the operation's events join the log.
 * @module
 */
import type { Budget, FrameHandler, Operation, Ruleset } from "./ruleset.js";
import { chainOperations } from "./chain.js";
import { OpContext, type StepContext } from "./context.js";
import type { DuelEvent } from "./events.js";
import { fork } from "./fork.js";
import type { Json } from "./json.js";
import type { Answer } from "./prompt.js";
import type { Frame } from "./state.js";

/** The frame that runs one operation. */
export interface OpFrame extends Frame {
  t: "@op";
  /** Operation name: the ruleset's, or the kernel's own ("@activate", "@resolveLink", "@afterChain"). */
  op: string;
  args: Json;
  /** Answers given so far to this run's questions, in order. */
  answers: Answer[];
  /** Its events belong to the previous moment (does not make "when" triggers miss timing). */
  join: boolean;
}

function operation(rules: Ruleset, name: string): Operation {
  const op = name.startsWith("@") ? chainOperations[name] : rules.operations?.[name];
  if (op === undefined) throw new Error(`unknown operation "${name}"`);
  return op;
}

/** Builds the handler of {@link OpFrame} for a budget. */
export function opHandler(budget: Budget): FrameHandler<OpFrame> {
  return {
    label: (f) => `@op(${f.op})`,
    step(k: StepContext, f: OpFrame) {
      const draft = fork(k.state);
      const events: DuelEvent[] = [];
      // Each operation is a new moment, opened when it starts so that the bookkeeping events frames
      // emit right after it (chain link resolved, chain end) still belong to it.
      if (!f.join) {
        draft.moment++;
        // A new action closes the timing of the last moment; an activation responds to it.
        if (f.op !== "@activate" && draft.last.length > 0) draft.last = [];
      }
      const ctx = new OpContext(k.rules, draft, events, f.answers, f.op, budget);
      try {
        operation(k.rules, f.op)(ctx, f.args);
      } catch (err) {
        const prompt = OpContext.pendingPrompt(err);
        if (prompt === null) throw err;
        k.ask(prompt);
        return;
      }
      if (ctx.answersUsed !== f.answers.length) {
        throw new Error(`operation "${f.op}" is not deterministic: it used ${ctx.answersUsed} of ${f.answers.length} recorded answers`);
      }
      const own = draft.stack.pop();
      if (own?.t !== "@op") throw new Error(`operation "${f.op}" changed the continuation under itself`);
      for (let i = ctx.next.length - 1; i >= 0; i--) draft.stack.push(ctx.next[i]!);
      k.state = draft;
      for (const e of events) k.events.push(e);
    },
    answer(_k, f, answer) {
      f.answers.push(answer);
    },
  };
}
