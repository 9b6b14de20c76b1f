/**
 * What Discord checks in a message body, a modal and autocomplete choices, each rule with the
 * page of Discord's developer documentation (discord.com/developers/docs) that states it.
 * A broken rule is refused as Discord refuses it: 400 with 50035 "Invalid Form Body", or 50006
 * for an empty message.
 */
import {
  type APIApplicationCommandOptionChoice,
  type APIEmbed,
  type APIMessageTopLevelComponent,
  ComponentType,
  MessageFlags,
} from "discord-api-types/v10";
import { BadRequest, type FakeMessage, type MessageBody, type UploadedFile } from "./messages.ts";

/** Flags a bot may set when it creates a message. */
export const CREATE_FLAGS =
  MessageFlags.Ephemeral |
  MessageFlags.SuppressEmbeds |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsComponentsV2;

/**
 * Refuses a create or edit body that breaks Discord's limits (50035), or a new message with
 * nothing in it (50006). `existing` is the message an edit changes: its files may be kept.
 */
export function checkMessageBody(
  body: MessageBody,
  files: readonly UploadedFile[],
  mode: "create" | "edit",
  existing?: FakeMessage,
): void {
  const problems: string[] = [];
  const content = body.content ?? "";
  // Message Resource › Create Message, JSON params: content "up to 2000 characters".
  if (content.length > 2000) problems.push(`content is ${content.length} characters (max 2000)`);
  embedProblems(body.embeds ?? [], problems);
  const componentsV2 = ((body.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
  if (!componentsV2) componentProblems(body.components ?? [], problems);
  attachmentProblems(body, files, existing, problems);
  if (problems.length > 0) throw new BadRequest(`Invalid Form Body: ${problems.join("; ")}`);
  // Message Resource › Create Message: "at least one of content, embeds, sticker_ids,
  // components, files[n], or poll"; Opcodes and Status Codes › JSON Error Codes: 50006.
  const empty =
    content.length === 0 &&
    (body.embeds ?? []).length === 0 &&
    (body.components ?? []).length === 0 &&
    files.length === 0 &&
    (body.attachments ?? []).length === 0;
  if (mode === "create" && empty) throw emptyMessage();
}

export const emptyMessage = () => new BadRequest("Cannot send an empty message", 50006);

/** A message with nothing left to show: Discord keeps no such message (see emptyMessage). */
export function isEmpty(message: FakeMessage): boolean {
  return (
    message.content.length === 0 &&
    message.embeds.length === 0 &&
    message.components.length === 0 &&
    message.attachments.length === 0
  );
}

/** Message Resource › Embed Object › Embed Limits. */
function embedProblems(embeds: readonly APIEmbed[], problems: string[]): void {
  if (embeds.length > 10) problems.push(`${embeds.length} embeds (max 10)`);
  let embedCharacters = 0;
  embeds.forEach((embed, i) => {
    const where = `embeds[${i}]`;
    const limit = (text: string | undefined, max: number, what: string) => {
      const length = text?.length ?? 0;
      embedCharacters += length;
      if (length > max) problems.push(`${where}.${what} is ${length} characters (max ${max})`);
    };
    limit(embed.title, 256, "title");
    limit(embed.description, 4096, "description");
    limit(embed.footer?.text, 2048, "footer.text");
    limit(embed.author?.name, 256, "author.name");
    const fields = embed.fields ?? [];
    if (fields.length > 25) problems.push(`${where} has ${fields.length} fields (max 25)`);
    fields.forEach((field, j) => {
      limit(field.name, 256, `fields[${j}].name`);
      limit(field.value, 1024, `fields[${j}].value`);
      if (field.name.length === 0 || field.value.length === 0) {
        problems.push(`${where}.fields[${j}] needs a name and a value`);
      }
    });
  });
  // Embed Limits: "the combined sum of characters in all title, description, field.name,
  // field.value, footer.text, and author.name fields across all embeds … must not exceed 6000".
  if (embedCharacters > 6000) problems.push(`embeds hold ${embedCharacters} characters (max 6000)`);
}

/** Components Reference › Action Row, Button, String Select (and its Select Option). */
function componentProblems(rows: readonly APIMessageTopLevelComponent[], problems: string[]): void {
  if (rows.length > 5) problems.push(`${rows.length} action rows (max 5)`);
  rows.forEach((row, i) => {
    const inner = "components" in row ? row.components : [];
    const where = `components[${i}]`;
    // Action Row: "up to 5 contextually grouped buttons" or "a single select component".
    if (inner.length > 5) problems.push(`${where} has ${inner.length} items (max 5)`);
    const selects = inner.filter((c) => c.type !== ComponentType.Button).length;
    if (selects > 0 && inner.length > 1)
      problems.push(`${where}: a select must be alone in its row`);
    inner.forEach((component, j) => {
      const at = `${where}.components[${j}]`;
      const limit = (text: string | undefined, max: number, what: string) => {
        if ((text?.length ?? 0) > max) {
          problems.push(`${at}.${what} is ${text?.length} characters (max ${max})`);
        }
      };
      // Button and String Select: custom_id "max 100 characters".
      if ("custom_id" in component) limit(component.custom_id, 100, "custom_id");
      if (component.type === ComponentType.Button) {
        // Button: label "max 80 characters".
        if ("label" in component) limit(component.label, 80, "label");
        return;
      }
      if (component.type !== ComponentType.StringSelect) return;
      // String Select: placeholder "max 150 characters", options "max 25".
      limit(component.placeholder, 150, "placeholder");
      const options = component.options ?? [];
      if (options.length < 1 || options.length > 25) {
        problems.push(`${at} has ${options.length} options (1-25)`);
      }
      // Select Option Structure: label, value and description "max 100 characters".
      options.forEach((option, k) => {
        limit(option.label, 100, `options[${k}].label`);
        limit(option.value, 100, `options[${k}].value`);
        limit(option.description, 100, `options[${k}].description`);
      });
    });
  });
}

/**
 * Message Resource › Create Message › Uploading Files: each `attachments[].id` names an
 * uploaded `files[n]` (or, on an edit, a file the message already has); Attachment Object:
 * description (alt text) "max 1024 characters". At most 10 files.
 */
function attachmentProblems(
  body: MessageBody,
  files: readonly UploadedFile[],
  existing: FakeMessage | undefined,
  problems: string[],
): void {
  if (files.length > 10) problems.push(`${files.length} files (max 10)`);
  (body.attachments ?? []).forEach((entry, i) => {
    const id = String(entry.id);
    const uploaded = files.some((f) => String(f.index) === id);
    const kept = existing?.attachments.some((a) => a.id === id) ?? false;
    if (!uploaded && !kept) problems.push(`attachments[${i}] refers to files[${id}], not sent`);
    const alt = entry.description ?? "";
    if (alt.length > 1024) {
      problems.push(`attachments[${i}].description is ${alt.length} characters (max 1024)`);
    }
  });
}

/**
 * Receiving and Responding › Interaction Response Object › Autocomplete: "up to 25 choices";
 * Application Commands › Application Command Option Choice Structure: name 1-100 characters,
 * a string value up to 100.
 */
export function checkChoices(choices: unknown): APIApplicationCommandOptionChoice[] {
  if (!Array.isArray(choices) || choices.length > 25) {
    throw new BadRequest("Invalid Form Body: at most 25 choices");
  }
  for (const choice of choices as APIApplicationCommandOptionChoice[]) {
    if (choice.name.length < 1 || choice.name.length > 100 || String(choice.value).length > 100) {
      throw new BadRequest("Invalid Form Body: a choice's name and value are 1-100 characters");
    }
  }
  return choices as APIApplicationCommandOptionChoice[];
}

/**
 * Receiving and Responding › Interaction Response Object › Modal: custom_id "max 100
 * characters", title "max 45 characters", "between 1 and 5" components.
 */
export function checkModal(data: {
  custom_id?: unknown;
  title?: unknown;
  components?: unknown;
}): void {
  const problems: string[] = [];
  const text = (value: unknown, max: number, what: string) => {
    if (typeof value !== "string" || value.length < 1 || value.length > max) {
      problems.push(`${what} must be 1-${max} characters`);
    }
  };
  text(data.custom_id, 100, "custom_id");
  text(data.title, 45, "title");
  const count = Array.isArray(data.components) ? data.components.length : 0;
  if (count < 1 || count > 5) problems.push(`a modal has 1-5 components, not ${count}`);
  if (problems.length > 0) throw new BadRequest(`Invalid Form Body: ${problems.join("; ")}`);
}
