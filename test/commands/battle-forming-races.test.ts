/**
 * Forming a battle under races: simultaneous joins each get a hex of their own (the spot is
 * chosen inside the write), and nobody is left on a side without a figure.
 */
import { expect, it } from "vitest";
import { hexKey } from "../../src/engine/index.ts";
import { runBattle } from "./battle-helpers.ts";
import { actor } from "./fake-interaction.ts";
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
