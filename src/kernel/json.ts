/**
 * Plain-data helpers. The state must survive `JSON.stringify` unchanged, so everything in it is
 * built from the {@link Json} shapes below.
 * @module
 */

/** A JSON value: what may live inside a duel state, a frame, a binding or an operation's arguments. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Deep copy of a JSON value. Hand-written because it is several times faster than
 * `structuredClone` on the small objects frames and bindings are made of.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = cloneJson(v);
  }
  return out as T;
}
