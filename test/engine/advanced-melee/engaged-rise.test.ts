/**
 * AM §2 option IV(a): standing up from a KNEELING position, a figure may move up to ½ its MA — "an
 * engaged figure may still only shift one hex". Under AM the engaged stand-up (n) from a kneel may
 * shift one hex, staying next to every foe engaging it; MELEE's (n) moves nowhere, nor does AM's
 * from prone. Reading in docs/rulings.md, "Standing from a kneel and moving".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { BattleFigure } from "../../../src/engine/battle/types.ts";
import { legalDestinations } from "../../../src/engine/index.ts";
import { at, engagedOnTheGround } from "../battle/attack-builders.ts";

/** A kneels (unless told) in E5, engaged by T in E6; blue moves first. */
const engagedKneeling = (ruleset: Ruleset, posture: BattleFigure["posture"] = "kneeling") =>
  engagedOnTheGround(ruleset, posture);

const pass = { type: "move", figure: "t", option: "pass" } as const;

describe("AM §2 IV(a): the engaged rise from a kneel", () => {
  it("A stands and shifts to D5, still next to T", () => {
    const b = engagedKneeling("advanced-melee");
    b.order({ type: "move", figure: "a", option: "n", destination: at("D5") });
    b.order(pass);
    expect(b.fig("a")).toMatchObject({ posture: "standing", position: at("D5") });
  });

  it("its hexes are the shifts that stay next to T, and its own", () => {
    const ends = legalDestinations(engagedKneeling("advanced-melee").state, "a", "n");
    const hexes = ends.map((d) => d.hex);
    expect(hexes).toContainEqual(at("E5"));
    expect(hexes).toContainEqual(at("D5"));
    expect(hexes).not.toContainEqual(at("E4"));
    expect(Math.max(...ends.map((d) => d.cost))).toBe(1);
  });

  it("a shift away from T is refused", () => {
    const b = engagedKneeling("advanced-melee");
    expect(() =>
      b.order({ type: "move", figure: "a", option: "n", destination: at("E4") }),
    ).toThrow("A shift must stay next to every enemy engaging A; E4 is not next to T.");
  });

  it("under MELEE, and from prone under AM, (n) moves nowhere", () => {
    for (const [ruleset, posture] of [
      ["melee", "kneeling"],
      ["advanced-melee", "prone"],
    ] as const) {
      const b = engagedKneeling(ruleset, posture);
      expect(legalDestinations(b.state, "a", "n").map((d) => d.hex)).toEqual([at("E5")]);
    }
  });
});
