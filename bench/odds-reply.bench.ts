/**
 * bot.odds_reply_ms: /odds through the fake Discord (test/fake-discord, 127.0.0.1 only) with
 * the real discord.js client and commands, in this process: from the command sent to the
 * private answer with the numbers of 10,000 duels (played on the odds workers), the median of a
 * few rounds after a warm-up that starts the workers.
 */
import { FLAVIUS, WULF } from "../test/commands/figure-helpers.ts";
import { startSession } from "../test/e2e/support/session.ts";
import type { Report } from "./report.ts";

const ROUNDS = 5;
const PATIENCE_MS = 120_000;
const where = { guild: "Arena", channel: "general" } as const;

export async function run(report: Report): Promise<void> {
  const s = await startSession();
  try {
    for (const [user, options] of [
      ["alice", FLAVIUS],
      ["bob", WULF],
    ] as const) {
      const create = { ...where, user, name: "figure", subcommand: "create", options };
      await (await s.discord.command(create)).reply(PATIENCE_MS);
    }
    const ask = async () => {
      const started = performance.now();
      const handle = await s.discord.command({
        ...where,
        user: "alice",
        name: "odds",
        options: { figure: "Flavius", against: "Wulf" },
      });
      const answer = await handle.reply(PATIENCE_MS);
      if (!answer.content.includes("10,000 duels")) throw new Error(`no odds: ${answer.content}`);
      return performance.now() - started;
    };
    await ask();
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) times.push(await ask());
    times.sort((x, y) => x - y);
    report("bot.odds_reply_ms", times[Math.floor(ROUNDS / 2)] as number, "ms");
  } finally {
    await s.close();
  }
}
