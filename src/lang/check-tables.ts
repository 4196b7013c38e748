/**
 * The rules of the checker that are tables, kept as data: which effect kinds fit which cards,
 * spell speeds, cost verbs, counters, qualifier words. Changing a rule is a one-row edit.
 */
import type { Action, EffectKind, Noun, PhaseName, Zone } from "./ast.js";
import { ATTRIBUTES, RACES, type CardFacts } from "./carddata.js";

/** A card's kind as far as effect rules care. */
export type CardClass =
  | "monster"
  | "normal spell"
  | "quick-play spell"
  | "continuous spell"
  | "equip spell"
  | "field spell"
  | "ritual spell"
  | "normal trap"
  | "continuous trap"
  | "counter trap";

/** Which row of the effect-kind tables a card uses. */
export function cardClass(card: CardFacts): CardClass {
  if (card.kind === "monster") return "monster";
  const sub = card.subtypes[0] ?? "normal";
  return `${sub} ${card.kind}` as CardClass;
}

const SPELLS_AND_TRAPS: readonly CardClass[] = [
  "normal spell",
  "quick-play spell",
  "continuous spell",
  "equip spell",
  "field spell",
  "ritual spell",
  "normal trap",
  "continuous trap",
  "counter trap",
];
/** Spells and traps that stay on the field and so can have effects besides their activation. */
const LASTING_SPELLS_AND_TRAPS: readonly CardClass[] = ["continuous spell", "equip spell", "field spell", "continuous trap"];

/** Whether an effect kind may, must, or must not name a timing (`when`/`if`/`during`). */
export type TimingRule = "required" | "optional" | "forbidden";

export interface EffectKindRule {
  /** The cards that can have this kind of effect. */
  fits: readonly CardClass[];
  /** Activated effects use the chain, can target, have costs and usage limits. */
  activated: boolean;
  /** Whether `optional` may be written: only where the card text chooses between "can" and "must". */
  optional: boolean;
  timing: TimingRule;
  /** What the author should write instead when the timing is forbidden. */
  timingHint?: string;
  /** Spell speed; `card` = decided by the card's kind (ACTIVATE_SPEED). */
  speed: 1 | 2 | "card" | null;
  /** Zones `in …` may name. */
  locations: readonly Zone[];
  /** Where it works from when no `in …` is written (for activate: by card class, see ACTIVATE_ZONES). */
  defaultZones: readonly Zone[];
}

export const EFFECT_KINDS: Record<EffectKind, EffectKindRule> = {
  activate: { fits: SPELLS_AND_TRAPS, activated: true, optional: false, timing: "optional", speed: "card", locations: [], defaultZones: [] },
  ignition: {
    fits: ["monster", ...LASTING_SPELLS_AND_TRAPS.filter((c) => c !== "continuous trap")],
    activated: true,
    optional: false,
    timing: "forbidden",
    timingHint: "An ignition effect is used in its controller's main phase; an effect tied to an event is `trigger` (or `quick`).",
    speed: 1,
    locations: ["field", "hand", "graveyard", "banished"],
    defaultZones: ["field"],
  },
  trigger: {
    fits: ["monster", ...SPELLS_AND_TRAPS],
    activated: true,
    optional: true,
    timing: "required",
    speed: 1,
    locations: ["field", "hand", "graveyard", "banished", "deck"],
    defaultZones: ["field"],
  },
  flip: {
    fits: ["monster"],
    activated: true,
    optional: true,
    timing: "forbidden",
    timingHint: "A flip effect happens when the monster is flipped face-up; its timing is implied.",
    speed: 1,
    locations: ["field"],
    defaultZones: ["field"],
  },
  quick: {
    // continuous traps: their effects after activation are speed 2 (Ultimate Offering)
    fits: ["monster", "continuous trap"],
    activated: true,
    optional: false,
    timing: "optional",
    speed: 2,
    locations: ["field", "hand", "graveyard"],
    defaultZones: ["field"],
  },
  continuous: {
    fits: ["monster", ...SPELLS_AND_TRAPS],
    activated: false,
    optional: false,
    timing: "optional",
    speed: null,
    locations: ["field", "hand", "graveyard", "banished"],
    defaultZones: ["field"],
  },
  maintenance: {
    fits: ["monster", ...LASTING_SPELLS_AND_TRAPS],
    activated: false,
    optional: false,
    timing: "required",
    speed: null,
    locations: ["field"],
    defaultZones: ["field"],
  },
  procedure: {
    fits: ["monster"],
    activated: false,
    optional: false,
    timing: "forbidden",
    timingHint: "A summon procedure is performed by its player in their main phase; it has no event.",
    speed: null,
    locations: ["hand", "graveyard", "banished", "extra deck", "deck"],
    defaultZones: ["hand"],
  },
};

/** The `during` form is for phases; which kinds accept which timing words. */
export const TIMING_MODES_NEEDED: Partial<Record<EffectKind, string>> = {
  trigger: "a timing: `when …`, `if …` or `during …`",
  maintenance: "a `during …` phase, usually `during your standby phase`",
};

/** Spell speed of `activate` by card (R-CARD-3, R-CARD-4). */
export const ACTIVATE_SPEED: Record<CardClass, 1 | 2 | 3 | null> = {
  monster: null,
  "normal spell": 1,
  "continuous spell": 1,
  "equip spell": 1,
  "field spell": 1,
  "ritual spell": 1,
  "quick-play spell": 2,
  "normal trap": 2,
  "continuous trap": 2,
  "counter trap": 3,
};

/** Where a spell/trap is activated from: spells from the hand or set; traps only once set. */
export const ACTIVATE_ZONES: Record<CardClass, readonly Zone[]> = {
  monster: [],
  "normal spell": ["hand", "field"],
  "continuous spell": ["hand", "field"],
  "equip spell": ["hand", "field"],
  "field spell": ["hand", "field"],
  "ritual spell": ["hand", "field"],
  "quick-play spell": ["hand", "field"],
  "normal trap": ["field"],
  "continuous trap": ["field"],
  "counter trap": ["field"],
};

/** Cards whose whole purpose is their activation: a script for one of these needs `activate`. */
export const NEEDS_ACTIVATE: readonly CardClass[] = [
  "normal spell",
  "quick-play spell",
  "ritual spell",
  "equip spell",
  "normal trap",
  "counter trap",
];

/** Counter kinds of the 2005 pool (and a few later ones), as written before the word `counter`. */
export const COUNTER_KINDS: readonly string[] = [
  "spell",
  "A",
  "clock",
  "wedge",
  "venom",
  "ice",
  "guard",
  "bushido",
  "gem",
  "fog",
  "shine",
  "worm",
  "D",
  "predator",
  "thunder",
];

/** `spell counters`, `Spell Counter`, `spell` → `spell`; unknown kinds come back unchanged. */
export function counterKind(written: string): { kind: string; known: boolean } {
  const bare = written.replace(/[-\s]*counters?$/i, "").trim();
  const hit = COUNTER_KINDS.find((k) => k.toLowerCase() === bare.toLowerCase());
  return hit === undefined ? { kind: bare, known: false } : { kind: hit, known: true };
}

/** What a qualifier word means. */
export type QualifierCategory = "race" | "attribute" | "monster type" | "card type" | "face" | "battle position" | "summon";

const MONSTER_TYPES = ["normal", "effect", "fusion", "ritual", "synchro", "tuner", "non-tuner", "flip", "spirit", "union", "gemini", "toon", "token"];
const CARD_TYPES = ["normal", "quick-play", "continuous", "equip", "field", "ritual", "counter"];
const FACES = ["face-up", "face-down"];
const POSITIONS = ["attack position", "defense position", "face-down defense position"];
/** How a monster on the field was summoned (a Tribute Summon is a Normal Summon too). */
const SUMMON_WAYS = ["normal summoned", "tribute summoned", "special summoned", "flip summoned"];

/** Every qualifier word, by category; "normal" and "ritual" are in two, resolved by the noun. */
export const QUALIFIER_WORDS: Record<QualifierCategory, readonly string[]> = {
  race: RACES,
  attribute: ATTRIBUTES,
  "monster type": MONSTER_TYPES,
  "card type": CARD_TYPES,
  face: FACES,
  "battle position": POSITIONS,
  summon: SUMMON_WAYS,
};

/** Which categories make sense for each noun. */
export const NOUN_QUALIFIERS: Record<Noun["kind"], readonly QualifierCategory[]> = {
  monster: ["race", "attribute", "monster type", "face", "battle position", "summon"],
  token: ["race", "attribute", "face", "battle position"],
  "spell card": ["card type", "face"],
  "trap card": ["card type", "face"],
  "spell/trap card": ["card type", "face"],
  card: ["race", "attribute", "monster type", "card type", "face", "battle position", "summon"],
  named: ["face", "battle position", "summon"],
};

export const NOUN_PLURALS: Record<Noun["kind"], string> = {
  monster: "monsters",
  token: "tokens",
  "spell card": "spell cards",
  "trap card": "trap cards",
  "spell/trap card": "spell/trap cards",
  card: "cards",
  named: "named cards",
};

/** Card types only one of spells/traps has. */
export const SPELL_ONLY_TYPES = ["quick-play", "equip", "field", "ritual"];
export const TRAP_ONLY_TYPES = ["counter"];

/** Phases and steps in which an attack is going on: `the attacking monster` makes sense there. */
export const ATTACK_PHASES: readonly PhaseName[] = ["damage step", "damage calculation"];
