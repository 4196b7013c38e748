/**
 * The interpreter's diagnostics (YGO4xxx): what the compiler could not turn into card behaviour.
 * A construct it cannot compile yet is reported at pack load, naming the card, the construct and
 * where it is written — never thrown, never skipped in silence.
 * @module
 */
import { formatTemplate, type CatalogueEntry, type Diagnostic, type Span } from "../lang/index.js";

/** Every interpreter diagnostic, by code. */
export const INTERP_CATALOGUE = {
  YGO4001: {
    severity: "error",
    title: "construct not compiled",
    message: "{0}: the interpreter cannot compile {1} yet",
    hint: "The card would not do this part of its text: write it with what the interpreter runs (grammar/README.md, \"What runs where\").",
  },
  YGO4002: {
    severity: "warning",
    title: "native behaviour used",
    message: "{0}: uses a native (hand-written) behaviour instead of its script",
    hint: "The language should say this card; the goal is no native behaviour in the pack.",
  },
  YGO4003: {
    severity: "error",
    title: "compiler failure",
    message: "{0}: the interpreter failed on {1}: {2}",
    hint: "This is a bug in the interpreter; the card was left without behaviour.",
  },
} as const satisfies Record<string, CatalogueEntry>;

/** An interpreter diagnostic code. */
export type InterpCode = keyof typeof INTERP_CATALOGUE;

/** Builds an interpreter diagnostic from its catalogue entry. */
export function interpDiagnostic(code: InterpCode, span: Span, args: readonly (string | number)[]): Diagnostic {
  const entry: CatalogueEntry = INTERP_CATALOGUE[code];
  return { code, severity: entry.severity, message: formatTemplate(entry.message, args), span, hint: formatTemplate(entry.hint, args) };
}
