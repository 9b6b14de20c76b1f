/**
 * AM §6 LONG-RANGE MISSILE FIRE: a missile weapon reaches 25 × ST hexes and does full damage out to
 * 20 × ST, half damage (rounded down) beyond; a crossbow's ranges come from the ST it needs; the
 * Missile Weapons talent's penalties past 25 hexes. Readings in docs/rulings.md, "Long-range
 * missile fire".
 */
import { describe, expect, it } from "vitest";
import { legalAttackTargets } from "../../../src/engine/battle/decisions.ts";
import { missileRanges } from "../../../src/engine/battle/long-range.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { TalentId } from "../../../src/engine/figure/talents.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/**
 * Slinger "a" (DX 12) in A1 faces down column A at "t" in A`row`, on a 12 × 40 field. Its ST is
 * set to `st` after the set-up: no figure a player can make (ST 4 and up: 80 hexes and more) is
 * out of range on the largest arena the bot has, so only so weak a slinger shows the limits.
 */
function range(row: number, st: number, ruleset: Ruleset = "advanced-melee", talents?: TalentId[]) {
  const slinger = human("Slinger", {
    weapons: ["sling"],
    readyWeapon: "sling",
    ...(talents ? { talents } : {}),
  });
  const b = new TestBattle(
    [fighter("a", slinger, "A1", S), fighter("t", human("T"), `A${row}`, N, "red")],
    { ruleset, arena: customArena(12, 40) },
  );
  b.edit("a", { st });
  return b;
}

const shoot = [
  { figure: "t", option: "pass" },
  { figure: "a", option: "f", target: "t" },
] as const;

describe("AM §6 long-range missile fire", () => {
  it("bows by the user's ST; crossbows by the ST they need: 240/300 and 300/375", () => {
    expect(missileRanges({ st: 20 }, "longbow")).toEqual({ effective: 400, maximum: 500 });
    expect(missileRanges({ st: 20 }, "light-crossbow")).toEqual({ effective: 240, maximum: 300 });
    expect(missileRanges({ st: 9 }, "heavy-crossbow")).toEqual({ effective: 300, maximum: 375 });
  });

  it("an ST 1 slinger hits 22 hexes off (past 20) for half: 1-2 rolls 6 = 4, halved = 2", () => {
    const b = range(23, 1);
    const events = b.turn([...shoot], [1, 2, 2, 6]);
    expect(attackRolls(events)[0]).toMatchObject({ result: "hit" });
    const damage = damages(events)[0];
    expect(damage).toMatchObject({ pastEffectiveRange: true, total: 2, taken: 2 });
    expect(describeEvent(b.state, damage as never)).toContain(
      "1d6−2 = 4, halved at long range = 2, T takes 2",
    );
  });

  it("at 20 hexes the same sling does full damage: 4", () => {
    const events = range(21, 1).turn([...shoot], [1, 2, 2, 6]);
    expect(damages(events)[0]).toMatchObject({ total: 4 });
    expect(damages(events)[0]?.pastEffectiveRange).toBeUndefined();
  });

  it("past 25 hexes the ST 1 slinger may not shoot: not offered, and refused", () => {
    const b = range(27, 1);
    b.turn([{ figure: "t", option: "pass" }]);
    expect(legalAttackTargets(b.state, "a", "missile")).toEqual([]);
    expect(() => b.order({ type: "move", ...shoot[1] })).toThrow(
      "T is 26 hexes away, beyond the 25 hexes Slinger's Sling reaches.",
    );
  });

  it("under MELEE the same shot is fired, at full damage", () => {
    const events = range(27, 1, "melee").turn([...shoot], [1, 2, 2, 6]);
    expect(damages(events)[0]).toMatchObject({ total: 4 });
  });

  it("Missile Weapons at 30 hexes: −4 for the range instead of the megahex table's −6", () => {
    const plain = attackRolls(range(31, 12).turn([...shoot], [6, 5, 4]))[0];
    const talented = attackRolls(
      range(31, 12, "advanced-melee", ["missile-weapons"]).turn([...shoot], [6, 5, 4]),
    )[0];
    expect(plain?.modifiers).toEqual([{ label: "range 13 megahexes", value: -6 }]);
    expect(talented?.modifiers).toEqual([{ label: "range 30 hexes (Missile Weapons)", value: -4 }]);
    expect([plain?.adjDx, talented?.adjDx]).toEqual([6, 8]);
  });

  it("the talent changes nothing out to 25 hexes", () => {
    const talented = range(26, 12, "advanced-melee", ["missile-weapons"]);
    const [roll] = attackRolls(talented.turn([...shoot], [6, 5, 4]));
    expect(roll?.modifiers).toEqual([{ label: "range 11 megahexes", value: -5 }]);
  });
});
