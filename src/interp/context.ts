/**
 * What every compile step of one card knows: the checked card, the effect being compiled (its
 * resolved references and qualifiers), the pack (card facts, the compiled behaviours for lookups at
 * run time) and where to report what it cannot compile.
 * @module
 */
import type { CardDatabase, CheckedCard, CheckedEffect, Diagnostic, Referent, ResolvedQualifier, Span } from "../lang/index.js";
import type { CardBehaviour, EffectDef } from "../rules/index.js";
import { interpDiagnostic } from "./catalogue.js";
import type { CardList } from "./compile-selector.js";

/** The pack being compiled. */
export interface PackEnv {
  readonly db: CardDatabase;
  /** Compiled behaviours by passcode (filled while the pack compiles; read by closures at run time). */
  readonly table: Map<number, CardBehaviour>;
  report(d: Diagnostic): void;
}

/** Compile-time context of one card (and the effect being compiled). */
export class CardContext {
  /** The effect being compiled, or null for card-level declarations. */
  effect: CheckedEffect | null = null;
  private refs = new Map<object, Referent>();
  private quals = new Map<object, ResolvedQualifier>();
  /**
   * The cards of the triggering event (`that card`) for the effect being compiled; set from its
   * timing before its body compiles, captured by the closures that need it.
   */
  subjects: CardList = () => [];
  /** Number of constructs reported as not compiled for this card. */
  unsupportedCount = 0;
  /** Delayed effects of the card (`also during the end phase, …`), appended after its other effects. */
  readonly delayed: EffectDef[] = [];
  /** Index of the first delayed effect in the compiled behaviour (set once every effect is compiled). */
  delayedBase = 0;
  /**
   * While a delayed action is compiled: the targets and choices it names (`it`, a target's binding),
   * each under the bind key it is kept in when the action is set up, since it happens in a resolution
   * of its own where the original ones are gone.
   */
  delayRefs: Map<object, string> | undefined = undefined;
  /** Bind keys handed out to {@link delayRefs} so far (the maps of one effect never share a key). */
  delayKeys = 0;

  constructor(
    readonly env: PackEnv,
    readonly card: CheckedCard,
  ) {}

  /** Starts compiling an effect: its references and qualifiers become available. */
  enter(effect: CheckedEffect): void {
    this.effect = effect;
    this.refs = new Map(effect.references.map((r) => [r.reference, r.to]));
    this.quals = new Map(effect.qualifiers.map((q) => [q.word, q]));
  }

  /** Starts compiling a declaration outside effects (a summon condition): only its qualifiers are known. */
  enterDeclarations(): void {
    this.refs = new Map();
    this.quals = new Map(this.card.declarationQualifiers.map((q) => [q.word, q]));
  }

  /** What the binder resolved a reference (or binding place) to. */
  referent(node: object): Referent | undefined {
    return this.refs.get(node);
  }

  /** What the checker resolved a qualifier word to. */
  qualifier(word: object): ResolvedQualifier | undefined {
    return this.quals.get(word);
  }

  /** Reports a construct the compiler cannot compile (YGO4001); never throws. */
  unsupported(span: Span, what: string): void {
    this.unsupportedCount++;
    this.env.report(interpDiagnostic("YGO4001", span, [this.card.facts.name, what]));
  }

  get name(): string {
    return this.card.facts.name;
  }
}
