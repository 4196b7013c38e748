/**
 * Banlists in the community `lflist.conf` format (R-DECK-3): `#` comment lines, `!name` starting a
 * list, then `id count` lines (0 forbidden, 1 limited, 2 semi-limited, 3 unlimited), where anything
 * after the count is a comment. One file may hold several lists.
 * @module
 */
import { parsePasscode, splitLines, type ParseResult, type SourceError } from "./deck.js";

/** Copies of a card a banlist allows: 0 forbidden, 1 limited, 2 semi-limited, 3 unlimited. */
export type CopyLimit = 0 | 1 | 2 | 3;

/** One named forbidden/limited list. */
export interface Banlist {
  /** The name after `!`, e.g. `"2005.4.1"`. */
  readonly name: string;
  /** Passcode → copies allowed, as listed (alternate artworks are resolved at validation). */
  readonly limits: ReadonlyMap<number, CopyLimit>;
}

/** What a limit is called: `forbidden`, `limited`, `semi-limited` or `unlimited`. */
export function limitName(limit: CopyLimit): string {
  return (["forbidden", "limited", "semi-limited", "unlimited"] as const)[limit];
}

/**
 * Parses an `lflist.conf` file into its lists, in file order. Every error is reported with its
 * line: an entry before any `!name`, a passcode or count that is not a number, a count above 3, a
 * card listed twice in one list, an empty or repeated list name, an unknown directive.
 *
 * @param text - the file's contents.
 * @param file - the name used in errors.
 */
export function parseLflist(text: string, file = "<input>"): ParseResult<Banlist[]> {
  const lists: { name: string; line: number; limits: Map<number, CopyLimit>; lines: Map<number, number> }[] = [];
  const errors: SourceError[] = [];
  const fail = (line: number, message: string): void => {
    errors.push({ file, line, message });
  };

  splitLines(text).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === "" || content.startsWith("#")) return;
    if (content.startsWith("!")) {
      const name = content.slice(1).trim();
      if (name === "") {
        fail(line, "a list header needs a name after '!'");
        return;
      }
      const twin = lists.find((l) => l.name === name);
      if (twin !== undefined) fail(line, `list '${name}' is defined twice (first on line ${twin.line})`);
      lists.push({ name, line, limits: new Map(), lines: new Map() });
      return;
    }
    if (content.startsWith("$")) {
      fail(line, `unsupported directive '${content.split(/\s+/)[0] ?? content}'`);
      return;
    }
    const [idToken = "", countToken] = content.split(/\s+/);
    const id = parsePasscode(idToken);
    if (id === undefined) {
      fail(line, `'${idToken}' is not a card passcode (expected 'passcode count')`);
      return;
    }
    if (countToken === undefined) {
      fail(line, `passcode ${idToken} has no count (expected 0, 1, 2 or 3)`);
      return;
    }
    // A comment may follow the count directly ("1--Card Name"), so only the leading digits count.
    const countDigits = /^\d+/.exec(countToken)?.[0];
    if (countDigits === undefined || !/^[0-3]$/.test(countDigits)) {
      fail(line, `count '${countDigits ?? countToken}' of passcode ${idToken} is not 0, 1, 2 or 3`);
      return;
    }
    const list = lists[lists.length - 1];
    if (list === undefined) {
      fail(line, `passcode ${idToken} comes before any list header ('!name')`);
      return;
    }
    const earlier = list.lines.get(id);
    if (earlier !== undefined) {
      fail(line, `passcode ${idToken} is listed twice in '${list.name}' (first on line ${earlier})`);
      return;
    }
    list.limits.set(id, Number(countDigits) as CopyLimit);
    list.lines.set(id, line);
  });

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: lists.map(({ name, limits }) => ({ name, limits })) };
}

/** Writes banlists in `lflist.conf` form (passcodes padded to 8 digits, grouped by limit). */
export function writeLflist(lists: readonly Banlist[]): string {
  const out: string[] = [];
  for (const list of lists) {
    out.push(`!${list.name}`);
    for (const limit of [0, 1, 2, 3] as const) {
      const ids = [...list.limits].filter(([, l]) => l === limit).map(([id]) => id);
      if (ids.length === 0) continue;
      out.push(`#${limitName(limit)}`);
      for (const id of ids) out.push(`${String(id).padStart(8, "0")} ${limit}`);
    }
  }
  return out.join("\n") + "\n";
}
