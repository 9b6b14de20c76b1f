/**
 * /battle practice [figure:] [monster:] [level:]: one of the user's figures against one of the
 * book's monsters (a bear by default) under the computer player's control, basic by default: a
 * first bout is for learning the rules against a predictable foe, and the basic player is the one
 * /odds plays, so a practice bout's outcome can be read against its numbers. The user is the GM of the
 * bout, as in the tutorial, and gives only their own figure's orders: the monster's come from
 * the computer at once, logged as its own.
 */
import {
  isMeleeMonsterId,
  MELEE_MONSTER_IDS,
  MONSTERS,
  type MonsterId,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction } from "../interaction.ts";
import type { Services } from "../services.ts";
import { computerLevelOption } from "../shared/computer-level.ts";
import { errorReply } from "../shared/replies.ts";
import { startSoloBout } from "./tutorial.ts";

const DEFAULT_MONSTER: MonsterId = "bear";

export async function startPractice(
  interaction: CommandInteraction,
  services: Services,
): Promise<void> {
  const typed = (interaction.options.getString("monster") ?? DEFAULT_MONSTER).trim();
  if (!isMeleeMonsterId(typed)) {
    await interaction.reply(
      errorReply(
        `There is no monster "${safeText(typed)}". Monsters: ${MELEE_MONSTER_IDS.join(", ")}.`,
      ),
    );
    return;
  }
  const monster = MONSTERS[typed];
  const chosen = computerLevelOption(interaction);
  if ("problem" in chosen) {
    await interaction.reply(errorReply(chosen.problem));
    return;
  }
  const { level } = chosen;
  await startSoloBout(interaction, services, {
    sides: [
      { id: "a", name: "Challenger", entrance: 0 },
      { id: "b", name: "Computer", entrance: 1 },
    ],
    opponent: { monster: typed },
    opponentName: monster.name,
    computer: true,
    mode: "practice",
    computerLevel: level,
    welcome: (name) => ({
      content: `🤖 Practice: ${name} against the book's ${monster.name}, whose orders the ${level} computer player gives. You are the GM of this bout; /battle end stops it.`,
    }),
    busy: "There is already a battle in this channel. Finish it (/battle end), or practise in another channel.",
  });
}
