/**
 * AM §2 option IV(a) by clicks: an engaged figure kneeling is offered "Stand up and shift", whose
 * hexes are its shifts; standing up from prone, or under MELEE, it is plain "Stand up".
 */
import { describe, expect, it } from "vitest";
import { destinationChoices, optionChoices } from "../../commands/battle/order-choices.ts";
import type { Ruleset } from "../../src/engine/battle/ruleset.ts";
import type { BattleFigure } from "../../src/engine/battle/types.ts";
import { engagedOnTheGround, type TestBattle } from "../engine/battle/attack-builders.ts";

/** A kneels (unless told) in E5, engaged by T in E6; blue moves first. */
const engagedDown = (ruleset: Ruleset, posture: BattleFigure["posture"] = "kneeling") =>
  engagedOnTheGround(ruleset, posture);

const standUp = (b: TestBattle) => optionChoices(b.state, "a").find((c) => c.value === "n");

describe("the engaged rise from a kneel by clicks (AM §2 IV(a))", () => {
  it("offers Stand up and shift, with the shifts that keep next to T", () => {
    const b = engagedDown("advanced-melee");
    expect(standUp(b)).toMatchObject({
      label: "Stand up and shift",
      description: "AM IV(a) · (n) Stand up",
    });
    const hexes = destinationChoices(b.state, "a", "n").map((c) => c.value);
    expect(hexes).toContain("D5");
    expect(hexes).not.toContain("E4");
  });

  it("is plain Stand up from prone, and under MELEE", () => {
    expect(standUp(engagedDown("advanced-melee", "prone"))?.label).toBe("Stand up");
    expect(standUp(engagedDown("melee"))?.label).toBe("Stand up");
  });
});
