/**
 * /battle new ruleset: the battle records the rules it is fought under and starts under them;
 * MELEE when the option is left out, and an unknown ruleset is refused, privately, making nothing.
 */
import { expect, it } from "vitest";
import { createFlaviusAndWulf, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, BOB, GM, GUILD } from "./fake-interaction.ts";
import { runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function openAndStart(options: Record<string, string>) {
  const s = t.services;
  await createFlaviusAndWulf(s);
  const opened = await runBattle(s, GM, "new", { type: "death", ...options });
  await runBattle(s, ALICE, "join", { figure: "Flavius", side: "a" });
  await runBattle(s, BOB, "join", { figure: "Wulf", side: "b" });
  t.force(5, 2);
  await runBattle(s, GM, "start");
  const battle = await t.battles.activeInChannel(GUILD, "channel-1");
  if (battle === null) throw new Error("no battle formed");
  return { opened, battle, state: (await t.battles.load(battle.id)).state };
}

it("fights under ADVANCED MELEE when asked, and says so", async () => {
  const { opened, battle, state } = await openAndStart({ ruleset: "advanced-melee" });
  expect(opened.replies[0]?.content).toMatch(
    /^A death battle under ADVANCED MELEE is forming here, 12 × 16 arena/,
  );
  expect(battle.ruleset).toBe("advanced-melee");
  expect(state?.ruleset).toBe("advanced-melee");
});

it("fights with the ADVANCED MELEE optional rules asked for, and says so", async () => {
  const { opened, state } = await openAndStart({
    ruleset: "advanced-melee",
    rules: "waiting-for-an-opening, delayed-actions",
  });
  expect(opened.replies[0]?.content).toMatch(
    /^A death battle under ADVANCED MELEE is forming here/,
  );
  expect(opened.replies[0]?.content).toContain(
    "Optional rules: Delayed actions, Waiting for an opening. The GM changes them with the menu below.",
  );
  expect(state?.optionalRules).toEqual(["delayed-actions", "waiting-for-an-opening"]);
});

it("refuses optional rules the ruleset lacks, privately, and makes no battle", async () => {
  const melee = await runBattle(t.services, GM, "new", { type: "death", rules: "delayed-actions" });
  expect(refusal(melee)).toBe(
    '"delayed-actions" is not an optional rule of melee: MELEE has no optional rules.',
  );
  const am = await runBattle(t.services, GM, "new", {
    type: "death",
    ruleset: "advanced-melee",
    rules: "criticals",
  });
  expect(refusal(am)).toMatch(
    /^"criticals" is not an optional rule of advanced-melee: its optional rules are aimed-shots, /,
  );
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

it("fights under MELEE when no ruleset is given", async () => {
  const { opened, battle, state } = await openAndStart({});
  expect(opened.replies[0]?.content).toMatch(/^A death battle is forming here/);
  expect(battle.ruleset).toBe("melee");
  expect(state?.ruleset).toBe("melee");
});

it("refuses a ruleset it does not know, privately, and makes no battle", async () => {
  const opened = await runBattle(t.services, GM, "new", { type: "death", ruleset: "chess" });
  expect(refusal(opened)).toBe("Ruleset must be one of melee, advanced-melee.");
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

/** Bob's Wulf in cloth armor, ADVANCED MELEE gear (AM §5). */
async function wulfInCloth() {
  await createFlaviusAndWulf(t.services);
  await runFigure(
    t.services,
    "equip",
    { name: "Wulf", armor: "cloth", ruleset: "advanced-melee" },
    { actor: BOB },
  );
}

it("refuses a figure with ADVANCED MELEE gear a MELEE battle, privately", async () => {
  await wulfInCloth();
  await runBattle(t.services, GM, "new", { type: "death" });
  const refused = await runBattle(t.services, BOB, "join", { figure: "Wulf", side: "b" });
  expect(refusal(refused)).toBe(
    "Wulf can't join a MELEE battle: it carries ADVANCED MELEE gear (Cloth armor). Join a battle made with ruleset: advanced-melee, or change its gear with /figure equip.",
  );
  expect((await t.battles.activeInChannel(GUILD, "channel-1"))?.figures).toEqual([]);
});

it("refuses a MELEE battle a figure whose ST and DX fall short without its IQ", async () => {
  await runFigure(
    t.services,
    "create",
    {
      name: "Kov",
      race: "human",
      st: 11,
      dx: 12,
      iq: 9,
      weapons: "shortsword",
      ruleset: "advanced-melee",
    },
    { actor: BOB },
  );
  await runBattle(t.services, GM, "new", { type: "death" });
  const refused = await runBattle(t.services, BOB, "join", { figure: "Kov", side: "b" });
  expect(refusal(refused)).toBe(
    "Kov can't join a MELEE battle: A human's ST and DX must add up to at least 24; Kov has 11 + 12 = 23. Join a battle made with ruleset: advanced-melee, whose total counts its IQ.",
  );
});

it("seats a figure with ADVANCED MELEE gear under AM, in its armor", async () => {
  await wulfInCloth();
  await runBattle(t.services, GM, "new", { type: "death", ruleset: "advanced-melee" });
  await runBattle(t.services, ALICE, "join", { figure: "Flavius", side: "a" });
  const joined = await runBattle(t.services, BOB, "join", { figure: "Wulf", side: "b" });
  expect(joined.replies[0]?.content).toBe("Wulf (bob) joins Side B.");
  t.force(5, 2);
  await runBattle(t.services, GM, "start");
  const started = await t.battles.activeInChannel(GUILD, "channel-1");
  const state = started === null ? null : (await t.battles.load(started.id)).state;
  expect(state?.figures.map((f) => f.armor)).toEqual(["chainmail", "cloth"]);
});

it("escapes a rule name it refuses, so the refusal cannot link or restyle", async () => {
  const opened = await runBattle(t.services, GM, "new", {
    type: "death",
    ruleset: "advanced-melee",
    rules: "[Pwned](https://example.com)",
  });
  expect(refusal(opened)).toMatch(
    /^"\\\[Pwned\\\]\(https:\/\/example\.com\)" is not an optional rule/,
  );
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});
