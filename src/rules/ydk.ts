/**
 * The community `.ydk` deck format: a `#main` section, a `#extra` section and a `!side` section,
 * one passcode per line; other lines starting with `#` (such as `#created by …`) are comments.
 * @module
 */
import { parsePasscode, splitLines, type Deck, type DeckSection, type ParseResult, type SourceError } from "./deck.js";

const SECTION_HEADERS: Readonly<Record<string, DeckSection>> = { "#main": "main", "#extra": "extra", "!side": "side" };

/**
 * Parses a `.ydk` deck. Blank lines and `#` comments are skipped; every other line must be a
 * section header or a passcode. All errors of the file are reported, each with its line.
 *
 * @param text - the file's contents.
 * @param file - the name used in errors.
 */
export function parseYdk(text: string, file = "<input>"): ParseResult<Deck> {
  const deck: Record<DeckSection, number[]> = { main: [], extra: [], side: [] };
  const errors: SourceError[] = [];
  const seen = new Map<DeckSection, number>();
  /** The current section; `null` after an unknown header, whose cards are skipped (already reported). */
  let section: DeckSection | null | undefined;
  const fail = (line: number, message: string): void => {
    errors.push({ file, line, message });
  };

  splitLines(text).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === "") return;
    const header = SECTION_HEADERS[content.toLowerCase()];
    if (header !== undefined) {
      const first = seen.get(header);
      if (first !== undefined) fail(line, `section '${content}' appears twice (first on line ${first})`);
      else seen.set(header, line);
      section = header;
      return;
    }
    if (content.startsWith("#")) {
      if (/^#\s*side\s*$/i.test(content)) {
        fail(line, "'#side' is not a section header: the side deck section is written '!side'");
      }
      return;
    }
    if (content.startsWith("!")) {
      fail(line, `unknown section '${content}' (expected #main, #extra or !side)`);
      section = null;
      return;
    }
    const id = parsePasscode(content);
    if (id === undefined) {
      fail(line, /^\d+$/.test(content) ? `'${content}' is not a card passcode` : `'${content}' is not a number`);
      return;
    }
    if (section === undefined) {
      fail(line, `passcode ${content} comes before any section header (#main, #extra or !side)`);
      return;
    }
    if (section === null) return;
    deck[section].push(id);
  });

  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: deck };
}

/** Options of {@link writeYdk}. */
export interface WriteYdkOptions {
  /** The `#created by …` line's author; the line is left out when absent. */
  readonly createdBy?: string;
}

/** Writes a deck in `.ydk` form; {@link parseYdk} reads it back to an equal deck. */
export function writeYdk(deck: Deck, options: WriteYdkOptions = {}): string {
  const lines: string[] = [];
  if (options.createdBy !== undefined) lines.push(`#created by ${options.createdBy.replace(/[\r\n]+/g, " ")}`);
  lines.push("#main", ...deck.main.map(String));
  lines.push("#extra", ...deck.extra.map(String));
  lines.push("!side", ...deck.side.map(String));
  return lines.join("\n") + "\n";
}
