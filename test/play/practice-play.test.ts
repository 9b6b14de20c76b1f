/**
 * /battle practice in local play: the computer player answers for the monster between the
 * user's typed commands, as on Discord.
 */
import { expect, it } from "vitest";
import { servicesPerTest } from "../commands/test-services.ts";
import { outputDirPerTest, playScript } from "./play-script.ts";

const t = servicesPerTest();
const out = outputDirPerTest("melee-practice-");

it("plays a practice bout where the computer gives the wolf's orders", async () => {
  t.force(2, 5); // the Computer's side wins the first initiative
  const printed = await playScript(
    t.services,
    ["/battle practice monster:wolf", "/battle order figure:Ragnar option:pass"],
    out.path,
  );
  expect(printed).toContain("🤖 Practice: Ragnar against the book's Wolf");
  expect(printed).toContain("Turn 1: Computer won the initiative.");
  expect(printed).not.toContain("The command failed");
  const battle = await t.battles.activeInChannel("local", "terminal");
  const log = battle === null ? null : await t.battles.log(battle.id);
  const actors = log?.entries.filter((e) => e.kind === "order").map((e) => e.actorId) ?? [];
  expect(actors.filter((a) => a === "computer").length).toBeGreaterThan(1);
});

it("concedes a practice bout: /battle concede shows the Concede button, a click ends it", async () => {
  t.force(5, 2); // Ragnar's side wins the first initiative
  await playScript(t.services, ["/battle practice monster:wolf"], out.path);
  const open = await t.battles.loadActiveIn("local", "terminal");
  // The button carries the battle and its version, which /battle concede leaves alone.
  const confirm = `concede:${open?.battle.id}:${open?.version}`;
  const ended = await playScript(t.services, ["/battle concede", `/click ${confirm}`], out.path);
  expect(ended).toContain(`[Concede] → /click ${confirm}`);
  expect(ended).toContain("gm concedes for Challenger.");
  expect(ended).toContain("The battle is over: Computer wins.");
  expect(await t.battles.activeInChannel("local", "terminal")).toBeNull();
});

it("plays a practice bout against the strong computer player, and refuses a level there is not", async () => {
  t.force(2, 5); // the Computer's side wins the first initiative: the strong player chooses
  const printed = await playScript(
    t.services,
    [
      "/battle practice monster:wolf level:hard",
      "/battle practice monster:wolf level:strong",
      "/battle order figure:Ragnar option:pass",
    ],
    out.path,
  );
  expect(printed).toContain('Option "level" must be one of: basic (basic: plays it safe)');
  expect(printed).toContain("whose orders the strong computer player gives");
  expect(printed).not.toContain("The command failed");
  const battle = await t.battles.activeInChannel("local", "terminal");
  expect(battle?.figures.find((f) => f.name === "Wolf")?.computerLevel).toBe("strong");
});
