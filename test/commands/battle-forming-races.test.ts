/**
 * Forming a battle under races: simultaneous joins each get a hex of their own (the spot is
 * chosen inside the write), and nobody is left on a side without a figure; racing tutorials and
 * new battles make one battle, within the channel's and the server's limits.
 */
import { describe, expect, it } from "vitest";
import { hexKey } from "../../src/engine/index.ts";
import { battleIn, refusal, runBattle } from "./battle-helpers.ts";
import { ALICE, actor, BOB, type FakeCommand, GUILD } from "./fake-interaction.ts";
import { RAGNAR, runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest({ limits: { figuresPerUser: 5 } });
const JOINERS = 40;

it("enters all of 40 simultaneous /battle join, each in a hex of its own", async () => {
  const s = t.services;
  const players = Array.from({ length: JOINERS }, (_, i) => actor(`player-${i}`));
  for (const player of players) await runFigure(s, "create", RAGNAR, { actor: player });
  await runBattle(s, actor("gm"), "new", { "side-a": "Red", "side-b": "Blue" });
  const joins = await Promise.all(
    players.map((player, i) =>
      runBattle(s, player, "join", { figure: "Ragnar", side: i % 2 === 0 ? "a" : "b" }),
    ),
  );
  for (const join of joins) expect(join.replies[0]?.ephemeral).toBeUndefined();
  const battle = await t.battles.activeInChannel("guild-1", "channel-1");
  expect(battle?.participants).toHaveLength(JOINERS);
  expect(battle?.figures).toHaveLength(JOINERS);
  expect(new Set(battle?.figures.map((f) => f.ownerId))).toEqual(new Set(players.map((p) => p.id)));
  expect(new Set(battle?.figures.map((f) => hexKey(f.setup.position))).size).toBe(JOINERS);
});

/** The one of two racing commands that was refused, after checking the other was not. */
function theRefused(commands: readonly FakeCommand[]): FakeCommand {
  const refused = commands.filter((c) => c.replies[0]?.ephemeral === true);
  expect(refused).toHaveLength(1);
  return refused[0] as FakeCommand;
}

describe("/battle tutorial twice at once", () => {
  it("makes one tutorial in the channel, and one Ragnar, for a user with no figure", async () => {
    const both = await Promise.all([
      battleIn(t.services, ALICE, "channel-1", "tutorial"),
      battleIn(t.services, ALICE, "channel-1", "tutorial"),
    ]);
    expect(await t.battles.countOpen(GUILD)).toBe(1);
    expect(await t.services.figures.list(GUILD, ALICE.id)).toHaveLength(1);
    expect(refusal(theRefused(both))).toBe(
      "There is already a battle in this channel. Finish it (/battle end), or start the tutorial in another channel.",
    );
  });

  it("makes one tutorial when the same figure is asked for in two channels", async () => {
    await runFigure(t.services, "create", RAGNAR, { actor: ALICE });
    const both = await Promise.all([
      battleIn(t.services, ALICE, "channel-1", "tutorial"),
      battleIn(t.services, ALICE, "channel-2", "tutorial"),
    ]);
    expect(await t.battles.countOpen(GUILD)).toBe(1);
    expect(refusal(theRefused(both))).toBe(
      "Ragnar is already fighting in another battle; name another with figure:, or finish that battle first.",
    );
  });
});

describe("/battle new twice at once", () => {
  it("opens one battle in one channel; the other is told the channel is taken", async () => {
    const both = await Promise.all([
      battleIn(t.services, ALICE, "channel-1", "new"),
      battleIn(t.services, BOB, "channel-1", "new"),
    ]);
    expect(await t.battles.countOpen(GUILD)).toBe(1);
    expect(refusal(theRefused(both))).toBe(
      "This channel already has a battle. Finish or abandon it before starting another.",
    );
  });

  it("keeps the server's battle limit across channels", async () => {
    const limited = { ...t.services, limits: { ...t.services.limits, activeBattlesPerGuild: 1 } };
    const both = await Promise.all([
      battleIn(limited, ALICE, "channel-1", "new"),
      battleIn(limited, BOB, "channel-2", "new"),
    ]);
    expect(await t.battles.countOpen(GUILD)).toBe(1);
    expect(refusal(theRefused(both))).toBe(
      "This server already has 1 battle in progress, the most allowed; one must end (/battle end) before another can begin.",
    );
  });
});
