import { describe, expect, it } from "vitest";
import {
  ARMORS,
  armorOf,
  SHIELDS,
  shieldOf,
  WEAPON_IDS,
  WEAPONS,
  weaponOf,
} from "../../src/engine/figure/equipment.ts";
import { recentLookup } from "../../src/engine/recent-lookup.ts";

describe("recentLookup", () => {
  it("gives table[key] for every key, in any order: repeated, alternating, and past its memory of two", () => {
    const table = { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } } as const;
    let reads = 0;
    const counted = new Proxy(table, {
      get(target, key) {
        reads++;
        return Reflect.get(target, key);
      },
    });
    const lookup = recentLookup(counted);
    const keys = ["a", "a", "b", "a", "b", "c", "a", "c", "c", "b"] as const;
    for (const key of keys) expect(lookup(key)).toBe(table[key]);
    // a, b and c are each read from the table when first asked for; "a" again after c pushed it
    // out, and "b" again after a and c did.
    expect(reads).toBe(5);
  });

  it("the equipment tables' look-ups agree with the tables", () => {
    for (const id of [...WEAPON_IDS, ...[...WEAPON_IDS].reverse()])
      expect(weaponOf(id)).toBe(WEAPONS[id]);
    for (const id of Object.keys(ARMORS) as (keyof typeof ARMORS)[])
      expect(armorOf(id)).toBe(ARMORS[id]);
    for (const id of Object.keys(SHIELDS) as (keyof typeof SHIELDS)[])
      expect(shieldOf(id)).toBe(SHIELDS[id]);
  });
});
