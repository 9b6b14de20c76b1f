/** AM's bigger figures described for the map's alt text: every hex a figure covers, head first. */
import { expect, it } from "vitest";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { dragonAndHorse } from "./multi-hex-scenario.ts";

it("names the dragon's seven hexes and the horse's two", () => {
  const { state } = dragonAndHorse();
  expect(describeMapForAltText(state)).toBe(
    "Battle map, turn 1. The Men won the initiative and chooses who moves first. Arena 10 by 12 hexes. " +
      "The Men: Bran at E8 facing N, ST 12/12, engaged by Wyrm; Cora at D8 facing NE, ST 11/11. " +
      "The Monsters: Wyrm at E7–E6–D5–F5–E5–E4–E3 facing S, ST 24/24; Mare at H8–I9 facing NW, ST 24/24.",
  );
});
