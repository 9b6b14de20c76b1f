/**
 * The turn post's map: the crop with the roster and key as embed text and the Full map button,
 * within Discord's limits however long the turn's log is.
 */
import { describe, expect, it } from "vitest";
import { LOG_COLOR } from "../../commands/battle/log-embeds.ts";
import { withTurnMap } from "../../commands/battle/turn-map.ts";
import { replyLimitProblems } from "../../commands/format/discord-limits.ts";
import type { Reply } from "../../commands/interaction.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { combatExample } from "../render/map/scenarios.ts";

const { state, events } = combatExample(3);
const battle = {
  id: "b1",
  sides: [{ id: "rome", name: "Red Legion" }],
} as unknown as BattleSummary;

function log(embeds: number, length: number): Reply {
  return {
    embeds: Array.from({ length: embeds }, (_, i) => ({
      title: `Turn 3 (${i + 1}/${embeds})`,
      description: "x".repeat(length),
      color: LOG_COLOR,
    })),
  };
}

function buttons(reply: Reply | undefined): string[] {
  return (reply?.components ?? []).flatMap((r) =>
    r.kind === "buttons" ? r.buttons.map((b) => `${b.label} ${b.customId}`) : [],
  );
}

describe("withTurnMap", () => {
  it("puts the crop, the roster under the battle's side names and Full map on the turn's first message", async () => {
    const [first, ...more] = await withTurnMap(battle, state, events, 7, [log(1, 200)]);
    expect(more).toEqual([]);
    expect(first?.files?.[0]?.name).toBe("turn-4.png");
    expect(first?.files?.[0]?.description).toMatch(/Arena 8 by 14 hexes, .*shown\./);
    expect(first?.embeds?.[1]?.title).toBe("On the map");
    expect(first?.embeds?.[1]?.description).toMatch(/^Red Legion:\n• Fl Flavius · /);
    expect(buttons(first)).toEqual(["Full map battle:b1:7:map"]);
    expect(replyLimitProblems(first ?? {})).toEqual([]);
  });

  it("gives the roster a message of its own when the log leaves no room", async () => {
    const full = log(2, 2900);
    const [first, second] = await withTurnMap(battle, state, events, 7, [full, log(1, 10)]);
    expect(first?.embeds).toEqual(full.embeds);
    expect(first?.files).toHaveLength(1);
    expect(second?.embeds?.[0]?.title).toBe("On the map");
    expect(buttons(second)).toEqual(["Full map battle:b1:7:map"]);
    for (const reply of [first, second]) expect(replyLimitProblems(reply ?? {})).toEqual([]);
  });
});
