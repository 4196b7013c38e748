/**
 * ygo-engine: a Yu-Gi-Oh! OCG rules engine whose cards are scripts in a small declarative language.
 * @packageDocumentation
 */
export * from "./api/index.js";
