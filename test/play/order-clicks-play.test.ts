/**
 * Orders by clicks in local play: the same private flow as on Discord, driven with /click and
 * /select from the printed buttons and menus.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runLocalPlay } from "../../src/play/local-play.ts";
import { servicesPerTest } from "../commands/test-services.ts";

const t = servicesPerTest();
/** A guard against a hang, not a measure: a busy machine may be slow. */
const PATIENCE = { timeout: 20_000, interval: 5 };
let outputDir: string;
beforeEach(async () => {
  outputDir = await mkdtemp(path.join(tmpdir(), "melee-clicks-"));
});
afterEach(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

describe("orders by clicks in local play", () => {
  it("gives Ragnar's move from Give orders: action, hex, facing, Confirm", async () => {
    t.force(6, 1);
    const input = new PassThrough();
    const output = new PassThrough();
    let printed = "";
    output.on("data", (chunk: Buffer) => {
      printed += chunk.toString("utf8");
    });
    const done = runLocalPlay({ services: t.services, input, output, user: "gm", outputDir });
    /** Sends a line, then waits for what it printed to match `pattern`; returns the match. */
    const send = async (line: string, pattern: RegExp) => {
      const from = printed.length;
      input.write(`${line}\n`);
      return vi.waitFor(() => {
        const found = pattern.exec(printed.slice(from));
        if (found === null)
          throw new Error(`nothing matching ${pattern} after ${line}: ${printed.slice(from)}`);
        return found;
      }, PATIENCE);
    };
    input.write(
      [
        "/as alice /figure create name:Ragnar race:human st:11 dx:13 armor:leather weapons:spear ready:spear",
        "/battle new type:practice side-a:Hunters side-b:Beasts",
        "/as alice /battle join figure:Ragnar side:hunters",
        "/battle add monster:wolf side:b name:Grey",
        "",
      ].join("\n"),
    );
    const [, moveFirst] = await send("/battle start", /\[Move first\] → \/click (\S+)/);
    const [, give] = await send(`/as alice /click ${moveFirst}`, /\[Give orders\] → \/click (\S+)/);
    const [, action] = await send(
      `/as alice /click ${give}`,
      /What should Ragnar do\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, where] = await send(
      `/as alice /select ${action} a`,
      /Where should Ragnar go\?[\s\S]*\/select (\S+) <value>/,
    );
    const [, face] = await send(`/as alice /select ${where} E5`, /\[Face S\] → \/click (\S+)/);
    const [, confirm] = await send(
      `/as alice /click ${face}`,
      /Ragnar: Move — to E5, facing S[\s\S]*\[Confirm\] → \/click (\S+)/,
    );
    await send(`/as alice /click ${confirm}`, /Ragnar moves E1 → E5 \(4 hexes\), facing S/);
    input.end();
    await done;
    expect(printed).toContain("✔ Order given. Ragnar: Move — to E5, facing S");
  });
});
