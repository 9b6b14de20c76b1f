/**
 * Rulings by agreement through the handlers: a playing GM's ruling on their own side is proposed,
 * not made; only a player of another side agrees or declines; the proposer withdraws; the stored
 * proposal decides, so a stale Agree after a Withdraw or a Decline changes nothing; a proposal
 * lapses at its deadline and is applied only at the version it was made at.
 */
import { expect, it } from "vitest";
import {
  BROKEN_PROPOSAL,
  MOVED_PAST,
  NOT_THE_OTHER_SIDE,
  ONLY_THE_PROPOSER,
  PROPOSAL_SECONDS,
} from "../../commands/gm/agreement.ts";
import { gmCommand } from "../../commands/gm.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import {
  allText,
  buttonIds,
  refusal,
  runBattle,
  startFlaviusAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, BOB, type FakeComponent, fakeCommand, fakeComponent } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function runGm(who: Actor, subcommand: string, options: Record<string, OptionValue>) {
  const interaction = { ...fakeCommand(subcommand, options, { actor: who }), commandName: "gm" };
  await gmCommand.execute(interaction, t.services);
  return interaction;
}

async function click(who: Actor, customId: string, services: Services = t.services) {
  const interaction: FakeComponent = fakeComponent(customId, { actor: who });
  await gmCommand.handleComponent?.(interaction, services);
  return interaction;
}

/** Alice is GM and plays Flavius (Rome); bob plays Wulf (Germania). */
async function playingGmBattle() {
  await startFlaviusAgainstWulf(t, ALICE);
  const battle = await t.battles.activeInChannel("guild-1", "channel-1");
  if (battle === null) throw new Error("no battle");
  return battle.id;
}

/** Alice proposes Flavius's hits; the three buttons' ids. */
async function proposeHits() {
  const proposed = await runGm(ALICE, "hits", { figure: "Flavius", value: 2, reason: "cut" });
  expect(allText(proposed.replies)).toContain(
    "alice proposes to set Flavius's hits taken to 2 (cut).",
  );
  const [agree, decline, withdraw] = buttonIds(proposed.replies);
  if (agree === undefined || decline === undefined || withdraw === undefined) {
    throw new Error("no buttons");
  }
  return { agree, decline, withdraw };
}

async function hitsOf(battleId: string, name: string) {
  const { state } = await t.battles.load(battleId);
  return state?.figures.find((f) => f.name === name)?.hits;
}

/** Nothing was written: the battle at the version proposed, Flavius unhurt. */
async function expectUnchanged(battleId: string, version: number) {
  expect((await t.battles.load(battleId)).version).toBe(version);
  expect(await hitsOf(battleId, "Flavius")).toBe(0);
}

it("proposes a playing GM's ruling on their own side; the other side's Agree makes it, marked", async () => {
  const battleId = await playingGmBattle();
  // On the other side's figure the GM's word suffices.
  await runGm(ALICE, "hits", { figure: "Wulf", value: 1 });
  expect(await hitsOf(battleId, "Wulf")).toBe(1);
  const { agree } = await proposeHits();
  const version = (await t.battles.load(battleId)).version;
  expect(await hitsOf(battleId, "Flavius")).toBe(0);

  expect(refusal(await click(ALICE, agree))).toBe(NOT_THE_OTHER_SIDE);
  const agreed = await click(BOB, agree);
  expect(allText(agreed.updates)).toContain(`bob agreed to <@${ALICE.id}>'s proposal`);
  expect(await hitsOf(battleId, "Flavius")).toBe(2);
  expect((await t.battles.load(battleId)).version).toBe(version + 1);
  const log = await t.battles.log(battleId);
  expect(log.entries.at(-1)).toMatchObject({
    kind: "gm",
    actorId: BOB.id,
    ruling: { what: "ruling", by: ALICE.id, agreedBy: BOB.id },
  });
  // A second Agree finds the proposal closed.
  expect(refusal(await click(BOB, agree))).toBe(
    `That proposal was already agreed by <@${BOB.id}>.`,
  );
});

it("declines: nothing changes, and a later Agree is refused", async () => {
  const battleId = await playingGmBattle();
  const { agree, decline } = await proposeHits();
  const version = (await t.battles.load(battleId)).version;
  expect(allText((await click(BOB, decline)).updates)).toBe(
    `bob declined <@${ALICE.id}>'s proposal.`,
  );
  expect(refusal(await click(BOB, agree))).toBe(
    `That proposal was already declined by <@${BOB.id}>.`,
  );
  await expectUnchanged(battleId, version);
});

it("withdraws only for the proposer, and a stale Agree after the Withdraw changes nothing", async () => {
  const battleId = await playingGmBattle();
  const { agree, withdraw } = await proposeHits();
  const version = (await t.battles.load(battleId)).version;
  expect(refusal(await click(BOB, withdraw))).toBe(ONLY_THE_PROPOSER);
  expect(allText((await click(ALICE, withdraw)).updates)).toBe(
    `<@${ALICE.id}> withdrew the proposal.`,
  );
  // The battle has not moved: only the stored proposal stops this Agree.
  expect(refusal(await click(BOB, agree))).toBe(
    `That proposal was already withdrawn by <@${ALICE.id}>.`,
  );
  await expectUnchanged(battleId, version);
});

it("lapses at its deadline, is applied only at its version, and refuses a forged id", async () => {
  const battleId = await playingGmBattle();
  const { agree } = await proposeHits();
  const later = new Date(t.services.clock.now().getTime() + (PROPOSAL_SECONDS + 1) * 1000);
  const lapsed = await click(BOB, agree, { ...t.services, clock: { now: () => later } });
  expect(allText(lapsed.updates)).toBe(`<@${ALICE.id}>'s proposal lapsed.`);
  expect(await hitsOf(battleId, "Flavius")).toBe(0);

  const second = await proposeHits();
  await runGm(ALICE, "hits", { figure: "Wulf", value: 3 });
  expect(refusal(await click(BOB, second.agree))).toBe(MOVED_PAST);
  expect(await hitsOf(battleId, "Flavius")).toBe(0);
  expect(refusal(await click(BOB, "ruling:agree:forged"))).toBe(BROKEN_PROPOSAL);
});

it("proposes a playing GM's undo; the other side's Agree takes the step back", async () => {
  const battleId = await playingGmBattle();
  await runGm(ALICE, "hits", { figure: "Wulf", value: 1 });
  const proposed = await runBattle(t.services, ALICE, "undo", { reason: "misclick" });
  expect(allText(proposed.replies)).toContain("alice proposes to undo the last 1 step (misclick).");
  expect(await hitsOf(battleId, "Wulf")).toBe(1);
  const [agree] = buttonIds(proposed.replies);
  const agreed = await click(BOB, agree ?? "");
  expect(allText(agreed.replies)).toContain("Undone: 1 step.");
  expect(await hitsOf(battleId, "Wulf")).toBe(0);
  const log = await t.battles.log(battleId);
  expect(log.undos.at(-1)).toMatchObject({ gmId: ALICE.id, reason: "misclick, agreed by bob" });
});

it("refuses to propose resuming a running battle, or pausing a paused one, and asks nobody", async () => {
  const battleId = await playingGmBattle();
  const resume = await runBattle(t.services, ALICE, "resume");
  expect(refusal(resume)).toBe("The battle is not paused.");
  await t.battles.pause({ battleId, gmId: ALICE.id, interactionId: "pause-1" });
  const pause = await runBattle(t.services, ALICE, "pause");
  expect(refusal(pause)).toBe("The battle is paused.");
  expect((await t.battles.load(battleId)).battle.status).toBe("paused");
});

it("pauses and resumes for a playing GM only when the other side agrees", async () => {
  const battleId = await playingGmBattle();
  const pause = await runBattle(t.services, ALICE, "pause");
  expect(allText(pause.replies)).toContain("alice proposes to pause the battle.");
  expect((await t.battles.load(battleId)).battle.status).toBe("active");
  const [agreePause] = buttonIds(pause.replies);
  expect(allText((await click(BOB, agreePause ?? "")).replies)).toContain("The battle is paused.");
  expect((await t.battles.load(battleId)).battle.status).toBe("paused");
  const resume = await runBattle(t.services, ALICE, "resume");
  const [agreeResume] = buttonIds(resume.replies);
  expect(allText((await click(BOB, agreeResume ?? "")).replies)).toContain("The battle resumes.");
  expect((await t.battles.load(battleId)).battle.status).toBe("active");
});
