/**
 * La Mame's MELEE in local play through the same handlers as Discord, on the battle service over
 * SQLite: /lamame typed as text, the board's "Choose privately" and the menus it opens pressed with
 * /click and /select, and `/lamame order` typed as the fallback.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../src/dice/dice.ts";
import { servicesPerTest } from "../commands/test-services.ts";
import { livePlay, outputDirPerTest } from "./play-script.ts";

// The game rolls dice of other sizes than d6 (the start player): seeded dice.
const t = servicesPerTest({ newDice: () => new SeededDice(3) });
const out = outputDirPerTest("la-mame-clicks-");

const CHOOSE = /\[Choose privately\] → \/click (\S+)/;

describe("La Mame's MELEE in local play", () => {
  it("opens, seats, starts and takes orders by clicks and by typing", async () => {
    const { write, send, end } = livePlay(t.services, out.path);
    write(["/lamame new players:2", "/lamame join", "/as bob /lamame join"]);
    const [, first = "", open] = await send(
      "/lamame start",
      /Waiting for: \w+ \(@(\w+)\), initial build[\s\S]*?\[Choose privately\] → \/click (\S+)/,
    );
    const second = first === "gm" ? "bob" : "gm";
    // The start player's initial build by clicks: the menu lists builds and Pass; Pass, Confirm.
    const [, menu, pass] = await send(
      `/as ${first} /click ${open}`,
      /initial build — choose:[\s\S]*?\/select (\S+) <value>[\s\S]*?\n\s+(\d+): Pass/,
    );
    const [, confirm] = await send(
      `/as ${first} /select ${menu} ${pass}`,
      /Your initial build: Pass\. Confirm[\s\S]*?\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as ${first} /click ${confirm}`, /Done: your initial build \(Pass\) is in/);
    // The other types theirs instead; then both are asked for a sealed start bid.
    const [, bids] = await send(`/as ${second} /lamame order text:pass`, CHOOSE);
    const [, bidMenu] = await send(
      `/as bob /click ${bids}`,
      /start bid — choose:[\s\S]*?\/select (\S+) <value>/,
    );
    const [, bidConfirm] = await send(
      `/as bob /select ${bidMenu} 4`,
      /Your start bid: Bid 4 gold\.[\s\S]*?\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as bob /click ${bidConfirm}`, /east seals a start bid\./);
    // The stale menu is refused; a player with nothing awaited is told so.
    await send(`/as bob /click ${bids}`, /The game waits for no choice of yours now\./);
    const printed = await end();
    expect(printed).not.toMatch(/Start bids:/);
    // Each posted board's map is kept, in the game's own folder, none overwriting another.
    const [folder = ""] = await readdir(out.path);
    const maps = await readdir(path.join(out.path, folder));
    expect(maps.length).toBeGreaterThan(1);
    expect(maps.every((name) => /^la-mame-map-\d{2,}\.png$/.test(name))).toBe(true);
    expect((await t.services.games.battleIn("local", "terminal"))?.battle.id).toBe(folder);
  });
});
