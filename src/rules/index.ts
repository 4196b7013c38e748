/**
 * The rules layer: Yu-Gi-Oh! on the kernel (RULES.md) — rule profiles, deck files, banlists and deck
 * validation, duel set-up, turn structure, summons, battle, spells and traps, chains, triggers and
 * winning, and the card-behaviour interface the interpreter compiles scripts into.
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
export { cardDatabase, hasSubtype, isExtraDeckCard, needsProperSummon, spellTrapType, type CardDatabase, type CardInfo, type CardKind } from "./cards.js";
export {
  isActivated,
  speedOf,
  type BattleInfo,
  type BehaviourTable,
  type CardBehaviour,
  type CostDef,
  type Duration,
  type EffectActions,
  type EffectCategory,
  type EffectDef,
  type EffectKind,
  type EffectQuery,
  type EffectRange,
  type EffectTiming,
  type HistoryEntry,
  type HistoryKind,
  type PositionRule,
  type SubstituteDef,
  type MaterialSpec,
  type RestrictionDef,
  type AttackCostDef,
  type RestrictionKind,
  type StatModifier,
  type StatName,
  type SummonPosition,
  type TargetDef,
  type UsageLimit,
} from "./behaviour.js";
export { Flag, Phase, PHASE_NAMES, Pos, SUMMONED_FLAGS, Zone, ZONES, onField, type ZoneId } from "./zones.js";
export { battleOutcome, tributesNeeded, DAMAGE_STEP_RULE, SPEED_TABLE, TRIBUTE_TABLE, type BattleOutcome, type Defender } from "./tables.js";
export { SummonHow, type SummonKindName } from "./actions.js";
export { explain, type Intent } from "./options.js";
export { RulesContext } from "./rules-context.js";
export { createRuleset, type RulesetOptions } from "./ruleset.js";
export { callTime } from "./win.js";
export { placeBoardAt, type BoardStart } from "./board.js";
export {
  createRulesDuel,
  createRulesKernel,
  duelSetup,
  RulesDuel,
  type ActResult,
  type DuelDeck,
  type RulesDuelOptions,
  type RulesKernel,
} from "./duel.js";
