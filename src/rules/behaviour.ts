/**
 * The card-behaviour interface: the seam between the rules and the card language. A card's
 * behaviour is data (a list of effect definitions plus summon facts) with small functions for the
 * parts that depend on the duel (conditions, targets, costs, resolution). The interpreter compiles
 * checked scripts into exactly these objects; tests write them by hand. Effects change the duel only
 * through {@link EffectActions} (the rules layer's actions), so every card obeys the same rules.
 * @module
 */
import type { CardId, DuelEvent, DuelState, PlayerId } from "../kernel/index.js";
import type { CardInfo } from "./cards.js";

/**
 * Effect kinds (as in the card language). `activate`: a spell/trap card's activation; `ignition`,
 * `trigger`, `flip`: speed 1; `quick`: speed 2; `continuous`, `maintenance`, `procedure` are never
 * activated and never use the chain (R-EFF-3).
 */
export type EffectKind = "activate" | "ignition" | "trigger" | "flip" | "quick" | "continuous" | "maintenance" | "procedure";

/** Where an effect works from (default: the field; a spell/trap's `activate` also from the hand). */
export type EffectRange = "hand" | "field" | "graveyard" | "banished" | "deck" | "extra";

/**
 * The event an effect is tied to. `when`: an optional trigger that misses its timing unless its
 * event is the last thing that happened (R-EFF-4); `if`: cannot miss it; `during`: a phase or step
 * (matched against the kernel's `phaseStart`/`stepStart` events or the rules' signals).
 * For an `activate`/`quick` effect the timing is what it responds to: the events of the last moment
 * (an attack declaration, a summon) or the chain link it would be chained to (a `chainLink` event).
 */
export interface EffectTiming {
  readonly mode: "when" | "if" | "during";
  match(q: EffectQuery, event: DuelEvent): boolean;
}

/** "once per turn", "once per duel"; `copy`: this copy of the card, `name`: every copy (hard limit). */
export interface UsageLimit {
  readonly per: "turn" | "duel";
  readonly scope: "copy" | "name";
}

/** A cost: paid at activation, before any response, never refunded (R-EFF-7). */
export interface CostDef {
  /** Whether the cost can be paid now (an effect whose cost cannot be paid is not offered). */
  can(q: EffectQuery): boolean;
  pay(a: EffectActions): void;
}

/** Targets chosen at activation (R-EFF-7): between `min` and `max` cards for which `valid` holds. */
export interface TargetDef {
  readonly min: number;
  readonly max: number;
  /** Whether a card may be targeted; asked again at resolution (a target no longer valid is skipped). */
  valid(q: EffectQuery, card: CardId): boolean;
  /**
   * The candidates depend on the card a cost takes (`target … with ATK <= the ATK of fuel`): they
   * are chosen after the cost is paid, and the cost itself takes only a card that leaves a target
   * (so whether the effect can be activated is its cost's question, R-EFF-12).
   */
  readonly afterCost?: boolean;
}

/** The stats layers apply to. */
export type StatName = "atk" | "def" | "level";

/** A continuous stat change (layer 1 sets a value, layer 2 adds to it). */
export interface StatModifier {
  readonly stat: StatName;
  readonly layer: 1 | 2;
  /** Which cards it applies to (the equipped monster, Warrior monsters you control…). */
  affects(q: EffectQuery, card: CardId): boolean;
  value(q: EffectQuery, card: CardId, current: number): number;
}

/** What a restriction forbids. Card subjects unless the name says player. */
export type RestrictionKind =
  /** cards: the effects of spell (trap) cards do not apply to them */
  | "unaffectedBySpells"
  | "unaffectedByTraps"
  | "cannotAttack"
  | "cannotBeAttacked"
  /** The monster counts as 2 tributes for the tribute summon of some monsters (RestrictionDef.object says which). */
  | "doubleTribute"
  /** The battle damage the monster inflicts is halved (rounded down) / doubled. */
  | "battleDamageHalved"
  | "battleDamageDoubled"
  /** Effect damage to the player becomes 0 (from the opponent's effects only: `…FromOpponent`). */
  | "playerNoEffectDamage"
  | "playerNoEffectDamageFromOpponent"
  /** The monster cannot choose some monsters as attack targets (RestrictionDef.object says which). */
  | "cannotAttackTarget"
  | "cannotBeTargeted"
  | "cannotBeDestroyedByBattle"
  | "cannotBeDestroyedByEffect"
  /** the effects of the cards the restriction names (its `object`) do not apply to the subject (Gravekeeper's Chief's graveyard and Necrovalley) */
  | "unaffectedByNamed"
  /** the card cannot be banished, by effects or costs (Necrovalley's graveyards) */
  | "cannotBeBanished"
  /** the card cannot be banished by the opponent of the restriction's controller (Kycoo the Ghost Destroyer) */
  | "cannotBeBanishedByOpponent"
  /** no card effect moves the card from where it is (Necrovalley's graveyards) */
  | "cannotBeMovedByEffects"
  /** its second attack must be the next attack its controller declares (`can attack again in a row`) */
  | "attackAgainInARow"
  /** The monster can attack each monster of the opponent once per turn (Asura Priest), never directly after attacking one. */
  | "canAttackEachMonster"
  /** The player keeps their hand revealed: views show it to the opponent (Mind on Air). */
  | "playerHandRevealed"
  /** The monster must attack if able: its player cannot skip or end the Battle Phase while it can (Berserk Gorilla). */
  | "mustAttack"
  /** control of the monster cannot pass to the other player (Mataza the Zapper) */
  | "cannotChangeControl"
  /** not destroyed by the effects of spell and trap cards (monster effects still destroy it) */
  | "cannotBeDestroyedBySpellTrap"
  | "cannotBeTributed"
  | "cannotChangePosition"
  | "cannotBeActivated"
  /** player: cannot summon monsters (any way) */
  | "playerCannotSummon"
  /** player: cannot special summon */
  | "playerCannotSpecialSummon"
  /** player: declares no attack with any monster ("your opponent cannot attack") */
  | "playerCannotAttack"
  /** player: takes no battle damage */
  | "playerNoBattleDamage"
  /** cards: their effects are negated */
  | "effectsNegated"
  /** monsters: cannot be tributed for a tribute summon (they may still be tributed for costs) */
  | "cannotBeTributedForSummon"
  /** monsters: cannot attack directly */
  | "cannotAttackDirectly"
  /** player: cannot normal summon (or set) monsters */
  | "playerCannotNormalSummon"
  /** player: cannot enter the battle phase */
  | "playerCannotEnterBattle"
  /** player: cannot add cards from the deck to the hand (drawing is not adding) */
  | "playerCannotAddFromDeck"
  /** player: cannot activate spell cards / trap cards / monster effects */
  | "playerCannotActivateSpells"
  | "playerCannotActivateTraps"
  | "playerCannotActivateMonsterEffects"
  /** cards: banished instead of leaving the field / instead of going to the graveyard (a replacement) */
  | "banishedInsteadOfLeaving"
  | "banishedInsteadOfGrave"
  /** permission, monsters: can declare a second attack this battle phase */
  | "canAttackAgain"
  /** permission, monsters: can attack directly while the opponent controls monsters */
  | "canAttackDirectly"
  /** permission, monsters: inflict piercing battle damage to a defense position monster's controller */
  | "piercing"
  /** permission, monsters: the opponent of their controller may tribute them for a tribute summon */
  | "canBeTributedByOpponent"
  /** permission, player: can activate trap cards from the hand */
  | "playerCanActivateTrapsFromHand"
  /** permission, player: one additional normal summon or set this turn */
  | "playerAdditionalNormalSummon";

/** A continuous restriction; `affects` gets a card id, or a player id for the player kinds. */
export interface RestrictionDef {
  readonly kind: RestrictionKind;
  affects(q: EffectQuery, subject: number): boolean;
  /** `cannotAttackTarget`: the monsters the subject cannot choose as attack targets. */
  readonly object?: (q: EffectQuery, target: CardId) => boolean;
  /** `unaffectedByNamed`: the names of the cards whose effects do not apply. */
  readonly names?: readonly string[];
}

/** A conditional summon ban ({@link CardBehaviour.summonBans}). */
export interface SummonBanDef {
  /** The Normal Summon (face-up, a Tribute Summon included). */
  readonly normal: boolean;
  /** The Set (face-down, a Tribute Set included). */
  readonly set: boolean;
  readonly flip: boolean;
  readonly special: boolean;
  /** Whether the ban holds now, for the player who would summon the card. */
  holds(q: EffectQuery): boolean;
}

/** An attack cost ({@link EffectDef.attackCosts}): paid by the controller of the effect's card. */
export interface AttackCostDef {
  affects(q: EffectQuery, card: CardId): boolean;
  readonly cost: CostDef;
  /** What the cost is, for the reason an attack is refused ("you tribute 1 other monster you control"). */
  readonly text: string;
}

/** Categories an activation declares, for timings like "a card that would destroy a card is activated". */
export type EffectCategory = "destroy" | "negate" | "summon" | "draw" | "damage" | "search" | "control" | "position" | "banish" | "toHand" | "toDeck";

/** One effect of a card. */
export interface EffectDef {
  readonly kind: EffectKind;
  /** Triggers and flip effects: "you can" (optional) or mandatory. Other activated kinds are always optional. */
  readonly optional?: boolean;
  /** Where it works from; default the field (monsters face-up there; spells/traps per R-CARD-3/4). */
  readonly range?: readonly EffectRange[];
  readonly timing?: EffectTiming;
  /** Activation condition ("while …"); for continuous effects, the condition under which they apply. */
  readonly condition?: (q: EffectQuery) => boolean;
  readonly limit?: UsageLimit;
  /** R-BAT-8: may be activated in the damage step (changes ATK/DEF or concerns the battle). Counter traps always may. */
  readonly damageStep?: boolean;
  readonly categories?: readonly EffectCategory[];
  /**
   * The cards this effect would destroy if it resolved now (asked of a link as it is activated, with
   * its targets): what its destroy actions name — its targets, or the cards their selectors find.
   */
  readonly wouldDestroy?: (q: EffectQuery, targets: readonly CardId[]) => CardId[];
  readonly cost?: CostDef;
  /**
   * R-EFF-12: whether the effect can do what it says now — a card that summons has something to
   * summon, a search something to find. Not asked of a mandatory trigger, which happens anyway.
   */
  readonly feasible?: (q: EffectQuery) => boolean;
  readonly targets?: readonly TargetDef[];
  /** What happens on resolution (activated kinds), or each time a maintenance is due. */
  readonly resolve?: (a: EffectActions) => void;
  /** Continuous: stat changes while the effect applies. */
  readonly modifiers?: readonly StatModifier[];
  /** Continuous: restrictions while the effect applies. */
  readonly restrictions?: readonly RestrictionDef[];
  /**
   * Continuous, started by an effect rather than by the card being where it is (`until end of turn,
   * <statement>`): it applies from {@link EffectActions.startLasting} until it expires, wherever the card is.
   */
  readonly lasting?: true;
  /** Continuous: cards destroyed in this card's place when it would be destroyed (Thousand-Eyes Restrict). */
  readonly substitutes?: readonly SubstituteDef[];
  /** Continuous: "cannot attack unless you <cost>": the monsters it affects attack only by paying, at the declaration. */
  readonly attackCosts?: readonly AttackCostDef[];
  /** Continuous: a win condition for this card's controller, checked whenever it can become true (Exodia). */
  readonly wins?: (q: EffectQuery) => boolean;
  /** Continuous: `destroy this card` — the card destroys itself as soon as the effect applies (Tornado Wall with no Umi). */
  readonly destroysSelf?: (q: EffectQuery) => boolean;
  /**
   * Continuous: battle positions the effect keeps monsters in (Level Limit - Area B: face-up level 4
   * or higher monsters are changed to defense position whenever they are not).
   */
  readonly positions?: readonly PositionRule[];
  /**
   * Conditions that keep this effect's temporary changes alive (`while …` durations): a change made
   * with the duration `{ while: i }` applies while `durations[i]` holds, and ends for good once it does
   * not. The query carries the values the resolution bound.
   */
  readonly durations?: readonly ((q: EffectQuery) => boolean)[];
  /**
   * A delayed effect: never set off by its timing alone, only while registered by
   * {@link EffectActions.delay} (then it goes on the chain like a mandatory trigger, with the values
   * the registration kept in its bind).
   */
  readonly delayed?: boolean;
}

/** A destruction substitute: when the card would be destroyed (`battle`: by battle only), one of `instead` on the field is, in its place. */
export interface SubstituteDef {
  readonly battle: boolean;
  instead(q: EffectQuery): CardId[];
  /** The cards it saves, when not its own card (a Union saves the monster it is equipped to). */
  protects?(q: EffectQuery): CardId[];
}

/** A battle position a continuous effect keeps the monsters it affects in. */
export interface PositionRule {
  affects(q: EffectQuery, card: CardId): boolean;
  readonly to: "attack" | "defense";
}

/** What the rules remember of a card's past ({@link EffectQuery.history}). */
export type HistoryKind =
  | "grave" | "destroyedByEffect" | "destroyedByBattle" | "summoned" | "normalSummoned" | "specialSummoned" | "flipped"
  /** destroyed by an effect of the opponent of the card's controller then ("by your opponent's card effects") */
  | "destroyedByOpponentEffect"
  /** banished while face-up on the field ("this card was banished face-up from the field this turn") */
  | "banishedFaceUpFromField"
  /** was in a battle that reached damage calculation ("this card battled this turn") */
  | "battled"
  /** destroyed the monster it battled ("this card destroyed a monster by battle this turn") */
  | "destroyedAMonsterByBattle"
  /** arrived in the banished pile (by a banish or a replacement: "this card was banished this turn") */
  | "banished"
  /** declared an attack ("this card attacked this turn") */
  | "attacked";

/** When something happened to a card, and who controlled it then. */
export interface HistoryEntry {
  readonly turn: number;
  readonly phase: number;
  readonly ctrl: PlayerId;
}

/** Fusion materials: one entry per material, each a card code or a predicate on card facts. */
export type MaterialSpec = number | ((info: CardInfo) => boolean);

/** Everything a card does beyond its printed facts. Cards without behaviour are vanilla. */
export interface CardBehaviour {
  readonly effects: readonly EffectDef[];
  /** Tributes its Normal Summon needs, when not the level table's (R-SUM-1). */
  readonly tributes?: number;
  /** "Cannot be Normal Summoned/Set" (then it must be properly summoned before revival, R-SUM-5). */
  readonly cannotNormalSummon?: boolean;
  /** "Cannot be Normal Summoned" face-up, but may be Set (Mystic Swordsman LV4 "must be placed face-down"). */
  readonly cannotNormalSummonFaceUp?: boolean;
  readonly cannotSpecialSummon?: boolean;
  /**
   * Summon bans that hold only while a condition does ("can only be Special Summoned while Toon World
   * is on your side of the field"): asked with the summoning player as the query's player.
   */
  readonly summonBans?: readonly SummonBanDef[];
  /** "Cannot be Special Summoned except by X or Y": the names of the only cards whose effects may special summon it. */
  readonly specialSummonOnlyBy?: readonly string[];
  /** Never revived, even when properly summoned (R-SUM-5, "some cards forbid revival"). */
  readonly noRevival?: boolean;
  /** A fusion monster's materials (R-SUM-6). */
  readonly materials?: readonly MaterialSpec[];
  /** May replace one fusion material (at most one per fusion, R-SUM-6). */
  readonly fusionSubstitute?: boolean;
  /** An LV monster's next LVs: the higher LVs of its name its own effects special summon (what Level Up! reads). */
  readonly levelUpTo?: readonly string[];
  /** `can be normal summoned without tributes.`: a Normal Summon or Set may take no tribute (Fusilier Dragon). */
  readonly tributeless?: boolean;
  /** `its effects cannot be negated.`: no effect negation reaches it (its activation can still be negated: Spiritualism). */
  readonly unnegatable?: boolean;
  /** `you can control only 1 [face-up] "X".`: no summon or flip of another while its controller has one (face-up, or any). */
  readonly uniqueOnField?: "face-up" | "any";
  /**
   * Which monsters this card may be equipped to, as its own equip effect says (`target 1 face-up
   * Warrior monster; equip this card to it`), asked with the equip card as the effect's card: a
   * card moved or brought back as an equip card needs a "correct target" (Collected Power, Chopman).
   */
  readonly equipRule?: (q: EffectQuery, monster: CardId) => boolean;
  /** A fusion monster only its listed materials make: no fusion substitute (Dark Balter the Terrible). */
  readonly noSubstitute?: boolean;
  /** Most counters of a kind the card can hold (R-EFF-10). */
  readonly counterLimit?: Readonly<Record<string, number>>;
  /** Stays on the field for this many of a player's turns, then goes to the graveyard (R-CARD-5). */
  /** A spell that stays on the field after it resolves: for N of a player's turns, or (empty) until removed. */
  readonly lifetime?: { readonly turns?: number; readonly whose?: "you" | "opponent" };
}

/** Looks up behaviours by card code; a code without an entry is a vanilla card. */
export type BehaviourTable = Readonly<Record<number, CardBehaviour>> | ReadonlyMap<number, CardBehaviour>;

/** The battle as effects see it. */
export interface BattleInfo {
  readonly attacker: CardId;
  /** -1 for a direct attack. */
  readonly target: CardId;
  /** "declared", "damageStart", "beforeCalc", "damageCalc", "afterCalc", "damageEnd". */
  readonly step: string;
}

/** The read-only questions effects ask (conditions, filters, values). */
export interface EffectQuery {
  readonly state: DuelState;
  /** This card. */
  readonly card: CardId;
  /** This card's controller, or the activating player of a link. */
  readonly player: PlayerId;
  info(card: CardId): CardInfo;
  atk(card: CardId): number;
  def(card: CardId): number;
  level(card: CardId): number;
  /** Cards a player has in a zone (see {@link Zone}), bottom first. */
  cards(player: PlayerId, zone: number): readonly CardId[];
  /** Face-up cards a player controls in the monster zone. */
  monsters(player: PlayerId): CardId[];
  /** How many of a player's monster zones are empty (R-ZONE-1). */
  freeMonsterZones(player: PlayerId): number;
  /** The card whose effect special summoned `card` where it is now (null: another way, or it has moved since). */
  summonedBy(card: CardId): CardId | null;
  /** The battle now being fought, if any. */
  battle(): BattleInfo | null;
  /** Whether a restriction applies to a card or player now. */
  restricted(kind: RestrictionKind, subject: number): boolean;
  /** The equip target of an equip card, or -1. */
  equippedTo(equip: CardId): CardId;
  /** Whether `equip` may be equipped to `monster` by an effect that moves it or brings it back (its own equip rule). */
  canEquipTo(equip: CardId, monster: CardId): boolean;
  /** Whether the effect's controller may banish `card` now (by an effect or a cost: not under Necrovalley). */
  canBanish(card: CardId): boolean;
  /** The cards equipped to a monster (equip spells, and monsters as equip cards). */
  equipsOf(monster: CardId): CardId[];
  /** Whether `player` summoned (any way, Normal Summoned with "normal", Special Summoned with "special") this turn. */
  summonedThisTurn(player: PlayerId, how?: "normal" | "any" | "special"): boolean;
  /** Whether a monster of `player` declared an attack this turn. */
  attackedThisTurn(player: PlayerId): boolean;
  /** Whether `player` may special summon `card` now (zones, revival limit R-SUM-5, restrictions). */
  canSpecialSummon(card: CardId, player: PlayerId): boolean;
  /** Whether the player could fusion summon now a fusion monster `filter` accepts (R-EFF-12, R-SUM-6). */
  canFusionSummon(player: PlayerId, filter?: (card: CardId) => boolean): boolean;
  /** Whether the player could ritual summon now a ritual monster `filter` accepts, tributes included (R-EFF-12, R-SUM-7). */
  canRitualSummon(player: PlayerId, filter: (card: CardId) => boolean, rule: "atLeast" | "exactly", level?: (card: CardId) => number): boolean;
  /** The last time this happened to a card (sent to the graveyard, destroyed, summoned, flipped), or null. */
  history(card: CardId, what: HistoryKind): HistoryEntry | null;
  /** Whether effect `eff` of `card` was activated this turn ("effect 1 was activated this turn"). */
  activatedThisTurn(card: CardId, eff: number): boolean;
  /** Whether a Union monster is equipped to `card` by its own effect (a monster has one at a time). */
  hasUnionEquipped(card: CardId): boolean;
  /** Whether `card` is a monster that can be Normal Summoned or Set at all (no fusion, ritual, token, nor a summon condition forbidding it). */
  normalSummonable(card: CardId): boolean;
  /** Effect `eff` of `card` as the duel's scripts define it (what an activation event asks: a card's activation? a destroying one?). */
  effectOf(card: CardId, eff: number): EffectDef | undefined;
  /**
   * The card `card` was bound to ({@link EffectActions.bindCard}: Call of the Haunted's monster), or -1.
   * The bound card is still named after it left the field (last known information), not once it is
   * back on the field as a new object.
   */
  boundTo(card: CardId): CardId;
  /**
   * Values the activation bound (costs paid, choices) — present when the query is asked for a chain
   * link (target checks at activation and resolution), absent otherwise.
   */
  readonly bind?: Readonly<Record<string, number>>;
  /** The names an LV monster's own level-up summons ({@link CardBehaviour.levelUpTo}: Level Up!). */
  levelsUpTo(card: CardId): readonly string[];
  /** The same questions asked as another card's controller would (what an activation of that card would do). */
  as(card: CardId, player: PlayerId): EffectQuery;
}

/** How a special summon places the monster. */
export type SummonPosition = "attack" | "defense" | "face-down defense";

/**
 * Durations of temporary effects. `{ turns: n }`: until the end of the n-th turn counting this one;
 * `{ while: i, eff }`: while condition `i` of effect `eff`'s {@link EffectDef.durations} holds (with the
 * values the resolution bound).
 */
/** `turns` with `of`: only that player's turns count ("for 3 of your opponent's turns"), relative to the acting player. */
export type Duration = "endOfTurn" | "endOfDamageStep" | "permanent" | { readonly turns: number; readonly of?: "you" | "opponent" } | { readonly while: number; readonly eff: number };

/**
 * The actions effects act through (R-EFF-8: each emits its own event). They move a card to its
 * owner's hand, deck, graveyard or banished pile (R-ZONE-4). Available to costs and resolutions.
 */
export interface EffectActions extends EffectQuery {
  /** Targets still valid at resolution, in the order chosen (R-EFF-7). */
  readonly targets: CardId[];
  /** The event that triggered this effect (triggers), or null. */
  readonly cause: DuelEvent | null;
  /** Values the activation bound (costs paid, choices) for the resolution. */
  readonly bind: Record<string, number>;
  chooseCards(player: PlayerId, cards: readonly CardId[], min: number, max: number, text?: string): CardId[];
  chooseOne(player: PlayerId, labels: readonly string[], text?: string): number;
  /** `n` of `cards` picked at random (the duel's random numbers), not chosen. */
  randomCards(cards: readonly CardId[], n: number): CardId[];
  yesNo(player: PlayerId, text: string): boolean;
  /** Equips a spell/trap card from wherever it is (face-up to this player's spell & trap zone). */
  equipCardFrom(card: CardId, to: CardId): boolean;
  /** Moves an equip card on the field to another monster it can be equipped to; false if it cannot go there. */
  moveEquip(card: CardId, to: CardId): boolean;
  /** Ends the Battle Phase (no more attacks this turn); false outside it. */
  endBattlePhase(): boolean;
  /** `banish`: destroyed, they go to the banished pile instead of the graveyard (Bottomless Trap Hole). */
  destroy(cards: readonly CardId[], byBattle?: boolean, banish?: boolean): CardId[];
  sendToGrave(cards: readonly CardId[]): CardId[];
  /** `faceDown`: only the owner may look at them there. */
  banish(cards: readonly CardId[], faceDown?: boolean): CardId[];
  returnToHand(cards: readonly CardId[]): CardId[];
  /** Whether this effect may move `card` from where it is (a graveyard card under Necrovalley may not). */
  canMoveByEffect(card: CardId): boolean;
  /** Adds cards from the other player's hand to `player`'s hand (they keep their owner). */
  takeIntoHand(cards: readonly CardId[], player: PlayerId): CardId[];
  returnToDeck(cards: readonly CardId[], where?: "shuffle" | "top" | "bottom"): CardId[];
  discard(cards: readonly CardId[]): CardId[];
  tribute(cards: readonly CardId[]): CardId[];
  draw(player: PlayerId, n: number): number;
  specialSummon(card: CardId, player: PlayerId, position?: SummonPosition): boolean;
  changePosition(card: CardId, position: SummonPosition): void;
  /** `noFlipEffects`: turned face-up without its flip effect activating (Ceasefire). */
  flip(card: CardId, faceUp: boolean, opts?: { noFlipEffects?: boolean }): void;
  /** Two monsters battle at once as if `attacker` attacked `target`, with no battle damage (Last Turn); whether it happened. */
  forcedBattle(attacker: CardId, target: CardId): boolean;
  /** Takes control; with `tiedTo`, control returns when that card leaves the field (Snatch Steal's equip). */
  takeControl(card: CardId, player: PlayerId, duration: Duration, tiedTo?: CardId): void;
  /** Negates the activation of the link this effect responds to (or link `index`), R-CHAIN-3. */
  negateActivation(index?: number): boolean;
  negateEffect(index?: number): boolean;
  /** Negates the summon a summon-response window is about; the monster is not summoned. */
  negateSummon(): CardId[];
  negateAttack(): boolean;
  /** The card of the link this effect responds to, or of the summon it negated; -1 when none. */
  respondedCard(): CardId;
  damage(player: PlayerId, amount: number): number;
  gainLp(player: PlayerId, amount: number): number;
  payLp(player: PlayerId, amount: number): boolean;
  /** `pay any multiple of <unit> LP`: the player chooses how many units (at least 1), pays them, and the card keeps the amount (`the amount paid`); 0 when they cannot pay one. */
  payChosenLp(player: PlayerId, unit: number): number;
  addCounters(card: CardId, kind: string, n: number): number;
  removeCounters(card: CardId, kind: string, n: number): number;
  equip(equip: CardId, monster: CardId): boolean;
  modifyStat(card: CardId, stat: StatName, delta: number, duration: Duration): void;
  setStat(card: CardId, stat: StatName, value: number, duration: Duration): void;
  /** From now on, the changes of the monster's stat that apply to it now count reversed: increases as decreases and the reverse (set values are not changes). */
  reverseChanges(card: CardId, stat: StatName, duration: Duration): void;
  restrict(kind: RestrictionKind, subject: number, duration: Duration): void;
  shuffleDeck(player: PlayerId): void;
  /** Looks through `player`'s deck, adds up to `max` cards for which `filter` holds to the hand, shuffles (R-ZONE-3). */
  search(player: PlayerId, filter: (card: CardId) => boolean, max?: number): CardId[];
  createToken(code: number, player: PlayerId, position: SummonPosition): CardId | null;
  /** Shows cards to both players (a `revealed` event each). */
  reveal(cards: readonly CardId[]): void;
  /** Binds `card` to `to` (Call of the Haunted: "bind this card to it"); {@link EffectQuery.boundTo} reads it. */
  bindCard(card: CardId, to: CardId): void;
  /**
   * Makes a monster on the field an equip card of `to` (Thousand-Eyes Restrict): it moves to the
   * spell & trap zone of `to`'s controller face-up; false when `to` is not a face-up monster or that zone is full.
   */
  equipMonster(card: CardId, to: CardId): boolean;
  /** Sets a spell or trap from the hand face-down in its zone (a field spell in the field zone); false without room (R-ZONE-6). */
  setSpellTrap(card: CardId, player: PlayerId): boolean;
  fusionSummon(player: PlayerId, fusionFilter?: (card: CardId) => boolean): boolean;
  /** `level`: the total the tributes need for a ritual monster (default: its level). */
  ritualSummon(player: PlayerId, monsterFilter: (card: CardId) => boolean, levelRule: "atLeast" | "exactly", level?: (card: CardId) => number): boolean;
  /** Tosses a coin (true: heads) / rolls a six-sided die, published as an event. */
  tossCoin(player: PlayerId): boolean;
  rollDie(player: PlayerId): number;
  /** Shows cards to one player only (a `revealed` event to that player each). */
  lookAt(player: PlayerId, cards: readonly CardId[]): void;
  /** `player` skips their next `count` phases of index `phase` (R-TURN-1 phase numbering). */
  skipPhase(player: PlayerId, phase: number, count: number): void;
  /**
   * Registers delayed effect `eff` of this card (an {@link EffectDef.delayed} effect): it goes on
   * the chain when its timing matches, once (`once`) or every time until the duration ends, with
   * `values` in its bind.
   */
  delay(eff: number, values: Readonly<Record<string, number>>, duration: Duration, once: boolean): void;
  /** Starts this card's lasting continuous effect `eff` (its `slots` modifier slots) for `duration`. */
  startLasting(eff: number, slots: number, duration: Duration): void;
  win(player: PlayerId, reason: string): void;
}

/** Spell speed from the card kind and effect kind (R-CHAIN-2, R-CARD-3/4, R-EFF-1..5). 0: never activated. */
export function speedOf(info: CardInfo, eff: EffectDef): number {
  switch (eff.kind) {
    case "continuous":
    case "maintenance":
    case "procedure":
      return 0;
    case "ignition":
    case "trigger":
    case "flip":
      return 1;
    case "quick":
      return 2;
    case "activate":
      if (info.kind === "trap") return info.subtypes.includes("counter") ? 3 : 2;
      return info.subtypes.includes("quick-play") ? 2 : 1;
  }
}

/** Whether an effect is activated (uses the chain). */
export function isActivated(eff: EffectDef): boolean {
  return eff.kind !== "continuous" && eff.kind !== "maintenance" && eff.kind !== "procedure";
}
