/**
 * Local play's handling of menus, deferred answers, silent and failing handlers, with a small
 * command made for the purpose.
 */
import { SlashCommandBuilder } from "@discordjs/builders";
import { describe, expect, it } from "vitest";
import type { Command } from "../../commands/command.ts";
import type { Services } from "../../commands/services.ts";
import { LocalSession } from "../../src/play/local-session.ts";
import { DatabaseFileLostError } from "../../src/store/errors.ts";
import { STORE_UNAVAILABLE } from "../../src/store/unavailable.ts";

const probe: Command = {
  definition: new SlashCommandBuilder()
    .setName("probe")
    .setDescription("Test command")
    .addStringOption((o) => o.setName("mode").setDescription("What to do").setRequired(true))
    .addUserOption((o) => o.setName("who").setDescription("Someone"))
    .toJSON(),
  async execute(interaction) {
    const mode = interaction.options.getString("mode");
    if (mode === "menu") {
      await interaction.reply({
        content: "Pick one.",
        components: [
          {
            kind: "select",
            menu: {
              customId: "probe:pick",
              placeholder: "Choose a weapon",
              options: [
                { label: "Spear", value: "spear" },
                { label: "Dagger", value: "dagger", description: "1-1" },
              ],
            },
          },
        ],
      });
    } else if (mode === "many") {
      await interaction.reply({
        content: "Pick any.",
        components: [
          {
            kind: "select",
            menu: {
              customId: "probe:many",
              placeholder: "Choose rules",
              minValues: 0,
              maxValues: 2,
              options: [
                { label: "Wear", value: "wear", chosen: true },
                { label: "Aim", value: "aim" },
              ],
            },
          },
        ],
      });
    } else if (mode === "defer") {
      await interaction.defer({ ephemeral: true });
      await interaction.followUp({ content: "Later." });
    } else if (mode === "who") {
      await interaction.reply({ content: `who=${interaction.options.getUser("who")}` });
    } else if (mode === "throw") {
      throw new Error("boom");
    } else if (mode === "disk-full") {
      throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    } else if (mode === "file-missing") {
      throw new DatabaseFileLostError("data/melee.db", "is missing");
    }
  },
  componentPrefixes: ["probe"],
  async handleComponent(interaction) {
    await interaction.update({
      content: `${interaction.actor.id} picked ${interaction.values.join(", ")}`,
    });
  },
};

async function session(...lines: string[]): Promise<string> {
  const printed: string[] = [];
  const local = new LocalSession({
    services: {} as Services,
    commands: [probe],
    user: "gm",
    outputDir: "/nonexistent",
    print: (text) => printed.push(text),
  });
  for (const line of lines) await local.handle(line);
  return printed.join("\n");
}

describe("local session", () => {
  it("shows a menu and delivers a valid /select, refusing values not in it", async () => {
    const printed = await session(
      "/probe mode:menu",
      "/select probe:pick laser",
      "/click probe:pick",
      "/as alice /select probe:pick dagger",
    );
    expect(printed).toBe(
      [
        "Pick one.",
        "[Choose a weapon] → /select probe:pick <value>",
        "  spear: Spear",
        "  dagger: Dagger (1-1)",
        "Not in the menu: laser. Choose from: spear, dagger.",
        "That is a menu; use /select probe:pick <value>.",
        "(message updated)\nlocal:alice picked dagger",
      ].join("\n"),
    );
  });

  it("shows a multi-select's chosen options and takes several values, none, or refuses too many", async () => {
    const printed = await session(
      "/probe mode:many",
      "/select probe:many wear aim wear",
      "/select probe:many aim wear",
      "/probe mode:many",
      "/select probe:many",
    );
    expect(printed).toBe(
      [
        "Pick any.",
        "[Choose rules] → /select probe:many <values…>",
        "  wear: Wear (chosen)",
        "  aim: Aim",
        "Choose at most 2 of its values.",
        "(message updated)\nlocal:gm picked aim, wear",
        "Pick any.",
        "[Choose rules] → /select probe:many <values…>",
        "  wear: Wear (chosen)",
        "  aim: Aim",
        "(message updated)\nlocal:gm picked ",
      ].join("\n"),
    );
  });

  it("makes the answer to an ephemeral defer ephemeral", async () => {
    expect(await session("/probe mode:defer")).toBe("Later.\n(only you can see this)");
  });

  it("reads user options as local user ids", async () => {
    expect(await session("/probe mode:who who:@alice")).toBe("who=local:alice");
    expect(await session("/probe mode:who who:no one")).toBe(
      'Option "who" must name a user, like @alice; got "no one".',
    );
  });

  it("says when the bot does not answer or fails", async () => {
    expect(await session("/probe mode:silent")).toBe(
      "(The bot did not respond; on Discord the interaction fails.)",
    );
    expect(await session("/probe mode:throw")).toBe("The command failed: boom");
  });

  it("says the records can't be reached when the database fails, as the bot does", async () => {
    expect(await session("/probe mode:disk-full")).toBe(STORE_UNAVAILABLE);
    expect(await session("/probe mode:file-missing")).toBe(STORE_UNAVAILABLE);
  });

  it("explains /as and /complete usage", async () => {
    expect(await session("/as alice")).toBe(
      "Usage: /as <user> <command>, e.g. /as alice /figure list",
    );
    expect(await session("/as alice /quit")).toBe("/quit cannot be run with /as.");
    expect(await session("/complete /probe mode:x")).toBe('Option "mode" has no suggestions.');
  });
});
