/**
 * How good a state is for a player, in LP-like units: life points, what stands on the field, cards
 * in hand. The greedy player compares the states its options lead to with this one number.
 * @module
 */
import { opponent, type DuelState, type PlayerId } from "../../kernel/index.js";
import { Pos, Zone, type RulesContext } from "../../rules/index.js";

/** Weights of the greedy player's score; the defaults were tuned by playing greedy against random. */
export interface ScoreWeights {
  /** Per LP of difference. */
  readonly lp: number;
  /** Per point of ATK of a monster in attack position (defense position: its DEF counts instead, at this weight too). */
  readonly atk: number;
  /** Per monster on the field, whatever its stats (it blocks an attack). */
  readonly monster: number;
  /** Per card in hand. */
  readonly hand: number;
  /** Per spell or trap card on the field. */
  readonly spellTrap: number;
}

/** The default weights. */
export const DEFAULT_WEIGHTS: ScoreWeights = { lp: 1, atk: 1, monster: 300, hand: 200, spellTrap: 150 };

const WIN = 1e9;

function side(rc: RulesContext, s: DuelState, p: PlayerId, w: ScoreWeights): number {
  let v = s.players[p]!.lp * w.lp;
  for (const id of rc.monsters(s, p)) {
    const c = s.cards[id]!;
    const atk = rc.stat(s, id, "atk");
    const def = rc.stat(s, id, "def");
    // A defense monster protects but does not deal damage: count the better of its DEF and half its ATK.
    v += w.monster + w.atk * (c.pos === Pos.ATTACK ? atk : Math.max(def, atk / 2));
  }
  v += w.hand * rc.zone(s, p, Zone.HAND).length;
  v += w.spellTrap * (rc.zone(s, p, Zone.SPELL_TRAP).length + rc.zone(s, p, Zone.FIELD).length);
  return v;
}

/** The value of `s` for player `p`: a won duel is worth everything, a lost one nothing. */
export function scoreState(rc: RulesContext, s: DuelState, p: PlayerId, w: ScoreWeights = DEFAULT_WEIGHTS): number {
  if (s.result === p) return WIN;
  if (s.result === opponent(p)) return -WIN;
  if (s.result === 2) return 0;
  return side(rc, s, p, w) - side(rc, s, opponent(p), w);
}
