/**
 * ADVANCED MELEE §9 in battle: a rider and his mount as one unit (MOVEMENT AND WEIGHT CARRIED) and
 * the DX changes of mounted combat (DX MODIFICATIONS FOR MOUNTED COMBAT), with forced dice.
 */
import { describe, expect, it } from "vitest";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import type { MountSetup } from "../../../src/engine/mounted/beasts.ts";
import { at, attackRolls, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** R rides a horse, head in E6 facing N (E6 and E7); F stands on foot in E5 facing S. */
function rider(mount: MountSetup = { beast: "horse" }): FigureSetup {
  return {
    kind: "fighter",
    id: "r",
    side: "blue",
    spec: human("R"),
    position: at("E6"),
    facing: N,
    mount,
  };
}
const FOOTMAN = fighter("f", human("F"), "E5", S, "red");

function battle(mount?: MountSetup, ruleset: "advanced-melee" | "melee" = "advanced-melee") {
  return new TestBattle([rider(mount), FOOTMAN], { ruleset });
}

describe("AM §9: a rider and his horse are one unit", () => {
  it("covers the horse's two hexes, moves at its MA under 100 kg (30 − 8), and keeps two ST tracks", () => {
    const r = battle().fig("r");
    expect(footprint(r).map(formatHex)).toEqual(["E6", "E7"]);
    expect(r.ma).toBe(22);
    expect(r.st).toBe(12);
    expect(r.mount).toEqual({
      beast: "horse",
      name: "Horse",
      st: 30,
      dx: 11,
      ma: 22,
      hits: 0,
      horsemanship: "none",
      // A man's MA 10 on foot, for when he gets off.
      riderMa: 10,
    });
  });

  it("a light load on a strong horse costs less: 60 kg on ST 32 is −4, MA 26", () => {
    expect(battle({ beast: "horse", st: 32, loadKg: 60 }).fig("r").ma).toBe(26);
  });

  it("a load over 5 × the horse's ST is refused", () => {
    expect(() => battle({ beast: "horse", st: 20, loadKg: 101 })).toThrow(
      "R's horse carries at most 5 × its ST in kg (100); it is given 101.",
    );
  });

  it("MELEE has no riders", () => {
    expect(() => battle({ beast: "horse" }, "melee")).toThrow(
      "R can't ride into this battle: mounted combat is ADVANCED MELEE's (§9).",
    );
  });
});

describe("AM §9 DX modifications for mounted combat", () => {
  it("a footman striking at a rider takes −2: an 11 misses at DX 10", () => {
    const b = battle();
    const events = b.turn(
      [
        { figure: "r", option: "pass" },
        { figure: "f", option: "h", target: "r" },
      ],
      [4, 4, 3],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      attacker: "f",
      adjDx: 10,
      modifiers: [{ label: "at a rider from the ground", value: -2 }],
      faces: [4, 4, 3],
      result: "miss",
    });
    expect(b.fig("r").hits).toBe(0);
  });

  it("an engaged rider who is no Horseman strikes at −3 (DX 9); a Horseman at −1 (DX 11)", () => {
    for (const [horsemanship, adjDx, label] of [
      ["none", 9, "riding engaged, not a Horseman"],
      ["horseman", 11, "riding engaged, a Horseman"],
    ] as const) {
      const events = battle({ beast: "horse", horsemanship }).turn(
        [
          { figure: "f", option: "pass" },
          { figure: "r", option: "h", target: "f" },
        ],
        [5, 4, 4],
      );
      expect(attackRolls(events)[0]).toMatchObject({
        attacker: "r",
        adjDx,
        modifiers: [{ label, value: adjDx - 12 }],
      });
    }
  });

  it("an Expert Horseman strikes with no penalty", () => {
    const events = battle({ beast: "horse", horsemanship: "expert" }).turn(
      [
        { figure: "f", option: "pass" },
        { figure: "r", option: "h", target: "f" },
      ],
      [5, 4, 4],
    );
    expect(attackRolls(events)[0]).toMatchObject({ attacker: "r", adjDx: 12, modifiers: [] });
  });
});
