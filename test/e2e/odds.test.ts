/**
 * /odds through Discord: bob picks alice's Flavius from autocomplete and asks how his Wulf
 * fares against it; the bot acknowledges privately at once and answers privately with the
 * duels' numbers. The duels run on the real worker threads, 1,000 of them: the default 10,000 are
 * test/odds/stand-and-fight.test.ts's, and take most of a minute on a busy machine.
 */
import { expect, it } from "vitest";
import { runOdds } from "../../src/odds/run-odds.ts";
import { createBookFighters, sessionPerTest, settle, where } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, take } = currentSession();
sessionPerTest(take, { runOdds: (job) => runOdds(job, 1_000) });

it("answers /odds privately with both sides' chances, mean turns and likely EP", async () => {
  await createBookFighters(s);
  const choices = await s.discord.autocomplete({
    ...where("bob"),
    name: "odds",
    options: { figure: "Wulf", against: "fla" },
    focused: "against",
  });
  expect(choices.map((c) => c.name)).toEqual(["Flavius (another player's)"]);
  const handle = await s.discord.command({
    ...where("bob"),
    name: "odds",
    options: { figure: "Wulf", against: String(choices[0]?.value) },
  });
  const [answer, ...more] = await settle(s, handle);
  expect(more).toEqual([]);
  expect(answer?.ephemeral).toBe(true);
  const lines = answer?.content.split("\n") ?? [];
  expect(lines[0]).toBe("Odds: Wulf against Flavius, to the death, 12 × 16 arena.");
  expect(lines[1]).toMatch(/^Wulf wins \d+\.\d % \(95 %: \d+\.\d % to \d+\.\d %\)$/);
  expect(lines[2]).toMatch(/^Flavius wins \d+\.\d % \(95 %: /);
  expect(answer?.content).toContain("From 1,000 duels played by the computer player");
});
