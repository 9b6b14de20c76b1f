/**
 * AM §9 MOVEMENT AND WEIGHT CARRIED, "A flier's MA is also reduced by its load, as above": −2 MA
 * for every started multiple of its ST in kg. A gargoyle (ST 20, flying MA 16) aloft with one 50
 * kg boulder carries up to 3 × ST: −6, MA 10. From rules edition 5; edition 4 flew it at 16.
 * Reading in docs/rulings.md, "A flier's load".
 */
import { describe, expect, it } from "vitest";
import { allowanceIn } from "../../../src/engine/battle/movement.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { at, beast, N, S, TestBattle } from "../battle/attack-builders.ts";

/** The gargoyle 6 m over E20 facing N, with `boulders`; a wolf far off on the other side. */
function gargoyle(boulders: number, rulesEdition?: number): TestBattle {
  const b = new TestBattle(
    [
      beast("garg", "gargoyle", "E20", N, "red", boulders > 0 ? { boulders } : {}),
      beast("x", "wolf", "A1", S, "blue"),
    ],
    {
      ruleset: "advanced-melee",
      arena: customArena(9, 24),
      sides: ["red", "blue"],
      ...(rulesEdition === undefined ? {} : { rulesEdition }),
    },
  );
  b.edit("garg", { flying: true, height: 6 });
  return b;
}

const garg = (b: TestBattle) => b.fig("garg");
const eleven = Array.from({ length: 11 }, (_, i) => at(`E${19 - i}`));

describe("AM §9: a flier's load slows it", () => {
  it("one 50 kg boulder on ST 20 is up to 3 × ST: flying MA 16 − 6 = 10", () => {
    const b = gargoyle(1);
    expect(allowanceIn(b.state, garg(b), "a")).toBe(10);
    expect(allowanceIn(b.state, garg(b), "b")).toBe(5);
  });

  it("with nothing to carry it flies its full 16", () => {
    const b = gargoyle(0);
    expect(allowanceIn(b.state, garg(b), "a")).toBe(16);
  });

  it("a laden flight of 11 hexes is refused", () => {
    const b = gargoyle(1);
    expect(() =>
      b.turn(
        [
          { figure: "garg", option: "a", path: eleven },
          { figure: "x", option: "pass" },
        ],
        [],
      ),
    ).toThrow(
      "garg would move 11 hexes; move (a) allows at most 10; laden, it flies 10 (16 − 6 for 50 kg, AM §9).",
    );
  });

  it("under rules edition 4 the boulder did not slow it: 16, and the 11 hexes are flown", () => {
    const b = gargoyle(1, 4);
    expect(allowanceIn(b.state, garg(b), "a")).toBe(16);
    b.turn(
      [
        { figure: "garg", option: "a", path: eleven },
        { figure: "x", option: "pass" },
      ],
      [],
    );
    expect(garg(b).position).toEqual(at("E9"));
  });
});
