/**
 * A fake Discord for end-to-end tests of the real discord.js client: see fake-discord.ts.
 */
export * from "./fake-discord.ts";
export { shardOf } from "./snowflake.ts";
