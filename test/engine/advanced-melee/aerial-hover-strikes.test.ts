/**
 * AM §10 AERIAL COMBAT: "Most flying creatures may attack foes on the ground", at −4 DX, unless
 * small (a dragonet or smaller) against a much larger target. Our giant bat and dragonet strike
 * hovering, from 3 m or lower, and there a man on the ground strikes back at −4 for a flier; the
 * gargoyle still lands to strike.
 */
import { describe, expect, it } from "vitest";
import { describeEvent } from "../../../src/render/log-text.ts";
import { attackRolls, beast, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

const ANN = human("Ann", { weapons: ["broadsword"], readyWeapon: "broadsword" });

/** Ann (DX 12, ST 12) at E8 facing N; a flier over E7 facing S at `height` m. */
function battle(monster: "giant-bat" | "dragonet" | "gargoyle", height: number) {
  const b = new TestBattle([fighter("ann", ANN, "E8", N), beast("bat", monster, "E7", S)], {
    ruleset: "advanced-melee",
    sides: ["red", "blue"],
  });
  b.edit("ann", { side: "blue" });
  b.edit("bat", { side: "red", flying: true, height });
  return b;
}

describe("AM §10 a flier striking the ground, and struck from it", () => {
  it("a giant bat 3 m up bites Ann at −4 and stays in the air", () => {
    const b = battle("giant-bat", 3);
    const events = b.turn(
      [
        { figure: "bat", option: "b", target: "ann" },
        { figure: "ann", option: "pass" },
      ],
      [4, 4, 4],
    );
    const [roll] = attackRolls(events);
    expect(roll && describeEvent(b.state, roll)).toBe(
      "bat, giant bat's attack → Ann: 3d6 = 12 (4+4+4) > adjDX 10 = DX 14 − 4 striking from the air, miss",
    );
    expect(b.fig("bat")).toMatchObject({ flying: true, height: 3 });
  });

  it("Ann strikes the bat hovering 3 m up at −4 for a flier", () => {
    const b = battle("giant-bat", 3);
    const events = b.turn(
      [
        { figure: "ann", option: "b", target: "bat" },
        { figure: "bat", option: "pass" },
      ],
      [3, 3, 2, 1, 1],
    );
    const [roll] = attackRolls(events);
    expect(roll).toMatchObject({ adjDx: 8, result: "hit" });
    expect(b.fig("bat").hits).toBe(2);
  });

  it("6 m up, the bat is out of Ann's reach, and she of its", () => {
    const b = battle("giant-bat", 6);
    expect(() =>
      b.turn([
        { figure: "ann", option: "b", target: "bat" },
        { figure: "bat", option: "pass" },
      ]),
    ).toThrow("bat is flying, out of reach of hand weapons.");
  });

  it("a dragonet is small, and bites a horse without the −4", () => {
    const b = new TestBattle(
      [beast("horse", "horse", "E8", N, "blue"), beast("dra", "dragonet", "E7", S)],
      { ruleset: "advanced-melee", sides: ["red", "blue"] },
    );
    b.edit("dra", { flying: true, height: 2 });
    const events = b.turn(
      [
        { figure: "dra", option: "b", target: "horse" },
        { figure: "horse", option: "pass" },
      ],
      [5, 5, 5],
    );
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 13, modifiers: [] });
  });

  it("the gargoyle still lands to strike a man on the ground", () => {
    const b = battle("gargoyle", 3);
    b.turn(
      [
        { figure: "bat", option: "b", target: "ann" },
        { figure: "ann", option: "pass" },
      ],
      [5, 5, 5],
    );
    expect(b.fig("bat").flying).toBe(false);
  });
});
