/**
 * Quick Combat (AM §8) in local play through the same handlers as Discord, on the battle service
 * over SQLite: /quick typed as text, the board's Give orders and its menu pressed with /click and
 * /select, `/quick order` typed, and bad input answered without changing anything.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ForcedDice } from "../../src/dice/dice.ts";
import { servicesPerTest } from "../commands/test-services.ts";
import { livePlay } from "./play-script.ts";

// Initiative 6 against 1 every turn: seat A (the player) always chooses.
const t = servicesPerTest({ newDice: () => new ForcedDice([6, 1]) });
let outputDir: string;
beforeEach(async () => {
  outputDir = await mkdtemp(path.join(tmpdir(), "quick-combat-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

describe("Quick Combat in local play", () => {
  it("opens a duel against the computer and takes a move by clicks and an action typed", async () => {
    const { write, send, end } = livePlay(t.services, outputDir);
    await send(
      "/quick new a:conan",
      /Option "a" must be one of: flavius \(Flavius\), wulf \(Wulf\), ragnar \(Ragnar\); got "conan"\./,
    );
    write(["/quick new a:ragnar b:wulf", "/quick join"]);
    const [, open] = await send(
      "/quick start",
      /Turn 1: initiative 6, 1; Ragnar chooses\.[\s\S]*?A Ragnar: ST 11\/11, adjDX 11, MA 8, hex 1[\s\S]*?\[Give orders\] → \/click (\S+)/,
    );
    const [, menu] = await send(`/click ${open}`, /\/select (\S+) <value>[\s\S]*?move_5/);
    await send(
      `/select ${menu} move_5`,
      /Ragnar moves from hex 1 to hex 5\.[\s\S]*?Wulf stays in hex 16\./,
    );
    await send("/quick order text:fire", /Ragnar holds no missile weapon/);
    await send("/quick order text:dance", /"dance" is not an order/);
    const printed = await end();
    expect(printed).toMatch(/Waiting for: A \(@gm\), action/);
  });
});
