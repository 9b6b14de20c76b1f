/**
 * Splits log lines into embeds and messages within Discord's limits — at most 4096 characters in
 * an embed's description, 10 embeds and 6000 characters of embeds in one message — so a long log
 * becomes several messages and nothing is ever cut off.
 */
import { DISCORD_LIMITS } from "../format/discord-limits.ts";
import { safeText } from "../format/safe-text.ts";
import type { Embed, Reply } from "../interaction.ts";

export const LOG_COLOR = 0x8b5a2b;

/**
 * A line of the log: plain text (escaped here), or markdown already made safe by its writer
 * (a struck-through undone step, a mention of the GM who undid it), with its plain-text form
 * for a text file.
 */
export type LogLine = string | { readonly markdown: string; readonly plain: string };

/** The lines as a plain text file's contents, one per line. */
export function logText(lines: readonly LogLine[]): string {
  return `${lines.map((line) => (typeof line === "string" ? line : line.plain)).join("\n")}\n`;
}

/** Lines packed into descriptions of at most `limit` characters each. */
export function logDescriptions(
  lines: readonly LogLine[],
  limit: number = DISCORD_LIMITS.description,
): string[] {
  const chunks: string[] = [];
  let current = "";
  const push = (piece: string) => {
    const joined = current === "" ? piece : `${current}\n${piece}`;
    if (joined.length <= limit) {
      current = joined;
      return;
    }
    if (current !== "") chunks.push(current);
    current = piece;
  };
  for (const raw of lines) {
    let line = typeof raw === "string" ? safeText(raw) : raw.markdown;
    // A single line longer than an embed is split, never dropped.
    while (line.length > limit) {
      push(line.slice(0, limit));
      line = line.slice(limit);
    }
    push(line);
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

/** The log as embed messages: "Combat log (1/3)", … */
export function logMessages(title: string, lines: readonly LogLine[]): Reply[] {
  const descriptions = logDescriptions(lines);
  if (descriptions.length === 0) return [{ content: `${safeText(title)}: nothing logged yet.` }];
  const safeTitle = safeText(title);
  const embeds: Embed[] = descriptions.map((description, i) => ({
    title: descriptions.length === 1 ? safeTitle : `${safeTitle} (${i + 1}/${descriptions.length})`,
    description,
    color: LOG_COLOR,
  }));
  const messages: Reply[] = [];
  let batch: Embed[] = [];
  let size = 0;
  for (const embed of embeds) {
    const length = (embed.title?.length ?? 0) + (embed.description?.length ?? 0);
    if (
      batch.length > 0 &&
      (batch.length === DISCORD_LIMITS.embeds || size + length > DISCORD_LIMITS.embedTotal)
    ) {
      messages.push({ embeds: batch });
      batch = [];
      size = 0;
    }
    batch.push(embed);
    size += length;
  }
  if (batch.length > 0) messages.push({ embeds: batch });
  return messages;
}
