import { describe, expect, it } from "vitest";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import type { GmRuling } from "../../../src/engine/battle/orders.ts";
import { createBattle } from "../../../src/engine/battle/setup.ts";
import type { BattleState } from "../../../src/engine/battle/types.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import { fighter, N, S } from "./builders.ts";
import { at, FLAVIUS, ROME_AND_GERMANIA, WULF } from "./fixtures.ts";

function duel(): BattleState {
  return createBattle(
    {
      combatType: "death",
      sides: ROME_AND_GERMANIA,
      figures: [
        fighter("flavius", "rome", "F16", N, FLAVIUS),
        fighter("wulf", "germania", "F1", S, WULF),
      ],
    },
    new ForcedDice([6, 1]),
  ).state;
}

function rule(state: BattleState, ruling: GmRuling, reason?: string) {
  return applyOrder(state, { type: "gm", gm: "Gamemaster", ruling, reason }, new ForcedDice([]));
}

describe("GM rulings", () => {
  it("sets hits and logs who ruled and why", () => {
    const { state, events } = rule(
      duel(),
      { kind: "set-hits", figure: "wulf", hits: 4 },
      "fell into the pit",
    );
    expect(state.figures.find((f) => f.id === "wulf")?.hits).toBe(4);
    expect(events).toEqual([
      {
        type: "gm-ruling",
        gm: "Gamemaster",
        figure: "wulf",
        ruling: "hits 0 → 4 (ST 10/14)",
        reason: "fell into the pit",
      },
    ]);
  });

  it("applies the consequences of the hits it sets: ST 0 is death and ends the battle", () => {
    const { state } = rule(duel(), { kind: "set-hits", figure: "wulf", hits: 14 });
    expect(state.figures.find((f) => f.id === "wulf")?.condition).toBe("dead");
    expect(state.phase).toEqual({ kind: "ended", winner: "rome" });
    expect(state.ep).toEqual({ flavius: 50, wulf: 0 });
  });

  it("logs the ruling before what it leads to: ST 1 knocks Wulf out, he drops everything", () => {
    const { events } = rule(duel(), { kind: "set-hits", figure: "wulf", hits: 13 }, "a rockfall");
    const fell = (item: string) => ({
      type: "item-dropped",
      figure: "wulf",
      item,
      at: at("F1"),
      reason: "Wulf fell",
    });
    expect(events).toEqual([
      {
        type: "gm-ruling",
        gm: "Gamemaster",
        figure: "wulf",
        ruling: "hits 0 → 13 (ST 1/14)",
        reason: "a rockfall",
      },
      { type: "condition", figure: "wulf", condition: "unconscious" },
      fell("longbow"),
      fell("two-handed-sword"),
      fell("dagger"),
      // Flavius is the last one fighting.
      { type: "battle-ended", winner: "rome", ep: { flavius: 50, wulf: 0 } },
    ]);
  });

  it("refuses hits outside 0..ST and leaves the state alone", () => {
    const before = duel();
    const copy = structuredClone(before);
    expect(() => rule(before, { kind: "set-hits", figure: "wulf", hits: 15 })).toThrow(
      "from 0 to 14",
    );
    expect(() => rule(before, { kind: "set-hits", figure: "wulf", hits: -1 })).toThrow(
      IllegalOrderError,
    );
    expect(before).toEqual(copy);
  });

  it("places a figure in a free hex with a new facing, and refuses an occupied one", () => {
    const { state } = rule(duel(), { kind: "place", figure: "wulf", to: at("C5"), facing: 2 });
    const wulf = state.figures.find((f) => f.id === "wulf");
    expect(wulf && formatHex(wulf.position)).toBe("C5");
    expect(wulf?.facing).toBe(2);
    expect(() => rule(duel(), { kind: "place", figure: "wulf", to: at("F16") })).toThrow(
      "F16 is occupied",
    );
    expect(() => rule(duel(), { kind: "place", figure: "wulf", to: at("Z40") })).toThrow(
      "outside the arena",
    );
  });

  it("changes posture, gives and takes items", () => {
    let state = rule(duel(), { kind: "posture", figure: "flavius", posture: "prone" }).state;
    expect(state.figures.find((f) => f.id === "flavius")?.posture).toBe("prone");
    state = rule(state, { kind: "give", figure: "wulf", item: "mace", ready: true }).state;
    let wulf = state.figures.find((f) => f.id === "wulf");
    expect(wulf?.readyWeapon).toBe("mace");
    expect(wulf?.carried).toEqual(["two-handed-sword", "dagger", "longbow"]);
    state = rule(state, { kind: "take", figure: "wulf", item: "dagger" }).state;
    wulf = state.figures.find((f) => f.id === "wulf");
    expect(wulf?.carried).toEqual(["two-handed-sword", "longbow"]);
    expect(() => rule(state, { kind: "take", figure: "wulf", item: "dagger" })).toThrow(
      "Wulf has no dagger",
    );
    expect(() =>
      rule(state, { kind: "give", figure: "flavius", item: "small-shield", ready: false }),
    ).toThrow("already has a shield");
  });
});
