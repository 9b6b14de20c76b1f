/**
 * A prompt once a click has answered it: its text stays, its buttons go, and a last line says
 * who chose what ("✔ alice: Rome moves first"). Discord keeps no update that would empty a
 * message (it silently leaves the old one, buttons live), so the answered prompt must keep text.
 * The message's embeds and files (the turn's log and map the prompt rode on) stay as they are.
 */
import { safeText } from "../format/safe-text.ts";
import type { Actor, Reply } from "../interaction.ts";

/** Discord's limit on a message's content. */
const CONTENT_LIMIT = 2000;

export function answeredPrompt(prompt: Reply, actor: Actor, choice: string): Reply {
  const line = `✔ ${safeText(actor.displayName)}: ${choice}`;
  const room = CONTENT_LIMIT - line.length - 2;
  const text = prompt.content ?? "";
  const kept = text.length <= room ? text : `${text.slice(0, room - 1)}…`;
  // An edit pings nobody, so no mentions are carried over.
  return {
    content: kept.length === 0 ? line : `${kept}\n${line}`,
    components: [],
    keepsEmbedsAndFiles: true,
  };
}

/**
 * The answered prompt with the next prompt folded in, when the next one would ping nobody but
 * the clicker (who is here already) and fits as text: one edit instead of a new message.
 * Undefined when it must be posted.
 */
export function withNextPrompt(answered: Reply, next: Reply, actor: Actor): Reply | undefined {
  const pingsOthers = (next.mentionUserIds ?? []).some((id) => id !== actor.id);
  if (pingsOthers || next.embeds !== undefined || next.files !== undefined) return undefined;
  const content = [answered.content ?? "", next.content ?? ""].join("\n").trim();
  if (content.length > CONTENT_LIMIT) return undefined;
  return { ...answered, content, components: next.components ?? [] };
}
