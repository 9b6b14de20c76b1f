/**
 * GameBattles.awaitedFrom, over the store on both engines: the server's running game battles
 * awaiting a player, with the seats it owes (what /battle mine lists beside MELEE's).
 */
import { expect, it } from "vitest";
import type { GameBattles } from "../../src/battles/game-battles.ts";
import type { Database } from "../../src/store/database.ts";
import { describeEachEngine } from "../store/engines.ts";
import { ANN, BOB, CY, GM, GUILD, gameBattlesPerTest, startedLaMame } from "./game-battles.ts";

describeEachEngine("GameBattles.awaitedFrom", (engine) => {
  let db: Database;
  let service: GameBattles;
  gameBattlesPerTest(engine, (opened) => ({ db, service } = opened));

  it("lists a running battle for each seated player it awaits, and for nobody else", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB]);
    const awaited = await service.awaited(battleId);
    const owed = (player: string) => awaited.filter((a) => a.playerId === player);
    expect(awaited.length).toBeGreaterThan(0);

    for (const player of [ANN, BOB]) {
      const found = await service.awaitedFrom(GUILD, player);
      expect(found.map((f) => [f.battle.id, f.seats])).toEqual(
        owed(player).length === 0 ? [] : [[battleId, owed(player)]],
      );
    }
    // The GM holds no seat; a stranger none; another server has no battle.
    expect(await service.awaitedFrom(GUILD, GM)).toEqual([]);
    expect(await service.awaitedFrom(GUILD, CY)).toEqual([]);
    expect(await service.awaitedFrom("another-guild", ANN)).toEqual([]);
  });

  it("leaves out a battle still forming", async () => {
    const opened = await service.open({
      game: "la-mame",
      seats: 2,
      guildId: GUILD,
      channelId: "forming-channel",
      gmId: GM,
    });
    if (opened.kind !== "applied") throw new Error("not opened");
    await service.takeSeat({ battleId: opened.value.battleId, playerId: ANN });
    expect(await service.awaitedFrom(GUILD, ANN)).toEqual([]);
  });
});
