/**
 * The discord.js client: connects with the Guilds intent only (slash commands need no message
 * content or member lists) and routes every interaction through dispatch.
 */
import { Client, Events, GatewayIntentBits } from "discord.js";
import { type DispatchContext, dispatch } from "./dispatch.ts";

export interface BotOptions extends DispatchContext {
  readonly token: string;
}

/** Logs in and resolves once Discord reports the bot ready. */
export async function startBot(options: BotOptions): Promise<Client<true>> {
  const { token, ...context } = options;
  const client = new Client({ intents: [GatewayIntentBits.Guilds] });
  client.on(Events.InteractionCreate, (interaction) => void dispatch(interaction, context));
  client.on(Events.Error, (error) => context.log.error("discord client error", { error }));
  client.on(Events.Warn, (message) => context.log.warn("discord client warning", { message }));
  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(token);
  return ready;
}
