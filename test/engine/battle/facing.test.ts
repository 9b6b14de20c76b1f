/**
 * MELEE: VI. FACING — front, side and rear hexes; who is engaged (only a figure in an ENEMY's
 * front hex, and only an enemy with a front); the Rolf/Bjorn and Karl/Astaroth examples; the giant
 * snake whose sides are front.
 */
import { describe, expect, it } from "vitest";
import { legalAttackTargets, legalOptions } from "../../../src/engine/battle/decisions.ts";
import { engagingEnemies, isEngaged, isFrontHexOf } from "../../../src/engine/battle/engagement.ts";
import { arcToward } from "../../../src/engine/battle/sector.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { at, Bout, beast, fighter, human, N, NE, NW, S, SE, SW } from "./builders.ts";

function bout(...figures: FigureSetup[]): Bout {
  return Bout.of(figures, [6, 1]);
}

function engaged(b: Bout, id: string): boolean {
  return isEngaged(b.state, b.fig(id));
}

describe("front, side and rear hexes", () => {
  // Astrid in E5 facing N (the book's diagram): f = E4, F4, D4; s = F5, D5; r = E6.
  const cases = [
    ["E4", "front"],
    ["F4", "front"],
    ["F5", "side"],
    ["E6", "rear"],
    ["D5", "side"],
    ["D4", "front"],
  ] as const;

  it.each(cases)("%s is a %s hex of a figure in E5 facing N", (hex, arc) => {
    expect(arcToward(at("E5"), N, at(hex))).toBe(arc);
  });

  it.each(cases)("an enemy in %s (%s hex) is engaged only if it is a front hex", (hex, arc) => {
    // The enemy faces away from Astrid, so only Astrid's facing matters.
    const away = [N, NE, SE, S, SW, NW][cases.findIndex(([h]) => h === hex)] ?? N;
    const b = bout(
      fighter("astrid", "red", "E5", N, human("Astrid")),
      fighter("tark", "blue", hex, away, human("Tark")),
    );
    expect(engaged(b, "tark")).toBe(arc === "front");
    expect(engaged(b, "astrid")).toBe(false);
    expect(isFrontHexOf(b.fig("astrid"), at(hex))).toBe(arc === "front");
  });

  it("turning moves the front: facing SE, E6 and F6 are front, E4 rear", () => {
    expect([
      arcToward(at("E5"), SE, at("F5")),
      arcToward(at("E5"), SE, at("E6")),
      arcToward(at("E5"), SE, at("F4")),
    ]).toEqual(["front", "front", "front"]);
    expect(arcToward(at("E5"), SE, at("D4"))).toBe("rear");
  });
});

describe("who is engaged (the book's diagram)", () => {
  it("Tark, alone, is not engaged", () => {
    const b = bout(
      fighter("tark", "red", "E5", N, human("Tark")),
      fighter("grath", "blue", "K12", N, human("Grath")),
    );
    expect(engaged(b, "tark")).toBe(false);
  });

  it("Rolf behind Bjorn: Bjorn is engaged, Rolf is not", () => {
    // Bjorn in E5 facing N; Rolf in E6, Bjorn's rear hex, facing him.
    const b = bout(
      fighter("bjorn", "red", "E5", N, human("Bjorn")),
      fighter("rolf", "blue", "E6", N, human("Rolf")),
    );
    expect(engaged(b, "bjorn")).toBe(true);
    expect(engaged(b, "rolf")).toBe(false);
    expect(engagingEnemies(b.state, b.fig("bjorn")).map((f) => f.id)).toEqual(["rolf"]);
    b.initiative("red", true);
    expect(legalOptions(b.state, "bjorn")).toEqual(["h", "i", "l", "pass"]);
    expect(legalOptions(b.state, "rolf")).toEqual(["a", "b", "c", "d", "e", "pass"]);
    // Only an enemy in a front hex may be attacked: Rolf may strike Bjorn, Bjorn may not strike back.
    expect(legalAttackTargets(b.state, "rolf", "weapon")).toEqual(["bjorn"]);
    expect(legalAttackTargets(b.state, "bjorn", "weapon")).toEqual([]);
  });

  it("Karl and Astaroth, each in the other's front hex, are both engaged", () => {
    const b = bout(
      fighter("karl", "red", "E5", SE, human("Karl")),
      fighter("astaroth", "blue", "F5", NW, human("Astaroth")),
    );
    expect([engaged(b, "karl"), engaged(b, "astaroth")]).toEqual([true, true]);
  });

  it("Jon and Grath, face to face but friends, are not engaged", () => {
    const b = bout(
      fighter("jon", "red", "E5", S, human("Jon")),
      fighter("grath", "red", "E6", N, human("Grath")),
      fighter("foe", "blue", "K12", N, human("Foe")),
    );
    expect([engaged(b, "jon"), engaged(b, "grath")]).toEqual([false, false]);
  });
});

describe("figures with no front", () => {
  function faceToFace(): Bout {
    return bout(
      fighter("ann", "red", "E5", S, human("Ann")),
      fighter("bob", "blue", "E6", N, human("Bob")),
    );
  }

  it.each(["prone", "kneeling", "fallen"] as const)(
    "a %s enemy engages nobody, though it is itself engaged",
    (posture) => {
      const b = faceToFace();
      b.arrange((_, fig) => {
        fig("bob").posture = posture;
      });
      expect(engaged(b, "ann")).toBe(false);
      expect(engaged(b, "bob")).toBe(true);
    },
  );

  it("a dead or unconscious enemy engages nobody", () => {
    const b = faceToFace();
    b.arrange((_, fig) => {
      fig("bob").condition = "unconscious";
      fig("bob").posture = "fallen";
    });
    expect(engaged(b, "ann")).toBe(false);
  });

  it("figures grappling in HTH engage nobody outside their hex", () => {
    const b = bout(
      fighter("ann", "red", "E5", S, human("Ann")),
      fighter("bob", "blue", "E6", N, human("Bob")),
      fighter("cid", "red", "E7", N, human("Cid")),
    );
    b.arrange((_, fig) => {
      fig("bob").position = at("E7");
      fig("bob").posture = "fallen";
      fig("cid").posture = "fallen";
      fig("bob").facing = N;
      fig("ann").position = at("E6");
    });
    // Ann stands in the brawlers' N hex, where Bob faced: nobody there holds her.
    expect(engaged(b, "ann")).toBe(false);
  });
});

describe("the giant snake: its side hexes are front (MELEE: MONSTERS AND BEASTS)", () => {
  function snakeWith(hex: string): Bout {
    return bout(
      beast("snake", "red", "giant-snake", "E5", N),
      fighter("ann", "blue", hex, N, human("Ann")),
    );
  }

  it.each([
    ["E4", true],
    ["F4", true],
    ["F5", true],
    ["D5", true],
    ["E6", false],
  ] as const)("a man in %s is engaged by it: %s", (hex, isHeld) => {
    expect(engaged(snakeWith(hex), "ann")).toBe(isHeld);
  });

  it("a man's side hex does not engage", () => {
    const b = bout(
      fighter("bob", "red", "E5", N, human("Bob")),
      fighter("ann", "blue", "F5", N, human("Ann")),
    );
    expect(engaged(b, "ann")).toBe(false);
  });

  it("it may strike into its side hexes; a man may not", () => {
    const b = snakeWith("F5");
    b.initiative("red", true);
    expect(legalAttackTargets(b.state, "snake", "weapon")).toEqual(["ann"]);
    const man = bout(
      fighter("bob", "red", "E5", N, human("Bob")),
      fighter("ann", "blue", "F5", N, human("Ann")),
    );
    expect(legalAttackTargets(man.state, "bob", "weapon")).toEqual([]);
  });
});
