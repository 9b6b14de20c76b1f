/** A rider on his horse (ADVANCED MELEE §9) in the map's alt text and the roster beside it. */
import { expect, it } from "vitest";
import { figureLines } from "../../../commands/battle/board.ts";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { rosterRowStatus } from "../../../src/render/map/legend.ts";
import { rosterLines } from "../../../src/render/map/roster-text.ts";
import type { BattleSummary } from "../../../src/store/battle-types.ts";
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

it("the legend's roster row carries the horse's ST on the rider's status line", () => {
  const { state } = mountedCharge();
  const [hugh] = state.figures.filter((f) => f.id === "hugh");
  expect(hugh && rosterRowStatus(state, hugh)).toEqual([
    "riding Bayard (horse, ST 30/30)",
    "engaged by Odo",
  ]);
});

it("the board's line for the rider gives the horse's ST after his own", () => {
  const { state } = mountedCharge();
  const summary = {
    sides: state.sides.map((s) => ({ id: s.id, name: s.name })),
    figures: [],
  } as unknown as BattleSummary;
  expect(figureLines(summary, state)).toContain(
    "• Sir Hugh (GM): E5 facing N, standing, ST 13/13, riding Bayard (horse, ST 30/30), engaged by Odo",
  );
});
