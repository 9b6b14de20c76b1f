import { describe, expect, it } from "vitest";
import { defaultOrder, laMameRules } from "../../../src/games/la-mame/index.ts";
import { ANN, BOB, midGame, newGame, play } from "./game.ts";

describe("the deadline defaults (ours)", () => {
  it("bids 0, keeps the start card, picks Tax (Tax then Build in Winter) and passes the build", () => {
    const building = newGame();
    expect(defaultOrder(building, ANN)).toEqual({ type: "pass", by: ANN });
    const spring = play(building, { type: "pass", by: ANN }, { type: "pass", by: BOB }).state;
    expect(defaultOrder(spring, BOB)).toEqual({ type: "start-bid", by: BOB, gold: 0 });
    const choosing = play(spring, defaultOrder(spring, ANN), defaultOrder(spring, BOB)).state;
    expect(defaultOrder(choosing, ANN)).toEqual({ type: "choose-start", by: ANN, start: ANN });
    const picking = play(choosing, defaultOrder(choosing, ANN)).state;
    expect(defaultOrder(picking, BOB)).toEqual({ type: "pick-actions", by: BOB, cards: ["tax"] });
    picking.season = 3;
    expect(defaultOrder(picking, BOB)).toEqual({
      type: "pick-actions",
      by: BOB,
      cards: ["tax", "build"],
    });
    expect(() => defaultOrder(spring, "nobody")).toThrow("does not wait for nobody");
  });

  it("guesses 1 (1 and 2 where two are due), calls off an unfunded attack and ends an action", () => {
    const state = midGame([
      { owner: ANN, kind: "knight", area: "left-2" },
      { owner: BOB, kind: "soldier", area: "castle-2" },
    ]);
    expect(defaultOrder(state, ANN)).toEqual({ type: "end-action", by: ANN });
    const declared = play(state, {
      type: "attack",
      by: ANN,
      from: "left-2",
      unit: "knight",
      to: "castle-2",
    }).state;
    expect(defaultOrder(declared, ANN)).toEqual({ type: "withdraw", by: ANN });
    const sealed = play(declared, { type: "attack-gold", by: ANN, gold: 2 }).state;
    expect(defaultOrder(sealed, BOB)).toEqual({ type: "guess", by: BOB, guesses: [1, 2] });
    // Every default is an order the rules accept.
    expect(
      laMameRules.apply(sealed, defaultOrder(sealed, BOB), { d6: () => 1, roll: () => 1 })
        .events[0],
    ).toMatchObject({
      type: "attack-resolved",
      hit: true,
    });
  });
});
