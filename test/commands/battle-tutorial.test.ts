/**
 * /battle tutorial: a practice bout against a Training Dummy, set up in the channel with
 * step-by-step guidance and played to its end by one user alone.
 */
import { expect, it } from "vitest";
import { allText, completeBattle, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, BOB, GUILD } from "./fake-interaction.ts";
import { FLAVIUS, RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

it("makes Ragnar for a user with no figure and plays the bout to its end alone", async () => {
  const s = t.services;
  t.force(5, 2); // the Trainee wins the first initiative
  const tutorial = await runBattle(s, ALICE, "tutorial");
  // The first prompt rides on the start's message (roster and map).
  const [guide, start] = tutorial.replies;
  const prompt = start;
  expect(guide?.ephemeral).toBeUndefined();
  expect(guide?.content).toBe(
    "You had no figure yet, so Ragnar, the rulebook's sample fighter, was made for you: yours to keep (/figure show name:Ragnar).",
  );
  expect(guide?.embeds?.[0]?.title).toBe("Tutorial: Ragnar against the Training Dummy");
  expect(guide?.embeds?.[0]?.description).toContain(
    "Charge the dummy: /battle order figure:Ragnar option:b to:C3 target:Training Dummy.",
  );
  expect(guide?.embeds?.[0]?.description).toContain(
    "the computer gives its orders as soon as it is its turn",
  );
  expect(start?.embeds?.[0]?.description).toBe(
    [
      "Ragnar (Trainee, human) at C1 facing S: ST 11, DX 13, MA 8; spear ready, dagger, large shield slung, leather armor",
      "Training Dummy (Dummy, wolf) at C4 facing N: ST 8, DX 8, MA 12",
      "Initiative: Trainee 5, Dummy 2 — won by Trainee",
    ].join("\n"),
  );
  expect(start?.files?.[0]?.name).toBe("turn-1.png");
  // The initiative was answered for the trainee: no roll-off question, Ragnar's orders next.
  expect(prompt?.content).toContain("Turn 1: Trainee won the initiative;");
  expect(allText(tutorial.replies)).not.toContain("Move first");
  expect(allText(tutorial.replies)).toContain("in the tutorial the bot chooses who moves first");
  expect(allText(tutorial.replies)).toContain(
    "Movement order: Dummy, then Trainee (chosen by Trainee)",
  );
  // The dummy acted by itself: its charge came without a command.
  expect(allText(tutorial.replies)).toContain("Training Dummy charges C4 → C2 (2 hexes), facing N");
  // A practice bout with no deadline: nothing will be decided for the user.
  const battle = await t.battles.activeInChannel(GUILD, "channel-1");
  expect(battle?.combatType).toBe("practice");
  expect(battle?.turnDeadlineAt).toBeNull();
  expect(battle?.gmId).toBe(ALICE.id);
  expect(battle?.mode).toBe("tutorial");
  expect(battle?.figures.map((f) => [f.name, f.computer])).toEqual([
    ["Ragnar", false],
    ["Training Dummy", true],
  ]);
  const answered = battle === null ? [] : (await t.battles.log(battle.id)).entries;
  expect(answered.at(-1)).toMatchObject({ kind: "order", actorId: "computer" });

  t.force(3, 3, 3, 6); // 9 to hit; 1d6+1 = 7, doubled for the spear against the charge and halved
  const attack = await runBattle(s, ALICE, "order", {
    figure: "Ragnar",
    option: "h",
    target: "Training Dummy",
  });
  const text = allText(attack.replies);
  expect(text).toContain("Training Dummy takes 6 (ST 2/8)");
  expect(text).toContain("Training Dummy drops out of the practice bout (ST 3 or less)");
  expect(text).toContain("• Ragnar: standing, 10 EP (now 10 EP)");
  expect(text).toContain("• Training Dummy: dropped out, 0 EP");
  expect((await s.figures.findByName(GUILD, ALICE.id, "Ragnar"))?.ep).toBe(10);
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

it("trains the named figure, or else the user's first, and completes their names", async () => {
  const s = t.services;
  await runFigure(s, "create", RAGNAR, { actor: ALICE });
  await runFigure(s, "create", FLAVIUS, { actor: ALICE });
  const offered = await completeBattle(s, ALICE, "tutorial", { name: "figure", value: "fl" });
  const flavius = await s.figures.findByName(GUILD, ALICE.id, "Flavius");
  expect(offered.responses).toEqual([[{ name: "Flavius", value: flavius?.id }]]);

  const named = await runBattle(s, ALICE, "tutorial", { figure: "ragnar" });
  expect(named.replies[0]?.content).toBeUndefined();
  expect(named.replies[0]?.embeds?.[0]?.title).toBe("Tutorial: Ragnar against the Training Dummy");
  await runBattle(s, ALICE, "end");

  const first = await runBattle(s, ALICE, "tutorial");
  expect(first.replies[0]?.embeds?.[0]?.title).toBe("Tutorial: Flavius against the Training Dummy");
  expect(await s.figures.count(GUILD, ALICE.id)).toBe(2);
});

it("refuses an unknown figure and a busy channel, making nothing", async () => {
  const s = t.services;
  expect(refusal(await runBattle(s, ALICE, "tutorial", { figure: "Nobody" }))).toBe(
    'You have no figure named "Nobody". Make one with /figure create.',
  );
  await runBattle(s, BOB, "new", { type: "death" });
  expect(refusal(await runBattle(s, ALICE, "tutorial"))).toBe(
    "There is already a battle in this channel. Finish it (/battle end), or start the tutorial in another channel.",
  );
  expect(await s.figures.count(GUILD, ALICE.id)).toBe(0);
  expect((await t.battles.activeInChannel(GUILD, "channel-1"))?.gmId).toBe(BOB.id);
});
