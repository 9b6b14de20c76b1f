/**
 * Custom ids can be forged: a user of another server (even one holding Manage Server there)
 * pressing a button or choosing from a menu with this server's battle or figure ids in it is
 * answered privately and changes nothing. Every component prefix the commands register is tried,
 * so a new one cannot slip by without a case here.
 */
import { expect, it } from "vitest";
import { BATTLE_NOT_FOUND } from "../../commands/battle/guild-battle.ts";
import { COMMANDS } from "../../commands/index.ts";
import type { Actor } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeComponent, GM, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
const OTHER_GUILD = "guild-2";
/** Holds Manage Server in the other server. */
const MANAGER = actor("manager", true);

interface Forged {
  readonly customId: string;
  readonly actor: Actor;
  readonly values?: readonly string[];
}

/** Everything a forged press could change. */
async function world(services: Services) {
  const battles = await t.battles.listBattles(GUILD, "channel-1");
  const figures = [
    ...(await services.figures.list(GUILD, ALICE.id)),
    ...(await services.figures.list(GUILD, BOB.id)),
  ];
  return {
    battles: battles.map((b) => [b.id, b.version, b.lastSeq, b.status]),
    open: await services.battles.countOpen(GUILD),
    openElsewhere: await services.battles.countOpen(OTHER_GUILD),
    figures: figures.map((f) => [f.id, f.ep, f.spec.name]),
  };
}

it("refuses every component of this server's pressed from another server, changing nothing", async () => {
  const s = t.services;
  await startFlaviusAgainstWulf(t, GM);
  const [battle] = await t.battles.listBattles(GUILD, "channel-1");
  const [flavius] = await s.figures.list(GUILD, ALICE.id);
  const [wulf] = await s.figures.list(GUILD, BOB.id);
  if (battle === undefined || flavius === undefined || wulf === undefined) {
    throw new Error("the battle and its figures");
  }
  const at = `${battle.id}:${battle.version}`;
  const challenge = `${ALICE.id}:${BOB.id}:${flavius.id}:arena`;
  const forged: Readonly<Record<string, readonly Forged[]>> = {
    battle: [
      { customId: `battle:${at}:init:first`, actor: MANAGER },
      { customId: `battle:${at}:init:second`, actor: ALICE },
      { customId: `battle:${at}:stay:f1:f2`, actor: MANAGER },
    ],
    duel: [
      { customId: `duel:accept:${challenge}`, actor: BOB },
      { customId: `duel:pick:${challenge}`, actor: BOB, values: [wulf.id] },
      { customId: `duel:decline:${challenge}`, actor: MANAGER },
    ],
    concede: [{ customId: `concede:${at}`, actor: BOB }],
    "optional-rules": [{ customId: `optional-rules:${battle.id}`, actor: GM, values: [] }],
    ruling: [
      { customId: `ruling:agree:${at}:${Date.now() + 60_000}:${ALICE.id}`, actor: BOB },
      { customId: `ruling:withdraw:${at}:${Date.now() + 60_000}:${ALICE.id}`, actor: ALICE },
    ],
    starship: [
      { customId: `starship:defend:${at}`, actor: BOB },
      { customId: `starship:answer:${battle.id}:pilot`, actor: BOB },
    ],
    lm: [{ customId: `lm:${battle.id}:abc:ok::`, actor: BOB }],
    quick: [
      { customId: `quick:open:${battle.id}`, actor: BOB },
      { customId: `quick:pick:${battle.id}:1act`, actor: BOB, values: ["strike"] },
    ],
    "figure-delete": [
      { customId: `figure-delete:confirm:${flavius.id}`, actor: ALICE },
      { customId: `figure-delete:confirm:${wulf.id}`, actor: MANAGER },
    ],
  };
  const prefixes = COMMANDS.flatMap((c) => c.componentPrefixes ?? []);
  expect(Object.keys(forged).sort()).toEqual([...prefixes].sort());

  const before = await world(s);
  for (const command of COMMANDS) {
    for (const prefix of command.componentPrefixes ?? []) {
      for (const press of forged[prefix] ?? []) {
        const interaction = {
          ...fakeComponent(press.customId, { actor: press.actor, guildId: OTHER_GUILD }),
          values: press.values ?? [],
        };
        await command.handleComponent?.(interaction, s);
        expect(interaction.updates, press.customId).toEqual([]);
        expect(interaction.replies, press.customId).toHaveLength(1);
        expect(interaction.replies[0]?.ephemeral, press.customId).toBe(true);
        if (prefix === "battle") expect(interaction.replies[0]?.content).toBe(BATTLE_NOT_FOUND);
      }
    }
  }
  expect(await world(s)).toEqual(before);
});
