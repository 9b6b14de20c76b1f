/**
 * A flier's flight by clicks (AM §3 FLIGHT, §10 AERIAL COMBAT; MELEE's gargoyle): asked after the
 * option, before the destination, since a take-off changes where it can go; under ADVANCED MELEE
 * with the heights it may reach this turn. The choice rides in the custom id and reaches the
 * engine; a forged one is not open.
 */
import { describe, expect, it } from "vitest";
import { draftId, filled, parseDraft } from "../../commands/battle/order-draft.ts";
import {
  describeDraft,
  draftOrder,
  isDraftOpen,
  orderScreen,
} from "../../commands/battle/order-flow.ts";
import type { Ruleset } from "../../src/engine/battle/ruleset.ts";
import type { BattleSummary, LoadedBattle } from "../../src/store/battle-types.ts";
import { at, beast, fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

/** The gargoyle (red) in E3 moves first; Ann far off in E10. */
function loaded(ruleset: Ruleset, height?: number): LoadedBattle {
  const b = new TestBattle(
    [beast("garg", "gargoyle", "E3", S), fighter("ann", human("Ann"), "E10", N)],
    { ruleset },
  );
  if (height !== undefined) b.edit("garg", { flying: true, height });
  const phase = b.state.phase;
  if (phase.kind !== "initiative") throw new Error("expected the initiative");
  b.order({
    type: "initiative",
    side: phase.winner,
    moveFirst: phase.winner === b.fig("garg").side,
  });
  const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
  return { battle, state: b.state, version: 3 };
}

const move = { figure: "garg", option: "a" } as const;

async function flightMenu(battle: LoadedBattle, draft: object) {
  const screen = await orderScreen(battle, ["garg"], draft);
  const row = (screen.components ?? []).find(
    (r) => r.kind === "select" && r.menu.customId.includes(":o:fy:"),
  );
  return { ask: screen.content, menu: row?.kind === "select" ? row.menu : undefined };
}

describe("a flier's flight by clicks", () => {
  it("under AM, a grounded gargoyle may stay down or take off to 3, 6 or 8 m", async () => {
    const { ask, menu } = await flightMenu(loaded("advanced-melee"), move);
    expect(ask).toBe("garg in the air?");
    expect(menu?.options.map((o) => o.label)).toEqual([
      "Stay on the ground",
      "Take off to 3 m",
      "Take off to 6 m",
      "Take off to 8 m",
    ]);
  });

  it("aloft at 12 m, it may keep, climb or dive 16 m, or land", async () => {
    const { menu } = await flightMenu(loaded("advanced-melee", 12), move);
    expect(menu?.options.map((o) => o.value)).toEqual([
      "k",
      ...[1, 3, 6, 9].map((h) => `h${h}`),
      ...[15, 18, 21, 24, 27, 28].map((h) => `h${h}`),
      "l",
    ]);
  });

  it("under MELEE, it may take off or not, with no height", async () => {
    const { menu } = await flightMenu(loaded("melee"), move);
    expect(menu?.options.map((o) => o.label)).toEqual(["Stay on the ground", "Take off and fly"]);
  });

  it("carries a take-off in the id, offers the flier's reach, says it and gives it to the engine", async () => {
    const battle = loaded("advanced-melee");
    const state = battle.state as NonNullable<LoadedBattle["state"]>;
    const chosen = { ...filled(move, "fy", "t8"), to: "E13", facing: S };
    const id = draftId("b1", 3, "s", chosen);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(parseDraft(id.split(":").slice(4)).draft).toEqual(chosen);
    // E13 is 10 hexes off: only a flier reaches it, over Ann.
    expect(isDraftOpen(state, ["garg"], chosen)).toBe(true);
    expect(isDraftOpen(state, ["garg"], { ...chosen, fly: "g" })).toBe(false);
    expect(describeDraft(state, chosen)).toBe("garg: Move, take off to 8 m — to E13, facing S");
    expect(draftOrder(state, chosen)).toEqual({
      type: "move",
      figure: "garg",
      option: "a",
      destination: at("E13"),
      facing: S,
      flight: "take-off",
      height: 8,
    });
  });

  it("a forged height is not open", () => {
    const state = loaded("advanced-melee").state as NonNullable<LoadedBattle["state"]>;
    expect(isDraftOpen(state, ["garg"], { ...move, fly: "t9" })).toBe(false);
  });

  it("a figure that cannot fly is asked nothing of flight", async () => {
    const battle = loaded("advanced-melee");
    const screen = await orderScreen(battle, ["ann"], { figure: "ann", option: "a" });
    expect(JSON.stringify(screen.components)).not.toContain(":o:fy:");
  });
});
