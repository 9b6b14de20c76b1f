/**
 * /battle new opens the battle in a new thread by default, so it needs the thread permissions
 * (commands/format/thread-permissions.ts), as a duel does.
 */
import { type ThreadPurpose, threadProblem } from "../format/thread-permissions.ts";
import type { PlaceCapabilities } from "../interaction.ts";

export const NO_BATTLE_THREADS =
  "Threads cannot be made here. Open the battle in this channel: thread:false.";

const BATTLE_THREAD: ThreadPurpose = {
  opening: "the battle in a thread",
  noThreads: NO_BATTLE_THREADS,
};

/** Why a battle cannot open in a thread here, or undefined when it can. */
export function battleThreadProblem(place: PlaceCapabilities): Promise<string | undefined> {
  return threadProblem(place, BATTLE_THREAD);
}
