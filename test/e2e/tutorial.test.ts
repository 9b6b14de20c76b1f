/**
 * /battle tutorial through the real discord.js client and the fake Discord: a user with no
 * figure gets Ragnar, the guidance and the start, and plays the bout alone to its end: the
 * initiative is chosen for them and the dummy acts by itself.
 */
import { expect, it } from "vitest";
import { play, sendCommand, sessionPerTest, text } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("sets up the bout with guidance and plays it to the dummy dropping out", async () => {
  dice.force(5, 2); // the Trainee wins the first initiative
  const opened = await play(s, { user: "carol", subcommand: "tutorial" });
  const [guide, start] = opened.posted;
  expect(guide?.ephemeral).toBe(false);
  expect(guide?.content).toMatch(/^You had no figure yet, so Ragnar/);
  expect(guide?.embeds[0]?.title).toBe("Tutorial: Ragnar against the Training Dummy");
  expect(start?.attachments[0]?.filename).toBe("turn-1.png");
  expect(text(opened.posted)).toContain("Turn 1: Trainee won the initiative;");
  expect(text(opened.posted)).not.toContain("Move first");
  expect(text(opened.posted)).toContain("Training Dummy charges C4 → C2 (2 hexes), facing N");

  dice.force(3, 3, 3, 6);
  const ended = await play(s, {
    user: "carol",
    subcommand: "order",
    options: { figure: "Ragnar", option: "h", target: "Training Dummy" },
  });
  expect(dice.left).toBe(0);
  // The outcome rides on the last turn's message.
  const over = ended.posted[ended.posted.length - 1]?.embeds.find((e) => e.title === "Battle over");
  expect(over?.description).toBe(
    [
      "The battle is over: Trainee wins.",
      "• Ragnar: standing, 10 EP (now 10 EP)",
      "• Training Dummy: dropped out, 0 EP",
    ].join("\n"),
  );
  const shown = await sendCommand(s, "carol", "figure", "show", { name: "Ragnar" });
  const experience = shown[0]?.embeds[0]?.fields?.find((f) => f.name === "Experience");
  expect(experience?.value).toMatch(/^10 EP/);
});
