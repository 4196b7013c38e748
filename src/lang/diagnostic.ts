import type { Span } from "./span.js";

/** How bad a diagnostic is: errors make `ygo check` fail, warnings do not. */
export type Severity = "error" | "warning";

/**
 * One finding about a script. Every diagnostic names where (span), what is wrong (message),
 * what would be right (expected) and how to fix it (hint); unknown names carry a suggestion.
 */
export interface Diagnostic {
  /** Stable catalogue code, e.g. `YGO1003`: syntax codes are 1xxx, checker codes 2xxx, pack codes 3xxx. */
  code: string;
  severity: Severity;
  message: string;
  span: Span;
  /** What the author could write at this place instead. */
  expected?: string;
  /** A sentence telling the author how to fix it. */
  hint?: string;
  /** "Did you mean" replacement for an unknown name. */
  suggestion?: string;
}

/** A catalogue entry: the message template (`{0}`, `{1}` … are filled from arguments) and its hint. */
export interface CatalogueEntry {
  severity: Severity;
  /** Short name of the mistake, for documentation and golden files. */
  title: string;
  message: string;
  hint: string;
}

/** Fills `{0}`, `{1}` … in a template. */
export function formatTemplate(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => {
    const v = args[Number(i)];
    return v === undefined ? m : String(v);
  });
}
