/**
 * Discord's limits on one message (https://discord.com/developers/docs/resources/message), and
 * the check of a Reply against them. Handlers size what grows with a battle by these numbers;
 * tests (and the fake Discord) hold every message to them.
 */
import type { Reply } from "../interaction.ts";

export const DISCORD_LIMITS = {
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
  /** An attachment's description (its alt text). */
  fileDescription: 1024,
} as const;

/** Every way the reply breaks a limit, in words; empty when Discord would accept it. */
export function replyLimitProblems(reply: Reply): string[] {
  const problems: string[] = [];
  const over = (what: string, length: number, most: number) => {
    if (length > most) problems.push(`${what} is ${length} long, over Discord's ${most}`);
  };
  over("content", (reply.content ?? "").length, DISCORD_LIMITS.content);
  const embeds = reply.embeds ?? [];
  over("embed count", embeds.length, DISCORD_LIMITS.embeds);
  let total = 0;
  for (const e of embeds) {
    over("embed title", (e.title ?? "").length, DISCORD_LIMITS.title);
    over("embed description", (e.description ?? "").length, DISCORD_LIMITS.description);
    over("embed footer", (e.footer ?? "").length, DISCORD_LIMITS.footer);
    over("embed fields", (e.fields ?? []).length, DISCORD_LIMITS.fields);
    for (const f of e.fields ?? []) {
      over("field name", f.name.length, DISCORD_LIMITS.fieldName);
      over("field value", f.value.length, DISCORD_LIMITS.fieldValue);
      if (f.name.trim() === "" || f.value.trim() === "") problems.push("an embed field is blank");
      total += f.name.length + f.value.length;
    }
    total += (e.title ?? "").length + (e.description ?? "").length + (e.footer ?? "").length;
  }
  over("embeds' total text", total, DISCORD_LIMITS.embedTotal);
  for (const file of reply.files ?? []) {
    over("file description", (file.description ?? "").length, DISCORD_LIMITS.fileDescription);
  }
  const rows = reply.components ?? [];
  over("component rows", rows.length, DISCORD_LIMITS.rows);
  for (const row of rows) {
    if (row.kind === "buttons") {
      over("buttons in a row", row.buttons.length, DISCORD_LIMITS.buttons);
      for (const b of row.buttons) {
        over("button label", b.label.length, DISCORD_LIMITS.label);
        over("button custom id", b.customId.length, DISCORD_LIMITS.customId);
        if (b.label.trim() === "") problems.push("a button has no label");
      }
    } else {
      const { menu } = row;
      over("menu custom id", menu.customId.length, DISCORD_LIMITS.customId);
      over("menu placeholder", menu.placeholder.length, DISCORD_LIMITS.placeholder);
      over("menu options", menu.options.length, DISCORD_LIMITS.menuOptions);
      if (menu.options.length === 0) problems.push("a menu has no options");
      for (const o of menu.options) {
        over("menu option label", o.label.length, DISCORD_LIMITS.optionText);
        over("menu option value", o.value.length, DISCORD_LIMITS.optionText);
        over("menu option description", (o.description ?? "").length, DISCORD_LIMITS.optionText);
        if (o.label.trim() === "") problems.push("a menu option has no label");
      }
    }
  }
  return problems;
}
