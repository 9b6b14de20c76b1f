/** A rider on his horse (ADVANCED MELEE §9) in the map's alt text and the roster beside it. */
import { createCanvas } from "@napi-rs/canvas";
import { expect, it } from "vitest";
import { figureLines } from "../../../commands/battle/board.ts";
import type { BattleState, Point } from "../../../src/engine/index.ts";
import { describeMapForAltText } from "../../../src/render/map/alt-text.ts";
import { fullViewport, makeLayout } from "../../../src/render/map/layout.ts";
import { rosterRowStatus } from "../../../src/render/map/legend.ts";
import { COLOURS, sideStyles } from "../../../src/render/map/palette.ts";
import { rosterLines } from "../../../src/render/map/roster-text.ts";
import { placeTokens, type TokenPlacement } from "../../../src/render/map/token-placement.ts";
import { drawToken } from "../../../src/render/map/tokens.ts";
import type { BattleSummary } from "../../../src/store/battle-types.ts";
import { mountedCharge } from "./mounted-scenario.ts";

it("the alt text names the rider's two hexes and his horse with its own ST", () => {
  expect(describeMapForAltText(mountedCharge().state)).toContain(
    "Sir Hugh at E5–E6 facing N, ST 13/13, riding Bayard (horse, ST 30/30). The Foot:",
  );
});

it("the roster gives the horse's ST beside the rider's, and its DX for its own attack", () => {
  expect(rosterLines(mountedCharge().state)).toContain(
    "• SH Sir Hugh · E5–E6 N · ST 13/13 · riding Bayard (horse, ST 30/30) · adjDX 8 · Broadsword, small shield · Bayard DX 11",
  );
});

it("a barded horse's DX on the roster and the board is its barding's: chainmail's 3, less 1", () => {
  const { state } = mountedCharge();
  const hugh = state.figures.find((f) => f.id === "hugh") ?? never();
  hugh.mount = { ...(hugh.mount ?? never()), barding: "chainmail" };
  const dx = "Bayard adjDX 9 = DX 11 − 2 chainmail barding";
  expect(rosterLines(state).join("\n")).toContain(`Broadsword, small shield · ${dx}`);
  const summary = { sides: state.sides, figures: [] } as unknown as BattleSummary;
  expect(figureLines(summary, state).join("\n")).toContain(`(horse, ST 30/30), ${dx}`);
});

it("the legend's roster row carries the horse's ST on the rider's status line", () => {
  const { state } = mountedCharge();
  const [hugh] = state.figures.filter((f) => f.id === "hugh");
  // After 9 hexes the horse counts as a 3-hex figure, which Odo alone does not engage (AM §9).
  expect(hugh && rosterRowStatus(state, hugh)).toEqual(["riding Bayard (horse, ST 30/30)"]);
});

it("the board's line for the rider gives the horse's ST after his own", () => {
  const { state } = mountedCharge();
  const summary = {
    sides: state.sides.map((s) => ({ id: s.id, name: s.name })),
    figures: [],
  } as unknown as BattleSummary;
  expect(figureLines(summary, state)).toContain(
    "• Sir Hugh (GM): E5 facing N, standing, ST 13/13, riding Bayard (horse, ST 30/30), Bayard DX 11",
  );
});

/** The colour of the pixel at `p` once the rider's token alone is drawn on a blank canvas. */
function tokenPixel(
  state: BattleState,
  id: string,
  where: (p: TokenPlacement, s: number) => Point,
) {
  const layout = makeLayout(state.arena, fullViewport(state.arena));
  const p = placeTokens(state, layout).find((t) => t.figure.id === id) ?? never();
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  drawToken(ctx, state, layout, p, sideStyles(state).get(p.figure.side), "SH");
  const at = where(p, layout.size);
  const [r, g, b] = ctx.getImageData(Math.round(at.x), Math.round(at.y), 1, 1).data;
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

it("draws the horse under its rider: its coat beside him and its head in the front hex", () => {
  const { state } = mountedCharge();
  // Sir Hugh faces N on E5–E6: E5's centre is 0.866 hex sizes up from his token's centre.
  const up = (d: number) => (p: TokenPlacement, s: number) => ({
    x: p.centre.x,
    y: p.centre.y - d * s,
  });
  expect(tokenPixel(state, "hugh", up(0.6))).toBe(COLOURS.coat);
  // The head, 0.45 past E5's centre (the notch lies further on, past the muzzle).
  expect(tokenPixel(state, "hugh", up(0.866 + 0.45))).toBe(COLOURS.coat);
});

function never(): never {
  throw new Error("no token for the rider");
}
