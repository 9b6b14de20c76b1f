/**
 * /battle mine (the decisions awaited from you, privately, with jump links and deadlines) and
 * /battle reminders (reminders by DM: a player's own setting, Discord only).
 */
import { expect, it } from "vitest";
import { battleCommand } from "../../commands/battle.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import { refusal, runBattle, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeCommand, GM, GUILD, onlyReply } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

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
  await startFlaviusAgainstWulf(t, GM);
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

it("lists the decisions the other games await from you too, soonest deadline first", async () => {
  await startFlaviusAgainstWulf(t, GM);
  const games = t.services.games;
  const opened = await games.open({
    game: "la-mame",
    seats: 2,
    guildId: GUILD,
    channelId: "channel-2",
    gmId: GM.id,
    deadlineSeconds: 60,
  });
  if (opened.kind !== "applied") throw new Error("not opened");
  const battleId = opened.value.battleId;
  await games.takeSeat({ battleId, playerId: ALICE.id });
  await games.takeSeat({ battleId, playerId: BOB.id });
  expect((await games.start({ battleId, by: GM.id })).kind).toBe("applied");
  await games.setBoardMessage(battleId, "board-9");
  const seat = (await games.awaited(battleId)).find((a) => a.playerId === ALICE.id);
  const deadline = Math.floor(
    ((await games.load(battleId)).battle.turnDeadlineAt?.getTime() ?? 0) / 1000,
  );

  const reply = onlyReply(await runBattle(t.services, ALICE, "mine"));
  const lines = reply.content?.split("\n") ?? [];
  expect(lines[0]).toBe("2 decisions waiting for you:");
  // The game's deadline (a minute) comes before the MELEE battle's.
  expect(lines[1]).toBe(
    `• **La Mame's MELEE**: ${seat?.seat} (${seat?.decision}). Deadline <t:${deadline}:R>. [Jump to the board](https://discord.com/channels/${GUILD}/channel-2/board-9)`,
  );
  expect(lines[2]).toContain("**Rome vs Germania**, turn 1:");
  // The GM of the game owes nothing in it.
  expect(onlyReply(await runBattle(t.services, GM, "mine")).content).toMatch(/^Nothing is waiting/);
});

it("says kindly when nothing waits for you", async () => {
  await startFlaviusAgainstWulf(t, GM);
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
