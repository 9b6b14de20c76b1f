/**
 * Rulings by agreement. In a duel nobody is GM, and in any battle a GM who also plays may not
 * re-roll a step alone (its dice decide their own figure's fate too): the re-roll is proposed in
 * a public message with Agree and Decline buttons that only a player of another side may press,
 * and a Withdraw button for the proposer. The proposal travels whole in the buttons' custom ids
 * (the battle, the version it was made at, the proposer, when it lapses), so nothing is kept
 * between clicks: Agree re-rolls only at that version, so a proposal the battle has moved past,
 * or one already applied, changes nothing. The re-rolled step is marked with both names.
 */
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { loadGuildBattle } from "../battle/guild-battle.ts";
import { safeText } from "../format/safe-text.ts";
import type { Actor, CommandInteraction, ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import type { OpenedBattle } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { rerollAndPost } from "./reroll-step.ts";

export const PROPOSAL_PREFIX = "ruling";
/** How long a proposal stays open. */
export const PROPOSAL_SECONDS = 15 * 60;
export const NOT_THE_OTHER_SIDE = "Only a player of the other side can agree to or decline this.";

/** The side the user plays in the battle, if any. */
export function playedSide(battle: BattleSummary, userId: string): string | undefined {
  return (
    battle.participants.find((p) => p.userId === userId)?.sideId ??
    battle.figures.find((f) => f.ownerId === userId)?.sideId
  );
}

/** A duel's players, or a GM with a figure of their own in the battle, must ask the other side. */
export function needsAgreement(actor: Actor, battle: BattleSummary): boolean {
  return battle.mode === "duel" || battle.figures.some((f) => f.ownerId === actor.id);
}

/** The other sides' players: those who may agree. */
function otherPlayers(battle: BattleSummary, proposerId: string): string[] {
  const side = playedSide(battle, proposerId);
  const ids = battle.participants.filter((p) => p.sideId !== side).map((p) => p.userId);
  return [...new Set(ids)];
}

interface Proposal {
  readonly action: "agree" | "decline" | "withdraw";
  readonly battleId: string;
  readonly version: number;
  readonly proposerId: string;
  /** Seconds since the epoch after which the proposal has lapsed. */
  readonly lapsesAt: number;
}

function proposalId(action: Proposal["action"], p: Omit<Proposal, "action">): string {
  // The proposer's id goes last: a user id may hold a colon (local play's are "user:name").
  return [PROPOSAL_PREFIX, action, p.battleId, p.version, p.lapsesAt, p.proposerId].join(":");
}

function parseProposal(customId: string): Proposal | undefined {
  const [prefix, action, battleId, version, lapsesAt, ...rest] = customId.split(":");
  const proposerId = rest.join(":");
  if (prefix !== PROPOSAL_PREFIX || battleId === undefined || proposerId === "") {
    return undefined;
  }
  if (action !== "agree" && action !== "decline" && action !== "withdraw") return undefined;
  const numbers = [Number(version), Number(lapsesAt)];
  if (!numbers.every(Number.isSafeInteger)) return undefined;
  return { action, battleId, version: numbers[0] ?? 0, proposerId, lapsesAt: numbers[1] ?? 0 };
}

/** /gm reroll by a duellist or a playing GM: the proposal, posted for the other side. */
export async function proposeReroll(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
  atVersion: number,
): Promise<void> {
  const { battle } = opened.loaded;
  const others = otherPlayers(battle, interaction.actor.id);
  if (others.length === 0) {
    await interaction.reply(
      errorReply("There is no player of another side to agree to a re-roll."),
    );
    return;
  }
  const lapsesAt = Math.floor(services.clock.now().getTime() / 1000) + PROPOSAL_SECONDS;
  const data = {
    battleId: battle.id,
    version: atVersion,
    proposerId: interaction.actor.id,
    lapsesAt,
  };
  await interaction.reply({
    content: [
      `${safeText(interaction.actor.displayName)} proposes to re-roll the last step with fresh dice.`,
      `${others.map((id) => `<@${id}>`).join(" ")}, agree? It lapses <t:${lapsesAt}:R>, or once the battle moves on.`,
    ].join("\n"),
    mentionUserIds: others,
    components: [
      {
        kind: "buttons",
        buttons: [
          { customId: proposalId("agree", data), label: "Agree", style: "success" },
          { customId: proposalId("decline", data), label: "Decline", style: "danger" },
          { customId: proposalId("withdraw", data), label: "Withdraw", style: "secondary" },
        ],
      },
    ],
  });
}

/** A click on a proposal's Agree, Decline or Withdraw. */
export async function answerProposal(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const proposal = parseProposal(interaction.customId);
  if (proposal === undefined) {
    await interaction.reply(errorReply("That proposal's button is broken; propose again."));
    return;
  }
  const loaded = await loadGuildBattle(interaction, services, proposal.battleId);
  if (loaded === null) return;
  const { actor } = interaction;
  const proposer = `<@${proposal.proposerId}>`;
  if (proposal.action === "withdraw") {
    if (actor.id !== proposal.proposerId) {
      await interaction.reply(errorReply("Only who proposed it can withdraw it."));
      return;
    }
    await interaction.update({ content: `${proposer} withdrew the re-roll.`, components: [] });
    return;
  }
  const side = playedSide(loaded.battle, actor.id);
  if (side === undefined || side === playedSide(loaded.battle, proposal.proposerId)) {
    await interaction.reply(errorReply(NOT_THE_OTHER_SIDE));
    return;
  }
  if (services.clock.now().getTime() / 1000 > proposal.lapsesAt) {
    await interaction.update({ content: `${proposer}'s re-roll lapsed.`, components: [] });
    return;
  }
  const who = safeText(actor.displayName);
  if (proposal.action === "decline") {
    await interaction.update({ content: `${who} declined ${proposer}'s re-roll.`, components: [] });
    return;
  }
  await rerollAndPost(
    interaction,
    services,
    loaded.battle,
    {
      battleId: loaded.battle.id,
      atVersion: proposal.version,
      gmId: proposal.proposerId,
      agreedBy: actor.id,
      reason: `agreed by ${actor.displayName}`,
    },
    () =>
      interaction.update({
        content: `${who} agreed to ${proposer}'s re-roll: the last step is made again with fresh dice.`,
        components: [],
      }),
  );
}
