/**
 * /help explains how a battle goes, in steps, and points to /battle tutorial to try one alone,
 * within Discord's 2000 characters of content.
 */
import { expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { fakeCommand, onlyReply } from "./fake-interaction.ts";

it("explains how to play and offers the tutorial", async () => {
  const help = COMMANDS.find((command) => command.definition.name === "help");
  const interaction = fakeCommand("");
  await help?.execute(interaction, undefined as never);
  const content = onlyReply(interaction).content ?? "";
  const lines = content.split("\n");
  const start = lines.indexOf("How to play:");
  expect(start).toBeGreaterThan(0);
  expect(lines.slice(start + 1, start + 6).map((line) => line.slice(0, 3))).toEqual([
    "1. ",
    "2. ",
    "3. ",
    "4. ",
    "5. ",
  ]);
  expect(lines[start + 5]).toBe(
    "5. At the end, survivors earn experience (EP); 100 EP buy +1 ST or DX with /figure advance.",
  );
  expect(lines.at(-1)).toBe(
    "Try it alone first: /battle tutorial starts a practice bout here against a Training Dummy, with step-by-step guidance.",
  );
  expect(content.length).toBeLessThanOrEqual(2000);
});
