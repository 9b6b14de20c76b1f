/**
 * The odds shown before an order is confirmed: read with the roll's own tables, from where the
 * planned move ends, on four dice against a figure that dodges.
 */
import { describe, expect, it } from "vitest";
import { hitChance } from "../../../src/engine/battle/hit-chance.ts";
import { plannedHitChance } from "../../../src/engine/index.ts";
import { annAgainstBob, at, Bout, fighter, human, N, S } from "./builders.ts";

describe("hitChance", () => {
  it("reads 3d6 against adjDX: hit on 9 or less is 81 in 216", () => {
    expect(hitChance(9, 3)).toEqual({ adjDx: 9, dice: 3, hitsOnOrLess: 9, chance: 81 / 216 });
  });

  it("keeps the automatic results: 3 to 5 always hit, 16 and more always miss", () => {
    expect(hitChance(2, 3)).toMatchObject({ hitsOnOrLess: 5, chance: 10 / 216 });
    expect(hitChance(20, 3)).toMatchObject({ hitsOnOrLess: 15, chance: 206 / 216 });
  });

  it("reads 4d6 with no automatic hit, and 20 or more missing", () => {
    expect(hitChance(12, 4)).toMatchObject({ hitsOnOrLess: 12, chance: 435 / 1296 });
    expect(hitChance(2, 4)).toMatchObject({ hitsOnOrLess: 0, chance: 0 });
    expect(hitChance(25, 4).hitsOnOrLess).toBe(19);
  });
});

describe("plannedHitChance", () => {
  it("a charge ending in front of Bob: Ann's DX 12 on three dice", () => {
    const b = annAgainstBob("E9");
    const move = { option: "b" as const, destination: at("E8"), facing: S };
    expect(plannedHitChance(b.state, "ann", move, "bob")).toEqual(hitChance(12, 3));
  });

  it("four dice when the target has chosen to dodge this turn", () => {
    const b = Bout.of(
      [fighter("ann", "red", "E5", S, human("Ann")), fighter("bob", "blue", "E9", N, human("Bob"))],
      [6, 1],
    );
    b.initiative("red", false);
    b.order({ type: "move", figure: "bob", option: "c", destination: at("E9") });
    const move = { option: "b" as const, destination: at("E8"), facing: S };
    expect(plannedHitChance(b.state, "ann", move, "bob")).toEqual(hitChance(12, 4));
  });

  it("none for a target the order could not attack, or an option that makes no attack", () => {
    const b = annAgainstBob("E9");
    expect(plannedHitChance(b.state, "ann", { option: "b", destination: at("E6") }, "bob")).toBe(
      null,
    );
    expect(plannedHitChance(b.state, "ann", { option: "a", destination: at("E8") }, "bob")).toBe(
      null,
    );
  });
});
