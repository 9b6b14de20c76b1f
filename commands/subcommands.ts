/**
 * A command made of subcommands: each name's handler; for one that writes a battle step or draws
 * a map, the deferral the front end sends before it runs (see Deferral in command.ts); and for
 * one that works on the channel's battle, its preconditions. The router checks them once, answers
 * a failed one privately, and hands the handler the battle it loaded.
 */

import type { Command, Deferral } from "./command.ts";
import type { CommandInteraction } from "./interaction.ts";
import type { Services } from "./services.ts";
import {
  type BattleNeed,
  isGm,
  type OpenedBattle,
  openBattle,
  requireGm,
} from "./shared/channel-battle.ts";
import { duellistMay, NO_GM_IN_A_DUEL } from "./shared/duel-powers.ts";
import { errorReply } from "./shared/replies.ts";

export type Handler = (interaction: CommandInteraction, services: Services) => Promise<void>;

/** A handler of the channel's battle, once its preconditions hold. */
export type BattleHandler = (
  interaction: CommandInteraction,
  services: Services,
  opened: OpenedBattle,
) => Promise<void>;

/** What must hold before a battle handler runs, checked in this order. */
export interface Preconditions {
  /** The channel's open battle, in this state. */
  readonly battle: BattleNeed;
  /** Only its GM (or a Manage Server user) may: the refusal anyone else gets. */
  readonly gmOnly?: string;
}

export type Subcommand = { readonly deferral?: Deferral } & (
  | { readonly run: Handler; readonly needs?: undefined }
  | { readonly run: BattleHandler; readonly needs: Preconditions }
);

/** A handler that answers within a moment: reads, refusals, private lists. */
export function direct(run: Handler): Subcommand;
export function direct(run: BattleHandler, needs: Preconditions): Subcommand;
export function direct(run: Handler | BattleHandler, needs?: Preconditions): Subcommand {
  return subcommand(run, needs);
}

/** A handler that writes a battle step or draws a map, answered for everyone. */
export function deferredPublicly(run: Handler): Subcommand;
export function deferredPublicly(run: BattleHandler, needs: Preconditions): Subcommand;
export function deferredPublicly(run: Handler | BattleHandler, needs?: Preconditions): Subcommand {
  return { ...subcommand(run, needs), deferral: "public" };
}

// The overloads above pair a battle handler with its preconditions; this keeps the pair.
function subcommand(run: Handler | BattleHandler, needs: Preconditions | undefined): Subcommand {
  return needs === undefined ? { run: run as Handler } : { run: run as BattleHandler, needs };
}

/** The channel's battle once `needs` hold; else null after a private answer saying why not. */
export async function checkPreconditions(
  interaction: CommandInteraction,
  services: Services,
  needs: Preconditions,
): Promise<OpenedBattle | null> {
  const opened = await openBattle(interaction, services, needs.battle);
  if (opened === null) return null;
  if (needs.gmOnly === undefined) return opened;
  const { battle } = opened.loaded;
  if (battle.mode === "duel" && !isGm(interaction.actor, battle)) {
    if (duellistMay(interaction, battle)) return opened;
    await interaction.reply(errorReply(NO_GM_IN_A_DUEL));
    return null;
  }
  return (await requireGm(interaction, opened.loaded.battle, needs.gmOnly)) ? opened : null;
}

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
      if (subcommand.needs === undefined) {
        await subcommand.run(interaction, services);
        return;
      }
      const opened = await checkPreconditions(interaction, services, subcommand.needs);
      if (opened !== null) await subcommand.run(interaction, services, opened);
    },
    deferralOf: (path) => table[path.subcommand ?? ""]?.deferral,
  };
}
