/**
 * What a fusion or ritual summon could use now, read from the state alone: the same checks decide
 * whether a card that summons may be activated (R-EFF-12) and what the player may choose when it
 * resolves (R-SUM-6, R-SUM-7).
 * @module
 */
import type { CardId, DuelState, PlayerId } from "../kernel/index.js";
import { hasSubtype, type CardInfo } from "./cards.js";
import type { RulesContext } from "./rules-context.js";
import { Zone } from "./zones.js";

/** A fusion substitute (King of the Swamp), unless its effects are negated where it is. */
function isSubstitute(rc: RulesContext, state: DuelState, id: CardId): boolean {
  return rc.behaviour(state.cards[id]!.code).fusionSubstitute === true && !rc.negated(state, id);
}

/**
 * Whether `id` may fill a material slot of `fusion` given those already chosen: one substitute at
 * most, and none for a fusion monster that takes only its listed materials.
 */
export function fitsMaterial(rc: RulesContext, state: DuelState, spec: number | ((info: CardInfo) => boolean), id: CardId, chosen: readonly CardId[], fusion = -1): boolean {
  const info = rc.info(state, id);
  if (info.kind !== "monster") return false;
  const direct = typeof spec === "number" ? info.code === spec : spec(info);
  if (direct) return true;
  if (fusion >= 0 && rc.behaviour(state.cards[fusion]!.code).noSubstitute === true) return false;
  // At most one fusion substitute per fusion (R-SUM-6).
  return isSubstitute(rc, state, id) && !chosen.some((c) => isSubstitute(rc, state, c));
}

/** A completion of the material list from `pool` that extends `chosen` (slots in order), or null. */
export function materialsFor(rc: RulesContext, state: DuelState, fusion: CardId, pool: readonly CardId[], chosen: CardId[]): CardId[] | null {
  const slots = rc.behaviour(state.cards[fusion]!.code).materials ?? [];
  if (slots.length === 0) return null;
  for (let i = 0; i < chosen.length; i++) if (!fitsMaterial(rc, state, slots[i]!, chosen[i]!, chosen.slice(0, i), fusion)) return null;
  const walk = (i: number, acc: CardId[]): CardId[] | null => {
    if (i === slots.length) return acc;
    for (const id of pool) {
      if (acc.includes(id) || !fitsMaterial(rc, state, slots[i]!, id, acc, fusion)) continue;
      const r = walk(i + 1, [...acc, id]);
      if (r !== null) return r;
    }
    return null;
  };
  return walk(chosen.length, chosen);
}

/** The monsters a fusion summon may use as materials: the player's hand and monster zone. */
export function fusionPool(rc: RulesContext, state: DuelState, player: PlayerId): CardId[] {
  return [...rc.zone(state, player, Zone.HAND), ...rc.zone(state, player, Zone.MONSTER)];
}

/** The fusion monsters of the extra deck that could be fusion summoned now. */
export function fusionCandidates(rc: RulesContext, state: DuelState, player: PlayerId, filter?: (card: CardId) => boolean): CardId[] {
  const pool = fusionPool(rc, state, player);
  return rc.zone(state, player, Zone.EXTRA).filter((id) => {
    const info = rc.info(state, id);
    return hasSubtype(info, "fusion") && (filter?.(id) ?? true) && rc.canSpecialSummon(state, id, player) && materialsFor(rc, state, id, pool, []) !== null;
  });
}

/** Whether some of `levels` add up to `need` exactly, or all of them to at least `need`. */
export function reachable(levels: readonly number[], need: number, rule: "atLeast" | "exactly"): boolean {
  if (rule === "atLeast") return levels.reduce((a, b) => a + b, 0) >= need && need > 0;
  if (need < 0) return false;
  if (need === 0) return true;
  const can = new Array<boolean>(need + 1).fill(false);
  can[0] = true;
  for (const l of levels) for (let v = need; v >= l; v--) if (can[v - l]) can[v] = true;
  return can[need]!;
}

/** The monsters a ritual summon of `except` may tribute: monsters in the hand and on the field. */
export function ritualPool(rc: RulesContext, state: DuelState, player: PlayerId, except: CardId): CardId[] {
  return [...rc.zone(state, player, Zone.HAND), ...rc.zone(state, player, Zone.MONSTER)].filter(
    (id) => id !== except && rc.info(state, id).kind === "monster" && !rc.restricted(state, "cannotBeTributed", id),
  );
}

/** The ritual monsters in the hand that could be ritual summoned now, with tributes whose levels reach theirs. */
export function ritualCandidates(
  rc: RulesContext,
  state: DuelState,
  player: PlayerId,
  filter: (card: CardId) => boolean,
  rule: "atLeast" | "exactly",
  level?: (card: CardId) => number,
): CardId[] {
  const lv = (id: CardId) => rc.stat(state, id, "level");
  const total = level ?? lv;
  return rc.zone(state, player, Zone.HAND).filter((id) => {
    const info = rc.info(state, id);
    if (!hasSubtype(info, "ritual") || info.kind !== "monster" || !filter(id) || !rc.canSpecialSummon(state, id, player)) return false;
    return reachable(ritualPool(rc, state, player, id).map(lv), total(id), rule);
  });
}
