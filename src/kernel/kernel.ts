/**
 * The engine over states: a {@link Kernel} holds a ruleset and turns (state, answer) into the
 * next state and the events emitted on the way. It never mutates the state it is given.
 * @module
 */
import { DEFAULT_BUDGET, StepBudgetError, StepTrail } from "./budget.js";
import { resolveHandler, windowHandler } from "./chain.js";
import { StepContext } from "./context.js";
import type { DuelEvent } from "./events.js";
import { fork } from "./fork.js";
import { valueOf } from "./layers.js";
import { opHandler, Rewind } from "./ops.js";
import { turnFrame, turnHandler } from "./phases.js";
import { checkAnswer, checkPromptSeq, enumerateAnswers, type Answer, type AnswerOptions, type Prompt } from "./prompt.js";
import { seedRng, shuffleInPlace } from "./rng.js";
import type { Budget, FrameHandler, Ruleset } from "./ruleset.js";
import { type CardId, type DuelState, type Frame, type PlayerId, MAX_PHASES, NO_COUNTERS } from "./state.js";
import { triggersHandler } from "./triggers.js";
import { view, type PlayerView } from "./view.js";

/** A card to place when the duel is set up. */
export interface SetupCard {
  code: number;
  zone: number;
  faceUp?: boolean;
  pos?: number;
}

/** A player at set-up: LP and cards, each zone's list bottom first (a deck's top card is last). */
export interface SetupPlayer {
  lp: number;
  cards: SetupCard[];
  vars?: Record<string, number>;
}

/** Everything a duel starts from (with the ruleset and the answers: everything a replay needs). */
export interface DuelSetup {
  seed: number | string;
  players: [SetupPlayer, SetupPlayer];
  /** Who takes the first turn (the setup operation may change it, e.g. after a coin toss). */
  first?: PlayerId;
  vars?: Record<string, number>;
}

/** The result of advancing: the new state and the events emitted on the way. */
export interface Advanced {
  ok: true;
  state: DuelState;
  events: DuelEvent[];
}

/** An answer that was refused; the state is unchanged. */
export interface Refused {
  ok: false;
  error: string;
}

/** Holds a ruleset and runs states forward. Stateless itself: one kernel serves any number of duels. */
export class Kernel {
  readonly rules: Ruleset;
  readonly budget: Budget;
  private readonly handlers: Record<string, FrameHandler>;

  constructor(rules: Ruleset) {
    if (rules.phases.length === 0 || rules.phases.length > MAX_PHASES) throw new Error(`a ruleset needs 1 to ${MAX_PHASES} phases`);
    this.rules = rules;
    this.budget = { ...DEFAULT_BUDGET, ...rules.budget };
    this.handlers = {
      ...rules.frames,
      "@turn": turnHandler as FrameHandler,
      "@window": windowHandler as FrameHandler,
      "@resolve": resolveHandler as FrameHandler,
      "@triggers": triggersHandler as FrameHandler,
      "@op": opHandler(this.budget) as FrameHandler,
    };
  }

  /** Builds the initial state (card ids carry no information: they are dealt in random order) and runs to the first prompt. */
  start(setup: DuelSetup): Advanced {
    return this.run(() => {
      const rng = seedRng(setup.seed);
      const zoneCount = this.rules.zones.length;
      const total = setup.players[0].cards.length + setup.players[1].cards.length;
      // Random ids: an id must not tell the opponent which card of a sorted deck list it is.
      const ids = Array.from({ length: total }, (_, i) => i);
      shuffleInPlace(rng, ids);
      const state: DuelState = {
        format: 1, rules: `${this.rules.name}@${this.rules.version}`, rng, turn: 0, turnPlayer: setup.first ?? 0,
        phase: -1, step: -1, players: [], cards: new Array(total), zones: [], chain: [], effects: [], recent: [],
        moment: 0, last: [], stack: [], prompt: null, answered: 0, clock: 0, events: 0, result: -1, vars: { ...setup.vars }, marks: [],
      };
      for (let z = 0; z < zoneCount * 2; z++) state.zones.push([]);
      let n = 0;
      setup.players.forEach((p, player) => {
        state.players.push({ lp: p.lp, vars: { ...p.vars } });
        for (const c of p.cards) {
          const zoneDef = this.rules.zones[c.zone];
          if (zoneDef === undefined) throw new RangeError(`set-up card ${c.code}: no zone ${c.zone}`);
          const id = ids[n++]!;
          state.cards[id] = {
            id, code: c.code, owner: player as PlayerId, ctrl: player as PlayerId, zone: c.zone,
            faceUp: c.faceUp ?? zoneDef.visibility === "public", pos: c.pos ?? 0, counters: NO_COUNTERS, flags: 0, arrived: 0, stamp: ++state.clock, placed: 0,
          };
          state.cards[id]!.placed = state.cards[id]!.stamp;
          state.zones[player * zoneCount + c.zone]!.push(id);
        }
      });
      state.stack.push(turnFrame());
      if (this.rules.setup !== undefined) state.stack.push({ t: "@op", op: this.rules.setup, args: null, answers: [], join: false });
      const ctx = new StepContext(this.rules, state, []);
      ctx.emit({ type: "duelStart" });
      for (const card of state.cards) ctx.startContinuousOf(card);
      return ctx;
    });
  }

  /**
   * Runs a state that is not waiting for an answer (a board built by hand for a puzzle or a
   * rules-layer test, with frames on its continuation) to its next prompt. The given state is not mutated.
   */
  resume(state: DuelState): Advanced {
    return this.run(() => new StepContext(this.rules, fork(state), []));
  }

  /** The pending prompt, or null when the duel is over. */
  prompt(state: DuelState): Prompt | null {
    return state.prompt;
  }

  /**
   * Answers the pending prompt and runs to the next one. An illegal answer is refused with a
   * reason and nothing changes; the given state is never mutated either way.
   *
   * `opts.prompt`: the {@link Prompt.seq} of the prompt the caller answered. When given and not the
   * pending prompt's, the answer is refused as stale ("this answer was for prompt 41; prompt 42 is
   * pending") even if it would fit the pending prompt. Without it (bots, replays) the answer is
   * judged against the pending prompt only.
   */
  answer(state: DuelState, answer: Answer, opts?: AnswerOptions): Advanced | Refused {
    const prompt = state.prompt;
    if (prompt === null) return { ok: false, error: state.result === -1 ? "no prompt is pending" : "the duel is over" };
    const stale = checkPromptSeq(prompt, opts);
    if (stale !== null) return { ok: false, error: stale };
    const checked = checkAnswer(prompt, answer);
    if (!checked.ok) return checked;
    return this.run(() => {
      const next = fork(state, false);
      next.answered++;
      const ctx = new StepContext(this.rules, next, []);
      const top = next.stack[next.stack.length - 1];
      if (top === undefined) throw new Error("a prompt is pending but the continuation is empty");
      const handler = this.handler(top);
      if (handler.answer === undefined) throw new Error(`frame "${top.t}" asked a question but takes no answer`);
      handler.answer(ctx, top, checked.answer, prompt);
      return ctx;
    });
  }

  /** Every legal answer to the pending prompt (empty when none is pending); see {@link enumerateAnswers}. */
  legalAnswers(state: DuelState, limit?: number): Answer[] {
    return state.prompt === null ? [] : enumerateAnswers(state.prompt, limit);
  }

  /** What `player` may know of the state. */
  view(state: DuelState, player: PlayerId): PlayerView {
    return view(this.rules, state, player);
  }

  /** A card's current value of a stat, through the continuous-effect layers. */
  valueOf(state: DuelState, card: CardId, stat: string): number {
    return valueOf(this.rules, state, card, stat);
  }

  private handler(frame: Frame): FrameHandler {
    const h = this.handlers[frame.t];
    if (h === undefined) throw new Error(`no handler for frame "${frame.t}"`);
    return h;
  }

  /**
   * Runs a call: `begin` builds its working context (from a private copy of the call's input), then
   * frames are stepped to the next prompt. Operations run directly on the working state; when one
   * needs an answer it has not got ({@link Rewind}), the call is run again from its input and stops
   * before that operation, so the state it returns is the state before the operation.
   */
  private run(begin: () => StepContext): Advanced {
    let rewind: Rewind | null = null;
    for (;;) {
      const ctx = begin();
      ctx.rewind = rewind;
      try {
        this.advance(ctx);
      } catch (err) {
        if (err instanceof Rewind && rewind === null) {
          rewind = err;
          continue;
        }
        throw err;
      }
      return { ok: true, state: ctx.state, events: ctx.events };
    }
  }

  /** Steps frames until a prompt is pending, the duel is over or the continuation is empty. */
  private advance(ctx: StepContext): void {
    let steps = 0;
    const trail = new StepTrail();
    const check = this.rules.checkResult;
    for (;;) {
      const s = ctx.state;
      if (s.result === -1 && check !== undefined) {
        const r = check(s);
        if (r !== null) ctx.end(r.result, r.reason);
      }
      if (s.prompt !== null || s.result !== -1) return;
      const frame = s.stack[s.stack.length - 1];
      if (frame === undefined) return;
      const handler = this.handler(frame);
      if (++steps > this.budget.steps) {
        const looped = trail.summary();
        const cards = trail.cards().map(([id, n]) => [this.rules.cardName?.(s, id) ?? `card ${id}`, n] as const);
        throw new StepBudgetError(
          `step budget of ${this.budget.steps} exceeded without reaching a prompt; the recent steps were ` +
            looped.slice(0, 5).map(([l, n]) => `${l} ×${n}`).join(", ") + ` (continuation depth ${s.stack.length})` +
            (cards.length === 0 ? "" : `; the chain kept resolving effects of ${cards.slice(0, 4).map(([c, n]) => `${c} ×${n}`).join(", ")}`),
          looped.map(([l]) => l),
          cards.map(([c]) => c),
        );
      }
      trail.record(handler.label ? handler.label(frame) : frame.t, s.chain[s.chain.length - 1]?.card ?? -1);
      handler.step(ctx, frame);
    }
  }
}
