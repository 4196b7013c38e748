/**
 * What the engine derives instead of the author writing it: categories of an effect (from its
 * actions, never its costs) and the zones it works from.
 */
import type { Action, Effect, Zone } from "./ast.js";
import type { CardDatabase } from "./carddata.js";
import { ACTIVATE_ZONES, EFFECT_KINDS, type CardClass } from "./check-tables.js";
import type { Category } from "./check-types.js";
import { actionsOf } from "./check-walk.js";

const NEGATE_CATEGORY = {
  activation: "negate activation",
  summon: "negate summon",
  effect: "negate effect",
  attack: "negate attack",
} as const satisfies Record<string, Category>;

function categoriesOfAction(a: Action, db: CardDatabase): Category[] {
  switch (a.kind) {
    case "Destroy":
      return ["destroy"];
    case "Move":
      switch (a.verb) {
        case "send":
          return a.to === "graveyard" ? ["send to graveyard"] : ["to deck"];
        case "banish":
          return ["banish"];
        case "return":
          return a.to === "hand" ? ["bounce"] : ["to deck"];
        case "place":
          return ["to deck"];
        case "add": {
          const fromDeck = a.object.kind === "CardSet" && a.object.place?.kind === "InZones" && a.object.place.zones.includes("deck");
          return [fromDeck ? "search" : "to hand"];
        }
      }
      return [];
    case "Draw":
      return ["draw"];
    case "Discard":
      return ["discard"];
    case "Tribute":
      return ["tribute"];
    case "SpecialSummon": {
      const o = a.object;
      const token =
        o.kind === "CardSet" &&
        (o.noun.kind === "token" || (o.noun.kind === "named" && db.byName(o.noun.name)?.subtypes.includes("token") === true));
      return token ? ["special summon", "token"] : ["special summon"];
    }
    case "FusionSummon":
      return ["fusion summon", "special summon"];
    case "RitualSummon":
      return ["ritual summon", "special summon"];
    case "ChangePosition":
      return ["position"];
    case "Flip":
      return ["flip", "position"];
    case "TakeControl":
    case "Controls":
      return ["control"];
    case "Negate":
      return a.what.map((w) => NEGATE_CATEGORY[w]);
    case "Damage":
      return ["damage"];
    case "LifePoints":
      return a.verb === "gain" ? ["recover"] : ["lose LP"];
    case "ModifyStat":
    case "SetStat":
      return ["stat change"];
    case "Counters":
      return ["counters"];
    case "Shuffle":
      return ["shuffle"];
    case "Equip":
      return ["equip"];
    case "Reveal":
      return ["reveal"];
    case "Random":
      return ["coin or dice"];
    case "SkipPhase":
      return ["skip phase"];
    case "Restrict":
    case "NoBattleDamage":
      return ["restriction"];
    case "NegateEffects":
      return ["negate effects"];
    case "Win":
      return ["win"];
    case "LookAt":
      return ["look"];
    case "Declare":
      return ["declare"];
    case "Choose":
      return [];
    case "SwapControl":
      return ["control"];
    case "Permit":
      return ["permission"];
    case "Delayed":
      return ["delayed"];
    case "Redirect":
      return ["banish"];
    case "ReverseChanges":
      return ["stat change"];
    case "Battle":
    case "DrawGame":
    case "Options":
    case "Conditional":
    case "Either":
    case "Bind":
      return [];
  }
}

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
