/**
 * AM §6 AIMED SHOTS by clicks: the order summary's menu of aims, only under the optional rule and
 * only the parts the engine allows, each with its chance to hit; the chosen aim rides in the
 * custom id, is said in the summary and given to the engine; a forged aim is not open. The same
 * menu offers a rider's mount (AM §9 MOUNTED COMBAT), given to the engine as `atMount`.
 */
import { describe, expect, it } from "vitest";
import { optionChoices, targetChoices } from "../../commands/battle/order-choices.ts";
import { draftId, filled, parseDraft } from "../../commands/battle/order-draft.ts";
import {
  describeDraft,
  draftOrder,
  isDraftOpen,
  orderScreen,
} from "../../commands/battle/order-flow.ts";
import type { ComponentRow } from "../../commands/interaction.ts";
import type { FigureSetup, FigureSpec } from "../../src/engine/index.ts";
import type { BattleSummary, LoadedBattle } from "../../src/store/battle-types.ts";
import { at, Bout, fighter, human, N, S, setupOf } from "../engine/battle/builders.ts";

/**
 * Ann (red, DX 12, broadsword, moving first) faces Bo, adjacent, in her movement phase; Bo rides
 * a horse, its head where he stands, when `boRides` says.
 */
function loaded(
  optionalRules: readonly string[],
  ann = human("Ann"),
  boAt = "E6",
  bo = human("Bo"),
  boRides = false,
): LoadedBattle {
  const boOnFoot = fighter("bo", "blue", boAt, N, bo);
  const figures = [
    fighter("ann", "red", "E5", S, ann),
    boRides ? { ...boOnFoot, mount: { beast: "horse" } } : boOnFoot,
  ] as FigureSetup[];
  const b = new Bout({ ...setupOf(figures, { ruleset: "advanced-melee" }), optionalRules }, [6, 1]);
  b.initiative("red", true);
  const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
  return { battle, state: b.state, version: 3 };
}

const strike = { figure: "ann", option: "h", to: "E5", facing: S, target: "bo" } as const;

/** Ann, holding `gear`, three hexes from Bo: her (b) targets, and the aim menu cast at Bo. */
async function castAtBoFrom3Hexes(gear: Partial<FigureSpec>) {
  const battle = loaded([], human("Ann", gear), "E8");
  const state = battle.state as NonNullable<LoadedBattle["state"]>;
  const draft = { figure: "ann", option: "b", to: "E5", facing: S } as const;
  const targets = targetChoices(state, draft).map((c) => c.label);
  const menu = aimMenu((await orderScreen(battle, ["ann"], { ...draft, target: "bo" })).components);
  return { targets, menu };
}

function aimMenu(rows: readonly ComponentRow[] | undefined) {
  const found = (rows ?? []).find((r) => r.kind === "select" && r.menu.customId.includes(":o:fa:"));
  return found?.kind === "select" ? found.menu : undefined;
}

describe("aimed shots on the order summary", () => {
  it("offers no aim and each legal part with its penalty and odds, under the rule", async () => {
    const menu = aimMenu((await orderScreen(loaded(["aimed-shots"]), ["ann"], strike)).components);
    expect(menu?.placeholder).toBe("Aim: none");
    expect(menu?.options.map((o) => o.label)).toEqual([
      "No aim · hit on 12 or less · 74 %",
      "Aim at the head −6 · hit on 6 or less · 9 %",
      "Aim at the weapon arm −4 · hit on 8 or less · 26 %",
      "Aim at the shield arm −6 · hit on 6 or less · 9 %",
      "Aim at the leg −4 · hit on 8 or less · 26 %",
    ]);
  });

  it("offers nothing without the rule", async () => {
    const screen = await orderScreen(loaded([]), ["ann"], strike);
    expect(aimMenu(screen.components)).toBeUndefined();
  });

  it("carries the chosen aim in the id, says it, and gives it to the engine", async () => {
    const battle = loaded(["aimed-shots"]);
    const state = battle.state as NonNullable<LoadedBattle["state"]>;
    const chosen = filled(strike, "fa", "wa");
    expect(chosen).toEqual({ ...strike, aim: "weapon-arm" });
    const id = draftId("b1", 3, "s", chosen);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(parseDraft(id.split(":").slice(4)).draft).toEqual(chosen);
    expect(isDraftOpen(state, ["ann"], chosen)).toBe(true);
    expect(describeDraft(state, chosen)).toBe(
      "Ann: Attack Bo, aimed at the weapon arm — stays in E5, facing S; Bo · hit on 8 or less · 26 %",
    );
    expect(draftOrder(state, chosen)).toEqual({
      type: "move",
      figure: "ann",
      option: "h",
      destination: at("E5"),
      facing: S,
      target: "bo",
      aim: "weapon-arm",
    });
    const screen = await orderScreen(battle, ["ann"], chosen);
    expect(aimMenu(screen.components)?.placeholder).toBe("Aim: the weapon arm");
    expect(filled(chosen, "fa", "-")).toEqual(strike);
  });

  it("refuses a forged aim: without the rule, or at a wing a man has not", () => {
    const wing = { ...strike, aim: "wing" } as const;
    const head = { ...strike, aim: "head" } as const;
    const state = (rules: string[]) => loaded(rules).state as NonNullable<LoadedBattle["state"]>;
    expect(isDraftOpen(state(["aimed-shots"]), ["ann"], wing)).toBe(false);
    expect(isDraftOpen(state([]), ["ann"], head)).toBe(false);
  });

  it("offers a whip's head and hands at −6 by its own rules, without the optional rule", async () => {
    const whip = { weapons: ["whip"], readyWeapon: "whip", talents: ["whip"] } as const;
    const battle = loaded([], human("Ann", whip), "E8");
    const lash = { figure: "ann", option: "b", to: "E5", facing: S, target: "bo" } as const;
    const menu = aimMenu((await orderScreen(battle, ["ann"], lash)).components);
    expect(menu?.options.map((o) => o.label)).toEqual([
      "No aim · hit on 12 or less · 74 %",
      "Aim at the head −6 · hit on 6 or less · 9 %",
      "Aim at the weapon arm −6 · hit on 6 or less · 9 %",
      "Aim at the shield arm −6 · hit on 6 or less · 9 %",
    ]);
    expect(menu?.options[1]?.description).toBe(
      "AM §6 dagger marksmanship: the head doubled past armor, a hand lets go",
    );
  });

  it("offers a thrown dagger's head and hands at −6, and gives the typed order's aim", async () => {
    const dagger = { dx: 14, weapons: ["dagger"], readyWeapon: "dagger" } as const;
    const battle = loaded([], human("Ann", dagger), "E8");
    const state = battle.state as NonNullable<LoadedBattle["state"]>;
    const draft = {
      figure: "ann",
      option: "b",
      extra: "thrown",
      to: "E5",
      facing: S,
      target: "bo",
    } as const;
    const menu = aimMenu((await orderScreen(battle, ["ann"], draft)).components);
    expect(menu?.options.map((o) => o.label)).toEqual([
      "No aim · hit on 11 or less · 63 %",
      "Aim at the head −6 · hit on 5 or less · 5 %",
      "Aim at the weapon arm −6 · hit on 5 or less · 5 %",
      "Aim at the shield arm −6 · hit on 5 or less · 5 %",
    ]);
    expect(menu?.options[1]?.description).toBe(
      "AM §6 dagger marksmanship: the head doubled past armor, a hand lets go",
    );
    // The typed `/battle order figure:Ann option:b target:Bo attack:thrown aim:head`.
    expect(draftOrder(state, filled(draft, "fa", "hd"))).toEqual({
      type: "move",
      figure: "ann",
      option: "b",
      destination: at("E5"),
      facing: S,
      target: "bo",
      attack: "thrown",
      aim: "head",
    });
  });

  it("offers a bola's target and its parts, the head at −4, by its own rules", async () => {
    const bola = {
      st: 10,
      dx: 14,
      weapons: ["bola"],
      readyWeapon: "bola",
      talents: ["bola"],
    } as const;
    const { targets, menu } = await castAtBoFrom3Hexes(bola);
    expect(targets).toEqual(["Bo · hit on 11 or less · 63 %"]);
    expect(menu?.options.map((o) => o.label)).toEqual([
      "No aim · hit on 11 or less · 63 %",
      "Aim at the head −4 · hit on 7 or less · 16 %",
      "Aim at the weapon arm · hit on 11 or less · 63 %",
      "Aim at the shield arm · hit on 11 or less · 63 %",
      "Aim at the leg · hit on 11 or less · 63 %",
    ]);
    expect(menu?.options[1]?.description).toBe(
      "AM §5 bola: legs trip, arms drop, wings ground, the head 1+2",
    );
  });

  it("offers a lasso's foe 3 hexes off with its neck and arms, no DX for the aim", async () => {
    const lasso = { st: 10, dx: 14, weapons: ["lasso"], readyWeapon: "lasso", talents: ["lasso"] };
    const { targets, menu } = await castAtBoFrom3Hexes(lasso as Partial<FigureSpec>);
    expect(targets).toEqual(["Bo · hit on 14 or less · 91 %"]);
    expect(menu?.options.map((o) => o.label)).toEqual([
      "No aim · hit on 14 or less · 91 %",
      "Aim at the head · hit on 14 or less · 91 %",
      "Aim at the weapon arm · hit on 14 or less · 91 %",
      "Aim at the shield arm · hit on 14 or less · 91 %",
    ]);
    expect(menu?.options[1]?.description).toBe(
      "AM §5 lasso: the neck 1+2, an arm lets go; no aim pulls it down",
    );
  });

  it("offers a whip cast as a lasso in the option menu, its foe at the lasso's odds", () => {
    const whip = { weapons: ["whip"], readyWeapon: "whip", talents: ["whip"] } as const;
    const battle = loaded([], human("Ann", whip), "E8");
    const state = battle.state as NonNullable<LoadedBattle["state"]>;
    expect(optionChoices(state, "ann")).toContainEqual(
      expect.objectContaining({ value: "b.lasso", label: "Cast whip as a lasso at Bo" }),
    );
    const draft = { figure: "ann", option: "b", extra: "lasso", to: "E5", facing: S } as const;
    expect(targetChoices(state, draft).map((c) => c.label)).toEqual([
      "Bo · hit on 12 or less · 74 %",
    ]);
  });

  it("offers a blow at a foe's net to an edged weapon, at the blow's odds", () => {
    const net = {
      st: 10,
      dx: 14,
      weapons: ["net"],
      readyWeapon: "net",
      talents: ["net-and-trident"],
    };
    const battle = loaded([], human("Ann"), "E6", human("Bo", net as Partial<FigureSpec>));
    const state = battle.state as NonNullable<LoadedBattle["state"]>;
    expect(optionChoices(state, "ann")).toContainEqual(
      expect.objectContaining({ value: "h.net", label: "Strike at a net" }),
    );
    const draft = { figure: "ann", option: "h", extra: "net", to: "E5", facing: S } as const;
    expect(targetChoices(state, draft).map((c) => c.label)).toEqual([
      "Bo · hit on 12 or less · 74 %",
    ]);
  });
});

describe("striking at a rider's mount by clicks", () => {
  it("offers the rider or his horse, each at DX 12 − 2 for a footman against the mounted", async () => {
    const menu = aimMenu(
      (await orderScreen(loaded([], human("Ann"), "E6", human("Bo"), true), ["ann"], strike))
        .components,
    );
    expect(menu?.options.map((o) => o.label)).toEqual([
      "Strike at Bo · hit on 10 or less · 50 %",
      "Strike at Horse, not Bo · hit on 10 or less · 50 %",
    ]);
    expect(menu?.options[1]?.description).toBe(
      "AM §9: the mount takes the blow, stopped by its barding only",
    );
  });

  it("carries the mount in the id, says it, and gives the engine atMount", () => {
    const state = loaded([], human("Ann"), "E6", human("Bo"), true).state as NonNullable<
      LoadedBattle["state"]
    >;
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
    const state = loaded([]).state as NonNullable<LoadedBattle["state"]>;
    expect(isDraftOpen(state, ["ann"], { ...strike, aim: "mount" })).toBe(false);
  });
});
