/**
 * The native escape hatch: hand-written behaviour for what the language cannot say yet, registered
 * by card id, typed, and counted (`ygo check --stats` lists the cards that use it). An entry either
 * replaces the card's whole behaviour or overrides some of its compiled effects by index. The goal
 * for the classic pack is an empty registry.
 * @module
 */
import type { CardBehaviour, EffectDef } from "../rules/index.js";

/** A native behaviour for one card. */
export type NativeEntry =
  /** The whole behaviour, written by hand (the script, if any, is not compiled). */
  | { readonly kind: "replace"; readonly behaviour: CardBehaviour; readonly why: string }
  /** Compiled behaviour with some effects (by 0-based index in script order) replaced or added. */
  | { readonly kind: "effects"; readonly effects: Readonly<Record<number, EffectDef>>; readonly why: string };

/** Native behaviours by passcode. */
export type NativeRegistry = ReadonlyMap<number, NativeEntry>;

/** The classic pack's native behaviours: none — every acceptance card compiles from its script. */
export const CLASSIC_NATIVE: NativeRegistry = new Map<number, NativeEntry>();

/** Applies a native entry to a compiled behaviour (or to none, for a card without a script). */
export function applyNative(entry: NativeEntry, compiled: CardBehaviour | undefined): CardBehaviour {
  if (entry.kind === "replace") return entry.behaviour;
  const effects = [...(compiled?.effects ?? [])];
  for (const [i, def] of Object.entries(entry.effects)) effects[Number(i)] = def;
  return { ...(compiled ?? {}), effects };
}
