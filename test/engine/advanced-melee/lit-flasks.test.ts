/**
 * AM §6 FIRE AS A WEAPON, with forced dice: a figure knocked down holding a lit molotail rolls 3
 * dice against DX to jerk the wick out, or the flask goes off in its hex; a lit flask let go of on
 * purpose breaks where it falls. Readings in docs/rulings.md, "Molotails".
 */
import { describe, expect, it } from "vitest";
import { isBurning } from "../../../src/engine/battle/conditions.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { at, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** T (DX 12) in E6 holds a lit molotail, a torch at its belt; the rusher in `rusherAt` faces it. */
function flaskBearer(rulesEdition?: number, rusherAt = "E5") {
  return new TestBattle(
    [
      fighter("a", human("Rusher", { shield: "large-shield", shieldReady: true }), rusherAt, S),
      fighter(
        "t",
        human("T", { weapons: ["molotail", "torch"], readyWeapon: "molotail" }),
        "E6",
        N,
        "red",
      ),
    ],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
}

/** The rusher's shield rush hits (9) and T's 14 fails to keep its feet; `after`, T's rolls. */
function rushed(b: TestBattle, after: number[]) {
  return b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t", attack: "shield-rush" },
    ],
    [3, 3, 3, 4, 5, 5, ...after],
  );
}

describe("AM §6 a lit molotail in a fall", () => {
  it("knocked down, T jerks the wick out (3+3+3 = 9 ≤ 12): the flask goes back to its belt", () => {
    const b = flaskBearer();
    const events = rushed(b, [3, 3, 3]);
    expect(eventsOf(events, "saving-roll").at(-1)).toMatchObject({
      purpose: "jerk the wick out of the molotail",
      faces: [3, 3, 3],
      success: true,
    });
    expect(b.fig("t")).toMatchObject({ readyWeapon: null, carried: ["torch", "molotail"] });
    expect(eventsOf(events, "molotail-landed")).toEqual([]);
  });

  it("a 15 misses: it goes off in E6, 4 hits to T and 2 to the rusher beside it, and E6 burns", () => {
    const b = flaskBearer();
    // The wick 5+5+5; T's 4 dice against the oil 1+1+1+1 keep it from being soaked.
    const events = rushed(b, [5, 5, 5, 1, 1, 1, 1]);
    const [landed] = eventsOf(events, "molotail-landed");
    expect(describeEvent(b.state, landed as never)).toBe("T's molotail breaks in T's hand, in E6");
    expect(eventsOf(events, "burned").map((e) => [e.figure, e.how, e.taken])).toEqual([
      ["t", "splashed", 4],
      ["a", "splashed", 2],
      ["t", "standing", 4],
    ]);
    expect(b.fig("t").readyWeapon).toBeNull();
    expect(isBurning(b.state, at("E6"))).toBe(true);
  });

  it("in a battle begun under edition 4 the fall does nothing to the flask", () => {
    const b = flaskBearer(4);
    rushed(b, []);
    expect(b.fig("t")).toMatchObject({ posture: "fallen", readyWeapon: "molotail" });
  });
});

describe("AM §6 a lit molotail dropped on purpose", () => {
  it("T, not engaged, drops it to ready its torch (e): it breaks in E6 at its feet", () => {
    const b = flaskBearer(undefined, "E3");
    const events = b.turn(
      [
        { figure: "t", option: "e", ready: { weapon: "torch", drop: true } },
        { figure: "a", option: "pass" },
      ],
      [1, 1, 1, 1],
    );
    const [landed] = eventsOf(events, "molotail-landed");
    expect(describeEvent(b.state, landed as never)).toBe("T's molotail breaks in E6");
    expect(b.fig("t").readyWeapon).toBe("torch");
    expect(b.state.dropped).toEqual([]);
    expect(eventsOf(events, "burned").map((e) => [e.figure, e.taken])).toEqual([
      ["t", 4],
      ["t", 4],
    ]);
  });
});
