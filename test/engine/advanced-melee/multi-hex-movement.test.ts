/**
 * AM §3 MOVEMENT OF MULTI-HEX FIGURES and SHIFTING: a multi-hex figure's move counts the hexes its
 * farthest part moves; a shift moves no part more than one hex. AM §4 FACING: a giant turns within
 * its three hexes; a dragon cannot spin in place. MELEE's giant turns free (battle/giant.test.ts).
 * Reading in docs/rulings.md, "Moving a multi-hex figure".
 */
import { describe, expect, it } from "vitest";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  beast,
  fighter,
  human,
  N,
  NE,
  NW,
  S,
  SE,
  SW,
  TestBattle,
} from "../battle/attack-builders.ts";

/** Three men in the dragon's front hexes, its head in J8 facing N, each with it in a front hex. */
const THREE_MEN = [
  fighter("x", human("X"), "J7", S, "red"),
  fighter("y", human("Y"), "I8", SE, "red"),
  fighter("z", human("Z"), "K8", SW, "red"),
];

/**
 * A figure "g" of `hexes` hexes with its head at `hex` facing `facing`, M far off (and `foes`
 * around it); blue to move.
 */
function sized(
  hexes: number,
  hex: string,
  facing: typeof N,
  ruleset: Ruleset = "advanced-melee",
  foes: FigureSetup[] = [],
) {
  const b = new TestBattle(
    [beast("g", "giant", "B2", NE, "blue"), fighter("m", human("M"), "L14", N, "red"), ...foes],
    { ruleset },
  );
  b.edit("g", { traits: { ...b.fig("g").traits, hexes }, position: at(hex), facing });
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

function labels(b: TestBattle): string[] {
  return footprint(b.fig("g")).map(formatHex);
}

describe("AM §3: a multi-hex figure's move counts its farthest part", () => {
  it("a dragon walking straight ahead 3 hexes has moved 3", () => {
    const b = sized(7, "J8", N);
    b.order({ type: "move", figure: "g", option: "a", path: [at("J7"), at("J6"), at("J5")] });
    expect(chosenOption(b.state, "g")?.moved).toBe(3);
    expect(labels(b)[0]).toBe("J5");
  });

  it("a dragon stepping 1 hex and turning NE has moved what its tail tip moved: 5", () => {
    const b = sized(7, "J8", N);
    b.order({ type: "move", figure: "g", option: "a", path: [at("J7")], facing: NE });
    expect(chosenOption(b.state, "g")?.moved).toBe(5);
  });

  it("an engaged dragon cannot spin in place with a shift", () => {
    const b = sized(7, "J8", N, "advanced-melee", THREE_MEN);
    expect(() => b.order({ type: "move", figure: "g", option: "h", facing: NW })).toThrow(
      "A shift moves g one hex at most; part of it would move 4.",
    );
  });

  it("a horse turning about on its head pays for its hindquarters: 2", () => {
    const b = sized(2, "J8", N);
    b.order({ type: "move", figure: "g", option: "a", facing: S });
    expect(chosenOption(b.state, "g")?.moved).toBe(2);
    expect(labels(b)).toEqual(["J8", "J7"]);
  });

  it("a giant turning within its three hexes pays 1, as turning about its anchor does", () => {
    const b = sized(3, "E6", N);
    b.order({ type: "move", figure: "g", option: "a", path: [at("F5")], facing: SE });
    expect(chosenOption(b.state, "g")?.moved).toBe(1);
    expect(labels(b).sort()).toEqual(["E6", "F5", "F6"]);
    const c = sized(3, "E6", N);
    c.order({ type: "move", figure: "g", option: "a", facing: NE });
    expect(chosenOption(c.state, "g")?.moved).toBe(1);
  });

  it("under MELEE the giant still turns about its anchor for nothing", () => {
    const b = sized(3, "E6", N, "melee");
    b.order({ type: "move", figure: "g", option: "a", facing: NE });
    expect(chosenOption(b.state, "g")?.moved).toBe(0);
  });

  it("a horse shifts one hex sideways, each part moving one", () => {
    const b = sized(2, "J8", N, "advanced-melee", [fighter("x", human("X"), "J7", S, "red")]);
    b.order({ type: "move", figure: "g", option: "h", path: [at("K8")], facing: N });
    expect(chosenOption(b.state, "g")?.moved).toBe(1);
    expect(labels(b)).toEqual(["K8", "K9"]);
  });
});
