/**
 * /starship: The Ur-Quan Legacy: Melee! in a channel, on the battle service (src/battles). A duel
 * is opened, joined (or given to the computer captain) and started; fleets are bought in secret
 * (/starship fleet answers privately); then every order posts the log with every roll, the Star
 * Map and both ships' crew and battery. A defender's Pilot / Reflex choice is a private prompt
 * opened by the Defend button on the public ping.
 */
import type { Command, Deferral, SubcommandPath } from "./command.ts";
import type { CommandInteraction, ComponentInteraction } from "./interaction.ts";
import type { Services } from "./services.ts";
import { errorReply } from "./shared/replies.ts";
import { answerDefence, defencePrompt } from "./starship/defence.ts";
import { STARSHIP_DEFINITION } from "./starship/definition.ts";
import { starshipJoin, starshipNew, starshipResume, starshipStart } from "./starship/forming.ts";
import { starshipFleet, starshipOrder } from "./starship/give-order.ts";
import { isOrderSubcommand } from "./starship/orders.ts";
import { starshipMap, starshipShips, starshipStatus } from "./starship/views.ts";

/** Subcommands answered privately; the rest that write or draw are deferred publicly. */
const PRIVATE = new Set(["fleet", "ships", "status", "map"]);
const DIRECT = new Set(["ships"]);

function deferralOf(path: SubcommandPath): Deferral | undefined {
  const name = path.subcommand ?? "";
  if (DIRECT.has(name)) return undefined;
  return PRIVATE.has(name) ? "private" : "public";
}

async function execute(interaction: CommandInteraction, services: Services): Promise<void> {
  const name = interaction.subcommand;
  if (isOrderSubcommand(name)) return starshipOrder(interaction, services, name);
  switch (name) {
    case "new":
      return starshipNew(interaction, services);
    case "join":
      return starshipJoin(interaction, services);
    case "start":
      return starshipStart(interaction, services);
    case "resume":
      return starshipResume(interaction, services);
    case "fleet":
      return starshipFleet(interaction, services);
    case "ships":
      return starshipShips(interaction);
    case "status":
      return starshipStatus(interaction, services);
    case "map":
      return starshipMap(interaction, services);
    default:
      await interaction.reply(errorReply("Unknown /starship subcommand."));
  }
}

async function handleComponent(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const [, action] = interaction.customId.split(":");
  if (action === "defend") return defencePrompt(interaction, services);
  if (action === "answer") return answerDefence(interaction, services);
  await interaction.reply(errorReply("That button is no longer in use."));
}

export const starshipCommand: Command = {
  definition: STARSHIP_DEFINITION,
  execute,
  deferralOf,
  componentPrefixes: ["starship"],
  handleComponent,
  defersComponents: true,
};
