/**
 * AM §5 PECULIAR WEAPONS, the net: thrown, a hit does 1-3 and entangles the target, who falls; it
 * stands only by rolling 3 dice against adjDX, and each failure costs another 1-3.
 */
import { describe, expect, it } from "vitest";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import {
  at,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const RETIARIUS = human("Retiarius", {
  st: 10,
  dx: 14,
  weapons: ["net", "trident"],
  readyWeapon: "net",
  talents: ["net-and-trident"],
});

/** The retiarius on E10 throws the net 3 hexes at T (DX 12) on E7, facing it: adjDX 14 − 3. */
function netted(): TestBattle {
  const b = new TestBattle(
    [fighter("a", RETIARIUS, "E10", N), fighter("t", human("T"), "E7", S, "red")],
    { ruleset: "advanced-melee" },
  );
  const events = b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "thrown" },
      { figure: "t", option: "pass" },
    ],
    [3, 3, 3, 5],
  );
  expect(attackRolls(events)[0]).toMatchObject({ kind: "thrown", adjDx: 11, result: "hit" });
  expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: -3 }, total: 2, taken: 2 });
  return b;
}

describe("the thrown net", () => {
  it("is the table's 1-3, ST 10, one-handed and thrown, and needs Net and Trident", () => {
    const { damage, st, twoHanded, throwable, talent } = WEAPONS.net;
    expect([damage, st, twoHanded, throwable, talent]).toEqual([
      { dice: 1, add: -3 },
      10,
      false,
      true,
      "net-and-trident",
    ]);
  });

  it("entangles the figure it hits, who falls, and stays on it rather than landing", () => {
    const b = netted();
    expect(b.fig("t")).toMatchObject({ posture: "fallen", entangled: { by: "a" }, hits: 2 });
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.state.dropped).toEqual([]);
  });

  it("leaves the entangled figure only the struggle to stand, or nothing", () => {
    const b = netted();
    expect(() =>
      b.turn([
        { figure: "t", option: "a", path: [at("E6")] },
        { figure: "a", option: "pass" },
      ]),
    ).toThrow("T is tangled in a net: it may only struggle to stand, (g) or (n), or do nothing.");
  });

  it("keeps a figure that fails 3 dice against adjDX down, with another 1-3", () => {
    const b = netted();
    const events = b.turn(
      [
        { figure: "t", option: "g" },
        { figure: "a", option: "pass" },
      ],
      [6, 6, 1, 6],
    );
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({
      purpose: "struggle out of the net",
      faces: [6, 6, 1],
      target: 12,
      success: false,
    });
    expect(damages(events)[0]).toMatchObject({ total: 3, taken: 3 });
    expect(b.fig("t")).toMatchObject({ posture: "fallen", entangled: { by: "a" }, hits: 5 });
  });

  it("frees a figure that makes the roll: it stands and the net lies in its hex", () => {
    const b = netted();
    b.turn(
      [
        { figure: "t", option: "g" },
        { figure: "a", option: "pass" },
      ],
      [2, 2, 2],
    );
    expect(b.fig("t").posture).toBe("standing");
    expect("entangled" in b.fig("t")).toBe(false);
    expect(b.state.dropped).toEqual([{ item: "net", position: at("E7") }]);
  });
});
