/**
 * Where a duel opens: a new thread, so the thread permissions (commands/format/thread-permissions.ts).
 */
import { type ThreadPurpose, threadProblem } from "../format/thread-permissions.ts";
import type { PlaceCapabilities } from "../interaction.ts";

export const NO_THREADS = "Duels open in a thread, and threads cannot be made here.";

const DUEL: ThreadPurpose = { opening: "a duel here", noThreads: NO_THREADS };

/** Why a duel cannot open here, or undefined when it can. */
export function duelProblem(place: PlaceCapabilities): Promise<string | undefined> {
  return threadProblem(place, DUEL);
}
