/**
 * Dagger marksmanship by a typed order (AM §6 DAGGER MARKSMANSHIP): a thrower closes to 3 hexes,
 * then throws with `/battle order target: attack:thrown aim:head`; from further off it is refused,
 * privately. The same order by clicks: `commands/order-aim.test.ts`.
 */
import { expect, it } from "vitest";
import { allText, refusal, runBattle, startAmDuelAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, BOB } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

const THROWER = {
  name: "Kano",
  race: "human",
  st: 10,
  dx: 14,
  weapons: "dagger",
  ready: "dagger",
  ruleset: "advanced-melee",
} as const;

it("throws a dagger at the head by a typed order, 3 hexes off", async () => {
  const s = t.services;
  await startAmDuelAgainstWulf(t, GM, THROWER);
  const aimed = { figure: "Kano", option: "b", target: "Wulf", attack: "thrown", aim: "head" };
  const far = await runBattle(s, ALICE, "order", aimed);
  expect(refusal(far)).toBe(
    "Wulf is 15 hexes from Kano; a thrown dagger or star aims at the head or a hand only within 3 hexes (AM §6 DAGGER MARKSMANSHIP).",
  );
  await runBattle(s, ALICE, "order", { figure: "Kano", option: "a", to: "E9" });
  t.force(5, 2);
  await runBattle(s, BOB, "order", { figure: "Wulf", option: "a", to: "E12" });
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  await runBattle(s, ALICE, "order", aimed);
  t.force(1, 1, 2, 4);
  const last = await runBattle(s, BOB, "order", { figure: "Wulf", option: "pass" });
  const log = allText(last.replies);
  // 3d6 = 4 against DX 14 − 6 − 3: a hit doing double damage, doubled again at the head, past armor.
  expect(log).toContain(
    "Kano, Dagger (thrown) → Wulf: 3d6 = 4 (1+1+2) ≤ adjDX 5 = DX 14 − 6 aimed at the head − 3 range, hit, double damage",
  );
  expect(log).toContain("1d6−1 = 3, ×4 = 12, Wulf takes 12 (ST 2/14)");
  expect(log).toContain("Aimed at the head (armor no help, damage doubled): 12 hits");
});
