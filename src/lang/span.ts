/** A position in a script: 0-based offset, 1-based line and column. */
export interface Position {
  offset: number;
  line: number;
  column: number;
}

/** The source range a node or diagnostic covers; `end` is exclusive. */
export interface Span {
  file: string;
  start: Position;
  end: Position;
}

/** A span for nodes made by code rather than parsed (generated ASTs, tests). */
export const NO_SPAN: Span = Object.freeze({
  file: "<generated>",
  start: Object.freeze({ offset: 0, line: 1, column: 1 }),
  end: Object.freeze({ offset: 0, line: 1, column: 1 }),
}) as Span;
