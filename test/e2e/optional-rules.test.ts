/**
 * An ADVANCED MELEE battle's optional rules through the real discord.js client and the fake
 * Discord: the forming message's multi-select menu, the GM's choice stored and redrawn as the
 * chosen options, and a player's choice refused privately.
 */
import { ComponentType } from "discord.js";
import { expect, it } from "vitest";
import { battle, sessionPerTest, settle } from "./support/battle.ts";
import type { Session } from "./support/session.ts";

let s: Session;
sessionPerTest((session) => {
  s = session;
});

interface MenuJson {
  readonly type: number;
  readonly custom_id: string;
  readonly options: readonly { readonly value: string; readonly default?: boolean }[];
}

function menuOn(message: { readonly components: readonly unknown[] }): MenuJson | undefined {
  return message.components
    .flatMap((row) => (row as { components: MenuJson[] }).components)
    .find((c) => c.type === ComponentType.StringSelect);
}

it("lets the GM choose optional rules in the forming message's menu, and refuses a player", async () => {
  const [forming] = await settle(
    s,
    await battle(s, "bob", "new", { type: "death", ruleset: "advanced-melee", thread: false }),
  );
  const menu = forming === undefined ? undefined : menuOn(forming);
  if (forming === undefined || menu === undefined) throw new Error("no optional rules menu");
  expect(forming.content).toContain("Optional rules: none.");

  const refused = await settle(
    s,
    await s.discord.select({
      message: forming,
      customId: menu.custom_id,
      values: [],
      user: "carol",
    }),
  );
  expect(refused.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Only the GM (or a Manage Server user) can do that."],
  ]);

  const values = ["crippling-hits", "aimed-shots"];
  await settle(
    s,
    await s.discord.select({ message: forming, customId: menu.custom_id, values, user: "bob" }),
  );
  const redrawn = s.discord.message(forming.id);
  expect(redrawn?.content).toContain("Optional rules: Aimed shots, Crippling hits.");
  const chosen = redrawn === undefined ? [] : (menuOn(redrawn)?.options ?? []);
  expect(chosen.filter((o) => o.default === true).map((o) => o.value)).toEqual([
    "aimed-shots",
    "crippling-hits",
  ]);
  const general = s.discord.channel("general");
  const [stored] = await s.bot.services.battles.listBattles(general.guildId, general.id);
  expect(stored?.optionalRules).toEqual(["aimed-shots", "crippling-hits"]);
});
