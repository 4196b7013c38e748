/**
 * A pack compiles once, at load: every checked card into its behaviour, native entries applied,
 * alternate artworks sharing their card's behaviour, with counts for `ygo check --stats`.
 * @module
 */
import type { CardDatabase, CheckedCard, Diagnostic } from "../lang/index.js";
import type { CardBehaviour } from "../rules/index.js";
import { interpDiagnostic } from "./catalogue.js";
import { compileCard } from "./compile-card.js";
import type { PackEnv } from "./context.js";
import { CLASSIC_NATIVE, applyNative, type NativeRegistry } from "./native.js";

/** How much of a pack compiled. */
export interface PackStats {
  /** Cards in the pack's card data. */
  readonly cardsInPack: number;
  /** Cards with a script. */
  readonly cardsScripted: number;
  /** Effects compiled (script effects, plus the activations added to lasting spells/traps). */
  readonly effectsCompiled: number;
  /** Cards using the native escape hatch, by name. */
  readonly native: readonly string[];
  /** Constructs reported as not compiled (YGO4001). */
  readonly unsupported: number;
}

/** A compiled pack: behaviours by passcode, what could not be compiled, and the counts. */
export interface CompiledPack {
  readonly behaviours: ReadonlyMap<number, CardBehaviour>;
  readonly diagnostics: readonly Diagnostic[];
  readonly stats: PackStats;
}

/** Options of {@link compilePack}. */
export interface CompilePackOptions {
  /** Native behaviours (default: the classic pack's, which is empty). */
  readonly native?: NativeRegistry;
}

/** Compiles checked cards into behaviours. Never throws: problems come back as diagnostics. */
export function compilePack(cards: readonly CheckedCard[], db: CardDatabase, opts: CompilePackOptions = {}): CompiledPack {
  const table = new Map<number, CardBehaviour>();
  const diagnostics: Diagnostic[] = [];
  const env: PackEnv = { db, table, report: (d) => void diagnostics.push(d) };
  const native = opts.native ?? CLASSIC_NATIVE;
  const nativeNames: string[] = [];
  let effects = 0;
  for (const card of cards) {
    const entry = native.get(card.facts.id);
    let b: CardBehaviour | undefined;
    if (entry?.kind !== "replace") {
      try {
        b = compileCard(card, env);
      } catch (err) {
        diagnostics.push(interpDiagnostic("YGO4003", card.script.span, [card.facts.name, "the card", err instanceof Error ? err.message : String(err)]));
        continue;
      }
    }
    if (entry !== undefined) {
      b = applyNative(entry, b);
      nativeNames.push(card.facts.name);
      diagnostics.push(interpDiagnostic("YGO4002", card.script.span, [card.facts.name]));
    }
    if (b === undefined) continue;
    effects += b.effects.length;
    table.set(card.facts.id, b);
  }
  // Native entries for cards without a script.
  for (const [id, entry] of native) {
    if (table.has(id)) continue;
    const facts = db.byId(id);
    if (facts === undefined) continue;
    const b = applyNative(entry, undefined);
    table.set(id, b);
    effects += b.effects.length;
    nativeNames.push(facts.name);
  }
  // Alternate artworks are the same card (R-DECK-3): they share the behaviour.
  for (const c of db.cards) {
    if (c.alias === 0 || table.has(c.id)) continue;
    const b = table.get(c.alias);
    if (b !== undefined) table.set(c.id, b);
  }
  const unsupported = diagnostics.filter((d) => d.code === "YGO4001").length;
  return {
    behaviours: table,
    diagnostics,
    stats: { cardsInPack: db.cards.length, cardsScripted: cards.length, effectsCompiled: effects, native: nativeNames, unsupported },
  };
}
