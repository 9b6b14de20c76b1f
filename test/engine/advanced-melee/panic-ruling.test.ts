/**
 * ADVANCED MELEE §9 PANIC as a GM ruling, with forced dice: the bot rolls to keep a wounded or
 * frightened mount calm and, when it panics, one die for what it does; the GM plays the rest.
 */
import { describe, expect, it } from "vitest";
import type { PanicCause } from "../../../src/engine/battle/panic-ruling.ts";
import type { Horsemanship } from "../../../src/engine/mounted/riding.ts";
import { eventsOf, fighter, human, N, rider, S, TestBattle } from "../battle/attack-builders.ts";

/** R (IQ 10) rides a horse that is wounded or frightened, and the GM calls for the roll. */
function panic(horsemanship: Horsemanship, cause: PanicCause, faces: number[]) {
  const b = new TestBattle(
    [
      rider("r", human("R"), "E6", N, { beast: "horse", name: "Bayard", horsemanship }),
      fighter("f", human("F"), "E2", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  b.edit("r", { iq: 10 });
  const events = b.order(
    { type: "gm", gm: "Gamemaster", ruling: { kind: "panic", figure: "r", cause } },
    faces,
  );
  return {
    rolls: eventsOf(events, "saving-roll"),
    ruling: eventsOf(events, "gm-ruling")[0]?.ruling,
  };
}

describe("AM §9 panic, rolled for the GM", () => {
  it("wounded under a rider who is no Horseman: 3 dice against his IQ 10; 11 fails, and a 4 sends it blindly at the enemy", () => {
    const { rolls, ruling } = panic("none", "wound", [3, 4, 4, 4]);
    expect(rolls).toEqual([
      {
        type: "saving-roll",
        figure: "r",
        purpose: "keep Bayard calm",
        faces: [3, 4, 4],
        target: 10,
        success: false,
      },
    ]);
    expect(ruling).toBe(
      "rides Bayard, who panics (4) and runs blindly into the enemy at full speed, not attacking",
    );
  });

  it("a Horseman keeps it calm on 2 dice: 9 against IQ 10", () => {
    const { rolls, ruling } = panic("horseman", "wound", [4, 5]);
    expect(rolls[0]).toMatchObject({ faces: [4, 5], target: 10, success: true });
    expect(ruling).toBe("rides Bayard, who stays calm");
  });

  it("a fire: 3 dice against the horse's IQ 6; 7 panics it, and a 6 tries to throw R", () => {
    const { rolls, ruling } = panic("none", "great", [2, 2, 3, 6]);
    expect(rolls[0]).toMatchObject({ faces: [2, 2, 3], target: 6, success: false });
    expect(ruling).toBe("rides Bayard, who panics (6) and tries to throw its rider");
  });

  it("under an Expert Horseman it never panics: no roll", () => {
    expect(panic("expert", "small", [])).toEqual({
      rolls: [],
      ruling: "rides Bayard, who does not panic under an Expert Horseman",
    });
  });

  it("is refused for a figure on foot", () => {
    const b = new TestBattle(
      [fighter("f", human("F"), "E2", S, "red"), fighter("g", human("G"), "E6", N)],
      {
        ruleset: "advanced-melee",
      },
    );
    expect(() =>
      b.order({
        type: "gm",
        gm: "Gamemaster",
        ruling: { kind: "panic", figure: "f", cause: "wound" },
      }),
    ).toThrow("F rides no animal to panic.");
  });
});
