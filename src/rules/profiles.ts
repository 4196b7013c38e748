/**
 * Rule profiles: the options in which eras of the game differ (RULES.md "Profiles"), kept as plain
 * data so that a host can pick one, or define its own on top of a built-in one.
 * @module
 */

/** How many face-up field spells may exist: one on the whole field (classic) or one per player (modern). */
export type FieldSpellRule = "one-on-field" | "one-per-player";

/**
 * When monsters destroyed by battle go to the graveyard (R-BAT-3): right after damage calculation,
 * before the effects that answer it (classic), or at the end of the damage step (modern).
 */
export type BattleDestructionTiming = "after-damage-calculation" | "end-of-damage-step";

/** An inclusive range of card counts; `max: null` means no upper limit. */
export interface CountRange {
  /** Fewest cards allowed. */
  readonly min: number;
  /** Most cards allowed, or `null` for no upper limit (the seeds' older deck rule). */
  readonly max: number | null;
}

/**
 * Every option in which rule eras differ. A profile is JSON-safe data: no functions, no `Infinity`.
 */
export interface RuleProfile {
  /** The profile's name, e.g. `"classic"`. */
  readonly name: string;
  /** Life points each player starts with (R-DUEL-1). */
  readonly startingLp: number;
  /** Cards each player draws at the start of a duel (R-DUEL-1). */
  readonly openingHand: number;
  /** Whether the player going first draws in the draw phase of turn 1 (R-TURN-2). */
  readonly firstPlayerDrawsOnTurnOne: boolean;
  /** Main deck size (R-DECK-1). */
  readonly mainDeck: CountRange;
  /** Most cards in the extra (fusion) deck (R-DECK-1). */
  readonly extraDeckMax: number;
  /** The side deck sizes allowed, ascending, without duplicates (R-DECK-1): `[0, 15]` in classic. */
  readonly sideDeckSizes: readonly number[];
  /** Copies of one card by name across main, extra and side deck together (R-DECK-2). */
  readonly copiesPerCard: number;
  /** Face-up field spells: one on the whole field, or one per player (R-CARD-5). */
  readonly fieldSpellRule: FieldSpellRule;
  /** The turn player discards down to this many cards in the end phase (R-TURN-5). */
  readonly handSizeLimit: number;
  /** Monster zones per player (R-ZONE-1). */
  readonly monsterZones: number;
  /** Spell & trap zones per player (R-ZONE-1). */
  readonly spellTrapZones: number;
  /** When monsters destroyed by battle are sent to the graveyard (R-BAT-3). */
  readonly battleDestruction: BattleDestructionTiming;
}

/** Whole numbers `from`..`to`, both included. */
function sizes(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The 2005 tournament era, the default profile (RULES.md "Profiles", left column). */
export const CLASSIC: RuleProfile = Object.freeze({
  name: "classic",
  startingLp: 8000,
  openingHand: 5,
  firstPlayerDrawsOnTurnOne: true,
  mainDeck: Object.freeze({ min: 40, max: 60 }),
  extraDeckMax: 15,
  sideDeckSizes: Object.freeze([0, 15]),
  copiesPerCard: 3,
  fieldSpellRule: "one-on-field",
  handSizeLimit: 6,
  monsterZones: 5,
  spellTrapZones: 5,
  battleDestruction: "after-damage-calculation",
} satisfies RuleProfile);

/** The 2014 rule changes named in seed 003 (RULES.md "Profiles", right column). */
export const MODERN: RuleProfile = Object.freeze({
  ...CLASSIC,
  name: "modern",
  firstPlayerDrawsOnTurnOne: false,
  sideDeckSizes: Object.freeze(sizes(0, 15)),
  fieldSpellRule: "one-per-player",
  battleDestruction: "end-of-damage-step",
} satisfies RuleProfile);

/** The built-in profiles by name. */
export const PROFILES: Readonly<Record<"classic" | "modern", RuleProfile>> = Object.freeze({
  classic: CLASSIC,
  modern: MODERN,
});

/** The profile used when a host names none: {@link CLASSIC}. */
export const DEFAULT_PROFILE: RuleProfile = CLASSIC;

/**
 * What a host may override on a base profile. Every field is optional; `mainDeck` may be given in
 * part (`{ max: 80 }`).
 */
export interface RuleProfileOverrides {
  /** See {@link RuleProfile.name}. */
  name?: string;
  /** See {@link RuleProfile.startingLp}. */
  startingLp?: number;
  /** See {@link RuleProfile.openingHand}. */
  openingHand?: number;
  /** See {@link RuleProfile.firstPlayerDrawsOnTurnOne}. */
  firstPlayerDrawsOnTurnOne?: boolean;
  /** See {@link RuleProfile.mainDeck}; either bound may be left out. */
  mainDeck?: Partial<CountRange>;
  /** See {@link RuleProfile.extraDeckMax}. */
  extraDeckMax?: number;
  /** See {@link RuleProfile.sideDeckSizes}; any order, sorted on merge. */
  sideDeckSizes?: readonly number[];
  /** See {@link RuleProfile.copiesPerCard}. */
  copiesPerCard?: number;
  /** See {@link RuleProfile.fieldSpellRule}. */
  fieldSpellRule?: FieldSpellRule;
  /** See {@link RuleProfile.handSizeLimit}. */
  handSizeLimit?: number;
  /** See {@link RuleProfile.monsterZones}. */
  monsterZones?: number;
  /** See {@link RuleProfile.spellTrapZones}. */
  spellTrapZones?: number;
}

/** One thing wrong with a profile: which option (a dotted path) and why. */
export interface ProfileError {
  /** The option, e.g. `"startingLp"` or `"mainDeck.max"`. */
  readonly path: string;
  /** What is wrong, in a sentence a host can show as is. */
  readonly message: string;
}

/** The outcome of {@link defineProfile}: the merged profile, or every error found. */
export type ProfileResult =
  | { readonly ok: true; readonly profile: RuleProfile }
  | { readonly ok: false; readonly errors: readonly ProfileError[] };

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(CLASSIC));
const BATTLE_DESTRUCTION: readonly BattleDestructionTiming[] = ["after-damage-calculation", "end-of-damage-step"];
const FIELD_SPELL_RULES: readonly FieldSpellRule[] = ["one-on-field", "one-per-player"];

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : String(value);
}

/**
 * Checks a whole profile and returns every problem (an empty list when it is usable). Also checks
 * the value types, for profiles that come from JSON.
 */
export function validateProfile(profile: RuleProfile): ProfileError[] {
  const errors: ProfileError[] = [];
  const p = profile as unknown as Record<string, unknown>;
  const int = (path: string, value: unknown, min: number): boolean => {
    if (typeof value !== "number" || !Number.isSafeInteger(value)) {
      errors.push({ path, message: `${path} must be a whole number, got ${describe(value)}` });
      return false;
    }
    if (value < min) {
      errors.push({ path, message: `${path} must be at least ${min}, got ${value}` });
      return false;
    }
    return true;
  };

  for (const key of Object.keys(p)) {
    if (!KNOWN_KEYS.has(key)) errors.push({ path: key, message: `unknown profile option '${key}'` });
  }
  if (typeof p["name"] !== "string" || p["name"].trim() === "") {
    errors.push({ path: "name", message: `name must be a non-empty string, got ${describe(p["name"])}` });
  }
  int("startingLp", p["startingLp"], 1);
  int("openingHand", p["openingHand"], 0);
  if (typeof p["firstPlayerDrawsOnTurnOne"] !== "boolean") {
    errors.push({
      path: "firstPlayerDrawsOnTurnOne",
      message: `firstPlayerDrawsOnTurnOne must be true or false, got ${describe(p["firstPlayerDrawsOnTurnOne"])}`,
    });
  }

  const main = p["mainDeck"];
  if (typeof main !== "object" || main === null || Array.isArray(main)) {
    errors.push({ path: "mainDeck", message: `mainDeck must be an object { min, max }, got ${describe(main)}` });
  } else {
    const m = main as Record<string, unknown>;
    for (const key of Object.keys(m)) {
      if (key !== "min" && key !== "max") {
        errors.push({ path: `mainDeck.${key}`, message: `unknown option 'mainDeck.${key}' (expected min, max)` });
      }
    }
    const minOk = int("mainDeck.min", m["min"], 1);
    const maxOk = m["max"] === null || int("mainDeck.max", m["max"], 1);
    if (minOk && maxOk && typeof m["max"] === "number" && (m["min"] as number) > m["max"]) {
      errors.push({
        path: "mainDeck",
        message: `mainDeck.min (${String(m["min"])}) must not exceed mainDeck.max (${m["max"]})`,
      });
    }
  }

  int("extraDeckMax", p["extraDeckMax"], 0);

  const side = p["sideDeckSizes"];
  if (!Array.isArray(side) || side.length === 0) {
    errors.push({ path: "sideDeckSizes", message: `sideDeckSizes must be a non-empty list of sizes, got ${describe(side)}` });
  } else {
    side.forEach((n: unknown, i) => int(`sideDeckSizes[${i}]`, n, 0));
    const nums = side.filter((n): n is number => typeof n === "number");
    for (let i = 1; i < nums.length; i++) {
      if ((nums[i] as number) <= (nums[i - 1] as number)) {
        errors.push({ path: "sideDeckSizes", message: "sideDeckSizes must be ascending without duplicates" });
        break;
      }
    }
  }

  int("copiesPerCard", p["copiesPerCard"], 1);
  if (!FIELD_SPELL_RULES.includes(p["fieldSpellRule"] as FieldSpellRule)) {
    errors.push({
      path: "fieldSpellRule",
      message: `fieldSpellRule must be "one-on-field" or "one-per-player", got ${describe(p["fieldSpellRule"])}`,
    });
  }
  int("handSizeLimit", p["handSizeLimit"], 0);
  int("monsterZones", p["monsterZones"], 1);
  int("spellTrapZones", p["spellTrapZones"], 1);
  if (!BATTLE_DESTRUCTION.includes(p["battleDestruction"] as BattleDestructionTiming)) {
    errors.push({
      path: "battleDestruction",
      message: `battleDestruction must be "after-damage-calculation" or "end-of-damage-step", got ${describe(p["battleDestruction"])}`,
    });
  }
  return errors;
}

/**
 * Defines a host's own profile: `overrides` merged onto `base` (default {@link CLASSIC}), then
 * checked as a whole. A custom profile is named `"custom"` unless `overrides.name` says otherwise.
 *
 * @example
 * ```ts
 * const casual = defineProfile({ name: "casual", startingLp: 4000, mainDeck: { max: 80 } });
 * if (!casual.ok) console.error(casual.errors.map((e) => e.message).join("\n"));
 * ```
 */
export function defineProfile(overrides: RuleProfileOverrides, base: RuleProfile = CLASSIC): ProfileResult {
  if (typeof overrides !== "object" || overrides === null || Array.isArray(overrides)) {
    return { ok: false, errors: [{ path: "", message: `a profile must be an object, got ${describe(overrides)}` }] };
  }
  const o = overrides as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base, name: "custom" };
  for (const [key, value] of Object.entries(o)) {
    if (value !== undefined) merged[key] = value;
  }
  const mainOverride = o["mainDeck"];
  if (typeof mainOverride === "object" && mainOverride !== null && !Array.isArray(mainOverride)) {
    const mainDeck: Record<string, unknown> = { ...base.mainDeck };
    for (const [key, value] of Object.entries(mainOverride)) {
      if (value !== undefined) mainDeck[key] = value;
    }
    merged["mainDeck"] = mainDeck;
  }
  const side = merged["sideDeckSizes"];
  if (Array.isArray(side) && side.every((n) => typeof n === "number")) {
    merged["sideDeckSizes"] = [...side].sort((a: number, b: number) => a - b);
  }

  const profile = merged as unknown as RuleProfile;
  const errors = validateProfile(profile);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    profile: Object.freeze({
      ...profile,
      mainDeck: Object.freeze({ ...profile.mainDeck }),
      sideDeckSizes: Object.freeze([...profile.sideDeckSizes]),
    }),
  };
}

/** The built-in profile of that name, or `undefined`. */
export function getProfile(name: string): RuleProfile | undefined {
  return Object.hasOwn(PROFILES, name) ? PROFILES[name as keyof typeof PROFILES] : undefined;
}

/** Writes a list of allowed sizes for people: `[0, 15]` → `"0 or 15"`, `[0..15]` → `"0–15"`. */
export function describeSizes(allowed: readonly number[]): string {
  const runs: string[] = [];
  let i = 0;
  while (i < allowed.length) {
    const start = allowed[i] as number;
    let end = start;
    while (i + 1 < allowed.length && allowed[i + 1] === end + 1) end = allowed[++i] as number;
    runs.push(end === start ? String(start) : end === start + 1 ? `${start}, ${end}` : `${start}–${end}`);
    i++;
  }
  if (runs.length <= 1) return runs[0] ?? "none";
  return `${runs.slice(0, -1).join(", ")} or ${runs[runs.length - 1] as string}`;
}
