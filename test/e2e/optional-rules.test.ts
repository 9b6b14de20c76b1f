/**
 * An ADVANCED MELEE battle's optional rules through the real discord.js client and the fake
 * Discord: the forming message's multi-select menu, the GM's choice stored and redrawn as the
 * chosen options, and a player's choice refused privately; the timing and aim rules played by
 * typed /battle order alone; a weapon without its class talent under weapon-talents.
 */
import { ComponentType } from "discord.js";
import { expect, it } from "vitest";
import { battle, openAdvancedDuel, play, sessionPerTest, settle, text } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

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

it("waits for an opening, then strikes after the others aimed at an arm, all typed", async () => {
  const rules = "delayed-actions, waiting-for-an-opening, aimed-shots";
  await openAdvancedDuel(s, dice, rules, [
    ["Flavius", "C8", 0],
    ["Wulf", "C7", 3],
  ]);
  const order = (user: string, options: Record<string, string | boolean>) =>
    play(s, { user, subcommand: "order", options });
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  await order("alice", { figure: "Flavius", option: "pass", "wait-for": "Wulf" });
  dice.force(6, 1); // nobody acts; Rome wins the next initiative
  await order("bob", { figure: "Wulf", option: "pass" });
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  // adjDX 5 = 12 − 3 chainmail − 1 shield + 1 for the turn waited − 4 at the weapon arm: 16 misses.
  await order("alice", {
    figure: "Flavius",
    option: "h",
    target: "Wulf",
    aim: "weapon-arm",
    delay: true,
  });
  dice.force(6, 6, 4, 6, 1);
  await order("bob", { figure: "Wulf", option: "pass" });
  expect(dice.left).toBe(0);
  const told = text(s.discord.messages("general"));
  expect(told).toContain("Flavius waits for an opening on Wulf");
  expect(told).toMatch(/Flavius: \(h\) [^\n]+ → Wulf, acting after the others/);
  expect(told).toContain(
    "Flavius, Shortsword → Wulf: 3d6 = 16 (6+6+4) > adjDX 5 = DX 12 − 3 chainmail − 1 shield + 1 waited 1 turn for an opening − 4 aimed at the weapon arm, miss",
  );
});

it("fights with a sword at −4 without the Sword talent when the battle chose weapon-talents", async () => {
  await openAdvancedDuel(s, dice, "weapon-talents", [
    ["Flavius", "C8", 0],
    ["Wulf", "C7", 3],
  ]);
  const order = (user: string, options: Record<string, string | boolean>) =>
    play(s, { user, subcommand: "order", options });
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  await order("alice", { figure: "Flavius", option: "h", target: "Wulf" });
  dice.force(6, 6, 4, 6, 1); // Flavius's 16 misses; Rome wins the next initiative
  await order("bob", { figure: "Wulf", option: "pass" });
  expect(dice.left).toBe(0);
  expect(text(s.discord.messages("general"))).toContain(
    "Flavius, Shortsword → Wulf: 3d6 = 16 (6+6+4) > adjDX 4 = DX 12 − 3 chainmail − 1 shield − 4 no Sword talent, miss",
  );
});
