/**
 * Channels, their messages and threads, for a bot token: `GET /channels/:id`,
 * `GET/POST /channels/:id/messages`, `GET/PATCH/DELETE /channels/:id/messages/:mid`,
 * `POST /channels/:id/threads` and `POST /channels/:id/messages/:mid/threads`; a message to a DM
 * channel goes to dm-routes.ts. Every route needs the bot's View Channel (else Missing Access);
 * sending also needs Send Messages (Send Messages in Threads in a thread), as on Discord. A
 * channel's overwrite may take either from the bot (FakeDiscord.denyBot).
 */
import { ChannelType, GatewayDispatchEvents, PermissionFlagsBits } from "discord-api-types/v10";
import { postDirectMessage } from "./dm-routes.ts";
import type { FakeGateway } from "./gateway.ts";
import { HttpError, type RestRequest, type Router } from "./http.ts";
import { apiMessage, applyBody, FakeMessage, type MessageBody, previewEdit } from "./messages.ts";
import { apiChannel } from "./payloads.ts";
import { CREATE_FLAGS, checkMessageBody, emptyMessage, isEmpty } from "./rules.ts";
import type { FakeState } from "./state.ts";
import type { FakeChannel } from "./world.ts";

export function addChannelRoutes(
  router: Router,
  state: FakeState,
  gateway: FakeGateway,
  requireBot: (request: RestRequest) => void,
): void {
  const { world } = state;

  // A channel the bot cannot view answers Missing Access (50001) to anything; one it views but
  // may not post in answers Missing Permissions (50013) to a post, as Discord does.
  const channelOf = (request: RestRequest): FakeChannel => {
    requireBot(request);
    const channel = world.channels.get(request.params.channel ?? "");
    if (channel === undefined) throw new HttpError(404, 10003, "Unknown Channel");
    if ((world.botPermissionsIn(channel) & PermissionFlagsBits.ViewChannel) === 0n) {
      throw new HttpError(403, 50001, "Missing Access");
    }
    return channel;
  };

  const requirePermission = (channel: FakeChannel, bit: bigint) => {
    if ((world.botPermissionsIn(channel) & bit) === 0n) {
      throw new HttpError(403, 50013, "Missing Permissions");
    }
  };

  const messageOf = (request: RestRequest) => {
    const channel = channelOf(request);
    const message = state.timelines.get(request.params.message ?? "");
    if (
      message === undefined ||
      message.deleted ||
      message.channelId !== channel.id ||
      message.ephemeral
    ) {
      throw new HttpError(404, 10008, "Unknown Message");
    }
    return { channel, message };
  };

  const notify = (guildId: string, t: string, d: unknown) => {
    if (gateway.sessionFor(guildId) !== undefined) gateway.dispatch(guildId, t, d);
  };

  const sendBit = (channel: FakeChannel) =>
    channel.type === ChannelType.GuildText
      ? PermissionFlagsBits.SendMessages
      : PermissionFlagsBits.SendMessagesInThreads;

  router.add("GET", "/channels/:channel", (request) => ({
    status: 200,
    body: apiChannel(channelOf(request)),
  }));

  router.add("GET", "/channels/:channel/messages", (request) => {
    const channel = channelOf(request);
    const limit = Math.min(Number(request.query.get("limit") ?? 50), 100);
    const before = request.query.get("before");
    const after = request.query.get("after");
    const visible = state.timelines
      .inChannel(channel.id)
      .filter((m) => !m.deleted && !m.ephemeral)
      .filter((m) => before === null || BigInt(m.id) < BigInt(before))
      .filter((m) => after === null || BigInt(m.id) > BigInt(after));
    // Newest first, as Discord lists them.
    const page = visible.reverse().slice(0, limit);
    return { status: 200, body: page.map((m) => apiMessage(world, m, state.origin)) };
  });

  router.add("GET", "/channels/:channel/messages/:message", (request) => ({
    status: 200,
    body: apiMessage(world, messageOf(request).message, state.origin),
  }));

  router.add("POST", "/channels/:channel/messages", (request) => {
    requireBot(request);
    const direct = world.directChannels.get(request.params.channel ?? "");
    if (direct !== undefined) return postDirectMessage(state, direct, request);
    const channel = channelOf(request);
    requirePermission(channel, sendBit(channel));
    const body = (request.body ?? {}) as MessageBody;
    checkMessageBody(body, request.files, "create");
    const message = new FakeMessage(
      world.ids.next(),
      channel.id,
      channel.guildId,
      world.botUser,
      "channel",
      undefined,
    );
    // Ephemeral is for interaction responses only.
    const flags = (body.flags ?? 0) & CREATE_FLAGS & ~64;
    applyBody(world, message, { ...body, flags }, request.files, "create");
    state.timelines.add(message);
    state.changed();
    const json = apiMessage(world, message, state.origin);
    notify(channel.guildId, GatewayDispatchEvents.MessageCreate, json);
    return { status: 200, body: json };
  });

  router.add("PATCH", "/channels/:channel/messages/:message", (request) => {
    const { message } = messageOf(request);
    if (message.author.id !== world.botUser.id) {
      throw new HttpError(403, 50005, "Cannot edit a message authored by another user");
    }
    const body = (request.body ?? {}) as MessageBody;
    checkMessageBody(body, request.files, "edit", message);
    // Message Resource › Edit Message: an edit may not leave the message empty (50006).
    if (isEmpty(previewEdit(world, message, body, request.files))) throw emptyMessage();
    applyBody(world, message, body, request.files, "edit");
    state.changed();
    const json = apiMessage(world, message, state.origin);
    notify(message.guildId ?? "", GatewayDispatchEvents.MessageUpdate, json);
    return { status: 200, body: json };
  });

  router.add("DELETE", "/channels/:channel/messages/:message", (request) => {
    const { message } = messageOf(request);
    message.deleted = true;
    state.changed();
    return { status: 204 };
  });

  const createThread = (parent: FakeChannel, name: unknown, id?: string) => {
    if (parent.type !== ChannelType.GuildText) {
      throw new HttpError(400, 50024, "Cannot execute action on this channel type");
    }
    requirePermission(parent, PermissionFlagsBits.CreatePublicThreads);
    if (typeof name !== "string" || name.length < 1 || name.length > 100) {
      throw new HttpError(400, 50035, "Invalid Form Body: a thread name is 1-100 characters");
    }
    const thread = world.addThread(parent, name, world.botUser.id, id);
    state.changed();
    const json = apiChannel(thread);
    notify(parent.guildId, GatewayDispatchEvents.ThreadCreate, { ...json, newly_created: true });
    return { status: 201, body: json };
  };

  router.add("POST", "/channels/:channel/threads", (request) => {
    const body = (request.body ?? {}) as { name?: unknown };
    return createThread(channelOf(request), body.name);
  });

  router.add("POST", "/channels/:channel/messages/:message/threads", (request) => {
    const { channel, message } = messageOf(request);
    // A thread started from a message has the message's id.
    if (world.channels.has(message.id)) {
      throw new HttpError(400, 160004, "A thread has already been created for this message");
    }
    const body = (request.body ?? {}) as { name?: unknown };
    return createThread(channel, body.name, message.id);
  });
}
