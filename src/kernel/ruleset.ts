/**
 * The contract between the kernel and the rules layer. A ruleset is configuration (zones, phases)
 * plus behaviour (frame handlers, operations, the chain's and triggers' pluggable policies). It is
 * passed alongside the state and never stored in it.
 * @module
 */
import type { DuelContext, OpContext, StepContext } from "./context.js";
import type { RecentEvent } from "./events.js";
import type { Choice, Answer, Prompt } from "./prompt.js";
import type { ActiveEffect, CardId, CardState, ChainLink, DuelResult, DuelState, Frame, PlayerId } from "./state.js";

/** Who may see the cards of a zone. */
export type ZoneVisibility =
  /** Everyone sees face-up cards; face-down ones only their controller (field, graveyard, banished). */
  | "public"
  /** Only the zone's player sees the cards (hand). */
  | "private"
  /** Nobody sees the cards or their order (deck). */
  | "secret";

/** A kind of zone each player has. */
export interface ZoneDef {
  name: string;
  visibility: ZoneVisibility;
}

/** A step inside a phase. `enter`/`leave` name operations; `window` opens a response window of that kind. */
export interface StepDef {
  name: string;
  enter?: string;
  window?: string;
  leave?: string;
}

/** A phase of the turn, in order. A phase either has steps or is a single stretch. */
export interface PhaseDef extends StepDef {
  steps?: StepDef[];
  /** Skips the phase this turn when it returns true (e.g. "no Battle Phase on the first turn"). */
  skip?: (state: DuelState) => boolean;
}

/** Handles one kind of frame. Methods, so a handler of a narrower frame type fits the registry. */
export interface FrameHandler<F extends Frame = Frame> {
  /**
   * Makes progress: change the state, push or pop frames, or ask a prompt. Must not return with
   * nothing changed, or the step budget will catch the loop.
   */
  step(k: StepContext, frame: F): void;
  /** Receives the (already validated) answer to the prompt this handler asked. */
  answer?(k: StepContext, frame: F, answer: Answer, prompt: Prompt): void;
  /** A short name for error messages (defaults to the frame type). */
  label?(frame: F): string;
}

/**
 * A deterministic function of (state, recorded answers): it mutates the draft in `ctx` and asks
 * through `ctx.choose`. It may be re-run from the start any number of times.
 */
export type Operation = (ctx: OpContext, args: unknown) => void;

/** A trigger effect that could activate, as the rules layer finds it among recent events. */
export interface TriggerCandidate {
  player: PlayerId;
  card: CardId;
  eff: number;
  mandatory: boolean;
  /** An optional "when … you can" trigger: misses its timing unless its event is the latest moment's. */
  missable: boolean;
  /** Index of the triggering event in the list given to {@link Ruleset.collectTriggers}. */
  event: number;
  /** Spell speed of the trigger (default 1). */
  speed?: number;
}

/** A group of triggers one player handles in turn, in the order the policy puts the groups. */
export interface TriggerBucket {
  player: PlayerId;
  /** Optional triggers may be declined; mandatory ones must all be put on the chain. */
  optional: boolean;
  items: TriggerCandidate[];
}

/** What {@link Ruleset.continuousOf} returns: a continuous effect a card has while it is where it is. */
export interface ContinuousSpec {
  eff: number;
  target?: CardId;
  bound?: number[];
}

/** What starts a continuous effect (see {@link DuelContext.addEffect}). */
export interface EffectSpec {
  source: CardId;
  eff: number;
  target?: CardId;
  bound?: number[];
  /** Expiry code from {@link expiryCode}; absent or -1: no expiry. */
  expires?: number;
  /** End when the source is no longer the same object (default: true when source ≥ 0). */
  tiedToSource?: boolean;
}

/**
 * The meaning of an active continuous effect for stat computation. Layers apply in ascending
 * order (e.g. 1 "set", 2 "modify"), within a layer in timestamp order.
 */
export interface ContinuousDef {
  stat: string;
  layer: number;
  /** Whether the effect applies to this card (default: only to its target). */
  applies?(state: DuelState, effect: ActiveEffect, card: CardState): boolean;
  /** The new value given the value so far. */
  value(state: DuelState, effect: ActiveEffect, card: CardState, current: number): number;
}

/** Limits that turn a runaway loop into an error. */
export interface Budget {
  /** Frame steps per call of `start`/`answer`. */
  steps: number;
  /** Kernel calls (moves, draws, choices…) within one run of one operation. */
  opCalls: number;
}

/** The response window frame, given to the rules layer's window hooks. */
export interface WindowFrame extends Frame {
  t: "@window";
  /** The rules layer's name for the window ("main", "damageStep", "summonResponse"…). */
  kind: string;
  /** The player with priority when the window (re)opens. */
  first: PlayerId;
  /** The player with priority now. */
  who: PlayerId;
  /** Consecutive passes; two close the window. */
  passes: number;
  /** True when this window builds a chain (opened by an activation). */
  chain: boolean;
  /** Chain length when the window last looked, to notice activations. */
  links: number;
  /** Whether pending triggers are collected before priority is given. */
  collect: boolean;
}

/** Everything the kernel needs from the rules layer. */
export interface Ruleset {
  name: string;
  /** Changes whenever behaviour changes, card pack included: a replay checks it (state.rules is `name@version`). */
  version: string;
  zones: ZoneDef[];
  phases: PhaseDef[];
  /**
   * The rules' own invariants of a well-shaped state (zone sizes, life points, cards the pack has,
   * a result or a prompt), asked by {@link restore}: the path and problem of the first one broken, or null.
   */
  checkState?(state: DuelState): { path: string; problem: string } | null;
  /** The rules layer's own frame kinds (battle steps, summon procedures…). */
  frames?: Record<string, FrameHandler>;
  /** Named operations, run by `@op` frames, window actions and phase enter/leave. */
  operations?: Record<string, Operation>;
  /** Operation run once when the duel starts (shuffle, opening hands, who goes first). */
  setup?: string;
  /** What `player` may do in a window: activations (kind "activate") and actions (kind "action", with `op`). A pass is added by the kernel. */
  windowOptions(state: DuelState, window: WindowFrame, player: PlayerId): Choice[];
  /** Whether `player` may pass in this window (default yes); a refusal counts only while the player has something else to do. */
  mayPass?(state: DuelState, window: WindowFrame, player: PlayerId): boolean;
  /** The speed rule: may an activation of this speed be made now (chain = `state.chain`)? */
  canActivate(state: DuelState, player: PlayerId, speed: number, window: WindowFrame): boolean;
  /** Activation of a link (costs, targets, bindings); the kernel then adds it to the chain. */
  activate(ctx: OpContext, link: ChainLink): void;
  /** Once the link is on the chain (its `chainLink` event emitted): what happens at once on an activation. */
  linked?(ctx: OpContext, link: ChainLink): void;
  /** Resolution of a link that was not negated. */
  resolve(ctx: OpContext, link: ChainLink): void;
  /** After the whole chain resolved (e.g. normal spells go to the graveyard, R-CARD-5). */
  afterChain?(ctx: OpContext, resolved: ChainLink[]): void;
  /** Trigger effects that respond to these events (each with its moment). */
  collectTriggers?(state: DuelState, recent: RecentEvent[]): TriggerCandidate[];
  /** The ordering policy (Yu-Gi-Oh!: SEGOC). Default: each player's mandatory then optional, turn player first. */
  orderTriggers?(state: DuelState, candidates: TriggerCandidate[]): TriggerBucket[];
  /** Who may respond first to a newly built chain. Default: the opponent of the last link's player. */
  firstResponder?(state: DuelState): PlayerId;
  /** Continuous effects a card has while it is where it is, (re)computed whenever its stamp changes. */
  continuousOf?(state: DuelState, card: CardState): ContinuousSpec[];
  /** The stat meaning of an active effect, or undefined when it does not change stats. */
  continuousDef?(state: DuelState, effect: ActiveEffect): ContinuousDef | undefined;
  /** The printed value of a stat (from the pack's card data). */
  baseValue?(state: DuelState, card: CardState, stat: string): number;
  /** The value a stat shows after every layer applied (a game may keep some stats from going below a bound). */
  finalValue?(stat: string, value: number): number;
  /** Win conditions, checked after every operation. */
  checkResult?(state: DuelState): { result: Exclude<DuelResult, -1>; reason: string } | null;
  /** Who takes the next turn (default: the other player). */
  nextTurnPlayer?(state: DuelState): PlayerId;
  /** Skip prompting a player whose only option is to pass (default true). */
  autoPass?: boolean;
  /** Stats included in player views for visible cards. */
  viewStats?: string[];
  /** Whether `player` keeps a private zone revealed now (Mind on Air: the hand), so that views show it to the other player. */
  zoneRevealed?(state: DuelState, player: PlayerId, zone: number): boolean;
  /** A card's name for error messages (the kernel knows a card only by its code). */
  cardName?(state: DuelState, card: CardId): string;
  budget?: Partial<Budget>;
}
