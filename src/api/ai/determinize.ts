/**
 * A guess at the state that is consistent with what one player knows. An AI that looks ahead on
 * the real state would read face-down cards, the opponent's hand and the deck order — the very
 * leak a fair engine must not have. Before searching, the AI therefore deals the cards it cannot
 * see anew: every card whose identity is hidden from it gets a code drawn at random from the pool
 * of hidden codes of the same owner, keeping each slot plausible (a face-down monster stays a
 * monster, a set spell/trap stays a spell/trap, the extra deck stays extra-deck cards).
 * @module
 */
import { fork, identityKnown, randInt, type DuelState, type Kernel, type PlayerId, type RngState } from "../../kernel/index.js";
import { Zone, type RulesContext } from "../../rules/index.js";

/** Slot kinds: which codes may fill a hidden slot. */
const enum Slot {
  Monster,
  SpellTrap,
  Any,
  Extra,
}

function slotOf(zone: number): Slot {
  if (zone === Zone.MONSTER) return Slot.Monster;
  if (zone === Zone.SPELL_TRAP || zone === Zone.FIELD) return Slot.SpellTrap;
  if (zone === Zone.EXTRA) return Slot.Extra;
  return Slot.Any;
}

/** Draws one element of `pool` that satisfies `fits`, removing it; undefined when none fits. */
function draw(rng: RngState, pool: number[], fits: (code: number) => boolean): number | undefined {
  const candidates: number[] = [];
  for (let i = 0; i < pool.length; i++) if (fits(pool[i]!)) candidates.push(i);
  if (candidates.length === 0) return undefined;
  const at = candidates[randInt(rng, candidates.length)]!;
  const code = pool[at]!;
  pool[at] = pool[pool.length - 1]!;
  pool.pop();
  return code;
}

/**
 * A copy of `state` in which every card hidden from `me` has been dealt a plausible code at random
 * (see the module comment). The prompt and everything `me` can see are unchanged, so an answer
 * that is legal on the guess is legal on the real state. Cards the pending prompt offers keep their
 * codes: the prompt shows them to `me`, and an operation paused at that prompt re-runs on the guess
 * and must find the same options.
 */
export function determinize(kernel: Kernel, rc: RulesContext, state: DuelState, me: PlayerId, rng: RngState): DuelState {
  const guess = fork(state);
  const swapped = new Set<number>();
  const shown = new Set<number>();
  for (const o of state.prompt?.options ?? []) if (o.card !== undefined) shown.add(o.card);
  for (const owner of [0, 1] as const) {
    const slots: { id: number; slot: Slot }[] = [];
    const pool: number[] = [];
    const extraPool: number[] = [];
    for (const c of guess.cards) {
      if (c.owner !== owner || c.zone === Zone.GONE || shown.has(c.id) || identityKnown(kernel.rules, c, me)) continue;
      const slot = slotOf(c.zone);
      slots.push({ id: c.id, slot });
      (slot === Slot.Extra ? extraPool : pool).push(c.code);
    }
    if (slots.length < 2) continue;
    // Canonical order: the guess must depend on which codes are hidden, never on where they really are.
    pool.sort((a, b) => a - b);
    extraPool.sort((a, b) => a - b);
    const isMonster = (code: number) => rc.infoOf(code).kind === "monster";
    // The most constrained slots first, so a face-down monster always finds a monster code.
    slots.sort((a, b) => a.slot - b.slot);
    for (const { id, slot } of slots) {
      const card = guess.cards[id]!;
      const code =
        slot === Slot.Extra ? draw(rng, extraPool, () => true)
        : slot === Slot.Monster ? draw(rng, pool, isMonster)
        : slot === Slot.SpellTrap ? draw(rng, pool, (x) => !isMonster(x))
        : draw(rng, pool, () => true);
      if (code !== undefined && code !== card.code) {
        card.code = code;
        swapped.add(id);
      }
    }
  }
  // Continuous effects of a card whose identity was re-dealt belonged to the real card.
  if (swapped.size > 0) guess.effects = guess.effects.filter((e) => !swapped.has(e.source));
  return guess;
}
