/**
 * AM §3 MOVING ONTO OTHER FIGURES: "Very large figures (7 or more hexes) may push back … figures
 * up to 3 hexes in size in the same way", their combined ST less than the pusher's. Reading in
 * docs/rulings.md, "Pushing back": the pushed figure's whole body moves one hex, keeping its
 * facing; a rider counts his mount's ST with his own.
 */
import { describe, expect, it } from "vitest";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import type { FigureSetup } from "../../../src/engine/battle/setup.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { at, beast, eventsOf, human, N, TestBattle } from "../battle/attack-builders.ts";

/** A GM's beast of `hexes` hexes and ST `st` (blue), its head in J11 facing N. */
function wyrm(hexes: number, st: number): FigureSetup {
  return {
    kind: "monster",
    id: "w",
    side: "blue",
    monster: "beast",
    name: "Wyrm",
    position: at("J11"),
    facing: N,
    st,
    dx: 11,
    ma: 8,
    hexes,
  };
}

/** The beast, and a horse (red, ST 30, DX 11) covering J9 and J10 facing N. */
function wyrmBeforeHorse(hexes: number, st: number): TestBattle {
  return new TestBattle(
    [wyrm(hexes, st), beast("h", "horse", "J9", N, "red", { st: 30, dx: 11 })],
    { ruleset: "advanced-melee" },
  );
}

const ontoJ10 = { figure: "w", option: "a", path: [at("J10")], facing: N } as const;
const hexesOf = (b: TestBattle, id: string) => footprint(b.fig(id)).map(formatHex);

describe("AM §3: a 7-hex figure pushes back figures of 2 and 3 hexes", () => {
  it("a ST 60 dragon moves onto a horse (J9–J10, ST 30): it makes 9 against DX 11 and steps to J8–J9", () => {
    const b = wyrmBeforeHorse(7, 60);
    const events = b.turn([ontoJ10, { figure: "h", option: "pass" }], [3, 3, 3]);
    expect(eventsOf(events, "stepped")).toEqual([
      { type: "stepped", figure: "h", from: at("J9"), to: at("J8"), reason: "pushed back by Wyrm" },
    ]);
    expect(hexesOf(b, "h")).toEqual(["J8", "J9"]);
    expect(b.fig("h")).toMatchObject({ posture: "standing", facing: N });
    expect(hexesOf(b, "w")[0]).toBe("J10");
  });

  it("a giant (J10, K10, K11) missing with 15 is pushed a hex north (J9, K9, K10) and falls there", () => {
    const b = new TestBattle([wyrm(7, 60), beast("g", "giant", "J10", N, "red", { st: 24 })], {
      ruleset: "advanced-melee",
    });
    const events = b.turn([ontoJ10, { figure: "g", option: "pass" }], [6, 5, 4]);
    expect(eventsOf(events, "posture")).toMatchObject([
      { figure: "g", posture: "fallen", reason: "pushed back by Wyrm" },
    ]);
    expect(hexesOf(b, "g")).toEqual(["J9", "K9", "K10"]);
  });

  it("a horse of ST 30 is not less than a ST 30 dragon: refused", () => {
    const b = wyrmBeforeHorse(7, 30);
    expect(() => b.turn([ontoJ10, { figure: "h", option: "pass" }])).toThrow(
      "Wyrm may push back only figures whose combined ST (30) is less than its own (30).",
    );
  });

  it("a rider counts his horse's ST with his own: 12 + 30 is not less than 40", () => {
    const rider: FigureSetup = {
      kind: "fighter",
      id: "r",
      side: "red",
      spec: human("R"),
      position: at("J9"),
      facing: N,
      mount: { beast: "horse", horsemanship: "expert" },
    };
    const b = new TestBattle([wyrm(7, 40), rider], { ruleset: "advanced-melee" });
    expect(() => b.turn([ontoJ10, { figure: "r", option: "pass" }])).toThrow(
      "Wyrm may push back only figures whose combined ST (42) is less than its own (40).",
    );
  });

  it("a 5-hex beast cannot push a horse: it is in the way", () => {
    const b = wyrmBeforeHorse(5, 60);
    expect(() => b.turn([ontoJ10, { figure: "h", option: "pass" }])).toThrow(
      "J10 is occupied; a figure may not move through a standing or kneeling figure.",
    );
  });
});
