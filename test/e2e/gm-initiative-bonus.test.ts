/**
 * AM §3 INITIATIVE through the real discord.js client and the fake Discord: carol (a GM who does
 * not fight) gives Germania an organised side's bonus with /gm surprise bonus:, the channel reads
 * it, and rules Germania fleeing (kind:fleeing); a surprise's kind with a bonus, and a player's
 * ruling, are refused privately.
 */
import { expect, it } from "vitest";
import {
  battle,
  createBookFighters,
  sessionPerTest,
  settle,
  text,
  where,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

function gm(user: string, options: Readonly<Record<string, string | number>>) {
  return s.discord.command({ ...where(user), name: "gm", subcommand: "surprise", options });
}

it("lets the GM give a side an initiative bonus, shown in the channel; refuses a bonus with a kind, and a player", async () => {
  await createBookFighters(s);
  await settle(
    s,
    await battle(s, "carol", "new", {
      type: "death",
      ruleset: "advanced-melee",
      "side-a": "Rome",
      "side-b": "Germania",
      thread: false,
    }),
  );
  await settle(s, await battle(s, "alice", "join", { figure: "Flavius", side: "a" }));
  await settle(s, await battle(s, "bob", "join", { figure: "Wulf", side: "b" }));
  dice.force(5, 2);
  await settle(s, await battle(s, "carol", "start"));

  const ruled = await settle(
    s,
    await gm("carol", { side: "Germania", bonus: 2, reason: "Tactics" }),
  );
  expect(ruled[0]?.ephemeral).toBeFalsy();
  expect(text(ruled)).toContain(
    "(GM) rules: Germania adds 2 to its initiative rolls from the next turn — Tactics",
  );

  const both = await settle(s, await gm("carol", { side: "Rome", kind: "lesser", bonus: 1 }));
  expect(both.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Give a surprise's kind or an initiative bonus, not both: they are two rulings."],
  ]);

  const fleeing = await settle(s, await gm("carol", { side: "Germania", kind: "fleeing" }));
  expect(text(fleeing)).toContain(
    "(GM) rules: Germania flees and has this turn's initiative, to keep running: no attacks",
  );

  const refused = await settle(s, await gm("bob", { side: "Germania", bonus: 4 }));
  expect(refused.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Only this battle's GM or a Manage Server user can use /gm."],
  ]);
});
