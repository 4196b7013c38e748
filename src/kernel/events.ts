/**
 * The typed events every change of state emits. A duel's event log is the source for logs, UIs
 * and tests; nothing scrapes text. Events name cards by instance id only, never by card code, so
 * a log can be shown to a player after {@link viewEvents} has masked what they may not see
 * (the one exception, {@link RevealedEvent}, exists to show an identity).
 * @module
 */
import type { Json } from "./json.js";
import type { CardId, DuelResult, PlayerId } from "./state.js";

/** The duel has been set up. */
export interface DuelStartEvent { type: "duelStart" }
/** A new turn began. */
export interface TurnStartEvent { type: "turnStart"; turn: number; player: PlayerId }
/** A phase began (`name` from the ruleset's phase list). */
export interface PhaseStartEvent { type: "phaseStart"; phase: string }
/** A phase ended. */
export interface PhaseEndEvent { type: "phaseEnd"; phase: string }
/** A step of the current phase began. */
export interface StepStartEvent { type: "stepStart"; phase: string; step: string }

/** A card changed zone (or controller): draws, summons, destruction, discards… all are moves. */
export interface MovedEvent {
  type: "moved";
  card: CardId;
  fromPlayer: PlayerId;
  fromZone: number;
  wasFaceUp: boolean;
  toPlayer: PlayerId;
  toZone: number;
  faceUp: boolean;
  /** Why the card moved, in the rules layer's words ("draw", "destroy", "cost"…). */
  reason: string;
  /** The player whose card or rule moved it; -1 for the game itself. */
  by: PlayerId | -1;
}

/** A card turned face-up or face-down, or changed position (rules-defined numbers), in place. */
export interface TurnedEvent { type: "turned"; card: CardId; faceUp: boolean; wasFaceUp: boolean; pos: number; reason: string }
/** A new card instance came into being during the duel (a token), in a zone of a player. */
export interface CreatedEvent { type: "created"; card: CardId; player: PlayerId; zone: number; faceUp: boolean; reason: string }
/** A player's zone was shuffled. The new order is deliberately not part of the event. */
export interface ShuffledEvent { type: "shuffled"; player: PlayerId; zone: number }
/** A coin was tossed. */
export interface CoinEvent { type: "coin"; player: PlayerId; heads: boolean }
/** A die was rolled. */
export interface DiceEvent { type: "dice"; player: PlayerId; sides: number; value: number }
/** A player's life points changed. */
export interface LpEvent { type: "lp"; player: PlayerId; delta: number; lp: number; reason: string }
/** Counters on a card changed. */
export interface CounterEvent { type: "counter"; card: CardId; kind: string; delta: number; total: number }
/** A card's identity was shown to a player (-1: to both). The only event that carries a card code. */
export interface RevealedEvent { type: "revealed"; card: CardId; code: number; to: PlayerId | -1 }

/** An activation was added to the chain as link number `link` (1-based). */
export interface ChainLinkEvent {
  type: "chainLink"; link: number; card: CardId; eff: number; player: PlayerId; speed: number;
  /** Only in a player's view ({@link viewEvents}): the card's code if the viewer knew it at that moment, else -1. */
  code?: number;
}
/** A chain link starts resolving. */
export interface ChainResolvingEvent { type: "chainResolving"; link: number; card: CardId; eff: number }
/** A chain link finished resolving (also when negated). */
export interface ChainResolvedEvent { type: "chainResolved"; link: number; card: CardId; eff: number; negated: NegationKind }
/** A chain link's activation or effect was negated. */
export interface NegatedEvent { type: "negated"; link: number; card: CardId; what: "activation" | "effect"; by: PlayerId | -1 }
/** The whole chain has resolved. */
export interface ChainEndEvent { type: "chainEnd"; links: number }
/** An optional "when" trigger missed its timing (its event was not the last thing that happened). */
export interface TriggerMissedEvent { type: "triggerMissed"; card: CardId; eff: number; player: PlayerId }
/** A continuous effect began to apply. */
export interface EffectStartEvent { type: "effectStart"; id: number; source: CardId; eff: number; target: CardId }
/** A continuous effect stopped applying. */
export interface EffectEndEvent { type: "effectEnd"; id: number; source: CardId; eff: number; why: "source" | "target" | "expired" | "removed" }
/** The duel is over. */
export interface DuelEndEvent { type: "duelEnd"; result: DuelResult; reason: string }
/**
 * A happening the rules layer names itself ("summoned", "destroyed", "attackDeclared"…). The kernel
 * treats it like any other event: it is logged, offered to trigger collection and masked in views
 * by its `cards` (ids of cards the viewer may not see are replaced by -1).
 */
export interface SignalEvent {
  type: "signal"; name: string; player: PlayerId | -1; cards: CardId[]; value: number; data: Json;
  /** Only in a player's view ({@link viewEvents}): each card's code if the viewer knew it at that moment, else -1. */
  codes?: number[];
}

/** Whether and how a chain link was negated: 0 not, 1 its activation, 2 its effect. */
export type NegationKind = 0 | 1 | 2;

/** Every event the kernel emits. */
export type DuelEvent =
  | DuelStartEvent | TurnStartEvent | PhaseStartEvent | PhaseEndEvent | StepStartEvent
  | MovedEvent | CreatedEvent | TurnedEvent | ShuffledEvent | CoinEvent | DiceEvent | LpEvent | CounterEvent | RevealedEvent
  | ChainLinkEvent | ChainResolvingEvent | ChainResolvedEvent | NegatedEvent | ChainEndEvent
  | TriggerMissedEvent | EffectStartEvent | EffectEndEvent | DuelEndEvent | SignalEvent;

/**
 * An event waiting for trigger collection, with the number of the *moment* it happened in. A moment
 * is one operation (an action, a cost, one chain link resolving); an optional "when" trigger whose
 * event is not in the latest moment has missed its timing.
 */
export interface RecentEvent { event: DuelEvent; moment: number }
