/**
 * /gm computer: the GM puts figures under the computer player's control (every monster by
 * default, or the named figure) and back; the computer answers at once whenever the battle
 * waits for its figures, through the store's ordinary orders, logged as the computer's.
 */
import { describe, expect, it } from "vitest";
import { figureLines } from "../../commands/battle/board.ts";
import { NOT_GM } from "../../commands/gm/access.ts";
import { gmCommand } from "../../commands/gm.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { pendingDecision } from "../../src/engine/index.ts";
import { COMPUTER_ACTOR } from "../../src/store/log-actors.ts";
import { allText, refusal, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { BOB, type FakeCommand, fakeCommand, GM } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

async function runGm(
  who: Actor,
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<FakeCommand> {
  const interaction = { ...fakeCommand("computer", options, { actor: who }), commandName: "gm" };
  await gmCommand.execute(interaction, t.services);
  return interaction;
}

async function battle() {
  const summary = await t.battles.activeInChannel("guild-1", "channel-1");
  if (summary === null) throw new Error("no battle");
  return t.battles.load(summary.id);
}

describe("/gm computer", () => {
  it("refuses everyone but the GM, a battle without monsters and an unknown figure", async () => {
    await startFlaviusAgainstWulf(t, GM);
    const before = (await battle()).version;
    expect(refusal(await runGm(BOB, { figure: "Wulf" }))).toBe(NOT_GM);
    expect(refusal(await runGm(GM))).toBe(
      "This battle has no monsters; name a figure with figure:.",
    );
    expect(refusal(await runGm(GM, { figure: "Nobody" }))).toContain(
      'There is no figure "Nobody" in this battle.',
    );
    expect(refusal(await runGm(GM, { figure: "Wulf", on: false }))).toBe(
      "Wulf: already under their players' control.",
    );
    expect((await battle()).version).toBe(before);
  });

  it("answers the awaited decision at once, logged as the computer's", async () => {
    await startFlaviusAgainstWulf(t, GM); // Rome (Flavius) won the initiative
    const command = await runGm(GM, { figure: "Flavius" });
    expect(allText(command.replies)).toContain(
      "The basic computer player now gives the orders of Flavius.",
    );
    const { battle: summary, state } = await battle();
    expect(summary.figures.find((f) => f.name === "Flavius")?.computer).toBe(true);
    const log = await t.battles.log(summary.id);
    const last = log.entries.at(-1);
    expect(last).toMatchObject({
      kind: "order",
      actorId: COMPUTER_ACTOR,
      order: { type: "initiative", side: "a", moveFirst: false },
    });
    // Germania moves first now: the battle waits for bob's Wulf.
    expect(pendingDecision(state ?? never())).toMatchObject({ kind: "orders", figures: ["f2"] });
  });

  it("plays at the level chosen, shown on the board, and changes a figure's level", async () => {
    await startFlaviusAgainstWulf(t, GM); // Rome (Flavius) won the initiative
    expect(refusal(await runGm(GM, { figure: "Wulf", level: "hard" }))).toBe(
      'There is no computer level "hard". Levels: basic, strong.',
    );
    await runGm(GM, { figure: "Wulf" });
    const level = async () =>
      (await battle()).battle.figures.find((f) => f.name === "Wulf")?.computerLevel;
    expect(await level()).toBe("basic");
    expect(refusal(await runGm(GM, { figure: "Wulf" }))).toBe(
      "Wulf: the basic computer player controls them already.",
    );
    const strong = await runGm(GM, { figure: "Wulf", level: "strong" });
    expect(allText(strong.replies)).toContain(
      "The strong computer player now gives the orders of Wulf.",
    );
    expect(await level()).toBe("strong");
    const { battle: summary, state } = await battle();
    expect(figureLines(summary, state ?? never()).join("\n")).toContain(
      "Wulf (🤖 strong computer)",
    );
  });

  it("plays a whole battle when it controls both sides", async () => {
    await startFlaviusAgainstWulf(t, GM);
    await runGm(GM, { figure: "Wulf" });
    await runGm(GM, { figure: "Flavius" });
    // An ended battle is no longer the channel's: read the newest battle.
    const { battle: summary } = await t.battles.load((await lastBattleId()) ?? "");
    expect(summary.status).toBe("ended");
    const log = await t.battles.log(summary.id);
    const computerOrders = log.entries.filter(
      (e) => e.kind === "order" && e.actorId === COMPUTER_ACTOR,
    );
    expect(computerOrders.length).toBeGreaterThan(4);
    expect(log.entries.filter((e) => e.kind === "order" && e.actorId !== COMPUTER_ACTOR)).toEqual(
      [],
    );
  });
});

function never(): never {
  throw new Error("the battle has no state");
}

async function lastBattleId(): Promise<string | undefined> {
  const row = await t.database.prisma.battle.findFirst({ orderBy: { createdAt: "desc" } });
  return row?.id;
}
