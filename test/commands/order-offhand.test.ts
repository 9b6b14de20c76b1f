/**
 * AM §5 LEFT-HAND WEAPONS from Discord: a main-gauche readied in the left hand, by the option
 * menu's "Ready main-gauche in the left hand" and by the typed `ready:main-gauche, left hand`,
 * both logging the order `ready: { offhand: "main-gauche" }`; offered only where the engine
 * takes it.
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../commands/battle/order-choices.ts";
import { draftOrder } from "../../commands/battle/order-flow.ts";
import { isStep } from "../../src/store/battle-log.ts";
import { at, Bout, fighter, human, N, S } from "../engine/battle/builders.ts";
import {
  allText,
  clickedOrderInPlace,
  completeBattle,
  refusal,
  runBattle,
  startAmDuelAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, actor, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

/** Ann, rapier ready and a main-gauche on her belt, far from Bo; under ADVANCED MELEE. */
function fencer(shieldReady = false, gear: Parameters<typeof human>[1] = {}): Bout {
  const ann = human("Ann", {
    weapons: ["rapier", "main-gauche"],
    readyWeapon: "rapier",
    shield: shieldReady ? "small-shield" : null,
    shieldReady,
    ...gear,
  });
  const b = Bout.of(
    [fighter("ann", "red", "E5", S, ann), fighter("bo", "blue", "E14", N, human("Bo"))],
    [6, 1],
    { ruleset: "advanced-melee" },
  );
  b.initiative("red", true);
  return b;
}

const leftHand = (b: Bout) => optionChoices(b.state, "ann").filter((c) => c.value.includes("left"));

describe("readying the left hand by clicks", () => {
  it("offers the main-gauche beside a one-handed rapier, as (e)", () => {
    expect(leftHand(fencer())).toMatchObject([
      { value: "e.left-main-gauche", label: "Ready main-gauche in the left hand" },
    ]);
    const draft = { figure: "ann", option: "e", extra: "left-main-gauche", to: "E5" } as const;
    expect(draftOrder(fencer().state, draft)).toEqual({
      type: "move",
      figure: "ann",
      option: "e",
      destination: at("E5"),
      ready: { offhand: "main-gauche" },
    });
  });

  it("offers none with a shield ready, the off hand's", () => {
    expect(leftHand(fencer(true))).toEqual([]);
  });

  it("offers a net beside a ready trident to a figure with its talent, and none without (AM §5)", () => {
    const retiarius = { weapons: ["trident", "net"], readyWeapon: "trident" } as const;
    expect(leftHand(fencer(false, { ...retiarius, talents: ["net-and-trident"] }))).toMatchObject([
      { value: "e.left-net", label: "Ready net in the left hand" },
    ]);
    expect(leftHand(fencer(false, retiarius))).toEqual([]);
  });
});

const KANO = {
  name: "Kano",
  race: "human",
  st: 12,
  dx: 12,
  weapons: "rapier, main-gauche",
  ready: "rapier",
  ruleset: "advanced-melee",
} as const;

async function lastOrder() {
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  const log = await t.battles.log(summary?.id ?? "");
  return log.entries.filter(isStep).at(-1)?.order;
}

describe("readying the left hand typed", () => {
  it("ready:'main-gauche, left hand' logs the order the click gives", async () => {
    await startAmDuelAgainstWulf(t, actor("gm"), KANO);
    const { here, clicked } = await clickedOrderInPlace(t, "Kano", "e", "left-main-gauche");
    const offered = await completeBattle(
      t.services,
      ALICE,
      "order",
      { name: "ready", value: "" },
      { figure: "Kano", option: "e" },
    );
    expect(offered.responses).toEqual([
      [
        { name: "Main-gauche", value: "Main-gauche" },
        { name: "Main-gauche, left hand", value: "Main-gauche, left hand" },
      ],
    ]);
    const ordered = await runBattle(t.services, ALICE, "order", {
      figure: "Kano",
      option: "e",
      to: here,
      ready: "main-gauche, left hand",
    });
    expect(allText(ordered.replies)).toContain("Kano readies");
    expect(await lastOrder()).toEqual(clicked);
  });

  it("refuses a left hand that names no weapon, privately", async () => {
    await startAmDuelAgainstWulf(t, actor("gm"), KANO);
    const ordered = await runBattle(t.services, ALICE, "order", {
      figure: "Kano",
      option: "e",
      ready: "spoon, left hand",
    });
    expect(refusal(ordered)).toBe('There is no weapon "spoon, left hand".');
  });
});
