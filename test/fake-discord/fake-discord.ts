/**
 * The test driver: starts a fake Discord (REST + gateway on 127.0.0.1, a free port) and plays
 * the users' side: slash commands, autocomplete, button clicks and menu choices arrive at the
 * bot as INTERACTION_CREATE over the gateway, and what the bot answers is recorded.
 *
 *   const discord = await startFakeDiscord({ users: [{ username: "gwen" }], guilds: [{ name: "Arena" }] });
 *   const client = new Client({ intents, rest: { api: discord.restUrl } });
 *   await client.login(discord.token);
 *   const handle = await discord.command({ guild: "Arena", channel: ..., user: "gwen", name: "help" });
 *   const reply = await handle.reply();
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import {
  type APIApplicationCommand,
  type APIApplicationCommandOptionChoice,
  type APIBaseInteraction,
  type APIInteraction,
  type APIInteractionDataResolved,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ComponentType,
  GatewayDispatchEvents,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  Locale,
} from "discord-api-types/v10";
import { type Invocation, optionTree, type Resolver } from "./commands.ts";
import { FakeGateway, type GatewayEvent, type GatewaySession } from "./gateway.ts";
import { apiMessage, type FakeMessage, type RecordedMessage } from "./messages.ts";
import { apiChannel, apiInteractionMember, apiRole, apiUser } from "./payloads.ts";
import { buildRouter, listen, UPLOADS_FOLDER } from "./rest.ts";
import {
  type DroppedUpdate,
  FakeState,
  type InteractionRecord,
  type Refusal,
  type RequestRecord,
} from "./state.ts";
import {
  type FakeChannel,
  type FakeGuild,
  type FakeUser,
  type GuildInit,
  type UserInit,
  World,
} from "./world.ts";

export type { OptionInput } from "./commands.ts";
export type { GatewayEvent, GatewaySession } from "./gateway.ts";
export type { RecordedAttachment, RecordedMessage } from "./messages.ts";
export type { CallbackAttempt, DroppedUpdate, Refusal, RequestRecord } from "./state.ts";
export type { FakeChannel, FakeGuild, FakeUser, GuildInit, MemberInit, UserInit } from "./world.ts";

/** An object with an id, or the id itself (users and guilds may also be given by name). */
export type Ref = string | { readonly id: string };

export interface FakeDiscordOptions {
  readonly users: readonly UserInit[];
  readonly guilds: readonly GuildInit[];
  /** What GET /gateway/bot recommends; guild i falls on shard i % shards. Default 1. */
  readonly shards?: number;
  /** HELLO's heartbeat_interval. Default 250 ms, so heartbeats happen within a test. */
  readonly heartbeatMs?: number;
  /** Time to the first answer, after which a callback gets 10062. Default 3000, as Discord. */
  readonly responseDeadlineMs?: number;
  /** Age after which an interaction's token is refused (50027). Default 15 minutes, as Discord. */
  readonly tokenLifetimeMs?: number;
  /** The fake's clock in milliseconds (interaction ages); Date.now when unset. */
  readonly clock?: () => number;
  readonly botName?: string;
}

interface Where {
  readonly guild: Ref;
  readonly channel: Ref;
  readonly user: Ref;
}

export interface CommandInput extends Where, Invocation {
  /** Skip the checks of choices and bounds (to test the bot's own validation). */
  readonly unchecked?: boolean;
}

export interface AutocompleteInput extends Where, Invocation {
  /** The option being typed; its value in `options` is the text so far. */
  readonly focused: string;
  readonly timeoutMs?: number;
}

export interface ClickInput {
  /** The message the button is on (or its id). */
  readonly message: RecordedMessage | string;
  readonly customId: string;
  readonly user: Ref;
}

export interface SelectInput extends ClickInput {
  readonly values: readonly string[];
}

export interface InteractionHandle {
  readonly id: string;
  readonly token: string;
  /**
   * The answer as the user sees it: the reply message (type 4); after a defer (5), the message
   * once the bot has edited it (or, when the bot deleted it, its first follow-up); for a
   * component, the updated message (7, or 6 then an edit).
   */
  reply(timeoutMs?: number): Promise<RecordedMessage>;
  /** Resolves with the accepted callback's type once the bot has answered at all. */
  acknowledged(timeoutMs?: number): Promise<InteractionResponseType>;
  /** Follow-up messages so far, oldest first. */
  followUps(): RecordedMessage[];
  waitForFollowUps(count: number, timeoutMs?: number): Promise<RecordedMessage[]>;
  /** Whether the first response was ephemeral; undefined before it. */
  readonly ephemeral: boolean | undefined;
  readonly responseType: InteractionResponseType | undefined;
  /** Callback POSTs received for this interaction, refused ones included. */
  readonly answers: number;
  /** Times INTERACTION_CREATE was written to the bot's socket. */
  readonly deliveries: number;
}

export interface FakeDiscord {
  /** Give discord.js `rest: { api: restUrl }`; the gateway address comes from /gateway/bot. */
  readonly restUrl: string;
  /** http://127.0.0.1:port */
  readonly origin: string;
  readonly gatewayUrl: string;
  readonly token: string;
  readonly applicationId: string;
  readonly botUser: FakeUser;
  readonly shards: number;
  readonly users: readonly FakeUser[];
  readonly guilds: readonly FakeGuild[];
  user(ref: Ref): FakeUser;
  guild(ref: Ref): FakeGuild;
  channel(ref: Ref): FakeChannel;
  /** Global commands, or one guild's. */
  registeredCommands(guild?: Ref): APIApplicationCommand[];
  /** Bulk overwrites received (PUT …/commands): where, and the names. */
  readonly registrations: readonly { guildId: string | undefined; names: readonly string[] }[];

  command(input: CommandInput): Promise<InteractionHandle>;
  /** The choices the bot offered. */
  autocomplete(input: AutocompleteInput): Promise<APIApplicationCommandOptionChoice[]>;
  click(input: ClickInput): Promise<InteractionHandle>;
  select(input: SelectInput): Promise<InteractionHandle>;

  /** A channel's messages as they stand, oldest first (ephemeral ones included, flagged). */
  messages(channel: Ref): RecordedMessage[];
  message(id: string): RecordedMessage | undefined;
  waitForMessage(
    channel: Ref,
    predicate: (message: RecordedMessage) => boolean,
    timeoutMs?: number,
  ): Promise<RecordedMessage>;

  /** The messages the bot sent this user by DM, oldest first. */
  directMessages(user: Ref): RecordedMessage[];
  /** The user closes their DMs to the bot: what it sends them from now on gets 50007. */
  closeDirectMessages(user: Ref): void;

  /** Callback POSTs per interaction id (to prove exactly-once handling). */
  /** Someone with Manage Messages deletes a message; the bot is not told. */
  deleteMessage(id: string): void;
  answerCounts(): ReadonlyMap<string, number>;
  answerCount(interactionId: string): number;

  /** Cuts the gateway sockets (of one shard, or all) without a close frame; returns how many. */
  dropGateway(shard?: number): number;

  /**
   * Deletes a channel or thread, as a server manager would: CHANNEL_DELETE or THREAD_DELETE to
   * the bot, and Unknown Channel (10003) for anything sent there afterwards.
   */
  deleteChannel(channel: Ref): void;
  /**
   * Takes `permissions` from the bot in a channel (and its threads), as a server manager's
   * channel overwrite would; none given back the bot's guild-wide permissions there. Discord
   * tells the bot nothing; its next request there is refused.
   */
  denyBot(channel: Ref, permissions: bigint): void;
  waitForGateway(
    predicate: (event: GatewayEvent) => boolean,
    timeoutMs?: number,
  ): Promise<GatewayEvent>;
  readonly gatewayEvents: readonly GatewayEvent[];
  readonly sessions: readonly GatewaySession[];
  /** Set false to stop acknowledging heartbeats (a zombie connection). */
  ackHeartbeats: boolean;

  /** Every REST request, and those no route of the fake matched. */
  readonly requests: readonly RequestRecord[];
  readonly unhandled: readonly RequestRecord[];
  /** Requests refused as Discord would refuse them (status 400 or more), oldest first. */
  readonly refusals: readonly Refusal[];
  /** UPDATE_MESSAGE callbacks acknowledged but not kept (they would empty the message). */
  readonly drops: readonly DroppedUpdate[];
  /** Returns the refusals so far and forgets them: for a test that provokes some on purpose. */
  takeRefusals(): Refusal[];
  /** Returns the drops so far and forgets them. */
  takeDrops(): DroppedUpdate[];

  stop(): Promise<void>;
}

/**
 * How long a wait for the bot may take before the test fails. A wait ends as soon as what it waits
 * for arrives, so this only bounds a failure: generous, for a machine shared with other work.
 */
const DEFAULT_TIMEOUT_MS = 30_000;
/** What a user of a server without boosts may upload, as the interaction's attachment_size_limit. */
const UPLOAD_SIZE_LIMIT = 10 * 1024 * 1024;

export async function startFakeDiscord(options: FakeDiscordOptions): Promise<FakeDiscord> {
  const world = new World({
    users: options.users,
    guilds: options.guilds,
    shards: options.shards ?? 1,
    botName: options.botName ?? "Melee Bot",
  });
  const state = new FakeState(world, {
    responseDeadlineMs: options.responseDeadlineMs ?? 3000,
    tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
    clock: options.clock ?? Date.now,
  });
  const gateway = new FakeGateway(state, options.heartbeatMs ?? 250);
  const server = await listen(state, buildRouter(state, gateway), gateway);
  return new Driver(state, gateway, server);
}

class Driver implements FakeDiscord {
  constructor(
    private readonly state: FakeState,
    private readonly gateway: FakeGateway,
    private readonly server: Server,
  ) {}

  get restUrl() {
    return `${this.state.origin}/api`;
  }
  get origin() {
    return this.state.origin;
  }
  get gatewayUrl() {
    return this.gateway.url;
  }
  get token() {
    return this.state.world.token;
  }
  get applicationId() {
    return this.state.world.applicationId;
  }
  get botUser() {
    return this.state.world.botUser;
  }
  get shards() {
    return this.state.world.shards;
  }
  get users() {
    return [...this.state.world.users.values()].filter((u) => !u.bot);
  }
  get guilds() {
    return [...this.state.world.guilds.values()];
  }
  get registrations() {
    return this.state.commands.overwrites;
  }
  get gatewayEvents() {
    return this.gateway.events;
  }
  get sessions() {
    return this.gateway.sessions;
  }
  get ackHeartbeats() {
    return this.gateway.ackHeartbeats;
  }
  set ackHeartbeats(value: boolean) {
    this.gateway.ackHeartbeats = value;
  }
  get requests() {
    return this.state.requests;
  }
  get unhandled() {
    return this.state.unhandled;
  }
  get refusals() {
    return this.state.refusals;
  }
  get drops() {
    return this.state.drops;
  }
  takeRefusals() {
    return this.state.refusals.splice(0);
  }
  takeDrops() {
    return this.state.drops.splice(0);
  }

  user(ref: Ref) {
    return this.state.world.user(ref);
  }
  guild(ref: Ref) {
    return this.state.world.guild(ref);
  }
  channel(ref: Ref) {
    return this.state.world.channel(ref);
  }

  registeredCommands(guild?: Ref) {
    return [...this.state.commands.list(guild === undefined ? undefined : this.guild(guild).id)];
  }

  async command(input: CommandInput): Promise<InteractionHandle> {
    return this.#invoke(input, InteractionType.ApplicationCommand, undefined, input.unchecked);
  }

  async autocomplete(input: AutocompleteInput): Promise<APIApplicationCommandOptionChoice[]> {
    const handle = await this.#invoke(
      input,
      InteractionType.ApplicationCommandAutocomplete,
      input.focused,
      false,
    );
    const record = this.#record(handle.id);
    return this.state.waitFor(
      () => record.choices,
      input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      () => this.#describe(record),
    );
  }

  async click(input: ClickInput): Promise<InteractionHandle> {
    return this.#component(input, ComponentType.Button, []);
  }

  async select(input: SelectInput): Promise<InteractionHandle> {
    return this.#component(input, ComponentType.StringSelect, input.values);
  }

  messages(channel: Ref): RecordedMessage[] {
    return this.state.timelines.inChannel(this.channel(channel).id).map((m) => m.snapshot());
  }

  directMessages(user: Ref): RecordedMessage[] {
    const { id } = this.user(user);
    const channel = [...this.state.world.directChannels.values()].find(
      (c) => c.recipient.id === id,
    );
    if (channel === undefined) return [];
    return this.state.timelines.inChannel(channel.id).map((m) => m.snapshot());
  }

  closeDirectMessages(user: Ref): void {
    this.state.world.closedDms.add(this.user(user).id);
  }

  message(id: string): RecordedMessage | undefined {
    return this.state.timelines.get(id)?.snapshot();
  }

  waitForMessage(
    channel: Ref,
    predicate: (message: RecordedMessage) => boolean,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<RecordedMessage> {
    // The channel may not exist yet (a thread the bot is about to create).
    const find = () => {
      const found = this.#maybeChannel(channel);
      return found === undefined ? undefined : this.messages(found.id).find(predicate);
    };
    return this.state.waitFor(find, timeoutMs, () => {
      const found = this.#maybeChannel(channel);
      if (found === undefined) return `there is no channel ${JSON.stringify(channel)}`;
      const contents = this.messages(found.id).map((m) => m.content);
      return `no matching message in ${found.name}; it has ${JSON.stringify(contents)}`;
    });
  }

  deleteMessage(id: string): void {
    const message = this.state.timelines.get(id);
    if (message === undefined) throw new Error(`no message ${id}`);
    message.deleted = true;
    this.state.changed();
  }

  answerCounts(): ReadonlyMap<string, number> {
    return new Map([...this.state.interactions.values()].map((r) => [r.id, r.callbacks.length]));
  }

  answerCount(interactionId: string): number {
    return this.state.interactions.get(interactionId)?.callbacks.length ?? 0;
  }

  dropGateway(shard?: number): number {
    return this.gateway.drop(shard);
  }

  denyBot(ref: Ref, permissions: bigint): void {
    const channel = this.state.world.channel(ref);
    if (permissions === 0n) this.state.world.botDenied.delete(channel.id);
    else this.state.world.botDenied.set(channel.id, permissions);
  }

  deleteChannel(ref: Ref): void {
    const channel = this.state.world.channel(ref);
    this.state.world.deleteChannel(channel);
    const event =
      channel.parentId === null
        ? GatewayDispatchEvents.ChannelDelete
        : GatewayDispatchEvents.ThreadDelete;
    this.gateway.dispatch(channel.guildId, event, apiChannel(channel));
  }

  waitForGateway(
    predicate: (event: GatewayEvent) => boolean,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<GatewayEvent> {
    const seen = this.gateway.events.length;
    return this.state.waitFor(
      () => this.gateway.events.slice(seen).find(predicate),
      timeoutMs,
      () => `no such gateway event; saw ${JSON.stringify(this.gateway.events.slice(seen))}`,
    );
  }

  async stop(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // --- building and sending interactions ---

  #invoke(
    input: Where & Invocation,
    type: InteractionType.ApplicationCommand | InteractionType.ApplicationCommandAutocomplete,
    focused: string | undefined,
    unchecked: boolean | undefined,
  ): InteractionHandle {
    const { guild, channel, user } = this.#where(input);
    const command = this.state.commands.find(guild.id, input.name);
    if (command === undefined) {
      const known = [...this.registeredCommands(), ...this.registeredCommands(guild)].map(
        (c) => c.name,
      );
      throw new Error(
        `/${input.name} is not registered (registered: ${known.join(", ") || "none"})`,
      );
    }
    this.#checkCommandAllowed(command, guild, user);
    const { options, resolved } = optionTree(command, input, this.#resolver(guild), {
      type,
      ...(focused === undefined ? {} : { focused }),
      ...(unchecked === undefined ? {} : { unchecked }),
    });
    const label = [`/${command.name}`, input.group, input.subcommand].filter(Boolean).join(" ");
    const data = {
      id: command.id,
      name: command.name,
      type: ApplicationCommandType.ChatInput,
      options,
      ...(resolved === undefined ? {} : { resolved }),
      ...(command.guild_id === undefined ? {} : { guild_id: command.guild_id }),
    };
    return this.#send(type, guild, channel, user, label, { data }, undefined);
  }

  #component(input: ClickInput, kind: ComponentType, values: readonly string[]): InteractionHandle {
    const id = typeof input.message === "string" ? input.message : input.message.id;
    const message = this.state.timelines.get(id);
    if (message === undefined || message.deleted) {
      throw new Error(`No message ${id} to interact with`);
    }
    const user = this.user(input.user);
    if (message.ephemeral) {
      const owner = this.state.interactions.get(message.interactionId ?? "")?.userId;
      if (owner !== user.id) {
        throw new Error(`${user.username} cannot see the ephemeral message ${id}`);
      }
    }
    const component = findComponent(message, input.customId);
    if (component === undefined) {
      throw new Error(
        `Message ${id} has no component ${input.customId}; it has ${customIds(message).join(", ") || "none"}`,
      );
    }
    if (component.type !== kind) {
      throw new Error(`${input.customId} is a component of type ${component.type}, not ${kind}`);
    }
    if (component.disabled === true) throw new Error(`${input.customId} is disabled`);
    if (kind === ComponentType.StringSelect) {
      const allowed = new Set((component.options ?? []).map((o) => o.value));
      const bad = values.filter((v) => !allowed.has(v));
      if (bad.length > 0) throw new Error(`${input.customId} offers no ${bad.join(", ")}`);
      const min = component.min_values ?? 1;
      const max = component.max_values ?? 1;
      if (values.length < min || values.length > max) {
        throw new Error(`${input.customId} takes ${min}-${max} values, not ${values.length}`);
      }
    }
    const channel = this.channel(message.channelId);
    const guild = this.guild(channel.guildId);
    this.#requireMember(guild, user);
    const label = `${kind === ComponentType.Button ? "button" : "menu"} ${input.customId}`;
    const data =
      kind === ComponentType.Button
        ? { custom_id: input.customId, component_type: ComponentType.Button }
        : {
            custom_id: input.customId,
            component_type: ComponentType.StringSelect,
            values: [...values],
          };
    return this.#send(
      InteractionType.MessageComponent,
      guild,
      channel,
      user,
      label,
      { data, message: apiMessage(this.state.world, message, this.state.origin) },
      message.id,
    );
  }

  #send(
    type: InteractionType,
    guild: FakeGuild,
    channel: FakeChannel,
    user: FakeUser,
    label: string,
    extra: Record<string, unknown>,
    componentMessageId: string | undefined,
  ): InteractionHandle {
    const { world } = this.state;
    const member = this.#requireMember(guild, user);
    const id = world.ids.next();
    // Shaped like Discord's: base64url of "interaction:<id>:<secret>".
    const token = Buffer.from(
      `interaction:${id}:${randomBytes(48).toString("base64url")}`,
    ).toString("base64url");
    // What every interaction carries; discord.js reads all of it (entitlements,
    // authorizing_integration_owners, channel, member.user, app_permissions, locale).
    const common = {
      id,
      application_id: world.applicationId,
      token,
      version: 1,
      guild_id: guild.id,
      guild: { id: guild.id, locale: Locale.EnglishUS, features: [] },
      channel_id: channel.id,
      channel: apiChannel(channel),
      member: apiInteractionMember(world, guild, member),
      app_permissions: world.permissions(guild, world.botUser.id).toString(),
      locale: Locale.EnglishUS,
      guild_locale: Locale.EnglishUS,
      entitlements: [],
      authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guild.id },
      context: InteractionContextType.Guild,
      attachment_size_limit: UPLOAD_SIZE_LIMIT,
    } satisfies Omit<APIBaseInteraction<InteractionType, unknown>, "type" | "data">;
    const payload = { ...common, type, ...extra } as APIInteraction;
    const record: InteractionRecord = {
      id,
      token,
      type,
      guildId: guild.id,
      channelId: channel.id,
      userId: user.id,
      label,
      createdAt: this.state.now(),
      componentMessageId,
      payload,
      deliveries: 0,
      callbacks: [],
      responseType: undefined,
      originalMessageId: undefined,
      followUpIds: [],
      choices: undefined,
    };
    this.state.interactions.set(id, record);
    this.gateway.dispatch(guild.id, GatewayDispatchEvents.InteractionCreate, payload);
    return this.#handle(
      record,
      componentMessageId === undefined
        ? undefined
        : this.state.timelines.get(componentMessageId)?.edits,
    );
  }

  #handle(record: InteractionRecord, editsBefore: number | undefined): InteractionHandle {
    const state = this.state;
    const snapshot = (id: string | undefined) =>
      id === undefined ? undefined : state.timelines.get(id)?.snapshot();
    const describe = () => this.#describe(record);
    return {
      id: record.id,
      token: record.token,
      reply: (timeoutMs = DEFAULT_TIMEOUT_MS) =>
        state.waitFor(
          () => {
            const type = record.responseType;
            if (type === undefined) return undefined;
            if (type === InteractionResponseType.ApplicationCommandAutocompleteResult) {
              throw new Error(`${record.label} was answered with choices, not a message`);
            }
            if (type === InteractionResponseType.Modal) {
              throw new Error(`${record.label} was answered with a modal, not a message`);
            }
            const message = snapshot(record.originalMessageId);
            if (message === undefined) return undefined;
            if (type === InteractionResponseType.DeferredChannelMessageWithSource) {
              // A bot that deleted its "thinking…" message answered with a follow-up instead.
              if (message.deleted) return snapshot(record.followUpIds[0]);
              return message.loading ? undefined : message;
            }
            if (type === InteractionResponseType.DeferredMessageUpdate) {
              return message.edits > (editsBefore ?? 0) ? message : undefined;
            }
            return message;
          },
          timeoutMs,
          describe,
        ),
      acknowledged: (timeoutMs = DEFAULT_TIMEOUT_MS) =>
        state.waitFor(() => record.responseType, timeoutMs, describe),
      followUps: () =>
        record.followUpIds.flatMap((id) => {
          const message = snapshot(id);
          return message === undefined ? [] : [message];
        }),
      waitForFollowUps(count, timeoutMs = DEFAULT_TIMEOUT_MS) {
        return state.waitFor(
          () => (record.followUpIds.length >= count ? this.followUps() : undefined),
          timeoutMs,
          describe,
        );
      },
      get ephemeral() {
        if (record.responseType === undefined) return undefined;
        return snapshot(record.originalMessageId)?.ephemeral ?? false;
      },
      get responseType() {
        return record.responseType;
      },
      get answers() {
        return record.callbacks.length;
      },
      get deliveries() {
        return record.deliveries;
      },
    };
  }

  #describe(record: InteractionRecord): string {
    const answers = record.callbacks.map((c) => `type ${c.type} → ${c.status}`).join(", ");
    const unhandled = this.state.unhandled.map((r) => `${r.method} ${r.path}`).join(", ");
    return [
      `${record.label} (interaction ${record.id}) delivered ${record.deliveries} time(s)`,
      `callbacks: ${answers || "none"}`,
      ...(unhandled === "" ? [] : [`requests the fake does not handle: ${unhandled}`]),
    ].join("; ");
  }

  #maybeChannel(ref: Ref): FakeChannel | undefined {
    try {
      return this.channel(ref);
    } catch {
      return undefined;
    }
  }

  #record(id: string): InteractionRecord {
    const record = this.state.interactions.get(id);
    if (record === undefined) throw new Error(`No interaction ${id}`);
    return record;
  }

  #where(input: Where): { guild: FakeGuild; channel: FakeChannel; user: FakeUser } {
    const guild = this.guild(input.guild);
    const channel =
      typeof input.channel === "string" && !this.state.world.channels.has(input.channel)
        ? guild.channel(input.channel)
        : this.channel(input.channel);
    if (channel.guildId !== guild.id)
      throw new Error(`Channel ${channel.name} is not in ${guild.name}`);
    return { guild, channel, user: this.user(input.user) };
  }

  #requireMember(guild: FakeGuild, user: FakeUser) {
    const member = this.state.world.member(guild, user.id);
    if (member === undefined) throw new Error(`${user.username} is not a member of ${guild.name}`);
    return member;
  }

  /** Discord hides a command from those it is not for; the fake refuses to send it. */
  #checkCommandAllowed(command: APIApplicationCommand, guild: FakeGuild, user: FakeUser): void {
    if (command.contexts != null && !command.contexts.includes(InteractionContextType.Guild)) {
      throw new Error(`/${command.name} is not registered for use in servers`);
    }
    const needed = command.default_member_permissions;
    if (needed != null) {
      const held = this.state.world.permissions(guild, user.id);
      if ((held & BigInt(needed)) !== BigInt(needed)) {
        throw new Error(`${user.username} lacks the permissions /${command.name} requires`);
      }
    }
  }

  #resolver(guild: FakeGuild): Resolver {
    const { world } = this.state;
    const state = this.state;
    return {
      upload(file, into) {
        const data = new TextEncoder().encode(file.content);
        if (data.length > UPLOAD_SIZE_LIMIT) {
          throw new Error(
            `${file.filename} is over the ${UPLOAD_SIZE_LIMIT} bytes a user may upload (Discord's client would not send this)`,
          );
        }
        const id = world.ids.next();
        state.uploads.set(id, { filename: file.filename, data });
        const url = `${state.origin}/attachments/${UPLOADS_FOLDER}/${id}/${encodeURIComponent(file.filename)}`;
        into.attachments = {
          ...into.attachments,
          [id]: { id, filename: file.filename, size: data.length, url, proxy_url: url },
        };
        return id;
      },
      resolve(type: ApplicationCommandOptionType, id: string, into: APIInteractionDataResolved) {
        if (
          type === ApplicationCommandOptionType.User ||
          type === ApplicationCommandOptionType.Mentionable
        ) {
          const user = world.users.get(id);
          if (user !== undefined) {
            into.users = { ...into.users, [id]: apiUser(user) };
            const member = world.member(guild, id);
            if (member !== undefined) {
              const { user: _user, ...rest } = apiInteractionMember(world, guild, member);
              into.members = { ...into.members, [id]: rest };
            }
            return;
          }
        }
        if (
          type === ApplicationCommandOptionType.Role ||
          type === ApplicationCommandOptionType.Mentionable
        ) {
          const role = guild.roles.find((r) => r.id === id);
          if (role !== undefined) {
            into.roles = { ...into.roles, [id]: apiRole(role) };
            return;
          }
        }
        if (type === ApplicationCommandOptionType.Channel) {
          const channel = world.channels.get(id);
          if (channel !== undefined) {
            into.channels = {
              ...into.channels,
              [id]: {
                id,
                name: channel.name,
                type: channel.type,
                permissions: world.permissions(guild, world.botUser.id).toString(),
              } as never,
            };
            return;
          }
        }
        throw new Error(`No ${ApplicationCommandOptionType[type]} ${id} in the fake Discord`);
      },
    };
  }
}

interface FoundComponent {
  readonly type: ComponentType;
  readonly disabled?: boolean;
  readonly options?: readonly { value: string }[];
  readonly min_values?: number;
  readonly max_values?: number;
}

/** Buttons and menus with a custom id, in rows (or nested, for components v2). */
function flatten(components: readonly unknown[]): (FoundComponent & { custom_id: string })[] {
  return components.flatMap((component) => {
    const c = component as { custom_id?: string; components?: unknown[]; accessory?: unknown };
    const own =
      typeof c.custom_id === "string" ? [c as FoundComponent & { custom_id: string }] : [];
    const nested = Array.isArray(c.components) ? flatten(c.components) : [];
    const accessory = c.accessory === undefined ? [] : flatten([c.accessory]);
    return [...own, ...nested, ...accessory];
  });
}

function findComponent(message: FakeMessage, customId: string): FoundComponent | undefined {
  return flatten(message.components).find((c) => c.custom_id === customId);
}

function customIds(message: FakeMessage): string[] {
  return flatten(message.components).map((c) => c.custom_id);
}
