/**
 * The fake Discord's people and places: users, guilds with their roles, members and channels,
 * the bot's own user and application, and permissions computed the way Discord does for a
 * member without channel overwrites (owner or Administrator: everything; else the union of
 * @everyone and the member's roles).
 */
import { randomBytes } from "node:crypto";
import { ChannelType, PermissionFlagsBits } from "discord-api-types/v10";
import { Snowflakes, shardOf } from "./snowflake.ts";

export interface UserInit {
  /** Must be unique: members and tests refer to users by it. */
  readonly username: string;
  readonly globalName?: string;
  readonly id?: string;
}

export interface MemberInit {
  /** A username from `users`, or a user id. */
  readonly user: string;
  readonly nick?: string;
  /** Gives the member a role with Manage Server (what the bot treats as a GM). */
  readonly manageGuild?: boolean;
  readonly administrator?: boolean;
}

export interface GuildInit {
  readonly name: string;
  readonly id?: string;
  /** Text channels by name; default one, "general". */
  readonly channels?: readonly string[];
  /** Default: every user, none with extra permissions. */
  readonly members?: readonly MemberInit[];
  /** A username or id; default the first member. Owners hold every permission. */
  readonly owner?: string;
  /** The shard (of `shards`) the guild's generated id falls on; default guild index % shards. */
  readonly shard?: number;
  readonly everyonePermissions?: bigint;
}

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
}

/** The bot's DM channel with one user (User Resource › Create DM). */
export interface FakeDirectChannel {
  readonly id: string;
  readonly recipient: FakeUser;
}

export interface FakeRole {
  readonly id: string;
  readonly name: string;
  readonly permissions: bigint;
  readonly position: number;
}

export interface FakeMember {
  readonly userId: string;
  readonly nick: string | null;
  readonly roleIds: readonly string[];
  readonly joinedAt: string;
}

export type FakeChannelType =
  | ChannelType.GuildText
  | ChannelType.PublicThread
  | ChannelType.PrivateThread;

export interface FakeChannel {
  readonly id: string;
  readonly guildId: string;
  readonly name: string;
  readonly type: FakeChannelType;
  /** A thread's channel. */
  readonly parentId: string | null;
  /** Who started a thread. */
  readonly ownerId: string | null;
  readonly createdAt: string;
}

export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  /** The shard that receives this guild's events. */
  readonly shard: number;
  readonly roles: readonly FakeRole[];
  readonly members: readonly FakeMember[];
  /** Text channels first, then threads as they are created. */
  readonly channels: readonly FakeChannel[];
  /** A channel or thread by name; throws if there is none. */
  channel(name: string): FakeChannel;
}

/** What @everyone may do unless the guild says otherwise. */
export const EVERYONE_PERMISSIONS =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.SendMessagesInThreads;

/** The bot's managed role: enough to post, embed, attach and run threads. */
export const BOT_PERMISSIONS =
  EVERYONE_PERMISSIONS | PermissionFlagsBits.ManageThreads | PermissionFlagsBits.ManageMessages;

export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce(
  (all, bit) => all | bit,
  0n,
);

interface MutableGuild extends FakeGuild {
  readonly channels: FakeChannel[];
}

export class World {
  readonly ids = new Snowflakes();
  readonly applicationId: string;
  readonly botUser: FakeUser;
  readonly token: string;
  readonly shards: number;
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, MutableGuild>();
  readonly channels = new Map<string, FakeChannel>();
  /** The bot's DM channels by id. */
  readonly directChannels = new Map<string, FakeDirectChannel>();
  /** Permissions a channel's overwrite takes from the bot (a thread follows its parent's). */
  readonly botDenied = new Map<string, bigint>();
  /** Users who closed their DMs to the bot: a message there gets 50007. */
  readonly closedDms = new Set<string>();

  constructor(options: {
    users: readonly UserInit[];
    guilds: readonly GuildInit[];
    shards: number;
    botName: string;
  }) {
    this.shards = options.shards;
    this.applicationId = this.ids.next();
    this.botUser = {
      id: this.applicationId,
      username: options.botName,
      globalName: null,
      bot: true,
    };
    this.users.set(this.botUser.id, this.botUser);
    // Shaped like a bot token (three dot-separated base64url parts), so config checks pass.
    this.token = [
      Buffer.from(this.applicationId).toString("base64url"),
      randomBytes(4).toString("base64url"),
      randomBytes(27).toString("base64url"),
    ].join(".");
    for (const init of options.users) {
      if ([...this.users.values()].some((u) => u.username === init.username)) {
        throw new Error(`Two users are named ${init.username}`);
      }
      const user = {
        id: init.id ?? this.ids.next(),
        username: init.username,
        globalName: init.globalName ?? null,
        bot: false,
      };
      this.users.set(user.id, user);
    }
    options.guilds.forEach((init, index) => {
      this.#addGuild(init, index);
    });
  }

  /** A user by username or id; throws if unknown. */
  user(ref: string | { readonly id: string }): FakeUser {
    const key = typeof ref === "string" ? ref : ref.id;
    const user =
      this.users.get(key) ?? [...this.users.values()].find((u) => u.username === key) ?? undefined;
    if (user === undefined) throw new Error(`No user ${key} in the fake Discord`);
    return user;
  }

  /** The bot's DM channel with this user, opened at the first ask, the same one after. */
  directChannelWith(user: FakeUser): FakeDirectChannel {
    const open = [...this.directChannels.values()].find((c) => c.recipient.id === user.id);
    if (open !== undefined) return open;
    const channel = { id: this.ids.next(), recipient: user };
    this.directChannels.set(channel.id, channel);
    return channel;
  }

  guild(ref: string | { readonly id: string }): MutableGuild {
    const key = typeof ref === "string" ? ref : ref.id;
    const guild = this.guilds.get(key) ?? [...this.guilds.values()].find((g) => g.name === key);
    if (guild === undefined) throw new Error(`No guild ${key} in the fake Discord`);
    return guild;
  }

  /** A channel by id, or by name when only one channel has it. */
  channel(ref: string | { readonly id: string }): FakeChannel {
    const key = typeof ref === "string" ? ref : ref.id;
    const byId = this.channels.get(key);
    if (byId !== undefined) return byId;
    const named = [...this.channels.values()].filter((c) => c.name === key);
    if (named.length > 1) throw new Error(`Several channels are named ${key}; give its id`);
    const [channel] = named;
    if (channel === undefined) throw new Error(`No channel ${key} in the fake Discord`);
    return channel;
  }

  member(guild: FakeGuild, userId: string): FakeMember | undefined {
    return guild.members.find((m) => m.userId === userId);
  }

  /** Guild-wide permissions of a member (no channel overwrites exist in the fake). */
  permissions(guild: FakeGuild, userId: string): bigint {
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    const member = this.member(guild, userId);
    if (member === undefined) return 0n;
    const held = guild.roles
      .filter((role) => role.id === guild.id || member.roleIds.includes(role.id))
      .reduce((all, role) => all | role.permissions, 0n);
    return (held & PermissionFlagsBits.Administrator) !== 0n ? ALL_PERMISSIONS : held;
  }

  /** The bot's permissions in a channel: its guild-wide ones less its channel overwrite's denials. */
  botPermissionsIn(channel: FakeChannel): bigint {
    const held = this.permissions(this.guild(channel.guildId), this.botUser.id);
    // Administrator passes every overwrite, as on Discord.
    if ((held & PermissionFlagsBits.Administrator) !== 0n) return held;
    return held & ~(this.botDenied.get(channel.parentId ?? channel.id) ?? 0n);
  }

  addThread(parent: FakeChannel, name: string, ownerId: string, id?: string): FakeChannel {
    const thread: FakeChannel = {
      id: id ?? this.ids.next(),
      guildId: parent.guildId,
      name,
      type: ChannelType.PublicThread,
      parentId: parent.id,
      ownerId,
      createdAt: new Date().toISOString(),
    };
    this.channels.set(thread.id, thread);
    this.guild(parent.guildId).channels.push(thread);
    return thread;
  }

  /** Deletes a channel or thread: its id is unknown from now on (10003 Unknown Channel). */
  deleteChannel(channel: FakeChannel): void {
    this.channels.delete(channel.id);
    const { channels } = this.guild(channel.guildId);
    channels.splice(channels.indexOf(channel), 1);
  }

  #addGuild(init: GuildInit, index: number): void {
    const shard = init.shard ?? index % this.shards;
    if (shard >= this.shards) throw new Error(`Guild ${init.name}: no shard ${shard}`);
    const id = init.id ?? this.ids.onShard(shard, this.shards);
    const roles: FakeRole[] = [
      {
        id,
        name: "@everyone",
        permissions: init.everyonePermissions ?? EVERYONE_PERMISSIONS,
        position: 0,
      },
    ];
    const role = (name: string, permissions: bigint): string => {
      const made = { id: this.ids.next(), name, permissions, position: roles.length };
      roles.push(made);
      return made.id;
    };
    const botRole = role(this.botUser.username, BOT_PERMISSIONS);
    let managerRole: string | undefined;
    let adminRole: string | undefined;
    const joinedAt = new Date().toISOString();
    const memberInits: readonly MemberInit[] =
      init.members ??
      [...this.users.values()].filter((u) => !u.bot).map((u) => ({ user: u.username }));
    const members: FakeMember[] = memberInits.map((m) => {
      const roleIds: string[] = [];
      if (m.manageGuild === true) {
        managerRole ??= role("Game Master", PermissionFlagsBits.ManageGuild);
        roleIds.push(managerRole);
      }
      if (m.administrator === true) {
        adminRole ??= role("Admin", PermissionFlagsBits.Administrator);
        roleIds.push(adminRole);
      }
      return { userId: this.user(m.user).id, nick: m.nick ?? null, roleIds, joinedAt };
    });
    members.push({ userId: this.botUser.id, nick: null, roleIds: [botRole], joinedAt });
    const ownerId = init.owner === undefined ? members[0]?.userId : this.user(init.owner).id;
    const channels: FakeChannel[] = (init.channels ?? ["general"]).map((name) => ({
      id: this.ids.next(),
      guildId: id,
      name,
      type: ChannelType.GuildText,
      parentId: null,
      ownerId: null,
      createdAt: joinedAt,
    }));
    const guild: MutableGuild = {
      id,
      name: init.name,
      ownerId: ownerId ?? this.botUser.id,
      shard: shardOf(id, this.shards),
      roles,
      members,
      channels,
      channel(name) {
        const found = channels.find((c) => c.name === name);
        if (found === undefined) throw new Error(`Guild ${init.name} has no channel ${name}`);
        return found;
      },
    };
    this.guilds.set(id, guild);
    for (const channel of channels) this.channels.set(channel.id, channel);
  }
}
