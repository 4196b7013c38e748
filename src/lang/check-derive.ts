/**
 * What the engine derives instead of the author writing it: categories of an effect (from its
 * actions, never its costs) and the zones it works from.
 */
import type { Effect, Event, Timing, Zone } from "./ast.js";
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

/** Where this card lands by an event about itself (`this card is sent to the graveyard`), or null. */
function selfLanding(ev: Event): readonly LandingZone[] | null {
  const self = "subject" in ev && ev.subject.kind === "Reference" && ev.subject.ref.kind === "this card";
  if (!self) return null;
  switch (ev.kind) {
    case "Destroyed":
    case "SentToGraveyard":
    case "Discarded":
    case "Tributed":
      return ["graveyard"];
    case "Banished":
      return ["banished"];
    case "LeavesField":
      return ["graveyard", "banished", "hand", "deck", "extra deck"];
    default:
      return null;
  }
}

export type LandingZone = Extract<Zone, "graveyard" | "banished" | "hand" | "deck" | "extra deck">;

/**
 * A trigger on this card's own move works from where the move takes it (Sangan: the graveyard):
 * the zones, when every event of the timing is such a move; otherwise undefined.
 */
export function selfLandings(t: Timing): LandingZone[] | undefined {
  const lands = t.events.map(selfLanding);
  return lands.every((l) => l !== null) ? [...new Set(lands.flatMap((l) => l!))] : undefined;
}

/** Where the effect is activated from, or applies from when it is never activated. */
export function zonesOf(effect: Effect, cls: CardClass): Zone[] {
  if (effect.effectKind === "activate") return [...ACTIVATE_ZONES[cls]];
  if (effect.location !== undefined) return [effect.location];
  const lands = effect.timing === undefined || (effect.effectKind !== "trigger" && effect.effectKind !== "continuous") ? undefined : selfLandings(effect.timing);
  if (lands !== undefined) return lands;
  return [...EFFECT_KINDS[effect.effectKind].defaultZones];
}
