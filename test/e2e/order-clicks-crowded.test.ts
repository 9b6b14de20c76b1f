/**
 * A crowded battle by clicks through the fake Discord, which refuses a menu over 25 choices as
 * Discord does: the GM's 27 wolves are chosen from a figure menu in pages (paged-menu.ts).
 */
import { describe, expect, it } from "vitest";
import { FLAVIUS } from "../commands/figure-helpers.ts";
import { createFigure, play } from "./support/battle.ts";
import {
  clickOn,
  clickSession,
  component,
  dice,
  giveOrders,
  openAdvancedWithMonsters,
  s,
} from "./support/order-clicks.ts";

clickSession();

const WOLVES = Array.from({ length: 27 }, (_, i) => `Wolf${i + 1}`);

describe("a crowded battle by clicks", () => {
  it("pages the GM's menu of 27 wolves, and orders the last of them to the end", async () => {
    await openAdvancedWithMonsters(WOLVES.map((name) => ({ monster: "wolf", side: "b", name })));
    await createFigure(s, "alice", FLAVIUS);
    await play(s, { user: "alice", subcommand: "join", options: { figure: "Flavius", side: "a" } });
    dice.force(1, 6);
    await play(s, { user: "bob", subcommand: "start" });
    await play(s, { user: "bob", subcommand: "initiative", options: { choice: "first" } });
    const first = await giveOrders("bob");
    const menu = component(first, (id) => id.includes(":o:ff:"));
    const choices = (m: typeof menu) => (m?.options ?? []) as { label: string; value: string }[];
    const names = (m: typeof menu) => choices(m).map((o) => o.label);
    expect(names(menu)).toEqual(WOLVES.slice(0, 25));
    expect(menu?.placeholder).toBe("Choose a figure (1/2)");
    const next = component(first, (_, c) => c.label === "Next");
    const paged = (await clickOn(first, next?.custom_id ?? "", "bob")).updated;
    const rest = component(paged, (id) => id.includes(":o:ff:"));
    expect(names(rest)).toEqual(["Wolf26", "Wolf27"]);
    const last = choices(rest)[1]?.value ?? "";
    const asked = (await clickOn(paged, rest?.custom_id ?? "", "bob", [last])).updated;
    expect(asked.content).toBe("What should Wolf27 do?");
    const options = component(asked, (id) => id.includes(":o:fo:"));
    const facing = (await clickOn(asked, options?.custom_id ?? "", "bob", ["pass"])).updated;
    const face = component(facing, (_, c) => String(c.label).startsWith("Face "));
    const summary = (await clickOn(facing, face?.custom_id ?? "", "bob")).updated;
    const confirm = component(summary, (id) => id.includes(":o:ok:"));
    const { updated } = await clickOn(summary, confirm?.custom_id ?? "", "bob");
    expect(updated.content).toMatch(/^✔ Order given\. Wolf27: Do nothing/);
  });
});
