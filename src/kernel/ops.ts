/**
 * Running operations. An operation (an action, a cost, one chain link resolving, a phase's "on
 * enter") runs directly on the call's working state (`start`, `answer` and `resume` work on a
 * private copy of their input, so the caller's state is never touched). If it asks a question that
 * has no recorded answer yet, the whole call is re-run from its input ({@link Rewind}): the re-run
 * is identical up to that operation (everything is deterministic in the state, the RNG included),
 * and there it stores the prompt instead of running the operation, so the state is exactly what it
 * was before the operation. Every pause is therefore plain data (this frame + its answers); the
 * operation re-runs from its start once the answer is in. Operations must be deterministic
 * functions of (state, answers). Only completed operations publish events: a pass that rewinds is
 * thrown away whole.
 * @module
 */
import type { Budget, FrameHandler, Operation, Ruleset } from "./ruleset.js";
import { chainOperations } from "./chain.js";
import { OpContext, type StepContext } from "./context.js";
import type { Json } from "./json.js";
import type { Answer, Prompt } from "./prompt.js";
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

/**
 * Thrown by an operation that needs an answer it has not got: the kernel re-runs the call from its
 * input and, at operation number `op` of the call, asks `prompt` instead of running it.
 */
export class Rewind {
  constructor(
    /** Index of the operation among those the call started (0-based). */
    readonly op: number,
    readonly prompt: Prompt,
    /** Its name and how many answers it had, to check that the re-run reached the same operation. */
    readonly name: string,
    readonly answers: number,
  ) {}
}

/** Builds the handler of {@link OpFrame} for a budget. */
export function opHandler(budget: Budget): FrameHandler<OpFrame> {
  return {
    label: (f) => `@op(${f.op})`,
    step(k: StepContext, f: OpFrame) {
      const n = k.opsStarted++;
      const pause = k.rewind;
      if (pause !== null && pause.op === n) {
        // The re-run of a call that stopped here: the state is the one before this operation.
        if (pause.name !== f.op || pause.answers !== f.answers.length) {
          throw new Error(`not deterministic: a re-run reached operation "${f.op}" (${f.answers.length} answers) where "${pause.name}" (${pause.answers}) asked`);
        }
        k.ask(pause.prompt);
        return;
      }
      const s = k.state;
      // Each operation is a new moment, opened when it starts so that the bookkeeping events frames
      // emit right after it (chain link resolved, chain end) still belong to it.
      if (!f.join) {
        s.moment++;
        // A new action closes the timing of the last moment; an activation responds to it.
        if (f.op !== "@activate" && s.last.length > 0) s.last = [];
      }
      const ctx = new OpContext(k.rules, s, k.events, f.answers, f.op, budget);
      try {
        operation(k.rules, f.op)(ctx, f.args);
      } catch (err) {
        const prompt = OpContext.pendingPrompt(err);
        if (prompt === null) throw err;
        if (pause !== null) throw new Error(`not deterministic: operation "${f.op}" asked on a re-run that had to reach operation ${pause.op} ("${pause.name}")`);
        throw new Rewind(n, prompt, f.op, f.answers.length);
      }
      if (ctx.answersUsed !== f.answers.length) {
        throw new Error(`operation "${f.op}" is not deterministic: it used ${ctx.answersUsed} of ${f.answers.length} recorded answers`);
      }
      const own = s.stack.pop();
      if (own !== f) throw new Error(`operation "${f.op}" changed the continuation under itself`);
      for (let i = ctx.next.length - 1; i >= 0; i--) s.stack.push(ctx.next[i]!);
    },
    answer(_k, f, answer) {
      f.answers.push(answer);
    },
  };
}
