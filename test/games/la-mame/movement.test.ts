import { describe, expect, it } from "vitest";
import { laMameRules } from "../../../src/games/la-mame/index.ts";
import { ANN, BOB, midGame, play, unitsAt } from "./game.ts";

describe("moving (La Mame's MELEE, Move/Attack)", () => {
  it("takes a soldier one area a turn", () => {
    const state = midGame([{ owner: ANN, kind: "soldier", area: "castle-1" }]);
    const { state: after, events } = play(state, {
      type: "move",
      by: ANN,
      from: "castle-1",
      unit: "soldier",
      path: ["right-1"],
    });
    expect(events).toEqual([
      { type: "moved", player: ANN, unit: "soldier", path: ["castle-1", "right-1"] },
    ]);
    expect(() =>
      play(after, {
        type: "move",
        by: ANN,
        from: "right-1",
        unit: "soldier",
        path: ["border-1-2"],
      }),
    ).toThrow("already moved this turn");
    expect(() =>
      play(state, {
        type: "move",
        by: ANN,
        from: "castle-1",
        unit: "soldier",
        path: ["right-1", "border-1-2"],
      }),
    ).toThrow("moves 1 area a turn");
  });

  it("takes a knight any distance, again and again, but never into mountains", () => {
    const state = midGame([{ owner: ANN, kind: "knight", area: "castle-1" }]);
    const { state: after } = play(
      state,
      { type: "move", by: ANN, from: "castle-1", unit: "knight", path: ["right-1", "border-1-2"] },
      { type: "move", by: ANN, from: "border-1-2", unit: "knight", path: ["left-2"] },
    );
    expect(unitsAt(after, "left-2")).toEqual(["ann knight"]);
    expect(() =>
      play(state, {
        type: "move",
        by: ANN,
        from: "castle-1",
        unit: "knight",
        path: ["front-1", "mountains"],
      }),
    ).toThrow("Knights cannot attack, move into or pass through mountains");
  });

  it("refuses to cross an enemy, an enemy castle or an area that does not touch", () => {
    const state = midGame([
      { owner: ANN, kind: "knight", area: "castle-1" },
      { owner: BOB, kind: "camp", area: "border-1-2" },
    ]);
    expect(() =>
      play(state, {
        type: "move",
        by: ANN,
        from: "castle-1",
        unit: "knight",
        path: ["right-1", "border-1-2", "left-2"],
      }),
    ).toThrow("holds an enemy: attack it first");
    expect(() =>
      play(state, {
        type: "move",
        by: ANN,
        from: "castle-1",
        unit: "knight",
        path: ["border-2-1"],
      }),
    ).toThrow("is not next to");
  });

  it("needs the Move/Attack card: a Build turn cannot move", () => {
    const state = midGame([{ owner: ANN, kind: "soldier", area: "castle-1" }], undefined, {
      [ANN]: ["build"],
      [BOB]: ["tax"],
    });
    expect(() =>
      play(state, { type: "move", by: ANN, from: "castle-1", unit: "soldier", path: ["front-1"] }),
    ).toThrow("waits for your build");
    expect(laMameRules.awaiting(state)).toEqual([{ seat: ANN, decision: "build" }]);
  });
});

describe("building in a season (La Mame's MELEE, Build)", () => {
  const state = () =>
    midGame(
      [
        { owner: ANN, kind: "soldier", area: "border-1-2" },
        { owner: BOB, kind: "soldier", area: "right-1" },
      ],
      undefined,
      { [ANN]: ["build"], [BOB]: ["tax"] },
    );

  it("builds in the castle, next to it unless an enemy is there, or where you already are", () => {
    const { state: after } = play(
      state(),
      { type: "build", by: ANN, unit: "camp", area: "border-1-2" },
      { type: "build", by: ANN, unit: "knight", area: "left-1" },
    );
    expect(unitsAt(after, "border-1-2")).toEqual(["ann camp", "ann soldier"]);
    expect(() => play(state(), { type: "build", by: ANN, unit: "camp", area: "right-1" })).toThrow(
      "only one player may have units in an area",
    );
    expect(() => play(state(), { type: "build", by: ANN, unit: "camp", area: "left-2" })).toThrow(
      "not your castle, next to it, or an area you occupy",
    );
  });

  it("runs out when the supply does", () => {
    const s = state();
    (s.players[0] as { supply: { camp: number } }).supply.camp = 0;
    expect(() => play(s, { type: "build", by: ANN, unit: "camp", area: "left-1" })).toThrow(
      "no camp left",
    );
  });
});

describe("catapults (La Mame's MELEE, Catapults; Central Mountains)", () => {
  it("fire once at range 1, destroying every unit in the area, catapults and camps included", () => {
    const state = midGame([
      { owner: ANN, kind: "catapult", area: "right-1" },
      { owner: BOB, kind: "soldier", area: "border-1-2" },
      { owner: BOB, kind: "camp", area: "border-1-2" },
      { owner: BOB, kind: "catapult", area: "border-1-2" },
    ]);
    const { state: after, events } = play(state, {
      type: "fire",
      by: ANN,
      from: "right-1",
      target: "border-1-2",
    });
    expect(unitsAt(after, "border-1-2")).toEqual([]);
    expect(unitsAt(after, "right-1")).toEqual([]);
    expect(events.filter((e) => e.type === "destroyed").length).toBe(3);
    expect(after.players[1]?.supply).toEqual({ knight: 2, soldier: 3, catapult: 2, camp: 3 });
    expect(after.players[0]?.supply.catapult).toBe(1);
  });

  it("destroy only the units placed in a castle; the garrison stays", () => {
    const state = midGame([
      { owner: ANN, kind: "catapult", area: "left-2" },
      { owner: BOB, kind: "soldier", area: "castle-2" },
    ]);
    const { state: after } = play(state, {
      type: "fire",
      by: ANN,
      from: "left-2",
      target: "castle-2",
    });
    expect(unitsAt(after, "castle-2")).toEqual([]);
    expect(after.phase.kind).toBe("actions");
  });

  it("never fire into mountains, reach 2 from mountains, and 1 elsewhere", () => {
    const state = midGame([
      { owner: ANN, kind: "catapult", area: "front-1" },
      { owner: ANN, kind: "soldier", area: "mountains" },
      { owner: ANN, kind: "catapult", area: "mountains" },
      { owner: BOB, kind: "soldier", area: "left-2" },
      { owner: BOB, kind: "camp", area: "right-1" },
    ]);
    expect(() =>
      play(state, { type: "fire", by: ANN, from: "front-1", target: "mountains" }),
    ).toThrow("Catapults cannot fire into mountains");
    expect(() => play(state, { type: "fire", by: ANN, from: "front-1", target: "left-2" })).toThrow(
      "out of range (1)",
    );
    expect(() =>
      play(state, { type: "fire", by: ANN, from: "mountains", target: "border-1-2" }),
    ).toThrow("holds no enemy units");
    const { state: after } = play(state, {
      type: "fire",
      by: ANN,
      from: "mountains",
      target: "left-2",
    });
    expect(unitsAt(after, "left-2")).toEqual([]);
  });
});
