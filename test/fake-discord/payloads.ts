/**
 * The fake's people and places as Discord API objects (discord-api-types shapes, so the
 * compiler checks them against what discord.js expects).
 */
import {
  type APIGuildMember,
  type APIInteractionGuildMember,
  type APIPublicThreadChannel,
  type APIRole,
  type APITextChannel,
  type APIUser,
  type ChannelFlags,
  ChannelType,
  type GatewayGuildCreateDispatchData,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  type GuildMemberFlags,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
  type RoleFlags,
} from "discord-api-types/v10";
import type { FakeChannel, FakeGuild, FakeMember, FakeRole, FakeUser, World } from "./world.ts";

export function apiUser(user: FakeUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    global_name: user.globalName,
    discriminator: "0",
    avatar: null,
    ...(user.bot ? { bot: true } : {}),
  };
}

export function apiRole(role: FakeRole): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

export function apiMember(world: World, member: FakeMember): APIGuildMember {
  return {
    user: apiUser(world.user(member.userId)),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: [...member.roleIds],
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** A member as interactions carry it: with `permissions` (what `memberPermissions` reads). */
export function apiInteractionMember(
  world: World,
  guild: FakeGuild,
  member: FakeMember,
): APIInteractionGuildMember {
  return {
    ...apiMember(world, member),
    user: apiUser(world.user(member.userId)),
    permissions: world.permissions(guild, member.userId).toString(),
  };
}

export function apiChannel(channel: FakeChannel): APITextChannel | APIPublicThreadChannel {
  return channel.type === ChannelType.GuildText ? apiTextChannel(channel) : apiThread(channel);
}

function apiTextChannel(channel: FakeChannel): APITextChannel {
  return {
    id: channel.id,
    type: ChannelType.GuildText,
    guild_id: channel.guildId,
    name: channel.name,
    position: 0,
    permission_overwrites: [],
    parent_id: null,
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
  };
}

function apiThread(channel: FakeChannel): APIPublicThreadChannel {
  return {
    id: channel.id,
    type: ChannelType.PublicThread,
    guild_id: channel.guildId,
    name: channel.name,
    parent_id: channel.parentId ?? undefined,
    owner_id: channel.ownerId ?? undefined,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
    message_count: 0,
    member_count: 1,
    total_message_sent: 0,
    thread_metadata: {
      archived: false,
      auto_archive_duration: 1440,
      archive_timestamp: channel.createdAt,
      locked: false,
      create_timestamp: channel.createdAt,
    },
  };
}

/** GUILD_CREATE's data: the whole guild with its channels, roles and members. */
export function apiGuildCreate(world: World, guild: FakeGuild): GatewayGuildCreateDispatchData {
  const bot = guild.members.find((m) => m.userId === world.botUser.id);
  const data: GatewayGuildCreateDispatchData = {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    region: "",
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: guild.roles.map(apiRole),
    emojis: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: GuildPremiumTier.None,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    nsfw_level: GuildNSFWLevel.Default,
    stickers: [],
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    joined_at: bot?.joinedAt ?? new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: guild.members.length,
    voice_states: [],
    members: guild.members.map((m) => apiMember(world, m)),
    channels: guild.channels.filter((c) => c.type === ChannelType.GuildText).map(apiTextChannel),
    threads: guild.channels.filter((c) => c.type !== ChannelType.GuildText).map(apiThread),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
  return data;
}
