/**
 * AM §2 option IV(b) typed in /battle order: `option:e target:` a figure offers it an exchange of
 * weapons, and a trailing ", drop" in `ready` drops the ready weapon rather than slinging it. A
 * refusal is private and changes nothing.
 */
import { expect, it } from "vitest";
import { allText, refusal, runBattle, startAmDuelAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

const KANO = {
  name: "Kano",
  race: "human",
  st: 12,
  dx: 12,
  weapons: "broadsword, dagger",
  ready: "broadsword",
  ruleset: "advanced-melee",
} as const;

it("drops the broadsword for the dagger with ready:'dagger, drop'", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  const ordered = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    ready: "dagger, drop",
  });
  const log = allText(ordered.replies);
  expect(log).toMatch(/Kano drops the broadsword in \w+ \(dropped to ready another weapon\)/);
});

it("offers Wulf an exchange with option:e target:Wulf; an exchange with a ready weapon is refused", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  const both = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    target: "Wulf",
    ready: "dagger",
  });
  expect(refusal(both)).toContain(
    "An exchange of weapons readies nothing else: name only the figure to exchange with.",
  );
  const ordered = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    target: "Wulf",
  });
  expect(allText(ordered.replies)).toContain("Kano offers to exchange weapons with Wulf");
});
