/**
 * The order flow's summary warns before Confirm when a shot's line of fire crosses a friend
 * (MELEE: HITTING YOUR FRIENDS), and says nothing when the line is clear.
 */
import { describe, expect, it } from "vitest";
import { orderScreen } from "../../commands/battle/order-flow.ts";
import { applyOrder, SeededDice } from "../../src/engine/index.ts";
import type { BattleSummary, LoadedBattle } from "../../src/store/battle-types.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

const archer = human("Archer", { weapons: ["longbow"], readyWeapon: "longbow" });

/** The battle in blue's movement phase, loaded as the bot would. */
function loadedWith(friendHex: string): LoadedBattle {
  const { state } = new TestBattle([
    fighter("a", archer, "E10", N),
    fighter("f", human("Marcus"), friendHex, S),
    fighter("t", human("Wulf"), "E6", S, "red"),
  ]);
  const winner = state.phase.kind === "initiative" ? state.phase.winner : "blue";
  const order = { type: "initiative", side: winner, moveFirst: winner === "blue" } as const;
  const moving = applyOrder(state, order, new SeededDice(1)).state;
  const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
  return { battle, state: moving, version: 3 };
}

const shot = { figure: "a", option: "f", to: "E10", facing: 0, target: "t" } as const;

describe("the order summary's friendly-fire warning", () => {
  it("warns that the shot must miss a friend in the way before Confirm", async () => {
    const screen = await orderScreen(loadedWith("E8"), ["a"], shot);
    expect(screen.content).toContain(
      "⚠ The line of fire crosses Marcus: the shot must miss them before it can reach Wulf.",
    );
    const labels = (screen.components ?? []).flatMap((r) =>
      r.kind === "buttons" ? r.buttons.map((b) => b.label) : [],
    );
    expect(labels).toContain("Confirm");
  });

  it("says nothing when the friend stands aside", async () => {
    const screen = await orderScreen(loadedWith("B9"), ["a"], shot);
    expect(screen.content).not.toContain("⚠");
  });
});
