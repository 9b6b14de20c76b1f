/**
 * Small list helpers for the engine's hot paths.
 */

/**
 * The last item, or undefined for an empty list. `items[items.length - 1]` on an empty array reads
 * index −1, a property V8 looks up along the prototype chain: slow on paths run every turn.
 */
export function lastOf<T>(items: readonly T[]): T | undefined {
  return items.length > 0 ? items[items.length - 1] : undefined;
}

/**
 * A type guard for membership of a fixed list of ids, answered by a set: every figure set up has
 * its race, armor, shield and weapons checked (a simulator sets up thousands a second).
 */
export function memberOf<T extends string>(ids: readonly T[]): (text: string) => text is T {
  const set: ReadonlySet<string> = new Set(ids);
  return (text: string): text is T => set.has(text);
}
