/**
 * /battle mine (the decisions awaited from you, privately, with jump links and deadlines) and
 * /battle reminders (reminders by DM: a player's own setting, Discord only).
 */
import { expect, it } from "vitest";
import { battleCommand } from "../../commands/battle.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import {
  createFlaviusAndWulf,
  refusal,
  runBattle,
  startRomeAgainstGermania,
} from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeCommand, GUILD, onlyReply } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
const GM = actor("gm");

/** /battle reminders as typed on Discord, where the bot can send DMs. */
async function reminders(options: Readonly<Record<string, OptionValue>>, directMessages = true) {
  const interaction = {
    ...fakeCommand("reminders", options, { actor: ALICE }),
    commandName: "battle",
    directMessages,
  };
  await battleCommand.execute(interaction, t.services);
  return interaction;
}

it("lists the decision awaited from you, with its deadline and a link to the board", async () => {
  await createFlaviusAndWulf(t.services);
  await startRomeAgainstGermania(t, GM);
  const battle = await t.services.battles.activeInChannel(GUILD, "channel-1");
  const deadline = Math.floor((battle?.turnDeadlineAt?.getTime() ?? 0) / 1000);

  // Without a board message the link opens the channel.
  expect(onlyReply(await runBattle(t.services, ALICE, "mine")).content).toContain(
    `[Jump to the board](https://discord.com/channels/${GUILD}/channel-1)`,
  );
  await t.services.battles.setBoardMessage(battle?.id ?? "", "board-7");
  const reply = onlyReply(await runBattle(t.services, ALICE, "mine"));
  expect(reply.ephemeral).toBe(true);
  expect(reply.mentionUserIds).toEqual([]);
  expect(reply.content).toBe(
    [
      "1 decision waiting for you:",
      `• **Rome vs Germania**, turn 1: Rome won the initiative and chooses who moves first (/battle initiative). Deadline <t:${deadline}:R>. [Jump to the board](https://discord.com/channels/${GUILD}/channel-1/board-7)`,
    ].join("\n"),
  );
});

it("says kindly when nothing waits for you", async () => {
  await createFlaviusAndWulf(t.services);
  await startRomeAgainstGermania(t, GM);
  for (const who of [BOB, GM, actor("carol")]) {
    const reply = onlyReply(await runBattle(t.services, who, "mine"));
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      "Nothing is waiting for you: no battle in this server needs a decision of yours right now. Enjoy the quiet!",
    );
  }
});

it("turns reminders by DM on and off, and shows the setting", async () => {
  expect(onlyReply(await reminders({})).content).toMatch(/^Reminders by DM: off\./);
  const on = onlyReply(await reminders({ dm: "on" }));
  expect(on.ephemeral).toBe(true);
  expect(on.content).toMatch(/^Reminders by DM: on\./);
  expect(await t.services.reminders.remindersByDm(ALICE.id)).toBe(true);
  expect(onlyReply(await reminders({ dm: "off" })).content).toMatch(/^Reminders by DM: off\./);
  expect(await t.services.reminders.remindersByDm(ALICE.id)).toBe(false);
});

it("refuses reminders by DM where the bot cannot send DMs, changing nothing", async () => {
  const refused = await reminders({ dm: "on" }, false);
  expect(refusal(refused)).toBe(
    "Reminders by direct message are for Discord; here the battle's own reminder is all there is.",
  );
  expect(await t.services.reminders.remindersByDm(ALICE.id)).toBe(false);
});
