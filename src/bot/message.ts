/**
 * Turns the handlers' plain `Reply` into the payloads discord.js sends.
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  MessageFlags,
  StringSelectMenuBuilder,
} from "discord.js";
import type {
  Button,
  ComponentRow,
  Embed,
  FileAttachment,
  Reply,
} from "../../commands/interaction.ts";

const BUTTON_STYLES: Record<Button["style"], ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

/** A new message: a reply or a follow-up. */
export function newMessage(reply: Reply): InteractionReplyOptions {
  return {
    ...body(reply),
    flags: reply.ephemeral ? MessageFlags.Ephemeral : undefined,
  };
}

/**
 * An edit that replaces the whole message (a component's `update`, or the answer to a deferred
 * command): what the reply leaves out is cleared rather than kept from the old message, except
 * the embeds and files of a reply that keeps them.
 */
export function replacement(reply: Reply): InteractionUpdateOptions & InteractionEditReplyOptions {
  const { content, embeds, components, files, allowedMentions } = body(reply);
  // What an edit leaves out, Discord keeps.
  if (reply.keepsEmbedsAndFiles === true) {
    return { content: content ?? "", components: components ?? [], allowedMentions };
  }
  return {
    content: content ?? "",
    embeds: embeds ?? [],
    components: components ?? [],
    // `attachments` lists the old files to keep: none.
    attachments: [],
    files: files ?? [],
    allowedMentions,
  };
}

function body(reply: Reply) {
  return {
    content: reply.content,
    embeds: reply.embeds?.map(toEmbed),
    components: reply.components?.map(toRow),
    files: reply.files?.map(toAttachment),
    // Only the users the handler names may be pinged; never @everyone or roles.
    allowedMentions: { users: [...(reply.mentionUserIds ?? [])], parse: [] },
  };
}

function toEmbed(embed: Embed): EmbedBuilder {
  return new EmbedBuilder()
    .setTitle(embed.title ?? null)
    .setDescription(embed.description ?? null)
    .setFields([...(embed.fields ?? [])])
    .setFooter(embed.footer === undefined ? null : { text: embed.footer })
    .setColor(embed.color ?? null);
}

function toRow(row: ComponentRow) {
  if (row.kind === "buttons") {
    return new ActionRowBuilder<ButtonBuilder>().addComponents(
      row.buttons.map((button) =>
        new ButtonBuilder()
          .setCustomId(button.customId)
          .setLabel(button.label)
          .setStyle(BUTTON_STYLES[button.style])
          .setDisabled(button.disabled ?? false),
      ),
    );
  }
  const menu = new StringSelectMenuBuilder()
    .setCustomId(row.menu.customId)
    .setPlaceholder(row.menu.placeholder)
    .addOptions(
      row.menu.options.map(({ label, value, description, chosen }) => ({
        label,
        value,
        ...(description === undefined ? {} : { description }),
        ...(chosen === true ? { default: true } : {}),
      })),
    );
  if (row.menu.minValues !== undefined) menu.setMinValues(row.menu.minValues);
  if (row.menu.maxValues !== undefined) menu.setMaxValues(row.menu.maxValues);
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu);
}

function toAttachment(file: FileAttachment): AttachmentBuilder {
  const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  return new AttachmentBuilder(data, { name: file.name, description: file.description });
}
