import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { ABILITY_DECK, type LaMameState, laMameRules } from "../../../src/games/la-mame/index.ts";
import { incomeOf } from "../../../src/games/la-mame/rules/scoring.ts";
import type { ActionCard } from "../../../src/games/la-mame/rules/state.ts";
import { ANN, BOB, goldOf, midGame, type Placed, play, unitsAt } from "./game.ts";

/** A mid-game state where red holds the named ability cards (our deck). */
function withAbilities(
  abilities: string[],
  units: Placed[],
  cards: Record<string, ActionCard[]> = { [ANN]: ["move"], [BOB]: ["tax"] },
): LaMameState {
  const state = midGame(units, undefined, cards);
  (state.players[0] as { abilities: string[] }).abilities = abilities;
  return state;
}

describe("our ability deck", () => {
  it("has 20 cards, each with a name, a text and at least one effect", () => {
    expect(ABILITY_DECK).toHaveLength(20);
    expect(new Set(ABILITY_DECK.map((c) => c.id)).size).toBe(20);
    for (const card of ABILITY_DECK) expect(Object.keys(card).length).toBeGreaterThan(3);
  });

  it("pays at income: Royal Tithe, Markets, Fertile Vales and Harvest in Fall only", () => {
    const state = withAbilities(
      ["royal-tithe", "markets", "fertile-vales", "harvest"],
      [
        { owner: ANN, kind: "camp", area: "left-1" },
        { owner: ANN, kind: "soldier", area: "border-1-2" },
      ],
    );
    // camp 1 + vale 1, tithe 1, markets 1, fertile vales 1.
    expect(incomeOf(state, ANN)).toBe(5);
    state.season = 2;
    expect(incomeOf(state, ANN)).toBe(8);
  });

  it("changes Tax and build costs: Tax Collectors, Armoury (never below 1 for Levies)", () => {
    const taxing = withAbilities(["tax-collectors"], [], { [ANN]: ["tax"], [BOB]: ["tax"] });
    // Red's Tax runs when red's turn opens, so start red's turn from the bid for actions.
    taxing.phase = { kind: "choose-actions", sealed: { [BOB]: ["build"] } };
    const { events } = play(taxing, { type: "pick-actions", by: ANN, cards: ["tax"] });
    expect(events).toContainEqual({ type: "taxed", player: ANN, gold: 5 });
    const building = withAbilities(["armoury", "levies"], [], {
      [ANN]: ["build"],
      [BOB]: ["tax"],
    });
    const built = play(
      building,
      { type: "build", by: ANN, unit: "knight", area: "castle-1" },
      { type: "build", by: ANN, unit: "soldier", area: "front-1" },
    ).events;
    expect(built.map((e) => e.type === "built" && e.cost)).toEqual([4, 1]);
  });

  it("moves further: Forced March, Mountain Guides, Trebuchets", () => {
    const state = withAbilities(
      ["forced-march", "mountain-guides", "trebuchets"],
      [
        { owner: ANN, kind: "soldier", area: "castle-1" },
        { owner: ANN, kind: "knight", area: "front-1" },
        { owner: ANN, kind: "catapult", area: "right-1" },
        { owner: BOB, kind: "soldier", area: "left-2" },
      ],
    );
    const { state: after } = play(
      state,
      { type: "move", by: ANN, from: "castle-1", unit: "soldier", path: ["right-1", "border-1-2"] },
      { type: "move", by: ANN, from: "front-1", unit: "knight", path: ["mountains"] },
      { type: "fire", by: ANN, from: "right-1", target: "left-2" },
    );
    expect(unitsAt(after, "border-1-2")).toEqual(["ann soldier"]);
    expect(unitsAt(after, "mountains")).toEqual(["ann knight"]);
    expect(unitsAt(after, "left-2")).toEqual([]);
  });

  it("guesses more: Watchtowers in plains and Stockades at camps, for the card's holder", () => {
    const state = midGame([
      { owner: BOB, kind: "soldier", area: "right-1" },
      { owner: ANN, kind: "camp", area: "border-1-2" },
    ]);
    state.phase = {
      kind: "actions",
      order: [BOB, ANN],
      index: 0,
      cards: { [BOB]: ["move"], [ANN]: ["tax"] },
      step: 0,
      attack: null,
    };
    (state.players[0] as { abilities: string[] }).abilities = ["watchtowers", "stockades"];
    const { events } = play(state, {
      type: "attack",
      by: BOB,
      from: "right-1",
      unit: "soldier",
      to: "border-1-2",
    });
    expect(events[0]).toMatchObject({ guesses: 3 });
  });

  it("pays for fighting: Plunder on taking an area, Ransom on losing an attacker", () => {
    const units: Placed[] = [
      { owner: ANN, kind: "soldier", area: "right-1" },
      { owner: BOB, kind: "soldier", area: "border-1-2" },
    ];
    const attack = {
      type: "attack",
      by: ANN,
      from: "right-1",
      unit: "soldier",
      to: "border-1-2",
    } as const;
    const won = play(
      withAbilities(["plunder"], units),
      attack,
      { type: "attack-gold", by: ANN, gold: 2 },
      { type: "guess", by: BOB, guesses: [1] },
    );
    expect(goldOf(won.state, ANN)).toBe(10 - 2 + 2);
    const lost = play(
      withAbilities(["ransom"], units),
      attack,
      { type: "attack-gold", by: ANN, gold: 2 },
      { type: "guess", by: BOB, guesses: [2] },
    );
    expect(goldOf(lost.state, ANN)).toBe(10 - 2 + 1);
  });

  it("pays War Chest at once when the full initial build ends", () => {
    // Deal: start player red; cards 18 (war-chest), then the first two left.
    const state = laMameRules.start(
      { players: [ANN, BOB] },
      "full",
      new ForcedDice([1, 18, 1, 1]),
    ).state;
    const { state: after, events } = play(
      state,
      { type: "bid-ability", by: ANN, card: "war-chest", gold: 3 },
      { type: "pass", by: BOB },
      { type: "pass", by: ANN },
    );
    expect(events).toContainEqual({ type: "gold", player: ANN, gold: 4, why: "war chest" });
    expect(goldOf(after, ANN)).toBe(15 - 3 + 4);
  });
});
