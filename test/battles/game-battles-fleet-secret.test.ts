/**
 * A starship fleet bought in secret through the battle service: until its ships enter the Star
 * Map, nobody but its owner can read which ships it holds (the public log and its words, the
 * write's answer, the other seat's and the public views); only how many were bought is told.
 */
import { expect, it } from "vitest";
import type { GameBattles } from "../../src/battles/game-battles.ts";
import { gamePlayById } from "../../src/games/registry.ts";
import type { Database } from "../../src/store/database.ts";
import { describeEachEngine } from "../store/engines.ts";
import { ANN, BOB, CHANNEL, done, GM, GUILD, gameBattlesPerTest } from "./game-battles.ts";

const PLAY = gamePlayById("ur-quan");

async function readable(service: GameBattles, battleId: string, seat: string): Promise<string> {
  if (PLAY === null) throw new Error("ur-quan is not registered");
  const loaded = await service.load(battleId);
  const log = await service.publicLog(battleId);
  return JSON.stringify([
    log,
    log.flatMap((step) => PLAY.logLines(loaded.state, step.events)),
    await service.viewFor(battleId, null),
    await service.viewFor(battleId, seat),
  ]);
}

describeEachEngine("GameBattles and a starship fleet bought in secret", (engine) => {
  let db: Database;
  let service: GameBattles;
  gameBattlesPerTest(engine, (opened) => ({ db, service } = opened));

  it("tells the other seat and the public only the fleet's size", async () => {
    const { battleId } = done(
      await service.open({
        game: "ur-quan",
        seats: 2,
        options: { points: 30, asteroids: 0 },
        guildId: GUILD,
        channelId: CHANNEL,
        gmId: GM,
        interactionId: "open",
      }),
    );
    done(await service.takeSeat({ battleId, playerId: ANN }));
    done(await service.takeSeat({ battleId, playerId: BOB }));
    expect((await service.start({ battleId, by: GM, interactionId: "start" })).kind).toBe(
      "applied",
    );
    const bought = done(
      await service.submit({
        battleId,
        actorId: ANN,
        order: { type: "fleet", by: "blue", ships: ["shofixti"] },
      }),
    );
    expect(JSON.stringify(bought.steps)).not.toMatch(/shofixti/i);
    expect(await readable(service, battleId, "orange")).not.toMatch(/shofixti/i);
    expect(JSON.stringify(await service.viewFor(battleId, "blue"))).toMatch(/shofixti/);
  });
});
