import { expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { fakeCommand, onlyReply } from "./fake-interaction.ts";

it("registers /figure, /battle, /gm, /duel, /odds, /lamame, /starship, /quick and /help, and /help explains the bot and lists every command", async () => {
  expect(COMMANDS.map((command) => command.definition.name)).toEqual([
    "figure",
    "battle",
    "gm",
    "duel",
    "odds",
    "lamame",
    "starship",
    "quick",
    "help",
  ]);
  const help = COMMANDS[8];
  const interaction = fakeCommand("");
  await help?.execute(interaction, undefined as never);
  const reply = onlyReply(interaction);
  expect(reply.ephemeral).toBe(true);
  expect(reply.content).toContain("Melee Bot runs The Fantasy Trip's MELEE combat in chat.");
  expect(reply.embeds?.map((embed) => embed.title)).toEqual([
    "/figure",
    "/battle",
    "/gm",
    "/duel",
    "/odds",
    "/lamame",
    "/starship",
    "/quick",
    "/help",
  ]);
  const listed = reply.embeds?.map((embed) => embed.description).join("\n") ?? "";
  expect(listed).toContain("/figure create — Create a new figure (MELEE: CREATING A FIGURE)");
  expect(listed).toContain("/lamame order — Your seat's order, privately");
  expect(reply.content).toContain("(/starship)");
  expect(listed).toContain("/quick order — Your fighter's move or action");
  expect(listed).toContain("/figure import — Add a figure from a /figure export file");
  expect(listed).toContain(
    "/figure unverified-imports — Manage Server: allow imports this bot did not sign, as new figures",
  );
  expect(listed).toContain(
    "/battle order — Give a figure its option for the turn (MELEE: IV. OPTIONS)",
  );
  expect(listed).toContain("/battle change — Change a figure's option before it acts (MELEE: IV)");
  expect(listed).toContain("/gm hits — Set a figure's hits taken");
  expect(listed).toContain("/duel challenge — Challenge a player to a duel");
  expect(listed).toContain("/help — What Melee Bot does and how to use it");
  // Discord's limits: 4096 characters per embed description, 6000 in all per message.
  for (const embed of reply.embeds ?? []) {
    expect(embed.description?.length ?? 0).toBeLessThanOrEqual(4096);
  }
  const total = (reply.embeds ?? []).reduce(
    (sum, embed) => sum + (embed.title?.length ?? 0) + (embed.description?.length ?? 0),
    0,
  );
  expect(total).toBeLessThanOrEqual(6000);
});
