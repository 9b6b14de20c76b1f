/**
 * The answer when a figure changed or was deleted between a command's read and its write: the
 * store refused the write (compare-and-set), so nothing changed and the user tries again.
 */
import { FigureChangedError, FigureNotFoundError } from "../../src/store/errors.ts";
import type { CommandInteraction } from "../interaction.ts";
import { errorReply } from "../shared/replies.ts";

/** Answers a stale write; rethrows any other error. `name` is already safe to post. */
export async function refuseStaleFigure(
  interaction: CommandInteraction,
  name: string,
  error: unknown,
): Promise<void> {
  if (error instanceof FigureChangedError) {
    await interaction.reply(
      errorReply(
        `${name} changed meanwhile (a battle's end or another command); nothing was changed. Try again.`,
      ),
    );
  } else if (error instanceof FigureNotFoundError) {
    await interaction.reply(errorReply(`${name} no longer exists; nothing was changed.`));
  } else throw error;
}
