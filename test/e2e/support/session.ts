/**
 * A fake Discord with two users in one server, the commands registered and the real bot
 * logged in: what most end-to-end tests start from.
 */
import {
  type FakeDiscord,
  type FakeDiscordOptions,
  startFakeDiscord,
} from "../../fake-discord/index.ts";
import { tempMigratedSqlite } from "../../support/sqlite-template.ts";
import { assertNothingRefused } from "./refusals.ts";
import {
  registerTestCommands,
  startTestBot,
  type TestBot,
  type TestBotOptions,
} from "./start-bot.ts";

/** alice holds Manage Server (a GM); bob is a plain member. */
export const PEOPLE: Pick<FakeDiscordOptions, "users" | "guilds"> = {
  users: [{ username: "alice", globalName: "Alice" }, { username: "bob" }],
  guilds: [
    {
      name: "Arena",
      channels: ["general", "battles"],
      members: [{ user: "alice", manageGuild: true, nick: "Alice the Bold" }, { user: "bob" }],
    },
  ],
};

export interface Session {
  readonly discord: FakeDiscord;
  readonly bot: TestBot;
  readonly databaseUrl: string;
  /** Stops the bot and starts it again on the same database (a process restart). */
  restart(): Promise<TestBot>;
  /** Stops everything, then fails if Discord would have refused the bot anything. */
  close(): Promise<void>;
}

export async function startSession(
  options: Partial<FakeDiscordOptions> & { readonly bot?: TestBotOptions } = {},
): Promise<Session> {
  const { bot: botOptions, ...fake } = options;
  const discord = await startFakeDiscord({ ...PEOPLE, ...fake });
  const database = await tempMigratedSqlite("melee-e2e-");
  let bot: TestBot | undefined;
  try {
    await registerTestCommands(discord);
    bot = await startTestBot(discord, database.url, botOptions);
  } catch (error) {
    await discord.stop();
    await database.remove();
    throw error;
  }
  let current: TestBot = bot;
  return {
    discord,
    get bot() {
      return current;
    },
    databaseUrl: database.url,
    async restart() {
      await current.stop();
      current = await startTestBot(discord, database.url, botOptions);
      return current;
    },
    async close() {
      await current.stop().catch(() => undefined);
      await discord.stop();
      await database.remove();
      assertNothingRefused(discord);
    },
  };
}
