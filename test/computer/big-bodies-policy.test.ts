/**
 * The built-in policy gives only orders the engine accepts (engine-check.ts), where its own
 * one-hex reading of the rules would guess wrong: a griffin's two-hex body is engaged from behind
 * its tail, where no turn about its head brings the foe in front (AM §4 FACING of big figures).
 */
import { describe, expect, it } from "vitest";
import { acceptsOrder } from "../../src/computer/engine-check.ts";
import { figureOrder } from "../../src/computer/policy.ts";
import { customArena } from "../../src/engine/hex/arena.ts";
import { beast, N, TestBattle } from "../engine/battle/attack-builders.ts";

const AM = { ruleset: "advanced-melee", arena: customArena(9, 12) } as const;

/** A lone griffin, its head in E5 facing N (its body in E6), and a gargoyle in E7 facing it. */
function griffinEngagedFromBehind(): TestBattle {
  return new TestBattle(
    [beast("g", "griffin", "E5", N, "blue"), beast("garg", "gargoyle", "E7", N, "red")],
    AM,
  );
}

describe("the built-in policy asks the engine before giving an order", () => {
  it("does not strike a foe the griffin cannot bring in front: the engine would refuse it", () => {
    const b = griffinEngagedFromBehind();
    const strike = { type: "move", figure: "g", option: "h", target: "garg" } as const;
    expect(acceptsOrder(b.state, strike)).toBe(false);
    const order = figureOrder(b.state, "g");
    expect(order).not.toMatchObject({ option: "h", target: "garg" });
    expect(acceptsOrder(b.state, order)).toBe(true);
  });

  it("tries the order on a copy, leaving the battle as it was", () => {
    const b = griffinEngagedFromBehind();
    const before = JSON.stringify(b.state);
    expect(acceptsOrder(b.state, { type: "move", figure: "g", option: "pass" })).toBe(true);
    expect(JSON.stringify(b.state)).toBe(before);
  });
});
