/**
 * What Discord recommends for the bot's gateway: how many shards, and how many of them may
 * identify at once. Asked of the configured API base, so a fake Discord can answer as well.
 */
import { REST } from "discord.js";
import { type RESTGetAPIGatewayBotResult, Routes } from "discord-api-types/v10";

export interface GatewayInfo {
  readonly shards: number;
  /** Identifies Discord accepts per 5 seconds. */
  readonly maxConcurrency: number;
}

export async function fetchGatewayInfo(token: string, apiUrl?: string): Promise<GatewayInfo> {
  const rest = new REST(apiUrl === undefined ? {} : { api: apiUrl }).setToken(token);
  const answer = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return { shards: answer.shards, maxConcurrency: answer.session_start_limit.max_concurrency };
}

/** Discord's window for identifies, plus a margin. */
const IDENTIFY_WINDOW_MS = 5_500;

/**
 * The pause between spawning one shard and the next: none when all may identify at once,
 * otherwise a full identify window, as Discord allows only `maxConcurrency` per window.
 */
export function spawnDelayMs(shards: number, info: GatewayInfo): number {
  return info.maxConcurrency >= shards ? 0 : IDENTIFY_WINDOW_MS;
}
