/**
 * Reading the engine's fixed tables (weapons, armor, shields) by id, quickly. The rules ask about
 * the same few entries many times a turn (each fighter's weapon, armor and shield), and V8 reads a
 * record by changing keys through its slow (megamorphic) path: on this engine's duels that made a
 * weapon look-up cost about 150 machine instructions. Remembering the last two ids asked for turns
 * most look-ups into one or two pointer comparisons (ids are interned strings).
 */
export function recentLookup<K extends string, V>(table: Readonly<Record<K, V>>): (key: K) => V {
  let newestKey: K | null = null;
  let newestValue: V | null = null;
  let olderKey: K | null = null;
  let olderValue: V | null = null;
  return (key) => {
    if (key === newestKey) return newestValue as V;
    if (key === olderKey) return olderValue as V;
    const value = table[key];
    olderKey = newestKey;
    olderValue = newestValue;
    newestKey = key;
    newestValue = value;
    return value;
  };
}
