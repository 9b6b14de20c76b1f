import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { localHelp } from "../../src/play/local-help.ts";
import { localTime, plain } from "../../src/play/render.ts";

describe("local play reads like a chat", () => {
  it("shows a mention as the user's name", () => {
    expect(plain("<@local:alice>, bob challenges you to a duel.")).toBe(
      "@alice, bob challenges you to a duel.",
    );
    expect(plain("hands the GM role to <@!123456789012345678>.")).toBe(
      "hands the GM role to @123456789012345678.",
    );
  });

  it("shows a timestamp as a local date and time, whatever its style", () => {
    const seconds = Date.UTC(2026, 10, 26, 14, 5) / 1000;
    const shown = localTime(seconds);
    expect(shown).toMatch(/^\d{1,2} Nov 2026, \d\d:\d\d$/);
    expect(plain(`Deadline <t:${seconds}:R> (<t:${seconds}:f>).`)).toBe(
      `Deadline ${shown} (${shown}).`,
    );
    expect(plain(`At <t:${seconds}>`)).toBe(`At ${shown}`);
  });

  it("gives the same /help as Discord, with the how-to-play steps, then the terminal's commands", () => {
    const help = localHelp(COMMANDS);
    expect(help).toMatch(/^Melee Bot runs The Fantasy Trip's MELEE combat in chat\./);
    expect(help).toContain("How to play:\n1. Make a fighter: /figure create");
    expect(help).toContain("Try it alone first: /battle tutorial");
    expect(help.indexOf("How to play:")).toBeLessThan(help.indexOf("Commands:"));
    expect(help).toContain("/click <customId>");
  });
});
