/**
 * A GM's battle with a monster, through the real discord.js client and the fake Discord: bob
 * (the GM) opens it and adds a bear, alice joins with Flavius, and the two play it to its end
 * with forced dice. The bear's orders are the GM's: a plain member is refused them.
 */
import { expect, it } from "vitest";
import { FLAVIUS } from "../commands/figure-helpers.ts";
import {
  battle,
  createFigure,
  play,
  sessionPerTest,
  settle,
  text,
  turnPosts,
  where,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("plays a GM's bear against a player's fighter to the end", async () => {
  await createFigure(s, "alice", FLAVIUS);
  const opened = await play(s, {
    user: "bob",
    subcommand: "new",
    options: {
      type: "death",
      width: 6,
      height: 6,
      "side-a": "Legion",
      "side-b": "Wild",
      thread: false,
    },
  });
  expect(text(opened.posted)).toContain("A death battle is forming here, 6 × 6 arena");
  const added = await play(s, {
    user: "bob",
    subcommand: "add",
    options: { monster: "bear", side: "b", name: "Bruin" },
  });
  expect(text(added.posted)).toBe("Bruin (Bear) joins Wild.");
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Flavius", side: "a" } });

  dice.force(5, 2); // Legion wins the first initiative
  const started = await play(s, { user: "bob", subcommand: "start" });
  expect(text(started.posted)).toContain("Bruin (Wild, bear) at B6 facing N: ST 30, DX 11, MA 8");
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  const moved = await play(s, {
    user: "alice",
    subcommand: "order",
    options: { figure: "Flavius", option: "a", to: "B4", facing: "S" },
  });
  // The bear's orders are asked of the GM.
  const bob = s.discord.user("bob").id;
  expect(text(moved.posted)).toContain(`<@${bob}>, orders for:\n• Bruin: (a) Move, (b) Charge`);

  const refused = await settle(
    s,
    await battle(s, "carol", "order", {
      figure: "Bruin",
      option: "b",
      to: "B5",
      target: "Flavius",
    }),
  );
  expect(refused.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "That is not your figure."],
  ]);

  dice.force(3, 3, 3, 4, 4); // the charge hits: 2d6+2 = 10, armor and shield stop 5
  const charged = await play(s, {
    user: "bob",
    subcommand: "order",
    options: { figure: "Bruin", option: "b", to: "B5", target: "Flavius" },
  });
  expect(text(charged.posted)).toContain("Bruin charges B6 → B5 (1 hex), facing N");
  expect(text(charged.posted)).toContain(
    "2d6+2 = 10 (4+4), armor and shield stop 5, Flavius takes 5 (ST 7/12)",
  );
  expect(turnPosts(charged.posted)).toHaveLength(1);

  // The GM's undo offers the steps so far, newest first, with their turn and age.
  const steps = await s.discord.autocomplete({
    ...where("bob"),
    name: "battle",
    subcommand: "undo",
    options: { steps: "" },
    focused: "steps",
  });
  // Each value also carries the battle's version, so the undo takes back what the GM saw.
  const version = /@\d+$/.exec(String(steps[0]?.value))?.[0];
  expect(steps).toEqual([
    { name: "Turn 1 · Bruin attacks Flavius · just now", value: `1${version}` },
    { name: "Turn 1 · Flavius: (a) move · just now", value: `2${version}` },
    { name: "Turn 1 · Legion moves first · just now", value: `3${version}` },
  ]);

  dice.force(5, 2); // turn 2's initiative, rolled once the retreat is declined
  const stayed = await play(s, { user: "bob", button: ":stay:" });
  expect(text(stayed.posted)).toContain("Bruin does not force Flavius back");
  await play(s, { user: "alice", button: ":init:first" });
  await play(s, {
    user: "alice",
    subcommand: "order",
    options: { figure: "Flavius", option: "h", target: "Bruin" },
  });
  dice.force(3, 3, 3, 6, 6); // the bear, quicker, strikes first: 14 less 5
  const ended = await play(s, {
    user: "bob",
    subcommand: "order",
    options: { figure: "Bruin", option: "h", target: "Flavius" },
  });
  expect(dice.left).toBe(0);
  // The outcome rides on the last turn's message.
  const summary = ended.posted[ended.posted.length - 1]?.embeds.find(
    (e) => e.title === "Battle over",
  );
  expect(summary?.description).toBe(
    [
      "The battle is over: Wild wins.",
      "• Bruin: standing, 50 EP",
      "• Flavius: dead, 0 EP (now 0 EP)",
    ].join("\n"),
  );
  // The channel is free again.
  const status = await settle(s, await battle(s, "alice", "status"));
  expect(status[0]?.ephemeral).toBe(true);
});
