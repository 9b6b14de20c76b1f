/**
 * A session per test on a clock the test moves, with the deadline scheduler's check run through
 * the bot's client as src/main.ts wires it.
 */
import { directMessages } from "../../../src/bot/direct-message.ts";
import { postToChannel } from "../../../src/bot/post.ts";
import { type CheckReport, checkDeadlines } from "../../../src/scheduler/deadlines.ts";
import { type ForcedDice, sessionPerTest } from "./battle.ts";
import type { Session } from "./session.ts";

export const T0 = new Date("2026-03-01T12:00:00Z");
const MINUTE = 60_000;

/**
 * Starts a session before each test with the clock at T0, handing it to `use`; returns one pass
 * of the scheduler at T0 plus some minutes.
 */
export function sessionOnAClock(
  use: (session: Session, dice: ForcedDice) => void,
): (minutes: number) => Promise<CheckReport> {
  let s: Session | undefined;
  let now = T0;
  sessionPerTest(
    (session, forced) => {
      s = session;
      now = T0;
      use(session, forced);
    },
    { now: () => now },
  );
  return (minutes) => {
    if (s === undefined) throw new Error("no session");
    const client = s.bot.client;
    now = new Date(T0.getTime() + minutes * MINUTE);
    return checkDeadlines({
      services: s.bot.services,
      post: (place, reply) => postToChannel(client, place, reply),
      sendDirect: directMessages(client),
    });
  };
}
