import { CHECK_CATALOGUE } from "./catalogue-check.js";
import { SYNTAX_CATALOGUE } from "./catalogue-syntax.js";
import { formatTemplate, type CatalogueEntry, type Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";

/** Every diagnostic the language toolchain can report, by code. One table, like a compiler's. */
export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = { ...SYNTAX_CATALOGUE, ...CHECK_CATALOGUE };

/** The codes that exist; a diagnostic with any other code is a bug in the toolchain. */
export type DiagnosticCode = keyof typeof SYNTAX_CATALOGUE | keyof typeof CHECK_CATALOGUE;

/** Extra parts of a diagnostic that depend on the place it was found. */
export interface DiagnosticExtras {
  expected?: string;
  suggestion?: string;
  /** Overrides the catalogue hint when the place allows a more precise one. */
  hint?: string;
}

/** Builds a diagnostic from its catalogue entry, filling `{0}`, `{1}` … in message and hint. */
export function diagnose(
  code: DiagnosticCode,
  span: Span,
  args: readonly (string | number)[] = [],
  extras: DiagnosticExtras = {},
): Diagnostic {
  const entry = CATALOGUE[code];
  if (entry === undefined) throw new Error(`unknown diagnostic code ${code}`);
  const d: Diagnostic = {
    code,
    severity: entry.severity,
    message: formatTemplate(entry.message, args),
    span,
    hint: extras.hint ?? formatTemplate(entry.hint, args),
  };
  if (extras.expected !== undefined) d.expected = extras.expected;
  if (extras.suggestion !== undefined) d.suggestion = extras.suggestion;
  return d;
}
