import { describe, expect, it } from "vitest";
import { isSealedOrder, viewFor } from "../../../src/games/la-mame/index.ts";
import { ANN, BOB, midGame, newGame, play } from "./game.ts";

describe("secrets stay sealed until their reveal", () => {
  it("hides a start bid from the other player and from a watcher, not from its owner", () => {
    const spring = play(newGame(), { type: "pass", by: ANN }, { type: "pass", by: BOB }).state;
    const { state, events } = play(spring, { type: "start-bid", by: ANN, gold: 7 });
    expect(JSON.stringify(events)).not.toContain("7");
    expect(viewFor(state, BOB)).toMatchObject({ phase: { sealed: { [ANN]: "sealed" } } });
    expect(viewFor(state, null)).toMatchObject({ phase: { sealed: { [ANN]: "sealed" } } });
    expect(viewFor(state, ANN)).toMatchObject({ phase: { sealed: { [ANN]: 7 } } });
  });

  it("hides action cards until their owner's turn, and attack gold until the guess", () => {
    const state = midGame(
      [
        { owner: ANN, kind: "soldier", area: "right-1" },
        { owner: BOB, kind: "soldier", area: "border-1-2" },
      ],
      undefined,
      { [ANN]: ["move"], [BOB]: ["build"] },
    );
    expect(viewFor(state, ANN)).toMatchObject({
      phase: { cards: { [ANN]: ["move"], [BOB]: "sealed" } },
    });
    const sealed = play(
      state,
      { type: "attack", by: ANN, from: "right-1", unit: "soldier", to: "border-1-2" },
      { type: "attack-gold", by: ANN, gold: 6 },
    );
    expect(JSON.stringify(sealed.events)).not.toContain("6");
    expect(viewFor(sealed.state, BOB)).toMatchObject({ phase: { attack: { gold: "sealed" } } });
    expect(viewFor(sealed.state, ANN)).toMatchObject({ phase: { attack: { gold: 6 } } });
  });

  it("names the orders the service must keep sealed: bids, action cards and attack gold", () => {
    expect(isSealedOrder({ type: "start-bid", by: ANN, gold: 1 })).toBe(true);
    expect(isSealedOrder({ type: "pick-actions", by: ANN, cards: ["tax"] })).toBe(true);
    expect(isSealedOrder({ type: "attack-gold", by: ANN, gold: 1 })).toBe(true);
    expect(isSealedOrder({ type: "guess", by: BOB, guesses: [1] })).toBe(false);
    expect(isSealedOrder({ type: "bid-ability", by: ANN, card: "markets", gold: 1 })).toBe(false);
  });
});
