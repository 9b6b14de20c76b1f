/**
 * AM §5 PECULIAR WEAPONS, the bola: thrown at a part named first. The legs trip the figure, who may
 * not stand next turn; the arms drop its weapons for two turns; the head (−4) does 1+2 and costs it
 * its next attack; a bola flying on past a miss goes at the legs of whoever it meets.
 */
import { describe, expect, it } from "vitest";
import type { AimedPart } from "../../../src/engine/battle/aimed-shots.ts";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import {
  adept,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const GAUCHO = adept("Gaucho", "bola", "bola");

/** The gaucho on E10 facing north, T (red) 3 hexes off on E7, and U (red) behind T on E6. */
function bolaBattle(): TestBattle {
  return new TestBattle(
    [
      fighter("a", GAUCHO, "E10", N),
      fighter("t", human("T"), "E7", S, "red"),
      fighter("u", human("U"), "E6", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
}

function thrown(b: TestBattle, faces: readonly number[], aim?: AimedPart) {
  return b.turn(
    [
      { figure: "a", option: "b", target: "t", ...(aim ? { aim } : {}) },
      { figure: "t", option: "pass" },
      { figure: "u", option: "pass" },
    ],
    faces,
  );
}

/** A turn where the gaucho waits and T tries `option`. */
function next(b: TestBattle, option: "g" | "e" | "b" | "pass", more: object = {}) {
  return b.turn([
    { figure: "t", option, ...more },
    { figure: "u", option: "pass" },
    { figure: "a", option: "pass" },
  ]);
}

/** T is refused `option` with `reason`, and the turn goes on with everyone doing nothing. */
function refused(b: TestBattle, option: "g" | "e" | "b", more: object, reason: string): void {
  expect(() => next(b, option, more)).toThrow(reason);
  for (const figure of ["t", "u", "a"]) b.order({ type: "move", figure, option: "pass" });
}

describe("the bola", () => {
  it("is ST 9, thrown only, and needs the Bola talent", () => {
    const { st, throwable, talent, bola } = WEAPONS.bola;
    expect([st, throwable, talent, bola]).toEqual([9, true, "bola", true]);
    const b = bolaBattle();
    expect(() => b.turn([{ figure: "a", option: "b", target: "t", attack: "weapon" }])).toThrow(
      "Gaucho has no hand weapon ready to charge with",
    );
  });

  it("at the legs (no aim): T falls unhurt and may not stand next turn, but the turn after", () => {
    const b = bolaBattle();
    const events = thrown(b, [3, 3, 3]);
    expect(attackRolls(events)[0]).toMatchObject({ kind: "thrown", adjDx: 11, result: "hit" });
    expect(damages(events)).toEqual([]);
    expect(eventsOf(events, "bola-hit")[0]).toMatchObject({ target: "t", part: "legs" });
    expect(b.fig("t").posture).toBe("fallen");
    expect(b.state.dropped).toContainEqual({ item: "bola", position: b.fig("t").position });
    refused(b, "g", {}, "T's legs are wrapped by a bola: it may stand from turn 3.");
    next(b, "g");
    expect(b.fig("t").posture).toBe("standing");
  });

  it("at the arms: T drops its weapon and may not pick it up for two turns", () => {
    const b = bolaBattle();
    const events = thrown(b, [3, 3, 3], "weapon-arm");
    expect(eventsOf(events, "bola-hit")[0]).toMatchObject({ part: "arms" });
    expect(b.fig("t").readyWeapon).toBeNull();
    refused(
      b,
      "e",
      { ready: "broadsword" },
      "T's arms are wrapped by a bola: it may take up a weapon from turn 4.",
    );
  });

  it("at the head: −4, 1+2 hits, and no attack next turn", () => {
    const b = bolaBattle();
    const events = thrown(b, [2, 2, 3, 3], "head");
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 7,
      modifiers: [
        { label: "aimed at the head", value: -4 },
        { label: "thrown 3 hexes", value: -3 },
      ],
      result: "hit",
    });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: 2 }, taken: 5 });
    expect(eventsOf(events, "bola-hit")[0]).toMatchObject({ part: "head" });
    refused(
      b,
      "b",
      { target: "a" },
      "T is loosening a bola from its neck and may not attack this turn.",
    );
  });

  it("missing, flies on at the legs of the next figure on its line", () => {
    const b = bolaBattle();
    const events = thrown(b, [4, 4, 4, 3, 3, 3], "head");
    expect(attackRolls(events).map((r) => [r.target, r.adjDx, r.result])).toEqual([
      ["t", 7, "miss"],
      ["u", 10, "hit"],
    ]);
    expect(eventsOf(events, "bola-hit")[0]).toMatchObject({ target: "u", part: "legs" });
    expect(b.fig("u").posture).toBe("fallen");
  });
});
