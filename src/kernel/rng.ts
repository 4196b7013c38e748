/**
 * Seeded randomness. sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of
 * state in four 32-bit words, fast in JavaScript's int32 arithmetic, and it passes PractRand.
 * Its state is part of the duel state, so a fork or a restored state draws the same numbers.
 * @module
 */

/** The generator's state: four unsigned 32-bit words, mutated in place by every draw. */
export type RngState = number[];

/** Hashes a string seed to 32 bits (FNV-1a), so that seeds may be words as well as numbers. */
function hashSeed(seed: number | string): number {
  if (typeof seed === "number") return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Creates a generator state from a seed; equal seeds give equal sequences. */
export function seedRng(seed: number | string): RngState {
  // splitmix32 spreads a small seed over the four words, so seeds 1 and 2 are unrelated.
  let x = hashSeed(seed);
  const next = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const rng: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

/** Draws the next unsigned 32-bit integer. */
export function nextU32(rng: RngState): number {
  let a = rng[0]! | 0;
  let b = rng[1]! | 0;
  let c = rng[2]! | 0;
  let d = rng[3]! | 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** Draws a uniform integer in `[0, n)`; rejection sampling keeps it unbiased for every `n`. */
export function randInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let u = nextU32(rng);
  while (u >= limit) u = nextU32(rng);
  return u % n;
}

/** Shuffles an array in place (Fisher–Yates) with draws from `rng`. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
