/**
 * Renders a diagnostic the way compilers do: a headline, the place, the source lines with the
 * span underlined, then what was expected, how to fix it and a "did you mean". Pure and
 * deterministic; colour is the caller's decision (a TTY without NO_COLOR).
 */
import type { Diagnostic } from "./diagnostic.js";

export interface CodeFrameOptions {
  /** ANSI colours; off by default so output is byte-identical for golden files. */
  color?: boolean;
  /** Spans over more lines than this show their first and last lines only. */
  maxLines?: number;
}

const ANSI = { red: "\x1b[31m", yellow: "\x1b[33m", blue: "\x1b[34m", bold: "\x1b[1m", reset: "\x1b[0m" };

/** Splits source text into lines once, so many diagnostics on one file do not split it again. */
export function sourceLines(text: string): string[] {
  return text.split(/\r?\n/);
}

/**
 * One diagnostic as a code frame. `source` is the file's text (or its lines from `sourceLines`);
 * without it only the headline, the place and the notes are shown.
 */
export function renderCodeFrame(d: Diagnostic, source: string | readonly string[] | undefined, options: CodeFrameOptions = {}): string {
  const color = options.color === true;
  const paint = (codes: string, s: string): string => (color ? `${codes}${s}${ANSI.reset}` : s);
  const accent = d.severity === "error" ? ANSI.red : ANSI.yellow;
  const { start, end } = d.span;
  const lines = source === undefined ? undefined : typeof source === "string" ? sourceLines(source) : source;

  const gutterWidth = String(end.line).length;
  const pad = " ".repeat(gutterWidth);
  const bar = paint(ANSI.blue, "|");
  const out: string[] = [];
  out.push(`${paint(ANSI.bold + accent, `${d.severity} ${d.code}`)}${paint(ANSI.bold, `: ${d.message}`)}`);
  out.push(`${pad}${paint(ANSI.blue, "-->")} ${d.span.file}:${start.line}:${start.column}`);

  if (lines !== undefined && start.line >= 1 && start.line <= lines.length) {
    out.push(`${pad} ${bar}`);
    const last = Math.min(end.line, lines.length);
    const max = options.maxLines ?? 4;
    const shown: (number | "...")[] = [];
    for (let n = start.line; n <= last; n++) shown.push(n);
    const visible = shown.length > max ? [...shown.slice(0, max - 1), "..." as const, last] : shown;
    for (const n of visible) {
      if (n === "...") {
        out.push(`${paint(ANSI.blue, "...")}`);
        continue;
      }
      const text = lines[n - 1] ?? "";
      out.push(`${paint(ANSI.blue, String(n).padStart(gutterWidth))} ${bar}${text === "" ? "" : " " + text}`);
      const from = n === start.line ? start.column - 1 : firstNonBlank(text);
      const to = n === end.line ? end.column - 1 : text.length;
      const width = Math.max(1, to - from);
      // Copy tabs from the source so the carets line up however the terminal expands them.
      const lead = text.slice(0, from).replace(/[^\t]/g, " ");
      out.push(`${pad} ${bar} ${lead}${paint(ANSI.bold + accent, "^".repeat(width))}`);
    }
  }
  const note = (label: string, text: string): void => {
    out.push(`${pad} ${paint(ANSI.blue, "=")} ${paint(ANSI.bold, label)}${text}`);
  };
  if (d.expected !== undefined) note("expected: ", d.expected);
  if (d.hint !== undefined && d.hint !== "") note("hint: ", d.hint);
  if (d.suggestion !== undefined) note("did you mean ", `"${d.suggestion}"?`);
  return out.join("\n");
}

function firstNonBlank(text: string): number {
  const m = /\S/.exec(text);
  return m === null ? 0 : m.index;
}

/** `36 cards checked, 0 errors, 2 warnings` */
export function summaryLine(cards: number, diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, w: string): string => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${plural(cards, "card")} checked, ${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}
