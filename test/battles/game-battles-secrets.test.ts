/**
 * Sealed choices through the battle service: a La Mame's MELEE start bid and action cards are in
 * the log but in no read anyone but their owner can make before the game reveals them (the public
 * log and its words, the answer a write gives the channel, the GM's and other seats' views, the
 * board's alt text and gold table); after the reveal the public log tells them.
 */
import { expect, it } from "vitest";
import type { GameBattles } from "../../src/battles/game-battles.ts";
import { gamePlayById } from "../../src/games/registry.ts";
import type { Database } from "../../src/store/database.ts";
import { describeEachEngine } from "../store/engines.ts";
import { ANN, BOB, done, gameBattlesPerTest, startedLaMame } from "./game-battles.ts";

const PLAY = gamePlayById("la-mame");

/** Everything the public, the GM and the given seat can read of the battle, as one text. */
async function readable(service: GameBattles, battleId: string, seat: string): Promise<string> {
  if (PLAY === null) throw new Error("la-mame is not registered");
  const loaded = await service.load(battleId);
  const log = await service.publicLog(battleId);
  const words = log.flatMap((step) => PLAY.logLines(loaded.state, step.events));
  return JSON.stringify([
    log,
    words,
    await service.viewFor(battleId, null),
    await service.viewFor(battleId, seat),
    PLAY.altText(loaded.state),
    PLAY.statusLines(loaded.state),
    await service.awaited(battleId),
  ]);
}

describeEachEngine("GameBattles and sealed choices", (engine) => {
  let db: Database;
  let service: GameBattles;
  gameBattlesPerTest(engine, (opened) => ({ db, service } = opened));

  it("shows a start bid and action cards to nobody but their owner until the reveal", async () => {
    const battleId = await startedLaMame(service, [ANN, BOB]);
    done(await service.submit({ battleId, actorId: ANN, order: { type: "pass", by: "north" } }));
    done(await service.submit({ battleId, actorId: BOB, order: { type: "pass", by: "east" } }));

    const bid = done(
      await service.submit({
        battleId,
        actorId: ANN,
        order: { type: "start-bid", by: "north", gold: 9 },
      }),
    );
    const secretBid = /"gold":9\b|9 gold/;
    expect(JSON.stringify(bid.steps)).not.toMatch(secretBid);
    expect(await readable(service, battleId, "east")).not.toMatch(secretBid);
    expect(await service.viewFor(battleId, "north")).toMatchObject({
      phase: { sealed: { north: 9 } },
    });

    const reveal = done(
      await service.submit({
        battleId,
        actorId: BOB,
        order: { type: "start-bid", by: "east", gold: 4 },
      }),
    );
    const revealed = reveal.steps.flatMap((s) => s.events);
    expect(revealed).toContainEqual(
      expect.objectContaining({ type: "start-bids-revealed", bids: { north: 9, east: 4 } }),
    );
    expect(await readable(service, battleId, "east")).toMatch(/"north":9/);

    // North won the bid and starts; then each picks action cards in secret.
    done(
      await service.submit({
        battleId,
        actorId: ANN,
        order: { type: "choose-start", by: "north", start: "north" },
      }),
    );
    done(
      await service.submit({
        battleId,
        actorId: ANN,
        order: { type: "pick-actions", by: "north", cards: ["move"] },
      }),
    );
    const secretCards = /"cards":\["move"\]|Move\/Attack/;
    expect(await readable(service, battleId, "east")).not.toMatch(secretCards);
    const picked = done(
      await service.submit({
        battleId,
        actorId: BOB,
        order: { type: "pick-actions", by: "east", cards: ["tax"] },
      }),
    );
    expect(picked.steps.flatMap((s) => s.events)).toContainEqual(
      expect.objectContaining({ type: "actions-revealed", player: "north", cards: ["move"] }),
    );
    expect(await readable(service, battleId, "east")).toMatch(/Move\/Attack/);
  });
});
