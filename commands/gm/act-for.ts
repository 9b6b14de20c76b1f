/**
 * /gm act-for figure option …: the GM gives the turn's order for a figure whose player is away.
 * It is /battle order (which already lets the GM order any figure), refused up front for anyone
 * who is not the GM, even the figure's owner.
 */
import { giveOrder } from "../battle/orders.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { gmBattle } from "./access.ts";

export async function actFor(interaction: CommandInteraction, services: Services): Promise<void> {
  if ((await gmBattle(interaction, services)) === null) return;
  await giveOrder(interaction, services);
}
