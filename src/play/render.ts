/**
 * Shows a reply as terminal text: content, embeds as titled blocks with their fields, buttons
 * and menus as the /click or /select line that uses them, and where attached files were written.
 */
import type { ComponentRow, Embed, Reply } from "../../commands/interaction.ts";

export interface RenderContext {
  /** Paths the reply's files were written to, in the reply's order. */
  readonly filePaths: readonly string[];
  /** Who may see an ephemeral reply: "you", or another local user's name. */
  readonly viewer: string;
}

export function renderReply(reply: Reply, context: RenderContext): string {
  const lines: string[] = [];
  if (reply.content !== undefined && reply.content !== "") lines.push(plain(reply.content));
  for (const embed of reply.embeds ?? []) lines.push(...renderEmbed(embed));
  for (const row of reply.components ?? []) lines.push(...renderRow(row));
  context.filePaths.forEach((path, index) => {
    const description = reply.files?.[index]?.description;
    lines.push(`File: ${path}${description === undefined ? "" : ` (${plain(description)})`}`);
  });
  if (reply.ephemeral === true) lines.push(`(only ${context.viewer} can see this)`);
  return lines.join("\n");
}

function renderEmbed(embed: Embed): string[] {
  const body: string[] = [];
  if (embed.description !== undefined) body.push(...plain(embed.description).split("\n"));
  for (const field of embed.fields ?? []) {
    const value = plain(field.value).split("\n");
    if (value.length === 1) body.push(`${plain(field.name)}: ${value[0]}`);
    else body.push(`${plain(field.name)}:`, ...value.map((line) => `  ${line}`));
  }
  if (embed.footer !== undefined) body.push(`-- ${plain(embed.footer)}`);
  const title = embed.title === undefined ? "" : ` ${plain(embed.title)}`;
  return [`+--${title}`, ...body.map((line) => `| ${line}`), "+--"];
}

function renderRow(row: ComponentRow): string[] {
  if (row.kind === "buttons") {
    return row.buttons.map((button) =>
      button.disabled === true
        ? `[${button.label}] (disabled)`
        : `[${button.label}] → /click ${button.customId}`,
    );
  }
  const { menu } = row;
  const several = (menu.maxValues ?? 1) > 1;
  return [
    `[${menu.placeholder}] → /select ${menu.customId} ${several ? "<values…>" : "<value>"}`,
    ...menu.options.map(
      (o) =>
        `  ${o.value}: ${o.label}${o.description === undefined ? "" : ` (${o.description})`}${o.chosen === true ? " (chosen)" : ""}`,
    ),
  ];
}

/**
 * Discord-bound text as a terminal should show it: markdown escapes dropped ("2\-handed" reads
 * "2-handed"), the zero-width spaces that keep names from mentioning anyone removed, a mention
 * as the user's name and a timestamp as a local date and time, as Discord's client shows them.
 */
export function plain(text: string): string {
  return text
    .replace(/\\([^\w\s])/g, "$1")
    .replace(/\u200b/g, "")
    .replace(/<@!?([^>\s]+)>/g, (_, id: string) => `@${id.replace(/^local:/, "")}`)
    .replace(/<t:(-?\d+)(?::[tTdDfFR])?>/g, (_, seconds: string) => localTime(Number(seconds)));
}

/** "26 Nov 2026, 14:05" in the terminal's own time zone. */
export function localTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
