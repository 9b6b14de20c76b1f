/** The private menus of La Mame's MELEE (commands/lamame/choose.ts): Discord's limits, levels, Confirm. */
import { describe, expect, it } from "vitest";
import type { ComponentRow } from "../../commands/interaction.ts";
import { choiceScreen, choicesMark, chosen, parseChoiceId } from "../../commands/lamame/choose.ts";
import type { LaMameChoice } from "../../src/games/la-mame/play.ts";

const BATTLE = "c".repeat(25);
const bids: LaMameChoice[] = Array.from({ length: 60 }, (_, g) => ({
  labels: [`Bid ${g} gold`],
  order: { type: "start-bid", by: "north", gold: g },
}));
const builds: LaMameChoice[] = ["knight", "soldier"].flatMap((unit) =>
  ["Ford", "Hill"].map((area) => ({
    labels: [`Build a ${unit}`, `in ${area}`],
    order: { type: "build", by: "north", unit: unit as "knight", area },
  })),
);

function ids(rows: readonly ComponentRow[]): string[] {
  return rows.flatMap((r) =>
    r.kind === "buttons" ? r.buttons.map((b) => b.customId) : [r.menu.customId],
  );
}

describe("La Mame's MELEE's private menus", () => {
  it("keeps within Discord's limits: 5 rows, 25 options a menu, ids of 100 characters", () => {
    const screen = choiceScreen(BATTLE, "start bid", bids, []);
    const rows = screen?.components ?? [];
    expect(screen?.ephemeral).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(5);
    const menus = rows.flatMap((r) => (r.kind === "select" ? [r.menu] : []));
    expect(menus.map((m) => m.options.length)).toEqual([25, 25, 10]);
    expect(ids(rows).every((id) => id.length <= 100)).toBe(true);
  });

  it("reads a chosen option as the next index of the path, and confirms a single order", () => {
    const screen = choiceScreen(BATTLE, "start bid", bids, []);
    const menu = screen?.components?.find((r) => r.kind === "select");
    const click = parseChoiceId(menu?.kind === "select" ? menu.menu.customId : "", ["27"]);
    expect(click).toMatchObject({ battleId: BATTLE, mark: choicesMark(bids), path: [27] });
    expect(chosen(bids, [27])?.order).toEqual({ type: "start-bid", by: "north", gold: 27 });
    const confirm = choiceScreen(BATTLE, "start bid", bids, [27]);
    expect(confirm?.content).toContain("Bid 27 gold");
    const labels = confirm?.components?.flatMap((r) => (r.kind === "buttons" ? r.buttons : []));
    expect(labels?.map((b) => b.label)).toEqual(["Confirm", "Back", "Cancel"]);
  });

  it("goes level by level with buttons while there are few, and refuses a path that names nothing", () => {
    const first = choiceScreen(BATTLE, "build", builds, []);
    const row = first?.components?.[0];
    expect(row?.kind === "buttons" && row.buttons.map((b) => b.label)).toEqual([
      "Build a knight",
      "Build a soldier",
    ]);
    expect(chosen(builds, [1])).toBeUndefined();
    expect(chosen(builds, [1, 0])?.order).toMatchObject({ unit: "soldier", area: "Ford" });
    expect(choiceScreen(BATTLE, "build", builds, [2])).toBeNull();
    expect(choicesMark(builds)).not.toBe(choicesMark(builds.slice(1)));
    expect(parseChoiceId("lm:x:y:go:1.a", [])).toBeNull();
  });
});
