import { describe, expect, it } from "vitest";
import { type LaMameState, laMameRules } from "../../../src/games/la-mame/index.ts";
import { ANN, BOB, CY, goldOf, midGame, newGame, play } from "./game.ts";

/** A three-player game past its initial build, in Spring's bid for start player; blue holds the card. */
function spring(): LaMameState {
  return play(
    newGame([ANN, BOB, CY], "introductory", [2]),
    { type: "pass", by: BOB },
    { type: "pass", by: CY },
    { type: "pass", by: ANN },
  ).state;
}

describe("the bid for start player (La Mame's MELEE, Each season 1)", () => {
  it("is sealed until all are in; the top bidder alone pays and chooses who starts", () => {
    let { state, events } = play(
      spring(),
      { type: "start-bid", by: ANN, gold: 4 },
      { type: "start-bid", by: CY, gold: 2 },
    );
    expect(events).toEqual([
      { type: "sealed", player: ANN, what: "start bid" },
      { type: "sealed", player: CY, what: "start bid" },
    ]);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: BOB, decision: "start bid" }]);
    ({ state, events } = play(state, { type: "start-bid", by: BOB, gold: 0 }));
    expect(events).toContainEqual({
      type: "start-bids-revealed",
      bids: { [ANN]: 4, [CY]: 2, [BOB]: 0 },
      winner: ANN,
      paid: 4,
    });
    expect([goldOf(state, ANN), goldOf(state, BOB), goldOf(state, CY)]).toEqual([11, 15, 15]);
    ({ state } = play(state, { type: "choose-start", by: ANN, start: CY }));
    expect(state.startPlayer).toBe(CY);
    expect(state.phase.kind).toBe("choose-actions");
  });

  it("gives a tie to the start player, then clockwise from them", () => {
    const tieWithHolder = play(
      spring(),
      { type: "start-bid", by: ANN, gold: 3 },
      { type: "start-bid", by: BOB, gold: 3 },
      { type: "start-bid", by: CY, gold: 3 },
    ).state;
    expect(tieWithHolder.phase).toEqual({ kind: "choose-start", chooser: BOB });
    const tieWithout = play(
      spring(),
      { type: "start-bid", by: ANN, gold: 3 },
      { type: "start-bid", by: BOB, gold: 1 },
      { type: "start-bid", by: CY, gold: 3 },
    ).state;
    // Clockwise from blue: gold before red.
    expect(tieWithout.phase).toEqual({ kind: "choose-start", chooser: CY });
  });

  it("refuses a bid above one's gold, a second bid and a bid out of turn", () => {
    const state = spring();
    expect(() => play(state, { type: "start-bid", by: ANN, gold: 16 })).toThrow("from 0 to 15");
    const once = play(state, { type: "start-bid", by: ANN, gold: 1 }).state;
    expect(() => play(once, { type: "start-bid", by: ANN, gold: 2 })).toThrow(
      "not ann's to act now",
    );
  });
});

describe("action cards (La Mame's MELEE, Each season 2 and 3)", () => {
  function choosing(): LaMameState {
    return play(
      spring(),
      { type: "start-bid", by: ANN, gold: 0 },
      { type: "start-bid", by: BOB, gold: 0 },
      { type: "start-bid", by: CY, gold: 0 },
      { type: "choose-start", by: BOB, start: ANN },
    ).state;
  }

  it("are picked sealed, then revealed one player at a time from the start player; Tax gives 3", () => {
    const { state, events } = play(
      choosing(),
      { type: "pick-actions", by: BOB, cards: ["tax"] },
      { type: "pick-actions", by: CY, cards: ["build"] },
      { type: "pick-actions", by: ANN, cards: ["tax"] },
    );
    expect(events.slice(0, 2)).toEqual([
      { type: "sealed", player: BOB, what: "actions" },
      { type: "sealed", player: CY, what: "actions" },
    ]);
    expect(events.slice(3)).toEqual([
      { type: "actions-revealed", player: ANN, cards: ["tax"] },
      { type: "taxed", player: ANN, gold: 3 },
      { type: "actions-revealed", player: BOB, cards: ["tax"] },
      { type: "taxed", player: BOB, gold: 3 },
      { type: "actions-revealed", player: CY, cards: ["build"] },
    ]);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: CY, decision: "build" }]);
  });

  it("are one in Spring and two different ones in Winter", () => {
    expect(() =>
      play(choosing(), { type: "pick-actions", by: ANN, cards: ["tax", "build"] }),
    ).toThrow("Pick one action card");
    const winter = choosing();
    winter.season = 3;
    expect(() => play(winter, { type: "pick-actions", by: ANN, cards: ["tax"] })).toThrow(
      "In Winter pick two",
    );
    expect(() => play(winter, { type: "pick-actions", by: ANN, cards: ["tax", "tax"] })).toThrow(
      "two different",
    );
  });

  it("in Winter are taken in the order picked, each finished before the next", () => {
    const winter = choosing();
    winter.season = 3;
    let { state, events } = play(
      winter,
      { type: "pick-actions", by: BOB, cards: ["tax", "move"] },
      { type: "pick-actions", by: CY, cards: ["move", "tax"] },
      { type: "pick-actions", by: ANN, cards: ["build", "tax"] },
    );
    expect(events.at(-1)).toEqual({
      type: "actions-revealed",
      player: ANN,
      cards: ["build", "tax"],
    });
    expect(laMameRules.awaiting(state)).toEqual([{ seat: ANN, decision: "build" }]);
    ({ state, events } = play(
      state,
      { type: "build", by: ANN, unit: "soldier", area: "front-1" },
      { type: "end-action", by: ANN },
    ));
    expect(events.map((e) => e.type)).toEqual(["built", "taxed", "actions-revealed", "taxed"]);
    expect(goldOf(state, ANN)).toBe(15 - 2 + 3);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: BOB, decision: "move or attack" }]);
  });
});

describe("income and the end (La Mame's MELEE, Each season 4; Game End)", () => {
  it("pays 1 a camp and 1 an occupied +1 area, then the next season begins", () => {
    const state = midGame(
      [
        { owner: ANN, kind: "camp", area: "left-1" },
        { owner: ANN, kind: "camp", area: "right-1" },
        { owner: ANN, kind: "soldier", area: "border-1-2" },
        { owner: BOB, kind: "soldier", area: "castle-2" },
      ],
      { [ANN]: 0, [BOB]: 0 },
      { [ANN]: ["build"], [BOB]: ["build"] },
    );
    const { state: after, events } = play(
      state,
      { type: "end-action", by: ANN },
      { type: "end-action", by: BOB },
    );
    expect(events).toContainEqual({ type: "income", gains: { [ANN]: 3, [BOB]: 0 } });
    expect(after.season).toBe(1);
    expect(after.phase.kind).toBe("start-bid");
  });

  it("after Winter crowns most areas (mountains count, castles not), then most gold, then turn order", () => {
    const board = (redGold: number, blueGold: number) =>
      midGame(
        [
          { owner: ANN, kind: "soldier", area: "mountains" },
          { owner: ANN, kind: "knight", area: "castle-1" },
          { owner: BOB, kind: "soldier", area: "front-2" },
          { owner: BOB, kind: "knight", area: "castle-2" },
        ],
        { [ANN]: redGold, [BOB]: blueGold },
        { [ANN]: ["build", "move"], [BOB]: ["build", "move"] },
        3,
      );
    const finish = (state: LaMameState) =>
      play(
        state,
        { type: "end-action", by: ANN },
        { type: "end-action", by: ANN },
        { type: "end-action", by: BOB },
        { type: "end-action", by: BOB },
      );
    const byGold = finish(board(1, 2));
    expect(byGold.events.at(-1)).toEqual({
      type: "game-over",
      winners: [BOB],
      reason: "areas",
      areas: { [ANN]: 1, [BOB]: 1 },
    });
    expect(laMameRules.result(byGold.state)).toEqual({ winners: [BOB] });
    expect(laMameRules.awaiting(byGold.state)).toEqual([]);
    expect(finish(board(2, 2)).events.at(-1)).toMatchObject({ winners: [ANN] });
  });

  it("skips the last Winter turn of a player who cannot win", () => {
    const state = midGame(
      [
        { owner: ANN, kind: "soldier", area: "mountains" },
        { owner: ANN, kind: "camp", area: "front-1" },
        { owner: BOB, kind: "soldier", area: "castle-2" },
      ],
      { [ANN]: 0, [BOB]: 0 },
      { [ANN]: ["build", "move"], [BOB]: ["tax", "build"] },
      3,
    );
    const { events } = play(
      state,
      { type: "end-action", by: ANN },
      { type: "end-action", by: ANN },
    );
    // Blue has no gold to attack with and no move; building next to the castle gains at most 1 area of red's 2.
    expect(events).toContainEqual({ type: "turn-skipped", player: BOB });
    expect(events.at(-1)).toMatchObject({ type: "game-over", winners: [ANN] });
  });
});
