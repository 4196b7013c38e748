/**
 * What a player may do in an open window, and why not. Every check returns the reason an action is
 * illegal (a sentence citing the rule) or null: option enumeration keeps the actions whose reason is
 * null, and {@link explain} gives the host the reason for any other, so "a trap activated the turn
 * it was set" is refused with exactly that sentence, from the same code that left it out.
 * @module
 */
import type { CardId, Choice, DuelState, PlayerId, WindowFrame } from "../kernel/index.js";
import { attackCostBlock } from "./attack-costs.js";
import { keptPosition } from "./actions.js";
import { attackedThisTurn, attackTargets, canAttackDirectly } from "./battle.js";
import { isActivated, speedOf, type CardBehaviour, type EffectDef } from "./behaviour.js";
import { hasSubtype, isExtraDeckCard, spellTrapType } from "./cards.js";
import type { RulesContext } from "./rules-context.js";
import { tributesNeeded } from "./tables.js";
import { rangeOf } from "./triggers.js";
import { Flag, Phase, Pos, Zone } from "./zones.js";

/** Something a player wants to do: summon, set, flip, change position, activate, attack, skip to the End Phase, pass (`explain` in the rules layer says whether and why not). */
export type Intent =
  | { readonly kind: "normalSummon"; readonly card: CardId }
  | { readonly kind: "set"; readonly card: CardId }
  | { readonly kind: "flipSummon"; readonly card: CardId }
  | { readonly kind: "changePosition"; readonly card: CardId }
  | { readonly kind: "synchroSummon"; readonly card: CardId }
  /** A monster's own summon procedure from the hand (its `procedure` effect: Black Luster Soldier - Envoy of the Beginning). */
  | { readonly kind: "specialSummon"; readonly card: CardId }
  | { readonly kind: "activate"; readonly card: CardId; readonly eff?: number }
  | { readonly kind: "attack"; readonly card: CardId }
  | { readonly kind: "toEndPhase" }
  | { readonly kind: "pass" };

/** Window kinds in which R-BAT-8 limits activations. */
export const DAMAGE_STEP_WINDOWS: ReadonlySet<string> = new Set(["damage", "damageCalc"]);

const name = (rc: RulesContext, s: DuelState, id: CardId) => rc.info(s, id).name;

/** The open window (top of the continuation), if the duel waits in one. */
export function currentWindow(state: DuelState): WindowFrame | null {
  const top = state.stack[state.stack.length - 1];
  return top !== undefined && top.t === "@window" && state.prompt?.kind === "window" ? (top as WindowFrame) : null;
}

function mainPhaseAction(state: DuelState, w: WindowFrame, player: PlayerId, what: string, rule: string): string | null {
  if (state.chain.length > 0 || w.chain) return `no ${what} in the middle of a chain; only activations (R-CHAIN-5)`;
  if (player !== state.turnPlayer) return `${what} only in your own turn (${rule})`;
  if (w.kind !== "main") return `${what} only in your Main Phase (${rule})`;
  return null;
}

/** Tribute candidates for a Normal Summon of `player`. */
export function tributeCandidates(rc: RulesContext, state: DuelState, player: PlayerId): CardId[] {
  const ok = (id: CardId) => !rc.restricted(state, "cannotBeTributed", id) && !rc.restricted(state, "cannotBeTributedForSummon", id);
  const own = rc.monsters(state, player).filter(ok);
  // Monsters of the opponent this player is allowed to tribute (Soul Exchange).
  const theirs = rc.monsters(state, player === 0 ? 1 : 0).filter((id) => ok(id) && rc.restricted(state, "canBeTributedByOpponent", id));
  return theirs.length === 0 ? own : [...own, ...theirs];
}

/** Why `player` cannot Normal Summon (or Set, `set`) `id` now, or null (R-SUM-1). */
export function normalSummonBlock(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId, set: boolean): string | null {
  const c = state.cards[id];
  const what = set ? "Set" : "Normal Summon";
  if (c === undefined) return `there is no card ${id}`;
  const info = rc.infoOf(c.code);
  if (c.ctrl !== player || c.zone !== Zone.HAND) return `${info.name} is not in your hand`;
  if (info.kind !== "monster") return `${info.name} is not a monster`;
  const phase = mainPhaseAction(state, w, player, `a ${what}`, "R-SUM-1");
  if (phase !== null) return phase;
  const allowed = 1 + (rc.restricted(state, "playerAdditionalNormalSummon", player) ? 1 : 0);
  if ((state.players[player]!.vars["ns"] ?? 0) >= allowed) return `you already used your Normal Summon or Set this turn (R-SUM-1)`;
  const b = rc.behaviour(c.code);
  if (isExtraDeckCard(info) || b.cannotNormalSummon || hasSubtype(info, "special-summon-only") || hasSubtype(info, "ritual") || hasSubtype(info, "token")) {
    return `${info.name} cannot be Normal Summoned or Set (R-SUM-5)`;
  }
  if (!set && b.cannotNormalSummonFaceUp === true) return `${info.name} cannot be Normal Summoned face-up: it can only be Set (R-SUM-1)`;
  if (rc.summonBanned(state, id, player, set ? "set" : "normal")) return `${info.name} cannot be ${set ? "Set" : "Normal Summoned"} now: its summoning condition does not hold (R-SUM-5)`;
  if (!set && (rc.restricted(state, "playerCannotSummon", player) || rc.restricted(state, "playerCannotNormalSummon", player))) return `you cannot summon monsters now`;
  // Summoned without tributes if its text allows (Fusilier Dragon): only a free zone is needed.
  const free = rc.monsters(state, player).length < rc.profile.monsterZones;
  const need = b.tributeless === true && free ? 0 : (b.tributes ?? tributesNeeded(rc.level(state, id)));
  const candidates = tributeCandidates(rc, state, player);
  const have = candidates.length;
  // A monster that counts as 2 tributes for this one (Double Coston) may stand for two.
  const worth = candidates.reduce((n, t) => n + rc.tributeValue(state, t, id), 0);
  if (worth < need) return `${info.name} needs ${need} tribute${need === 1 ? "" : "s"} and you control ${have} monster${have === 1 ? "" : "s"} you can tribute (R-SUM-1)`;
  const fewest = need >= 2 && worth > have ? need - 1 : need;
  if (rc.monsters(state, player).length - fewest >= rc.profile.monsterZones) return `your ${rc.profile.monsterZones} monster zones are full (R-ZONE-1)`;
  return null;
}

/** Why `id` cannot be Flip Summoned now, or null (R-SUM-3). */
export function flipSummonBlock(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId): string | null {
  const c = state.cards[id];
  if (c === undefined) return `there is no card ${id}`;
  const n = rc.infoOf(c.code).name;
  if (c.ctrl !== player || c.zone !== Zone.MONSTER) return `${n} is not a monster you control`;
  if (c.faceUp) return `${n} is already face-up: only a face-down defense monster can be Flip Summoned (R-SUM-3)`;
  const phase = mainPhaseAction(state, w, player, "a Flip Summon", "R-SUM-3");
  if (phase !== null) return phase;
  if (c.arrived === state.turn) return `${n} came to the field face-down this turn: it cannot be Flip Summoned until a later turn (R-SUM-3)`;
  if (rc.summonBanned(state, id, player, "flip")) return `${n} cannot be Flip Summoned now: its summoning condition does not hold (R-SUM-5)`;
  if ((c.flags & Flag.POSITION_CHANGED) !== 0) return `${n} already changed its position this turn (R-SUM-3)`;
  // A Flip Summon changes the battle position: what keeps a monster's position keeps it face-down (Thousand-Eyes Restrict).
  if (rc.restricted(state, "cannotChangePosition", id)) return `${n} cannot change its battle position, so it cannot be Flip Summoned (R-SUM-3)`;
  if (rc.restricted(state, "playerCannotSummon", player)) return `you cannot summon monsters now`;
  return null;
}

/** Why `id` cannot change its battle position now, or null (R-SUM-9). */
export function positionBlock(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId): string | null {
  const c = state.cards[id];
  if (c === undefined) return `there is no card ${id}`;
  const n = rc.infoOf(c.code).name;
  if (c.ctrl !== player || c.zone !== Zone.MONSTER) return `${n} is not a monster you control`;
  if (!c.faceUp) return `${n} is face-down: it changes position only by a Flip Summon (R-SUM-9)`;
  const phase = mainPhaseAction(state, w, player, "a position change", "R-SUM-9");
  if (phase !== null) return phase;
  if (c.arrived === state.turn) return `${n} came to the field this turn: it cannot change its position (R-SUM-9)`;
  if ((c.flags & Flag.ATTACKED) !== 0) return `${n} declared an attack this turn: it cannot change its position (R-SUM-9)`;
  if ((c.flags & Flag.POSITION_CHANGED) !== 0) return `${n} already changed its position this turn (R-SUM-9)`;
  if (rc.restricted(state, "cannotChangePosition", id)) return `${n} cannot change its battle position`;
  if (keptPosition(rc, state, id) !== null) return `${n} is kept in its battle position by a continuous effect`;
  return null;
}

/** Why a spell or trap cannot be Set now, or null (R-ZONE-2). */
export function setSpellTrapBlock(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId): string | null {
  const c = state.cards[id];
  if (c === undefined) return `there is no card ${id}`;
  const info = rc.infoOf(c.code);
  if (c.ctrl !== player || c.zone !== Zone.HAND) return `${info.name} is not in your hand`;
  const phase = mainPhaseAction(state, w, player, "setting a card", "R-CARD-3");
  if (phase !== null) return phase;
  if (info.kind !== "monster" && spellTrapType(info) === "field") return null;
  if (rc.zone(state, player, Zone.SPELL_TRAP).length >= rc.profile.spellTrapZones) return `your ${rc.profile.spellTrapZones} spell & trap zones are full (R-ZONE-2)`;
  return null;
}

/** Why a synchro monster cannot be Synchro Summoned now, or null (R-SUM-8). */
export function synchroBlock(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId): string | null {
  const c = state.cards[id];
  if (c === undefined) return `there is no card ${id}`;
  const info = rc.infoOf(c.code);
  if (c.ctrl !== player || c.zone !== Zone.EXTRA || !hasSubtype(info, "synchro")) return `${info.name} is not a synchro monster in your extra deck`;
  const phase = mainPhaseAction(state, w, player, "a Synchro Summon", "R-SUM-8");
  if (phase !== null) return phase;
  if (rc.restricted(state, "playerCannotSummon", player) || rc.restricted(state, "playerCannotSpecialSummon", player)) return `you cannot special summon monsters now`;
  if (synchroMaterials(rc, state, player, id) === null) return `you control no face-up tuner and non-tuners whose levels total exactly ${info.level} (R-SUM-8)`;
  return null;
}

/** The zones other than the hand a summon procedure may work from (R-SUM-4). */
const PROCEDURE_ZONES = [Zone.EXTRA, Zone.GRAVE, Zone.BANISHED, Zone.DECK] as const;

/**
 * The first of the monster's summon procedures (`procedure` effects) that can be used now, or why
 * none can: in the main phase with an open window (R-SUM-4, R-CHAIN-6), from the hand, with room,
 * not forbidden to special summon, its requirements met and its cost payable (R-EFF-7).
 */
export function procedureSummon(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId): { eff: number } | { why: string } {
  const c = state.cards[id];
  if (c === undefined) return { why: `there is no card ${id}` };
  const info = rc.infoOf(c.code);
  const defs = rc.behaviour(c.code).effects;
  const all = defs.flatMap((d, i) => (d.kind === "procedure" ? [i] : []));
  if (all.length === 0) return { why: `${info.name} has no summon procedure of its own` };
  // From where its text says: the hand, or the extra deck (XY-Dragon Cannon banishes its materials).
  const where = rangeOf(c);
  const procs = all.filter((i) => where !== null && (defs[i]!.range ?? ["hand"]).includes(where));
  if (c.ctrl !== player || procs.length === 0) {
    const from = [...new Set(all.flatMap((i): readonly string[] => defs[i]!.range ?? ["hand"]))].map((r) => (r === "extra" ? "extra deck" : r));
    return { why: `${info.name} is not in your ${from.join(" or ")}` };
  }
  const phase = mainPhaseAction(state, w, player, "a special summon by a monster's own procedure", "R-SUM-4");
  if (phase !== null) return { why: phase };
  if (!rc.canSpecialSummon(state, id, player)) {
    if (rc.monsters(state, player).length >= rc.profile.monsterZones) return { why: `your ${rc.profile.monsterZones} monster zones are full (R-ZONE-1)` };
    return { why: `${info.name} cannot be special summoned now` };
  }
  let why = "";
  for (const i of procs) {
    const r = requirementsBlock(rc, state, id, player, defs[i]!);
    if (r === null) return { eff: i };
    if (why === "") why = r;
  }
  return { why: why.replace(/activation condition/, "summon condition") };
}

/** Face-up tuners and non-tuners that can make the synchro monster (one valid set), or null. */
export function synchroMaterials(rc: RulesContext, state: DuelState, player: PlayerId, id: CardId): CardId[] | null {
  const level = rc.stat(state, id, "level");
  const mons = rc.monsters(state, player).filter((m) => state.cards[m]!.faceUp);
  const lv = (m: CardId) => rc.stat(state, m, "level");
  for (const t of mons) {
    if (!hasSubtype(rc.info(state, t), "tuner")) continue;
    const others = mons.filter((m) => m !== t && !hasSubtype(rc.info(state, m), "tuner"));
    const need = level - lv(t);
    // smallest subset search (few monsters): any non-empty subset summing to `need`
    const n = others.length;
    for (let mask = 1; mask < 1 << n; mask++) {
      let sum = 0;
      const pick: CardId[] = [];
      for (let i = 0; i < n; i++) if (mask & (1 << i)) { sum += lv(others[i]!); pick.push(others[i]!); }
      if (sum === need) return [t, ...pick];
    }
  }
  return null;
}

/**
 * A monster of the turn player that must attack if able and could declare an attack in its Battle
 * Phase now (Berserk Gorilla), or null.
 */
export function mustAttacker(rc: RulesContext, state: DuelState, player: PlayerId, w?: WindowFrame): CardId | null {
  if (player !== state.turnPlayer || state.turn === 1 || state.phase > Phase.BATTLE) return null;
  // In Main Phase 1: whether it could attack in the coming Battle Step; there: whether it can declare one now.
  const battle: WindowFrame = w ?? { t: "@window", kind: "battle", first: player, who: player, passes: 0, chain: false, links: 0, collect: false };
  for (const id of rc.monsters(state, player)) {
    if (rc.restricted(state, "mustAttack", id) && attackBlock(rc, state, battle, player, id) === null) return id;
  }
  return null;
}

/** Whether the player may pass now: not in their own Battle Step while a monster of theirs that must attack can declare its attack. */
export function mayPass(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId): boolean {
  if (w.kind !== "battle" || w.chain || state.chain.length > 0) return true;
  return mustAttacker(rc, state, player, w) === null;
}

/** Why `id` cannot declare an attack now, or null (R-BAT-1, R-ZONE-5). */
export function attackBlock(rc: RulesContext, state: DuelState, w: WindowFrame | null, player: PlayerId, id: CardId): string | null {
  const c = state.cards[id];
  if (c === undefined) return `there is no card ${id}`;
  const n = rc.infoOf(c.code).name;
  if (c.ctrl !== player || c.zone !== Zone.MONSTER) return `${n} is not a monster you control`;
  if (player !== state.turnPlayer) return `you can attack only in your own turn (R-BAT-1)`;
  if (state.turn === 1) return `the player who goes first cannot conduct a Battle Phase on turn 1 (R-TURN-2)`;
  if (w === null || w.kind !== "battle") return `attacks are declared in the Battle Step of the Battle Phase (R-BAT-1)`;
  if (state.vars["battleEnded"] === state.turn) return `the Battle Phase was ended by a card effect: no more attacks this turn`;
  if (state.chain.length > 0 || w.chain) return `no attack in the middle of a chain; only activations (R-CHAIN-5)`;
  if (!c.faceUp || c.pos !== Pos.ATTACK) return `only face-up attack position monsters can declare an attack; ${n} is in ${c.faceUp ? "defense" : "face-down defense"} position (R-ZONE-5)`;
  // Attacking each monster once: another attack while a monster it has not attacked is there, unless it attacked directly.
  const eachLeft = (c.flags & Flag.ATTACKED) !== 0 && rc.restricted(state, "canAttackEachMonster", id) && !attackedThisTurn(state, id, -1) && attackTargets(rc, state, player, id).length > 0;
  if ((c.flags & Flag.ATTACKED) !== 0 && !eachLeft && (!rc.restricted(state, "canAttackAgain", id) || state.vars[`attack2:${id}`] === state.turn)) return `${n} already declared an attack this turn (R-BAT-1)`;
  // "In a row": the second attack must follow its first, no other monster attacking in between.
  if ((c.flags & Flag.ATTACKED) !== 0 && rc.restricted(state, "attackAgainInARow", id) && state.vars[`lastAttacker:${c.ctrl}`] !== id) return `${n} can attack again only in a row, and another monster attacked since (R-BAT-1)`;
  if (rc.restricted(state, "cannotAttack", id)) return `${n} cannot attack`;
  if (rc.restricted(state, "playerCannotAttack", player)) return `you cannot attack this turn`;
  // An attack is offered only when there is something to attack (R-BAT-9).
  if (rc.monsters(state, player === 0 ? 1 : 0).length > 0 && attackTargets(rc, state, player, id).length === 0 && !canAttackDirectly(rc, state, player, id)) return `${n} has no monster it can attack, and cannot attack directly while your opponent controls a monster (R-BAT-9)`;
  const unpaid = attackCostBlock(rc, state, id);
  if (unpaid !== null) return unpaid;
  if (rc.monsters(state, player === 0 ? 1 : 0).length === 0 && rc.restricted(state, "cannotAttackDirectly", id)) return `${n} cannot attack directly`;
  return null;
}

/** The spell speed rule (R-CHAIN-2), with the kernel's window: null when `speed` may be used now. */
export function speedBlock(state: DuelState, w: WindowFrame, player: PlayerId, speed: number): string | null {
  const top = state.chain[state.chain.length - 1];
  if (top === undefined) {
    if (speed >= 2) return null;
    if (player === state.turnPlayer && w.kind === "main") return null;
    return `a spell speed 1 effect can be activated only in your own Main Phase, to start a chain (R-CHAIN-2)`;
  }
  if (speed < 2) return `spell speed 1 can never respond to a chain (R-CHAIN-2)`;
  if (speed < top.speed) return `a spell speed ${speed} effect cannot respond to a spell speed ${top.speed} link (R-CHAIN-2)`;
  return null;
}

function usedUp(state: DuelState, code: number, id: CardId, player: PlayerId, eff: number, def: EffectDef): boolean {
  if (def.limit === undefined) return false;
  const key = def.limit.scope === "copy" ? `u:${id}:${eff}` : `u:${code}:${eff}:${player}`;
  const at = state.vars[key];
  return at !== undefined && (def.limit.per === "duel" || at === state.turn);
}

/** The key and value that record one use of a limited effect. */
export function usageKey(state: DuelState, code: number, id: CardId, player: PlayerId, eff: number, def: EffectDef): string | null {
  if (def.limit === undefined) return null;
  return def.limit.scope === "copy" ? `u:${id}:${eff}` : `u:${code}:${eff}:${player}`;
}

/** Whether `def` has enough targets and can pay its cost (the parts every activation needs). */
export function requirementsBlock(rc: RulesContext, state: DuelState, id: CardId, player: PlayerId, def: EffectDef): string | null {
  const q = rc.query(state, id, player);
  if (def.condition !== undefined && !def.condition(q)) return `${name(rc, state, id)}: its activation condition is not met`;
  if (def.cost !== undefined && !def.cost.can(q)) return `${name(rc, state, id)}: its cost cannot be paid`;
  const mandatory = (def.kind === "trigger" || def.kind === "flip") && def.optional !== true;
  if (def.feasible !== undefined && !mandatory && !def.feasible(q)) return `${name(rc, state, id)} has nothing it could summon or add now (R-EFF-12)`;
  for (const t of def.targets ?? []) {
    if (t.afterCost === true) continue;
    let n = 0;
    // A spell or trap card being activated is never a target of its own effect (R-EFF-12); a
    // monster's effect may target the monster itself (Man-Eater Bug).
    for (const c of state.cards) if ((c.id !== id || def.kind !== "activate") && t.valid(q, c.id) && !rc.restricted(state, "cannotBeTargeted", c.id)) if (++n >= t.min) break;
    if (n < t.min) return `${name(rc, state, id)} has no valid target (R-EFF-7)`;
  }
  return null;
}

/**
 * Why `player` cannot activate effect `eff` of `id` in window `w`, or null. Covers where the card
 * is (R-CARD-3/4, R-EFF-2/5), the turn it was set, zones (R-ZONE-2), timing, the speed rule
 * (R-CHAIN-2), the damage step (R-BAT-8), summon windows (R-CHAIN-6), limits, cost and targets.
 */
export function activationBlock(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId, id: CardId, eff: number): string | null {
  const c = state.cards[id];
  if (c === undefined) return `there is no card ${id}`;
  const info = rc.infoOf(c.code);
  const n = info.name;
  const defs = rc.behaviour(c.code).effects;
  const def = defs[eff];
  if (def === undefined || !isActivated(def)) return `${n} has no effect to activate`;
  if (def.kind === "trigger" || def.kind === "flip") return `${n}'s ${def.kind} effect activates when its event happens, not at will (R-EFF-4)`;
  if (c.ctrl !== player) return `${n} is not yours to activate`;
  const speed = speedOf(info, def);
  const st = info.kind === "monster" ? null : spellTrapType(info);
  if (def.kind === "activate") {
    if (info.kind === "monster") return `${n} is a monster: it has no card activation`;
    if (c.zone === Zone.HAND) {
      if (info.kind === "trap" && !rc.restricted(state, "playerCanActivateTrapsFromHand", player)) return `a trap card must be Set before it can be activated (R-CARD-4)`;
      if (st === "quick-play" && player !== state.turnPlayer) return `a quick-play spell can be activated from the hand only in your own turn (R-CARD-3)`;
      if (st !== "field" && rc.zone(state, player, Zone.SPELL_TRAP).length >= rc.profile.spellTrapZones) {
        return `you have no free spell & trap zone to activate ${n} in (R-ZONE-2)`;
      }
    } else if (c.zone === Zone.SPELL_TRAP || c.zone === Zone.FIELD) {
      if (c.faceUp) return `${n} is already face-up: it was activated before`;
      if (info.kind === "trap" && c.arrived === state.turn) return `a trap card cannot be activated the turn it was Set (R-CARD-4)`;
      if (st === "quick-play" && c.arrived === state.turn) return `a Set quick-play spell cannot be activated the turn it was Set (R-CARD-3)`;
    } else return `${n} can be activated only from the hand or face-down from the field`;
  } else {
    const range = def.range ?? ["field"];
    const where = c.zone === Zone.HAND ? "hand" : c.zone === Zone.GRAVE ? "graveyard" : c.zone === Zone.BANISHED ? "banished" : c.zone === Zone.MONSTER || c.zone === Zone.SPELL_TRAP || c.zone === Zone.FIELD ? "field" : "elsewhere";
    if (!range.includes(where as never)) return `${n}'s effect does not work from the ${where}`;
    if (where === "field" && !c.faceUp) return `${n} is face-down: its effects cannot be used`;
    // A monster serving as an equip card has no effects of its own there, unless it is a Union equipped by its own effect.
    if (c.zone === Zone.SPELL_TRAP && (c.flags & Flag.AS_EQUIP) !== 0 && (c.flags & Flag.UNION) === 0) return `${n} is an equip card now: its own effects do not apply`;
    if (def.kind === "ignition") {
      if (player !== state.turnPlayer || w.kind !== "main") return `an ignition effect is activated only in your own Main Phase (R-EFF-2)`;
    }
    // A card whose effects are negated may still activate them (its cost is paid); the effect is
    // negated as it resolves if the card is still negated then (Exiled Force under Skill Drain).
  }
  if (rc.restricted(state, "cannotBeActivated", id)) return `${n} cannot be activated`;
  const playerBan = info.kind === "spell" ? "playerCannotActivateSpells" : info.kind === "trap" ? "playerCannotActivateTraps" : "playerCannotActivateMonsterEffects";
  if (rc.restricted(state, playerBan, player)) return `you cannot activate ${info.kind === "monster" ? "monster effects" : `${info.kind} cards`} now`;
  const speedReason = speedBlock(state, w, player, speed);
  if (speedReason !== null) return speedReason;
  if (DAMAGE_STEP_WINDOWS.has(w.kind) && !(st === "counter" || def.damageStep === true)) {
    return `only counter traps and effects that change ATK/DEF or concern the battle can be activated in the Damage Step (R-BAT-8)`;
  }
  if (w.kind === "summon" && def.timing === undefined) return `only effects that answer the summon can be activated while a monster is being summoned (R-CHAIN-6)`;
  if (def.timing !== undefined && def.timing.mode !== "during") {
    const q = rc.query(state, id, player);
    if (!rc.timingEvents(state).some((e) => def.timing!.match(q, e))) return `${n} can be activated only right after its event happens; it has not just happened`;
  }
  // Judges' ruling (ygopro behaves alike): one effect of a card can be activated once per chain.
  if (state.chain.some((l) => l.card === id && l.eff === eff)) return `${n}'s effect is already on this chain: an effect can be activated only once per chain`;
  if (usedUp(state, c.code, id, player, eff, def)) return `${n}'s effect can be used only once per ${def.limit!.per} (already used)`;
  return requirementsBlock(rc, state, id, player, def);
}

/** Per behaviour, the effects activated at will (not triggers or flips), in order: all, and those usable from the graveyard. */
const AT_WILL = new WeakMap<CardBehaviour, { readonly any: readonly number[]; readonly grave: readonly number[] }>();

function atWill(b: CardBehaviour): { readonly any: readonly number[]; readonly grave: readonly number[] } {
  let e = AT_WILL.get(b);
  if (e === undefined) {
    const any: number[] = [];
    const grave: number[] = [];
    b.effects.forEach((def, i) => {
      if (!isActivated(def) || def.kind === "trigger" || def.kind === "flip") return;
      any.push(i);
      if ((def.range ?? []).includes("graveyard")) grave.push(i);
    });
    e = { any, grave };
    AT_WILL.set(b, e);
  }
  return e;
}

/** Zones whose cards may have effects to activate, in option order. */
const ACTIVATION_ZONES = [Zone.HAND, Zone.MONSTER, Zone.SPELL_TRAP, Zone.FIELD, Zone.GRAVE] as const;

/** The card ids worth checking for activations of `player` (cards with activated effects). */
function activatable(rc: RulesContext, state: DuelState, player: PlayerId, out: Choice[], w: WindowFrame): void {
  const summonWindow = w.kind === "summon";
  for (const zone of ACTIVATION_ZONES) {
    for (const id of rc.zone(state, player, zone)) {
      const c = state.cards[id]!;
      const b = rc.behaviour(c.code);
      const usable = atWill(b);
      for (const i of zone === Zone.GRAVE ? usable.grave : usable.any) {
        const def = b.effects[i]!;
        // Cheap checks that activationBlock makes too (it returns null only after all of them pass):
        // skipping here what they refuse changes no option, it only spares the costly checks.
        if (summonWindow && def.timing === undefined) continue;
        if (speedBlock(state, w, player, speedOf(rc.infoOf(c.code), def)) !== null) continue;
        if (activationBlock(rc, state, w, player, id, i) === null) {
          out.push({ kind: "activate", card: id, eff: i, speed: speedOf(rc.infoOf(c.code), def), label: `activate ${rc.infoOf(c.code).name}` });
        }
      }
    }
  }
}

const action = (op: string, card: CardId, label: string): Choice => ({ kind: "action", op, args: { card }, card, label });

/** Everything `player` may do in window `w` (the kernel adds "pass"). */
export function windowOptions(rc: RulesContext, state: DuelState, w: WindowFrame, player: PlayerId): Choice[] {
  const out: Choice[] = [];
  const open = player === state.turnPlayer && !w.chain && state.chain.length === 0;
  if (open && w.kind === "main") {
    for (const id of rc.zone(state, player, Zone.HAND)) {
      const info = rc.info(state, id);
      if (info.kind === "monster") {
        if (normalSummonBlock(rc, state, w, player, id, false) === null) out.push(action("normalSummon", id, `normal summon ${info.name}`));
        if (normalSummonBlock(rc, state, w, player, id, true) === null) out.push(action("setMonster", id, `set ${info.name}`));
        if ("eff" in procedureSummon(rc, state, w, player, id)) out.push(action("procedureSummon", id, `special summon ${info.name} (its own procedure)`));
      } else if (setSpellTrapBlock(rc, state, w, player, id) === null) out.push(action("setSpellTrap", id, `set ${info.name}`));
    }
    // Procedures that work from elsewhere than the hand (from the extra deck: XY-Dragon Cannon).
    if (rc.remoteProcedureCodes.size > 0) for (const zone of PROCEDURE_ZONES) {
      for (const id of rc.zone(state, player, zone)) {
        if (!rc.remoteProcedureCodes.has(state.cards[id]!.code)) continue;
        if ("eff" in procedureSummon(rc, state, w, player, id)) out.push(action("procedureSummon", id, `special summon ${rc.info(state, id).name} (its own procedure)`));
      }
    }
    for (const id of rc.monsters(state, player)) {
      const nm = rc.info(state, id).name;
      if (flipSummonBlock(rc, state, w, player, id) === null) out.push(action("flipSummon", id, `flip summon ${nm}`));
      if (positionBlock(rc, state, w, player, id) === null) out.push(action("changePosition", id, `change the position of ${nm}`));
    }
    for (const id of rc.zone(state, player, Zone.EXTRA)) {
      if (hasSubtype(rc.info(state, id), "synchro") && synchroBlock(rc, state, w, player, id) === null) out.push(action("synchroSummon", id, `synchro summon ${rc.info(state, id).name}`));
    }
    if (state.phase === Phase.MAIN1 && state.turn > 1 && mustAttacker(rc, state, player) === null) out.push({ kind: "action", op: "toEndPhase", args: null, label: "go to the End Phase (no Battle Phase)" });
  }
  if (open && w.kind === "battle") {
    for (const id of rc.monsters(state, player)) {
      if (attackBlock(rc, state, w, player, id) === null) out.push(action("declareAttack", id, `attack with ${rc.info(state, id).name}`));
    }
  }
  activatable(rc, state, player, out, w);
  return out;
}

/**
 * Why `intent` is not possible now, or null when it is one of the pending prompt's options.
 * The reason a host shows when it refuses a player's action.
 */
export function explain(rc: RulesContext, state: DuelState, intent: Intent, as?: PlayerId): string | null {
  if (state.result !== -1) return "the duel is over";
  const w = currentWindow(state);
  if (w === null) return state.prompt === null ? "no decision is pending" : `the duel waits for player ${state.prompt.player} to answer a ${state.prompt.kind} prompt`;
  // `as`: what that player could do in this window when it is their turn to act in it (a scenario's
  // `expect p1 cannot activate …` while p0 holds priority).
  const player = as ?? state.prompt!.player;
  switch (intent.kind) {
    case "pass": {
      if (mayPass(rc, state, w, player)) return null;
      return `${rc.infoOf(state.cards[mustAttacker(rc, state, player, w)!]!.code).name} must attack if able: declare its attack (R-BAT-1)`;
    }
    case "toEndPhase":
      if (w.kind !== "main" || state.phase !== Phase.MAIN1 || player !== state.turnPlayer || state.chain.length > 0) return "you can skip the Battle Phase only from your Main Phase 1 (R-TURN-1)";
      if (state.turn > 1 && mustAttacker(rc, state, player) !== null) return `${rc.infoOf(state.cards[mustAttacker(rc, state, player)!]!.code).name} must attack if able: the Battle Phase cannot be skipped (R-BAT-1)`;
      if (state.turn === 1) return null;
      return null;
    case "normalSummon":
      return normalSummonBlock(rc, state, w, player, intent.card, false);
    case "set": {
      const c = state.cards[intent.card];
      if (c === undefined) return `there is no card ${intent.card}`;
      return rc.infoOf(c.code).kind === "monster" ? normalSummonBlock(rc, state, w, player, intent.card, true) : setSpellTrapBlock(rc, state, w, player, intent.card);
    }
    case "flipSummon":
      return flipSummonBlock(rc, state, w, player, intent.card);
    case "changePosition":
      return positionBlock(rc, state, w, player, intent.card);
    case "synchroSummon":
      return synchroBlock(rc, state, w, player, intent.card);
    case "specialSummon": {
      const r = procedureSummon(rc, state, w, player, intent.card);
      return "why" in r ? r.why : null;
    }
    case "attack":
      return attackBlock(rc, state, w, player, intent.card);
    case "activate": {
      const c = state.cards[intent.card];
      if (c === undefined) return `there is no card ${intent.card}`;
      const defs = rc.behaviour(c.code).effects;
      if (intent.eff !== undefined) return activationBlock(rc, state, w, player, intent.card, intent.eff);
      let first: string | null = `${rc.infoOf(c.code).name} has no effect to activate`;
      for (let i = 0; i < defs.length; i++) {
        if (!isActivated(defs[i]!)) continue;
        const r = activationBlock(rc, state, w, player, intent.card, i);
        if (r === null) return null;
        if (first === `${rc.infoOf(c.code).name} has no effect to activate`) first = r;
      }
      return first;
    }
  }
}

/** The option of the pending window prompt that carries out `intent`, or -1. */
export function optionFor(state: DuelState, intent: Intent): number {
  const p = state.prompt;
  if (p === null) return -1;
  const opName: Record<string, string> = {
    normalSummon: "normalSummon", flipSummon: "flipSummon", changePosition: "changePosition", synchroSummon: "synchroSummon", specialSummon: "procedureSummon", attack: "declareAttack", toEndPhase: "toEndPhase",
  };
  return p.options.findIndex((o) => {
    switch (intent.kind) {
      case "pass":
        return o.kind === "pass";
      case "activate":
        return o.kind === "activate" && o.card === intent.card && (intent.eff === undefined || o.eff === intent.eff);
      case "set":
        return o.kind === "action" && (o.op === "setMonster" || o.op === "setSpellTrap") && o.card === intent.card;
      case "toEndPhase":
        return o.kind === "action" && o.op === "toEndPhase";
      default:
        return o.kind === "action" && o.op === opName[intent.kind] && o.card === intent.card;
    }
  });
}
