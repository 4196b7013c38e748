import type { CatalogueEntry } from "./diagnostic.js";

/** Checker (YGO2xxx) and pack (YGO3xxx) diagnostics. */
export const CHECK_CATALOGUE = {} satisfies Record<string, CatalogueEntry>;
