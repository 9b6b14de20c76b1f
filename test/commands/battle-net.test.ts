/**
 * The thrown net by typed orders (AM §5 PECULIAR WEAPONS): a retiarius with the Net and Trident
 * talent throws it with `/battle order attack:thrown`; the figure it wraps is down, and its only
 * orders are the struggle to stand and doing nothing, refused otherwise, privately.
 */
import { expect, it } from "vitest";
import { allText, refusal, runBattle, startAmDuelAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, BOB } from "./fake-interaction.ts";
import { RETIARIUS } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

it("throws the net by a typed order, leaving the caught figure only the struggle", async () => {
  const s = t.services;
  await startAmDuelAgainstWulf(t, GM, RETIARIUS);
  await runBattle(s, ALICE, "order", {
    figure: "Kano",
    option: "b",
    target: "Wulf",
    attack: "thrown",
  });
  // A 3 always hits (15 hexes away, adjDX −1): triple damage, 1-3 of a 4 is 1, ×3 = 3.
  t.force(1, 1, 1, 4);
  const last = await runBattle(s, BOB, "order", { figure: "Wulf", option: "pass" });
  const log = allText(last.replies);
  expect(log).toContain("Wulf takes 3 (ST 11/14)");
  expect(log).toContain("Wulf is down (caught in Kano's net)");
  expect(log).toContain("Wulf · E16 N · ST 11/14 · adjDX 10 · Longbow · fallen · tangled in a net");
  t.force(5, 2);
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  await runBattle(s, ALICE, "order", { figure: "Kano", option: "pass" });
  const refused = await runBattle(s, BOB, "order", { figure: "Wulf", option: "a", to: "E15" });
  expect(refusal(refused)).toContain(
    "Wulf is tangled in a net: it may only struggle to stand, (g) or (n), or do nothing.",
  );
});
