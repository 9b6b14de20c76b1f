/**
 * AM §9 MOUNTED COMBAT in the order's menus: an attack on a rider may strike at his mount instead.
 * The summary's aim menu offers the horse beside the rider, the choice rides in the custom id as
 * the aim `mount`, is said in the summary and reaches the engine as `atMount`; typed, the aim
 * `mount` is suggested and does the same.
 */
import { describe, expect, it } from "vitest";
import { draftId, filled, parseDraft } from "../../commands/battle/order-draft.ts";
import {
  describeDraft,
  draftOrder,
  isDraftOpen,
  orderScreen,
} from "../../commands/battle/order-flow.ts";
import type { ComponentRow } from "../../commands/interaction.ts";
import type { FigureSetup } from "../../src/engine/index.ts";
import type { BattleSummary, LoadedBattle } from "../../src/store/battle-types.ts";
import { at, Bout, fighter, human, N, S, setupOf } from "../engine/battle/builders.ts";

/** Ann (red, DX 12, broadsword) faces Bo riding a horse, its head in E6, in her movement phase. */
function loaded(boRides = true): LoadedBattle {
  const bo: FigureSetup = {
    kind: "fighter",
    id: "bo",
    side: "blue",
    position: at("E6"),
    facing: N,
    spec: human("Bo"),
    ...(boRides ? { mount: { beast: "horse" } } : {}),
  };
  const ann = fighter("ann", "red", "E5", S, human("Ann"));
  const b = new Bout(setupOf([ann, bo], { ruleset: "advanced-melee" }), [6, 1]);
  b.initiative("red", true);
  const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
  return { battle, state: b.state, version: 3 };
}

const strike = { figure: "ann", option: "h", to: "E5", facing: S, target: "bo" } as const;

function aimMenu(rows: readonly ComponentRow[] | undefined) {
  const found = (rows ?? []).find((r) => r.kind === "select" && r.menu.customId.includes(":o:fa:"));
  return found?.kind === "select" ? found.menu : undefined;
}

describe("striking at a rider's mount by clicks", () => {
  it("offers the rider or his horse, each at DX 12 − 2 for a footman against the mounted", async () => {
    const menu = aimMenu((await orderScreen(loaded(), ["ann"], strike)).components);
    expect(menu?.options.map((o) => o.label)).toEqual([
      "Strike at Bo · hit on 10 or less · 50 %",
      "Strike at Horse, not Bo · hit on 10 or less · 50 %",
    ]);
    expect(menu?.options[1]?.description).toBe(
      "AM §9: the mount takes the blow, stopped by its barding only",
    );
  });

  it("offers nothing to aim at against a man on foot, without aimed shots", async () => {
    expect(aimMenu((await orderScreen(loaded(false), ["ann"], strike)).components)).toBeUndefined();
  });

  it("carries the mount in the id, says it, and gives the engine atMount", () => {
    const state = loaded().state as NonNullable<LoadedBattle["state"]>;
    const chosen = filled(strike, "fa", "mt");
    expect(chosen).toEqual({ ...strike, aim: "mount" });
    expect(parseDraft(draftId("b1", 3, "s", chosen).split(":").slice(4)).draft).toEqual(chosen);
    expect(isDraftOpen(state, ["ann"], chosen)).toBe(true);
    expect(describeDraft(state, chosen)).toBe(
      "Ann: Attack Bo, aimed at the mount — stays in E5, facing S; Bo · hit on 10 or less · 50 %",
    );
    expect(draftOrder(state, chosen)).toEqual({
      type: "move",
      figure: "ann",
      option: "h",
      destination: at("E5"),
      facing: S,
      target: "bo",
      atMount: true,
    });
  });

  it("refuses a forged mount aim at a man on foot", () => {
    const state = loaded(false).state as NonNullable<LoadedBattle["state"]>;
    expect(isDraftOpen(state, ["ann"], { ...strike, aim: "mount" })).toBe(false);
  });
});
