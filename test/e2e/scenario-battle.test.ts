/**
 * A battle opened from a bundled scenario (/battle new scenario:, docs/scenario-format.md,
 * "Playing a scenario"): ADVANCED MELEE's §7 party against the troll, set up by the GM (bob), a
 * player (alice) taking Melio, the GM giving the troll to the computer, and one turn played.
 */
import { expect, it } from "vitest";
import {
  battle,
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

const TROLL_EXAMPLE = { type: "death", scenario: "am-troll-example", thread: false } as const;

it("lists the bundled scenarios as /battle new's scenario: is typed", async () => {
  const choices = await s.discord.autocomplete({
    ...where("bob"),
    name: "battle",
    subcommand: "new",
    options: { type: "death", scenario: "" },
    focused: "scenario",
  });
  expect(choices.map((c) => c.value)).toEqual([
    "am-troll-example",
    "bear-and-hunters",
    "combat-example",
  ]);
  expect(choices[0]?.name).toMatch(/^am-troll-example: ADVANCED MELEE, 7\. EXAMPLE OF COMBAT/);
});

it("refuses an unknown scenario and a ruleset: the scenario is not under, opening nothing", async () => {
  const unknown = await settle(
    s,
    await battle(s, "bob", "new", { ...TROLL_EXAMPLE, scenario: "dragons" }),
  );
  expect(unknown.map((m) => [m.ephemeral, m.content])).toEqual([
    [
      true,
      'There is no scenario "dragons". Scenarios: am-troll-example, bear-and-hunters, combat-example.',
    ],
  ]);
  const melee = await settle(
    s,
    await battle(s, "bob", "new", { ...TROLL_EXAMPLE, ruleset: "melee" }),
  );
  expect(melee.map((m) => [m.ephemeral, m.content])).toEqual([
    [
      true,
      "The scenario am-troll-example is played under advanced-melee, not melee: leave out ruleset: or give ruleset:advanced-melee.",
    ],
  ]);
  const sides = await settle(
    s,
    await battle(s, "bob", "new", { ...TROLL_EXAMPLE, "side-a": "Us" }),
  );
  expect(sides[0]?.content).toBe(
    "The scenario am-troll-example sets its own optional rules, arena and sides: leave out side-a:.",
  );
  const guild = s.discord.guild("Arena");
  expect(
    await s.bot.services.battles.activeInChannel(guild.id, guild.channel("general").id),
  ).toBeNull();
});

it("opens the troll example, alice takes Melio, the computer plays the troll, and a turn is fought", async () => {
  const opened = await play(s, { user: "bob", subcommand: "new", options: TROLL_EXAMPLE });
  expect(text(opened.posted)).toContain(
    "A death battle under ADVANCED MELEE is forming here, 8 × 8 arena, 24 h per decision. GM: bob.\n" +
      "Sides: The party (party) and The troll (troll).\n",
  );
  expect(text(opened.posted)).toContain(
    "Scenario am-troll-example. The party: Melio Gloriosus, Heniochus, Grabivariko, Kov. The troll: Troll. The GM holds them all.",
  );

  const offered = await s.discord.autocomplete({
    ...where("alice"),
    name: "battle",
    subcommand: "join",
    options: { figure: "mel", side: "party" },
    focused: "figure",
  });
  expect(offered).toEqual([
    { name: "Melio Gloriosus (The party, the scenario's)", value: "Melio Gloriosus" },
  ]);
  const wrongSide = await settle(
    s,
    await battle(s, "alice", "join", { figure: "Melio Gloriosus", side: "troll" }),
  );
  expect(wrongSide.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Melio Gloriosus fights for The party in this scenario: join side:party."],
  ]);
  const taken = await play(s, {
    user: "alice",
    subcommand: "join",
    options: { figure: "Melio Gloriosus", side: "party" },
  });
  expect(text(taken.posted)).toBe("Alice takes Melio Gloriosus of the scenario, for The party.");
  const again = await settle(
    s,
    await battle(s, "carol", "join", { figure: "melio", side: "party" }),
  );
  expect(again.map((m) => [m.ephemeral, m.content])).toEqual([
    [true, "Melio Gloriosus is already taken: another player orders it."],
  ]);

  const computer = await sendCommand(s, "bob", "gm", "computer", { figure: "Troll" });
  expect(text(computer)).toBe("🤖 The basic computer player now gives the orders of Troll.");
  dice.force(6, 1);
  const started = await play(s, { user: "bob", subcommand: "start" });
  expect(text(started.posted)).toContain(
    "Melio Gloriosus (The party, human) at F3 facing N: ST 9, DX 12, MA 8; javelin ready, rapier, leather armor\n" +
      "Heniochus (The party, human) at E5 facing N: ST 13, DX 14, MA 6; morningstar ready, plate armor\n" +
      "Grabivariko (The party, dwarf) at G4 facing N: ST 10, DX 14, MA 10; hammer, cloth armor\n" +
      "Kov (The party, human) at B2 facing N: ST 11, DX 12, MA 10; quarterstaff ready\n" +
      "Troll (The troll, troll) at E6 facing N: ST 30, DX 11, MA 10",
  );

  // Melio is alice's now: bob, the GM, may still order him, but carol may not.
  const notCarols = await settle(
    s,
    await battle(s, "carol", "order", { figure: "Melio Gloriosus", option: "a", to: "F2" }),
  );
  expect(notCarols[0]?.content).toBe("That is not your figure.");
  await play(s, { user: "alice", button: ":init:first" });
  await play(s, {
    user: "alice",
    subcommand: "order",
    options: { figure: "Melio Gloriosus", option: "a", to: "F2", facing: "S" },
  });
  await play(s, {
    user: "bob",
    subcommand: "order",
    options: { figure: "Kov", option: "a", to: "C3", facing: "SE" },
  });
  await play(s, {
    user: "bob",
    subcommand: "order",
    options: { figure: "Grabivariko", option: "e", ready: "hammer" },
  });
  // The troll's blow (8 to hit, 9 damage), Heniochus's (8 to hit, 10 damage), then turn 2's roll.
  dice.force(1, 1, 6, 5, 4, 3, 3, 2, 4, 5, 2, 1);
  const turn = await play(s, {
    user: "bob",
    subcommand: "order",
    options: { figure: "Heniochus", option: "h", facing: "S", target: "Troll" },
  });
  const log = text(turn.posted);
  expect(log).toContain("Troll: (h) Shift and attack → Heniochus");
  expect(log).toContain("2d6 = 9 (5+4), armor stops 5, Heniochus takes 4 (ST 9/13)");
  expect(log).toContain("2d6+1 = 10 (4+5), Troll takes 10 (ST 20/30)");
  expect(log).toContain("Troll regenerates 1 hit (ST 21/30)");
  expect(log).toContain("Turn 2: The party won the initiative.");
  expect(dice.left).toBe(0);
});
