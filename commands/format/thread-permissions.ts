/**
 * What the bot needs where it opens a battle in a thread (a duel, or /battle new thread:true):
 * to post, attach the map and open and post in a thread. Asked of the interaction (see
 * PlaceCapabilities); the answer names exactly what is missing.
 */
import type { PlaceCapabilities } from "../interaction.ts";

/** discord.js flag names, with the names Discord's settings show. */
export const THREAD_PERMISSIONS: readonly (readonly [flag: string, label: string])[] = [
  ["ViewChannel", "View Channel"],
  ["SendMessages", "Send Messages"],
  ["AttachFiles", "Attach Files"],
  ["CreatePublicThreads", "Create Public Threads"],
  ["SendMessagesInThreads", "Send Messages in Threads"],
];

export interface ThreadPurpose {
  /** What cannot be opened, as in "I cannot open a duel here". */
  readonly opening: string;
  /** The answer where the platform has no threads at all. */
  readonly noThreads: string;
}

export function missingPermissionMessage(
  purpose: ThreadPurpose,
  labels: readonly string[],
): string {
  const quoted = labels.map((l) => `"${l}"`);
  const list =
    quoted.length === 1
      ? `the ${quoted[0]} permission`
      : `the ${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)} permissions`;
  return `I cannot open ${purpose.opening}: I need ${list} in this channel. A server admin can grant ${labels.length === 1 ? "it" : "them"} in the channel's settings.`;
}

/** Why a thread for `purpose` cannot be opened here, or undefined when it can. */
export async function threadProblem(
  place: PlaceCapabilities,
  purpose: ThreadPurpose,
): Promise<string | undefined> {
  if (place.createThread === undefined) return purpose.noThreads;
  if (place.botPermissions === undefined) return undefined;
  const held = new Set(await place.botPermissions());
  const missing = THREAD_PERMISSIONS.filter(([flag]) => !held.has(flag)).map(([, label]) => label);
  return missing.length === 0 ? undefined : missingPermissionMessage(purpose, missing);
}
