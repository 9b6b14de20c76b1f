/**
 * A command made of subcommands: each name's handler and, for one that writes a battle step or
 * draws a map, the deferral the front end sends before it runs (see Deferral in command.ts).
 */
import type { Command, Deferral } from "./command.ts";
import { errorReply } from "./figure/replies.ts";
import type { CommandInteraction } from "./interaction.ts";
import type { Services } from "./services.ts";

export type Handler = (interaction: CommandInteraction, services: Services) => Promise<void>;

export interface Subcommand {
  readonly run: Handler;
  readonly deferral?: Deferral;
}

/** A handler that answers within a moment: reads, refusals, private lists. */
export const direct = (run: Handler): Subcommand => ({ run });

/** A handler that writes a battle step or draws a map, answered for everyone. */
export const deferredPublicly = (run: Handler): Subcommand => ({ run, deferral: "public" });

/** `execute` and `deferralOf` for /name's subcommands; an unknown one is refused privately. */
export function bySubcommand(
  name: string,
  table: Readonly<Record<string, Subcommand>>,
): Pick<Command, "execute" | "deferralOf"> {
  return {
    async execute(interaction, services) {
      const subcommand = table[interaction.subcommand ?? ""];
      if (subcommand === undefined) {
        const known = Object.keys(table).join(", ");
        await interaction.reply(errorReply(`/${name} needs a subcommand: ${known}.`));
        return;
      }
      await subcommand.run(interaction, services);
    },
    deferralOf: (path) => table[path.subcommand ?? ""]?.deferral,
  };
}
