/** The set-down pack on the map (AM §5; set-down-packs.ts): drawn in its hex and named in the key. */
import { describe, expect, it } from "vitest";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { drawMap } from "../../../src/render/map/render-map.ts";
import { rosterLines } from "../../../src/render/map/roster-text.ts";
import { melioWithARapierPacked, packOff, pass } from "../../engine/advanced-melee/melio-pack.ts";
import { at } from "../../engine/battle/attack-builders.ts";

/** Melio has set his pack down at E5 and stepped to E6. */
function packSetDown() {
  const b = melioWithARapierPacked();
  b.turn([packOff, pass]);
  b.turn([packOff, pass]);
  b.turn([{ figure: "melio", option: "a", path: [at("E6")] }, pass]);
  return b;
}

/** Pixels of the satchel's flap colour, #7a5228, which nothing else on the map uses. */
function flapPixels(state: Parameters<typeof drawMap>[0]): number {
  const canvas = drawMap(state);
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === 0x7a && data[i + 1] === 0x52 && data[i + 2] === 0x28) n++;
  }
  return n;
}

describe("the set-down pack as a map item", () => {
  it("is listed on the ground with what is still in it", () => {
    const b = packSetDown();
    expect(rosterLines(b.state).at(-1)).toBe("On the ground: E5 Melio's pack (rapier).");
    expect(describeMapForAltText(b.state)).toContain("On the ground: Melio's pack (rapier) at E5.");
  });

  it("is drawn as a satchel in its hex, which a pack on the back is not", () => {
    expect(flapPixels(melioWithARapierPacked().state)).toBe(0);
    expect(flapPixels(packSetDown().state)).toBeGreaterThan(20);
  });
});
