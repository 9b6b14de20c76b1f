import { describe, expect, it } from "vitest";
import { type LaMameState, laMameRules } from "../../../src/games/la-mame/index.ts";
import { renderBoardMap } from "../../../src/games/la-mame/render/board-map.ts";
import { boardAltText, goldTable } from "../../../src/games/la-mame/render/describe.ts";
import { logLines } from "../../../src/games/la-mame/render/log-text.ts";
import { compareWithGolden, MAX_DIFFERING_FRACTION } from "../../render/map/golden.ts";
import { ANN, BOB, CY, midGame, newGame, play } from "./game.ts";

describe("the La Mame log text", () => {
  it("tells a sealed choice only as sealed, then the reveal and the combat in full", () => {
    const state = midGame([
      { owner: ANN, kind: "soldier", area: "right-1" },
      { owner: BOB, kind: "soldier", area: "border-1-2" },
    ]);
    const { state: after, events } = play(
      state,
      { type: "attack", by: ANN, from: "right-1", unit: "soldier", to: "border-1-2" },
      { type: "attack-gold", by: ANN, gold: 3 },
      { type: "guess", by: BOB, guesses: [2] },
    );
    expect(logLines(after, events)).toEqual([
      "ann's soldier attacks Blue–Orange Vale from Blue Woods; bob guesses once.",
      "ann seals the attack gold.",
      "ann held 3 gold; guessed 2 → wrong: the attack succeeds.",
      "bob's soldier in Blue–Orange Vale is destroyed.",
      "ann takes Blue–Orange Vale.",
    ]);
  });

  it("writes the start bid's reveal and the Winter reckoning", () => {
    const spring = play(newGame(), { type: "pass", by: ANN }, { type: "pass", by: BOB }).state;
    const { state, events } = play(
      spring,
      { type: "start-bid", by: ANN, gold: 2 },
      { type: "start-bid", by: BOB, gold: 1 },
    );
    expect(logLines(state, events).at(-1)).toBe(
      "Start bids: ann 2, bob 1. ann pays 2 gold and chooses who starts.",
    );
  });
});

describe("the La Mame map", () => {
  async function expectGolden(name: string, state: LaMameState): Promise<void> {
    const comparison = await compareWithGolden(name, await renderBoardMap(state));
    expect(comparison.fraction, `${name}: ${comparison.written ?? ""}`).toBeLessThanOrEqual(
      MAX_DIFFERING_FRACTION,
    );
  }

  it("draws the 2-player board mid-game, with units, a +1 area held and the gold table", async () => {
    const state = midGame([
      { owner: ANN, kind: "soldier", area: "border-1-2" },
      { owner: ANN, kind: "camp", area: "border-1-2" },
      { owner: ANN, kind: "knight", area: "castle-1" },
      { owner: ANN, kind: "catapult", area: "mountains" },
      { owner: BOB, kind: "soldier", area: "castle-2" },
      { owner: BOB, kind: "knight", area: "left-2" },
      { owner: BOB, kind: "camp", area: "front-2" },
    ]);
    await expectGolden("la-mame-2-players", state);
    expect(boardAltText(state)).toBe(
      "Unofficial 2-player map (ours), Spring. Central Mountains: ann catapult; Blue Castle: ann knight; Orange Castle: bob soldier; Orange March: bob camp; Orange Fields: bob knight; Blue–Orange Vale: ann soldier, camp. Gold: ann: 10 gold (start player), bob: 10 gold.",
    );
    expect(goldTable(state)).toEqual(["ann: 10 gold (start player)", "bob: 10 gold"]);
  });

  it("draws the 3- and 4-player boards at the start", async () => {
    await expectGolden("la-mame-3-players", newGame([ANN, BOB, CY]));
    await expectGolden(
      "la-mame-4-players",
      laMameRules.start({ players: [ANN, BOB, CY, "dee"] }, "introductory", {
        d6: () => 1,
        roll: () => 1,
      }).state,
    );
  });
});
