/**
 * AM §5 LEFT-HAND WEAPONS, the Two Weapons talent, from Discord: a regular weapon readied in the
 * left hand by the option menu's "Ready shortsword in the left hand" and by the typed
 * `ready:shortsword, left hand`, both logging `ready: { offhand: "shortsword" }`; offered under AM
 * only, and never a two-handed weapon.
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../commands/battle/order-choices.ts";
import type { Ruleset } from "../../src/engine/battle/ruleset.ts";
import type { WeaponId } from "../../src/engine/index.ts";
import { isStep } from "../../src/store/battle-log.ts";
import { Bout, fighter, human, N, S } from "../engine/battle/builders.ts";
import {
  allText,
  clickedOrderInPlace,
  runBattle,
  startAmDuelAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, actor } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

/** Ann, broadsword ready and `second` carried, far from Bo. */
function swordswoman(second: WeaponId, ruleset: Ruleset = "advanced-melee"): Bout {
  const ann = human("Ann", { weapons: ["broadsword", second], readyWeapon: "broadsword" });
  const b = Bout.of(
    [fighter("ann", "red", "E5", S, ann), fighter("bo", "blue", "E14", N, human("Bo"))],
    [6, 1],
    { ruleset },
  );
  b.initiative("red", true);
  return b;
}

const leftHand = (b: Bout) => optionChoices(b.state, "ann").filter((c) => c.value.includes("left"));

describe("a second regular weapon in the left hand by clicks", () => {
  it("offers the shortsword beside the broadsword under AM, as (e)", () => {
    expect(leftHand(swordswoman("shortsword"))).toMatchObject([
      { value: "e.left-shortsword", label: "Ready shortsword in the left hand" },
    ]);
  });

  it("offers none under MELEE, nor a two-handed sword under AM", () => {
    expect(leftHand(swordswoman("shortsword", "melee"))).toEqual([]);
    expect(leftHand(swordswoman("two-handed-sword"))).toEqual([]);
  });
});

describe("a second regular weapon in the left hand typed", () => {
  it("ready:'shortsword, left hand' logs the order the click gives", async () => {
    await startAmDuelAgainstWulf(t, actor("gm"), {
      name: "Kano",
      race: "human",
      st: 12,
      dx: 12,
      weapons: "broadsword, shortsword",
      ready: "broadsword",
      talents: "two-weapons",
      ruleset: "advanced-melee",
    });
    const { battleId, here, clicked } = await clickedOrderInPlace(
      t,
      "Kano",
      "e",
      "left-shortsword",
    );
    expect(clicked).toMatchObject({ ready: { offhand: "shortsword" } });
    const ordered = await runBattle(t.services, ALICE, "order", {
      figure: "Kano",
      option: "e",
      to: here,
      ready: "shortsword, left hand",
    });
    expect(allText(ordered.replies)).toContain("Kano readies");
    const log = await t.battles.log(battleId);
    expect(log.entries.filter(isStep).at(-1)?.order).toEqual(clicked);
  });
});
