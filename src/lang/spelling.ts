/**
 * Spelling suggestions ("did you mean 'destroy'?") for misspelled keywords and names.
 *
 * Distance is the optimal-string-alignment variant of Damerau-Levenshtein: insertions, deletions,
 * substitutions and swaps of two adjacent letters (the commonest typo, `destory`) each cost 1.
 */

/** Edit distance between two strings, counting an adjacent transposition as one edit. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rolling rows: the transposition step looks two rows back.
  let prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length]!;
}

/**
 * Words shorter than this are never taken for misspellings: one edit turns any two-letter word
 * into another (`it` -> `is`, `on` -> `or`), so a "did you mean" for one is a guess, not a fix.
 */
export const MIN_MISSPELT_LENGTH = 3;

/** How many edits a suggestion may be away: 1 for short words, about a third of longer ones, none for the shortest. */
export function maxSuggestionDistance(word: string): number {
  if (word.length < MIN_MISSPELT_LENGTH) return 0;
  return Math.max(1, Math.floor(word.length / 3));
}

/**
 * One step of the edit-distance table of a growing text against a fixed `target`
 * (case-insensitive, Levenshtein): `row[k]` is the distance between the text so far and the first
 * `k` characters of `target`; the result is the row after `appended` is added to the text. The
 * minimum of a row never falls as the text grows, which makes it a bound for searches that build
 * the text a word at a time.
 */
export function extendDistanceRow(row: readonly number[], appended: string, target: string): number[] {
  let prev = [...row];
  const t = target.toLowerCase();
  for (const ch of appended.toLowerCase()) {
    const cur = new Array<number>(prev.length);
    cur[0] = prev[0]! + 1;
    for (let k = 1; k < prev.length; k++) {
      const cost = t[k - 1] === ch ? 0 : 1;
      cur[k] = Math.min(prev[k]! + 1, cur[k - 1]! + 1, prev[k - 1]! + cost);
    }
    prev = cur;
  }
  return prev;
}

/**
 * The candidate closest to `word` (case-insensitive), if it is close enough to be a plausible
 * misspelling; ties go to the earlier candidate. An exact match is returned as is.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const w = word.toLowerCase();
  const limit = maxSuggestionDistance(w);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const lc = c.toLowerCase();
    // Lengths alone bound the distance from below: skip hopeless candidates cheaply.
    if (Math.abs(lc.length - w.length) > limit) continue;
    const d = editDistance(w, lc);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
      if (d === 0) break;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
