import { describe, expect, it } from "vitest";
import { driftDirection } from "../../../src/games/ur-quan/rules/inertia.ts";
import { applyAll, scoutAndDreadnought, ship } from "./duel.ts";

describe("the Movement Phase (the seed)", () => {
  it("plays Captain Tanaka's move: two ahead, turn right, two ahead, turn left twice; no Thrust left", () => {
    const start = scoutAndDreadnought();
    const s = applyAll(start, [
      { type: "turn", by: "a", side: "left", times: 3 },
      { type: "forward", by: "a", hexes: 2 },
    ]);
    expect(ship(s, "s1").hex).toEqual({ col: 5, row: 2 });
    const scout = applyAll(s, [
      { type: "turn", by: "a", side: "right" },
      { type: "forward", by: "a", hexes: 2 },
    ]);
    expect(ship(scout, "s1").thrustLeft).toBe(0);
    expect(() => applyAll(scout, [{ type: "forward", by: "a" }])).toThrow(/Only 0 Thrust left/);
    expect(() => applyAll(scout, [{ type: "turn", by: "a", side: "left" }])).toThrow(
      /Only 0 Turn left/,
    );
  });

  it("moves only forward, never into or through an occupied hex, nor off the map", () => {
    const s = scoutAndDreadnought([{ col: 5, row: 6 }]);
    expect(() => applyAll(s, [{ type: "forward", by: "a", hexes: 2 }])).toThrow(
      /holds an asteroid/,
    );
    expect(() => applyAll(s, [{ type: "forward", by: "a", hexes: 1 }])).not.toThrow();
    expect(ship(s, "s1").hex).toEqual({ col: 5, row: 4 });
    const up = applyAll(s, [
      { type: "turn", by: "a", side: "right", times: 3 },
      { type: "forward", by: "a", hexes: 4 },
    ]);
    expect(ship(up, "s1").hex).toEqual({ col: 5, row: 0 });
    const edge = applyAll(up, [
      { type: "end", by: "a" },
      { type: "end", by: "b" },
    ]);
    expect(ship(edge, "s1").hex).toEqual({ col: 5, row: 0 });
    expect(() => applyAll(edge, [{ type: "forward", by: "a" }])).toThrow(/leave the Star Map/);
  });

  it("resumes movement after an attack while Thrust is left", () => {
    const s = applyAll(
      scoutAndDreadnought(),
      [
        { type: "fire", by: "a", slot: "main", target: "s2" },
        { type: "forward", by: "a" },
      ],
      [1, 8],
    );
    expect(ship(applyAll(s, [{ type: "forward", by: "a" }]), "s1").hex).toEqual({ col: 5, row: 6 });
  });
});

describe("the Inertia Phase (our design)", () => {
  it("drifts along the direction moved most, a tie to the one moved in last", () => {
    expect(driftDirection([3, 3, 2])).toBe(3);
    expect(driftDirection([3, 2])).toBe(2);
    expect(driftDirection([])).toBeNull();
  });

  it("drifts a ship one hex at the start of its second turn, without spending Thrust", () => {
    const s = applyAll(scoutAndDreadnought(), [
      { type: "turn", by: "a", side: "left", times: 2 },
      { type: "forward", by: "a", hexes: 2 },
      { type: "end", by: "a" },
      { type: "end", by: "b" },
    ]);
    // Two hexes up-right from (5,4) reach (7,3); the drift carries on to (8,3).
    expect(ship(s, "s1").hex).toEqual({ col: 8, row: 3 });
    expect(ship(s, "s1").thrustLeft).toBe(4);
  });

  it("collides instead of drifting into an occupied hex: both lose half a crew box", () => {
    const s = applyAll(scoutAndDreadnought(), [
      { type: "forward", by: "a", hexes: 2 },
      { type: "end", by: "a" },
      { type: "end", by: "b" },
    ]);
    expect(ship(s, "s1").hex).toEqual({ col: 5, row: 6 });
    expect(ship(s, "s1").crewHalves).toBe(5);
    expect(ship(s, "s2").crewHalves).toBe(41);
  });
});
