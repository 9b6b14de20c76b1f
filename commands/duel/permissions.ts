/**
 * What the bot needs where a duel opens: to post, attach the map and open and post in a thread.
 * Asked of the interaction (see PlaceCapabilities); the answer names exactly what is missing.
 */
import type { PlaceCapabilities } from "../interaction.ts";

/** discord.js flag names, with the names Discord's settings show. */
export const DUEL_PERMISSIONS: readonly (readonly [flag: string, label: string])[] = [
  ["ViewChannel", "View Channel"],
  ["SendMessages", "Send Messages"],
  ["AttachFiles", "Attach Files"],
  ["CreatePublicThreads", "Create Public Threads"],
  ["SendMessagesInThreads", "Send Messages in Threads"],
];

export const NO_THREADS = "Duels open in a thread, and threads cannot be made here.";

export function missingPermissionMessage(labels: readonly string[]): string {
  const quoted = labels.map((l) => `"${l}"`);
  const list =
    quoted.length === 1
      ? `the ${quoted[0]} permission`
      : `the ${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)} permissions`;
  return `I cannot open a duel here: I need ${list} in this channel. A server admin can grant ${labels.length === 1 ? "it" : "them"} in the channel's settings.`;
}

/** Why a duel cannot open here, or undefined when it can. */
export async function duelProblem(place: PlaceCapabilities): Promise<string | undefined> {
  if (place.createThread === undefined) return NO_THREADS;
  if (place.botPermissions === undefined) return undefined;
  const held = new Set(await place.botPermissions());
  const missing = DUEL_PERMISSIONS.filter(([flag]) => !held.has(flag)).map(([, label]) => label);
  return missing.length === 0 ? undefined : missingPermissionMessage(missing);
}
