/**
 * An accepted challenge becomes a battle: a new thread named for the two figures, a forming
 * battle there in duel mode (nobody is GM: commands/shared/duel-powers.ts), the challenger's
 * figure on side a and the challenged player's on side b, each at its side's entrance. Either
 * starts it with /battle start.
 *
 * Accepting is claimed before anything is opened: the battle is created first, keyed by the
 * challenge's message (so a second click finds it) and counted against the server's limit in
 * the same write, then filled, and only then is the thread opened and the battle moved into it.
 * A claim that cannot be completed is discarded, so nothing is left empty and Accept works again.
 */
import type { MeleeOutcome } from "../../src/battles/outcome.ts";
import { nameKey, type Side } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { StoredFigure } from "../../src/store/figure-store.ts";
import { enterFighter } from "../battle/enter-fighter.ts";
import { safeText } from "../format/safe-text.ts";
import type { ComponentInteraction, Thread } from "../interaction.ts";
import type { Services } from "../services.ts";
import { refusalText } from "../shared/refusal-text.ts";
import type { Challenge } from "./ids.ts";

/** Discord's limit on a thread's name. */
const THREAD_NAME_MAX = 100;

export type Opening =
  | { readonly kind: "opened"; readonly thread: Thread; readonly battle: BattleSummary }
  /** Another click on the same challenge claimed it first. */
  | { readonly kind: "accepted"; readonly battle: BattleSummary }
  | { readonly kind: "refused"; readonly reason: string };

/** The claim on a challenge's acceptance: one per challenge message. */
export function acceptanceClaim(challengeMessageId: string): string {
  return `duel-accept:${challengeMessageId}`;
}

export async function openDuel(
  interaction: ComponentInteraction,
  services: Services,
  challenge: Challenge,
  claim: string,
  mine: StoredFigure,
  theirs: StoredFigure,
): Promise<Opening> {
  const createThread = interaction.createThread;
  if (createThread === undefined) throw new Error("checked by duelProblem");
  const same = nameKey(mine.spec.name) === nameKey(theirs.spec.name);
  const sides: Side[] = [
    { id: "a", name: same ? "Side A" : mine.spec.name, entrance: 0 },
    { id: "b", name: same ? "Side B" : theirs.spec.name, entrance: 1 },
  ];
  const created = await services.battles.create({
    guildId: interaction.place.guildId,
    channelId: interaction.place.channelId,
    channelPending: true,
    gmId: challenge.challengerId,
    mode: "duel",
    combatType: challenge.combatType,
    sides,
    limit: services.limits.activeBattlesPerGuild,
    interactionId: claim,
  });
  if (created.kind === "refused") return { kind: "refused", reason: refusalText(created.refusal) };
  if (created.kind === "duplicate") return { kind: "accepted", battle: created.value };
  const claimed = created.value;
  let opened: MeleeOutcome<{ readonly thread: Thread; readonly battle: BattleSummary }>;
  try {
    opened = await fillAndOpen(services, { claimed, challenge, sides, mine, theirs }, (name) =>
      createThread.call(interaction, name),
    );
  } catch (error) {
    await services.battles.discard(claimed.id);
    throw error;
  }
  if (opened.kind === "refused") {
    await services.battles.discard(claimed.id);
    // A figure that went into another battle since the handler's check.
    return {
      kind: "refused",
      reason: (await fightingProblem(services, mine, theirs)) ?? refusalText(opened.refusal),
    };
  }
  const { thread, battle } = opened.value;
  await thread.post({
    content: [
      `Duel, ${challenge.combatType} combat: ${safeText(mine.spec.name)} (<@${challenge.challengerId}>) against ${safeText(theirs.spec.name)} (<@${challenge.challengedId}>).`,
      "You are equals: nobody is GM. Either of you starts it here with /battle start; a re-roll is proposed with /gm reroll and made only when the other clicks Agree; /battle concede gives up.",
    ].join("\n"),
    mentionUserIds: [challenge.challengerId, challenge.challengedId],
  });
  return { kind: "opened", thread, battle };
}

/** A claimed duel battle and the two fighters to enter into it. */
interface Pairing {
  readonly claimed: BattleSummary;
  readonly challenge: Challenge;
  readonly sides: readonly Side[];
  readonly mine: StoredFigure;
  readonly theirs: StoredFigure;
}

/** The claimed battle filled with both fighters, then its thread opened and the battle moved there. */
async function fillAndOpen(
  services: Services,
  pairing: Pairing,
  createThread: (name: string) => Promise<Thread>,
): Promise<MeleeOutcome<{ readonly thread: Thread; readonly battle: BattleSummary }>> {
  const { mine, theirs } = pairing;
  const filled = await enterBoth(services, pairing);
  if (filled.kind === "refused") return filled;
  const name = `Duel: ${mine.spec.name} vs ${theirs.spec.name}`.slice(0, THREAD_NAME_MAX);
  const thread = await createThread(name);
  const moved = await services.battles.moveTo(filled.value.id, thread);
  if (moved.kind === "refused") return moved;
  return { kind: moved.kind, value: { thread, battle: moved.value } };
}

async function enterBoth(
  services: Services,
  { claimed, challenge, sides, mine, theirs }: Pairing,
): Promise<MeleeOutcome<BattleSummary>> {
  let battle = claimed;
  const entries = [
    { side: sides[0], userId: challenge.challengerId, figure: mine },
    { side: sides[1], userId: challenge.challengedId, figure: theirs },
  ] as const;
  for (const { side, userId, figure } of entries) {
    if (side === undefined) continue;
    const entered = await enterFighter(services.battles, battle, {
      userId,
      figureId: figure.id,
      side,
      interactionId: `${claimed.id}:${side.id}`,
    });
    if (entered === null) throw new Error("an empty arena has room for two figures");
    if (entered.kind === "refused") return entered;
    battle = entered.value.battle;
  }
  return { kind: "applied", value: battle };
}

/** A figure fights in one battle at a time: the duel waits until its other battle ends. */
export async function fightingProblem(
  services: Services,
  ...figures: readonly StoredFigure[]
): Promise<string | undefined> {
  for (const figure of figures) {
    if (await services.battles.isFighting(figure.id)) {
      return `${safeText(figure.spec.name)} is already fighting in another battle; accept once that battle is over.`;
    }
  }
  return undefined;
}
