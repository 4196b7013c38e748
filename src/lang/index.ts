/**
 * The lang layer's public surface: text -> AST -> checked cards, diagnostics and their rendering.
 * Other layers import from here, not from the individual modules.
 */
export type * from "./ast.js";
export { NO_SPAN, type Position, type Span } from "./span.js";
export { formatTemplate, type CatalogueEntry, type Diagnostic, type Severity } from "./diagnostic.js";
export { CATALOGUE, diagnose, type DiagnosticCode, type DiagnosticExtras } from "./catalogue.js";
export {
  ATTRIBUTES,
  MONSTER_SUBTYPES,
  RACES,
  SPELL_TRAP_SUBTYPES,
  describeKind,
  indexCards,
  parseCardData,
  type Attribute,
  type CardDataResult,
  type CardDatabase,
  type CardFacts,
  type CardKind,
  type MonsterSubtype,
  type Race,
  type SpellTrapSubtype,
  type StatValue,
  type Subtype,
} from "./carddata.js";
export { checkScript, checkScripts, sortDiagnostics } from "./check.js";
export type {
  Category,
  CheckResult,
  CheckedCard,
  CheckedEffect,
  Referent,
  ResolvedQualifier,
  ResolvedReference,
  SpellSpeed,
} from "./check-types.js";
export { cardClass, type CardClass, type QualifierCategory } from "./check-tables.js";
export { selfLandings, type LandingZone } from "./check-derive.js";
export { renderCodeFrame, sourceLines, summaryLine, type CodeFrameOptions } from "./codeframe.js";
export { parseScript, type ParseResult, type ScriptComment } from "./parse.js";
export { printScript, action as printAction, type PrintComment } from "./print.js";
export { explainCard, explainCards, effectSentences } from "./explain.js";
export { closestMatch, editDistance } from "./spelling.js";
export { someNode, stripSpans, type AnyNode } from "./ast-util.js";
export {
  VERBS,
  ACTION_PLACES,
  unsupportedAt,
  variantOf,
  type ActionKind,
  type ActionOf,
  type ActionPlace,
  type VerbRecord,
} from "./verbs.js";
export { PERMISSIONS, RESTRICTIONS, subjectOf, type Subject } from "./restrictions.js";
export { CONDITIONS, EVENTS, type ConstructDoc } from "./events.js";
export { constructReference, REFERENCE_BEGIN, REFERENCE_END } from "./reference.js";
