/**
 * AM §6 ADVERSE CONDITIONS drawn and told: the map shades dark hexes and tints water only where
 * the GM set them, and marks raised hexes and narrow tunnels, and one line names them for the board, /battle status and the map's
 * description.
 */
import { describe, expect, it } from "vitest";
import type { ConditionsChange } from "../../src/engine/index.ts";
import { conditionsLine } from "../../src/render/conditions-text.ts";
import { drawMap } from "../../src/render/map/render-map.ts";
import { at, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

function battle(changes: readonly (Omit<ConditionsChange, "hexes"> & { hexes?: string[] })[]) {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
    { ruleset: "advanced-melee" },
  );
  for (const { hexes, ...change } of changes)
    b.order({
      type: "gm",
      gm: "GM",
      ruling: { kind: "conditions", ...change, hexes: hexes === undefined ? null : hexes.map(at) },
    });
  return b.state;
}

/** The summed brightness of the map's pixels. */
function brightness(state: ReturnType<typeof battle>): number {
  const canvas = drawMap(state);
  const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4)
    sum += (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0);
  return sum;
}

describe("adverse conditions on the map and in words", () => {
  it("a dark hex darkens the map; lit everywhere again, it is as without conditions", () => {
    const plain = brightness(battle([]));
    expect(brightness(battle([{ light: "dark", hexes: ["B10"] }]))).toBeLessThan(plain);
    expect(brightness(battle([{ ground: "deep-water", hexes: ["B10"] }]))).toBeLessThan(plain);
    expect(brightness(battle([{ light: "dark" }, { light: "lit" }]))).toBe(plain);
  });

  it("water over the head is tinted darker than water to the neck", () => {
    const neck = brightness(battle([{ ground: "deep-water", hexes: ["B10", "C10"] }]));
    const overHead = brightness(battle([{ ground: "over-head-water", hexes: ["B10", "C10"] }]));
    expect(overHead).toBeLessThan(neck);
  });

  it("draws a raised hex (AM §6 HEIGHT), a narrow tunnel, cover and fire; level 0, no tunnel, cover or fire, nothing", () => {
    const plain = brightness(battle([]));
    expect(brightness(battle([{ level: 2, hexes: ["B10"] }]))).toBeLessThan(plain);
    expect(brightness(battle([{ tunnel: true, hexes: ["B10"] }]))).toBeLessThan(plain);
    expect(brightness(battle([{ cover: "half", hexes: ["B10"] }]))).toBeLessThan(plain);
    expect(brightness(battle([{ fire: true, hexes: ["B10"] }]))).not.toBe(plain);
    expect(
      brightness(battle([{ level: 0, tunnel: false, cover: "none", fire: false, hexes: ["B10"] }])),
    ).toBe(plain);
  });

  it("names the arena's conditions, then the hexes alike together", () => {
    expect(conditionsLine(battle([]))).toBeUndefined();
    expect(
      conditionsLine(
        battle([
          { light: "dark", ground: "broken" },
          { light: "lit", hexes: ["E5", "E6"] },
          { ground: "ankle-water", hexes: ["B2"] },
        ]),
      ),
    ).toBe("Conditions: the whole arena dark, broken ground; E5, E6 lit; B2 ankle-deep water.");
    expect(conditionsLine(battle([{ light: "dark" }, { light: "lit" }]))).toBeUndefined();
  });
});
