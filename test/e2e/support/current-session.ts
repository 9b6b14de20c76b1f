/**
 * The running test's session and dice as objects a test file takes once, at its top: hand `take`
 * to sessionPerTest or sessionOnAClock, which give it each test's own, and `s` and `dice` answer
 * for whichever test is running.
 */
import type { ForcedDice } from "./battle.ts";
import type { Session } from "./session.ts";

export interface CurrentSession {
  readonly s: Session;
  readonly dice: ForcedDice;
  readonly take: (session: Session, dice: ForcedDice) => void;
}

export function currentSession(): CurrentSession {
  let session: Session | undefined;
  let forced: ForcedDice | undefined;
  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("no session: it is started before each test");
    return value;
  };
  return {
    s: {
      get discord() {
        return running(session).discord;
      },
      get bot() {
        return running(session).bot;
      },
      get databaseUrl() {
        return running(session).databaseUrl;
      },
      restart: () => running(session).restart(),
      close: () => running(session).close(),
    },
    dice: {
      get newDice() {
        return running(forced).newDice;
      },
      force: (...faces) => running(forced).force(...faces),
      get left() {
        return running(forced).left;
      },
    },
    take: (next, nextDice) => {
      session = next;
      forced = nextDice;
    },
  };
}
