/**
 * Answering interactions: `POST /interactions/:id/:token/callback` (types 4 reply, 5 defer,
 * 6 deferred update, 7 update, 8 autocomplete, 9 modal) and the interaction webhook
 * (`/webhooks/:app/:token`, follow-ups and `@original`; the first follow-up to a deferred reply
 * becomes that reply, as on Discord). Like Discord, these take no
 * Authorization header; the token in the path is the credential.
 *
 * Each callback is counted; a second one for the same interaction is refused with 40060
 * ("Interaction has already been acknowledged"), and one after the deadline with 10062
 * ("Unknown interaction"), as Discord does. Payloads are checked by ./rules.ts; an
 * UPDATE_MESSAGE that would empty the message is acknowledged but not kept, and recorded as a
 * drop.
 */
import {
  GatewayDispatchEvents,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
} from "discord-api-types/v10";
import type { FakeGateway } from "./gateway.ts";
import { HttpError, type RestRequest, type RestResponse, type Router } from "./http.ts";
import {
  apiMessage,
  applyBody,
  BadRequest,
  FakeMessage,
  type MessageBody,
  type MessageOrigin,
  previewEdit,
} from "./messages.ts";
import {
  CREATE_FLAGS,
  checkChoices,
  checkMessageBody,
  checkModal,
  emptyMessage,
  isEmpty,
} from "./rules.ts";
import type { FakeState, InteractionRecord } from "./state.ts";

const ALLOWED: Record<number, readonly InteractionResponseType[]> = {
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [
    InteractionResponseType.ApplicationCommandAutocompleteResult,
  ],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

export function addInteractionRoutes(router: Router, state: FakeState, gateway: FakeGateway): void {
  const unknownInteraction = () => new HttpError(404, 10062, "Unknown interaction");
  const unknownWebhook = () => new HttpError(404, 10015, "Unknown Webhook");
  const unknownMessage = () => new HttpError(404, 10008, "Unknown Message");
  // Receiving and Responding › Responding to an Interaction: "Interaction tokens are valid for
  // 15 minutes"; an expired one is refused with 50027 Invalid Webhook Token (Opcodes and
  // Status Codes › JSON Error Codes).
  const expiredToken = () => new HttpError(401, 50027, "Invalid Webhook Token");

  const newMessage = (record: InteractionRecord, origin: MessageOrigin) => {
    const message = new FakeMessage(
      state.world.ids.next(),
      record.channelId,
      record.guildId,
      state.world.botUser,
      origin,
      record.id,
    );
    state.timelines.add(message);
    return message;
  };

  const announce = (message: FakeMessage, t: string) => {
    if (message.ephemeral || message.guildId === undefined) return;
    if (gateway.sessionFor(message.guildId) === undefined) return;
    gateway.dispatch(message.guildId, t, apiMessage(state.world, message, state.origin));
  };

  router.add("POST", "/interactions/:id/:token/callback", (request) => {
    const record = state.interactions.get(request.params.id ?? "");
    if (record === undefined || record.token !== request.params.token) throw unknownInteraction();
    const { type, data } = (request.body ?? {}) as { type?: number; data?: unknown };
    const attempt = (status: number) => {
      record.callbacks.push({ type: type as InteractionResponseType, at: state.now(), status });
      state.changed();
    };
    if (record.responseType !== undefined) {
      attempt(400);
      throw new HttpError(400, 40060, "Interaction has already been acknowledged.");
    }
    // Receiving and Responding › Responding to an Interaction: "you must send an initial
    // response within 3 seconds"; Interaction Callback: one initial response (40060 above).
    if (state.now() - record.createdAt > state.options.responseDeadlineMs) {
      attempt(404);
      throw unknownInteraction();
    }
    if (type === undefined || !(ALLOWED[record.type] ?? []).includes(type)) {
      attempt(400);
      throw new BadRequest(`Interaction response type ${type} is not valid for ${record.label}`);
    }
    try {
      respond(record, type, (data ?? {}) as MessageBody & { choices?: unknown }, request);
    } catch (error) {
      attempt(400);
      throw error;
    }
    record.responseType = type;
    attempt(request.query.get("with_response") === "true" ? 200 : 204);
    if (request.query.get("with_response") !== "true") return { status: 204 };
    const original =
      record.originalMessageId === undefined
        ? undefined
        : state.timelines.get(record.originalMessageId);
    return {
      status: 200,
      body: {
        interaction: {
          id: record.id,
          type: record.type,
          ...(original === undefined
            ? {}
            : {
                response_message_id: original.id,
                response_message_loading: (original.flags & MessageFlags.Loading) !== 0,
                response_message_ephemeral: original.ephemeral,
              }),
        },
        resource: {
          type,
          ...(original === undefined || type === InteractionResponseType.DeferredMessageUpdate
            ? {}
            : { message: apiMessage(state.world, original, state.origin) }),
        },
      },
    };
  });

  function respond(
    record: InteractionRecord,
    type: InteractionResponseType,
    data: MessageBody & { choices?: unknown; custom_id?: unknown; title?: unknown },
    request: RestRequest,
  ): void {
    switch (type) {
      case InteractionResponseType.ChannelMessageWithSource: {
        checkMessageBody(data, request.files, "create");
        const message = newMessage(record, "interaction-reply");
        applyBody(
          state.world,
          message,
          { ...data, flags: (data.flags ?? 0) & CREATE_FLAGS },
          request.files,
          "create",
        );
        record.originalMessageId = message.id;
        announce(message, GatewayDispatchEvents.MessageCreate);
        return;
      }
      case InteractionResponseType.DeferredChannelMessageWithSource: {
        const message = newMessage(record, "interaction-deferred");
        message.flags = ((data.flags ?? 0) & MessageFlags.Ephemeral) | MessageFlags.Loading;
        record.originalMessageId = message.id;
        announce(message, GatewayDispatchEvents.MessageCreate);
        return;
      }
      case InteractionResponseType.DeferredMessageUpdate:
        record.originalMessageId = record.componentMessageId;
        return;
      case InteractionResponseType.UpdateMessage: {
        const message = state.timelines.get(record.componentMessageId ?? "");
        if (message === undefined) throw new BadRequest("No message to update");
        checkMessageBody(data, request.files, "edit", message);
        record.originalMessageId = message.id;
        // discord-api-docs#3177: the callback succeeds, but an update leaving an invalid
        // (empty) message "was not persisted": the old message, buttons and all, stays.
        if (isEmpty(previewEdit(state.world, message, data, request.files))) {
          state.drops.push({
            interactionId: record.id,
            label: record.label,
            messageId: message.id,
            reason: emptyMessage().message,
          });
          return;
        }
        applyBody(state.world, message, data, request.files, "edit");
        announce(message, GatewayDispatchEvents.MessageUpdate);
        return;
      }
      case InteractionResponseType.ApplicationCommandAutocompleteResult:
        record.choices = checkChoices(data.choices ?? []);
        return;
      case InteractionResponseType.Modal:
        checkModal(data);
        return;
      default:
        return;
    }
  }

  const webhookInteraction = (request: RestRequest): InteractionRecord => {
    const record = state.interactionByToken(request.params.token ?? "");
    if (record === undefined || request.params.app !== state.world.applicationId) {
      throw unknownWebhook();
    }
    if (state.now() - record.createdAt > state.options.tokenLifetimeMs) throw expiredToken();
    return record;
  };

  const webhookMessage = (
    request: RestRequest,
  ): { record: InteractionRecord; message: FakeMessage } => {
    const record = webhookInteraction(request);
    const id =
      request.params.message === "@original" ? record.originalMessageId : request.params.message;
    const mine =
      id !== undefined && (id === record.originalMessageId || record.followUpIds.includes(id));
    const message = mine ? state.timelines.get(id) : undefined;
    if (message === undefined || message.deleted) throw unknownMessage();
    return { record, message };
  };

  /** The "thinking…" message of a deferred reply not yet edited, if there is one. */
  const loadingOriginal = (record: InteractionRecord): FakeMessage | undefined => {
    if (record.responseType !== InteractionResponseType.DeferredChannelMessageWithSource) {
      return undefined;
    }
    const original = state.timelines.get(record.originalMessageId ?? "");
    return original !== undefined &&
      !original.deleted &&
      (original.flags & MessageFlags.Loading) !== 0
      ? original
      : undefined;
  };

  const messageReply = (message: FakeMessage): RestResponse => ({
    status: 200,
    body: apiMessage(state.world, message, state.origin),
  });

  router.add("POST", "/webhooks/:app/:token", (request) => {
    const record = webhookInteraction(request);
    // A follow-up needs the interaction answered (or deferred) first.
    if (record.responseType === undefined) throw unknownWebhook();
    const body = (request.body ?? {}) as MessageBody;
    checkMessageBody(body, request.files, "create");
    const thinking = loadingOriginal(record);
    if (thinking !== undefined) {
      // Discord: the first follow-up to a deferred reply becomes that reply, its visibility
      // fixed by the defer (the follow-up's ephemeral flag is ignored).
      applyBody(state.world, thinking, { ...body, flags: undefined }, request.files, "edit");
      announce(thinking, GatewayDispatchEvents.MessageUpdate);
      state.changed();
      return request.query.get("wait") === "true" ? messageReply(thinking) : { status: 204 };
    }
    const message = newMessage(record, "follow-up");
    applyBody(
      state.world,
      message,
      { ...body, flags: (body.flags ?? 0) & CREATE_FLAGS },
      request.files,
      "create",
    );
    record.followUpIds.push(message.id);
    announce(message, GatewayDispatchEvents.MessageCreate);
    state.changed();
    return request.query.get("wait") === "true" ? messageReply(message) : { status: 204 };
  });

  router.add("GET", "/webhooks/:app/:token/messages/:message", (request) =>
    messageReply(webhookMessage(request).message),
  );

  router.add("PATCH", "/webhooks/:app/:token/messages/:message", (request) => {
    const { message } = webhookMessage(request);
    const body = (request.body ?? {}) as MessageBody;
    checkMessageBody(body, request.files, "edit", message);
    // Message Resource › Edit Message: an edit may not leave the message empty (50006).
    if (isEmpty(previewEdit(state.world, message, body, request.files))) throw emptyMessage();
    applyBody(state.world, message, body, request.files, "edit");
    announce(message, GatewayDispatchEvents.MessageUpdate);
    state.changed();
    return messageReply(message);
  });

  router.add("DELETE", "/webhooks/:app/:token/messages/:message", (request) => {
    const { message } = webhookMessage(request);
    message.deleted = true;
    state.changed();
    return { status: 204 };
  });
}
