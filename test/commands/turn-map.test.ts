/**
 * The turn post's map: the crop with the roster and key as embed text, within Discord's limits
 * however long the turn's log is; no buttons (Full map is on the board).
 */
import { describe, expect, it } from "vitest";
import { withPrompts } from "../../commands/battle/flow.ts";
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

describe("withTurnMap", () => {
  it("puts the crop and the roster under the battle's side names on the turn's first message", async () => {
    const [first, ...more] = await withTurnMap(battle, state, events, [log(1, 200)]);
    expect(more).toEqual([]);
    expect(first?.files?.[0]?.name).toBe("turn-4.png");
    expect(first?.files?.[0]?.description).toMatch(/Arena 8 by 14 hexes, .*shown\./);
    expect(first?.embeds?.[1]?.title).toBe("On the map");
    expect(first?.embeds?.[1]?.description).toMatch(/^Red Legion:\n• Fl Flavius · /);
    expect(first?.components).toBeUndefined();
    expect(replyLimitProblems(first ?? {})).toEqual([]);
  });

  it("gives the roster a message of its own when the log leaves no room", async () => {
    const full = log(2, 2900);
    const [first, second] = await withTurnMap(battle, state, events, [full, log(1, 10)]);
    expect(first?.embeds).toEqual(full.embeds);
    expect(first?.files).toHaveLength(1);
    expect(second?.embeds?.[0]?.title).toBe("On the map");
    expect(second?.components).toBeUndefined();
    for (const reply of [first, second]) expect(replyLimitProblems(reply ?? {})).toEqual([]);
  });
});

describe("withPrompts", () => {
  it("folds a prompt into the turn's post with both messages' embeds, files and buttons", async () => {
    const [post] = await withTurnMap(battle, state, events, [log(1, 200)]);
    const prompt: Reply = {
      content: "<@u1>, push back?",
      embeds: [{ title: "Retreat" }],
      files: [{ name: "retreat-preview.png", data: new Uint8Array([1]) }],
      components: [{ kind: "buttons", buttons: [{ customId: "x", label: "1", style: "primary" }] }],
      mentionUserIds: ["u1"],
    };
    const [merged, ...rest] = withPrompts([{ ...(post ?? {}), components: [row("a")] }], [prompt]);
    expect(rest).toEqual([]);
    expect(merged?.content).toBe("<@u1>, push back?");
    expect(merged?.embeds?.map((e) => e.title)).toEqual(["Turn 3 (1/1)", "On the map", "Retreat"]);
    expect(merged?.files?.map((f) => f.name)).toEqual(["turn-4.png", "retreat-preview.png"]);
    expect(merged?.components).toEqual([row("a"), ...(prompt.components ?? [])]);
  });
});

function row(id: string) {
  return {
    kind: "buttons" as const,
    buttons: [{ customId: id, label: id, style: "secondary" as const }],
  };
}
