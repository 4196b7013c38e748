/**
 * Which constructs ran: the soundness test compiles the pack with a sink, runs every scenario,
 * and checks that each construct the checker accepts was carried out by at least one. Without a
 * sink (every other use), compiled closures are returned as they are: tracing costs nothing.
 * @module
 */

let sink: Set<string> | null = null;

/** Records into `into` the constructs run by closures compiled from now on (`null` stops it). */
export function traceInto(into: Set<string> | null): void {
  sink = into;
}

/** `fn`, noting `key` each time it runs while a sink was set when it was compiled. */
export function trace<F extends (...args: never[]) => unknown>(key: string, fn: F): F {
  const s = sink;
  if (s === null) return fn;
  return ((...args: never[]) => {
    s.add(key);
    return fn(...args);
  }) as F;
}

/** `pred`, noting `key` each time it holds (a statement has happened when it applied to something). */
export function traceTrue<A extends unknown[]>(key: string, pred: (...args: A) => boolean): (...args: A) => boolean {
  const s = sink;
  if (s === null) return pred;
  return (...args: A) => {
    const r = pred(...args);
    if (r) s.add(key);
    return r;
  };
}
