import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { laMameRules } from "../../../src/games/la-mame/index.ts";
import { ANN, BOB, CY, goldOf, newGame, play, unitsAt } from "./game.ts";

describe("set-up (La Mame's MELEE, Set up)", () => {
  it("gives 15 gold and a soldier in each castle; the roll picks the start player", () => {
    const state = newGame([ANN, BOB, CY], "introductory", [2]);
    expect(state.startPlayer).toBe(BOB);
    expect(state.players.map((p) => p.gold)).toEqual([15, 15, 15]);
    expect(unitsAt(state, "castle-1")).toEqual(["ann soldier"]);
    expect(unitsAt(state, "castle-3")).toEqual(["cy soldier"]);
    expect(state.players[0]?.supply).toEqual({ knight: 2, soldier: 2, catapult: 2, camp: 3 });
    expect(laMameRules.awaiting(state)).toEqual([{ seat: BOB, decision: "initial build" }]);
  });

  it("deals players + 1 ability cards face up in the full game", () => {
    const state = laMameRules.start(
      { players: [ANN, BOB, CY] },
      "full",
      new ForcedDice([1, 1, 1, 1, 1]),
    ).state;
    expect(state.phase.kind === "initial-build" && state.phase.offers.map((o) => o.card)).toEqual([
      "royal-tithe",
      "fertile-vales",
      "markets",
      "tax-collectors",
    ]);
  });

  it("refuses one player, five players, a seat taken twice and an unknown ruleset", () => {
    expect(() => newGame([ANN])).toThrow("2 to 4 players");
    expect(() => newGame(["a", "b", "c", "d", "e"])).toThrow("2 to 4 players");
    expect(() => newGame([ANN, ANN])).toThrow("only once");
    expect(() => newGame([ANN, BOB], "advanced")).toThrow('Unknown ruleset "advanced"');
  });
});

describe("the introductory initial build", () => {
  it("buys units into the castle or next to it, in turn from the start player, until each passes", () => {
    let { state } = play(
      newGame(),
      { type: "build", by: ANN, unit: "knight", area: "castle-1" },
      { type: "build", by: ANN, unit: "camp", area: "left-1" },
    );
    expect(goldOf(state, ANN)).toBe(15 - 6 - 2);
    expect(unitsAt(state, "castle-1")).toEqual(["ann knight", "ann soldier"]);
    expect(() =>
      play(state, { type: "build", by: ANN, unit: "soldier", area: "border-1-2" }),
    ).toThrow("not your castle or next to it");
    expect(() =>
      play(state, { type: "build", by: BOB, unit: "soldier", area: "castle-2" }),
    ).toThrow("not bob's to act now");
    ({ state } = play(
      state,
      { type: "pass", by: ANN },
      { type: "build", by: BOB, unit: "catapult", area: "front-2" },
    ));
    expect(goldOf(state, BOB)).toBe(9);
    ({ state } = play(state, { type: "pass", by: BOB }));
    expect(state.phase.kind).toBe("start-bid");
    expect(laMameRules.awaiting(state)).toEqual([
      { seat: ANN, decision: "start bid" },
      { seat: BOB, decision: "start bid" },
    ]);
  });

  it("keeps the area limits: one of a kind per area, no camp in a castle, gold enough", () => {
    const { state } = play(newGame(), { type: "build", by: ANN, unit: "knight", area: "front-1" });
    expect(() => play(state, { type: "build", by: ANN, unit: "knight", area: "front-1" })).toThrow(
      "only one unit of each kind",
    );
    expect(() => play(state, { type: "build", by: ANN, unit: "camp", area: "castle-1" })).toThrow(
      "A camp cannot be placed inside a castle",
    );
    const poor = play(state, { type: "build", by: ANN, unit: "catapult", area: "castle-1" }).state;
    expect(() => play(poor, { type: "build", by: ANN, unit: "knight", area: "left-1" })).toThrow(
      "A knight costs 6 gold; you have 3",
    );
  });
});

describe("the full initial build", () => {
  const full = () =>
    laMameRules.start({ players: [ANN, BOB] }, "full", new ForcedDice([1, 1, 1, 1])).state;

  it("takes one bid, build or pass a turn; an outbid player gets their gold back; you may outbid yourself", () => {
    const { state, events } = play(
      full(),
      { type: "bid-ability", by: ANN, card: "royal-tithe", gold: 2 },
      { type: "bid-ability", by: BOB, card: "royal-tithe", gold: 3 },
      { type: "build", by: ANN, unit: "soldier", area: "front-1" },
      { type: "bid-ability", by: BOB, card: "royal-tithe", gold: 5 },
    );
    expect(goldOf(state, ANN)).toBe(15 - 2);
    expect(goldOf(state, BOB)).toBe(15 - 5);
    expect(
      events
        .filter((e) => e.type === "ability-bid")
        .map((e) => e.type === "ability-bid" && e.refunded),
    ).toEqual([null, ANN, BOB]);
    expect(() =>
      play(state, { type: "bid-ability", by: ANN, card: "royal-tithe", gold: 5 }),
    ).toThrow("bid more");
    expect(() => play(state, { type: "bid-ability", by: ANN, card: "markets", gold: 0 })).toThrow(
      "least bid is 1",
    );
  });

  it("ends when all have passed: bid cards go to their bidders, the rest are discarded", () => {
    const { state, events } = play(
      full(),
      { type: "bid-ability", by: ANN, card: "markets", gold: 1 },
      { type: "pass", by: BOB },
      { type: "build", by: ANN, unit: "camp", area: "left-1" },
      { type: "pass", by: ANN },
    );
    expect(state.players[0]?.abilities).toEqual(["markets"]);
    expect(events.filter((e) => e.type === "ability-discarded").length).toBe(2);
    expect(state.phase.kind).toBe("start-bid");
  });
});
