/**
 * ADVANCED MELEE's rules editions (src/engine/battle/rules-edition.ts): a battle begun under the
 * first edition keeps its rules after the engine learns more, so its log folds as it was played.
 */
import { describe, expect, it } from "vitest";
import {
  FIRST_RULES_EDITION,
  LATEST_RULES_EDITION,
} from "../../../src/engine/battle/rules-edition.ts";
import { rulesOf } from "../../../src/engine/battle/ruleset-rules.ts";
import { damages, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** Og, ST 13, with a club in both hands, strikes Target with 3, 3, 3 and a damage die of 4. */
function maulBlow(options: { ruleset: "melee" | "advanced-melee"; rulesEdition?: number }) {
  const og = human("Og", { st: 13, dx: 16, weapons: ["club"], readyWeapon: "club" });
  const battle = new TestBattle(
    [fighter("a", og, "E5", S), fighter("t", human("Target", { st: 14, dx: 10 }), "E6", N, "red")],
    options,
  );
  const events = battle.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t" },
    ],
    [3, 3, 3, 4],
  );
  return { state: battle.state, damage: damages(events)[0] };
}

describe("ADVANCED MELEE's rules editions", () => {
  it("plays the first edition's rules for a battle begun under it: no maul, +3 in both hands", () => {
    const first = maulBlow({ ruleset: "advanced-melee", rulesEdition: FIRST_RULES_EDITION });
    expect(first.state.rulesEdition).toBe(FIRST_RULES_EDITION);
    expect(first.damage).toMatchObject({ damage: { dice: 1, add: 2 }, total: 6 });
    const latest = maulBlow({ ruleset: "advanced-melee" });
    expect(latest.damage).toMatchObject({ damage: { dice: 1, add: 3 }, total: 7 });
  });

  it("marks only an older AM edition on the state, never the latest nor MELEE's", () => {
    expect(maulBlow({ ruleset: "advanced-melee" }).state.rulesEdition).toBeUndefined();
    const named = maulBlow({ ruleset: "advanced-melee", rulesEdition: LATEST_RULES_EDITION });
    expect(named.state.rulesEdition).toBeUndefined();
    const melee = maulBlow({ ruleset: "melee", rulesEdition: FIRST_RULES_EDITION });
    expect(melee.state.rulesEdition).toBeUndefined();
  });

  it("turns off in the first edition every rule the second added", () => {
    const first = rulesOf({ ruleset: "advanced-melee", rulesEdition: FIRST_RULES_EDITION });
    const second = rulesOf({ ruleset: "advanced-melee", rulesEdition: 2 });
    const added = Object.keys(second).filter(
      (key) => second[key as keyof typeof second] !== first[key as keyof typeof first],
    );
    expect(added.sort()).toEqual([
      "aerialCombat",
      "footingBySize",
      "hthBegunInMovement",
      "maulInTwoHands",
      "multiHexPushBack",
      "oversizedTargets",
      "picksUpNextDoor",
      "twoDaggersInHth",
    ]);
  });

  it("refuses an edition it does not know", () => {
    for (const rulesEdition of [0, LATEST_RULES_EDITION + 1, 1.5]) {
      expect(() => maulBlow({ ruleset: "advanced-melee", rulesEdition })).toThrow(
        `The rules edition must be a whole number from 1 to ${LATEST_RULES_EDITION}.`,
      );
    }
  });
});
