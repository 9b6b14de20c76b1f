import { describe, expect, it } from "vitest";
import { type LaMameState, laMameRules } from "../../../src/games/la-mame/index.ts";
import { renderBoardMap } from "../../../src/games/la-mame/render/board-map.ts";
import { boardAltText, goldTable } from "../../../src/games/la-mame/render/describe.ts";
import { logLines } from "../../../src/games/la-mame/render/log-text.ts";
import { compareWithGolden, MAX_DIFFERING_FRACTION } from "../../render/map/golden.ts";
import { BLUE, GOLD, midGame, newGame, play, RED } from "./game.ts";

describe("the La Mame log text", () => {
  it("tells a sealed choice only as sealed, then the reveal and the combat in full", () => {
    const state = midGame([
      { owner: RED, kind: "soldier", area: "right-1" },
      { owner: BLUE, kind: "soldier", area: "border-1-2" },
    ]);
    const { state: after, events } = play(
      state,
      { type: "attack", by: RED, from: "right-1", unit: "soldier", to: "border-1-2" },
      { type: "attack-gold", by: RED, gold: 3 },
      { type: "guess", by: BLUE, guesses: [2] },
    );
    expect(logLines(after, events)).toEqual([
      "red's soldier attacks Red–Blue Vale from Red Woods; blue guesses once.",
      "red's attack gold is in (sealed).",
      "red held 3 gold; guessed 2 → wrong: the attack succeeds.",
      "blue's soldier in Red–Blue Vale is destroyed.",
      "red takes Red–Blue Vale.",
    ]);
  });

  it("writes the start bid's reveal and the Winter reckoning", () => {
    const spring = play(newGame(), { type: "pass", by: RED }, { type: "pass", by: BLUE }).state;
    const { state, events } = play(
      spring,
      { type: "start-bid", by: RED, gold: 2 },
      { type: "start-bid", by: BLUE, gold: 1 },
    );
    expect(logLines(state, events).at(-1)).toBe(
      "Start bids: red 2, blue 1. red pays 2 gold and chooses who starts.",
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
      { owner: RED, kind: "soldier", area: "border-1-2" },
      { owner: RED, kind: "camp", area: "border-1-2" },
      { owner: RED, kind: "knight", area: "castle-1" },
      { owner: RED, kind: "catapult", area: "mountains" },
      { owner: BLUE, kind: "soldier", area: "castle-2" },
      { owner: BLUE, kind: "knight", area: "left-2" },
      { owner: BLUE, kind: "camp", area: "front-2" },
    ]);
    await expectGolden("la-mame-2-players", state);
    expect(boardAltText(state)).toBe(
      "Unofficial 2-player map (ours), Spring. Central Mountains: red catapult; Red Castle: red knight; Blue Castle: blue soldier; Blue March: blue camp; Blue Fields: blue knight; Red–Blue Vale: red soldier, camp. Gold: red: 10 gold (start player), blue: 10 gold.",
    );
    expect(goldTable(state)).toEqual(["red: 10 gold (start player)", "blue: 10 gold"]);
  });

  it("draws the 3- and 4-player boards at the start", async () => {
    await expectGolden("la-mame-3-players", newGame([RED, BLUE, GOLD]));
    await expectGolden(
      "la-mame-4-players",
      laMameRules.start({ players: [RED, BLUE, GOLD, "green"] }, "introductory", {
        d6: () => 1,
        roll: () => 1,
      }).state,
    );
  });
});
