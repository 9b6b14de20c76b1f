/**
 * /battle history: the finished battles of this channel or of the whole server, newest first, a
 * page at a time; and finding a past battle by the id its autocomplete gives (/battle log and
 * /battle map battle:<id>). Anyone may read a finished battle of their server.
 */
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { BattleNotFoundError } from "../../src/store/errors.ts";
import { matchChoices } from "../format/match-choices.ts";
import { safeText } from "../format/safe-text.ts";
import type {
  AutocompleteChoice,
  AutocompleteInteraction,
  CommandInteraction,
} from "../interaction.ts";
import type { Services } from "../services.ts";
import { sideNameOf } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";

export const HISTORY_PAGE_SIZE = 10;
const AUTOCOMPLETE_SIZE = 25;

/** "2026-11-26, Rome vs Germania, Rome won": what a past battle is known by. */
export function battleLabel(battle: BattleSummary): string {
  const day = (battle.endedAt ?? battle.createdAt).toISOString().slice(0, 10);
  const sides = battle.sides.map((s) => s.name).join(" vs ");
  const result =
    battle.status !== "ended"
      ? battle.status
      : battle.winner === null
        ? "no winner"
        : `${sideNameOf(battle, battle.winner)} won`;
  return `${day}, ${sides}, ${result}`;
}

export async function battleHistory(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const { guildId, channelId } = interaction.place;
  const serverWide = interaction.options.getString("scope") === "server";
  const page = interaction.options.getInteger("page") ?? 1;
  const { battles, total } = await services.battles.endedBattles(
    guildId,
    serverWide ? null : channelId,
    page,
    HISTORY_PAGE_SIZE,
  );
  const where = serverWide ? "this server" : "this channel";
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  if (battles.length === 0) {
    await interaction.reply(
      errorReply(
        total === 0
          ? `No battle has ended in ${where} yet.`
          : `There are only ${pages} page${pages === 1 ? "" : "s"} of past battles in ${where}.`,
      ),
    );
    return;
  }
  const lines = battles.map((b) => {
    const place = serverWide ? ` in <#${b.channelId}>` : "";
    return `\`${b.id}\`${place}: ${safeText(battleLabel(b))}`;
  });
  const next = page < pages ? ` Next: /battle history page:${page + 1}.` : "";
  await interaction.reply({
    embeds: [
      {
        title: `Past battles in ${where}, page ${page} of ${pages}`,
        description: lines.join("\n"),
      },
    ],
    content: `${total} finished battle${total === 1 ? "" : "s"}, newest first. Read one with /battle log battle:<id> or /battle map battle:<id> turn:<n>.${next}`,
    ephemeral: true,
    mentionUserIds: [],
  });
}

/** The server's finished battles matching what is typed, labelled by date, sides and winner. */
export async function pastBattleChoices(
  interaction: AutocompleteInteraction,
  services: Services,
): Promise<AutocompleteChoice[]> {
  const { battles } = await services.battles.endedBattles(
    interaction.place.guildId,
    null,
    1,
    AUTOCOMPLETE_SIZE,
  );
  const choices = battles.map((b) => ({ name: battleLabel(b).slice(0, 100), value: b.id }));
  return matchChoices(choices, interaction.focused.value, { byValue: true });
}

/** The battle of this server an id names, or null once refused. */
export async function findServerBattle(
  interaction: CommandInteraction,
  services: Services,
  id: string,
): Promise<BattleSummary | null> {
  const unknown = `There is no battle "${safeText(id)}" in this server; /battle history lists the finished ones.`;
  try {
    const { battle } = await services.battles.load(id.trim());
    if (battle.guildId === interaction.place.guildId) return battle;
  } catch (error) {
    if (!(error instanceof BattleNotFoundError)) throw error;
  }
  await interaction.reply(errorReply(unknown));
  return null;
}
