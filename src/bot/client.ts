/**
 * The discord.js client: connects with the Guilds intent only (slash commands need no message
 * content or member lists) and routes every interaction through dispatch, and every deleted
 * channel or thread to the end of the battle in it.
 */
import {
  Client,
  type ClientOptions,
  Events,
  GatewayIntentBits,
  type RESTOptions,
} from "discord.js";
import { GatewayDispatchEvents } from "discord-api-types/v10";
import { channelDeleted, type DeletedChannel } from "./channel-deleted.ts";
import { type DispatchContext, dispatch } from "./dispatch.ts";

export interface BotOptions extends DispatchContext {
  readonly token: string;
  /**
   * Where Discord's REST API is; unset means discord.com. The gateway address comes from its
   * GET /gateway/bot, so this alone points the bot at another Discord (test/fake-discord).
   */
  readonly rest?: Partial<RESTOptions>;
  /** Unset: one shard carries every guild. "auto": as many as Discord's GET /gateway/bot says. */
  readonly shards?: ClientOptions["shards"];
}

/** Logs in and resolves once Discord reports the bot ready. */
export async function startBot(options: BotOptions): Promise<Client<true>> {
  const { token, rest, shards, ...context } = options;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(rest === undefined ? {} : { rest }),
    ...(shards === undefined ? {} : { shards }),
  });
  client.on(Events.InteractionCreate, (interaction) => void dispatch(interaction, context));
  for (const event of [GatewayDispatchEvents.ChannelDelete, GatewayDispatchEvents.ThreadDelete]) {
    client.ws.on(event, (deleted: DeletedChannel) => void channelDeleted(context, deleted));
  }
  client.on(Events.Error, (error) => context.log.error("discord client error", { error }));
  client.on(Events.Warn, (message) => context.log.warn("discord client warning", { message }));
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(token);
  return ready;
}
