/**
 * Two players bring a "Ragnar" to one battle, through the real discord.js client and the fake
 * Discord: each owner orders their own and the GM (carol) orders either, picking from
 * autocomplete (whose values are ids); everything shown tells the two apart.
 */
import { expect, it } from "vitest";
import { RAGNAR } from "../commands/figure-helpers.ts";
import {
  battle,
  createFigure,
  play,
  sendCommand,
  sessionPerTest,
  settle,
  text,
  where,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

/** What autocomplete offers `user` for the option `focused` of `/<name> <subcommand>`. */
function offered(user: string, name: string, subcommand: string, focused: string) {
  return s.discord.autocomplete({
    ...where(user),
    name,
    subcommand,
    options: { [focused]: "" },
    focused,
  });
}

async function gmActFor(figure: string) {
  return sendCommand(s, "carol", "gm", "act-for", { figure, option: "pass" });
}

it("lets each of two same-named figures be ordered by its owner and by the GM", async () => {
  for (const user of ["alice", "bob"]) {
    await createFigure(s, user, RAGNAR);
  }
  await play(s, {
    user: "carol",
    subcommand: "new",
    options: { type: "practice", "side-a": "Rome", "side-b": "Germania", thread: false },
  });
  for (const [user, side] of [
    ["alice", "a"],
    ["bob", "b"],
  ] as const) {
    const [choice] = await offered(user, "battle", "join", "figure");
    expect(choice?.name).toBe("Ragnar");
    await play(s, { user, subcommand: "join", options: { figure: String(choice?.value), side } });
  }

  dice.force(5, 2); // Rome wins the first initiative
  const started = await play(s, { user: "carol", subcommand: "start" });
  expect(text(started.posted)).toContain("Ragnar (Alice)");
  expect(text(started.posted)).toContain("Ragnar (bob)");
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });

  // Turn 1: alice orders her own; the GM orders bob's.
  expect(await offered("alice", "battle", "order", "figure")).toEqual([
    { name: "Ragnar (Alice)", value: "f1" },
  ]);
  await play(s, { user: "alice", subcommand: "order", options: { figure: "f1", option: "pass" } });
  const ambiguous = await gmActFor("Ragnar");
  expect(ambiguous.map((m) => [m.ephemeral, m.content])).toEqual([
    [
      true,
      'More than one figure here is called "Ragnar": Ragnar (Alice), Ragnar (bob). Pick one from the list, or type its name as shown there.',
    ],
  ]);
  expect(await offered("carol", "gm", "act-for", "figure")).toEqual([
    { name: "Ragnar (bob)", value: "f2" },
  ]);
  dice.force(5, 2); // Rome wins the second initiative too
  const turnOne = await gmActFor("f2");
  expect(turnOne[0]?.ephemeral).toBe(false);
  const map = turnOne.flatMap((m) => m.attachments).find((a) => a.filename.endsWith(".png"));
  expect(map?.description).toContain("Ragnar (Alice)");
  expect(map?.description).toContain("Ragnar (bob)");

  // Turn 2: the GM orders alice's; bob orders his own.
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  expect((await gmActFor("f1"))[0]?.ephemeral).toBe(false);
  expect(await offered("bob", "battle", "order", "figure")).toEqual([
    { name: "Ragnar (bob)", value: "f2" },
  ]);
  const bob = await settle(s, await battle(s, "bob", "order", { figure: "f2", option: "pass" }));
  expect(bob[0]?.ephemeral).toBe(false);
  expect(text(bob)).toContain("Ragnar (bob)");
});
