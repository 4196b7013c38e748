/**
 * The rules that are tables: tributes by level (R-SUM-1), the damage table (R-BAT-4/5/6), spell
 * speeds (R-CHAIN-2) and what may be activated in the damage step (R-BAT-8).
 * @module
 */

/** Tributes a Normal Summon needs by level (R-SUM-1): rows of [lowest level, tributes]. */
export const TRIBUTE_TABLE: readonly (readonly [number, number])[] = [
  [7, 2],
  [5, 1],
  [0, 0],
];

/** Tributes for a monster of this level (a card may say otherwise: `CardBehaviour.tributes`). */
export function tributesNeeded(level: number): number {
  for (const [from, n] of TRIBUTE_TABLE) if (level >= from) return n;
  return 0;
}

/** What a battle does. */
export interface BattleOutcome {
  readonly destroyAttacker: boolean;
  readonly destroyTarget: boolean;
  /** Who takes battle damage, if anyone. */
  readonly damageTo: "attacker" | "defender" | null;
  readonly amount: number;
}

/** The attack target as damage calculation sees it; null for a direct attack. */
export interface Defender {
  readonly position: "attack" | "defense";
  readonly atk: number;
  readonly def: number;
}

/**
 * The damage table. Attack vs attack (R-BAT-4): lower ATK destroyed, its controller takes the
 * difference; equal: both destroyed, no damage; both 0: neither destroyed. Attack vs defense
 * (R-BAT-5): ATK > DEF destroys, no damage; equal: nothing; lower: attacker's controller takes the
 * difference. Direct (R-BAT-6): the defending player takes the ATK.
 */
export function battleOutcome(attackerAtk: number, target: Defender | null): BattleOutcome {
  if (target === null) return { destroyAttacker: false, destroyTarget: false, damageTo: "defender", amount: attackerAtk };
  if (target.position === "attack") {
    const d = attackerAtk - target.atk;
    if (d > 0) return { destroyAttacker: false, destroyTarget: true, damageTo: "defender", amount: d };
    if (d < 0) return { destroyAttacker: true, destroyTarget: false, damageTo: "attacker", amount: -d };
    const both = attackerAtk > 0;
    return { destroyAttacker: both, destroyTarget: both, damageTo: null, amount: 0 };
  }
  const d = attackerAtk - target.def;
  if (d > 0) return { destroyAttacker: false, destroyTarget: true, damageTo: null, amount: 0 };
  if (d < 0) return { destroyAttacker: false, destroyTarget: false, damageTo: "attacker", amount: -d };
  return { destroyAttacker: false, destroyTarget: false, damageTo: null, amount: 0 };
}

/** Spell speeds by card and effect kind (R-CHAIN-2, R-CARD-3/4, R-EFF-1..5); `speedOf` reads this. */
export const SPEED_TABLE = {
  spell: { normal: 1, "quick-play": 2, continuous: 1, equip: 1, field: 1, ritual: 1 },
  trap: { normal: 2, continuous: 2, counter: 3 },
  monster: { ignition: 1, trigger: 1, flip: 1, quick: 2 },
} as const;

/** What may be activated in the damage step (R-BAT-8): counter traps, and effects marked `damageStep`. */
export const DAMAGE_STEP_RULE = {
  counterTraps: true,
  markedEffects: true,
  otherQuickEffects: false,
} as const;
