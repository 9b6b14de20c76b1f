/**
 * AM §9 LEANING in battle, with forced dice: Rex rides a horse covering E6 (its head) and E7,
 * facing north. Leaning into E7 facing NE, his front hexes are E7's (F6 and F7, beside the
 * horse); upright he strikes over the unit's front (D5, E5, F5). A lance meets straight on along
 * his own line only, and a footman pulls at him beside the hex he sits in. Reading in
 * docs/rulings.md, "Leaning".
 */
import { describe, expect, it } from "vitest";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  TestBattle,
} from "../battle/attack-builders.ts";
import { NE, S, SW } from "../battle/builders.ts";

/** Rex (DX 12, broadsword) on a horse in E6-E7 facing N; Fay (red) in `foeHex`, by default facing NE. */
function rexBeside(foeHex: string, facing = NE) {
  return new TestBattle(
    [rider("r", human("Rex"), "E6", N), fighter("f", human("Fay"), foeHex, facing, "red")],
    { ruleset: "advanced-melee" },
  );
}

const fayPasses = { figure: "f", option: "pass" } as const;
const leansBack = { hex: at("E7"), facing: NE } as const;

describe("AM §9 LEANING: the rider strikes from the hex he leans into", () => {
  it("upright, Fay beside the horse in F6 is not in Rex's front hexes", () => {
    const b = rexBeside("F6");
    expect(() =>
      b.turn([fayPasses, { figure: "r", option: "b", path: [], target: "f" }], []),
    ).toThrow("Fay is not in one of Rex's front hexes.");
  });

  it("leaning into E7 facing NE he strikes her in F6: 9 hits, the broadsword's 2 dice do 7", () => {
    const b = rexBeside("F6");
    const events = b.turn(
      [fayPasses, { figure: "r", option: "b", path: [], target: "f", lean: leansBack }],
      [3, 3, 3, 3, 4],
    );
    expect(eventsOf(events, "attack-roll")).toMatchObject([
      { attacker: "r", target: "f", faces: [3, 3, 3] },
    ]);
    expect(damages(events)).toMatchObject([{ target: "f", taken: 7 }]);
    expect(b.fig("r").mount?.lean).toEqual({ part: 1, turn: 1 });
  });

  it("leaning back into E7 facing NE, Fay ahead of the horse in E5 is out of his front", () => {
    const b = rexBeside("E5", N);
    expect(() =>
      b.turn([fayPasses, { figure: "r", option: "b", path: [], target: "f", lean: leansBack }], []),
    ).toThrow("Fay is not in one of Rex's front hexes.");
  });

  it("his next move without a lean seats him upright again", () => {
    const b = rexBeside("F6");
    b.turn(
      [fayPasses, { figure: "r", option: "b", path: [], target: "f", lean: leansBack }],
      [6, 6, 4],
    );
    b.turn([fayPasses, { figure: "r", option: "c", path: [] }], []);
    expect(b.fig("r").mount?.lean).toBeUndefined();
  });

  it("refuses a hex off the horse, facing backwards, and a man on foot leaning", () => {
    const lean = (hex: string, facing: Direction) => () =>
      rexBeside("F6").turn(
        [fayPasses, { figure: "r", option: "c", path: [], lean: { hex: at(hex), facing } }],
        [],
      );
    expect(lean("E8", N)).toThrow(
      "E8 is not a hex of Horse that Rex may lean into: E6 or E7 (AM §9 LEANING).",
    );
    expect(lean("E7", S)).toThrow("Rex may face any way on Horse but backwards (AM §9 LEANING).");
    expect(() =>
      rexBeside("F6").turn(
        [{ figure: "f", option: "c", path: [], lean: { hex: at("F6"), facing: N } }],
        [],
      ),
    ).toThrow("Fay rides nothing: only a rider leans in the saddle (AM §9 LEANING).");
  });
});

describe("AM §9 LEANING: pulling down and the lance", () => {
  it("Fay in F7 (beside E7 only) pulls at Rex leaning there; upright he is out of her reach", () => {
    const pull = { figure: "f", option: "b", path: [], target: "f", attack: "pull-down" } as const;
    const upright = rexBeside("F7", SW);
    expect(() =>
      upright.turn(
        [
          { ...pull, target: "r" },
          { figure: "r", option: "i", path: [] },
        ],
        [],
      ),
    ).toThrow("Fay must stand next to Rex's saddle hex to pull him down.");
    const leaning = rexBeside("F7", SW);
    const events = leaning.turn(
      [
        { figure: "r", option: "i", path: [], lean: { hex: at("E7"), facing: N } },
        { ...pull, target: "r" },
      ],
      [1, 1, 1, 1, 1, 1],
    );
    expect(eventsOf(events, "pull")).toMatchObject([{ attacker: "f", target: "r", success: true }]);
  });
});
