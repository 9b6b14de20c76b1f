/**
 * AM §6 FIRE AS A WEAPON: a torch tied to a long pole is a pole weapon doing the torch's 1-2,
 * double against the troll, and "does not get double damage on or against a charge. It's just
 * longer." Readings in docs/rulings.md, "Torches".
 */
import { describe, expect, it } from "vitest";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import {
  at,
  attackRolls,
  beast,
  damages,
  fighter,
  human,
  N,
  NW,
  S,
  SW,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM = { ruleset: "advanced-melee" } as const;

function bearer(weapon: WeaponId) {
  return human("Pol", { st: 14, dx: 10, weapons: [weapon], readyWeapon: weapon });
}

/**
 * Pol charges from F6 by G6 to F5 at the swordsman on E6 and strikes first with `weapon` (9 hits,
 * the damage die `die`); the swordsman misses (16).
 */
function charges(weapon: WeaponId, die: number) {
  const b = new TestBattle(
    [fighter("p", bearer(weapon), "F6", NW), fighter("w", human("Sword"), "E6", N, "red")],
    AM,
  );
  const events = b.turn(
    [
      { figure: "p", option: "b", target: "w", path: [at("G6"), at("F5")], facing: SW },
      { figure: "w", option: "h", target: "p" },
    ],
    [3, 3, 3, die, 6, 5, 5],
  );
  return { order: attackRolls(events).map((e) => e.attacker), damage: damages(events)[0] };
}

describe("AM §6 the torch on a pole", () => {
  it("strikes first in a charge as a pole weapon, but does 5 − 2 = 3, not doubled", () => {
    expect(charges("torch-pole", 5)).toMatchObject({
      order: ["p", "w"],
      damage: { damage: { dice: 1, add: -2 }, multiplier: 1, taken: 3 },
    });
    // The spear beside it doubles: (2 + 1) × 2 = 6.
    expect(charges("spear", 2)).toMatchObject({ damage: { multiplier: 2, taken: 6 } });
  });

  it("jabs a foe two hexes off (E7) for the torch's 1-2, and burns a troll for double", () => {
    const jab = new TestBattle(
      [fighter("p", bearer("torch-pole"), "E5", S), fighter("b", human("Bo"), "E7", N, "red")],
      AM,
    ).turn(
      [
        { figure: "b", option: "pass" },
        { figure: "p", option: "b", target: "b", attack: "jab" },
      ],
      [3, 3, 3, 6],
    );
    expect(damages(jab)).toMatchObject([{ target: "b", multiplier: 1, taken: 4 }]);

    const troll = new TestBattle(
      [fighter("p", bearer("torch-pole"), "E5", S), beast("t", "troll", "E6", N)],
      AM,
    ).turn(
      [
        { figure: "t", option: "pass" },
        { figure: "p", option: "h", target: "t" },
      ],
      [3, 3, 3, 6],
    );
    expect(damages(troll)).toMatchObject([{ target: "t", multiplier: 2, taken: 8 }]);
  });

  it("a wolf fears it as it fears a torch in hand: it bites at 14 − 2", () => {
    const events = new TestBattle(
      [fighter("p", bearer("torch-pole"), "E5", S), beast("w", "wolf", "E6", N)],
      AM,
    ).turn(
      [
        { figure: "p", option: "pass" },
        { figure: "w", option: "h", target: "p" },
      ],
      [3, 3, 3, 1],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 12,
      modifiers: [{ label: "afraid of the torch", value: -2 }],
    });
  });
});
