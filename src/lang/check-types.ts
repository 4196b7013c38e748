/** What the checker produces: card facts joined with their script and everything it derives. */
import type {
  Action,
  CardScript,
  Effect,
  EffectKind,
  Event,
  QualifierWord,
  Reference,
  TargetClause,
  TargetPick,
  Zone,
} from "./ast.js";
import type { Span } from "./span.js";
import type { CardDatabase, CardFacts } from "./carddata.js";
import type { CardClass, QualifierCategory } from "./check-tables.js";
import type { Diagnostic } from "./diagnostic.js";

/** Spell speed (R-CHAIN-2): 1 never responds, 2 responds to 1 and 2, 3 only to 3. */
export type SpellSpeed = 1 | 2 | 3;

/**
 * What an effect does, derived from its actions (never its costs): what "negate a card that would
 * destroy" or "a card that special summons" look for.
 */
export type Category =
  | "destroy"
  | "negate activation"
  | "negate summon"
  | "negate effect"
  | "negate attack"
  | "negate effects"
  | "special summon"
  | "fusion summon"
  | "ritual summon"
  | "token"
  | "draw"
  | "search"
  | "to hand"
  | "to deck"
  | "damage"
  | "recover"
  | "lose LP"
  | "control"
  | "send to graveyard"
  | "banish"
  | "bounce"
  | "position"
  | "flip"
  | "counters"
  | "equip"
  | "discard"
  | "tribute"
  | "stat change"
  | "restriction"
  | "reveal"
  | "set"
  | "coin or dice"
  | "skip phase"
  | "shuffle"
  | "win"
  | "look"
  | "declare"
  | "permission"
  | "delayed";

/** What a name in a script stands for, once the checker has resolved it. */
export type Referent =
  | { kind: "this card" }
  /** `it`/`them` after a `target …;` clause: the targets chosen at activation. */
  | { kind: "targets"; clause: TargetClause }
  /** `it`/`them` after an action that chose cards on resolution. */
  | { kind: "choice"; action: Action }
  /** A name given with `as`: on a target pick or on an action. */
  | { kind: "binding"; name: string; definedBy: TargetPick | Action; span: Span }
  /** `that card`/`that monster`: the card of the triggering event(s). */
  | { kind: "event subject"; events: Event[] }
  | { kind: "equipped monster" }
  | { kind: "bound monster"; bind: Span }
  | { kind: "attacking monster" }
  | { kind: "attack target" }
  /** `the battled monster`: the other monster of this card's battle. */
  | { kind: "battled monster" };

/** One reference of an effect and what the binder resolved it to. */
export interface ResolvedReference {
  /** The reference as written (`it`, `that card`, a binding's name). */
  reference: Reference | { kind: "BindingPlace"; name: string; span: Span } | Action;
  to: Referent;
}

/** One qualifier word and what it means (a race, an attribute, a type…). */
export interface ResolvedQualifier {
  word: QualifierWord;
  category: QualifierCategory;
  /** The canonical spelling (`Warrior`, `DARK`, `face-up`). */
  value: string;
}

/** One effect of a checked card with what the checker derived about it. */
export interface CheckedEffect {
  /** 1-based, in script order, counting effects only (what `effect N` names). */
  index: number;
  effect: Effect;
  kind: EffectKind;
  /** Activated effects start or join a chain; the others (continuous, maintenance, procedure) never do. */
  activated: boolean;
  /** Spell speed; null for effects that never use the chain. */
  speed: SpellSpeed | null;
  /** Whether the effect targets (chooses cards at activation). */
  targets: boolean;
  categories: Category[];
  /** Where it is activated from (activated effects) or where it applies from (the others). */
  zones: Zone[];
  references: ResolvedReference[];
  qualifiers: ResolvedQualifier[];
}

/** A card whose script checked: its facts, its class for the rules, its script and effects. */
export interface CheckedCard {
  facts: CardFacts;
  cardClass: CardClass;
  script: CardScript;
  effects: CheckedEffect[];
  /** The qualifiers of conditions outside effects (a summon condition's `while`). */
  declarationQualifiers: ResolvedQualifier[];
}

/** What `checkScript`/`checkScripts` return. */
export interface CheckResult {
  /** Cards whose header named a card of the pack; unknown cards are reported and left out. */
  cards: CheckedCard[];
  diagnostics: Diagnostic[];
}

/** What every checker pass gets about the card it checks. */
export interface CardContext {
  db: CardDatabase;
  facts: CardFacts;
  cls: CardClass;
  script: CardScript;
  /** The card's effects in order; `effect N` is `effects[N-1]`. */
  effects: Effect[];
  report(d: Diagnostic): void;
}
