/**
 * The whip by typed orders (AM §5 PECULIAR WEAPONS): a drover with the Whip talent closes to 5
 * hexes, then lashes with `/battle order target: aim:head`; a lash from 2 hexes is refused,
 * privately.
 */
import { expect, it } from "vitest";
import { allText, refusal, runBattle, startAmDuelAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, BOB } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

const DROVER = {
  name: "Kano",
  race: "human",
  st: 11,
  dx: 13,
  weapons: "whip",
  ready: "whip",
  talents: "whip",
  ruleset: "advanced-melee",
} as const;

it("lashes at the head by a typed order, 5 hexes off", async () => {
  const s = t.services;
  await startAmDuelAgainstWulf(t, GM, DROVER);
  const far = await runBattle(s, ALICE, "order", {
    figure: "Kano",
    option: "b",
    target: "Wulf",
  });
  expect(refusal(far)).toBe("Wulf is 15 hexes from Kano; a whip strikes only 3 to 5 hexes away.");
  await runBattle(s, ALICE, "order", { figure: "Kano", option: "a", to: "E11" });
  t.force(5, 2);
  await runBattle(s, BOB, "order", { figure: "Wulf", option: "pass" });
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  await runBattle(s, ALICE, "order", { figure: "Kano", option: "b", target: "Wulf", aim: "head" });
  // 3d6 = 6 against DX 13 − 6; 1-1 of a 4 is 3, doubled at the head: 6.
  t.force(1, 2, 3, 4);
  const last = await runBattle(s, BOB, "order", { figure: "Wulf", option: "pass" });
  const log = allText(last.replies);
  expect(log).toContain(
    "Kano, Whip → Wulf: 3d6 = 6 (1+2+3) ≤ adjDX 7 = DX 13 − 6 aimed at the head, hit",
  );
  expect(log).toContain("Aimed at the head (armor no help, damage doubled): 6 hits");
});
