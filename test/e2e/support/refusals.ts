/**
 * The shared after-test check: the bot made Discord refuse nothing and lost no update. A test
 * that provokes a refusal on purpose takes it with `discord.takeRefusals()` (or
 * `takeDrops()`) and asserts on it, which leaves nothing here to complain about.
 */
import type { FakeDiscord } from "../../fake-discord/index.ts";

export function assertNothingRefused(discord: Pick<FakeDiscord, "refusals" | "drops">): void {
  const lines = [
    ...discord.refusals.map(
      (r) => `refused ${r.method} ${r.path}: ${r.status} ${r.code} ${r.message}`,
    ),
    ...discord.drops.map(
      (d) => `dropped the update of ${d.label} (message ${d.messageId}): ${d.reason}`,
    ),
  ];
  if (lines.length > 0) {
    throw new Error(`Discord would have refused the bot:\n${lines.join("\n")}`);
  }
}
