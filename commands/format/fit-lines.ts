/**
 * Lines of text that grow with a battle (a prompt naming every awaited figure, a roster, a
 * notice per late figure) fitted to one message within Discord's limits: split into pieces, or
 * cut with a count of what was left out, never sent too long.
 */
import type { Embed } from "../interaction.ts";
import { DISCORD_LIMITS } from "./discord-limits.ts";

/** Lines in pieces of at most `limit` characters; a line longer than that is cut. */
export function chunkLines(lines: readonly string[], limit: number): string[] {
  const chunks: string[] = [];
  for (const line of lines.map((l) => cutLine(l, limit))) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + 1 + line.length <= limit) {
      chunks[chunks.length - 1] = `${last}\n${line}`;
    } else {
      chunks.push(line);
    }
  }
  return chunks;
}

function cutLine(line: string, limit: number): string {
  return line.length <= limit ? line : `${line.slice(0, limit - 1)}…`;
}

/**
 * The first lines that fit in `limit` characters, joined; when some do not, a last line says
 * how many were left out.
 */
export function cutLines(lines: readonly string[], limit: number): string {
  const all = lines.join("\n");
  if (all.length <= limit) return all;
  const kept: string[] = [];
  let length = 0;
  for (const [i, line] of lines.entries()) {
    const left = lines.length - i;
    const note = `… and ${left} more line${left === 1 ? "" : "s"}.`;
    const added = length + (kept.length === 0 ? 0 : 1) + line.length;
    if (added + 1 + note.length > limit) return [...kept, note].join("\n");
    kept.push(line);
    length = added;
  }
  return kept.join("\n");
}

/**
 * Lines as the embeds of one message, the first with `first`'s title and the like, split across
 * up to 10 embeds and 6000 characters; null when they need more.
 */
export function splitEmbeds(
  lines: readonly string[],
  first: Omit<Embed, "description"> = {},
): Embed[] | null {
  const room = DISCORD_LIMITS.embedTotal - (first.title?.length ?? 0) - (first.footer?.length ?? 0);
  const pieces = chunkLines(lines, DISCORD_LIMITS.description);
  const total = pieces.reduce((sum, p) => sum + p.length, 0);
  if (pieces.length > DISCORD_LIMITS.embeds || total > room) return null;
  return pieces.map((description, i) => (i === 0 ? { ...first, description } : { description }));
}

/** As splitEmbeds, but lines that need more are cut into one embed, saying how many are left out. */
export function fitEmbeds(
  lines: readonly string[],
  first: Omit<Embed, "description"> = {},
): Embed[] {
  return (
    splitEmbeds(lines, first) ?? [
      { ...first, description: cutLines(lines, DISCORD_LIMITS.description) },
    ]
  );
}
