/**
 * AM §6 DROPPED AND BROKEN WEAPONS: a weapon broken by an 18 stays in hand and strikes at half
 * damage, rounded down; MELEE's broken weapon is gone.
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  besideTarget,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  strikesTarget,
  TestBattle,
} from "../battle/attack-builders.ts";

function swordsman(ruleset: Ruleset): TestBattle {
  const spec = human("Ulf", { st: 12, dx: 12, weapons: ["broadsword"], readyWeapon: "broadsword" });
  return besideTarget(spec, ruleset);
}

const strike = strikesTarget;

describe("broken weapons under AM", () => {
  it("keeps the broadsword broken by an 18 in hand", () => {
    const b = swordsman("advanced-melee");
    const broke = eventsOf(strike(b, [6, 6, 6]), "item-broken")[0];
    expect(broke).toMatchObject({ figure: "a", item: "broadsword", stillStrikes: true });
    expect(describeEvent(b.state, broke as never)).toBe(
      "Ulf's broadsword breaks: it strikes on at half damage",
    );
    expect(b.fig("a")).toMatchObject({ readyWeapon: "broadsword", brokenWeapons: ["broadsword"] });
  });

  it("strikes with it at half damage, rounded down", () => {
    const b = swordsman("advanced-melee");
    strike(b, [6, 6, 6]);
    const events = strike(b, [3, 3, 3, 4, 5]);
    const damage = damages(events)[0];
    expect(damage).toMatchObject({ total: 4, brokenWeapon: true, taken: 4 });
    expect(describeEvent(b.state, attackRolls(events)[0] as never)).toContain(
      "Broadsword (broken) → Target",
    );
    expect(describeEvent(b.state, damage as never)).toContain(
      "2d6 = 9 (4+5), halved for the broken weapon = 4, Target takes 4",
    );
  });

  it("loses it for good when it breaks a second time", () => {
    const b = swordsman("advanced-melee");
    strike(b, [6, 6, 6]);
    const broke = eventsOf(strike(b, [6, 6, 6]), "item-broken")[0];
    expect(broke).not.toHaveProperty("stillStrikes");
    expect(b.fig("a")).toMatchObject({ readyWeapon: null, brokenWeapons: [] });
  });

  it("keeps it broken when dropped and picked up again", () => {
    const b = swordsman("advanced-melee");
    strike(b, [6, 6, 6]);
    strike(b, [6, 6, 5]);
    expect(b.state.dropped).toEqual([
      expect.objectContaining({ item: "broadsword", broken: true }),
    ]);
    expect(b.fig("a").brokenWeapons).toEqual([]);
    b.turn([
      { figure: "t", option: "pass" },
      { figure: "a", option: "o", ready: { pickUp: "broadsword" } },
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "broadsword", brokenWeapons: ["broadsword"] });
  });

  it("lets a dagger an 18 breaks in the throw land broken", () => {
    const b = new TestBattle(
      [
        fighter("a", human("A", { weapons: ["dagger"], readyWeapon: "dagger" }), "E10", N),
        fighter("t", human("T"), "E6", S, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    const events = b.turn(
      [
        { figure: "a", option: "b", target: "t", attack: "thrown" },
        { figure: "t", option: "pass" },
      ],
      [6, 6, 6],
    );
    expect(eventsOf(events, "item-broken")[0]).toMatchObject({
      item: "dagger",
      stillStrikes: true,
    });
    expect(b.state.dropped).toEqual([expect.objectContaining({ item: "dagger", broken: true })]);
  });
});

describe("broken weapons under MELEE", () => {
  it("loses the weapon an 18 breaks", () => {
    const b = swordsman("melee");
    const broke = eventsOf(strike(b, [6, 6, 6]), "item-broken")[0];
    expect(broke).toEqual({ type: "item-broken", figure: "a", item: "broadsword" });
    expect(b.fig("a").readyWeapon).toBeNull();
    expect(b.fig("a").brokenWeapons).toBeUndefined();
  });
});
