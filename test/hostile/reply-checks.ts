/**
 * What every message a handler sends must satisfy, whatever the user typed: Discord accepts it
 * (its length and count limits), it pings nobody it does not name in mentionUserIds, it echoes no
 * user text as markdown, and a private answer says something. Each check returns the problems
 * found, so a failing property names them all.
 */
import { replyLimitProblems } from "../../commands/format/discord-limits.ts";
import type { AutocompleteChoice } from "../../commands/interaction.ts";
import { KNOWN_USER_IDS, replyText } from "./arena-world.ts";
import type { Sent } from "./recording-interaction.ts";

/** Markdown that, found verbatim in a reply, was echoed from user text unescaped. */
const MARKDOWN_INJECTIONS = [
  "**Pwned**",
  "__Pwned__",
  "~~Pwned~~",
  "||Pwned||",
  "`Pwned`",
  "[Pwned](https://example.com)",
];
const LINE_START_INJECTION = /(^|\n)\s*(# Pwned|> Pwned|- Pwned)/;
/**
 * A user or role mention as Discord parses it; "@" followed by a zero-width space is not one.
 * The bot sends every message with allowed mentions limited to mentionUserIds, so naming a
 * player as <@id> shows their name and pings nobody else; but a mention of someone the world
 * does not know can only have come from user text, echoed unescaped.
 */
const MENTION = /<@([!&]?)([\w:]+)>/g;
const MASS_MENTION = /@(everyone|here)/;

/** Checks to leave out, for input no real client could send. */
export interface Relaxed {
  /** Malformed options may be echoed at any length. */
  readonly limits?: boolean;
  /**
   * A forged custom id may name any user id, and a message may mention it (pinging nobody:
   * allowed mentions are mentionUserIds only). Discord delivers only ids the bot posted.
   */
  readonly strangers?: boolean;
}

export function messageProblems(sent: Sent, relaxed: Relaxed = {}): string[] {
  const { reply, kind } = sent;
  const problems: string[] = [];
  const text = replyText(reply);
  const allowed = new Set([...(reply.mentionUserIds ?? []), ...KNOWN_USER_IDS]);
  for (const [, kindMark, id] of text.matchAll(MENTION)) {
    if (kindMark === "&") problems.push(`${kind} mentions role ${id}`);
    else if (!relaxed.strangers && !allowed.has(id ?? "")) {
      problems.push(`${kind} echoes the mention <@${id}>`);
    }
  }
  if (MASS_MENTION.test(text)) problems.push(`${kind} contains a raw @everyone or @here`);
  for (const injection of MARKDOWN_INJECTIONS) {
    if (text.includes(injection)) problems.push(`${kind} echoes ${injection} unescaped`);
  }
  if (LINE_START_INJECTION.test(text)) problems.push(`${kind} echoes line markdown unescaped`);
  if (reply.ephemeral === true && text.trim() === "") {
    problems.push(`${kind} is a private answer with no text`);
  }
  if (kind !== "update" && text.trim() === "" && (reply.files ?? []).length === 0) {
    problems.push(`${kind} is an empty message`);
  }
  if (!relaxed.limits) problems.push(...replyLimitProblems(reply));
  return problems.map((p) => `${p}: ${JSON.stringify(text.slice(0, 300))}`);
}

/** Discord accepts at most 25 choices, each named 1 to 100 characters with a value of at most 100. */
export function choiceProblems(responses: readonly (readonly AutocompleteChoice[])[]): string[] {
  if (responses.length !== 1) return [`answered autocomplete ${responses.length} times`];
  const [choices = []] = responses;
  const problems: string[] = [];
  if (choices.length > 25) problems.push(`${choices.length} choices, over Discord's 25`);
  for (const c of choices) {
    if (c.name.length < 1 || c.name.length > 100) {
      problems.push(`choice name ${JSON.stringify(c.name)} is ${c.name.length} long`);
    }
    if (c.value.length > 100) {
      problems.push(
        `choice value ${JSON.stringify(c.value.slice(0, 40))}… is ${c.value.length} long`,
      );
    }
  }
  return problems;
}
