import { describe, expect, it } from "vitest";
import { duelSetup } from "../../../src/computer/duel.ts";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { chosenOption, setChosenOption } from "../../../src/engine/battle/chosen.ts";
import { createBattle } from "../../../src/engine/battle/setup.ts";
import type { ChosenOption } from "../../../src/engine/battle/types.ts";
import { FLAVIUS, WULF } from "../../computer/roster.ts";

function option(figure: string, code: ChosenOption["option"]): ChosenOption {
  return {
    figure,
    option: code,
    situation: "disengaged",
    moved: 0,
    startedAt: { q: 0, r: 0 },
    target: null,
    secondTarget: null,
    destination: null,
    stepFacing: null,
    attack: null,
    enteredFrom: null,
    engagedAtPreviousOption: false,
  };
}

describe("each figure's chosen option", () => {
  it("is found by figure id, and is undefined before the figure chooses", () => {
    const { state } = createBattle(duelSetup(FLAVIUS, WULF), new ForcedDice([6, 1]));
    expect(chosenOption(state, "a")).toBeUndefined();
    setChosenOption(state.turnState, option("a", "c"));
    expect(chosenOption(state, "a")?.option).toBe("c");
    expect(chosenOption(state, "b")).toBeUndefined();
  });

  it("a change of option replaces the figure's entry where it stood; the others keep their places", () => {
    const { state } = createBattle(duelSetup(FLAVIUS, WULF), new ForcedDice([6, 1]));
    setChosenOption(state.turnState, option("a", "c"));
    setChosenOption(state.turnState, option("b", "a"));
    setChosenOption(state.turnState, option("a", "b"));
    expect(state.turnState.chosen.map((c) => `${c.figure}:${c.option}`)).toEqual(["a:b", "b:a"]);
  });
});
