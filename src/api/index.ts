/** The embedding surface: what a host (server, bot, deck tester, UI) imports from the package root. */
export const ENGINE_VERSION = "0.1.0";
export * from "../kernel/index.js";
export * from "./language.js";
export {
  Duel,
  DuelPack,
  DuelSetupError,
  bundledPack,
  createDuel,
  setupProblems,
  openPack,
  replayDuel,
  restoreDuel,
  type CreateDuelOptions,
  type DuelRecord,
  type Intent,
  type PackCard,
  type ReplayOptions,
} from "./duel.js";
export {
  BUNDLED_DECKS,
  FORMAT_DECKS,
  DeckFileError,
  bundledBanlist,
  bundledDeck,
  bundledDecksDir,
  checkDeck,
  loadBanlist,
  loadDeck,
  parseBanlist,
  parseDeck,
  unscriptedCards,
  type CheckDeckOptions,
  type NamedDeck,
} from "./decks.js";
export { DuelLog, duelLog, type DuelLogOptions } from "./log.js";
export { MatchError, runMatch, type MatchDuel, type MatchEntrant, type MatchOptions, type MatchResult, type SideContext } from "./match.js";
export * from "./ai/index.js";
export {
  CLASSIC,
  MODERN,
  PROFILES,
  DEFAULT_PROFILE,
  defineProfile,
  getProfile,
  type ActResult,
  type Banlist,
  type CardRef,
  type CopyLimit,
  type CountRange,
  type Deck,
  type DeckRuleId,
  type DeckSection,
  type DeckViolation,
  type DeckViolationKind,
  type DuelDeck,
  type FieldSpellRule,
  type ProfileError,
  type ProfileResult,
  type RuleProfile,
  type RuleProfileOverrides,
  type SourceError,
  type StatName,
} from "../rules/index.js";
