/**
 * A berserk figure (AM §6 BERSERKING) in the pictures and words: the token's badge, its status in
 * the roster and the map's alt text, and the badge gone once it comes out of the frenzy.
 */
import { createCanvas } from "@napi-rs/canvas";
import { expect, it } from "vitest";
import { describeMapForAltText } from "../../src/render/map/alt-text.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { fullViewport, makeLayout } from "../../src/render/map/layout.ts";
import { sideStyles } from "../../src/render/map/palette.ts";
import { rosterLines } from "../../src/render/map/roster-text.ts";
import { placeTokens } from "../../src/render/map/token-placement.ts";
import { drawToken, postureBadge } from "../../src/render/map/tokens.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

function gm(b: TestBattle, berserk: boolean, faces: number[]): void {
  b.order(
    { type: "gm", gm: "Gamemaster", ruling: { kind: "berserk", figure: "a", berserk } },
    faces,
  );
}

it("marks a berserker's token 'berserk' and says so in its status, roster line and alt text", () => {
  const b = new TestBattle(
    [fighter("a", human("Ann", { iq: 10 }), "E5", S), fighter("b", human("Bo"), "E8", N, "red")],
    { ruleset: "advanced-melee" },
  );
  expect(postureBadge(b.state, b.fig("a"), false)).toBe("");
  gm(b, true, [3, 3, 3]);
  expect(postureBadge(b.state, b.fig("a"), false)).toBe("berserk");
  expect(statusWords(b.state, b.fig("a"))).toEqual(["berserk"]);
  expect(describeMapForAltText(b.state)).toContain("Ann at E5 facing S, ST 12/12, berserk.");
  expect(rosterLines(b.state).find((l) => l.includes("Ann"))).toMatch(/ · berserk$/);
  // Coming out on 3 dice against IQ 10 (3, 3, 3) ends the mark and costs 2 ST.
  gm(b, false, [3, 3, 3]);
  expect(postureBadge(b.state, b.fig("a"), false)).toBe("");
  expect(describeMapForAltText(b.state)).toContain("Ann at E5 facing S, ST 10/12.");
});

it("keeps 'berserk' in the status of a berserker in a HTH pile", () => {
  const b = new TestBattle(
    [fighter("a", human("Ann", { iq: 10 }), "E5", S), fighter("b", human("Bo"), "E6", N, "red")],
    { ruleset: "advanced-melee" },
  );
  gm(b, true, [3, 3, 3]);
  b.edit("b", { position: b.fig("a").position });
  expect(statusWords(b.state, b.fig("a"))).toEqual(["berserk", "HTH with Bo"]);
});

/** White pixels (a badge's fill) left of Ann's token, above it (`-1`) or below it (`1`). */
function whiteBeside(b: TestBattle, below: 1 | -1): number {
  const layout = makeLayout(b.state.arena, fullViewport(b.state.arena));
  const p = placeTokens(b.state, layout).find((t) => t.figure.id === "a");
  if (!p) throw new Error("no token for Ann");
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  drawToken(ctx, b.state, layout, p, sideStyles(b.state).get("blue"), "An");
  const r = layout.size * 0.5;
  const top = below === 1 ? p.centre.y + r * 0.5 : p.centre.y - r * 1.3;
  const { data } = ctx.getImageData(p.centre.x - r * 1.8, top, r * 1.2, r * 0.8);
  let white = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] === 255 && data[i + 3] === 255) white++;
  return white;
}

it("puts the badge below the token when its ST pill goes above it (facing S), else above", () => {
  const b = new TestBattle(
    [fighter("a", human("Ann", { iq: 10 }), "E5", S), fighter("b", human("Bo"), "E8", N, "red")],
    { ruleset: "advanced-melee" },
  );
  expect([whiteBeside(b, -1), whiteBeside(b, 1)]).toEqual([0, 0]);
  gm(b, true, [3, 3, 3]);
  expect(whiteBeside(b, -1)).toBe(0);
  expect(whiteBeside(b, 1)).toBeGreaterThan(20);
  b.edit("a", { facing: N });
  expect(whiteBeside(b, -1)).toBeGreaterThan(20);
  expect(whiteBeside(b, 1)).toBe(0);
});
