/**
 * The duel's rule tables (profile, card facts, behaviours) and the read-only questions every module
 * asks: stats through the kernel's layers, restrictions, equips, the battle in progress. One
 * {@link RulesContext} serves any number of duels of the same pool; it never holds duel state.
 * @module
 */
import { fusionCandidates, ritualCandidates } from "./summon-checks.js";
import { valueOf, type ActiveEffect, type CardId, type CardState, type DuelEvent, type DuelState, type PlayerId, type Ruleset } from "../kernel/index.js";
import { type BattleInfo, type BehaviourTable, type CardBehaviour, type EffectDef, type EffectQuery, type HistoryEntry, type HistoryKind, type RestrictionKind, type StatName } from "./behaviour.js";
import { hasSubtype, needsProperSummon, type CardDatabase, type CardInfo } from "./cards.js";
import type { RuleProfile } from "./profiles.js";
import { Flag, Zone, Pos, onField } from "./zones.js";
import { inRange } from "./triggers.js";

/** Card history slots in `state.marks`: `marks[card id * HISTORY_STRIDE + slot]`. */
const HISTORY_SLOT: Readonly<Record<string, number>> = {
  grave: 0, destroyedByEffect: 1, destroyedByBattle: 2, summoned: 3, normalSummoned: 4, specialSummoned: 5, flipped: 6,
  destroyedByOpponentEffect: 7, attacked: 8, banished: 9, destroyedAMonsterByBattle: 10, battled: 11, banishedFaceUpFromField: 12,
};
const HISTORY_STRIDE = 13;

function historySlot(what: HistoryKind): number {
  const slot = HISTORY_SLOT[what];
  if (slot === undefined) throw new Error(`no history slot for "${what}" (add it to HISTORY_SLOT in rules-context.ts)`);
  return slot;
}

/**
 * Records that something happened to a card now, with its controller then (read back by
 * {@link RulesContext.history}): `(turn * 64 + phase) * 2 + controller + 1` in `state.marks`
 * (0 = never), which stays dense (zeros up to the slot written).
 */
export function rememberHistory(state: DuelState, card: CardId, what: HistoryKind, ctrl: PlayerId): void {
  const i = card * HISTORY_STRIDE + historySlot(what);
  const marks = state.marks;
  while (marks.length <= i) marks.push(0);
  marks[i] = (state.turn * 64 + Math.max(0, state.phase)) * 2 + ctrl + 1;
}

/**
 * Records the card whose effect special summoned `card` (read back by {@link summonedBy}), with where
 * the card arrived ({@link CardState.placed}), so that the record ends when the card moves.
 */
export function rememberSummonedBy(state: DuelState, card: CardId, by: CardId): void {
  state.vars[`ssby:${card}`] = by;
  state.vars[`ssat:${card}`] = state.cards[card]!.placed;
}

/** The card whose effect special summoned `card` where it is now, or null. */
export function summonedBy(state: DuelState, card: CardId): CardId | null {
  const by = state.vars[`ssby:${card}`];
  return by !== undefined && state.vars[`ssat:${card}`] === state.cards[card]?.placed ? by : null;
}

/** Rules-layer numbers for temporary effects (`ActiveEffect.eff` at or above this base). */
export const TEMP = 100_000;
/** Kinds of temporary effects: `eff = TEMP + kind`. */
export const Temp = {
  /** bound: [stat index, delta, duration code] */
  STAT_ADD: 0,
  /** bound: [stat index, value, duration code] */
  STAT_SET: 1,
  /** bound: [restriction index, subject, duration code] */
  RESTRICT: 2,
  /** target: the monster; bound: [its controller before, duration code] */
  CONTROL: 3,
  /** source: the equip card, target: the monster */
  EQUIP: 4,
  /** source: the card; bound: [effect index, once (1/0), player, registration id]; values in vars `reg:<id>:<key>` */
  DELAYED: 5,
  /** target: the monster; bound: [stat index, 0, duration code]: the changes of that stat begun before it count reversed */
  REVERSE: 6,
} as const;
/** Duration codes kept in `bound` of temporary effects (`whileCond`: bound[3] effect index, bound[4] condition index). */
export const DUR = { permanent: 0, endOfTurn: 1, endOfDamageStep: 2, turns: 3, whileCond: 4 } as const;
/** Stat names by index (temporary effects store the index). */
export const STATS: readonly StatName[] = ["atk", "def", "level"];
/** Restriction kinds by index. */
export const RESTRICTIONS: readonly RestrictionKind[] = [
  "cannotAttack", "cannotBeAttacked", "cannotBeTargeted", "cannotBeDestroyedByBattle", "cannotBeDestroyedByEffect",
  "cannotBeTributed", "cannotChangePosition", "cannotBeActivated", "playerCannotSummon", "playerCannotSpecialSummon",
  "playerNoBattleDamage", "effectsNegated",
  "cannotBeTributedForSummon", "cannotAttackDirectly", "playerCannotNormalSummon", "playerCannotEnterBattle", "playerCannotAddFromDeck",
  "playerCannotActivateSpells", "playerCannotActivateTraps", "playerCannotActivateMonsterEffects", "banishedInsteadOfLeaving", "banishedInsteadOfGrave",
  "canAttackAgain", "piercing", "canBeTributedByOpponent", "playerCanActivateTrapsFromHand", "playerAdditionalNormalSummon",
  "playerCannotAttack", "canAttackDirectly", "unaffectedBySpells", "unaffectedByTraps", "cannotAttackTarget",
  "playerNoEffectDamage", "playerNoEffectDamageFromOpponent", "doubleTribute", "battleDamageHalved", "battleDamageDoubled",
  "cannotBeDestroyedBySpellTrap", "cannotChangeControl", "unaffectedByNamed", "cannotBeBanished", "cannotBeBanishedByOpponent",
  "cannotBeMovedByEffects", "attackAgainInARow", "canAttackEachMonster", "playerHandRevealed", "mustAttack",
];
const LEVEL_STAT = STATS.indexOf("level");
/** Continuous effects of a card are numbered `effectIndex * MOD_SLOTS + modifierIndex`. */
export const MOD_SLOTS = 16;

const EMPTY: CardBehaviour = { effects: [] };

/** The rule tables of a pool and the questions asked of a duel state. */
export class RulesContext {
  readonly profile: RuleProfile;
  readonly db: CardDatabase;
  /** Set by the ruleset builder (the kernel computes stats through it). */
  ruleset!: Ruleset;
  private readonly table: BehaviourTable;
  private readonly cache = new Map<number, CardBehaviour>();
  private readonly infoCache = new Map<number, CardInfo>();
  /** Whether any behaviour in the pool has triggers, flips, win conditions (skips whole scans when not). */
  readonly hasTriggers: boolean;
  readonly hasWins: boolean;
  /** Whether any behaviour keeps monsters in a position; which card codes react to events without the chain. */
  readonly hasPositions: boolean;
  /** The cards that destroy themselves by a continuous effect (`continuous while …: destroy this card`). */
  readonly selfDestroyCodes: ReadonlySet<number>;
  readonly hasReactions: boolean;
  readonly reactionCodes: ReadonlySet<number>;
  /** The card names some card is unaffected by (`cannot be affected by "Necrovalley"`): only those are asked about. */
  readonly immunityNames: ReadonlySet<string>;
  /** The cards that lock where other cards may go (`cannot be banished`, `cannot be moved by card effects`): a move asks only while one is in play. */
  readonly moveLockCodes: ReadonlySet<number>;
  /** The cards with a summon procedure that works from elsewhere than the hand (XY-Dragon Cannon): only those are looked for there. */
  readonly remoteProcedureCodes: ReadonlySet<number>;
  /** Whether some card's continuous effect changes levels (Demotion): else only a resolved change (Cost Down) can. */
  readonly levelStatements: boolean;

  constructor(profile: RuleProfile, db: CardDatabase, behaviours: BehaviourTable) {
    this.profile = profile;
    this.db = db;
    this.table = behaviours;
    const all: CardBehaviour[] = behaviours instanceof Map ? [...(behaviours as ReadonlyMap<number, CardBehaviour>).values()] : Object.values(behaviours as Record<number, CardBehaviour>);
    this.hasTriggers = all.some((b) => b.effects.some((e) => e.kind === "trigger" || e.kind === "flip"));
    this.hasWins = all.some((b) => b.effects.some((e) => e.wins !== undefined));
    this.hasPositions = all.some((b) => b.effects.some((e) => e.positions !== undefined));
    const entries: [number, CardBehaviour][] = behaviours instanceof Map ? [...(behaviours as ReadonlyMap<number, CardBehaviour>).entries()] : Object.entries(behaviours as Record<number, CardBehaviour>).map(([k, v]) => [Number(k), v]);
    this.reactionCodes = new Set(entries.filter(([, b]) => b.effects.some((e) => e.kind === "continuous" && e.timing !== undefined && e.resolve !== undefined)).map(([k]) => k));
    this.hasReactions = this.reactionCodes.size > 0;
    this.selfDestroyCodes = new Set(entries.filter(([, b]) => b.effects.some((e) => e.destroysSelf !== undefined)).map(([k]) => k));
    const LOCKS: readonly RestrictionKind[] = ["cannotBeBanished", "cannotBeBanishedByOpponent", "cannotBeMovedByEffects"];
    this.moveLockCodes = new Set(entries.filter(([, b]) => b.effects.some((e) => (e.restrictions ?? []).some((r) => LOCKS.includes(r.kind)))).map(([k]) => k));
    this.remoteProcedureCodes = new Set(entries.filter(([, b]) => b.effects.some((e) => e.kind === "procedure" && (e.range ?? ["hand"]).some((r) => r !== "hand"))).map(([k]) => k));
    this.levelStatements = all.some((b) => b.effects.some((e) => (e.modifiers ?? []).some((m) => m.stat === "level")));
    this.immunityNames = new Set(all.flatMap((b) => b.effects.flatMap((e) => (e.restrictions ?? []).flatMap((r) => (r.kind === "unaffectedByNamed" ? (r.names ?? []) : [])))));
  }

  /** The behaviour of a card code (vanilla: no effects). */
  behaviour(code: number): CardBehaviour {
    let b = this.cache.get(code);
    if (b === undefined) {
      const t = this.table;
      const found: CardBehaviour | undefined = t instanceof Map ? (t as ReadonlyMap<number, CardBehaviour>).get(code) : (t as Record<number, CardBehaviour>)[code];
      b = found ?? EMPTY;
      this.cache.set(code, b);
    }
    return b;
  }

  /** The printed facts of a card code; throws for a code the database does not know. */
  infoOf(code: number): CardInfo {
    let i = this.infoCache.get(code);
    if (i === undefined) {
      i = this.db.get(code);
      if (i === undefined) throw new Error(`card ${code} is not in the card database`);
      this.infoCache.set(code, i);
    }
    return i;
  }

  info(state: DuelState, id: CardId): CardInfo {
    return this.infoOf(state.cards[id]!.code);
  }

  stat(state: DuelState, id: CardId, stat: StatName): number {
    return valueOf(this.ruleset, state, id, stat);
  }

  /** A monster's level now: its printed one unless an effect changes it (asked for every summon offered, so the layers only when needed). */
  level(state: DuelState, id: CardId): number {
    const printed = this.infoOf(state.cards[id]!.code).level;
    if (!this.levelStatements && !state.effects.some((e) => e.target === id && (e.eff === TEMP + Temp.STAT_ADD || e.eff === TEMP + Temp.STAT_SET) && e.bound[0] === LEVEL_STAT)) return printed;
    return this.stat(state, id, "level");
  }

  /** Monster-zone cards of a player. */
  monsters(state: DuelState, player: PlayerId): readonly CardId[] {
    return state.zones[player * 9 + Zone.MONSTER]!;
  }

  zone(state: DuelState, player: PlayerId, zone: number): readonly CardId[] {
    return state.zones[player * 9 + zone]!;
  }

  /** The effect definition an active effect comes from, or undefined for temporary rules effects. */
  effectDef(state: DuelState, e: ActiveEffect): EffectDef | undefined {
    if (e.eff >= TEMP || e.source < 0) return undefined;
    return this.behaviour(state.cards[e.source]!.code).effects[Math.floor(e.eff / MOD_SLOTS)];
  }

  /** Whether a continuous effect's source is negated (R-EFF-3 applies only while the effect is not negated). */
  negated(state: DuelState, card: CardId): boolean {
    // A card whose effects cannot be negated (Spiritualism) keeps them under Imperial Order too.
    if (card >= 0 && state.cards[card] !== undefined && this.behaviour(state.cards[card]!.code).unnegatable === true) return false;
    return this.hasRestriction(state, "effectsNegated", card, true);
  }

  /** Whether a restriction applies to a card or player (`subject`). */
  restricted(state: DuelState, kind: RestrictionKind, subject: number): boolean {
    return this.hasRestriction(state, kind, subject, false);
  }

  /**
   * Whether `card` is unaffected by the effects of `source`: `source` is a spell (trap) card and
   * `card` cannot be affected by spell (trap) cards (Horus the Black Flame Dragon LV6). A card is
   * never unaffected by itself.
   */
  unaffectedBy(state: DuelState, source: number, card: number): boolean {
    if (source < 0 || card < 0 || source === card) return false;
    const s = state.cards[source];
    if (s === undefined || state.cards[card] === undefined) return false;
    // Unaffected by the cards of a name (Gravekeeper's Chief's graveyard by Necrovalley).
    if (this.immunityNames.size > 0 && this.immunityNames.has(this.infoOf(s.code).name) && this.hasRestriction(state, "unaffectedByNamed", card, false, source)) return true;
    const kind = this.infoOf(s.code).kind;
    if (kind === "monster") return false;
    return this.hasRestriction(state, kind === "spell" ? "unaffectedBySpells" : "unaffectedByTraps", card, false);
  }

  /** Whether a card whose effects lock moves has a continuous effect going now. */
  private locksInPlay(state: DuelState): boolean {
    if (this.moveLockCodes.size === 0) return false;
    for (const e of state.effects) if (e.source >= 0 && e.eff < TEMP && this.moveLockCodes.has(state.cards[e.source]!.code)) return true;
    return false;
  }

  /** Whether `card` may not be banished now by `actor` (by an effect or a cost): Necrovalley, Kycoo the Ghost Destroyer. */
  banishLocked(state: DuelState, card: CardId, actor: PlayerId): boolean {
    if (!this.locksInPlay(state)) return false;
    if (this.hasRestriction(state, "cannotBeBanished", card, false)) return true;
    return this.hasRestriction(state, "cannotBeBanishedByOpponent", card, false, -1, (src) => state.cards[src]!.ctrl !== actor);
  }

  /** Whether a card effect of `mover` may not move `card` now: Necrovalley, unless `mover` is unaffected by it (Rite of Spirit). */
  moveLocked(state: DuelState, card: CardId, mover: CardId): boolean {
    if (!this.locksInPlay(state)) return false;
    return this.hasRestriction(state, "cannotBeMovedByEffects", card, false, -1, (src) => !this.unaffectedBy(state, src, mover));
  }

  /**
   * How many tributes `tribute` counts as for the tribute summon of `summoned` (2: Double Coston for a
   * DARK monster). The monster's own effect counts face-down too (a Set Double Coston is 2 tributes,
   * as the era's rulings say), and is lost only while its effects are negated.
   */
  tributeValue(state: DuelState, tribute: CardId, summoned: CardId): number {
    const c = state.cards[tribute];
    if (c === undefined || c.zone !== Zone.MONSTER || this.negated(state, tribute)) return 1;
    for (const def of this.behaviour(c.code).effects) {
      if (def.kind !== "continuous" || def.restrictions === undefined) continue;
      const q = this.query(state, tribute, c.ctrl);
      if (def.condition !== undefined && !def.condition(q)) continue;
      if (def.restrictions.some((r) => r.kind === "doubleTribute" && r.affects(q, tribute) && r.object?.(q, summoned) === true)) return 2;
    }
    return 1;
  }

  /** Whether `attacker` cannot choose `target` as its attack target (a Toon must attack a Toon). */
  cannotAttackTarget(state: DuelState, attacker: CardId, target: CardId): boolean {
    return this.hasRestriction(state, "cannotAttackTarget", attacker, false, target);
  }

  /** `imposedBy`: only restrictions whose source it accepts count (a lock that asks who imposes it). */
  private hasRestriction(state: DuelState, kind: RestrictionKind, subject: number, skipNegation: boolean, object = -1, imposedBy?: (source: CardId) => boolean): boolean {
    const effects = state.effects;
    if (effects.length === 0) return false;
    let k = -2;
    // A card unaffected by spells (traps) is not restricted by them; a player always is.
    const aboutCard = !kind.startsWith("player") && kind !== "unaffectedBySpells" && kind !== "unaffectedByTraps" && kind !== "unaffectedByNamed";
    for (const e of effects) {
      if (e.eff === TEMP + Temp.RESTRICT) {
        if (k === -2) k = RESTRICTIONS.indexOf(kind);
        if (e.bound[0] === k && (e.bound[1] === subject || (e.target >= 0 && e.target === subject)) && this.holds(state, e) && (imposedBy === undefined || imposedBy(e.source))) return true;
        continue;
      }
      if (e.eff >= TEMP || e.source < 0 || e.eff % MOD_SLOTS !== 0) continue;
      const def = this.effectDef(state, e);
      if (def?.restrictions === undefined) continue;
      for (const r of def.restrictions) {
        if (r.kind !== kind) continue;
        if (!skipNegation && this.negated(state, e.source)) continue;
        const q = this.query(state, e.source, state.cards[e.source]!.ctrl);
        if (def.condition !== undefined && !def.condition(q)) continue;
        if (r.object !== undefined && (object < 0 || !r.object(q, object))) continue;
        if (r.affects(q, subject) && !(aboutCard && this.unaffectedBy(state, e.source, subject)) && (imposedBy === undefined || imposedBy(e.source))) return true;
      }
    }
    return false;
  }

  /**
   * Whether a change of a monster's stat begun at timestamp `since` counts reversed (an increase as a
   * decrease and the reverse): a reversal of that stat of that monster, begun after the change and
   * still lasting, applies to it (Reverse Trap: the changes applying when it resolves are reversed;
   * later ones apply as they are). Only changes (the adding layers) are reversed, never set values.
   */
  reversed(state: DuelState, card: CardId, stat: StatName, since: number): boolean {
    const k = STATS.indexOf(stat);
    for (const e of state.effects) {
      if (e.eff !== TEMP + Temp.REVERSE || e.target !== card || e.bound[0] !== k || e.id <= since) continue;
      if (state.cards[card]!.stamp === e.targetStamp && this.holds(state, e)) return true;
    }
    return false;
  }

  /** Whether a temporary effect with a `while` duration still applies (any other: true). */
  holds(state: DuelState, e: ActiveEffect): boolean {
    if (e.bound[2] !== DUR.whileCond || e.source < 0) return true;
    const def = this.behaviour(state.cards[e.source]!.code).effects[e.bound[3]!];
    const cond = def?.durations?.[e.bound[4]!];
    if (cond === undefined) return true;
    return cond(this.query(state, e.source, state.cards[e.source]!.ctrl, this.registered(state, e.id)));
  }

  /** The values kept with a registration (a delayed effect, a `while` duration): vars `reg:<id>:<key>`. */
  registered(state: DuelState, id: number): Record<string, number> {
    const prefix = `reg:${id}:`;
    const out: Record<string, number> = {};
    for (const k in state.vars) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = state.vars[k]!;
    return out;
  }

  /** Whether a card in the graveyard or banished pile may be special summoned (R-SUM-5). */
  canRevive(state: DuelState, id: CardId): boolean {
    const c = state.cards[id]!;
    if (c.zone !== Zone.GRAVE && c.zone !== Zone.BANISHED) return true;
    const b = this.behaviour(c.code);
    if (b.noRevival) return false;
    const info = this.infoOf(c.code);
    // A monster whose only summons are by other cards' effects (Rare Metal Dragon: no procedure, no
    // "except by") has no proper summon to have made first: any effect may bring it back.
    const ownWay = ["fusion", "ritual", "synchro"].some((t) => hasSubtype(info, t)) || b.specialSummonOnlyBy !== undefined || b.effects.some((e) => e.kind === "procedure");
    if ((needsProperSummon(info) || b.cannotNormalSummon) && ownWay) return (c.flags & Flag.PROPER) !== 0;
    return true;
  }

  /**
   * Whether `player` may special summon `id` now (zone, revival limit, restrictions); `by`: the card
   * whose effect summons it, for monsters only some cards may summon (none: a procedure or the rules).
   */
  canSpecialSummon(state: DuelState, id: CardId, player: PlayerId, by?: CardId): boolean {
    const c = state.cards[id];
    if (c === undefined) return false;
    const info = this.infoOf(c.code);
    if (info.kind !== "monster" || c.zone === Zone.MONSTER || c.zone === Zone.GONE) return false;
    if (this.monsters(state, player).length >= this.profile.monsterZones) return false;
    const b = this.behaviour(c.code);
    if (b.cannotSpecialSummon) return false;
    if (this.summonBanned(state, id, player, "special")) return false;
    const only = b.specialSummonOnlyBy;
    if (only !== undefined && (by === undefined || state.cards[by] === undefined || !only.includes(this.infoOf(state.cards[by]!.code).name))) return false;
    if (this.restricted(state, "playerCannotSummon", player) || this.restricted(state, "playerCannotSpecialSummon", player)) return false;
    return this.canRevive(state, id);
  }

  /** Whether one of the card's conditional summon bans holds now for `player` (Toon Mermaid without Toon World). */
  summonBanned(state: DuelState, id: CardId, player: PlayerId, way: "normal" | "set" | "flip" | "special"): boolean {
    const unique = this.behaviour(state.cards[id]!.code).uniqueOnField;
    if (unique !== undefined && (way !== "set" || unique === "any")) {
      const code = state.cards[id]!.code;
      if (this.monsters(state, player).some((m) => m !== id && state.cards[m]!.code === code && (unique === "any" || state.cards[m]!.faceUp))) return true;
    }
    const bans = this.behaviour(state.cards[id]!.code).summonBans;
    if (bans === undefined) return false;
    return bans.some((ban) => ban[way] && ban.holds(this.query(state, id, player)));
  }

  /** The last time something happened to a card (kept in `state.marks`, see {@link rememberHistory}). */
  history(state: DuelState, card: CardId, what: HistoryKind): HistoryEntry | null {
    const at = state.marks[card * HISTORY_STRIDE + historySlot(what)] ?? 0;
    if (at === 0) return null;
    const v = at - 1;
    return { turn: Math.floor(v / 128), phase: (v >> 1) % 64, ctrl: (v & 1) as PlayerId };
  }

  /**
   * The card destroyed in place of `card` (a destruction substitute of one of its own continuous
   * effects that applies now and has a card on the field to give), or -1.
   */
  substituteFor(state: DuelState, card: CardId, byBattle: boolean): CardId {
    const c = state.cards[card]!;
    if (this.negated(state, card)) return -1;
    for (const def of this.behaviour(c.code).effects) {
      if (def.kind !== "continuous" || def.substitutes === undefined || !inRange(c, def)) continue;
      const q = this.query(state, card, c.ctrl);
      if (def.condition !== undefined && !def.condition(q)) continue;
      for (const s of def.substitutes) {
        if (s.protects !== undefined || (s.battle && !byBattle)) continue;
        const other = s.instead(q).find((id) => id !== card && onField(state.cards[id]!.zone));
        if (other !== undefined) return other;
      }
    }
    // An equip card that is destroyed in its place (a Union monster equipped to it).
    for (const e of this.equipsOf(state, card)) {
      const ec = state.cards[e]!;
      if (this.negated(state, e)) continue;
      for (const def of this.behaviour(ec.code).effects) {
        if (def.kind !== "continuous" || def.substitutes === undefined || !inRange(ec, def)) continue;
        const q = this.query(state, e, ec.ctrl);
        if (def.condition !== undefined && !def.condition(q)) continue;
        for (const s of def.substitutes) {
          if (s.protects === undefined || (s.battle && !byBattle) || !s.protects(q).includes(card)) continue;
          const other = s.instead(q).find((id) => id !== card && onField(state.cards[id]!.zone));
          if (other !== undefined) return other;
        }
      }
    }
    return -1;
  }

  /** The cards equipped to a monster. */
  equipsOf(state: DuelState, monster: CardId): CardId[] {
    const out: CardId[] = [];
    for (const e of state.effects) if (e.eff === TEMP + Temp.EQUIP && e.target === monster) out.push(e.source);
    return out;
  }

  /** The monster an equip card is equipped to, or -1. */
  /**
   * Whether `equip` may be equipped to `monster` by an effect that moves or brings back an equip card:
   * a face-up monster its own equip rule allows (a "correct target"), and for a Union one that has no
   * other Union; a card with no rule of its own (a monster taken by Thousand-Eyes Restrict) has none.
   */
  canEquipTo(state: DuelState, equip: CardId, monster: CardId): boolean {
    const m = state.cards[monster];
    const c = state.cards[equip];
    if (m === undefined || c === undefined || m.zone !== Zone.MONSTER || !m.faceUp || equip === monster) return false;
    const rule = this.behaviour(c.code).equipRule;
    if (rule === undefined) return false;
    if (hasSubtype(this.infoOf(c.code), "union") && this.equipsOf(state, monster).some((e) => e !== equip && (state.cards[e]!.flags & Flag.UNION) !== 0)) return false;
    return rule(this.query(state, equip, c.ctrl), monster);
  }

  equippedTo(state: DuelState, equip: CardId): CardId {
    for (const e of state.effects) if (e.eff === TEMP + Temp.EQUIP && e.source === equip) return e.target;
    return -1;
  }

  /** The battle frame on the continuation, if a battle is being fought. */
  battle(state: DuelState): BattleInfo | null {
    for (let i = state.stack.length - 1; i >= 0; i--) {
      const f = state.stack[i]!;
      if (f.t === "battle") return { attacker: f["atk"] as number, target: f["tgt"] as number, step: STEP_NAMES[f["stage"] as number] ?? "declared" };
    }
    return null;
  }

  /** Read-only questions about the duel from the point of view of a card and player. */
  query(state: DuelState, card: CardId, player: PlayerId, bind?: Readonly<Record<string, number>>): EffectQuery {
    return new Query(this, state, card, player, bind);
  }

  /** Whether a card is face-up in a monster zone. */
  faceUpMonster(c: CardState): boolean {
    return c.zone === Zone.MONSTER && c.faceUp;
  }

  /** Whether a monster is in face-up attack position. */
  inAttack(c: CardState): boolean {
    return c.zone === Zone.MONSTER && c.faceUp && c.pos === Pos.ATTACK;
  }

  /** Whether a card is on the field. */
  onField(c: CardState): boolean {
    return onField(c.zone);
  }

  /** The events an `activate`/`quick` timing may answer now: the chain's last link, else the last moment. */
  timingEvents(state: DuelState): DuelEvent[] {
    const top = state.chain[state.chain.length - 1];
    if (top === undefined) return state.last;
    const link: DuelEvent = { type: "chainLink", link: state.chain.length, card: top.card, eff: top.eff, player: top.player, speed: top.speed };
    return [link, ...state.last];
  }
}

/** Battle-frame stage names as effects see them (index = stage). */
export const STEP_NAMES = ["declared", "declared", "damageStart", "damageStart", "beforeCalc", "damageCalc", "damageCalc", "afterCalc", "damageEnd", "damageEnd"];

class Query implements EffectQuery {
  constructor(
    readonly rc: RulesContext,
    readonly state: DuelState,
    readonly card: CardId,
    readonly player: PlayerId,
    readonly bind?: Readonly<Record<string, number>>,
  ) {}
  info(card: CardId): CardInfo {
    return this.rc.info(this.state, card);
  }
  as(card: CardId, player: PlayerId): EffectQuery {
    return new Query(this.rc, this.state, card, player);
  }
  levelsUpTo(card: CardId): readonly string[] {
    const c = this.state.cards[card];
    return c === undefined ? [] : (this.rc.behaviour(c.code).levelUpTo ?? []);
  }
  atk(card: CardId): number {
    return this.rc.stat(this.state, card, "atk");
  }
  def(card: CardId): number {
    return this.rc.stat(this.state, card, "def");
  }
  level(card: CardId): number {
    return this.rc.stat(this.state, card, "level");
  }
  cards(player: PlayerId, zone: number): readonly CardId[] {
    return this.rc.zone(this.state, player, zone);
  }
  monsters(player: PlayerId): CardId[] {
    return this.rc.monsters(this.state, player).filter((id) => this.state.cards[id]!.faceUp);
  }
  freeMonsterZones(player: PlayerId): number {
    return Math.max(0, this.rc.profile.monsterZones - this.rc.monsters(this.state, player).length);
  }
  summonedBy(card: CardId): CardId | null {
    return summonedBy(this.state, card);
  }
  battle(): BattleInfo | null {
    return this.rc.battle(this.state);
  }
  restricted(kind: RestrictionKind, subject: number): boolean {
    return this.rc.restricted(this.state, kind, subject);
  }
  equippedTo(equip: CardId): CardId {
    return this.rc.equippedTo(this.state, equip);
  }
  canEquipTo(equip: CardId, monster: CardId): boolean {
    return this.rc.canEquipTo(this.state, equip, monster);
  }
  canBanish(card: CardId): boolean {
    return !this.rc.banishLocked(this.state, card, this.player);
  }
  equipsOf(monster: CardId): CardId[] {
    return this.rc.equipsOf(this.state, monster);
  }
  summonedThisTurn(player: PlayerId, how: "normal" | "any" | "special" = "any"): boolean {
    const vars = this.state.players[player]!.vars;
    return how === "normal" ? (vars["ns"] ?? 0) > 0 : how === "special" ? (vars["ss"] ?? 0) > 0 : (vars["summons"] ?? 0) > 0;
  }
  attackedThisTurn(player: PlayerId): boolean {
    return (this.state.players[player]!.vars["attacks"] ?? 0) > 0;
  }
  canFusionSummon(player: PlayerId, filter?: (card: CardId) => boolean): boolean {
    return fusionCandidates(this.rc, this.state, player, filter).length > 0;
  }
  canRitualSummon(player: PlayerId, filter: (card: CardId) => boolean, rule: "atLeast" | "exactly", level?: (card: CardId) => number): boolean {
    return ritualCandidates(this.rc, this.state, player, filter, rule, level).length > 0;
  }
  canSpecialSummon(card: CardId, player: PlayerId): boolean {
    return this.rc.canSpecialSummon(this.state, card, player, this.card);
  }
  history(card: CardId, what: HistoryKind): HistoryEntry | null {
    return this.rc.history(this.state, card, what);
  }
  hasUnionEquipped(card: CardId): boolean {
    return this.rc.equipsOf(this.state, card).some((e) => (this.state.cards[e]!.flags & Flag.UNION) !== 0);
  }
  normalSummonable(card: CardId): boolean {
    const c = this.state.cards[card];
    if (c === undefined) return false;
    const info = this.rc.infoOf(c.code);
    return info.kind === "monster" && !hasSubtype(info, "token") && !needsProperSummon(info) && this.rc.behaviour(c.code).cannotNormalSummon !== true;
  }
  effectOf(card: CardId, eff: number): EffectDef | undefined {
    const c = this.state.cards[card];
    return c === undefined ? undefined : this.rc.behaviour(c.code).effects[eff];
  }
  activatedThisTurn(card: CardId, eff: number): boolean {
    return this.state.vars[`act:${card}:${eff}`] === this.state.turn;
  }
  boundTo(card: CardId): CardId {
    const to = this.state.vars[`bound:${card}`];
    if (to === undefined || to < 0) return -1;
    const c = this.state.cards[to];
    if (c === undefined) return -1;
    // Still where it was bound (a change of face or position keeps it), or gone from the field since
    // (last known information); a card that came back to the field is a new one.
    return c.placed === this.state.vars[`boundPlaced:${card}`] || !onField(c.zone) ? to : -1;
  }
}
