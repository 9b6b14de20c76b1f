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
