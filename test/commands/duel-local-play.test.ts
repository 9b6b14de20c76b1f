/**
 * A duel in local play: the terminal may do everything, the thread is a new channel, and the
 * terminal moves into it so /battle start runs there. Nobody is GM: a GM ruling or a re-roll is
 * proposed by one player and made when the other agrees.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { LocalSession } from "../../src/play/local-session.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();
let outputDir: string;
beforeEach(async () => {
  outputDir = await mkdtemp(path.join(tmpdir(), "melee-duel-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

it("challenges, accepts in a new channel, and starts the duel there", async () => {
  const printed: string[] = [];
  const session = new LocalSession({
    services: t.services,
    commands: COMMANDS,
    user: "gm",
    outputDir,
    print: (text) => printed.push(text),
    sessionTag: "s1",
  });
  const run = async (...lines: string[]) => {
    printed.length = 0;
    for (const line of lines) await session.handle(line);
    return printed.join("\n");
  };
  await run(
    "/figure create name:Flavius race:human st:12 dx:12 weapons:shortsword ready:shortsword",
    "/as bob /figure create name:Wulf race:human st:14 dx:10 weapons:broadsword ready:broadsword",
  );
  const challenged = await run("/duel challenge opponent:@bob");
  expect(challenged).toContain("gm challenges you to a duel (arena combat) with Flavius.");
  const accept = /duel:accept:[^\s\]]+/.exec(challenged)?.[0] ?? "";
  expect(await run(`/as carol /click ${accept}`)).toContain(
    "Only the challenged player can accept or decline this challenge.",
  );
  t.force(5, 2);
  const accepted = await run(
    `/as bob /click ${accept}`,
    "/battle start",
    "/gm hits figure:Wulf value:1 reason:cut",
    "/battle initiative choice:first",
    "/battle order figure:Flavius option:pass",
    "/as bob /battle order figure:Wulf option:pass",
  );
  expect(accepted).toContain(
    '(New channel #thread-s1-1-duel-flavius-vs-wulf "Duel: Flavius vs Wulf"',
  );
  expect(accepted).toContain("bob accepts the duel: Flavius against Wulf");
  // Nobody is GM: the hits are proposed for bob's agreement, not ruled.
  expect(accepted).toContain("gm proposes to set Wulf's hits taken to 1 (cut).");
  expect(accepted).not.toContain("rules: Wulf hits");
  // The last step rolled turn 2's initiative: gm proposes to roll it again, bob agrees.
  const proposed = await run("/gm reroll");
  expect(proposed).toContain("gm proposes to re-roll the last step with fresh dice.");
  const agree = /ruling:agree:[^\s\]]+/.exec(proposed)?.[0] ?? "";
  expect(await run(`/as gm /click ${agree}`)).toContain(
    "Only a player of the other side can agree to or decline this.",
  );
  expect(await run(`/as bob /click ${agree}`)).toContain("bob agreed to");
  const battle = await t.battles.activeInChannel("local", "thread-s1-1-duel-flavius-vs-wulf");
  expect(battle?.mode).toBe("duel");
  const log = battle === null ? null : await t.battles.log(battle.id);
  expect(log?.entries.at(-1)).toMatchObject({
    ruling: { what: "reroll", agreedBy: expect.stringContaining("bob") },
  });
});
