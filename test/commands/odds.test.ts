/**
 * /odds: a matchup's answer (worded from the tally), the battle here as it stands, autocomplete
 * over the user's figures, other players' and the book's monsters, and clear private refusals
 * that run no duels.
 */
import { describe, expect, it } from "vitest";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { oddsCommand } from "../../commands/odds.ts";
import type { Services } from "../../commands/services.ts";
import { runOdds } from "../../src/odds/run-odds.ts";
import type { OddsJob, Tally } from "../../src/odds/tally.ts";
import { createFlaviusAndWulf, refusal, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, BOB, fakeAutocomplete, fakeCommand, onlyReply } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

/** A tally the test chose, so the answer's every number is known. */
const TALLY: Tally = {
  duels: 1000,
  wins: { a: 400, b: 590 },
  draws: 10,
  turns: 9000,
  ep: { a: 20_000, b: 30_500 },
};

/** The services with /odds's duels replaced: the jobs asked for are kept. */
function withOdds(run: (job: OddsJob) => Promise<Tally>): { services: Services; jobs: OddsJob[] } {
  const jobs: OddsJob[] = [];
  const services: Services = {
    ...t.services,
    runOdds: (job) => {
      jobs.push(job);
      return run(job);
    },
  };
  return { services, jobs };
}

async function odds(
  services: Services,
  options: Readonly<Record<string, OptionValue>>,
  actor: Actor = ALICE,
) {
  const interaction = { ...fakeCommand("", options, { actor }), commandName: "odds" };
  await oddsCommand.execute(interaction, services);
  return interaction;
}

it("answers privately with each side's win rate and 95 % interval, the mean turns and the likely EP", async () => {
  await createFlaviusAndWulf(t.services);
  const { services, jobs } = withOdds(async () => TALLY);
  const reply = onlyReply(await odds(services, { figure: "Flavius", against: "Wulf" }));
  expect(reply.ephemeral).toBe(true);
  expect(reply.content?.split("\n")).toEqual([
    "Odds: Flavius against Wulf, to the death, 12 × 16 arena.",
    "Flavius wins 40.0 % (95 %: 37.0 % to 43.1 %)",
    "Wulf wins 59.0 % (95 %: 55.9 % to 62.0 %)",
    "No result (still going after 100 turns): 1.0 % (95 %: 0.5 % to 1.8 %)",
    "Mean length: 9.0 turns.",
    "Likely EP (the mean over the duels): Flavius 20, Wulf 31.",
    "From 1,000 duels played by the computer player on both sides.",
  ]);
  const [job] = jobs;
  if (job?.kind !== "matchup") throw new Error("expected a matchup");
  expect(job.setups.map((s) => [s.combatType, s.sides.map((side) => side.entrance)])).toEqual([
    ["death", [0, 1]],
    ["death", [1, 0]],
  ]);
});

it("pits a figure against a monster in the combat type and arena asked for, with real duels", async () => {
  await createFlaviusAndWulf(t.services);
  const { services, jobs } = withOdds((job) => runOdds(job, 200));
  const interaction = await odds(services, {
    figure: "monster:giant",
    against: "Wulf",
    type: "arena",
    width: 10,
    height: 12,
  });
  const text = onlyReply(interaction).content ?? "";
  expect(text).toContain("Odds: Giant against Wulf, an arena combat, 10 × 12 arena.");
  expect(text).toMatch(/^Giant wins \d+\.\d % \(95 %: /m);
  expect(text).toContain("From 200 duels");
  const setup = jobs[0]?.kind === "matchup" ? jobs[0].setups[0] : undefined;
  expect(setup?.combatType).toBe("arena");
  expect(setup?.arena).toMatchObject({ width: 10, height: 12 });
  expect(setup?.figures.map((f) => f.kind)).toEqual(["monster", "fighter"]);
});

it("gives the odds of the channel's battle from its state as it stands", async () => {
  await startFlaviusAgainstWulf(t, BOB);
  const { services, jobs } = withOdds(async () => TALLY);
  const text = onlyReply(await odds(services, {})).content ?? "";
  expect(text).toContain("Odds for the battle here, from turn 1 as it stands.");
  expect(text).toContain("Rome wins 40.0 %");
  expect(text).toContain("Germania wins 59.0 %");
  const job = jobs[0];
  if (job?.kind !== "battle") throw new Error("expected the battle's state");
  expect(job.state.figures.map((f) => f.name)).toEqual(["Flavius", "Wulf"]);
});

describe("refuses privately, and plays no duel", () => {
  const refused = async (options: Readonly<Record<string, OptionValue>>, expected: string) => {
    await createFlaviusAndWulf(t.services);
    const { services, jobs } = withOdds(async () => TALLY);
    expect(refusal(await odds(services, options))).toEqual(expected);
    expect(jobs).toEqual([]);
  };

  it("a matchup with one side only", () =>
    refused(
      { figure: "Flavius" },
      "Name both figure: and against:, or neither in a battle's channel for its odds.",
    ));
  it("a name that is no figure or monster here", () =>
    refused(
      { figure: "Flavius", against: "Conan" },
      'There is no figure or monster "Conan" here. Pick a figure from the list as you type, or a monster: bear, wolf, giant-snake, giant, gargoyle, beast.',
    ));
  it("an unknown combat type", () =>
    refused(
      { figure: "Flavius", against: "Wulf", type: "brawl" },
      "Combat type must be one of death, arena, practice.",
    ));
  it("an arena too small", () =>
    refused(
      { figure: "Flavius", against: "Wulf", width: 2 },
      expect.stringContaining("width") as never,
    ));
  it("no names and no battle here", () =>
    refused({}, "There is no battle in this channel. Start one with /battle new."));
});

it("offers the user's figures first, then other players' and the book's monsters", async () => {
  await createFlaviusAndWulf(t.services);
  const interaction = fakeAutocomplete("", { name: "against", value: "" }, {}, { actor: ALICE });
  await oddsCommand.autocomplete?.(interaction, t.services);
  expect(interaction.responses[0]?.map((c) => c.name)).toEqual([
    "Flavius",
    "Wulf (another player's)",
    "Bear (monster)",
    "Wolf (monster)",
    "Giant snake (monster)",
    "Giant (monster)",
    "Gargoyle (monster)",
    "Beast (monster)",
  ]);
});
