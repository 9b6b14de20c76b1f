/**
 * Direct messages, as a bot sends them: `POST /users/@me/channels` with `recipient_id` opens (or
 * finds) the DM channel (User Resource › Create DM), then `POST /channels/:id/messages` posts in
 * it. A user who closed their DMs to the bot still gets the channel; the message is refused with
 * 50007 "Cannot send messages to this user", as Discord does. An unknown recipient is refused with
 * 50033 "Invalid Recipients".
 */
import { ChannelType } from "discord-api-types/v10";
import { HttpError, type RestRequest, type RestResponse, type Router } from "./http.ts";
import { apiMessage, applyBody, FakeMessage, type MessageBody } from "./messages.ts";
import { apiUser } from "./payloads.ts";
import { CREATE_FLAGS, checkMessageBody } from "./rules.ts";
import type { FakeState } from "./state.ts";
import type { FakeDirectChannel } from "./world.ts";

export function addDirectMessageRoutes(
  router: Router,
  state: FakeState,
  requireBot: (request: RestRequest) => void,
): void {
  const { world } = state;
  router.add("POST", "/users/@me/channels", (request) => {
    requireBot(request);
    const { recipient_id: recipientId } = (request.body ?? {}) as { recipient_id?: unknown };
    const user = typeof recipientId === "string" ? world.users.get(recipientId) : undefined;
    if (user === undefined || user.id === world.botUser.id) {
      throw new HttpError(400, 50033, "Invalid Recipients");
    }
    const channel = world.directChannelWith(user);
    return {
      status: 200,
      body: {
        id: channel.id,
        type: ChannelType.DM,
        last_message_id: null,
        recipients: [apiUser(user)],
      },
    };
  });
}

/** A message the bot posts in a DM channel: refused when the recipient closed their DMs. */
export function postDirectMessage(
  state: FakeState,
  channel: FakeDirectChannel,
  request: RestRequest,
): RestResponse {
  const { world } = state;
  const body = (request.body ?? {}) as MessageBody;
  checkMessageBody(body, request.files, "create");
  if (world.closedDms.has(channel.recipient.id)) {
    throw new HttpError(403, 50007, "Cannot send messages to this user");
  }
  const message = new FakeMessage(
    world.ids.next(),
    channel.id,
    undefined,
    world.botUser,
    "channel",
    undefined,
  );
  applyBody(
    world,
    message,
    { ...body, flags: (body.flags ?? 0) & CREATE_FLAGS & ~64 },
    request.files,
    "create",
  );
  state.timelines.add(message);
  state.changed();
  return { status: 200, body: apiMessage(world, message, state.origin) };
}
