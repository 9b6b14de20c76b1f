/**
 * AM §3 MOVEMENT OF MULTI-HEX FIGURES: a multi-hex figure must stop when two small figures engage
 * it, but "even then it may move one more hex to push the small figures back". Reading in
 * docs/rulings.md, "Pushing back": the one more hex is the move's last step, within its MA.
 */
import { describe, expect, it } from "vitest";
import { legalDestinations } from "../../../src/engine/battle/decisions.ts";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/**
 * A giant of ST 30 (blue) in J12 facing N; X in J10 and Y in K10 (red, ST 12 each) face S. At J11
 * (J11, K11, K12) it is in both men's front hexes, so engaged; J10 (J10, K10, K11) is on them.
 */
function giantBeforeTwoMen(rulesEdition?: number): TestBattle {
  return new TestBattle(
    [
      beast("g", "giant", "J12", N, "blue", { st: 30 }),
      fighter("x", human("X"), "J10", S, "red"),
      fighter("y", human("Y"), "K10", S, "red"),
    ],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
}

const onToJ10 = { figure: "g", option: "a", path: [at("J11"), at("J10")], facing: N } as const;
const passes = [
  { figure: "x", option: "pass" },
  { figure: "y", option: "pass" },
] as const;

describe("AM §3: one more hex to push back after being engaged", () => {
  it("engaged at J11 by X and Y, the giant goes on to J10 and pushes both back", () => {
    const b = giantBeforeTwoMen();
    const events = b.turn([onToJ10, ...passes], [3, 3, 3, 3, 3, 3]);
    expect(eventsOf(events, "stepped").map((e) => e.figure)).toEqual(["x", "y"]);
    expect(footprint(b.fig("g")).map(formatHex)).toEqual(["J10", "K10", "K11"]);
  });

  it("J10 is among the giant's destinations, naming the men it pushes back", () => {
    const b = giantBeforeTwoMen();
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    const j10 = legalDestinations(b.state, "g", "a").find((d) => formatHex(d.hex) === "J10");
    expect(j10?.pushes).toEqual(["x", "y"]);
  });

  it("a step past J11 that pushes nobody is still refused", () => {
    const b = giantBeforeTwoMen();
    const path = [at("J11"), at("J12")];
    expect(() => b.turn([{ figure: "g", option: "a", path, facing: N }, ...passes])).toThrow(
      "g must stop at J11: entering an enemy's front hex ends movement.",
    );
  });

  it("under rules edition 2 the giant stops at J11", () => {
    const b = giantBeforeTwoMen(2);
    expect(() => b.turn([onToJ10, ...passes])).toThrow(
      "g must stop at J11: entering an enemy's front hex ends movement.",
    );
  });
});
