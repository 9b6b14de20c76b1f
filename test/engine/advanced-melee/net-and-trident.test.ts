/**
 * AM §5 PECULIAR WEAPONS, net and trident used together, with forced dice: the net in one hand and
 * the trident in the other, both strike the same foe in one turn at −4 each; either alone strikes
 * at normal DX, the other hand's weapon no parry; thrown, the ready one leaves and the other takes
 * the weapon hand.
 */
import { describe, expect, it } from "vitest";
import {
  attackRolls,
  attacksTarget,
  besideTarget,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const RETIARIUS = human("Retiarius", {
  st: 10,
  dx: 14,
  weapons: ["trident", "net"],
  readyWeapon: "trident",
  talents: ["net-and-trident"],
});

/** The retiarius beside Target (ST 14, DX 10), net in the off hand beside the ready trident. */
function bothReady(): TestBattle {
  const b = besideTarget(RETIARIUS, "advanced-melee");
  b.edit("a", { offhand: "net", carried: [] });
  return b;
}

describe("AM §5: net and trident, one in each hand", () => {
  it("readies the net in the off hand beside the trident with option (e)", () => {
    const b = new TestBattle(
      [fighter("a", RETIARIUS, "E5", S), fighter("t", human("T"), "E9", N, "red")],
      { ruleset: "advanced-melee" },
    );
    b.turn([
      { figure: "a", option: "e", ready: { offhand: "net" } },
      { figure: "t", option: "pass" },
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "trident", offhand: "net", carried: [] });
  });

  it("holds a net in the off hand only beside a trident, and only with the talent", () => {
    const off = (spec: Parameters<typeof human>[1]) => {
      const b = new TestBattle(
        [fighter("a", human("A", spec), "E5", S), fighter("t", human("T"), "E9", N, "red")],
        { ruleset: "advanced-melee" },
      );
      return () =>
        b.turn([
          { figure: "a", option: "e", ready: { offhand: "net" } },
          { figure: "t", option: "pass" },
        ]);
    };
    expect(
      off({ weapons: ["rapier", "net"], readyWeapon: "rapier", talents: ["net-and-trident"] }),
    ).toThrow("A net in the off hand goes with a trident ready in the other (AM §5).");
    expect(off({ st: 12, weapons: ["trident", "net"], readyWeapon: "trident" })).toThrow(
      "A cannot use net without the Net and Trident talent.",
    );
  });

  it("strikes the same foe with both at −4 each: the trident's 1 die, the net's 1-3", () => {
    const events = attacksTarget(
      bothReady(),
      { option: "h", attack: "two-weapons" },
      [1, 2, 3, 4, 2, 2, 2, 5],
    );
    const modifiers = [{ label: "net as 2nd weapon", value: -4 }];
    expect(attackRolls(events).map((e) => ({ adjDx: e.adjDx, modifiers: e.modifiers }))).toEqual([
      { adjDx: 10, modifiers },
      { adjDx: 10, modifiers },
    ]);
    expect(damages(events).map((e) => [e.damage, e.taken])).toEqual([
      [{ dice: 1, add: 0 }, 4],
      [{ dice: 1, add: -3 }, 2],
    ]);
  });

  it("strikes with either alone at normal DX; the other hand's weapon parries nothing", () => {
    const b = bothReady();
    const events = b.turn(
      [
        { figure: "t", option: "h", target: "a" },
        { figure: "a", option: "h", target: "t" },
      ],
      [2, 2, 2, 6, 3, 3, 3, 1, 1],
    );
    expect(attackRolls(events).map((e) => [e.attacker, e.adjDx, e.modifiers])).toEqual([
      ["a", 14, []],
      ["t", 10, []],
    ]);
    expect(damages(events)[1]).toMatchObject({ target: "a", stopped: 0, stoppedBy: [] });
  });

  it("throws the ready trident, and the net takes the weapon hand", () => {
    const b = bothReady();
    attacksTarget(b, { option: "h", attack: "thrown" }, [2, 2, 2, 4]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "net", offhand: null });
  });
});
