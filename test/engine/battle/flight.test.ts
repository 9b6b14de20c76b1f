/**
 * The gargoyle's flight (MELEE: NONHUMAN FIGURES — MA 8 on the ground, 16 flying; it lands to
 * attack, but may land ON you for HTH).
 */
import { describe, expect, it } from "vitest";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "./attack-builders.ts";

function arena(): TestBattle {
  return new TestBattle([
    fighter("ann", human("Ann"), "E10", N),
    beast("garg", "gargoyle", "E3", S),
  ]);
}

describe("flying", () => {
  it("takes off and flies 16 over figures and their front hexes without stopping", () => {
    const b = arena();
    const events = b.turn([
      { figure: "ann", option: "pass" },
      { figure: "garg", option: "a", flight: "take-off", destination: at("E13") },
    ]);
    expect(eventsOf(events, "flight")).toEqual([
      { type: "flight", figure: "garg", airborne: true },
    ]);
    expect(formatHex(b.fig("garg").position)).toBe("E13");
    expect(b.fig("garg").flying).toBe(true);
    // Ann, with a flier overhead behind her, is not engaged: all disengaged options are hers.
    expect(eventsOf(events, "moved")[0]?.path.map(formatHex)).toEqual([
      "E4",
      "E5",
      "E6",
      "E7",
      "E8",
      "E9",
      "E10",
      "E11",
      "E12",
      "E13",
    ]);
  });

  it("is out of reach of hand weapons and limited to (a), (b), (c) and pass in the air", () => {
    const b = arena();
    b.edit("garg", { flying: true, position: at("E9"), facing: S });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(() => b.order({ type: "move", figure: "ann", option: "b", target: "garg" })).toThrow(
      "gargoyle is flying, out of reach of hand weapons.".replace("gargoyle", "garg"),
    );
    b.order({ type: "move", figure: "ann", option: "pass" });
    expect(() => b.order({ type: "move", figure: "garg", option: "h", target: "ann" })).toThrow(
      "garg is flying: it may fly on (a), swoop down to attack (b), dodge (c) or hover (pass).",
    );
  });

  it("swoops down with (b): flies up to 8, lands beside its foe and strikes with 2 dice", () => {
    const b = arena();
    b.edit("garg", { flying: true, position: at("E2"), facing: S });
    // garg (adjDX 11) rolls 9 and hits: 2 dice = 7, Ann unarmored takes 7.
    const events = b.turn(
      [
        { figure: "ann", option: "pass" },
        { figure: "garg", option: "b", destination: at("E9"), facing: S, target: "ann" },
      ],
      [3, 3, 3, 3, 4],
    );
    expect(eventsOf(events, "flight")).toEqual([
      { type: "flight", figure: "garg", airborne: false },
    ]);
    expect(b.fig("garg").flying).toBe(false);
    expect(attackRolls(events)).toEqual([
      expect.objectContaining({
        attacker: "garg",
        target: "ann",
        faces: [3, 3, 3],
        adjDx: 11,
        result: "hit",
      }),
    ]);
    expect(damages(events)[0]).toMatchObject({ faces: [3, 4], total: 7, taken: 7 });
  });

  it("refuses a swoop longer than half its flying MA", () => {
    const b = arena();
    b.edit("garg", { flying: true, position: at("E1"), facing: S });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    b.order({ type: "move", figure: "ann", option: "pass" });
    expect(() =>
      b.order({ type: "move", figure: "garg", option: "b", destination: at("F9"), target: "ann" }),
    ).toThrow("cannot reach F9 with option (b) (at most 8 hexes");
  });

  it("may land ON a foe for HTH even when it could not otherwise grapple it", () => {
    const b = arena();
    b.edit("garg", { flying: true, position: at("E4"), facing: S });
    // Ann faces the gargoyle, has the higher MA and no wall behind her; from the air it grapples
    // anyway. Ann rolls 2: both fall in her hex.
    const events = b.turn(
      [
        { figure: "ann", option: "pass" },
        { figure: "garg", option: "b", destination: at("E10"), target: "ann" },
      ],
      [2, 6, 6, 6],
    );
    expect(eventsOf(events, "hth-defense")).toEqual([
      expect.objectContaining({
        attacker: "garg",
        defender: "ann",
        faces: [2],
        outcome: "grappled",
      }),
    ]);
    expect(formatHex(b.fig("garg").position)).toBe("E10");
    expect(b.fig("garg").flying).toBe(false);
  });
});
