/**
 * The interpreter: checked card scripts compile, once at pack load, into the rules layer's card
 * behaviours — closures over the AST, selectors as fast filters, verbs as rules actions — with a
 * counted native escape hatch and YGO4xxx diagnostics for what cannot be compiled yet.
 * @module
 */
export { compilePack, type CompiledPack, type CompilePackOptions, type PackStats } from "./compile-pack.js";
export { compileCard } from "./compile-card.js";
export type { PackEnv } from "./context.js";
export { CLASSIC_NATIVE, applyNative, type NativeEntry, type NativeRegistry } from "./native.js";
export { INTERP_CATALOGUE, interpDiagnostic, type InterpCode } from "./catalogue.js";
export { traceInto } from "./trace.js";
