/**
 * A big battle within Discord's limits: every message its handlers and its deadlines produce
 * (status, board, map, the start, the initiative and orders prompts, the turn, the end) passes
 * replyLimitProblems; and MAX_FIGURES_PER_BATTLE caps the figures a battle takes.
 */
import { describe, expect, it } from "vitest";
import { endSummary } from "../../commands/battle/flow.ts";
import { replyLimitProblems } from "../../commands/format/discord-limits.ts";
import type { Reply } from "../../commands/interaction.ts";
import { DEFAULT_LIMITS } from "../../src/config.ts";
import { checkDeadlines } from "../../src/scheduler/deadlines.ts";
import { refusal, runBattle } from "./battle-helpers.ts";
import { actor, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
/** The battle: 62 figures, 48 of them with names of the longest kind allowed (32). */
const FIGURES = 62;
const t = servicesPerTest({ limits: { figuresPerBattle: FIGURES } });

function nameOf(i: number): string {
  const n = String(i).padStart(2, "0");
  return i < 48 ? `Ser Wolfhart of the Long March ${n}` : `Wolf ${n}`;
}

/** The GM fills a 40 × 40 arena with wolves, half a side each, and starts it. */
async function bigBattle(count: number): Promise<Reply[]> {
  const s = t.services;
  await runBattle(s, GM, "new", { type: "death", width: 40, height: 40 });
  for (let i = 0; i < count; i++) {
    await runBattle(s, GM, "add", {
      monster: "wolf",
      side: i % 2 === 0 ? "a" : "b",
      name: nameOf(i),
    });
  }
  return (await runBattle(s, GM, "start")).replies;
}

function problems(replies: readonly Reply[]): string[] {
  return replies.flatMap((reply, i) => replyLimitProblems(reply).map((p) => `message ${i}: ${p}`));
}

describe("a battle of 62 figures", () => {
  it("keeps every message within Discord's limits, prompts and deadlines included", async () => {
    const s = t.services;
    const sent: Reply[] = [];
    const started = await bigBattle(FIGURES);
    expect((await t.battles.activeInChannel(GUILD, "channel-1"))?.figures).toHaveLength(FIGURES);
    sent.push(...started);
    for (const sub of ["status", "board", "map", "log"]) {
      sent.push(...(await runBattle(s, GM, sub)).replies);
    }
    // The deadlines answer the initiative, then each side's orders: the long prompts and turn.
    const later = { ...s, clock: { now: () => new Date("2027-01-01T00:00:00Z") } };
    const post = async (_place: unknown, reply: Reply) => {
      sent.push(reply);
    };
    for (let i = 0; i < 3; i++) await checkDeadlines({ services: later, post });
    const orders = sent.find(
      (r) =>
        (r.content ?? "").includes("orders") ||
        r.embeds?.some((e) => e.description?.includes("orders for")),
    );
    expect(orders).toBeDefined();
    sent.push(...(await runBattle(s, GM, "board")).replies);

    const loaded = await t.battles.load((await t.battles.listOpen(GUILD))[0]?.id ?? "");
    if (loaded.state === null) throw new Error("not started");
    sent.push(endSummary(loaded.battle, loaded.state, null));

    expect(problems(sent)).toEqual([]);
  });
});

describe("MAX_FIGURES_PER_BATTLE", () => {
  it("is 30 by default", () => {
    expect(DEFAULT_LIMITS.figuresPerBattle).toBe(30);
  });

  it("refuses a figure over the cap, privately, and adds nothing", async () => {
    const s = t.services;
    await runBattle(s, GM, "new", { type: "death", width: 40, height: 40 });
    for (let i = 0; i < FIGURES; i++) {
      await runBattle(s, GM, "add", { monster: "wolf", side: "a", name: `Wolf ${i}` });
    }
    expect(
      refusal(await runBattle(s, GM, "add", { monster: "wolf", side: "b", name: "One more" })),
    ).toBe(`This battle already has ${FIGURES} figures, the most allowed in one battle.`);
    expect((await t.battles.activeInChannel(GUILD, "channel-1"))?.figures).toHaveLength(FIGURES);
  });
});
