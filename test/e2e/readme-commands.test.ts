/**
 * README.md's "Command reference" names exactly the commands and subcommands the bot registers
 * (through src/bot/register.ts, into the fake Discord), no more and no fewer.
 */
import { readFile } from "node:fs/promises";
import {
  type APIApplicationCommandOption,
  ApplicationCommandOptionType,
} from "discord-api-types/v10";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import { assertNothingRefused } from "./support/refusals.ts";
import { PEOPLE } from "./support/session.ts";
import { registerTestCommands } from "./support/start-bot.ts";

/**
 * Runnable paths from the README: each `### \`/name\`` heading of the section, and under it
 * each `- **\`sub\`**` item (`- **\`group sub\`**` for a subcommand in a group).
 */
function readmeCommandPaths(readme: string): string[] {
  const start = readme.indexOf("\n## Command reference");
  if (start < 0) throw new Error('README.md has no "## Command reference" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const paths: string[] = [];
  let command: string | undefined;
  let subcommands = 0;
  const close = () => {
    if (command !== undefined && subcommands === 0) paths.push(`/${command}`);
  };
  for (const line of section.split("\n")) {
    const heading = /^### `\/([^`\s]+)`/.exec(line);
    if (heading !== null) {
      close();
      command = heading[1];
      subcommands = 0;
      continue;
    }
    if (line.startsWith("### ") || line.startsWith("#### ")) {
      close();
      command = undefined;
      continue;
    }
    const item = /^- \*\*`([^`]+)`\*\*/.exec(line);
    if (item !== null && command !== undefined) {
      paths.push(`/${command} ${item[1]}`);
      subcommands += 1;
    }
  }
  close();
  return paths;
}

/** Runnable paths of the registered definitions: "/figure create", "/help". */
function registeredPaths(
  name: string,
  options: readonly APIApplicationCommandOption[] | undefined,
): string[] {
  const nested = (options ?? []).filter(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (nested.length === 0) return [`/${name}`];
  return nested.flatMap((o) =>
    o.type === ApplicationCommandOptionType.SubcommandGroup
      ? (o.options ?? []).map((sub) => `/${name} ${o.name} ${sub.name}`)
      : [`/${name} ${o.name}`],
  );
}

let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord(PEOPLE);
  await registerTestCommands(discord);
});
afterAll(async () => {
  await discord.stop();
  assertNothingRefused(discord);
});

describe("README command reference", () => {
  it("reads headings and bold items, and nothing from other sections", () => {
    const sample = [
      "## Command reference",
      "### `/figure` — yours",
      "- **`create`** `name`: makes one",
      "- `weapons` is an option, not a subcommand",
      "- **`battle start`**: in a group",
      "### `/help`",
      "### Local play",
      "| `/click <customId>` | presses |",
      "- **`quit`**: not a slash command",
      "## More",
      "### `/elsewhere`",
    ].join("\n");
    expect(readmeCommandPaths(`intro\n${sample}`)).toEqual([
      "/figure create",
      "/figure battle start",
      "/help",
    ]);
  });

  it("lists every registered command and subcommand, and only those", async () => {
    const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
    const documented = readmeCommandPaths(readme);
    const registered = discord
      .registeredCommands()
      .flatMap((command) => registeredPaths(command.name, command.options));
    expect(registered.length).toBeGreaterThan(0);
    const missingFromReadme = registered.filter((path) => !documented.includes(path));
    const notRegistered = documented.filter((path) => !registered.includes(path));
    expect({ missingFromReadme, notRegistered }).toEqual({
      missingFromReadme: [],
      notRegistered: [],
    });
    expect(new Set(documented).size).toBe(documented.length);
  });
});
