/**
 * The order of attack (MELEE IV step 4: "in order of adjDX counting everything BUT missile and
 * thrown weapon range"; second arrows "again in order of adjDX" after all first attacks).
 */
import { describe, expect, it } from "vitest";
import { Bout, beast, eventsOf, fighter, human, N, S } from "./builders.ts";

describe("order of attack by adjDX toward the declared target", () => {
  it("counts the −4 against a target sheltering behind a body: Cid (11) goes before Wulf (13 − 4 = 9)", () => {
    const b = Bout.of(
      [
        fighter(
          "wulf",
          "blue",
          "E5",
          S,
          human("Wulf", { st: 11, dx: 13, weapons: ["longbow"], readyWeapon: "longbow" }),
        ),
        fighter("body", "red", "E7", S, human("Body")),
        fighter("tark", "red", "E8", S, human("Tark")),
        fighter("cid", "red", "J5", S, human("Cid", { st: 13, dx: 11 })),
        fighter("dan", "blue", "J6", N, human("Dan")),
      ],
      [6, 1],
    );
    b.arrange((_, fig) => {
      fig("body").condition = "dead";
      fig("body").posture = "fallen";
      fig("tark").posture = "kneeling";
    });
    b.initiative("red", true);
    b.move("tark", "pass");
    b.move("cid", "h", { target: "dan" });
    b.move("wulf", "f", { target: "tark" });
    // Cid rolls 16 and misses; Wulf rolls 16 and misses (the dead body needs no second roll, and
    // the arrow flies on down an empty column); then the next turn's initiative.
    const events = b.move("dan", "pass", {}, [6, 6, 4, 6, 6, 4, 6, 1]);
    const rolls = eventsOf(events, "attack-roll");
    expect(rolls.map((e) => [e.attacker, e.adjDx])).toEqual([
      ["cid", 11],
      ["wulf", 9],
    ]);
  });

  it("orders second arrows by adjDX toward the second target", () => {
    // Ann (DX 17) shoots first at the snake (−3: 14), then at a man (17); Bea (16) shoots twice at
    // Tom. First arrows: Bea 16, Ann 14. Second arrows: Ann 17, Bea 16.
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "C3",
          S,
          human("Ann", { st: 9, dx: 17, weapons: ["small-bow"], readyWeapon: "small-bow" }),
        ),
        fighter(
          "bea",
          "red",
          "I3",
          S,
          human("Bea", { st: 9, dx: 16, weapons: ["small-bow"], readyWeapon: "small-bow" }),
        ),
        beast("snake", "blue", "giant-snake", "C6", N),
        fighter("man", "blue", "E6", N, human("Man")),
        fighter("tom", "blue", "I6", N, human("Tom")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    b.move("ann", "f", { target: "snake", secondTarget: "man" });
    b.move("bea", "f", { target: "tom" });
    b.pass("snake", "man");
    // Four arrows, each 16 (an automatic miss), then the next turn's initiative.
    const misses = [6, 6, 4, 6, 6, 4, 6, 6, 4, 6, 6, 4];
    const events = b.move("tom", "pass", {}, [...misses, 6, 1]);
    expect(eventsOf(events, "attack-roll").map((e) => [e.attacker, e.target, e.adjDx])).toEqual([
      ["bea", "tom", 16],
      ["ann", "snake", 14],
      ["ann", "man", 17],
      ["bea", "tom", 16],
    ]);
  });
});
