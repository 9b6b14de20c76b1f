/**
 * /figure advance: trade 100 EP for one point of basic ST or DX (MELEE: EXPERIENCE), or of IQ for
 * a figure that has it (ADVANCED MELEE; experience.ts).
 */
import { advanceFigure, EP_PER_ADVANCE, MAX_ATTRIBUTE } from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { findOwnFigure } from "./find-figure.ts";
import { recordCard } from "./record-card.ts";
import { refuseStaleFigure } from "./stale-figure.ts";

export async function advance(interaction: CommandInteraction, services: Services): Promise<void> {
  const attribute = interaction.options.getString("attribute");
  if (attribute !== "st" && attribute !== "dx" && attribute !== "iq") {
    await interaction.reply(errorReply("Attribute must be st, dx or iq."));
    return;
  }
  const figure = await findOwnFigure(interaction, services);
  if (figure === null) return;

  const name = safeText(figure.spec.name);
  if (attribute === "iq" && figure.spec.iq === undefined) {
    await interaction.reply(
      errorReply(
        `${name} has no IQ: a MELEE figure advances ST or DX. IQ is ADVANCED MELEE's, given with /figure create iq:.`,
      ),
    );
    return;
  }
  if (figure.ep < EP_PER_ADVANCE) {
    const short = EP_PER_ADVANCE - figure.ep;
    await interaction.reply(
      errorReply(
        `${name} has ${figure.ep} EP; an advance costs ${EP_PER_ADVANCE} EP (${short} more needed).`,
      ),
    );
    return;
  }

  const label = attribute.toUpperCase();
  const from = figure.spec[attribute] ?? 0;
  if (from >= MAX_ATTRIBUTE) {
    await interaction.reply(
      errorReply(
        `${name} has ${label} ${from}, the most a figure may have; advance another attribute.`,
      ),
    );
    return;
  }
  const result = advanceFigure(figure.spec, figure.ep, attribute);
  const to = result.spec[attribute] ?? 0;
  const detail = `+1 ${label} (${from} → ${to}) for ${EP_PER_ADVANCE} EP`;
  try {
    await services.figures.advance(figure, result.spec, result.ep, detail);
  } catch (error) {
    await refuseStaleFigure(interaction, name, error);
    return;
  }
  await interaction.reply({
    content: `${name} trades ${EP_PER_ADVANCE} EP for +1 ${label}: ${label} ${from} → ${to}. ${result.ep} EP left.`,
    embeds: [recordCard(result.spec, result.ep)],
  });
}
