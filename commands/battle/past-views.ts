/**
 * /battle log and /battle map with `battle` (any battle of the server, finished ones included,
 * autocompleted by date, sides and winner) and `turn` (that turn alone: its log lines, or the map
 * as the turn ended). Without `battle` they show this channel's battle, as before.
 */
import type { BattleState } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { errorReply } from "../shared/replies.ts";
import { checkPreconditions } from "../subcommands.ts";
import { logLines, mapFile, turnEvents } from "./flow.ts";
import { battleLabel, findServerBattle } from "./history.ts";
import { battleLog, battleMap, replyWithLog } from "./view.ts";

/** The battle asked about and its state now, or null once refused. */
async function battleAskedFor(
  interaction: CommandInteraction,
  services: Services,
): Promise<{ battle: BattleSummary; state: BattleState } | null> {
  const named = interaction.options.getString("battle");
  if (named === undefined) {
    const opened = await checkPreconditions(interaction, services, { battle: "started" });
    if (opened === null || opened.loaded.state === null) return null;
    return { battle: opened.loaded.battle, state: opened.loaded.state };
  }
  const battle = await findServerBattle(interaction, services, named);
  if (battle === null) return null;
  const { state } = await services.battles.load(battle.id);
  if (state === null) {
    await interaction.reply(errorReply("That battle never started: it has no log or map."));
    return null;
  }
  return { battle, state };
}

/** The turn asked for, or null once refused as past the battle's last turn. */
async function turnAskedFor(
  interaction: CommandInteraction,
  state: BattleState,
): Promise<number | null> {
  const turn = interaction.options.getInteger("turn") ?? state.turn;
  if (turn >= 1 && turn <= state.turn) return turn;
  await interaction.reply(
    errorReply(`That battle has turns 1 to ${state.turn}; there is no turn ${turn}.`),
  );
  return null;
}

export async function battleLogCommand(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const named = interaction.options.getString("battle");
  const askedTurn = interaction.options.getInteger("turn");
  if (named === undefined && askedTurn === undefined) {
    const opened = await checkPreconditions(interaction, services, { battle: "started" });
    if (opened !== null) await battleLog(interaction, services, opened);
    return;
  }
  const asked = await battleAskedFor(interaction, services);
  if (asked === null) return;
  const { battle, state } = asked;
  if (askedTurn === undefined) {
    const loaded = await services.battles.load(battle.id);
    await battleLog(interaction, services, { store: services, loaded });
    return;
  }
  const turn = await turnAskedFor(interaction, state);
  if (turn === null) return;
  const { entries } = await services.battles.log(battle.id);
  const lines = logLines(state, turnEvents(entries, turn)).map(safeText);
  await replyWithLog(
    interaction,
    `Combat log: ${battleLabel(battle)}, turn ${turn}`,
    lines,
    `combat-log-${battle.id}-turn-${turn}.txt`,
  );
}

export async function battleMapCommand(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  if (
    interaction.options.getString("battle") === undefined &&
    interaction.options.getInteger("turn") === undefined
  ) {
    const opened = await checkPreconditions(interaction, services, { battle: "started" });
    if (opened !== null) await battleMap(interaction, services, opened);
    return;
  }
  const asked = await battleAskedFor(interaction, services);
  if (asked === null) return;
  const turn = await turnAskedFor(interaction, asked.state);
  if (turn === null) return;
  const state = await services.battles.stateAfterTurn(asked.battle.id, turn);
  if (state === null) return;
  const { entries } = await services.battles.log(asked.battle.id);
  const file = await mapFile(state, turnEvents(entries, turn));
  await interaction.reply({
    content: `Turn ${turn} as it ended: ${safeText(battleLabel(asked.battle))}.`,
    files: [{ ...file, name: `turn-${turn}.png` }],
  });
}
