/**
 * Messages as the fake Discord keeps them: everything the bot sent (content, embeds,
 * components, files with their bytes and alt text, flags, allowed mentions), in per-channel
 * timelines, and how to apply a create or edit body the way Discord does.
 */
import {
  type APIAllowedMentions,
  type APIAttachment,
  type APIEmbed,
  type APIMessage,
  type APIMessageTopLevelComponent,
  MessageFlags,
  MessageType,
} from "discord-api-types/v10";
import type { FakeUser, World } from "./world.ts";

export interface RecordedAttachment {
  readonly id: string;
  readonly filename: string;
  /** Alt text. */
  readonly description: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Uint8Array;
}

/** How the message came to be. */
export type MessageOrigin =
  | "interaction-reply"
  | "interaction-deferred"
  | "follow-up"
  | "channel"
  | "thread-starter";

/** A message as it stands (a copy: later edits do not change it). */
export interface RecordedMessage {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string | undefined;
  readonly authorId: string;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly APIMessageTopLevelComponent[];
  readonly attachments: readonly RecordedAttachment[];
  readonly flags: number;
  /** Seen only by the user of `interactionId`. */
  readonly ephemeral: boolean;
  /** Still "thinking…": a deferred reply not yet edited. */
  readonly loading: boolean;
  readonly allowedMentions: APIAllowedMentions | undefined;
  /** The interaction this message answers, if any. */
  readonly interactionId: string | undefined;
  readonly origin: MessageOrigin;
  /** How many times it was edited. */
  readonly edits: number;
  readonly deleted: boolean;
  readonly createdAt: string;
}

/** A file the bot uploaded with a request (multipart `files[n]`). */
export interface UploadedFile {
  readonly index: number;
  readonly filename: string;
  readonly contentType: string | undefined;
  readonly data: Uint8Array;
}

/** The parts of a message create/edit body the fake understands. */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: APIMessageTopLevelComponent[] | null;
  attachments?: { id: string | number; filename?: string; description?: string | null }[] | null;
  flags?: number | null;
  allowed_mentions?: APIAllowedMentions | null;
}

export class FakeMessage {
  content = "";
  embeds: APIEmbed[] = [];
  components: APIMessageTopLevelComponent[] = [];
  attachments: RecordedAttachment[] = [];
  flags = 0;
  allowedMentions: APIAllowedMentions | undefined;
  edits = 0;
  editedAt: string | undefined;
  deleted = false;
  readonly createdAt = new Date().toISOString();

  constructor(
    readonly id: string,
    readonly channelId: string,
    readonly guildId: string | undefined,
    readonly author: FakeUser,
    readonly origin: MessageOrigin,
    readonly interactionId: string | undefined,
  ) {}

  get ephemeral(): boolean {
    return (this.flags & MessageFlags.Ephemeral) !== 0;
  }

  snapshot(): RecordedMessage {
    return Object.freeze({
      id: this.id,
      channelId: this.channelId,
      guildId: this.guildId,
      authorId: this.author.id,
      content: this.content,
      embeds: structuredClone(this.embeds),
      components: structuredClone(this.components),
      attachments: [...this.attachments],
      flags: this.flags,
      ephemeral: this.ephemeral,
      loading: (this.flags & MessageFlags.Loading) !== 0,
      allowedMentions: this.allowedMentions,
      interactionId: this.interactionId,
      origin: this.origin,
      edits: this.edits,
      deleted: this.deleted,
      createdAt: this.createdAt,
    });
  }
}

/**
 * Applies a body: on create everything given is set; on edit only the fields present change,
 * and `attachments` (when present) lists which old files to keep and describes the new ones.
 */
export function applyBody(
  world: World,
  message: FakeMessage,
  body: MessageBody,
  files: readonly UploadedFile[],
  mode: "create" | "edit",
): void {
  if (body.content !== undefined) message.content = body.content ?? "";
  if (body.embeds !== undefined) message.embeds = body.embeds ?? [];
  if (body.components !== undefined) message.components = body.components ?? [];
  if (body.allowed_mentions !== undefined)
    message.allowedMentions = body.allowed_mentions ?? undefined;
  if (mode === "create" && body.flags != null) message.flags = body.flags;
  if (mode === "edit" && body.flags != null) {
    // Only SuppressEmbeds may be changed on an edit; the rest (ephemeral, loading) stay.
    const editable = MessageFlags.SuppressEmbeds;
    message.flags = (message.flags & ~editable) | (body.flags & editable);
  }
  const uploaded = (
    index: number,
    described?: { filename?: string; description?: string | null },
  ) => {
    const file = files.find((f) => f.index === index);
    if (file === undefined) throw new BadRequest(`attachments refers to files[${index}], not sent`);
    return {
      id: world.ids.next(),
      filename: described?.filename ?? file.filename,
      description: described?.description ?? undefined,
      contentType: file.contentType,
      data: file.data,
    };
  };
  if (body.attachments != null) {
    const kept: RecordedAttachment[] = [];
    for (const entry of body.attachments) {
      const old = message.attachments.find((a) => a.id === String(entry.id));
      if (old !== undefined) kept.push(old);
      else kept.push(uploaded(Number(entry.id), entry));
    }
    // Files sent but not described in `attachments` are still attached.
    const described = new Set(body.attachments.map((a) => String(a.id)));
    for (const file of files) {
      if (!described.has(String(file.index))) kept.push(uploaded(file.index));
    }
    message.attachments = kept;
  } else if (files.length > 0) {
    message.attachments = [...message.attachments, ...files.map((f) => uploaded(f.index))];
  }
  if (mode === "edit") {
    message.edits += 1;
    message.editedAt = new Date().toISOString();
    message.flags &= ~MessageFlags.Loading;
  }
}

/**
 * The message as `body` would leave it, without changing `message` (to see whether an edit
 * would empty it).
 */
export function previewEdit(
  world: World,
  message: FakeMessage,
  body: MessageBody,
  files: readonly UploadedFile[],
): FakeMessage {
  const copy = Object.assign(Object.create(FakeMessage.prototype) as FakeMessage, message);
  applyBody(world, copy, body, files, "edit");
  return copy;
}

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly code = 50035,
  ) {
    super(message);
  }
}

/** The message object Discord returns and puts in component interactions. */
/** `origin` is the fake's http://127.0.0.1:port, where attachments can be downloaded. */
export function apiMessage(world: World, message: FakeMessage, origin: string): APIMessage {
  const interaction = message.interactionId;
  return {
    id: message.id,
    channel_id: message.channelId,
    author: {
      id: message.author.id,
      username: message.author.username,
      global_name: message.author.globalName,
      discriminator: "0",
      avatar: null,
      bot: message.author.bot,
    },
    content: message.content,
    timestamp: message.createdAt,
    edited_timestamp: message.editedAt ?? null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map(
      (a): APIAttachment => ({
        id: a.id,
        filename: a.filename,
        ...(a.description === undefined ? {} : { description: a.description }),
        ...(a.contentType === undefined ? {} : { content_type: a.contentType }),
        size: a.data.byteLength,
        url: attachmentUrl(origin, message, a),
        proxy_url: attachmentUrl(origin, message, a),
      }),
    ),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    type:
      message.origin === "follow-up" || message.origin === "channel"
        ? MessageType.Default
        : MessageType.ChatInputCommand,
    flags: message.flags,
    ...(interaction === undefined
      ? {}
      : { webhook_id: world.applicationId, application_id: world.applicationId }),
  };
}

function attachmentUrl(origin: string, message: FakeMessage, attachment: RecordedAttachment) {
  return `${origin}/attachments/${message.channelId}/${attachment.id}/${encodeURIComponent(attachment.filename)}`;
}

/** Per-channel timelines, oldest first, and every message by id. */
export class Timelines {
  readonly #byChannel = new Map<string, FakeMessage[]>();
  readonly #byId = new Map<string, FakeMessage>();

  add(message: FakeMessage): void {
    const timeline = this.#byChannel.get(message.channelId) ?? [];
    timeline.push(message);
    this.#byChannel.set(message.channelId, timeline);
    this.#byId.set(message.id, message);
  }

  get(id: string): FakeMessage | undefined {
    return this.#byId.get(id);
  }

  inChannel(channelId: string): readonly FakeMessage[] {
    return this.#byChannel.get(channelId) ?? [];
  }
}
