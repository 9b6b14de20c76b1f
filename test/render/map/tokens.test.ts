import { describe, expect, it } from "vitest";
import { formatHex } from "../../../src/engine/index.ts";
import { brawlHexes } from "../../../src/render/map/brawl.ts";
import { centreOf, fullViewport, makeLayout } from "../../../src/render/map/layout.ts";
import { placeTokens } from "../../../src/render/map/token-placement.ts";
import { pillAbove, postureBadge } from "../../../src/render/map/tokens.ts";
import { at, fighter, human, N, TestBattle } from "../../engine/battle/attack-builders.ts";
import { giantAndGargoyle } from "./scenarios.ts";

describe("tokens for a giant", () => {
  const { state } = giantAndGargoyle();
  const layout = makeLayout(state.arena, fullViewport(state.arena));
  const placements = placeTokens(state, layout);
  const of = (id: string) => placements.find((p) => p.figure.id === id);

  it("one token spans the giant's three hexes, centred on the corner they share", () => {
    const og = of("og");
    expect(og?.hexes.map(formatHex)).toEqual(["D4", "D5", "C5"]);
    const centres = (og?.hexes ?? []).map((h) => centreOf(layout, h));
    expect(og?.centre.x).toBeCloseTo(centres.reduce((s, c) => s + c.x, 0) / 3);
    expect(og?.centre.y).toBeCloseTo(centres.reduce((s, c) => s + c.y, 0) / 3);
    // It faces SE, so it looks at E5: due east of its centre on screen.
    expect(og?.facingAngle).toBeCloseTo(0);
    expect(og && pillAbove(og)).toBe(false);
  });

  it("a man on the giant's rear hex is drawn small at the hex's outer edge, the giant counted", () => {
    const bran = of("bran");
    const og = of("og");
    const c5 = centreOf(
      layout,
      state.figures.find((f) => f.id === "bran")?.position ?? { q: 0, r: 0 },
    );
    expect(bran?.crowd).toBe(2);
    expect(bran?.scale).toBeLessThan(1);
    // Further from the giant's centre than the hex centre is, and still inside the hex.
    const dist = (p: { x: number; y: number }) =>
      Math.hypot(p.x - (og?.centre.x ?? 0), p.y - (og?.centre.y ?? 0));
    expect(dist(bran?.centre ?? c5)).toBeGreaterThan(dist(c5));
    expect(Math.hypot((bran?.centre.x ?? 0) - c5.x, (bran?.centre.y ?? 0) - c5.y)).toBeLessThan(
      layout.size * 0.866,
    );
  });

  it("the brawl is in the hex the man shares with the giant, not at its anchor", () => {
    expect(brawlHexes(state, layout).map(formatHex)).toEqual(["C5"]);
  });
});

describe("the badge beside a token", () => {
  const bare = (name: string) => human(name, { weapons: [], readyWeapon: null });
  const b = new TestBattle(
    [fighter("a", bare("A"), "E6", N), fighter("d", bare("D"), "E7", N, "red")],
    { ruleset: "advanced-melee" },
  );
  b.pile("E6", ["a", "d"]);

  it("none in a HTH pile, but 'pin' on a figure a foe holds pinned (AM §5 PINNING A FOE)", () => {
    expect(postureBadge(b.state, b.fig("d"), false)).toBe("");
    b.edit("d", { pinned: { by: "a", turn: 1 } });
    expect(postureBadge(b.state, b.fig("d"), false)).toBe("pin");
    expect(postureBadge(b.state, b.fig("a"), false)).toBe("");
  });

  it("a pin whose pinner has left the pile is over: the victim shows its posture, fallen", () => {
    b.edit("a", { position: at("E5"), posture: "standing" });
    expect(postureBadge(b.state, b.fig("d"), false)).toBe("F");
  });
});
