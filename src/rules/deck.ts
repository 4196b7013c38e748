/**
 * The shapes shared by the deck files, banlists and deck validation: a deck as three lists of
 * passcodes, and the errors a file parser reports.
 * @module
 */

/** The three parts of a registered deck (R-DECK-1). */
export type DeckSection = "main" | "extra" | "side";

/** The sections in the order they are listed and written. */
export const DECK_SECTIONS: readonly DeckSection[] = ["main", "extra", "side"];

/** A deck as three lists of card passcodes; order is kept, one entry per copy. */
export interface Deck {
  /** Main deck passcodes. */
  readonly main: readonly number[];
  /** Extra (fusion) deck passcodes. */
  readonly extra: readonly number[];
  /** Side deck passcodes. */
  readonly side: readonly number[];
}

/** A problem found in a text file: which file, which line (1-based) and what is wrong. */
export interface SourceError {
  /** The file name as given to the parser (`"<input>"` when none was given). */
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** What is wrong on that line. */
  readonly message: string;
}

/** A parser's outcome: the value, or every error found in the file (never only the first). */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly SourceError[] };

/** `file:line: message`, the way compilers print a problem. */
export function formatSourceError(error: SourceError): string {
  return `${error.file}:${error.line}: ${error.message}`;
}

/** Splits a text into lines, dropping a leading byte-order mark and `\r` line ends. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r?\n/);
}

/** A passcode: decimal digits (leading zeros allowed), a whole number above 0. */
export function parsePasscode(token: string): number | undefined {
  if (!/^\d{1,15}$/.test(token)) return undefined;
  const n = Number(token);
  return n > 0 ? n : undefined;
}
