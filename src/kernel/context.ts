/**
 * The verbs through which frames and operations change a duel. Every verb emits its event, so
 * the log is complete by construction; none of them asks a player (see {@link OpContext.choose}).
 * @module
 */
import { StepBudgetError } from "./budget.js";
import { windowFrame } from "./chain.js";
import type { DuelEvent, NegationKind } from "./events.js";
import type { Json } from "./json.js";
import { checkAnswer, type Answer, type Choice, type Prompt, type PromptContext } from "./prompt.js";
import { randInt, shuffleInPlace } from "./rng.js";
import type { Rewind } from "./ops.js";
import type { Budget, EffectSpec, Ruleset } from "./ruleset.js";
import { cardAt, NO_COUNTERS, zoneCards, type CardId, type CardState, type ChainLink, type DuelResult, type DuelState, type Frame, type PlayerId } from "./state.js";

/** Options of {@link DuelContext.move}. */
export interface MoveOptions {
  /** Face after the move; default: face-up in public zones, face-down elsewhere. */
  faceUp?: boolean;
  /** Position after the move (rules-defined); default 0. */
  pos?: number;
  /** Index in the destination zone; default: on top (the end of the list). */
  at?: number;
  /** Why it moved, for the event ("draw", "destroy", "cost"…). Default "move". */
  reason?: string;
  /** Who moved it; default -1 (the game). */
  by?: PlayerId | -1;
}

/** The kernel's verbs over one state. Frame handlers get it as {@link StepContext}, operations as {@link OpContext}. */
export class DuelContext {
  /** The state being changed: the call's working state (a private copy of its input). */
  state: DuelState;
  /** Events emitted through this context, in order. */
  readonly events: DuelEvent[];
  readonly rules: Ruleset;

  constructor(rules: Ruleset, state: DuelState, events: DuelEvent[]) {
    this.rules = rules;
    this.state = state;
    this.events = events;
  }

  /** Counts one kernel call against the budget (operations override it). */
  protected tick(): void {}

  /** Emits an event: appended to the log and offered to the next trigger collection. */
  emit(event: DuelEvent): void {
    this.tick();
    this.events.push(event);
    this.state.events++;
    if (this.rules.collectTriggers !== undefined) this.state.recent.push({ event, moment: this.state.moment });
  }

  /** Emits a rules-layer event ("summoned", "destroyed"…). */
  signal(name: string, player: PlayerId | -1, cards: CardId[] = [], value = 0, data: Json = null): void {
    this.emit({ type: "signal", name, player, cards: cards.slice(), value, data });
  }

  /** The card with this id. */
  card(id: CardId): CardState {
    return cardAt(this.state, id);
  }

  /** The ordered card ids of a zone, bottom first. Read-only: change zones with {@link move}. */
  zone(player: PlayerId, zone: number): readonly CardId[] {
    return zoneCards(this.state, player, zone);
  }

  /** Moves a card to a zone of a player (also how control changes). A moved card is a new object: new stamp, no counters. */
  move(id: CardId, toPlayer: PlayerId, toZone: number, opts: MoveOptions = {}): void {
    this.tick();
    const s = this.state;
    const c = this.card(id);
    const zoneDef = this.rules.zones[toZone];
    if (zoneDef === undefined) throw new RangeError(`no zone ${toZone}`);
    const from = s.zones[c.ctrl * this.rules.zones.length + c.zone]!;
    const at = from.indexOf(id);
    if (at < 0) throw new Error(`card ${id} is not in the zone it claims`);
    from.splice(at, 1);
    const to = s.zones[toPlayer * this.rules.zones.length + toZone]!;
    if (opts.at === undefined || opts.at >= to.length) to.push(id);
    else to.splice(Math.max(0, opts.at), 0, id);
    const event: DuelEvent = {
      type: "moved", card: id, fromPlayer: c.ctrl, fromZone: c.zone, wasFaceUp: c.faceUp,
      toPlayer, toZone, faceUp: opts.faceUp ?? zoneDef.visibility === "public",
      reason: opts.reason ?? "move", by: opts.by ?? -1,
    };
    c.ctrl = toPlayer;
    c.zone = toZone;
    c.faceUp = event.faceUp;
    c.pos = opts.pos ?? 0;
    c.counters = NO_COUNTERS;
    c.arrived = s.turn;
    this.emit(event);
    this.restamp(c);
    c.placed = c.stamp;
  }

  /**
   * Creates a new card instance (a token) in a zone of `player`, who owns it; returns its id (the
   * next free one). Card instances are never deleted: a rules layer moves one that ceases to exist
   * to a zone of its own.
   */
  create(code: number, player: PlayerId, toZone: number, opts: MoveOptions = {}): CardId {
    this.tick();
    const s = this.state;
    const zoneDef = this.rules.zones[toZone];
    if (zoneDef === undefined) throw new RangeError(`no zone ${toZone}`);
    const id = s.cards.length;
    const faceUp = opts.faceUp ?? zoneDef.visibility === "public";
    const c: CardState = { id, code, owner: player, ctrl: player, zone: toZone, faceUp, pos: opts.pos ?? 0, counters: NO_COUNTERS, flags: 0, arrived: s.turn, stamp: 0, placed: 0 };
    s.cards.push(c);
    const to = s.zones[player * this.rules.zones.length + toZone]!;
    if (opts.at === undefined || opts.at >= to.length) to.push(id);
    else to.splice(Math.max(0, opts.at), 0, id);
    this.emit({ type: "created", card: id, player, zone: toZone, faceUp, reason: opts.reason ?? "create" });
    this.restamp(c);
    c.placed = c.stamp;
    return id;
  }

  /** Turns a card face-up/face-down or changes its position in place. Changing the face makes it a new object. */
  setPosition(id: CardId, faceUp: boolean, pos: number, reason = "position"): void {
    this.tick();
    const c = this.card(id);
    const wasFaceUp = c.faceUp;
    c.faceUp = faceUp;
    c.pos = pos;
    this.emit({ type: "turned", card: id, faceUp, wasFaceUp, pos, reason });
    if (wasFaceUp !== faceUp) {
      const old = c.stamp;
      this.restamp(c);
      // A target stays the same card while it stays where it was targeted, face-up or not: only
      // leaving the place loses it (R-CHAIN-7). Effects on the card end with the old object.
      for (const link of this.state.chain) {
        link.targets.forEach((t, i) => {
          if (t === id && link.targetStamps[i] === old) link.targetStamps[i] = c.stamp;
        });
      }
    }
  }

  /** Gives the card a new stamp, ends the effects bound to its old self and starts those it now has. */
  private restamp(c: CardState): void {
    const s = this.state;
    c.stamp = ++s.clock;
    if (s.effects.length > 0) {
      const keep = [];
      for (const e of s.effects) {
        const why = e.tiedToSource && e.source === c.id ? "source" : e.target === c.id ? "target" : null;
        if (why === null) keep.push(e);
        else this.emit({ type: "effectEnd", id: e.id, source: e.source, eff: e.eff, why });
      }
      s.effects = keep;
    }
    this.startContinuousOf(c);
  }

  /** Starts the continuous effects {@link Ruleset.continuousOf} gives the card where it is now. */
  startContinuousOf(c: CardState): void {
    for (const spec of this.rules.continuousOf?.(this.state, c) ?? []) {
      this.addEffect({ source: c.id, eff: spec.eff, target: spec.target ?? -1, bound: spec.bound ?? [], tiedToSource: true });
    }
  }

  /** Shuffles a zone with the duel's RNG. */
  shuffle(player: PlayerId, zone: number): void {
    this.tick();
    shuffleInPlace(this.state.rng, this.state.zones[player * this.rules.zones.length + zone]!);
    this.emit({ type: "shuffled", player, zone });
  }

  /** A uniform integer in `[0, n)` from the duel's RNG, without an event (use coin/dice for public randomness). */
  random(n: number): number {
    this.tick();
    return randInt(this.state.rng, n);
  }

  /** Tosses a coin for a player; true is heads. */
  coin(player: PlayerId): boolean {
    const heads = this.random(2) === 0;
    this.emit({ type: "coin", player, heads });
    return heads;
  }

  /** Rolls a die with `sides` sides; 1-based result. */
  dice(player: PlayerId, sides = 6): number {
    const value = this.random(sides) + 1;
    this.emit({ type: "dice", player, sides, value });
    return value;
  }

  /** Changes a player's LP by `delta` (never below 0, R-BAT-7); returns the change actually made. */
  changeLp(player: PlayerId, delta: number, reason: string): number {
    this.tick();
    const p = this.state.players[player]!;
    const lp = Math.max(0, p.lp + delta);
    const real = lp - p.lp;
    p.lp = lp;
    this.emit({ type: "lp", player, delta: real, lp, reason });
    return real;
  }

  /** Adds (or with a negative `n`, removes) counters of a kind on a card; never below 0. */
  addCounter(id: CardId, kind: string, n: number): void {
    this.tick();
    const c = this.card(id);
    const total = Math.max(0, (c.counters[kind] ?? 0) + n);
    const delta = total - (c.counters[kind] ?? 0);
    // Replaced, never changed in place: forks share counters objects.
    const next: Record<string, number> = {};
    for (const k in c.counters) if (k !== kind) next[k] = c.counters[k]!;
    if (total > 0) next[kind] = total;
    c.counters = Object.freeze(next);
    this.emit({ type: "counter", card: id, kind, delta, total });
  }

  /** Shows a card's identity to a player (-1: both). */
  reveal(id: CardId, to: PlayerId | -1): void {
    this.emit({ type: "revealed", card: id, code: this.card(id).code, to });
  }

  /** Starts a continuous effect; returns its id (also its timestamp). */
  addEffect(spec: EffectSpec): number {
    this.tick();
    const s = this.state;
    const id = ++s.clock;
    const source = spec.source;
    const target = spec.target ?? -1;
    s.effects.push({
      id, source, sourceStamp: source >= 0 ? this.card(source).stamp : 0, eff: spec.eff,
      target, targetStamp: target >= 0 ? this.card(target).stamp : 0,
      tiedToSource: spec.tiedToSource ?? source >= 0, bound: spec.bound?.slice() ?? [], expires: spec.expires ?? -1,
    });
    this.emit({ type: "effectStart", id, source, eff: spec.eff, target });
    return id;
  }

  /** Ends a continuous effect by id (no-op when it already ended). */
  removeEffect(id: number): void {
    this.tick();
    const s = this.state;
    const i = s.effects.findIndex((e) => e.id === id);
    if (i < 0) return;
    const [e] = s.effects.splice(i, 1);
    this.emit({ type: "effectEnd", id, source: e!.source, eff: e!.eff, why: "removed" });
  }

  /** Ends the effects whose expiry code is reached (called by the phase machine at each phase end). */
  expireEffects(code: number): void {
    const s = this.state;
    if (!s.effects.some((e) => e.expires >= 0 && e.expires <= code)) return;
    const keep = [];
    for (const e of s.effects) {
      if (e.expires >= 0 && e.expires <= code) this.emit({ type: "effectEnd", id: e.id, source: e.source, eff: e.eff, why: "expired" });
      else keep.push(e);
    }
    s.effects = keep;
  }

  /** Negates the activation or the effect of chain link `index` (0-based); a link is negated once. */
  negate(index: number, what: "activation" | "effect", by: PlayerId | -1 = -1): boolean {
    this.tick();
    const link = this.state.chain[index];
    if (link === undefined) throw new RangeError(`no chain link ${index + 1}`);
    if (link.neg !== 0) return false;
    link.neg = (what === "activation" ? 1 : 2) as NegationKind;
    this.emit({ type: "negated", link: index + 1, card: link.card, what, by });
    return true;
  }

  /** Whether target `i` of a link is still the object that was targeted (R-EFF-7). */
  targetStillThere(link: ChainLink, i: number): boolean {
    const id = link.targets[i];
    return id !== undefined && this.card(id).stamp === link.targetStamps[i];
  }

  /**
   * Closes the innermost open window as if both players had passed (e.g. the turn player's "go to
   * the next phase" action). A chain window closing this way starts resolving its chain.
   */
  closeWindow(): void {
    const stack = this.state.stack;
    for (let i = stack.length - 1; i >= 0; i--) {
      const f = stack[i]!;
      if (f.t === "@window") {
        f["passes"] = 2;
        return;
      }
    }
    throw new Error("closeWindow: no window is open");
  }

  /** Ends the duel. */
  end(result: Exclude<DuelResult, -1>, reason: string): void {
    if (this.state.result !== -1) return;
    this.state.result = result;
    this.state.prompt = null;
    this.emit({ type: "duelEnd", result, reason });
  }
}

/** What frame handlers get: the verbs plus control over the continuation and prompts. */
export class StepContext extends DuelContext {
  /** Operations started so far in this call (numbers them for {@link Rewind}). */
  opsStarted = 0;
  /** On the re-run of a call whose operation asked: where to ask instead of running it. */
  rewind: Rewind | null = null;

  /** Pushes a frame; it runs before the current one continues. */
  push(frame: Frame): void {
    this.state.stack.push(frame);
  }

  /** Removes the top frame (normally the one being handled) and returns it. */
  pop(): Frame {
    const f = this.state.stack.pop();
    if (f === undefined) throw new Error("pop on an empty continuation");
    return f;
  }

  /** Schedules an operation to run next. `join`: its events belong to the previous moment. */
  runOp(op: string, args: Json = null, join = false): void {
    this.push({ t: "@op", op, args, answers: [], join });
  }

  /** Opens a response window of `kind` with `first` holding priority (see {@link WindowFrame}). */
  openWindow(kind: string, first: PlayerId, collect = true): void {
    this.push(windowFrame(kind, first, this.state.chain.length, { collect }));
  }

  /**
   * Stops and waits for a player; the frame's handler receives the answer. The prompt is stored
   * numbered: its {@link Prompt.seq} is {@link DuelState.answered} + 1 (any `seq` it carries is replaced).
   */
  ask(prompt: Prompt): void {
    // A prompt nobody can answer would stall the duel for good: that is a rules-layer bug.
    if (prompt.min > prompt.max || prompt.min > prompt.options.length) {
      throw new Error(`unanswerable ${prompt.kind} prompt: pick ${prompt.min}..${prompt.max} of ${prompt.options.length} options`);
    }
    this.state.prompt = { ...prompt, seq: this.state.answered + 1 };
  }
}

/** Thrown inside an operation to stop it when it needs an answer it has not got yet. */
class NeedAnswer {
  constructor(readonly prompt: Prompt) {}
}

/** Options of {@link OpContext.choose}. */
export interface ChooseOptions {
  min?: number;
  max?: number;
  ordered?: boolean;
  context?: PromptContext;
}

/**
 * What operations get: the verbs on a draft state plus {@link choose}. The operation is re-run
 * from its start with the answers recorded so far whenever it needs a new one, so it must be a
 * deterministic function of (state, answers); the RNG it draws from is part of the state.
 */
export class OpContext extends DuelContext {
  /** Frames to run once the operation has finished, in order. */
  readonly next: Frame[] = [];
  private used = 0;
  private calls = 0;

  constructor(
    rules: Ruleset,
    draft: DuelState,
    events: DuelEvent[],
    private readonly answers: readonly Answer[],
    /** Name of the running operation, for prompts and error messages. */
    readonly op: string,
    private readonly budget: Budget,
  ) {
    super(rules, draft, events);
  }

  protected override tick(): void {
    if (++this.calls > this.budget.opCalls) {
      throw new StepBudgetError(
        `operation "${this.op}" made more than ${this.budget.opCalls} kernel calls in one run; it probably loops`,
        [this.op],
      );
    }
  }

  /**
   * Asks `player` to pick among `options` (indices returned). When there is exactly one legal
   * answer it is taken without asking.
   */
  choose(player: PlayerId, kind: string, options: Choice[], opts: ChooseOptions = {}): Answer {
    this.tick();
    const min = opts.min ?? 1;
    const max = Math.min(opts.max ?? min, options.length);
    if (min > options.length) throw new Error(`operation "${this.op}" asks for ${min} of ${options.length} options`);
    const prompt: Prompt = { player, kind, options, min, max, ordered: opts.ordered ?? false, context: { op: this.op, ...opts.context } };
    const only = options.length === min && min === max && (!prompt.ordered || min <= 1);
    if (only) return options.map((_, i) => i);
    const recorded = this.answers[this.used];
    if (recorded === undefined) throw new NeedAnswer(prompt);
    this.used++;
    const check = checkAnswer(prompt, recorded);
    if (!check.ok) throw new Error(`operation "${this.op}" is not deterministic: a recorded answer no longer fits (${check.error})`);
    return check.answer;
  }

  /** Picks one option; returns its index. */
  chooseOne(player: PlayerId, kind: string, options: Choice[], context?: PromptContext): number {
    return this.choose(player, kind, options, context === undefined ? {} : { context })[0]!;
  }

  /** Picks between `min` and `max` cards among `cards`; returns their ids. */
  chooseCards(player: PlayerId, cards: readonly CardId[], min: number, max: number, context?: PromptContext): CardId[] {
    const picked = this.choose(player, "selectCards", cards.map((card) => ({ kind: "card", card })), { min, max, ...(context ? { context } : {}) });
    return picked.map((i) => cards[i]!);
  }

  /** A yes/no question. */
  yesNo(player: PlayerId, text: string): boolean {
    return this.chooseOne(player, "yesNo", [{ kind: "yes", label: "yes" }, { kind: "no", label: "no" }], { text }) === 0;
  }

  /** Schedules a frame to run after this operation (frames run in the order scheduled). */
  then(frame: Frame): void {
    this.next.push(frame);
  }

  /** Whether every recorded answer was used (a re-run that uses fewer is not deterministic). */
  get answersUsed(): number {
    return this.used;
  }

  /** The prompt an operation stopped at, when `thrown` is that stop; null for real errors. */
  static pendingPrompt(thrown: unknown): Prompt | null {
    return thrown instanceof NeedAnswer ? thrown.prompt : null;
  }
}
