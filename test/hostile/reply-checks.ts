/**
 * What every message a handler sends must satisfy, whatever the user typed: Discord accepts it
 * (its length and count limits), it pings nobody it does not name in mentionUserIds, it echoes no
 * user text as markdown, and a private answer says something. Each check returns the problems
 * found, so a failing property names them all.
 */
import type { AutocompleteChoice, Reply } from "../../commands/interaction.ts";
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

/** Discord's limits on a message (https://discord.com/developers/docs/resources/message). */
const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  rows: 5,
  buttons: 5,
  label: 80,
  customId: 100,
  menuOptions: 25,
  optionText: 100,
  placeholder: 150,
};

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
  if (!relaxed.limits) problems.push(...limitProblems(reply));
  return problems.map((p) => `${p}: ${JSON.stringify(text.slice(0, 300))}`);
}

function limitProblems(reply: Reply): string[] {
  const problems: string[] = [];
  const over = (what: string, length: number, most: number) => {
    if (length > most) problems.push(`${what} is ${length} long, over Discord's ${most}`);
  };
  over("content", (reply.content ?? "").length, LIMITS.content);
  const embeds = reply.embeds ?? [];
  over("embed count", embeds.length, LIMITS.embeds);
  let total = 0;
  for (const e of embeds) {
    over("embed title", (e.title ?? "").length, LIMITS.title);
    over("embed description", (e.description ?? "").length, LIMITS.description);
    over("embed footer", (e.footer ?? "").length, LIMITS.footer);
    over("embed fields", (e.fields ?? []).length, LIMITS.fields);
    for (const f of e.fields ?? []) {
      over("field name", f.name.length, LIMITS.fieldName);
      over("field value", f.value.length, LIMITS.fieldValue);
      if (f.name.trim() === "" || f.value.trim() === "") problems.push("an embed field is blank");
      total += f.name.length + f.value.length;
    }
    total += (e.title ?? "").length + (e.description ?? "").length + (e.footer ?? "").length;
  }
  over("embeds' total text", total, LIMITS.embedTotal);
  const rows = reply.components ?? [];
  over("component rows", rows.length, LIMITS.rows);
  for (const row of rows) {
    if (row.kind === "buttons") {
      over("buttons in a row", row.buttons.length, LIMITS.buttons);
      for (const b of row.buttons) {
        over("button label", b.label.length, LIMITS.label);
        over("button custom id", b.customId.length, LIMITS.customId);
        if (b.label.trim() === "") problems.push("a button has no label");
      }
    } else {
      const { menu } = row;
      over("menu custom id", menu.customId.length, LIMITS.customId);
      over("menu placeholder", menu.placeholder.length, LIMITS.placeholder);
      over("menu options", menu.options.length, LIMITS.menuOptions);
      if (menu.options.length === 0) problems.push("a menu has no options");
      for (const o of menu.options) {
        over("menu option label", o.label.length, LIMITS.optionText);
        over("menu option value", o.value.length, LIMITS.optionText);
        over("menu option description", (o.description ?? "").length, LIMITS.optionText);
        if (o.label.trim() === "") problems.push("a menu option has no label");
      }
    }
  }
  return problems;
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
