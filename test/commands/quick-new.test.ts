/**
 * /quick new refuses a fighter not on its list (a client past Discord's choices could send one)
 * privately, opening nothing.
 */
import { expect, it } from "vitest";
import { quickCommand } from "../../commands/quick.ts";
import { fakeCommand, onlyReply } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

it("refuses an unknown fighter privately and opens no duel", async () => {
  const interaction = fakeCommand("new", { a: "conan" });
  await quickCommand.execute(interaction, t.services);
  const reply = onlyReply(interaction);
  expect(reply.ephemeral).toBe(true);
  expect(reply.content).toContain("Choose each fighter from the list: Flavius, Wulf, Ragnar.");
  expect(
    await t.services.games.battleIn(interaction.place.guildId, interaction.place.channelId),
  ).toBeNull();
});
