/**
 * The click flow's menus in pages of Discord's 25 choices (paged-menu.ts): a crowded figure's
 * option menu passes 25, and each of its choices stays reachable by Previous and Next.
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../commands/battle/order-choices.ts";
import { parseDraft } from "../../commands/battle/order-draft.ts";
import { orderScreen } from "../../commands/battle/order-flow.ts";
import { PAGE } from "../../commands/battle/paged-menu.ts";
import type { ComponentRow, Reply } from "../../commands/interaction.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import {
  adept,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../engine/battle/attack-builders.ts";

/**
 * R rides Bayard in E6 with sha-ken ready, a lance and a grenade slung; four friends beside him
 * to exchange with, four foes far off, four weapons lying round him to scoop or pick up.
 */
function crowdedRider(): TestBattle {
  const b = new TestBattle(
    [
      rider(
        "r",
        { ...adept("R", "sha-ken", "sha-ken"), weapons: ["sha-ken", "cavalry-lance", "grenade"] },
        "E6",
        N,
        { beast: "horse", name: "Bayard" },
      ),
      ...["B2", "C2", "D2", "F2"].map((hex, i) =>
        fighter(`foe${i}`, human(`Foe${i}`), hex, S, "red"),
      ),
      ...["D7", "E8", "F7", "E9"].map((hex, i) =>
        fighter(`friend${i}`, human(`Friend${i}`), hex, N),
      ),
    ],
    { ruleset: "advanced-melee" },
  );
  for (const [item, hex] of [
    ["mace", "E6"],
    ["dagger", "E5"],
    ["spear", "E4"],
    ["club", "D4"],
  ] as const)
    b.place(item, hex);
  const phase = b.state.phase;
  if (phase.kind !== "initiative") throw new Error("not at the initiative");
  b.order({ type: "initiative", side: phase.winner, moveFirst: phase.winner === "blue" });
  return b;
}

const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;

function menuOf(reply: Reply) {
  const row = (reply.components ?? []).find((r) => r.kind === "select");
  return row?.kind === "select" ? row.menu : undefined;
}

function buttonsOf(reply: Reply) {
  return (reply.components ?? []).flatMap((r: ComponentRow) =>
    r.kind === "buttons" ? r.buttons : [],
  );
}

describe("the option menu past 25 choices", () => {
  it("has more than 25 choices for a crowded rider", () => {
    expect(optionChoices(crowdedRider().state, "r").length).toBe(30);
  });

  it("shows 25 with Next, and Next the other 5 with Previous: every choice once", async () => {
    const b = crowdedRider();
    const loaded = { battle, state: b.state, version: 3 };
    const first = await orderScreen(loaded, ["r"], {});
    expect(menuOf(first)?.options).toHaveLength(PAGE);
    expect(menuOf(first)?.placeholder).toBe("Choose an action (1/2)");
    const next = buttonsOf(first).find((button) => button.label === "Next");
    expect(buttonsOf(first).map((button) => button.label)).toEqual(["Next", "Cancel"]);
    const { step, draft } = parseDraft(next?.customId.split(":").slice(4) ?? []);
    expect([step, draft]).toEqual(["p1", { figure: "r" }]);
    const second = await orderScreen(loaded, ["r"], draft, 1);
    expect(menuOf(second)?.options).toHaveLength(5);
    expect(menuOf(second)?.placeholder).toBe("Choose an action (2/2)");
    expect(buttonsOf(second).map((button) => button.label)).toEqual(["Previous", "Cancel"]);
    const shown = [...(menuOf(first)?.options ?? []), ...(menuOf(second)?.options ?? [])];
    expect(shown.map((o) => o.value)).toEqual(optionChoices(b.state, "r").map((c) => c.value));
  });

  it("keeps a menu of 25 or fewer on one page, with no paging buttons", async () => {
    const b = crowdedRider();
    const loaded = { battle, state: b.state, version: 3 };
    const shown = await orderScreen(loaded, ["r", "friend0"], {});
    expect(menuOf(shown)?.placeholder).toBe("Choose a figure");
    expect(buttonsOf(shown).map((button) => button.label)).toEqual(["Cancel"]);
  });
});
