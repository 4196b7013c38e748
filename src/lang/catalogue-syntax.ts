import type { CatalogueEntry } from "./diagnostic.js";

/** Syntax diagnostics (YGO1xxx): what the parser reports. */
export const SYNTAX_CATALOGUE = {} satisfies Record<string, CatalogueEntry>;
