/**
 * What the engine derives instead of the author writing it: categories of an effect (from its
 * actions, never its costs) and the zones it works from.
 */
import type { Effect, Zone } from "./ast.js";
import type { CardDatabase } from "./carddata.js";
import { ACTIVATE_ZONES, EFFECT_KINDS, type CardClass } from "./check-tables.js";
import type { Category } from "./check-types.js";
import { actionsOf } from "./check-walk.js";
import { categoriesOfAction } from "./verbs.js";

/** The effect's categories, in first-occurrence order, without duplicates. */
export function categoriesOf(effect: Effect, db: CardDatabase): Category[] {
  const out = new Set<Category>();
  for (const a of actionsOf(effect, false)) for (const c of categoriesOfAction(a, db)) out.add(c);
  return [...out];
}

/** Where the effect is activated from, or applies from when it is never activated. */
export function zonesOf(effect: Effect, cls: CardClass): Zone[] {
  if (effect.effectKind === "activate") return [...ACTIVATE_ZONES[cls]];
  if (effect.location !== undefined) return [effect.location];
  return [...EFFECT_KINDS[effect.effectKind].defaultZones];
}
