/**
 * /battle practice through the real discord.js client and the fake Discord: the computer
 * player answers for the monster by itself, in the same answers as the user's own steps.
 */
import { expect, it } from "vitest";
import { play, sessionPerTest, text } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("plays a practice bout where the computer answers for the monster", async () => {
  dice.force(2, 5); // the Computer's side wins the first initiative and lets Ragnar move first
  const opened = await play(s, {
    user: "carol",
    subcommand: "practice",
    options: { monster: "wolf" },
  });
  expect(text(opened.posted)).toContain("🤖 Practice: Ragnar against the book's Wolf");
  expect(text(opened.posted)).toContain("Turn 1: Computer won the initiative.");

  const stood = await play(s, {
    user: "carol",
    subcommand: "order",
    options: { figure: "Ragnar", option: "pass" },
  });
  // Nobody ordered the wolf: the computer did, and the turn went on to Ragnar's next decision.
  expect(stood.posted.length).toBeGreaterThan(1);
  expect(text(stood.posted)).toContain("Wolf");
});

it("plays a practice bout against the strong computer player", async () => {
  dice.force(2, 5); // the Computer's side wins the first initiative: the strong player chooses
  const opened = await play(s, {
    user: "carol",
    subcommand: "practice",
    options: { monster: "wolf", level: "strong" },
  });
  expect(text(opened.posted)).toContain("whose orders the strong computer player gives");
  expect(text(opened.posted)).toContain("Turn 1: Computer won the initiative.");
  const stood = await play(s, {
    user: "carol",
    subcommand: "order",
    options: { figure: "Ragnar", option: "pass" },
  });
  expect(text(stood.posted)).toContain("Wolf");
});
