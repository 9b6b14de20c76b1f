/**
 * AM §6 LONG-RANGE MISSILE FIRE in play: a figure given the Missile Weapons talent with `/figure
 * create talents:` shoots down a 40-hex arena at the talent's −4, and the log says so.
 */
import { expect, it } from "vitest";
import { allText, runBattle } from "./battle-helpers.ts";
import { ALICE, actor, BOB } from "./fake-interaction.ts";
import { runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

it("shoots 39 hexes at the Missile Weapons talent's −4", async () => {
  const s = t.services;
  const archer = { ...WULF, talents: "missile-weapons", ruleset: "advanced-melee" };
  await runFigure(s, "create", archer, { actor: ALICE });
  await runFigure(s, "create", { ...WULF, name: "Ulf" }, { actor: BOB });
  await runBattle(s, GM, "new", {
    type: "death",
    ruleset: "advanced-melee",
    width: 12,
    height: 40,
    thread: false,
  });
  await runBattle(s, ALICE, "join", { figure: "Wulf", side: "a" });
  await runBattle(s, BOB, "join", { figure: "Ulf", side: "b" });
  t.force(5, 2);
  await runBattle(s, GM, "start");
  await runBattle(s, ALICE, "initiative", { choice: "first" });
  await runBattle(s, ALICE, "order", { figure: "Wulf", option: "f", target: "Ulf" });
  t.force(6, 5, 4);
  const last = await runBattle(s, BOB, "order", { figure: "Ulf", option: "pass" });
  expect(allText(last.replies)).toContain(
    "> adjDX 6 = DX 10 − 4 range 39 hexes (missile weapons), miss",
  );
});
