/**
 * An accepted challenge becomes a battle: a new thread named for the two figures, a forming
 * battle there with the challenger as GM, the challenger's figure on side a and the challenged
 * player's on side b, each at its side's entrance. The challenger starts it with /battle start.
 */
import { nameKey, type Side } from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { StoredFigure } from "../../src/store/figure-store.ts";
import { enterFighter } from "../battle/enter-fighter.ts";
import { safeText } from "../format/safe-text.ts";
import type { ComponentInteraction, Thread } from "../interaction.ts";
import type { Services } from "../services.ts";
import type { Challenge } from "./ids.ts";

/** Discord's limit on a thread's name. */
const THREAD_NAME_MAX = 100;

export async function openDuel(
  interaction: ComponentInteraction,
  services: Services,
  challenge: Challenge,
  mine: StoredFigure,
  theirs: StoredFigure,
): Promise<{ thread: Thread; battle: BattleSummary }> {
  const createThread = interaction.createThread;
  if (createThread === undefined) throw new Error("checked by duelProblem");
  const name = `Duel: ${mine.spec.name} vs ${theirs.spec.name}`.slice(0, THREAD_NAME_MAX);
  const thread = await createThread.call(interaction, name);
  const same = nameKey(mine.spec.name) === nameKey(theirs.spec.name);
  const sides: Side[] = [
    { id: "a", name: same ? "Side A" : mine.spec.name, entrance: 0 },
    { id: "b", name: same ? "Side B" : theirs.spec.name, entrance: 1 },
  ];
  const id = interaction.interactionId;
  const created = await services.battles.create({
    guildId: thread.guildId,
    channelId: thread.channelId,
    gmId: challenge.challengerId,
    combatType: challenge.combatType,
    sides,
    interactionId: `${id}:create`,
  });
  let battle = created.value;
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
      interactionId: `${id}:${side.id}`,
    });
    if (entered === null) throw new Error("an empty arena has room for two figures");
    battle = entered.battle;
  }
  await thread.post({
    content: [
      `Duel, ${challenge.combatType} combat: ${safeText(mine.spec.name)} (<@${challenge.challengerId}>) against ${safeText(theirs.spec.name)} (<@${challenge.challengedId}>).`,
      `<@${challenge.challengerId}> is the GM and starts it here with /battle start.`,
    ].join("\n"),
    mentionUserIds: [challenge.challengerId, challenge.challengedId],
  });
  return { thread, battle };
}
