/**
 * Rulings by agreement. In a duel nobody is GM, and in any battle a GM who also plays may not
 * re-roll a step, undo steps, pause or resume, or rule on their own side's figures alone: the ruling is proposed in a public
 * message with Agree and Decline buttons that only a player of another side may press, and a
 * Withdraw button for the proposer. The proposal is a stored row (src/store/ruling-proposals.ts)
 * that the first answer closes, so a stale Agree after a Withdraw or a Decline changes nothing;
 * an agreed ruling is applied only at the battle's version it was proposed at, and its step is
 * marked with both names.
 */
import {
  changeWords,
  formatHex,
  type GmOrder,
  initiativeBonusWords,
  surpriseWords,
} from "../../src/engine/index.ts";
import type { BattleSummary, RulingMark } from "../../src/store/battle-types.ts";
import type { ProposedRuling, RulingProposal } from "../../src/store/ruling-proposals.ts";
import { loadGuildBattle } from "../battle/guild-battle.ts";
import { setStatusAndPost } from "../battle/status-step.ts";
import { submitStep } from "../battle/submit.ts";
import { undoAndPost } from "../battle/undo-step.ts";
import { safeText } from "../format/safe-text.ts";
import type { Actor, CommandInteraction, ComponentInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { nameOf, type OpenedBattle } from "../shared/channel-battle.ts";
import { playsIn } from "../shared/duel-powers.ts";
import { errorReply } from "../shared/replies.ts";
import { itemName } from "./items.ts";
import { rerollAndPost } from "./reroll-step.ts";

export const PROPOSAL_PREFIX = "ruling";
/** How long a proposal stays open. */
export const PROPOSAL_SECONDS = 15 * 60;
export const NOT_THE_OTHER_SIDE = "Only a player of the other side can agree to or decline this.";
export const BROKEN_PROPOSAL = "That proposal's button is broken; propose again.";
export const ONLY_THE_PROPOSER = "Only who proposed it can withdraw it.";
export const MOVED_PAST =
  "The battle has moved on since this was proposed, so it can no longer be applied; propose again.";

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

/**
 * Whether a ruling on this figure needs another side's agreement: a duellist's on any figure, or
 * a playing GM's on a figure of their own side. A moderator who does not fight rules alone.
 */
export function rulingNeedsAgreement(
  actor: Actor,
  battle: BattleSummary,
  figureKey: string,
): boolean {
  if (!playsIn(actor, battle)) return false;
  if (battle.mode === "duel") return true;
  const side = battle.figures.find((f) => f.figureKey === figureKey)?.sideId;
  return side !== undefined && side === playedSide(battle, actor.id);
}

/** The other sides' players: those who may agree. */
function otherPlayers(battle: BattleSummary, proposerId: string): string[] {
  const side = playedSide(battle, proposerId);
  const ids = battle.participants.filter((p) => p.sideId !== side).map((p) => p.userId);
  return [...new Set(ids)];
}

type Answer = "agree" | "decline" | "withdraw";

function answerId(answer: Answer, proposalId: string): string {
  return [PROPOSAL_PREFIX, answer, proposalId].join(":");
}

function parseAnswer(customId: string): { answer: Answer; proposalId: string } | undefined {
  const [prefix, answer, proposalId, ...rest] = customId.split(":");
  if (prefix !== PROPOSAL_PREFIX || proposalId === undefined || proposalId === "") return;
  if (rest.length > 0) return undefined;
  if (answer !== "agree" && answer !== "decline" && answer !== "withdraw") return undefined;
  return { answer, proposalId };
}

/** The proposal in words, e.g. "set Wulf's hits taken to 3". */
function describe(ruling: ProposedRuling, battle: OpenedBattle["loaded"]): string {
  if (ruling.kind === "reroll") return "re-roll the last step with fresh dice";
  if (ruling.kind === "pause") return "pause the battle";
  if (ruling.kind === "resume") return "resume the battle";
  if (ruling.kind === "undo") {
    const steps = `${ruling.steps} step${ruling.steps === 1 ? "" : "s"}`;
    return `undo the last ${steps} (${safeText(ruling.reason)})`;
  }
  const order: GmOrder = ruling.order;
  const r = order.ruling;
  const why = order.reason === undefined ? "" : ` (${safeText(order.reason)})`;
  if (r.kind === "conditions") return `set ${changeWords(r)}${why}`;
  if (r.kind === "surprise") return `rule ${surpriseWords(r)}${why}`;
  if (r.kind === "initiative-bonus") return `rule ${initiativeBonusWords(r)}${why}`;
  const name = battle.state === null ? r.figure : safeText(nameOf(battle.state, r.figure));
  switch (r.kind) {
    case "set-hits":
      return `set ${name}'s hits taken to ${r.hits}${why}`;
    case "place":
      return `place ${name} in ${formatHex(r.to)}${why}`;
    case "posture":
      return `make ${name} ${r.posture}${why}`;
    case "give":
      return `give ${name} a ${itemName(r.item)}${r.ready ? ", ready" : ""}${why}`;
    case "take":
      return `take ${name}'s ${itemName(r.item)}${why}`;
    case "berserk":
      return `${r.berserk ? "send" : "bring"} ${name} ${r.berserk ? "berserk" : "out of the frenzy"}${why}`;
    case "panic":
      return `roll for the panic of ${name}'s mount (${r.cause})${why}`;
    case "fleeing":
      return `rule that ${name} has been running away and may flee first${why}`;
  }
}

/** A duellist's or a playing GM's ruling: stored, and posted for the other side to answer. */
export async function propose(
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
  ruling: ProposedRuling,
  atVersion: number,
): Promise<void> {
  const { battle } = opened.loaded;
  const others = otherPlayers(battle, interaction.actor.id);
  if (others.length === 0) {
    await interaction.reply(
      errorReply("There is no player of another side to agree to this ruling."),
    );
    return;
  }
  const lapsesAt = Math.floor(services.clock.now().getTime() / 1000) + PROPOSAL_SECONDS;
  const { id } = await services.battles.propose({
    battleId: battle.id,
    version: atVersion,
    proposerId: interaction.actor.id,
    ruling,
    lapsesAt: new Date(lapsesAt * 1000),
  });
  await interaction.reply({
    content: [
      `${safeText(interaction.actor.displayName)} proposes to ${describe(ruling, opened.loaded)}.`,
      `${others.map((id) => `<@${id}>`).join(" ")}, agree? It lapses <t:${lapsesAt}:R>, or once the battle moves on.`,
    ].join("\n"),
    mentionUserIds: others,
    components: [
      {
        kind: "buttons",
        buttons: [
          { customId: answerId("agree", id), label: "Agree", style: "success" },
          { customId: answerId("decline", id), label: "Decline", style: "danger" },
          { customId: answerId("withdraw", id), label: "Withdraw", style: "secondary" },
        ],
      },
    ],
  });
}

/** Why an answer came too late: the proposal's state, in words. */
function closedText(proposal: RulingProposal): string {
  const by = proposal.answeredBy === null ? "" : ` by <@${proposal.answeredBy}>`;
  return `That proposal was already ${proposal.state}${by}.`;
}

/** A click on a proposal's Agree, Decline or Withdraw. */
export async function answerProposal(
  interaction: ComponentInteraction,
  services: Services,
): Promise<void> {
  const parsed = parseAnswer(interaction.customId);
  const proposal = parsed && (await services.battles.proposal(parsed.proposalId));
  if (parsed === undefined || proposal === null || proposal === undefined) {
    await interaction.reply(errorReply(BROKEN_PROPOSAL));
    return;
  }
  const loaded = await loadGuildBattle(interaction, services, proposal.battleId);
  if (loaded === null) return;
  if (proposal.state !== "open") {
    await interaction.reply(errorReply(closedText(proposal)));
    return;
  }
  const { actor } = interaction;
  const proposer = `<@${proposal.proposerId}>`;
  const close = async (state: "agreed" | "declined" | "withdrawn"): Promise<boolean> => {
    if (await services.battles.closeProposal(proposal.id, state, actor.id)) return true;
    const now = await services.battles.proposal(proposal.id);
    await interaction.reply(errorReply(now === null ? BROKEN_PROPOSAL : closedText(now)));
    return false;
  };
  if (parsed.answer === "withdraw") {
    if (actor.id !== proposal.proposerId) {
      await interaction.reply(errorReply(ONLY_THE_PROPOSER));
      return;
    }
    if (!(await close("withdrawn"))) return;
    await interaction.update({ content: `${proposer} withdrew the proposal.`, components: [] });
    return;
  }
  const side = playedSide(loaded.battle, actor.id);
  if (side === undefined || side === playedSide(loaded.battle, proposal.proposerId)) {
    await interaction.reply(errorReply(NOT_THE_OTHER_SIDE));
    return;
  }
  if (services.clock.now().getTime() > proposal.lapsesAt.getTime()) {
    await interaction.update({ content: `${proposer}'s proposal lapsed.`, components: [] });
    return;
  }
  const who = safeText(actor.displayName);
  if (parsed.answer === "decline") {
    if (!(await close("declined"))) return;
    await interaction.update({
      content: `${who} declined ${proposer}'s proposal.`,
      components: [],
    });
    return;
  }
  if (loaded.version !== proposal.version) {
    await interaction.reply(errorReply(MOVED_PAST));
    return;
  }
  if (!(await close("agreed"))) return;
  const agreed = () =>
    interaction.update({
      content: `${who} agreed to ${proposer}'s proposal to ${describe(proposal.ruling, loaded)}.`,
      components: [],
    });
  const mark = (what: RulingMark["what"]): RulingMark => ({
    what,
    by: proposal.proposerId,
    agreedBy: actor.id,
  });
  if (proposal.ruling.kind === "reroll") {
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
      agreed,
    );
    return;
  }
  const announce = async (content: string) => {
    await agreed();
    await interaction.followUp({ content });
  };
  if (proposal.ruling.kind === "pause" || proposal.ruling.kind === "resume") {
    await setStatusAndPost(interaction, services, loaded.battle.id, proposal.ruling.kind, announce);
    return;
  }
  if (proposal.ruling.kind === "undo") {
    const { steps, reason } = proposal.ruling;
    await undoAndPost(
      interaction,
      services,
      {
        battleId: loaded.battle.id,
        steps,
        gmId: proposal.proposerId,
        reason: `${reason}, agreed by ${actor.displayName}`,
        atVersion: proposal.version,
      },
      announce,
    );
    return;
  }
  await submitStep(interaction, services, loaded, proposal.ruling.order, {
    onlyAtVersion: proposal.version,
    ruling: mark("ruling"),
    first: async (reply) => {
      await agreed();
      await interaction.followUp(reply);
    },
  });
}
