/** Reading a duel: /starship ships (the roster), status (with your fleet, privately) and map. */
import {
  halvesText,
  ROSTER,
  renderStarMap,
  SEALED,
  shipStatusLines,
  starMapAltText,
  type UrQuanState,
  viewFor,
} from "../../src/games/ur-quan/play.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { channelDuel, isReply } from "./channel-duel.ts";
import { seatName, seatOf } from "./seats.ts";

export async function starshipShips(interaction: CommandInteraction): Promise<void> {
  const lines = ROSTER.map(
    (r) =>
      `**${r.name}** (${r.id}) ${r.points} pts · crew ${halvesText(r.crewHalves)} · ${r.main.name} / ${r.special.name}`,
  );
  await interaction.reply({
    embeds: [
      { title: "Ships (our readouts, from Super Melee's figures)", description: lines.join("\n") },
    ],
    ephemeral: true,
  });
}

export async function starshipStatus(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  const seat = seatOf(duel, interaction.actor.id);
  if (duel.state === null) {
    const seats = duel.battle.seats.map((s) =>
      s.computer
        ? `${s.id}: the computer captain`
        : s.playerId === null
          ? `${s.id}: free`
          : `${s.id}: <@${s.playerId}>`,
    );
    return interaction.reply({
      content: `A starship duel is forming. ${seats.join(", ")}.`,
      ephemeral: true,
    });
  }
  const view = viewFor(duel.state as UrQuanState, seat);
  const awaited = await services.games.awaited(duel.battle.id);
  const fleets = view.players.map((p) => {
    const ships = p.fleet.filter((id) => id !== SEALED);
    const hidden = p.fleet.length - ships.length;
    return `${p.name}'s fleet to come: ${hidden > 0 ? `${hidden} secret ship${hidden === 1 ? "" : "s"}` : ships.join(", ") || "none"}`;
  });
  const lines = [
    `Turn ${view.turn}. Awaiting ${awaited.map((a) => `${seatName(view, a.seat)} (${a.decision})`).join(", ") || "nobody"}.`,
    ...shipStatusLines(view),
    ...fleets,
  ];
  await interaction.reply({ content: lines.join("\n"), ephemeral: true });
}

export async function starshipMap(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const duel = await channelDuel(services, interaction.place);
  if (isReply(duel)) return interaction.reply(duel);
  if (duel.state === null) return interaction.reply(errorReply("The duel has not started yet."));
  const state = duel.state as UrQuanState;
  const weapon = interaction.options.getString("weapon");
  const seat = seatOf(duel, interaction.actor.id);
  const ship = state.ships.find((s) => s.owner === seat);
  if (weapon !== undefined && ship === undefined)
    return interaction.reply(errorReply("You have no ship on the map to preview a weapon from."));
  const preview =
    weapon !== undefined && ship !== undefined
      ? { ship: ship.id, slot: weapon === "special" ? ("special" as const) : ("main" as const) }
      : undefined;
  await interaction.reply({
    content: preview
      ? `Shaded: your ${preview.slot} weapon's arc within its range.`
      : "The star map as it stands.",
    files: [
      {
        name: "star-map.png",
        data: await renderStarMap(state, preview),
        description: starMapAltText(state).slice(0, 1024),
      },
    ],
    ephemeral: true,
  });
}
