/**
 * ADVANCED MELEE's adverse conditions through the real discord.js client and the fake Discord:
 * carol (a GM who does not fight) darkens two hexes and sets one afire with /gm conditions, the channel reads it, and
 * /battle status and the map show it; a player is refused privately. With /gm surprise, carol
 * gives Germania an organised side's initiative bonus and rules it fleeing (AM §3), or one figure
 * fleeing, whose player then flees before the initiative is chosen.
 */
import { expect, it } from "vitest";
import {
  battle,
  buttonIds,
  createBookFighters,
  isPng,
  latestButton,
  sessionPerTest,
  settle,
  text,
  where,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

function gm(
  user: string,
  options: Readonly<Record<string, string | number | boolean>>,
  subcommand = "conditions",
) {
  return s.discord.command({ ...where(user), name: "gm", subcommand, options });
}

/** carol (a GM who does not fight) starts Rome (alice's Flavius) against Germania (bob's Wulf). */
async function startedByCarol(): Promise<void> {
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
}

it("lets the GM darken hexes and set one burning, shown in the channel, the status and the map's description; refuses a player", async () => {
  await startedByCarol();
  const ruled = await settle(
    s,
    await gm("carol", { light: "dark", hexes: "E5 E6", reason: "night" }),
  );
  expect(ruled[0]?.ephemeral).toBeFalsy();
  expect(text(ruled)).toContain("(GM) rules: E5, E6: dark — night");

  const refused = await settle(s, await gm("bob", { light: "lit" }));
  expect(refused.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Only this battle's GM or a Manage Server user can use /gm."],
  ]);

  const fire = await settle(s, await gm("carol", { fire: true, hexes: "F8" }));
  expect(text(fire)).toContain("(GM) rules: F8: burning");

  const status = await settle(s, await battle(s, "alice", "status"));
  expect(text(status)).toContain("Conditions: E5, E6 dark; F8 burning.");
  const map = await settle(s, await battle(s, "alice", "map"));
  const png = map.flatMap((m) => m.attachments).find((a) => a.filename.endsWith(".png"));
  expect(png?.description).toContain("Conditions: E5, E6 dark; F8 burning.");
  expect(isPng(png?.data ?? new Uint8Array())).toBe(true);
});

it("lets the GM give a side an initiative bonus and rule a side fleeing (AM §3), shown in the channel; refuses a bonus with a kind, and a player", async () => {
  await startedByCarol();
  const ruled = await settle(
    s,
    await gm("carol", { side: "Germania", bonus: 2, reason: "Tactics" }, "surprise"),
  );
  expect(ruled[0]?.ephemeral).toBeFalsy();
  expect(text(ruled)).toContain(
    "(GM) rules: Germania adds 2 to its initiative rolls from the next turn — Tactics",
  );

  const both = await settle(
    s,
    await gm("carol", { side: "Rome", kind: "lesser", bonus: 1 }, "surprise"),
  );
  expect(both.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Give a surprise's kind or an initiative bonus, not both: they are two rulings."],
  ]);

  const fleeing = await settle(
    s,
    await gm("carol", { side: "Germania", kind: "fleeing" }, "surprise"),
  );
  expect(text(fleeing)).toContain(
    "(GM) rules: Germania flees and has this turn's initiative, to keep running: no attacks",
  );

  const refused = await settle(s, await gm("bob", { side: "Germania", bonus: 4 }, "surprise"));
  expect(refused.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Only this battle's GM or a Manage Server user can use /gm."],
  ]);
});

it("lets the GM rule one figure fleeing (AM §3): its player flees before the initiative's choice (Flee first, or typed); others wait", async () => {
  await startedByCarol();
  const wrongSide = await settle(
    s,
    await gm("carol", { side: "Rome", kind: "fleeing", figure: "Wulf" }, "surprise"),
  );
  expect(wrongSide.map((m) => [m.ephemeral, m.content])).toEqual([[true, "Wulf is not on Rome."]]);
  const ruled = await settle(
    s,
    await gm("carol", { side: "Germania", kind: "fleeing", figure: "Wulf" }, "surprise"),
  );
  expect(text(ruled)).toContain(
    "(GM) rules: Wulf has been running away: it may flee this turn before anyone moves",
  );
  // The prompt offers Wulf's player a Flee first button: it opens the private order flow.
  const fleeFirst = latestButton(s, ":give");
  if (fleeFirst === undefined) throw new Error("no Flee first button");
  const [flow] = await settle(s, await s.discord.click({ ...fleeFirst, user: "bob" }));
  expect(flow?.ephemeral).toBe(true);
  // Flight is Wulf's one choice now, so the flow asks straight where he runs.
  expect(flow?.content).toBe("Where should Wulf go?");
  expect(JSON.stringify(flow?.components)).toContain(":flee:");
  const early = await settle(
    s,
    await battle(s, "alice", "order", { figure: "Flavius", option: "a", to: "E5" }),
  );
  expect(early[0]?.ephemeral).toBe(true);
  expect(early[0]?.content).toContain("It is not time for Flavius's orders.");
  const fled = await settle(
    s,
    await battle(s, "bob", "order", { figure: "Wulf", option: "flee", to: "H9", facing: "S" }),
  );
  expect(text(fled)).toContain(
    "Wulf flees: a move, no attack; if it keeps running it goes first next turn",
  );
  expect(text(fled)).toContain("Wulf flees E16 → H9 (8 hexes), facing S");
  // Wulf has fled: Rome's choice is all the prompt now asks, with no "Flee first".
  expect(buttonIds(fled).map((id) => id.split(":").slice(3).join(":"))).toEqual([
    "init:first:1",
    "init:second:1",
  ]);
});
