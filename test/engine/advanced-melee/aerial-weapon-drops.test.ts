/**
 * AM §10 AERIAL COMBAT, dropping weapons: a spear or axe dropped at −4 (and −1 for every 3 m of
 * height) does its damage +2 and lands in the target's hex; a grenade or molotail dropped at −4
 * bursts where it comes down, scattered on a miss as a thrown one is. An `attack: "drop"` without
 * an item still drops a boulder (aerial-drops.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { WeaponId } from "../../../src/engine/index.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";
import { at } from "../battle/builders.ts";

const ANN = human("Ann", { weapons: ["broadsword"], readyWeapon: "broadsword" });

/** Ann (DX 12, no armor) at E8 facing N; the gargoyle (DX 11) `height` m over E7, carrying `carried`. */
function battle(carried: WeaponId[], height = 6) {
  const b = new TestBattle(
    [
      beast("x", "wolf", "A1", S, "blue"),
      fighter("ann", ANN, "E8", N),
      beast("garg", "gargoyle", "E7", S, "red"),
    ],
    { ruleset: "advanced-melee", sides: ["red", "blue"] },
  );
  b.edit("garg", { flying: true, height, carried });
  return b;
}

function drop(airDrop: WeaponId) {
  return [
    { figure: "garg", option: "b", target: "ann", attack: "drop", airDrop },
    { figure: "ann", option: "pass" },
    { figure: "x", option: "pass" },
  ] as const;
}

describe("AM §10 a flier dropping a spear or an axe", () => {
  it("hits at −4 and −2 for 6 m, doing the spear's 1+1 and +2; the spear lands on Ann's hex", () => {
    const b = battle(["spear"]);
    const events = b.turn([...drop("spear")], [1, 2, 2, 5]);
    const [roll] = attackRolls(events);
    expect(roll).toMatchObject({ adjDx: 5, result: "hit", kind: "drop" });
    const line = (e: (typeof events)[number] | undefined) => e && describeEvent(b.state, e);
    expect(line(eventsOf(events, "weapon-dropped-from-air")[0])).toBe(
      "garg drops a spear on Ann from 6 m",
    );
    expect(line(eventsOf(events, "option-chosen")[0])).toContain(", dropping a spear");
    expect(damages(events)[0]).toMatchObject({ total: 8 });
    expect(b.fig("ann").hits).toBe(8);
    expect(b.fig("garg").carried).toEqual([]);
    expect(b.state.dropped).toContainEqual({ item: "spear", position: at("E8") });
  });

  it("a battleaxe held ready that misses does nothing, and still lands on the target's hex", () => {
    const b = battle([], 3);
    b.edit("garg", { readyWeapon: "battleaxe" });
    const events = b.turn([...drop("battleaxe")], [6, 6, 1]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 6, result: "miss" });
    expect(b.fig("ann").hits).toBe(0);
    expect(b.fig("garg").readyWeapon).toBeNull();
    expect(b.state.dropped).toContainEqual({ item: "battleaxe", position: at("E8") });
  });

  it("is refused for what it does not hold, for a weapon that does no more than nuisance, and on the ground", () => {
    expect(() => battle([]).turn([...drop("spear")])).toThrow("garg holds no spear to drop.");
    expect(() => battle(["broadsword"]).turn([...drop("broadsword")])).toThrow(
      "A dropped broadsword does no more than nuisance damage: fliers drop spears, axes, grenades and molotails (AM §10).",
    );
    const grounded = battle(["spear"]);
    grounded.edit("garg", { flying: false, height: undefined });
    const [garg, ann, x] = drop("spear");
    expect(() => grounded.turn([{ ...garg, option: "h" }, ann, x])).toThrow(
      "garg must be in the air to drop things: take off first.",
    );
  });
});

describe("AM §10 a flier dropping a grenade or a molotail", () => {
  it("needs a torch to light it", () => {
    expect(() => battle(["grenade"]).turn([...drop("grenade")])).toThrow(
      "garg needs a torch to light the grenade before dropping it.",
    );
  });

  it("a grenade that hits bursts on Ann's hex at −4 with no bonus: 2 dice, then the concussion", () => {
    const b = battle(["grenade", "torch"]);
    // To hit 5 (≤ 5); the powder's die 1 (good); Ann's 2 dice 4+3; the wolf's and Ann's rolls
    // against the concussion 1+1+1 each. The gargoyle, in the air, is above it all.
    const events = b.turn([...drop("grenade")], [1, 2, 2, 1, 4, 3, 1, 1, 1, 1, 1, 1]);
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 5, result: "hit", kind: "drop" });
    expect(eventsOf(events, "grenade-landed")[0]).toMatchObject({ at: at("E8") });
    expect(eventsOf(events, "blasted")).toEqual([
      expect.objectContaining({ figure: "ann", megahexes: 0, taken: 7 }),
    ]);
    expect(b.fig("garg").carried).toEqual(["torch"]);
  });

  it("a molotail that misses scatters as a thrown one does: the roll over adjDX in hexes", () => {
    const b = battle(["molotail", "torch"], 3);
    // 4+3+1 = 8 against adjDX 6 (11 − 4 − 1 for 3 m): 2 hexes off, on a direction die of 1
    // (straight on, south, past Ann) to E10; nobody is there or next to it.
    const events = b.turn([...drop("molotail")], [4, 3, 1, 1]);
    expect(eventsOf(events, "molotail-landed")[0]).toMatchObject({
      at: at("E10"),
      scatter: { face: 1, hexes: 2 },
    });
    expect(b.fig("ann").hits).toBe(0);
  });

  it("an 18 is only a miss: the flask has already left the flier's hand", () => {
    const b = battle(["molotail", "torch"], 3);
    const events = b.turn([...drop("molotail")], [6, 6, 6, 1]);
    const landed = eventsOf(events, "molotail-landed")[0];
    expect(landed).toMatchObject({ scatter: { hexes: 12 } });
    expect(landed?.inHand).toBeUndefined();
  });
});
