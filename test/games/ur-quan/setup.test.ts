import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { type UrQuanSetup, urQuanRules } from "../../../src/games/ur-quan/index.ts";
import { applyAll, ship } from "./duel.ts";

const setup: UrQuanSetup = {
  players: [
    { id: "a", name: "Tanaka", fleet: ["shofixti", "earthling"] },
    { id: "b", name: "Ur-Quan", fleet: ["vux", "ur-quan"] },
  ],
  points: 42,
  asteroids: 2,
};

describe("setting up (the seed)", () => {
  it("refuses a fleet over the Maximum Point Value", () => {
    expect(() =>
      urQuanRules.start({ ...setup, points: 41 }, "standard", new ForcedDice([])),
    ).toThrow(/Ur-Quan's fleet costs 42 points; the maximum is 41/);
  });

  it("re-rolls a tie of the order die; the higher roller chooses the order", () => {
    const step = urQuanRules.start(setup, "standard", new ForcedDice([7, 7, 3, 10]));
    expect(step.events).toEqual([
      {
        type: "order-roll",
        die: 12,
        faces: [
          { player: "a", face: 7 },
          { player: "b", face: 7 },
        ],
      },
      {
        type: "order-roll",
        die: 12,
        faces: [
          { player: "a", face: 3 },
          { player: "b", face: 10 },
        ],
      },
    ]);
    expect(urQuanRules.awaiting(step.state)).toEqual([{ seat: "b", decision: "turn order" }]);
  });

  it("alternates asteroids in the chosen order, one object per hex, then places ships near each player's edge", () => {
    let s = urQuanRules.start(setup, "standard", new ForcedDice([2, 10])).state;
    s = applyAll(s, [
      { type: "choose-order", by: "b", first: "a" },
      { type: "asteroid", by: "a", hex: { col: 3, row: 6 } },
    ]);
    expect(urQuanRules.awaiting(s)).toEqual([{ seat: "b", decision: "asteroid" }]);
    expect(() => applyAll(s, [{ type: "asteroid", by: "b", hex: { col: 3, row: 6 } }])).toThrow(
      /already occupied/,
    );
    s = applyAll(s, [{ type: "asteroid", by: "b", hex: { col: 8, row: 6 } }]);
    expect(urQuanRules.awaiting(s)).toEqual([{ seat: "a", decision: "place ship" }]);
    expect(() =>
      applyAll(s, [
        { type: "place", by: "a", ship: "shofixti", hex: { col: 4, row: 5 }, facing: 3 },
      ]),
    ).toThrow(/within 5 hexes of your own \(top\) edge/);
    s = applyAll(s, [
      { type: "place", by: "a", ship: "shofixti", hex: { col: 4, row: 4 }, facing: 3 },
    ]);
    expect(() =>
      applyAll(s, [
        { type: "place", by: "b", ship: "ur-quan", hex: { col: 4, row: 6 }, facing: 0 },
      ]),
    ).toThrow(/bottom/);
    s = applyAll(s, [
      { type: "place", by: "b", ship: "ur-quan", hex: { col: 4, row: 7 }, facing: 0 },
    ]);
    expect(s.turn).toBe(1);
    expect(urQuanRules.awaiting(s)).toEqual([{ seat: "a", decision: "order" }]);
  });

  it("lets the VUX ambush on an odd roll: within two hexes of an enemy ship and facing it", () => {
    let s = urQuanRules.start({ ...setup, asteroids: 0 }, "standard", new ForcedDice([9, 1])).state;
    s = applyAll(s, [
      { type: "choose-order", by: "a", first: "a" },
      { type: "place", by: "a", ship: "shofixti", hex: { col: 4, row: 2 }, facing: 3 },
    ]);
    const even = applyAll(s, [{ type: "ambush", by: "b" }], [4]);
    expect(() =>
      applyAll(even, [{ type: "place", by: "b", ship: "vux", hex: { col: 4, row: 4 }, facing: 0 }]),
    ).toThrow(/bottom/);
    const odd = applyAll(
      s,
      [
        { type: "ambush", by: "b" },
        { type: "place", by: "b", ship: "vux", hex: { col: 4, row: 4 }, facing: 0 },
      ],
      [3],
    );
    expect(ship(odd, "s2").hex).toEqual({ col: 4, row: 4 });
    // Facing away from the Scout is no ambush.
    expect(() =>
      applyAll(
        s,
        [
          { type: "ambush", by: "b" },
          { type: "place", by: "b", ship: "vux", hex: { col: 4, row: 4 }, facing: 3 },
        ],
        [3],
      ),
    ).toThrow(/bottom/);
    expect(() => applyAll(s, [{ type: "ambush", by: "a" }], [3])).toThrow(
      /not a's to act|Only a VUX/,
    );
  });
});

describe("the fleet flow (our design)", () => {
  it("brings the next ship on when one is destroyed, and ends the game when a fleet is gone", () => {
    let s = urQuanRules.start({ ...setup, asteroids: 0 }, "standard", new ForcedDice([9, 1])).state;
    s = applyAll(s, [
      { type: "choose-order", by: "a", first: "a" },
      { type: "place", by: "a", ship: "shofixti", hex: { col: 4, row: 4 }, facing: 3 },
      { type: "place", by: "b", ship: "ur-quan", hex: { col: 4, row: 7 }, facing: 0 },
    ]);
    ship(s, "s1").crewHalves = 1;
    s = applyAll(
      s,
      [
        { type: "end", by: "a" },
        { type: "fire", by: "b", slot: "main", target: "s1" },
        { type: "defend", by: "a", choice: "pilot" },
        { type: "dire", by: "a", choice: "take" },
      ],
      [12, 1],
    );
    expect(s.ships.map((x) => x.id)).toEqual(["s2"]);
    expect(urQuanRules.awaiting(s)).toEqual([{ seat: "a", decision: "place ship" }]);
    s = applyAll(s, [
      { type: "place", by: "a", ship: "earthling", hex: { col: 4, row: 1 }, facing: 3 },
    ]);
    expect(urQuanRules.awaiting(s)).toEqual([{ seat: "b", decision: "order" }]);
    ship(s, "s3").crewHalves = 1;
    ship(s, "s3").battery = 0;
    s = applyAll(s, [{ type: "fire", by: "b", slot: "special", target: "s3" }], [8, 1]);
    expect(urQuanRules.result(s)).toEqual({ winners: ["b"] });
    expect(urQuanRules.awaiting(s)).toEqual([]);
  });
});
