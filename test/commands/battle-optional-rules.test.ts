/**
 * An ADVANCED MELEE battle's optional rules, chosen by its GM in the forming message's menu
 * (AM §5–6): the start fights with exactly them, status names them, and anyone else, or a choice
 * after the start, is refused privately, changing nothing. A MELEE battle shows no menu.
 */
import { expect, it } from "vitest";
import { RULES_FIXED } from "../../commands/battle/choose-optional-rules.ts";
import { battleCommand } from "../../commands/battle.ts";
import type { Actor, ComponentRow, Reply } from "../../commands/interaction.ts";
import { GM_ONLY } from "../../commands/shared/channel-battle.ts";
import { createFlaviusAndWulf, refusal, replyText, runBattle } from "./battle-helpers.ts";
import { ALICE, BOB, fakeComponent, GM, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

function menuOf(reply: Reply | undefined) {
  const row = reply?.components?.find(
    (r): r is Extract<ComponentRow, { kind: "select" }> => r.kind === "select",
  );
  return row?.menu;
}

async function choose(who: Actor, customId: string, values: readonly string[]) {
  const interaction = { ...fakeComponent(customId, { actor: who }), values };
  await battleCommand.handleComponent?.(interaction, t.services);
  return interaction;
}

async function formAdvanced() {
  await createFlaviusAndWulf(t.services);
  const opened = await runBattle(t.services, GM, "new", {
    type: "death",
    ruleset: "advanced-melee",
    thread: false,
  });
  await runBattle(t.services, ALICE, "join", { figure: "Flavius", side: "a" });
  await runBattle(t.services, BOB, "join", { figure: "Wulf", side: "b" });
  const menu = menuOf(opened.replies[0]);
  if (menu === undefined) throw new Error("no optional rules menu");
  return { opened: opened.replies[0], menu };
}

it("lets the GM choose two rules, which the started battle has and status names", async () => {
  const { opened, menu } = await formAdvanced();
  expect(opened?.content).toContain(
    "Optional rules: none. The GM changes them with the menu below.",
  );
  expect(menu).toMatchObject({ minValues: 0, maxValues: 6 });
  expect(menu.options.map((o) => o.value)).toEqual([
    "aimed-shots",
    "armor-wear",
    "crippling-hits",
    "delayed-actions",
    "waiting-for-an-opening",
    "weapon-talents",
  ]);
  expect(menu.options[2]).toEqual({
    label: "Crippling hits",
    value: "crippling-hits",
    description: "a big hit may cripple a limb (AM §6)",
    chosen: false,
  });

  const chosen = await choose(GM, menu.customId, ["crippling-hits", "armor-wear"]);
  expect(chosen.replies).toEqual([]);
  const redrawn = chosen.updates[0];
  expect(redrawn?.content).toContain("Optional rules: Armor wear, Crippling hits.");
  expect(redrawn?.content).toMatch(/GM: gm\./);
  expect(
    menuOf(redrawn)
      ?.options.filter((o) => o.chosen)
      .map((o) => o.value),
  ).toEqual(["armor-wear", "crippling-hits"]);
  const forming = await runBattle(t.services, ALICE, "status");
  expect(forming.replies[0]?.content).toContain("Optional rules: Armor wear, Crippling hits.");

  t.force(5, 2);
  await runBattle(t.services, GM, "start");
  const battle = await t.battles.activeInChannel(GUILD, "channel-1");
  if (battle === null) throw new Error("no battle");
  const { state } = await t.battles.load(battle.id);
  expect(state?.optionalRules).toEqual(["armor-wear", "crippling-hits"]);
  const status = await runBattle(t.services, BOB, "status");
  expect(status.replies[0]?.content).toContain("Optional rules: Armor wear, Crippling hits.");
  const board = await runBattle(t.services, BOB, "board");
  expect(replyText(board.replies[0] ?? {})).toContain(
    "Optional rules: Armor wear, Crippling hits.",
  );
});

it("refuses a player's choice privately, changing nothing", async () => {
  const { menu } = await formAdvanced();
  const battle = await t.battles.activeInChannel(GUILD, "channel-1");
  const refused = await choose(ALICE, menu.customId, ["aimed-shots"]);
  expect(refused.updates).toEqual([]);
  expect(refusal(refused)).toBe(GM_ONLY);
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toEqual(battle);
});

it("refuses a change after the start: the rules are fixed", async () => {
  const { menu } = await formAdvanced();
  await choose(GM, menu.customId, ["aimed-shots"]);
  t.force(5, 2);
  await runBattle(t.services, GM, "start");
  const late = await choose(GM, menu.customId, []);
  expect(late.updates).toEqual([]);
  expect(refusal(late)).toBe(RULES_FIXED);
  const battle = await t.battles.activeInChannel(GUILD, "channel-1");
  if (battle === null) throw new Error("no battle");
  expect((await t.battles.load(battle.id)).state?.optionalRules).toEqual(["aimed-shots"]);
});

it("shows a MELEE battle no menu and no optional rules", async () => {
  const opened = await runBattle(t.services, GM, "new", { type: "death", thread: false });
  expect(opened.replies[0]?.components).toBeUndefined();
  expect(opened.replies[0]?.content).not.toContain("Optional rules");
  const status = await runBattle(t.services, GM, "status");
  expect(status.replies[0]?.content).not.toContain("Optional rules");
});
