/** /starship through the fake Discord: the command as a player types it, and a duel's opening. */
import type { OptionInput, RecordedMessage } from "../../fake-discord/index.ts";
import { type ForcedDice, settle, where } from "./battle.ts";
import type { Session } from "./session.ts";

/** Runs `/starship <subcommand>` as `user` in #general and waits for every reply. */
export async function starship(
  s: Session,
  user: string,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
): Promise<RecordedMessage[]> {
  return settle(
    s,
    await s.discord.command({ ...where(user), name: "starship", subcommand, options }),
  );
}

/**
 * alice's Shofixti Scout (Blue) at (5,4) facing down against bob's Ur-Quan Dreadnought (Orange)
 * at (5,7) facing up, no asteroids, Blue to move first: the seed's example, ready to play.
 */
export async function openScoutAgainstDreadnought(
  s: Session,
  dice: ForcedDice,
  options: Readonly<Record<string, OptionInput>> = {},
): Promise<void> {
  await starship(s, "alice", "new", { points: 30, asteroids: 0, ...options });
  await starship(s, "bob", "join");
  await starship(s, "alice", "start");
  await starship(s, "alice", "fleet", { ships: "Scout" });
  dice.force(9, 4); // the order roll: Blue 9, Orange 4
  await starship(s, "bob", "fleet", { ships: "Dreadnought" });
  await starship(s, "alice", "first", { who: "me" });
  await starship(s, "alice", "place", { ship: "Scout", hex: "5,4", facing: 3 });
  await starship(s, "bob", "place", { ship: "Dreadnought", hex: "5,7", facing: 0 });
}
