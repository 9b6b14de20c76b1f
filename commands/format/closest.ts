/**
 * Ranks candidate words by how close they are to what the user typed, so an unknown name can be
 * answered with "did you mean" suggestions.
 */

/**
 * Edits needed to turn `typed` into some stretch of `key` (Sellers' approximate substring
 * match): "crosbow" is 1 from "lightcrossbow", as a typo inside a longer name should be.
 */
export function substringDistance(typed: string, key: string): number {
  // Row i holds, for each end position in key, the cost of matching typed's first i characters.
  let previous: number[] = new Array(key.length + 1).fill(0);
  for (let i = 1; i <= typed.length; i++) {
    const current = [i];
    for (let j = 1; j <= key.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (typed[i - 1] === key[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return Math.min(...previous);
}

/**
 * The `count` candidates nearest to `typed`, nearest first; between equally near ones, the one
 * closest in length wins ("sword" finds "Shortsword" before "2-handed sword").
 */
export function closest<T>(
  typed: string,
  candidates: readonly T[],
  keyOf: (candidate: T) => string,
  count: number,
): T[] {
  const score = (candidate: T): number => {
    const key = keyOf(candidate);
    return substringDistance(typed, key) + Math.abs(key.length - typed.length) / 100;
  };
  return candidates
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((entry) => entry.candidate);
}
