/**
 * Battles seen from anywhere in the server: /battle list (this channel; scope:server for a
 * Manage Server user) and /battle end battle:<id> from another channel, after which the
 * battle's figures may join a new battle.
 */
import { describe, expect, it } from "vitest";
import { battleCommand } from "../../commands/battle.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import {
  battleIn,
  completeBattle,
  refusal,
  runBattle,
  startFlaviusAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, actor, type FakeCommand, fakeCommand, GM, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest({ limits: { activeBattlesPerGuild: 1 } });
const MANAGER = actor("mod", true);
const ELSEWHERE = "channel-2";

/** A /battle subcommand typed in another channel of the server. */
function elsewhere(
  services: Services,
  who: Actor,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeCommand> {
  return battleIn(services, who, ELSEWHERE, subcommand, options);
}

async function battleInChannel1(): Promise<string> {
  await startFlaviusAgainstWulf(t, GM);
  const battle = await t.battles.activeInChannel(GUILD, "channel-1");
  if (battle === null) throw new Error("no battle");
  return battle.id;
}

describe("/battle list", () => {
  it("lists every open battle of the server for a manager, privately, wherever asked", async () => {
    const id = await battleInChannel1();
    const listed = await elsewhere(t.services, MANAGER, "list", { scope: "server" });
    expect(listed.replies).toHaveLength(1);
    const [reply] = listed.replies;
    expect(reply?.ephemeral).toBe(true);
    expect(reply?.mentionUserIds).toEqual([]);
    expect(reply?.content).toBe("1 battle.\nEnd one with /battle end battle:<id>.");
    expect(reply?.embeds?.[0]?.description).toBe(
      `\`${id}\` in <#channel-1>: Rome vs Germania, active; GM <@${GM.id}>`,
    );
  });

  it("refuses the server's list to a player, and lists this channel's battles to anyone", async () => {
    await battleInChannel1();
    expect(refusal(await elsewhere(t.services, ALICE, "list", { scope: "server" }))).toBe(
      "Only a Manage Server user can list the battles of the whole server.",
    );
    expect((await elsewhere(t.services, ALICE, "list")).replies[0]?.content).toBe(
      "Battles in this channel: none.",
    );
    const here = await runBattle(t.services, ALICE, "list");
    expect(here.replies[0]?.embeds?.[0]?.description).toContain("Rome vs Germania, active");
  });
});

describe("/battle end battle:<id>", () => {
  it("lets a manager end a battle from another channel; its figures may then fight again", async () => {
    const id = await battleInChannel1();
    const choices = await completeBattle(t.services, MANAGER, "end", { name: "battle", value: "" });
    expect(choices.responses[0]?.map((c) => c.value)).toEqual([id]);

    const ended = await elsewhere(t.services, MANAGER, "end", {
      battle: id,
      reason: "channel gone",
    });
    expect(ended.replies).toEqual([
      {
        content:
          "The battle Rome vs Germania in <#channel-1> is over without a result (channel gone). No EP is awarded. Its figures are free to fight again.",
        ephemeral: true,
      },
    ]);
    expect(await t.battles.countOpen(GUILD)).toBe(0);
    const log = await t.battles.log(id);
    expect(log.entries.at(-1)).toMatchObject({
      kind: "control",
      action: "abandon",
      reason: "channel gone",
    });

    // A new battle elsewhere (the server's one slot is free again) takes the same figure.
    await elsewhere(t.services, GM, "new", { type: "death" });
    const joined = await elsewhere(t.services, ALICE, "join", { figure: "Flavius", side: "a" });
    expect(joined.replies[0]?.content).toBe("Flavius (alice) joins Side A.");
  });

  it("refuses a player who is not the GM, another server's battle and an unknown id", async () => {
    const id = await battleInChannel1();
    expect(refusal(await elsewhere(t.services, ALICE, "end", { battle: id }))).toBe(
      "Only the battle's GM (or a Manage Server user) can end it from elsewhere.",
    );
    const otherServer = {
      ...fakeCommand("end", { battle: id }, { actor: MANAGER, guildId: "guild-2" }),
      commandName: "battle",
    };
    await battleCommand.execute(otherServer, t.services);
    expect(refusal(otherServer)).toBe(
      `There is no battle "${id}" in progress in this server; /battle list scope:server lists them.`,
    );
    expect(refusal(await elsewhere(t.services, MANAGER, "end", { battle: "nope" }))).toBe(
      'There is no battle "nope" in progress in this server; /battle list scope:server lists them.',
    );
    expect(await t.battles.countOpen(GUILD)).toBe(1);
    expect(
      (await completeBattle(t.services, ALICE, "end", { name: "battle", value: "" })).responses,
    ).toEqual([[]]);
  });

  it("lets the battle's own GM end it from elsewhere", async () => {
    const id = await battleInChannel1();
    await elsewhere(t.services, GM, "end", { battle: id });
    expect(await t.battles.countOpen(GUILD)).toBe(0);
  });
});
