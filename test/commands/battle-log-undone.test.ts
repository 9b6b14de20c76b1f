/**
 * /battle log keeps what was undone (struck through, under who undid it and why) and marks the
 * deadline's orders; /battle undo's autocomplete names each step with its turn and age.
 */
import { describe, expect, it } from "vitest";
import { timeAgo, undoChoices } from "../../commands/battle/undo-choices.ts";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { allText, completeBattle, runBattle, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, GM } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const CAROL = actor("carol");
const MINUTE = 60_000;

const t = servicesPerTest();

/** gm's death battle: alice's Flavius (Rome) against bob's Wulf (Germania); Rome won the roll. */
async function startedBattle(): Promise<string> {
  await startFlaviusAgainstWulf(t, GM);
  const battle = await t.battles.activeInChannel("guild-1", "channel-1");
  if (battle === null) throw new Error("no battle");
  return battle.id;
}

describe("/battle log", () => {
  it("shows undone steps in place, struck through under who undid them and why", async () => {
    await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    await runBattle(t.services, GM, "undo", { steps: "1", reason: "misclick" });
    await runBattle(t.services, ALICE, "initiative", { choice: "second" });

    const log = await runBattle(t.services, CAROL, "log");
    const lines = allText(log.replies).split("\n");
    const header = lines.indexOf("↶ undone by <@user:gm> (misclick):");
    expect(header).toBeGreaterThan(0);
    expect(lines[header - 1]).toBe("Initiative: Rome 5, Germania 2 — won by Rome");
    expect(lines[header + 1]).toBe("↶ ~~Movement order: Rome, then Germania (chosen by Rome)~~");
    expect(lines[header + 2]).toBe("Movement order: Germania, then Rome (chosen by Rome)");
    // Named in the embed, never pinged.
    expect(log.replies[0]?.mentionUserIds).toEqual([]);
  });

  it("shows a step undone and then redone once, as it stands", async () => {
    const battleId = await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    await runBattle(t.services, GM, "undo", { steps: "1", reason: "misclick" });
    await t.battles.redo({ battleId, gmId: GM.id });

    const text = allText((await runBattle(t.services, CAROL, "log")).replies);
    expect(text).not.toContain("↶");
    expect(text.split("Movement order: Rome, then Germania (chosen by Rome)")).toHaveLength(2);
  });

  it("marks the orders the deadline gave", async () => {
    await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    const late = new Date(t.services.clock.now().getTime() + 25 * 60 * MINUTE);
    const report = await checkDeadlines({
      services: { ...t.services, clock: { now: () => late } },
      post: async () => undefined,
    });
    expect(report.deadlines).toBe(1);

    const text = allText((await runBattle(t.services, CAROL, "log")).replies);
    expect(text).toContain("Flavius does nothing this turn (deadline: safest option)");
    // Only the deadline's order is marked: Rome's own choice stands as it was.
    expect(text).toContain("Movement order: Rome, then Germania (chosen by Rome)\n");
  });
});

describe("/battle undo autocomplete", () => {
  it("lists the steps newest first as 'Turn N · what · how long ago'", async () => {
    const battleId = await startedBattle();
    await runBattle(t.services, ALICE, "initiative", { choice: "first" });
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "a", to: "E5" });

    const { entries } = await t.battles.log(battleId);
    const newest = entries[entries.length - 1]?.createdAt ?? new Date(0);
    const names = (key: string) => ({ a: "Rome", f1: "Flavius" })[key] ?? key;
    expect(undoChoices(entries, names, new Date(newest.getTime() + 12 * MINUTE), 9)).toEqual([
      { name: "Turn 1 · Flavius: (a) move · 12 min ago", value: "1@9" },
      { name: "Turn 1 · Rome moves first · 12 min ago", value: "2@9" },
    ]);

    // Through the handler, on the services' clock; only the GM is offered anything.
    const offered = await completeBattle(t.services, GM, "undo", { name: "steps", value: "" });
    expect(offered.responses[0]?.map((c) => c.name.replace(/ · [^·]+$/, ""))).toEqual([
      "Turn 1 · Flavius: (a) move",
      "Turn 1 · Rome moves first",
    ]);
    const player = await completeBattle(t.services, ALICE, "undo", { name: "steps", value: "" });
    expect(player.responses).toEqual([[]]);
  });

  it("says how long ago in minutes, hours or days", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    const earlier = (ms: number) => new Date(now.getTime() - ms);
    expect(timeAgo(earlier(30_000), now)).toBe("just now");
    expect(timeAgo(earlier(12 * MINUTE), now)).toBe("12 min ago");
    expect(timeAgo(earlier(3 * 60 * MINUTE + 5 * MINUTE), now)).toBe("3 h ago");
    expect(timeAgo(earlier(50 * 60 * MINUTE), now)).toBe("2 d ago");
  });
});
