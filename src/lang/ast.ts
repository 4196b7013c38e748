/**
 * The typed AST of the card language. Every node carries the span it was parsed from; nothing
 * derivable (spell speed, "this targets", categories) is stored here — the checker derives it.
 *
 * Shape of a script, mirroring a printed effect (*condition : cost ; target ; effect*):
 *
 *   card "Man-Eater Bug" {
 *     flip: target 1 monster on the field; destroy it.
 *   }
 */
import type { Span } from "./span.js";

interface NodeBase {
  span: Span;
}

// ---------------------------------------------------------------------------------------------
// Files and cards

/** A script file: one or more card scripts. */
export interface ScriptFile extends NodeBase {
  kind: "File";
  cards: CardScript[];
}

/** `card "Name" { … }` or `card 12345 { … }`. */
export interface CardScript extends NodeBase {
  kind: "Card";
  ref: CardRef;
  items: CardItem[];
}

/** How a script names a card: by passcode or by its exact name (checked against the pack data). */
export type CardRef =
  | { kind: "CardName"; name: string; span: Span }
  | { kind: "CardId"; id: number; span: Span };

/** What a card script is made of: effects and declarations about the card itself. */
export type CardItem = Effect | Materials | SummonCondition | CounterLimit | Lifetime | FusionSubstitute | Unique | Unnegatable | Tributeless;

/**
 * Effect kinds. Spell speed is derived from the kind and the card kind:
 * `activate` of a normal/continuous/equip/field/ritual spell 1, quick-play 2, trap 2, counter trap 3;
 * `ignition`, `trigger`, `flip` 1; `quick` 2. `continuous`, `maintenance` and `procedure` are never
 * activated and never use the chain.
 */
export type EffectKind =
  | "activate"
  | "ignition"
  | "trigger"
  | "flip"
  | "quick"
  | "continuous"
  | "maintenance"
  | "procedure";

/**
 * `[optional] kind [in zone] [when|if|during event] [while condition] [limit]: body.`
 *
 *   optional trigger when this card is sent from the field to the graveyard: …
 *   quick in hand during damage calculation while a monster your opponent controls is attacking: …
 *   continuous while you control another monster: this card cannot be targeted for attacks.
 *   ignition once per turn: cost remove 1 spell counter from this card; target …; destroy it.
 */
export interface Effect extends NodeBase {
  kind: "Effect";
  effectKind: EffectKind;
  /** "you can": written `optional trigger`, `optional flip`. Quick effects are always optional. */
  optional: boolean;
  /** Where the effect works from when not the field (`in hand`, `in graveyard`). */
  location?: Zone;
  /** The event (trigger/activation timing) or the phase/step (`during …`) it is tied to. */
  timing?: Timing;
  /** Activation condition (`while …`); for continuous effects, the condition under which they apply. */
  condition?: Condition;
  limit?: UsageLimit;
  body: EffectBody;
}

/**
 * `when` = a "when … you can" trigger that can miss its timing; `if` = cannot miss it;
 * `during` = a phase or step rather than an event.
 */
export interface Timing extends NodeBase {
  kind: "Timing";
  mode: "when" | "if" | "during";
  /** Alternatives joined by `or` (Solemn Judgment: a summon or an activation). */
  events: Event[];
}

/** `once per turn`, `once per turn by name`, `once per duel`. */
export interface UsageLimit extends NodeBase {
  kind: "UsageLimit";
  per: "turn" | "duel";
  /** `copy` (this copy of the card) or `name` (every card with this name: a "hard" once per turn). */
  scope: "copy" | "name";
}

/**
 * `[cost …;] [target …;] actions.` Continuous effects have only actions (statements that apply
 * while the effect is active).
 */
export interface EffectBody extends NodeBase {
  kind: "EffectBody";
  costs: Action[];
  targets: TargetClause[];
  /**
   * Absent in an activation that is all cost (Toon World: `activate: cost pay 1000 LP.`): the card
   * then only stays on the field, its continuous effects applying.
   */
  actions?: ActionSeq;
}

/** `target 1 monster on the field as victim and 1 card in your hand;` — chosen at activation. */
export interface TargetClause extends NodeBase {
  kind: "TargetClause";
  picks: TargetPick[];
}

export interface TargetPick extends NodeBase {
  kind: "TargetPick";
  selector: Selector;
  /** `as name`: a binding later actions refer to. */
  binding?: string;
}

/** `materials: 1 tuner monster + 1 or more non-tuner monsters.` (fusion and synchro monsters) */
export interface Materials extends NodeBase {
  kind: "Materials";
  items: Selector[];
  /** `…, no substitute.`: a fusion substitute cannot stand for any of them. */
  noSubstitute?: true;
}

/**
 * `you can control only 1 face-up "Gravekeeper's Chief".` (the card's own name): its controller may
 * not summon or flip one while already controlling one (`face-up`: a Set one does not count).
 */
export interface Unique extends NodeBase {
  kind: "Unique";
  /** How many it allows: always 1 in the pool (others are refused, YGO2094). */
  count: number;
  faceUp: boolean;
  /** The card named: its own name. */
  card: { name: string; span: Span };
}

/** `can be normal summoned without tributes.`: its player may Normal Summon or Set it with no tribute, or with the usual ones (Fusilier Dragon). */
export interface Tributeless extends NodeBase {
  kind: "Tributeless";
}

/** `its effects cannot be negated.`: what the card does is never negated (its activation still can be: Spiritualism). */
export interface Unnegatable extends NodeBase {
  kind: "Unnegatable";
}

/** `substitute for any fusion material.`: the monster may stand for one material of a fusion summon. */
export interface FusionSubstitute extends NodeBase {
  kind: "FusionSubstitute";
}

/**
 * `cannot be normal summoned or set.` / `cannot be special summoned.` / `cannot be special summoned
 * except by "Armed Dragon LV5" or "Level Up!".` (only those cards' effects may special summon it).
 */
export interface SummonCondition extends NodeBase {
  kind: "SummonCondition";
  forbids: SummonWay[];
  exceptBy?: { name: string; span: Span }[];
  /**
   * `… while <condition>.`: the ban holds only while the condition holds, asked of the player who
   * would summon it (Toon Mermaid: `cannot be special summoned while you control no face-up "Toon World".`).
   */
  condition?: Condition;
}

export type SummonWay = "normal summoned" | "set" | "special summoned" | "special summoned from the graveyard" | "flip summoned";

/** `counter limit: 1 spell counter.` — at most this many counters of the kind on the card. */
export interface CounterLimit extends NodeBase {
  kind: "CounterLimit";
  max: number;
  counter: string;
}

/**
 * `remains on the field for 3 of your opponent's turns.` (Swords of Revealing Light); `remains on
 * the field.` — a normal spell that stays until something removes it (Different Dimension Capsule).
 */
export interface Lifetime extends NodeBase {
  kind: "Lifetime";
  /** How long, counted in whose turns; absent: until removed. */
  for?: { turns: number; whose: PlayerRef };
}

// ---------------------------------------------------------------------------------------------
// Actions

/**
 * Actions joined by the connectors of card text: `, then` (after, not simultaneous, only if the previous action happened),
 * `, and if you do,` (only if the previous action happened), `, also` (independent).
 */
export interface ActionSeq extends NodeBase {
  kind: "ActionSeq";
  first: Action;
  rest: { connector: Connector; action: Action; span: Span }[];
  /**
   * `…, unless your opponent discards 1 spell card`: before the actions, the player this action
   * names may do it instead; if they do, none of the actions happens (Magic Drain).
   */
  unless?: Action;
}

export type Connector = "then" | "and if you do" | "also";

export type Action =
  | Conditional
  | Either
  | Destroy
  | Move
  | Draw
  | Discard
  | Tribute
  | SpecialSummon
  | FusionSummon
  | RitualSummon
  | ChangePosition
  | Flip
  | TakeControl
  | Negate
  | Damage
  | LifePoints
  | ModifyStat
  | SetStat
  | Counters
  | Shuffle
  | Equip
  | Bind
  | SetCard
  | Substitute
  | Reveal
  | Random
  | SkipPhase
  | Restrict
  | NegateEffects
  | Controls
  | NoBattleDamage
  | BattleDamageChange
  | Win
  | RevealHand
  | MustAttack
  | LookAt
  | Declare
  | Choose
  | SwapControl
  | Permit
  | Delayed
  | Lasting
  | Redirect
  | Options
  | ReverseChanges
  | Battle
  | DrawGame
  | EndBattlePhase
  | RevealUntil;

/** `if <condition>, <action> [, otherwise <action>]` — a condition checked on resolution. */
export interface Conditional extends NodeBase {
  kind: "Conditional";
  condition: Condition;
  action: Action;
  /** `, otherwise <action>`: what happens when the condition does not hold. */
  otherwise?: Action;
}

/** `either pay 700 LP or destroy this card` — the acting player picks one that can be done. */
export interface Either extends NodeBase {
  kind: "Either";
  options: Action[];
}

/** `destroy <selector>` */
export interface Destroy extends NodeBase {
  kind: "Destroy";
  object: Selector;
  /** `destroy and banish …`: destroyed, the cards go to the banished pile instead of the graveyard. */
  banish?: true;
}

/**
 * The verbs that move cards between zones without destroying them, kept apart so the printer
 * writes back what the author wrote:
 * `send X to the graveyard`, `banish X`, `return X to the hand|deck|extra deck`,
 * `add X [from your deck] to your hand`, `place X on top of|at the bottom of your deck`.
 */
export interface Move extends NodeBase {
  kind: "Move";
  actor?: PlayerRef;
  verb: "send" | "banish" | "return" | "add" | "place";
  object: Selector;
  to: Destination;
  /**
   * Whose hand or deck, when the text names someone other than the acting player
   * (`place it on top of your opponent's deck`); absent = the acting player's / the card's owner's.
   */
  owner?: Owner;
  binding?: string;
  /** `banish … face-down`: only its owner may look at it in the banished pile. */
  faceDown?: true;
}

export type Destination =
  | "graveyard"
  | "banished"
  | "hand"
  | "deck"
  | "deck top"
  | "deck bottom"
  | "extra deck";

/** `[player] draw N card(s)` */
export interface Draw extends NodeBase {
  kind: "Draw";
  actor?: PlayerRef;
  count: Expr;
}

/** `[player] discard <selector>` (`discard 1 card`, `discard this card`) — hand to graveyard, not destruction. */
export interface Discard extends NodeBase {
  kind: "Discard";
  actor?: PlayerRef;
  object: Selector;
  binding?: string;
}

/** `tribute <selector> [as name]` — not a destruction (R-EFF-8). */
export interface Tribute extends NodeBase {
  kind: "Tribute";
  object: Selector;
  binding?: string;
}

/** `[player] special summon <selector> [in position [or position]] [as name]` — where from is the selector's place. */
export interface SpecialSummon extends NodeBase {
  kind: "SpecialSummon";
  actor?: PlayerRef;
  object: Selector;
  positions: BattlePosition[];
  binding?: string;
}

export type BattlePosition = "attack" | "defense" | "face-down defense";

/** `fusion summon 1 fusion monster from your extra deck using monsters from your hand or field` */
export interface FusionSummon extends NodeBase {
  kind: "FusionSummon";
  object: Selector;
  materials: Selector;
}

/**
 * `ritual summon 1 "Black Luster Soldier" from your hand by tributing monsters from your hand or
 * field whose total level is at least 8`
 */
export interface RitualSummon extends NodeBase {
  kind: "RitualSummon";
  object: Selector;
  tributes: Selector;
  levelRule: "at least" | "exactly";
  level: Expr;
}

/** `change <selector> to <position>`; `change the battle position of <selector>`: `the other` */
export interface ChangePosition extends NodeBase {
  kind: "ChangePosition";
  object: Selector;
  to: BattlePosition | "the other";
}

/** `flip <selector> face-up|face-down` — flipping face-up starts flip effects (R-EFF-1). */
export interface Flip extends NodeBase {
  kind: "Flip";
  object: Selector;
  face: "face-up" | "face-down";
  /** `face-up without flip effects`: the flip effects of the flipped monsters do not activate (Ceasefire). */
  noFlipEffects?: boolean;
}

/** `take control of <selector> [duration]` */
export interface TakeControl extends NodeBase {
  kind: "TakeControl";
  object: Selector;
  duration?: Duration;
}

/** `negate the activation`, `negate the summon or activation`, `negate the attack`, `negate the effect` */
export interface Negate extends NodeBase {
  kind: "Negate";
  what: NegateTarget[];
}

export type NegateTarget = "activation" | "effect" | "summon" | "attack";

/** `inflict 500 damage to your opponent`, `inflict damage equal to its ATK to your opponent` */
export interface Damage extends NodeBase {
  kind: "Damage";
  amount: Expr;
  /** true when written `damage equal to <expr>` rather than `<number> damage`. */
  equalTo: boolean;
  to: PlayerRef;
}

/** `[player] gain|lose N LP`, `pay N LP`, `pay half your LP` */
export interface LifePoints extends NodeBase {
  kind: "LifePoints";
  verb: "gain" | "lose" | "pay";
  actor?: PlayerRef;
  amount: Expr;
  /** `pay any multiple of 1000 LP`: `amount` is the unit; its player chooses how many (at least 1), kept as `the amount paid`. */
  multiple?: true;
}

/** `<selector> gain|lose N ATK [and DEF] [duration]` — a layer modifier, never written into the card. */
export interface ModifyStat extends NodeBase {
  kind: "ModifyStat";
  object: Selector;
  change: "gain" | "lose";
  amount: Expr;
  /** `ATK`, `DEF`, both, or `levels` alone (never below 1: Demotion). */
  stats: ModifiedStat[];
  duration?: Duration;
}

export type Stat = "ATK" | "DEF";
export type ModifiedStat = Stat | "level";

/** `the ATK of <selector> becomes <expr> [duration]` — the "set" layer. */
export interface SetStat extends NodeBase {
  kind: "SetStat";
  object: Selector;
  stat: Stat;
  value: Expr;
  duration?: Duration;
}

/** `place 1 spell counter on this card`, `remove 2 spell counters from this card` */
export interface Counters extends NodeBase {
  kind: "Counters";
  verb: "place" | "remove";
  count: Expr;
  counter: string;
  on: Selector;
}

/** `[player] shuffle their deck` */
export interface Shuffle extends NodeBase {
  kind: "Shuffle";
  actor?: PlayerRef;
  owner: Owner;
}

/** `equip this card to <selector>` */
export interface Equip extends NodeBase {
  kind: "Equip";
  object: Selector;
  to: Selector;
}

/** `bind this card to <selector>` — afterwards `the bound monster` refers to it (Call of the Haunted). */
export interface Bind extends NodeBase {
  kind: "Bind";
  to: Selector;
}

/** `set <selector>`: spells and traps from the hand placed face-down in their zones by an effect (Dust Tornado). */
export interface SetCard extends NodeBase {
  kind: "SetCard";
  object: Selector;
}

/** `[player] reveal <selector> [as name]` (Cyber Jar: `each player reveals the top 5 cards of their deck as picked`) */
export interface Reveal extends NodeBase {
  kind: "Reveal";
  actor?: PlayerRef;
  object: Selector;
  binding?: string;
}

/**
 * `reveal cards from the top of <whose> deck until you reveal <cards> [as name]`: cards are revealed
 * one by one from the top until one is such a card (or the deck runs out); the binding holds every
 * revealed card, the last one included (Magical Merchant, Monster Gate).
 */
export interface RevealUntil extends NodeBase {
  kind: "RevealUntil";
  deck: Owner;
  until: Selector;
  binding?: string;
}

/**
 * `toss a coin`, `toss 3 coins`, `toss a coin and call it`, `roll a die as roll`: afterwards `that
 * many` is the number of heads (or the die's number); with a call, the acting player calls heads or
 * tails first and `the call is right` tells the outcome.
 */
export interface Random extends NodeBase {
  kind: "Random";
  what: "coin" | "die";
  /** Coins tossed at once (1 when absent). */
  count?: number;
  /** The acting player calls the toss first (`and call it`). */
  call?: boolean;
  binding?: string;
}

/** `skip <player's> next <phase>`, `skip your next 2 draw phases` */
export interface SkipPhase extends NodeBase {
  kind: "SkipPhase";
  player: PlayerRef;
  phase: PhaseName;
  /** How many of the next such phases (`next 2 draw phases`); absent = 1. */
  count?: number;
}

/**
 * A restriction: `<subject> cannot <what>` — in a continuous effect it applies while active;
 * as an action it needs a duration.
 */
export interface Restrict extends NodeBase {
  kind: "Restrict";
  subject: Selector | PlayerSubject;
  what: Restriction;
  /**
   * `unless you <cost>`: the restriction is lifted for one use by paying it
   * (Panther Warrior: `this card cannot attack unless you tribute 1 other monster you control`).
   */
  unless?: Action;
  duration?: Duration;
}

/** A player as the subject of a statement: `you cannot summon monsters`. */
export interface PlayerSubject extends NodeBase {
  kind: "PlayerSubject";
  player: PlayerRef;
}

export type Restriction =
  /** monsters: `cannot attack` */
  | { kind: "attack" }
  /** monsters: `cannot be targeted for attacks` */
  | { kind: "be attacked" }
  /** cards: `cannot be targeted by card effects` */
  | { kind: "be targeted" }
  /** cards: `cannot be destroyed by battle|by card effects` */
  /** `by spell/trap card effects`: "spell/trap" — the effects of spell and trap cards only */
  | { kind: "be destroyed"; by: "battle" | "effect" | "spell/trap" | "any" }
  /** monsters: `cannot be tributed [for a tribute summon]` */
  | { kind: "be tributed"; forTributeSummon: boolean }
  /** cards: `cannot be activated` (Jinzo: `trap cards cannot be activated`) */
  | { kind: "be activated" }
  /** cards: `cannot be affected by spell cards` / `trap cards`: the effects of such cards do not apply to them */
  | { kind: "be affected"; by: "spell card" | "trap card" }
  /** cards: `cannot be affected by "Necrovalley"`: the effects of the cards so named do not apply to them */
  | { kind: "be affected by name"; names: string[] }
  /** cards: `cannot be banished [by your opponent]` (by effects and costs alike) */
  | { kind: "be banished"; byOpponent: boolean }
  /** cards: `cannot be moved by card effects` (Necrovalley: costs still can) */
  | { kind: "be moved" }
  /** players: `cannot summon monsters`, `cannot special summon monsters` */
  | { kind: "summon"; how: "any" | "normal" | "special" }
  /** players: `cannot activate <activation noun>` */
  | { kind: "activate"; what: ActivationNoun }
  /** monsters: `cannot change their battle position` */
  | { kind: "change position" }
  /** monsters: `cannot change control` — no effect can move them to the other player's side */
  | { kind: "change control" }
  /** monsters: `cannot attack directly` */
  | { kind: "attack directly" }
  /** monsters: `cannot attack <monsters>` — they cannot choose those monsters as attack targets (the Toons: `… cannot attack monsters except toon monsters`) */
  | { kind: "attack target"; object: Selector }
  /** players: `cannot enter the battle phase` */
  | { kind: "enter battle phase" }
  /** players: `cannot add cards from their deck to their hand` (drawing is not adding) */
  | { kind: "add from deck" };

/** `negate the effects of <selector> [duration]` / continuous `the effects of <selector> are negated` */
export interface NegateEffects extends NodeBase {
  kind: "NegateEffects";
  object: Selector;
  /** true for the statement form `the effects of … are negated`. */
  statement: boolean;
  duration?: Duration;
}

/** Continuous `you control <selector>` (Snatch Steal). */
export interface Controls extends NodeBase {
  kind: "Controls";
  player: PlayerRef;
  object: Selector;
}

/** `<player> take(s) no battle damage [duration]`, `… no effect damage …`, `… no damage …` */
export interface NoBattleDamage extends NodeBase {
  kind: "NoBattleDamage";
  player: PlayerRef;
  /** What damage becomes 0: battle damage when absent, `effect` damage, or `all` damage (`take no damage`). */
  damage?: "effect" | "all";
  /** `from your opponent`: only the damage that player's cards inflict (Hallowed Life Barrier). */
  from?: PlayerRef;
  duration?: Duration;
}

/** `battle damage <monsters> inflicts is halved|doubled [duration]` — the battle damage those monsters inflict. */
export interface BattleDamageChange extends NodeBase {
  kind: "BattleDamageChange";
  object: Selector;
  change: "halved" | "doubled";
  duration?: Duration;
}

/** `<player> win(s) the duel` — in a continuous effect, a win condition checked whenever it can become true. */
export interface Win extends NodeBase {
  kind: "Win";
  player: PlayerRef;
}

/** `this card must attack if able`: a continuous statement; its player cannot skip or end the Battle Phase while it can attack (Berserk Gorilla). */
export interface MustAttack extends NodeBase {
  kind: "MustAttack";
  subject: Selector;
}

/** `your opponent keeps their hand revealed`: a continuous statement, the other player sees that hand (Mind on Air). */
export interface RevealHand extends NodeBase {
  kind: "RevealHand";
  player: PlayerRef;
}

/**
 * `[player] look at <selector>` — the acting player sees the cards; nobody else does
 * (Confiscation: `look at all cards in your opponent's hand`). Unlike `reveal`, which shows them to both.
 */
export interface LookAt extends NodeBase {
  kind: "LookAt";
  actor?: PlayerRef;
  object: Selector;
}

/** What a player can declare. */
export type DeclareKind = "card name" | "card type" | "race" | "attribute" | "level";

/**
 * `[player] declare(s) a card name|a card type|a race|an attribute` — the value is used by
 * `with the declared race` filters later in the same effect (Tribe-Infecting Virus).
 */
export interface Declare extends NodeBase {
  kind: "Declare";
  actor?: PlayerRef;
  what: DeclareKind;
}

/**
 * `[player] choose(s) <selector> as name` — a choice made on resolution that moves nothing;
 * the binding names it (Painful Choice: `your opponent chooses 1 card in picked as kept`).
 */
export interface Choose extends NodeBase {
  kind: "Choose";
  actor?: PlayerRef;
  object: Selector;
  binding?: string;
}

/** `switch control of <selector> and <selector>` — each player gets the other's monster (Creature Swap). */
export interface SwapControl extends NodeBase {
  kind: "SwapControl";
  first: Selector;
  second: Selector;
}

/** A permission: `<subject> can <what> [duration]` — the opposite of a restriction. */
export interface Permit extends NodeBase {
  kind: "Permit";
  subject: Selector | PlayerSubject;
  what: Permission;
  duration?: Duration;
}

export type Permission =
  /** monsters: `can attack again` (a second attack in the same battle phase) */
  /** `inARow`: `attack again in a row` — only as the next attack its controller declares (BLS - Envoy of the Beginning) */
  | { kind: "attack again"; inARow?: true }
  /** monsters: `can attack all monsters your opponent controls once each` (Asura Priest) */
  | { kind: "attack each monster" }
  /** monsters: `can attack directly` (even while the opponent controls monsters: Black Tyranno) */
  | { kind: "attack directly" }
  /** monsters: `can inflict piercing damage` (battle damage through defense position) */
  | { kind: "piercing" }
  /** players: `can activate trap cards from their hand` */
  | { kind: "activate from hand"; what: ActivationNoun }
  /** players: `can tribute <selector> for a tribute summon` (monsters they do not control) */
  | { kind: "tribute"; object: Selector }
  /** players: `can normal summon an additional monster` (one extra normal summon or set) */
  | { kind: "additional normal summon" }
  /** monsters: `can be treated as 2 tributes for the tribute summon of <monster>` (Double Coston, Kaiser Sea Horse) */
  | { kind: "double tribute"; tributes: number; for: CardSet };

/**
 * A delayed effect set up on resolution, which happens later by itself:
 * `during the end phase, return picked to the extra deck` (once, at the next such moment), or with
 * a duration `for 3 turns, when your opponent draws, …` (every time within the duration).
 */
export interface Delayed extends NodeBase {
  kind: "Delayed";
  duration?: Duration;
  timing: Timing;
  action: Action;
  /** The actions after it, then: everything that follows a delayed effect's timing is part of it (`…, and if you do, add stored to your hand`). */
  rest?: ActionSeq["rest"];
}

/**
 * A statement that holds for a while from now: `until end of turn, monsters you control can inflict
 * piercing damage` — read whenever asked, so it covers monsters that come later too (unlike
 * `monsters you control can inflict piercing damage until end of turn`, about the ones there now).
 * As a cost it holds from the activation, whatever becomes of it (Burst Stream of Destruction).
 */
export interface Lasting extends NodeBase {
  kind: "Lasting";
  duration: Duration;
  action: Action;
}

/**
 * A destruction substitute: `<selector> is destroyed instead of this card [by battle]` — when this
 * card would be destroyed (by battle), one of those cards is destroyed in its place (Thousand-Eyes Restrict).
 */
export interface Substitute extends NodeBase {
  kind: "Substitute";
  object: Selector;
  byBattle: boolean;
  /** `instead of the equipped monster`: what it saves is the monster this card is equipped to (a Union); absent: this card. */
  of?: "the equipped monster";
}

/**
 * A replacement: `<selector> is banished instead of leaving the field` / `… instead of going to
 * the graveyard` (Dark Magician of Chaos).
 */
export interface Redirect extends NodeBase {
  kind: "Redirect";
  object: Selector;
  instead: "leaving the field" | "going to the graveyard";
}

/**
 * An effect with options: `choose one: { <body> } or { <body> }` — the player picks one option on
 * activation (one whose cost can be paid and whose targets exist); only that option's cost,
 * targets and actions apply (Dark Scorpion - Chick the Yellow). It is always the whole action
 * part of an effect body: the parser puts it nowhere else.
 */
export interface Options extends NodeBase {
  kind: "Options";
  options: EffectBody[];
}

/**
 * `reverse the ATK and DEF changes of <selector> [duration]` — while it lasts, every increase of
 * those stats counts as a decrease and every decrease as an increase (Reverse Trap). Values set
 * outright (`the ATK of … becomes`) are not changes.
 */
export interface ReverseChanges extends NodeBase {
  kind: "ReverseChanges";
  stats: Stat[];
  object: Selector;
  duration?: Duration;
}

/**
 * `<selector> battles <selector>` — the two monsters battle right away, as if the first attacked
 * the second: damage calculation and destruction by battle, no battle damage to players (Last Turn).
 */
export interface Battle extends NodeBase {
  kind: "Battle";
  attacker: Selector;
  target: Selector;
}

/** `the duel ends in a draw` */
/** `end the battle phase`: no more attacks are declared this turn (The Unhappy Maiden). */
export interface EndBattlePhase extends NodeBase {
  kind: "EndBattlePhase";
}

export interface DrawGame extends NodeBase {
  kind: "DrawGame";
}

/** `until end of turn`, `until end of damage step`, `for N [of <player's>] turns`, `while <condition>` */
export type Duration =
  | { kind: "UntilEndOfTurn"; span: Span }
  | { kind: "UntilEndOfDamageStep"; span: Span }
  /** `for 3 turns` (every turn counts), `for 3 of your opponent's turns` (only that player's turns count) */
  | { kind: "ForTurns"; turns: number; whose?: PlayerRef; span: Span }
  | { kind: "While"; condition: Condition; span: Span };

// ---------------------------------------------------------------------------------------------
// Selectors

/**
 * What an action or condition is about: a set of cards described by count, qualifiers, noun,
 * `with` filters and a place, or a reference to something already named.
 */
export type Selector = CardSet | Reference | TopOfDeck;

/**
 * `all face-up Warrior monsters you control with ATK <= 1500`
 * count, qualifiers, `other`, noun, filters, place.
 */
export interface CardSet extends NodeBase {
  kind: "CardSet";
  count: Count;
  /** `another monster`, `other Warrior monsters`: excludes this card. */
  other: boolean;
  /** Words before the noun: `face-up`, `Fiend or Spellcaster`, `DARK`, `tuner`, `attack position`. */
  qualifiers: Qualifier[];
  noun: Noun;
  filters: Filter[];
  place?: Place;
  /** `except <selector>`: leaves these out (`except "Night Assailant"`, `except kept`). */
  except?: Selector;
  /** `at random`: the cards are picked at random rather than chosen. */
  random?: boolean;
  /**
   * `1 spell card or set card`: a face-down card may be picked too; it is revealed when the
   * effect applies, and is affected only if it then matches (De-Spell, Armed Ninja).
   */
  orSet?: boolean;
  /** `that can be normal summoned`: a monster that can be Normal Summoned or Set (no summon condition forbids it). */
  normalSummonable?: true;
  /** `summoned this turn`: a monster summoned (in any way) this turn that has stayed where it came to. */
  summonedThisTurn?: true;
  /** `destroyed [by battle] this turn`: destroyed this turn (by battle) and still where that sent it (a graveyard). */
  destroyedThisTurn?: "battle" | "any";
  /** `that can change control`, after the place: a monster no effect forbids to change sides (Creature Swap). */
  controlChangeable?: true;
  /** `equipped with <cards>`, after the place: a monster with such a card equipped to it. */
  equippedWith?: CardSet;
  /** `equipped to <reference>`, after the place: a card equipped to that monster (`an equip card equipped to this card`). */
  equippedTo?: Reference;
}

export type Count =
  /** `a` / `an`: one, written as an article */
  | { kind: "a" }
  | { kind: "exactly"; n: number }
  | { kind: "upTo"; n: number }
  | { kind: "atLeast"; n: number }
  | { kind: "range"; min: number; max: number }
  | { kind: "all" }
  /** `any number of` */
  | { kind: "any" }
  /** a bare plural (`Warrior monsters you control gain 400 ATK`): every card that matches */
  | { kind: "each" }
  /** `no` (`your opponent controls no monsters`): none may match */
  | { kind: "no" }
  /** `that many`: as many as the previous action handled (`discard that many cards at random`) */
  | { kind: "thatMany" };

/**
 * One position before the noun, with alternatives joined by `or` (`Fiend or Spellcaster`).
 * The checker resolves each word: race, attribute, monster type/ability, face, battle position.
 */
export interface Qualifier extends NodeBase {
  kind: "Qualifier";
  options: QualifierWord[];
}

export interface QualifierWord extends NodeBase {
  kind: "QualifierWord";
  /** As written: `Fiend`, `Sea Serpent`, `DARK`, `face-up`, `non-tuner`, `attack position`. */
  word: string;
}

/** The noun of a card set; `{ name }` for a quoted card name (`1 "Black Luster Soldier"`). */
export type Noun =
  | { kind: "card" }
  | { kind: "monster" }
  | { kind: "spell card" }
  | { kind: "trap card" }
  | { kind: "spell/trap card" }
  | { kind: "token" }
  | { kind: "named"; name: string; span: Span; or?: { name: string; span: Span }[] };

/** `with ATK <= 1500`, `with level >= 5`, `with a spell counter` */
export type Filter =
  | { kind: "StatFilter"; stat: "ATK" | "DEF" | "level"; op: CompareOp; value: Expr; span: Span }
  | { kind: "CounterFilter"; counter: string; span: Span }
  /** `with the lowest ATK`, `with the highest DEF` (ties: the chooser picks among them) */
  | { kind: "ExtremeFilter"; which: "lowest" | "highest"; stat: "ATK" | "DEF" | "level"; span: Span }
  /** `with the declared race` — what a `declare` earlier in the effect named */
  | { kind: "DeclaredFilter"; what: DeclareKind; span: Span }
  /** `with the same name as <reference>` */
  | { kind: "SameNameFilter"; of: Reference; span: Span }
  /** `with "Gravekeeper's" in its name`: the card's name holds the words (a series of cards) */
  | { kind: "NameFilter"; text: string; span: Span }
  /** `with the name listed by <reference>`: a monster the referenced LV monster's own level-up summons (Level Up!) */
  | { kind: "ListedFilter"; of: Reference; span: Span };

export type CompareOp = "<=" | ">=" | "<" | ">" | "=" | "!=";

/**
 * Where the cards are: `on the field`, `you control`, `your opponent controls`,
 * `in your hand`, `from your hand or field`, `in any graveyard`, `in picked` (a binding).
 */
export type Place =
  | { kind: "OnField"; span: Span }
  | { kind: "ControlledBy"; player: PlayerRef; span: Span }
  | { kind: "InZones"; owner: Owner; zones: Zone[]; preposition: "in" | "from"; span: Span }
  | { kind: "InBinding"; name: string; span: Span };

export type Zone = "hand" | "deck" | "extra deck" | "graveyard" | "banished" | "field";

/** Whose zone: `your`, `your opponent's`, `their` (the acting player's), `its owner's`, `any`. */
export type Owner = "your" | "your opponent's" | "their" | "its owner's" | "any";

/**
 * Names for things the effect already knows:
 * `this card`, `it`/`them` (what the effect last targeted or chose), `that card`/`that monster`
 * (the subject of the triggering event), `the equipped monster`, `the bound monster`,
 * `the attacking monster`, `the attack target`, or a binding introduced with `as name`.
 */
export interface Reference extends NodeBase {
  kind: "Reference";
  ref: ReferenceName;
}

export type ReferenceName =
  | { kind: "this card" }
  | { kind: "it" }
  | { kind: "them" }
  | { kind: "that card" }
  | { kind: "that monster" }
  | { kind: "the equipped monster" }
  | { kind: "the bound monster" }
  | { kind: "the attacking monster" }
  | { kind: "the attack target" }
  /** the other monster of this card's battle (`when this card battles`, `destroys a monster by battle`) */
  | { kind: "the battled monster" }
  | { kind: "binding"; name: string };

/** `the top 5 cards of their deck` */
export interface TopOfDeck extends NodeBase {
  kind: "TopOfDeck";
  count: Expr;
  owner: Owner;
}

/** Who: `you`, `your opponent`, `each player`, `both players`, `its controller`, `its owner`. */
export type PlayerRef = "you" | "your opponent" | "each player" | "both players" | "its controller" | "its owner";

// ---------------------------------------------------------------------------------------------
// Expressions and conditions

export type Expr =
  | { kind: "Num"; value: number; span: Span }
  /** `half your LP`, `half its ATK` */
  | { kind: "Half"; of: Expr; span: Span }
  /**
   * `its ATK`, `the DEF of that monster`; `its original ATK`, `the original ATK of it`: the card's
   * printed value, before any effect changes it.
   */
  | { kind: "StatOf"; of: Reference; stat: "ATK" | "DEF" | "level"; original?: true; span: Span }
  /** `your LP`, `your opponent's LP` */
  | { kind: "LifeOf"; player: PlayerRef; span: Span }
  /** `the number of <selector>` */
  | { kind: "CountOf"; of: Selector; span: Span }
  /** `the number of spell counters on this card` */
  | { kind: "CountersOn"; counter: string; on: Selector; span: Span }
  /** `the number of your standby phases since this card was activated`: those begun after the turn of its activation (Wave-Motion Cannon) */
  | { kind: "PhasesSince"; player: PlayerRef; phase: PhaseName; span: Span }
  /**
   * `<amount> for each <countable>`, written after the unit: `gains 300 ATK for each spell counter
   * on this card`, `inflict 500 damage for each monster you control to your opponent`.
   */
  | { kind: "ForEach"; amount: Expr; per: Countable; span: Span }
  | { kind: "Binary"; op: "+" | "-" | "*"; left: Expr; right: Expr; span: Span }
  /**
   * `that many`: the number of cards the previous action of the effect handled, for the acting
   * player (Card Destruction: `each player discards all cards in their hand, then each player
   * draws that many cards`).
   */
  | { kind: "ThatMany"; span: Span }
  /** `that damage`: the damage of the event the effect answers (`when this card inflicts battle damage …`: Fushi No Tori). */
  | { kind: "ThatDamage"; span: Span }
  /** `the amount paid`: the LP this card's player chose to pay for it (`pay any multiple of 1000 LP`: Wall of Revealing Light) */
  | { kind: "AmountPaid"; span: Span };

export type Countable =
  | { kind: "CountCards"; selector: Selector; span: Span }
  | { kind: "CountCounters"; counter: string; on: Selector; span: Span };

export type Condition =
  | { kind: "And"; left: Condition; right: Condition; span: Span }
  | { kind: "Or"; left: Condition; right: Condition; span: Span }
  | { kind: "Not"; of: Condition; span: Span }
  /** `you control another monster`, `your opponent controls no monsters` */
  | { kind: "Controls"; player: PlayerRef; selector: Selector; span: Span }
  /** `you have this card and "X" and "Y" in your hand` */
  | { kind: "Has"; player: PlayerRef; items: Selector[]; zone: Zone; span: Span }
  /** `your LP <= 1000`, `the number of cards in your hand >= 3` */
  | { kind: "Compare"; left: Expr; op: CompareOp; right: Expr; span: Span }
  /** `there is a face-down monster your opponent controls` */
  | { kind: "Exists"; selector: Selector; span: Span }
  /** `a monster your opponent controls is attacking`, `this card is face-up` */
  | { kind: "Is"; subject: Selector; state: CardState; span: Span }
  /** `you did not summon a monster this turn`, `you normal summoned this turn` */
  | { kind: "DidThisTurn"; player: PlayerRef; did: boolean; action: HistoryAction; span: Span }
  /** `effect 1 was activated this turn` (this card's effects, numbered from 1 in script order) */
  | { kind: "EffectUsed"; index: number; span: Span }
  /** `it is your turn`, `it is your opponent's turn` */
  | { kind: "TurnOf"; player: PlayerRef; span: Span }
  /** `it is the battle phase`, `it is damage calculation` */
  | { kind: "PhaseIs"; phase: PhaseName; span: Span }
  /**
   * `this card was sent to the graveyard this turn`, `this card was destroyed by card effects since
   * your last standby phase`: something that happened to a card earlier (the event is one of
   * Summoned, Flipped, Destroyed, SentToGraveyard).
   */
  | { kind: "Happened"; event: Event; period: HistoryPeriod; span: Span }
  /**
   * `this card was special summoned by "Ultimate Insect LV1"`: it came to where it is by a special
   * summon of one of those cards' effects and has stayed there since. `by` names the cards.
   */
  | { kind: "SummonedBy"; subject: Selector; by: CardSet; span: Span }
  /** `the call is right` / `the call is wrong`: the outcome of this effect's `toss a coin and call it` */
  | { kind: "CallRight"; right: boolean; span: Span };

export type HistoryPeriod = "this turn" | "since your last standby phase";

export type CardState =
  | "face-up"
  | "face-down"
  | "attacking"
  /** attacking the opponent directly (no monster is the attack target) */
  | "attacking directly"
  | "attack position"
  | "defense position"
  | "on the field"
  /** in a graveyard (either player's) */
  | "in the graveyard"
  /** an equip card attached to a monster (a Union monster serving as one) */
  | "equipped"
  /** in a battle (attacking or attacked) */
  | "battling"
  /** the target of an attack */
  | "attacked"
  /** how the monster came to the field and is still there (`this card is tribute summoned`: Fusilier Dragon) */
  | "normal summoned"
  | "tribute summoned"
  | "special summoned"
  | "flip summoned";

export type HistoryAction = "summon" | "normal summon" | "special summon" | "attack";

// ---------------------------------------------------------------------------------------------
// Events

export type Event =
  /** `<sel> is [normal|flip|special|tribute|fusion|ritual|synchro [or …]] summoned`; `would be summoned` */
  /** `from`: `… is special summoned from your graveyard` — the zone it left for the field, and whose (absent: either player's). */
  | { kind: "Summoned"; subject: Selector; ways: SummonKind[]; would: boolean; from?: { zone: Zone; owner?: Owner }; span: Span }
  /** `<sel> is flipped` (turned face-up) */
  | { kind: "Flipped"; subject: Selector; span: Span }
  /** `<sel> is destroyed [by battle|by a card effect|by your opponent's card effects]` */
  /** `with`: `destroyed by battle with <cards>` — the monster it battled is such a card (Dark Ruler Ha Des). */
  /** `toGraveyard`: `… and sent to the graveyard` — destroyed, it went to the graveyard (not banished instead). */
  | { kind: "Destroyed"; subject: Selector; by?: "battle" | "effect"; byPlayer?: PlayerRef; with?: Selector; toGraveyard?: true; span: Span }
  /** `<sel> is sent [from the field|from your hand|from your deck] to the graveyard [by your opponent's card effect]` */
  | { kind: "SentToGraveyard"; subject: Selector; from?: Zone; byPlayer?: PlayerRef; span: Span }
  /** `<sel> leaves the field` */
  | { kind: "LeavesField"; subject: Selector; span: Span }
  /** `<sel> declares an attack` */
  | { kind: "DeclaresAttack"; subject: Selector; span: Span }
  /** `a spell card is activated`, `a card or effect that would destroy a card on the field is activated` */
  /** `types`: the spell/trap card types it must be, any of them (`a field spell card is activated`, `a normal or quick-play spell card …`). */
  /** `by`: the player who activates it (`a spell card your opponent controls is activated`: Magic Drain). */
  /**
   * `targets`: `that targets [only] <cards>` (`only`: its one target is such a card: Chaos Command
   * Magician). `moment`: `would resolve` — as it resolves, before its effect applies (a continuous
   * effect may negate that effect: the Archfiends' die roll); `resolves` — once it has resolved
   * (Spell Absorption); absent: `is activated`.
   */
  | { kind: "Activated"; what: ActivationNoun; types?: string[]; by?: PlayerRef; wouldDestroy?: Selector; targets?: TargetsClause; moment?: ActivationMoment; span: Span }
  /**
   * `<player> takes battle damage`; `<player> takes effect damage [except from "X"]` (`damage`:
   * effect; `exceptFrom`: the card whose effects do not count, Dark Room of Nightmare).
   */
  | { kind: "TakesBattleDamage"; player: PlayerRef; damage?: "effect"; exceptFrom?: { name: string; span: Span }; span: Span }
  /** `<player> draws` */
  | { kind: "Draws"; player: PlayerRef; span: Span }
  /** `<sel> is discarded` */
  /** `byPlayer`: `by your opponent's card effect` (Despair from the Dark) */
  | { kind: "Discarded"; subject: Selector; byPlayer?: PlayerRef; span: Span }
  /** `<sel> is banished` — it arrives in the banished pile, whatever sent it there (a replacement too) */
  /** `faceUpFromField` (in a `was … this turn` condition): it was face-up on the field when banished (D.D. Survivor). */
  | { kind: "Banished"; subject: Selector; faceUpFromField?: true; span: Span }
  /** `<equip cards> is equipped to <monsters>`: a card becomes an equip card of such a monster (Gearfried the Iron Knight). */
  | { kind: "Equipped"; subject: Selector; to: Selector; span: Span }
  /** `<cards> is tributed [for a tribute summon]` (`forSummon`: as the tribute of a Tribute Summon or Set: Zolga). */
  | { kind: "Tributed"; subject: Selector; forSummon?: true; span: Span }
  /**
   * `<sel> is targeted [by a card effect | by a spell card | by a monster effect …]` — an activation
   * chose it as a target (Spirit Reaper); `by` names what kind of card targeted it, any when absent.
   */
  | { kind: "Targeted"; subject: Selector; by?: ActivationNoun; span: Span }
  /** `<sel> battles` — after damage calculation of a battle it was in */
  | { kind: "Battles"; subject: Selector; span: Span }
  /** `<sel> destroys a monster by battle` */
  | { kind: "DestroysByBattle"; subject: Selector; span: Span }
  /** `<sel> inflicts battle damage to <player>` */
  | { kind: "InflictsBattleDamage"; subject: Selector; player: PlayerRef; span: Span }
  /** `your standby phase`, `the end phase`, `damage calculation` (with `during`) */
  /** `end`: the end of the battle phase (`during the end of the battle phase`), not its start. */
  /** `nth`: `your 2nd standby phase after activation` — the nth such phase after the effect resolved (a delayed effect's moment only, YGO2095). */
  | { kind: "Phase"; phase: PhaseName; player?: PlayerRef; end?: true; nth?: number; span: Span };

export type SummonKind = "normal" | "flip" | "special" | "tribute" | "fusion" | "ritual" | "synchro";

/** `that targets [only] <cards>` in an activation event. */
export interface TargetsClause {
  selector: Selector;
  only?: true;
}

/** When an activation event happens: `would resolve` or `resolves` (default: `is activated`). */
export type ActivationMoment = "would resolve" | "resolves";

export type ActivationNoun =
  | "card or effect"
  | "spell card"
  | "trap card"
  | "spell/trap card"
  | "monster effect"
  | "effect";

export type PhaseName =
  | "draw phase"
  | "standby phase"
  | "main phase 1"
  | "battle phase"
  | "main phase 2"
  | "end phase"
  | "damage step"
  | "damage calculation";

/** Every AST node kind, for exhaustive walkers. */
export type AnyNode =
  | ScriptFile
  | CardScript
  | CardItem
  | Timing
  | UsageLimit
  | EffectBody
  | TargetClause
  | TargetPick
  | ActionSeq
  | Action
  | Selector
  | Qualifier
  | QualifierWord;
