/**
 * Replays and sessions. The state keeps no history: a duel's full event log and its answers live
 * in a {@link Session} beside it (or in whatever the host keeps), because a log inside the state
 * would make every fork and every serialized state grow with the length of the duel. Replaying
 * (set-up, answers) with the same ruleset version gives the identical state and log.
 * @module
 */
import type { DuelEvent } from "./events.js";
import { fork } from "./fork.js";
import type { Kernel, DuelSetup, Refused } from "./kernel.js";
import type { Answer, AnswerOptions, Prompt } from "./prompt.js";
import type { DuelState } from "./state.js";

/** What a replay needs besides the ruleset: its name@version, the set-up (with the seed) and the answers. */
export interface ReplayRecord {
  rules: string;
  setup: DuelSetup;
  answers: Answer[];
}

/** A duel in progress with its log: the convenient way for hosts and tests to drive a kernel. */
export class Session {
  readonly kernel: Kernel;
  readonly setup: DuelSetup;
  state: DuelState;
  /** Every event since the start, in order (`log.length === state.events`). */
  readonly log: DuelEvent[];
  /** Every accepted answer, in order. */
  readonly answers: Answer[] = [];


  /** Starts a duel from `setup`, or continues one from `from` (its state, log and answers so far). */
  constructor(kernel: Kernel, setup: DuelSetup, from?: { state: DuelState; log: readonly DuelEvent[]; answers: readonly Answer[] }) {
    this.kernel = kernel;
    this.setup = setup;
    if (from === undefined) {
      const r = kernel.start(setup);
      this.state = r.state;
      this.log = r.events;
    } else {
      this.state = from.state;
      this.log = from.log.slice();
      this.answers = from.answers.map((a) => a.slice());
    }
  }

  /** The pending prompt, or null when the duel is over. */
  get prompt(): Prompt | null {
    return this.state.prompt;
  }

  /**
   * Answers the pending prompt; returns the refusal when the answer is illegal or, with
   * `opts.prompt`, meant for another prompt than the pending one (nothing changes then).
   */
  answer(answer: Answer, opts?: AnswerOptions): Refused | null {
    const r = this.kernel.answer(this.state, answer, opts);
    if (!r.ok) return r;
    this.state = r.state;
    for (const e of r.events) this.log.push(e);
    this.answers.push(answer.slice());
    return null;
  }

  /** An independent copy that continues from here (sharing nothing mutable with this one). */
  fork(): Session {
    return new Session(this.kernel, this.setup, { state: fork(this.state), log: this.log, answers: this.answers });
  }

  /** The replay record of the duel so far. */
  record(): ReplayRecord {
    return { rules: this.state.rules, setup: this.setup, answers: this.answers.map((a) => a.slice()) };
  }
}

/** Replays a record; throws when the ruleset version differs or an answer is refused. */
export function replay(kernel: Kernel, record: ReplayRecord): Session {
  const rules = `${kernel.rules.name}@${kernel.rules.version}`;
  if (record.rules !== rules) throw new Error(`replay recorded with ${record.rules}, this kernel runs ${rules}`);
  const session = new Session(kernel, record.setup);
  record.answers.forEach((a, i) => {
    const refused = session.answer(a);
    if (refused !== null) throw new Error(`replay: answer ${i} (${JSON.stringify(a)}) refused: ${refused.error}`);
  });
  return session;
}
