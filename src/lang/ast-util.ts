/** Helpers over AST nodes that do not depend on the node kinds. */

/**
 * A deep copy of a node without any `span` property: two ASTs that differ only in where their
 * nodes were written compare equal (`parse(print(ast))` against `ast`).
 */
export function stripSpans<N>(node: N): N {
  return strip(node) as N;
}

/** A node of the AST seen without its kind's type: what {@link someNode} hands its test. */
export interface AnyNode {
  kind?: unknown;
  ref?: { kind?: unknown; name?: unknown };
  name?: unknown;
}

/** Whether `test` holds for `node` or any node below it (spans are not visited). */
export function someNode(node: unknown, test: (n: AnyNode) => boolean): boolean {
  if (node === null || typeof node !== "object") return false;
  if (test(node as AnyNode)) return true;
  return Object.entries(node).some(([k, v]) => k !== "span" && someNode(v, test));
}

function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === "span" || x === undefined) continue;
    out[k] = strip(x);
  }
  return out;
}
