/**
 * AM §5 SHA-KEN in the order's choices: the option menu offers the most stars of each DX band the
 * stock allows, Confirm's order carries the count, and the typed `attack:` reads "3 sha-ken" and
 * autocompletes 2 to 12 for a figure holding them.
 */
import { describe, expect, it } from "vitest";
import { orderedAttackKind, starsIn, volleyChoices } from "../../commands/battle/attack-choices.ts";
import { extraDetails, optionChoices } from "../../commands/battle/order-choices.ts";
import { volleyCounts } from "../../commands/battle/order-stars.ts";
import { adept, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

/** Kiri (sha-ken) on E10 and T three hexes off; Kiri's side is to move. */
function stars(left: number): TestBattle {
  const b = new TestBattle(
    [
      fighter("a", adept("Kiri", "sha-ken", "sha-ken"), "E10", N),
      fighter("t", human("T"), "E7", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  b.fig("a").shaKen = left;
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

describe("sha-ken in the order's choices (AM §5)", () => {
  it("the menu offers the most stars of each band the stock allows", () => {
    expect(volleyCounts(stars(12).fig("a"))).toEqual([3, 6, 9, 12]);
    expect(volleyCounts(stars(5).fig("a"))).toEqual([3, 5]);
    expect(volleyCounts(stars(1).fig("a"))).toEqual([]);
    expect(optionChoices(stars(12).state, "a")).toContainEqual({
      value: "b.stars-6",
      label: "Throw 6 sha-ken at T",
      description: "AM II(a) · (b) Charge attack",
    });
  });

  it("Confirm's order throws that many", () => {
    const b = stars(12);
    expect(extraDetails(b.state, { figure: "a", option: "b", extra: "stars-6" })).toEqual({
      attack: "thrown",
      stars: 6,
    });
  });

  it("the typed attack reads a count of sha-ken and offers 2 up to the stars left", () => {
    expect(starsIn("3 sha-ken")).toBe(3);
    expect(starsIn(" 12 Sha-Ken ")).toBe(12);
    expect(starsIn("thrown")).toBeUndefined();
    expect(orderedAttackKind("4 sha-ken")).toBe("thrown");
    expect(orderedAttackKind("jab")).toBe("jab");
    expect(volleyChoices(stars(3).fig("a"))).toEqual([
      { name: "Throw 2 sha-ken at once (AM, DX -2)", value: "2 sha-ken" },
      { name: "Throw 3 sha-ken at once (AM, DX -2)", value: "3 sha-ken" },
    ]);
  });
});
