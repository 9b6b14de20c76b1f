import { describe, expect, it } from "vitest";
import { laMameChoices } from "../../../src/games/la-mame/choices.ts";
import { areaOf } from "../../../src/games/la-mame/rules/board.ts";
import { ANN, BOB, midGame, newGame, play } from "./game.ts";

const labels = (choices: ReturnType<typeof laMameChoices>) =>
  choices.map((c) => c.labels.join(" › "));

describe("the choices a seat is offered (legal now, from the rules)", () => {
  it("offers a start bid of 0 up to the seat's gold, and nothing to a seat already sealed", () => {
    const { state } = play(newGame(), { type: "pass", by: ANN }, { type: "pass", by: BOB });
    const bids = laMameChoices(state, ANN);
    expect(labels(bids)).toEqual(Array.from({ length: 16 }, (_, g) => `Bid ${g} gold`));
    const { state: sealed } = play(state, { type: "start-bid", by: ANN, gold: 3 });
    expect(laMameChoices(sealed, ANN)).toEqual([]);
    expect(laMameChoices(sealed, BOB)).toHaveLength(16);
  });

  it("offers two different cards in their order in Winter", () => {
    const state = newGame();
    state.season = 3;
    state.phase = { kind: "choose-actions", sealed: {} };
    expect(labels(laMameChoices(state, ANN))).toEqual([
      "Tax, then build",
      "Tax, then move",
      "Build, then tax",
      "Build, then move",
      "Move, then tax",
      "Move, then build",
    ]);
  });

  it("offers a knight's moves by a path the rules accept, never into mountains, and the end", () => {
    const state = midGame([
      { owner: ANN, kind: "knight", area: "castle-1" },
      { owner: BOB, kind: "soldier", area: "castle-2" },
    ]);
    const choices = laMameChoices(state, ANN);
    expect(choices.at(-1)?.labels).toEqual(["End the action"]);
    const moves = choices.flatMap((c) => (c.order.type === "move" ? [c.order] : []));
    const ends = moves.map((m) => m.path.at(-1) as string);
    expect(new Set(ends).size).toBe(ends.length);
    expect(moves.some((m) => m.path.length > 1)).toBe(true);
    expect(ends.every((a) => areaOf(state.board, a).kind !== "mountain")).toBe(true);
    expect(ends).not.toContain("castle-2");
    // Bob is not awaited: nothing for him.
    expect(laMameChoices(state, BOB)).toEqual([]);
  });
});
