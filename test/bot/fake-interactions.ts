/**
 * Plain objects shaped like the discord.js interactions src/bot reads, recording what the bot
 * sends back. Only the members src/bot uses are present.
 */
import {
  ApplicationCommandOptionType,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  PermissionsBitField,
} from "discord.js";

export interface Sent {
  method: string;
  payload: unknown;
}

interface FakeOptions {
  kind: "command" | "autocomplete" | "button" | "select";
  guildId?: string | null;
  commandName?: string;
  subcommand?: string;
  options?: {
    name: string;
    type: ApplicationCommandOptionType;
    value: string | number | boolean;
  }[];
  focused?: { name: string; value: string };
  customId?: string;
  values?: string[];
  manager?: boolean;
  nick?: string | null;
}

export function fakeInteraction(fake: FakeOptions) {
  const sent: Sent[] = [];
  const record = (method: string) => async (payload: unknown) => {
    sent.push({ method, payload });
    if (method === "deferReply" || method === "deferUpdate") {
      state.deferred = true;
      state.ephemeral = method === "deferReply" && hasEphemeralFlag(payload);
    } else if (method === "respond") state.responded = true;
    else state.replied = true;
  };
  const state = {
    deferred: false,
    replied: false,
    responded: false,
    ephemeral: null as boolean | null,
  };
  const options = fake.options ?? [];
  const guildId = fake.guildId === undefined ? "guild-1" : fake.guildId;
  const interaction = {
    id: "interaction-1",
    createdTimestamp: Date.now(),
    guildId,
    channelId: "channel-1",
    user: { id: "user-1", displayName: "Global Name" },
    member: guildId === null ? null : { nick: fake.nick ?? null, user: { id: "user-1" } },
    memberPermissions:
      guildId === null
        ? null
        : new PermissionsBitField(fake.manager ? PermissionFlagsBits.ManageGuild : 0n),
    commandName: fake.commandName ?? "figure",
    customId: fake.customId ?? "",
    ...(fake.kind === "select" ? { values: fake.values ?? [] } : {}),
    ...(fake.kind === "button" || fake.kind === "select" ? { message: { id: "message-1" } } : {}),
    options: {
      get: (name: string) => options.find((o) => o.name === name) ?? null,
      getSubcommand: () => fake.subcommand ?? null,
      getSubcommandGroup: () => null,
      getFocused: () => ({ ...fake.focused, type: ApplicationCommandOptionType.String }),
    },
    get deferred() {
      return state.deferred;
    },
    get replied() {
      return state.replied;
    },
    get responded() {
      return state.responded;
    },
    get ephemeral() {
      return state.ephemeral;
    },
    inGuild: () => guildId !== null,
    isChatInputCommand: () => fake.kind === "command",
    isAutocomplete: () => fake.kind === "autocomplete",
    isButton: () => fake.kind === "button",
    isStringSelectMenu: () => fake.kind === "select",
    isRepliable: () => fake.kind !== "autocomplete",
    reply: record("reply"),
    deferReply: record("deferReply"),
    deferUpdate: record("deferUpdate"),
    deleteReply: record("deleteReply"),
    editReply: record("editReply"),
    followUp: record("followUp"),
    update: record("update"),
    respond: record("respond"),
  };
  return { interaction, asDiscord: interaction as unknown as Interaction, sent };
}

function hasEphemeralFlag(payload: unknown): boolean {
  const flags = (payload as { flags?: number } | undefined)?.flags ?? 0;
  return (flags & MessageFlags.Ephemeral) !== 0;
}
