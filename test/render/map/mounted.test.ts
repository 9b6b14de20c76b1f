/** A rider on his horse (ADVANCED MELEE §9) in the map's alt text and the roster beside it. */
import { expect, it } from "vitest";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { rosterLines } from "../../../src/render/map/roster-text.ts";
import { mountedCharge } from "./mounted-scenario.ts";

it("the alt text names the rider's two hexes and his horse with its own ST", () => {
  expect(describeMapForAltText(mountedCharge().state)).toContain(
    "Sir Hugh at E5–E6 facing N, ST 13/13, riding Bayard (horse, ST 30/30), engaged by Odo.",
  );
});

it("the roster gives the horse's ST beside the rider's", () => {
  expect(rosterLines(mountedCharge().state)).toContain(
    "• SH Sir Hugh · E5–E6 N · ST 13/13 · riding Bayard (horse, ST 30/30) · adjDX 8 · Broadsword, small shield · engaged by Odo",
  );
});
