/**
 * /battle new thread:true: the battle forms in a new thread named for its sides, announced in
 * the channel; a missing permission is named exactly and nothing is made.
 */
import { beforeEach, expect, it } from "vitest";
import { NO_BATTLE_THREADS } from "../../commands/battle/thread-permissions.ts";
import { battleCommand } from "../../commands/battle.ts";
import type { OptionValue } from "../../commands/interaction.ts";
import { refusal, runBattle } from "./battle-helpers.ts";
import {
  type FakeCommand,
  fakeCommand,
  GM,
  GUILD,
  type OpenedThread,
  THREAD_BATTLE_PERMISSIONS,
  threadOpener,
} from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
let threads: OpenedThread[];

beforeEach(async () => {
  threads = [];
});

async function newBattle(
  options: Readonly<Record<string, OptionValue>>,
  platform: { threads: boolean; permissions: readonly string[] },
): Promise<FakeCommand> {
  const createThread = threadOpener(threads);
  const interaction = {
    ...fakeCommand("new", options, { actor: GM }),
    commandName: "battle",
    ...(platform.threads ? { createThread } : {}),
    botPermissions: async () => platform.permissions,
  };
  await battleCommand.execute(interaction, t.services);
  return interaction;
}

it("forms the battle in a new thread named for the sides and says where", async () => {
  const created = await newBattle(
    { type: "arena", "side-a": "Rome", "side-b": "Carthage", thread: true },
    { threads: true, permissions: THREAD_BATTLE_PERMISSIONS },
  );
  expect(threads.map((th) => th.name)).toEqual(["Battle: Rome vs Carthage"]);
  expect(created.replies).toEqual([
    { content: "An arena battle is forming in <#thread-1>; join it there." },
  ]);
  expect(threads[0]?.posts[0]?.content).toBe(
    [
      "An arena battle is forming here, 12 × 16 arena, 24 h per decision. GM: gm.",
      "Sides: Rome (a) and Carthage (b).",
      "Players: /battle join figure:<your figure> side:<a or b>. The GM adds monsters with /battle add and starts with /battle start.",
    ].join("\n"),
  );
  expect((await t.battles.activeInChannel(GUILD, "thread-1"))?.gmId).toBe(GM.id);
  // The channel itself stays free for another battle.
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

it("names exactly the permissions the bot lacks, and makes nothing", async () => {
  const refused = await newBattle(
    { type: "death", thread: true },
    {
      threads: true,
      permissions: THREAD_BATTLE_PERMISSIONS.filter(
        (p) => p !== "CreatePublicThreads" && p !== "AttachFiles",
      ),
    },
  );
  expect(refusal(refused)).toBe(
    'I cannot open the battle in a thread: I need the "Attach Files" and "Create Public Threads" permissions in this channel. A server admin can grant them in the channel\'s settings.',
  );
  expect(threads).toEqual([]);
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
});

it("says so where threads cannot be made, and opens in the channel without the option", async () => {
  const refused = await newBattle(
    { type: "death", thread: true },
    { threads: false, permissions: THREAD_BATTLE_PERMISSIONS },
  );
  expect(refusal(refused)).toBe(NO_BATTLE_THREADS);
  const inChannel = await runBattle(t.services, GM, "new", { type: "death" });
  expect(inChannel.replies[0]?.content).toMatch(/^A death battle is forming here/);
  expect(await t.battles.activeInChannel(GUILD, "channel-1")).not.toBeNull();
});
