import { describe, expect, it } from "vitest";
import { defaultOrder, laMameRules } from "../../../src/games/la-mame/index.ts";
import { BLUE, midGame, newGame, play, RED } from "./game.ts";

describe("the deadline defaults (ours)", () => {
  it("bids 0, keeps the start card, picks Tax (Tax then Build in Winter) and passes the build", () => {
    const building = newGame();
    expect(defaultOrder(building, RED)).toEqual({ type: "pass", by: RED });
    const spring = play(building, { type: "pass", by: RED }, { type: "pass", by: BLUE }).state;
    expect(defaultOrder(spring, BLUE)).toEqual({ type: "start-bid", by: BLUE, gold: 0 });
    const choosing = play(spring, defaultOrder(spring, RED), defaultOrder(spring, BLUE)).state;
    expect(defaultOrder(choosing, RED)).toEqual({ type: "choose-start", by: RED, start: RED });
    const picking = play(choosing, defaultOrder(choosing, RED)).state;
    expect(defaultOrder(picking, BLUE)).toEqual({ type: "pick-actions", by: BLUE, cards: ["tax"] });
    picking.season = 3;
    expect(defaultOrder(picking, BLUE)).toEqual({
      type: "pick-actions",
      by: BLUE,
      cards: ["tax", "build"],
    });
    expect(() => defaultOrder(spring, "nobody")).toThrow("does not wait for nobody");
  });

  it("guesses 1 (1 and 2 where two are due), calls off an unfunded attack and ends an action", () => {
    const state = midGame([
      { owner: RED, kind: "knight", area: "left-2" },
      { owner: BLUE, kind: "soldier", area: "castle-2" },
    ]);
    expect(defaultOrder(state, RED)).toEqual({ type: "end-action", by: RED });
    const declared = play(state, {
      type: "attack",
      by: RED,
      from: "left-2",
      unit: "knight",
      to: "castle-2",
    }).state;
    expect(defaultOrder(declared, RED)).toEqual({ type: "withdraw", by: RED });
    const sealed = play(declared, { type: "attack-gold", by: RED, gold: 2 }).state;
    expect(defaultOrder(sealed, BLUE)).toEqual({ type: "guess", by: BLUE, guesses: [1, 2] });
    // Every default is an order the rules accept.
    expect(
      laMameRules.apply(sealed, defaultOrder(sealed, BLUE), { d6: () => 1, roll: () => 1 })
        .events[0],
    ).toMatchObject({
      type: "attack-resolved",
      hit: true,
    });
  });
});
