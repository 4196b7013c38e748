/**
 * The rules layer: Yu-Gi-Oh! specifics on the kernel — rule profiles, deck files, banlists and deck
 * validation so far (RULES.md).
 * @module
 */
export {
  CLASSIC,
  DEFAULT_PROFILE,
  MODERN,
  PROFILES,
  defineProfile,
  describeSizes,
  getProfile,
  validateProfile,
  type CountRange,
  type FieldSpellRule,
  type ProfileError,
  type ProfileResult,
  type RuleProfile,
  type RuleProfileOverrides,
} from "./profiles.js";
export { DECK_SECTIONS, formatSourceError, type Deck, type DeckSection, type ParseResult, type SourceError } from "./deck.js";
export { parseYdk, writeYdk, type WriteYdkOptions } from "./ydk.js";
export { limitName, parseLflist, writeLflist, type Banlist, type CopyLimit } from "./banlist.js";
export {
  validateDeck,
  validateSideSwap,
  type CardFacts,
  type CardLookup,
  type CardRef,
  type DeckRuleId,
  type DeckViolation,
  type DeckViolationKind,
  type ValidateDeckOptions,
} from "./deck-validation.js";
