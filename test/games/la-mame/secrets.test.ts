import { describe, expect, it } from "vitest";
import { viewFor } from "../../../src/games/la-mame/index.ts";
import { BLUE, midGame, newGame, play, RED } from "./game.ts";

describe("secrets stay sealed until their reveal", () => {
  it("hides a start bid from the other player and from a watcher, not from its owner", () => {
    const spring = play(newGame(), { type: "pass", by: RED }, { type: "pass", by: BLUE }).state;
    const { state, events } = play(spring, { type: "start-bid", by: RED, gold: 7 });
    expect(JSON.stringify(events)).not.toContain("7");
    expect(viewFor(state, BLUE)).toMatchObject({ phase: { sealed: { [RED]: "sealed" } } });
    expect(viewFor(state, null)).toMatchObject({ phase: { sealed: { [RED]: "sealed" } } });
    expect(viewFor(state, RED)).toMatchObject({ phase: { sealed: { [RED]: 7 } } });
  });

  it("hides action cards until their owner's turn, and attack gold until the guess", () => {
    const state = midGame(
      [
        { owner: RED, kind: "soldier", area: "right-1" },
        { owner: BLUE, kind: "soldier", area: "border-1-2" },
      ],
      undefined,
      { [RED]: ["move"], [BLUE]: ["build"] },
    );
    expect(viewFor(state, RED)).toMatchObject({
      phase: { cards: { [RED]: ["move"], [BLUE]: "sealed" } },
    });
    const sealed = play(
      state,
      { type: "attack", by: RED, from: "right-1", unit: "soldier", to: "border-1-2" },
      { type: "attack-gold", by: RED, gold: 6 },
    );
    expect(JSON.stringify(sealed.events)).not.toContain("6");
    expect(viewFor(sealed.state, BLUE)).toMatchObject({ phase: { attack: { gold: "sealed" } } });
    expect(viewFor(sealed.state, RED)).toMatchObject({ phase: { attack: { gold: 6 } } });
  });
});
