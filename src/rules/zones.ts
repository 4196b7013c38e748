/**
 * The numbering the rules layer gives the kernel: zones (R-ZONE-1), battle positions (R-ZONE-5),
 * phases (R-TURN-1) and the per-card flag bits. Plain numbers, so the state stays small data.
 * @module
 */
import type { ZoneDef } from "../kernel/index.js";

/** Zone indices, as listed in {@link ZONES}. */
export const Zone = {
  DECK: 0,
  HAND: 1,
  MONSTER: 2,
  SPELL_TRAP: 3,
  FIELD: 4,
  GRAVE: 5,
  BANISHED: 6,
  EXTRA: 7,
  /** Where a token goes when it ceases to exist (it left the field). Not a zone of the game. */
  GONE: 8,
} as const;
/** A zone index. */
export type ZoneId = (typeof Zone)[keyof typeof Zone];

/** Each player's zones (R-ZONE-1); the 5-card limits are checked by the rules, not by the kernel. */
export const ZONES: ZoneDef[] = [
  { name: "deck", visibility: "secret" },
  { name: "hand", visibility: "private" },
  { name: "monster", visibility: "public" },
  { name: "spellTrap", visibility: "public" },
  { name: "field", visibility: "public" },
  { name: "graveyard", visibility: "public" },
  { name: "banished", visibility: "public" },
  { name: "extra", visibility: "private" },
  { name: "gone", visibility: "public" },
];

/** Battle positions (`CardState.pos`); face-down defense is `DEFENSE` with `faceUp: false`. */
export const Pos = { ATTACK: 0, DEFENSE: 1 } as const;

/** Phase indices (R-TURN-1). */
export const Phase = { DRAW: 0, STANDBY: 1, MAIN1: 2, BATTLE: 3, MAIN2: 4, END: 5 } as const;
/** The phase names, by index (the kernel's `phaseStart` events carry them). */
export const PHASE_NAMES = ["draw", "standby", "main1", "battle", "main2", "end"] as const;

/** Card flag bits (`CardState.flags`); the kernel keeps them across moves, the rules clear them. */
export const Flag = {
  /** Declared an attack this turn (R-BAT-1, R-SUM-9). */
  ATTACKED: 1,
  /** Changed its battle position this turn, Flip Summon included (R-SUM-3, R-SUM-9). */
  POSITION_CHANGED: 2,
  /** Was properly summoned before it reached the graveyard or banished pile (R-SUM-5). */
  PROPER: 4,
  /** An equip card that has been equipped (destroyed when its monster goes, R-CARD-5). */
  EQUIPPED: 8,
  /** A monster card serving as an equip card in the spell & trap zone: its own effects do not apply. */
  AS_EQUIP: 16,
  /** A Union monster equipped by its own effect: its effects keep working from the spell & trap zone. */
  UNION: 32,
  /**
   * How the monster came to where it is, while it stays on the field (control changes keep it): a
   * Normal Summon (a Tribute Summon too), with tributes (a Tribute Summon, or a Tribute Set, kept
   * through its later Flip Summon: the rulings of Blast Held by a Tribute), a Special Summon, a Flip
   * Summon. A Set is none of them ("a special summoned monster", "a tribute summoned monster").
   */
  NORMAL_SUMMONED: 64,
  TRIBUTE_SUMMONED: 128,
  SPECIAL_SUMMONED: 256,
  FLIP_SUMMONED: 512,
  /**
   * A spell or trap whose own activation is on the chain: its continuous effects begin only once that
   * activation resolves (a negated Level Limit - Area B never changed a position).
   */
  ACTIVATING: 1024,
} as const;

/** Every "how it was summoned" flag. */
export const SUMMONED_FLAGS = Flag.NORMAL_SUMMONED | Flag.TRIBUTE_SUMMONED | Flag.SPECIAL_SUMMONED | Flag.FLIP_SUMMONED;

/** Flags that last one turn. */
export const TURN_FLAGS = Flag.ATTACKED | Flag.POSITION_CHANGED;

/** Whether a zone index is on the field. */
export function onField(zone: number): boolean {
  return zone === Zone.MONSTER || zone === Zone.SPELL_TRAP || zone === Zone.FIELD;
}
