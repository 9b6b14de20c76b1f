/**
 * AM §5 LEFT-HAND WEAPONS by clicks through the fake Discord: Kano, rapier ready, readies his
 * main-gauche in the left hand from the option menu, and the log keeps the order typed
 * `ready:main-gauche, left hand` gives; with the Two Weapons talent, a hammer beside his cutlass.
 */
import { describe, expect, it } from "vitest";
import { isStep } from "../../src/store/battle-log.ts";
import { RETIARIUS, WULF } from "../commands/figure-helpers.ts";
import { createFigure, text } from "./support/battle.ts";
import { clickSession, orderByClicks, s, startAdvancedDuel } from "./support/order-clicks.ts";

clickSession();

const FENCER = { ...RETIARIUS, weapons: "rapier, main-gauche", ready: "rapier", talents: "" };
/** AM §5 LEFT-HAND WEAPONS: a regular weapon in each hand, with the Two Weapons talent. */
const TWO_SWORDS = {
  ...RETIARIUS,
  weapons: "cutlass, hammer",
  ready: "cutlass",
  talents: "two-weapons",
};

describe("the left hand by clicks", () => {
  it("readies Kano's main-gauche in his left hand beside the rapier", async () => {
    await createFigure(s, "alice", FENCER);
    await createFigure(s, "bob", WULF);
    const { battleId } = await startAdvancedDuel("Kano", [
      ["Kano", "C9", 0],
      ["Wulf", "C3", 3],
    ]);
    await orderByClicks(battleId, { figure: "kano", option: "e.left-main-gauche" });
    expect(text(s.discord.messages("general"))).toContain(
      "✔ Order given. Kano: Ready main-gauche in the left hand — stays in C9",
    );
    const log = await s.bot.services.battles.log(battleId);
    expect(log.entries.filter(isStep).at(-1)?.order).toMatchObject({
      figure: expect.any(String),
      option: "e",
      ready: { offhand: "main-gauche" },
    });
  });

  it("readies Kano's hammer in his left hand beside the cutlass (Two Weapons)", async () => {
    await createFigure(s, "alice", TWO_SWORDS);
    await createFigure(s, "bob", WULF);
    const { battleId } = await startAdvancedDuel("Kano", [
      ["Kano", "C9", 0],
      ["Wulf", "C3", 3],
    ]);
    await orderByClicks(battleId, { figure: "kano", option: "e.left-hammer" });
    expect(text(s.discord.messages("general"))).toContain(
      "✔ Order given. Kano: Ready hammer in the left hand — stays in C9",
    );
    const log = await s.bot.services.battles.log(battleId);
    expect(log.entries.filter(isStep).at(-1)?.order).toMatchObject({
      option: "e",
      ready: { offhand: "hammer" },
    });
  });
});
