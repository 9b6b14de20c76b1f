/**
 * In a duel the two players are equals: nobody has GM powers. Each may start the duel and
 * propose a re-roll or a ruling (applied only when the other agrees: commands/gm/agreement.ts); every other
 * GM command is refused. A Manage Server user who does not fight in it keeps the moderator's
 * powers (ending a duel whose players are gone).
 */
import type { BattleSummary } from "../../src/store/battle-types.ts";
import type { Actor, CommandInteraction } from "../interaction.ts";

export const NO_GM_IN_A_DUEL =
  "In a duel nobody has GM powers: the two players are equals. Either may /battle start it, propose a re-roll, a ruling an undo, a pause or a resume with /gm reroll, hits, place, posture, give or take or /battle undo, pause or resume (the other clicks Agree), or give up with /battle concede.";

/** The commands a duellist may use where a GM's are needed. */
const DUELLISTS_MAY: readonly string[] = [
  "battle start",
  "battle undo",
  "battle pause",
  "battle resume",
  "gm reroll",
  "gm hits",
  "gm place",
  "gm posture",
  "gm give",
  "gm take",
];

export function playsIn(actor: Actor, battle: BattleSummary): boolean {
  return (
    battle.participants.some((p) => p.userId === actor.id) ||
    battle.figures.some((f) => f.ownerId === actor.id)
  );
}

/** Whether the actor holds the GM's powers over a duel: a moderator who does not fight in it. */
export function moderatesDuel(actor: Actor, battle: BattleSummary): boolean {
  return actor.isServerManager && !playsIn(actor, battle);
}

/** Whether a duellist may use this GM command (its answer then tells how, e.g. a proposal). */
export function duellistMay(interaction: CommandInteraction, battle: BattleSummary): boolean {
  const command = `${interaction.commandName} ${interaction.subcommand ?? ""}`;
  return playsIn(interaction.actor, battle) && DUELLISTS_MAY.includes(command);
}
