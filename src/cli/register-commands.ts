/**
 * `npm run commands:register`: sends the command definitions to Discord and says where.
 */
import { COMMANDS } from "../../commands/index.ts";
import { registerCommands } from "../bot/register.ts";
import { loadStartupConfig } from "../config.ts";

const { discord } = loadStartupConfig();
if (discord === undefined) {
  console.error("Set DISCORD_TOKEN and DISCORD_APPLICATION_ID (in .env) to register commands.");
  process.exit(1);
}
const names = await registerCommands({
  token: discord.token,
  applicationId: discord.applicationId,
  guildId: discord.devGuildId,
  definitions: COMMANDS.map((command) => command.definition),
});
const where =
  discord.devGuildId === undefined
    ? "globally"
    : `to guild ${discord.devGuildId} (DISCORD_DEV_GUILD_ID)`;
console.log(
  `Registered ${names.length} command(s) ${where}: ${names.map((n) => `/${n}`).join(", ")}`,
);
