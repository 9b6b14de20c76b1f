/**
 * A prompt once a click has answered it: its text stays, its buttons go, and a last line says
 * who chose what ("✔ alice: Rome moves first"). Discord keeps no update that would empty a
 * message (it silently leaves the old one, buttons live), so the answered prompt must keep text.
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
  // Embeds stay as they were; an edit pings nobody, so no mentions are carried over.
  return {
    content: kept.length === 0 ? line : `${kept}\n${line}`,
    ...(prompt.embeds === undefined ? {} : { embeds: prompt.embeds }),
    components: [],
  };
}
