/**
 * Fliers engaged in the air by clicks (AM §10 AERIAL COMBAT; docs/rulings.md, "Fliers engaging
 * fliers"): a gargoyle facing an enemy gargoyle at a height within 3 m of its own is offered the
 * engaged flier's options: to strike it, disengage or grapple it there.
 */
import { describe, expect, it } from "vitest";
import { orderScreen } from "../../commands/battle/order-flow.ts";
import type { BattleSummary, LoadedBattle } from "../../src/store/battle-types.ts";
import { beast, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

/** G1 (blue) over E8 at 6 m faces G2 (red) over E7 at `h2` m; blue moves first. */
function loaded(h2: number): LoadedBattle {
  const b = new TestBattle(
    [beast("g1", "gargoyle", "E8", N, "blue"), beast("g2", "gargoyle", "E7", S, "red")],
    { ruleset: "advanced-melee" },
  );
  b.edit("g1", { flying: true, height: 6 });
  b.edit("g2", { flying: true, height: h2 });
  const phase = b.state.phase;
  if (phase.kind !== "initiative") throw new Error("expected the initiative");
  b.order({ type: "initiative", side: phase.winner, moveFirst: phase.winner === "blue" });
  const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
  return { battle, state: b.state, version: 3 };
}

async function menus(battle: LoadedBattle, draft: object) {
  const screen = await orderScreen(battle, ["g1"], draft);
  return (screen.components ?? []).flatMap((r) =>
    r.kind === "select"
      ? [{ id: r.menu.customId, labels: r.menu.options.map((o) => o.label) }]
      : [],
  );
}

describe("fliers engaged in the air, by clicks", () => {
  it("at 6 m and 8 m G1 is offered to attack G2, disengage, grapple G2 or do nothing", async () => {
    expect(await menus(loaded(8), {})).toEqual([
      {
        id: "battle:b1:3:o:fo:g1::::::::",
        labels: ["Attack g2", "Disengage", "Grapple g2", "Do nothing"],
      },
    ]);
  });

  it("at 6 m and 20 m they cross: G1 flies on, charges or dodges as before", async () => {
    const [options] = await menus(loaded(20), {});
    expect(options?.labels).toEqual(["Move", "Charge g2", "Dodge", "Do nothing"]);
  });
});
