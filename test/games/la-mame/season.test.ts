import { describe, expect, it } from "vitest";
import { type LaMameState, laMameRules } from "../../../src/games/la-mame/index.ts";
import { BLUE, GOLD, goldOf, midGame, newGame, play, RED } from "./game.ts";

/** A three-player game past its initial build, in Spring's bid for start player; blue holds the card. */
function spring(): LaMameState {
  return play(
    newGame([RED, BLUE, GOLD], "introductory", [2]),
    { type: "pass", by: BLUE },
    { type: "pass", by: GOLD },
    { type: "pass", by: RED },
  ).state;
}

describe("the bid for start player (La Mame's MELEE, Each season 1)", () => {
  it("is sealed until all are in; the top bidder alone pays and chooses who starts", () => {
    let { state, events } = play(
      spring(),
      { type: "start-bid", by: RED, gold: 4 },
      { type: "start-bid", by: GOLD, gold: 2 },
    );
    expect(events).toEqual([
      { type: "sealed", player: RED, what: "start bid" },
      { type: "sealed", player: GOLD, what: "start bid" },
    ]);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: BLUE, decision: "start bid" }]);
    ({ state, events } = play(state, { type: "start-bid", by: BLUE, gold: 0 }));
    expect(events).toContainEqual({
      type: "start-bids-revealed",
      bids: { [RED]: 4, [GOLD]: 2, [BLUE]: 0 },
      winner: RED,
      paid: 4,
    });
    expect([goldOf(state, RED), goldOf(state, BLUE), goldOf(state, GOLD)]).toEqual([11, 15, 15]);
    ({ state } = play(state, { type: "choose-start", by: RED, start: GOLD }));
    expect(state.startPlayer).toBe(GOLD);
    expect(state.phase.kind).toBe("choose-actions");
  });

  it("gives a tie to the start player, then clockwise from them", () => {
    const tieWithHolder = play(
      spring(),
      { type: "start-bid", by: RED, gold: 3 },
      { type: "start-bid", by: BLUE, gold: 3 },
      { type: "start-bid", by: GOLD, gold: 3 },
    ).state;
    expect(tieWithHolder.phase).toEqual({ kind: "choose-start", chooser: BLUE });
    const tieWithout = play(
      spring(),
      { type: "start-bid", by: RED, gold: 3 },
      { type: "start-bid", by: BLUE, gold: 1 },
      { type: "start-bid", by: GOLD, gold: 3 },
    ).state;
    // Clockwise from blue: gold before red.
    expect(tieWithout.phase).toEqual({ kind: "choose-start", chooser: GOLD });
  });

  it("refuses a bid above one's gold, a second bid and a bid out of turn", () => {
    const state = spring();
    expect(() => play(state, { type: "start-bid", by: RED, gold: 16 })).toThrow("from 0 to 15");
    const once = play(state, { type: "start-bid", by: RED, gold: 1 }).state;
    expect(() => play(once, { type: "start-bid", by: RED, gold: 2 })).toThrow(
      "not red's to act now",
    );
  });
});

describe("action cards (La Mame's MELEE, Each season 2 and 3)", () => {
  function choosing(): LaMameState {
    return play(
      spring(),
      { type: "start-bid", by: RED, gold: 0 },
      { type: "start-bid", by: BLUE, gold: 0 },
      { type: "start-bid", by: GOLD, gold: 0 },
      { type: "choose-start", by: BLUE, start: RED },
    ).state;
  }

  it("are picked sealed, then revealed one player at a time from the start player; Tax gives 3", () => {
    const { state, events } = play(
      choosing(),
      { type: "pick-actions", by: BLUE, cards: ["tax"] },
      { type: "pick-actions", by: GOLD, cards: ["build"] },
      { type: "pick-actions", by: RED, cards: ["tax"] },
    );
    expect(events.slice(0, 2)).toEqual([
      { type: "sealed", player: BLUE, what: "actions" },
      { type: "sealed", player: GOLD, what: "actions" },
    ]);
    expect(events.slice(3)).toEqual([
      { type: "actions-revealed", player: RED, cards: ["tax"] },
      { type: "taxed", player: RED, gold: 3 },
      { type: "actions-revealed", player: BLUE, cards: ["tax"] },
      { type: "taxed", player: BLUE, gold: 3 },
      { type: "actions-revealed", player: GOLD, cards: ["build"] },
    ]);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: GOLD, decision: "build" }]);
  });

  it("are one in Spring and two different ones in Winter", () => {
    expect(() =>
      play(choosing(), { type: "pick-actions", by: RED, cards: ["tax", "build"] }),
    ).toThrow("Pick one action card");
    const winter = choosing();
    winter.season = 3;
    expect(() => play(winter, { type: "pick-actions", by: RED, cards: ["tax"] })).toThrow(
      "In Winter pick two",
    );
    expect(() => play(winter, { type: "pick-actions", by: RED, cards: ["tax", "tax"] })).toThrow(
      "two different",
    );
  });

  it("in Winter are taken in the order picked, each finished before the next", () => {
    const winter = choosing();
    winter.season = 3;
    let { state, events } = play(
      winter,
      { type: "pick-actions", by: BLUE, cards: ["tax", "move"] },
      { type: "pick-actions", by: GOLD, cards: ["move", "tax"] },
      { type: "pick-actions", by: RED, cards: ["build", "tax"] },
    );
    expect(events.at(-1)).toEqual({
      type: "actions-revealed",
      player: RED,
      cards: ["build", "tax"],
    });
    expect(laMameRules.awaiting(state)).toEqual([{ seat: RED, decision: "build" }]);
    ({ state, events } = play(
      state,
      { type: "build", by: RED, unit: "soldier", area: "front-1" },
      { type: "end-action", by: RED },
    ));
    expect(events.map((e) => e.type)).toEqual(["built", "taxed", "actions-revealed", "taxed"]);
    expect(goldOf(state, RED)).toBe(15 - 2 + 3);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: BLUE, decision: "move or attack" }]);
  });
});

describe("income and the end (La Mame's MELEE, Each season 4; Game End)", () => {
  it("pays 1 a camp and 1 an occupied +1 area, then the next season begins", () => {
    const state = midGame(
      [
        { owner: RED, kind: "camp", area: "left-1" },
        { owner: RED, kind: "camp", area: "right-1" },
        { owner: RED, kind: "soldier", area: "border-1-2" },
        { owner: BLUE, kind: "soldier", area: "castle-2" },
      ],
      { [RED]: 0, [BLUE]: 0 },
      { [RED]: ["build"], [BLUE]: ["build"] },
    );
    const { state: after, events } = play(
      state,
      { type: "end-action", by: RED },
      { type: "end-action", by: BLUE },
    );
    expect(events).toContainEqual({ type: "income", gains: { [RED]: 3, [BLUE]: 0 } });
    expect(after.season).toBe(1);
    expect(after.phase.kind).toBe("start-bid");
  });

  it("after Winter crowns most areas (mountains count, castles not), then most gold, then turn order", () => {
    const board = (redGold: number, blueGold: number) =>
      midGame(
        [
          { owner: RED, kind: "soldier", area: "mountains" },
          { owner: RED, kind: "knight", area: "castle-1" },
          { owner: BLUE, kind: "soldier", area: "front-2" },
          { owner: BLUE, kind: "knight", area: "castle-2" },
        ],
        { [RED]: redGold, [BLUE]: blueGold },
        { [RED]: ["build", "move"], [BLUE]: ["build", "move"] },
        3,
      );
    const finish = (state: LaMameState) =>
      play(
        state,
        { type: "end-action", by: RED },
        { type: "end-action", by: RED },
        { type: "end-action", by: BLUE },
        { type: "end-action", by: BLUE },
      );
    const byGold = finish(board(1, 2));
    expect(byGold.events.at(-1)).toEqual({
      type: "game-over",
      winners: [BLUE],
      reason: "areas",
      areas: { [RED]: 1, [BLUE]: 1 },
    });
    expect(laMameRules.result(byGold.state)).toEqual({ winners: [BLUE] });
    expect(laMameRules.awaiting(byGold.state)).toEqual([]);
    expect(finish(board(2, 2)).events.at(-1)).toMatchObject({ winners: [RED] });
  });

  it("skips the last Winter turn of a player who cannot win", () => {
    const state = midGame(
      [
        { owner: RED, kind: "soldier", area: "mountains" },
        { owner: RED, kind: "camp", area: "front-1" },
        { owner: BLUE, kind: "soldier", area: "castle-2" },
      ],
      { [RED]: 0, [BLUE]: 0 },
      { [RED]: ["build", "move"], [BLUE]: ["tax", "build"] },
      3,
    );
    const { events } = play(
      state,
      { type: "end-action", by: RED },
      { type: "end-action", by: RED },
    );
    // Blue has no gold to attack with and no move; building next to the castle gains at most 1 area of red's 2.
    expect(events).toContainEqual({ type: "turn-skipped", player: BLUE });
    expect(events.at(-1)).toMatchObject({ type: "game-over", winners: [RED] });
  });
});
