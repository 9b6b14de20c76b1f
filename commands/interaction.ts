/**
 * The small interaction interface every command handler is written against.
 * The Discord adapter (src/bot) and the terminal (src/play) both implement it, so one handler
 * serves both; nothing here knows about discord.js.
 */

/** Who is acting. `displayName` is shown to other players; `id` is what ownership is keyed on. */
export interface Actor {
  readonly id: string;
  readonly displayName: string;
  /** Holds Discord's Manage Server permission in this guild (may act as GM). */
  readonly isServerManager: boolean;
}

/** Where the command was used. Local play uses guild "local" and channel "terminal". */
export interface Place {
  readonly guildId: string;
  readonly channelId: string;
}

export type OptionValue = string | number | boolean;

/** The options a user gave, already typed by their declared kind. */
export interface Options {
  getString(name: string): string | undefined;
  getInteger(name: string): number | undefined;
  getBoolean(name: string): boolean | undefined;
  /** A user option: the mentioned user's id. */
  getUser(name: string): string | undefined;
  /** An attachment option: the file the user attached. */
  getAttachment(name: string): AttachedFile | undefined;
}

/** A file attached to a command; its content is downloaded only when read. */
export interface AttachedFile {
  readonly name: string;
  /** In bytes, as Discord reports it before any download. */
  readonly size: number;
  /** The content as UTF-8 text; rejects when it cannot be downloaded. */
  text(): Promise<string>;
}

export interface EmbedField {
  readonly name: string;
  readonly value: string;
  readonly inline?: boolean;
}

export interface Embed {
  readonly title?: string;
  readonly description?: string;
  readonly fields?: readonly EmbedField[];
  readonly footer?: string;
  /** 0xRRGGBB */
  readonly color?: number;
}

export interface FileAttachment {
  readonly name: string;
  readonly data: Uint8Array;
  /** Alt text, so the game is playable without seeing the image. */
  readonly description?: string;
}

export interface Button {
  readonly customId: string;
  readonly label: string;
  readonly style: "primary" | "secondary" | "success" | "danger";
  readonly disabled?: boolean;
}

export interface SelectMenu {
  readonly customId: string;
  readonly placeholder: string;
  /** `chosen` options show as already picked (a multi-select's current choice). */
  readonly options: readonly {
    label: string;
    value: string;
    description?: string;
    chosen?: boolean;
  }[];
  /** How many values one choice may have: 1 to 1 when left out (Discord's default). */
  readonly minValues?: number;
  readonly maxValues?: number;
}

/** One row of buttons (at most 5) or one select menu, as Discord lays them out. */
export type ComponentRow =
  | { readonly kind: "buttons"; readonly buttons: readonly Button[] }
  | { readonly kind: "select"; readonly menu: SelectMenu };

export interface Reply {
  readonly content?: string;
  readonly embeds?: readonly Embed[];
  readonly files?: readonly FileAttachment[];
  readonly components?: readonly ComponentRow[];
  /** Seen only by the user who acted (errors are always ephemeral). */
  readonly ephemeral?: boolean;
  /** User ids this message may ping; nobody else is mentioned. */
  readonly mentionUserIds?: readonly string[];
  /**
   * For an edit: the message keeps its embeds and files (a turn's log and map), and only its
   * text and components change.
   */
  readonly keepsEmbedsAndFiles?: boolean;
}

/** A thread (Discord) or channel (local play) a handler opened: where it is, and posting there. */
export interface Thread extends Place {
  readonly name: string;
  /** Posts a message in the thread (not an answer to the interaction). */
  post(reply: Reply): Promise<void>;
}

/**
 * The bot's own messages where the interaction happened, posted and edited apart from the
 * interaction's answers (a battle's board message lives on across many interactions).
 */
export interface ChannelMessages {
  /** Posts a message for everyone; answers its id. */
  post(reply: Reply): Promise<string>;
  /** Replaces a message the bot posted; false when it is gone (deleted), so the caller posts anew. */
  edit(messageId: string, reply: Reply): Promise<boolean>;
}

/**
 * Optional capabilities of an interaction: a handler checks for them before use and answers
 * plainly when the platform lacks them.
 */
export interface PlaceCapabilities {
  /** Opens a new thread off this place (in local play, a new channel) named `name`. */
  createThread?(name: string): Promise<Thread>;
  /**
   * The permissions the bot holds where the interaction happened, by discord.js's flag names
   * ("SendMessages", "AttachFiles", "CreatePublicThreads", …). Local play allows everything.
   */
  botPermissions?(): Promise<readonly string[]>;
  /** The bot's own messages in this place (the battle's board). */
  channelMessages?(): ChannelMessages;
  /**
   * A link named `label` that jumps to a message of this server (null: to the channel).
   * Missing: Discord's message URL as a masked link; local play names its channel and message.
   */
  jumpLink?(place: Place, messageId: string | null, label: string): string;
  /** Whether the bot can message users directly (Discord's DMs; local play has none). */
  readonly directMessages?: boolean;
}

/** A slash command as typed: who, where, which command and subcommand, and its options. */
export interface TypedCommand {
  readonly actor: Actor;
  readonly place: Place;
  readonly commandName: string;
  readonly subcommandGroup: string | undefined;
  readonly subcommand: string | undefined;
  readonly options: Options;
}

/** What a handler can do in answer to a slash command. */
export interface CommandInteraction extends TypedCommand, PlaceCapabilities {
  /** Id of the delivery; a retried delivery carries the same id. */
  readonly interactionId: string;
  /** Answer the command. Call once; later messages go through `followUp`. */
  reply(reply: Reply): Promise<void>;
  /**
   * Acknowledge now and answer later (Discord allows 3 s before an answer is due); `reply` then
   * delivers the answer. The Discord adapter defers a declared slow subcommand before the
   * handler runs (Command.deferralOf), and any other late answer by itself.
   */
  defer(options?: { ephemeral?: boolean }): Promise<void>;
  followUp(reply: Reply): Promise<void>;
}

/** A button click or select-menu choice on a message the bot posted. */
export interface ComponentInteraction extends PlaceCapabilities {
  readonly actor: Actor;
  readonly place: Place;
  readonly customId: string;
  /** The chosen values of a select menu; empty for a button. */
  readonly values: readonly string[];
  readonly interactionId: string;
  /** Id of the message the component was on (a retried or repeated click carries the same). */
  readonly messageId: string;
  /** Replace the message the component was on. */
  update(reply: Reply): Promise<void>;
  /**
   * Acknowledge now and answer later: `update` then edits the message the component was on and
   * `reply` posts a follow-up. The Discord adapter does this by itself for an answer that is
   * late (src/bot/answer-in-time.ts); platforms without a deadline may leave it out.
   */
  deferUpdate?(): Promise<void>;
  reply(reply: Reply): Promise<void>;
  followUp(reply: Reply): Promise<void>;
}

export interface AutocompleteChoice {
  readonly name: string;
  readonly value: string;
}

/** The user is typing into an option that has autocomplete. */
export interface AutocompleteInteraction extends TypedCommand {
  readonly focused: { readonly name: string; readonly value: string };
  /** At most 25 choices (Discord's limit). */
  respond(choices: readonly AutocompleteChoice[]): Promise<void>;
}
