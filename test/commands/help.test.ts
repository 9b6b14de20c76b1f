import { expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { fakeCommand, onlyReply } from "./fake-interaction.ts";

it("registers /figure, /battle and /help, and /help explains the bot and lists every command", async () => {
  expect(COMMANDS.map((command) => command.definition.name)).toEqual(["figure", "battle", "help"]);
  const help = COMMANDS[2];
  const interaction = fakeCommand("");
  await help?.execute(interaction, undefined as never);
  const reply = onlyReply(interaction);
  expect(reply.ephemeral).toBe(true);
  expect(reply.content).toContain("Melee Bot runs The Fantasy Trip's MELEE combat in chat.");
  expect(reply.content).toContain(
    "/figure create — Create a new figure (MELEE: CREATING A FIGURE)",
  );
  expect(reply.content).toContain("/figure import — Add a figure from /figure export's JSON");
  expect(reply.content).toContain(
    "/battle order — Give a figure its option for the turn (MELEE: IV. OPTIONS)",
  );
  expect(reply.content).toContain("/help — What Melee Bot does and how to use it");
});
