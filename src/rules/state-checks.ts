/**
 * The rules' invariants of a duel state, checked when a saved state is restored (the kernel checks
 * its shape first): what no legal duel can reach, named by the path of the first problem.
 * @module
 */
import type { DuelState } from "../kernel/index.js";
import type { RulesContext } from "./rules-context.js";
import { Zone, ZONES } from "./zones.js";

/** Life points no duel reaches: gains are bounded by the cards, far below this. */
const LP_MAX = 10_000_000;

/** The first rule a restored state breaks, or null. */
export function checkRulesState(rc: RulesContext, s: DuelState): { path: string; problem: string } | null {
  for (let i = 0; i < s.cards.length; i++) {
    if (rc.db.get(s.cards[i]!.code) === undefined) return { path: `cards[${i}].code`, problem: `card ${s.cards[i]!.code} is not in the pack` };
  }
  // R-ZONE-1/R-ZONE-6: no zone holds more cards than its size.
  const sizes: Partial<Record<number, number>> = { [Zone.MONSTER]: rc.profile.monsterZones, [Zone.SPELL_TRAP]: rc.profile.spellTrapZones, [Zone.FIELD]: 1 };
  for (let p = 0; p < 2; p++) {
    for (const [zone, size] of Object.entries(sizes)) {
      const z = Number(zone);
      const n = s.zones[p * ZONES.length + z]!.length;
      if (size !== undefined && n > size) return { path: `zones[${p * ZONES.length + z}]`, problem: `player ${p}'s ${ZONES[z]!.name} zone holds ${n} cards, at most ${size} (R-ZONE-6)` };
    }
    const lp = s.players[p]!.lp;
    if (!Number.isFinite(lp) || lp < 0 || lp > LP_MAX) return { path: `players[${p}].lp`, problem: `${lp} is not a life point total (0 to ${LP_MAX})` };
    if (lp === 0 && s.result === -1) return { path: `players[${p}].lp`, problem: "a player with 0 LP has lost, but the duel goes on (R-DUEL-2)" };
  }
  if (s.result !== -1 && s.prompt !== null) return { path: "prompt", problem: "the duel is over, yet a decision is pending" };
  if (s.result === -1 && s.prompt === null) return { path: "prompt", problem: "the duel goes on, yet no decision is pending" };
  return null;
}
