/**
 * Fair endings and fair rulings in the store: a side's concession ends the battle with the EP
 * its combat type gives the winners, once; a re-roll's step carries the mark of who called for
 * it and who agreed, which `rulingsIn` reads back; a battle keeps the mode it was made with.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import { type GmOrder, SeededDice } from "../../src/engine/index.ts";
import type { Database } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { decidedByRuling, rulingsIn } from "../../src/store/rulings-mark.ts";
import {
  BLUE_PLAYER,
  GM,
  GUILD,
  killOrder,
  RED_PLAYER,
  stallUntilTurn,
  startDuel,
  writtenValue,
} from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

describeEachEngine("MeleeBattles: concessions and ruling marks", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  it("ends the battle on a concession: the other side wins and earns its EP, once", async () => {
    const duel = await startDuel(db, store, { combatType: "arena" });
    const before = await store.load(duel.battleId);
    const conceded = await store.concede({
      battleId: duel.battleId,
      sideId: "red",
      userId: RED_PLAYER,
      interactionId: "concede-1",
    });
    expect(conceded.kind).toBe("applied");
    // Arena: a winner earns 30 (MELEE: IX. EXPERIENCE); the conceding side gives it up.
    expect(writtenValue(conceded)).toMatchObject({
      winner: "blue",
      awards: expect.arrayContaining([
        expect.objectContaining({ figureKey: "f1", awarded: 0 }),
        expect.objectContaining({ figureKey: "f2", awarded: 30, epAfter: 30 }),
      ]),
    });
    const after = await store.load(duel.battleId);
    expect(after.battle).toMatchObject({ status: "ended", winner: "blue" });
    expect(after.state).toEqual(before.state);
    expect(await store.activeInChannel(GUILD, duel.channelId)).toBeNull();
    const log = await store.log(duel.battleId);
    expect(log.entries.at(-1)).toMatchObject({
      kind: "control",
      action: "concede",
      side: "red",
      actorId: RED_PLAYER,
    });
    const figures = new FigureStore(db);
    expect((await figures.getById(duel.blueFigureId))?.ep).toBe(30);

    const again = await store.concede({
      battleId: duel.battleId,
      sideId: "red",
      userId: RED_PLAYER,
      interactionId: "concede-1",
    });
    expect(again).toEqual({ kind: "duplicate", value: null });
    expect((await figures.getById(duel.blueFigureId))?.ep).toBe(30);
    await expect(
      store.concede({ battleId: duel.battleId, sideId: "blue", userId: BLUE_PLAYER }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "not-running", status: "ended" },
    });
  });

  it("refuses a concession for a side no longer fighting or not in the battle", async () => {
    const duel = await startDuel(db, store, { combatType: "practice" });
    await expect(
      store.concede({ battleId: duel.battleId, sideId: "green", userId: RED_PLAYER }),
    ).resolves.toMatchObject({
      kind: "refused",
      refusal: { code: "unknown-side", sideId: "green" },
    });
    const loaded = await store.load(duel.battleId);
    expect(loaded.battle.status).toBe("active");
  });

  it("marks a re-rolled step with who called for it and who agreed", async () => {
    const duel = await startDuel(db, store);
    const loaded = await stallUntilTurn(store, duel.battleId, 2);
    expect(decidedByRuling((await store.log(duel.battleId)).entries)).toBe(false);
    await store.reroll({
      battleId: duel.battleId,
      atVersion: loaded.version,
      gmId: RED_PLAYER,
      agreedBy: BLUE_PLAYER,
      reason: "agreed",
      dice: new SeededDice(5),
    });
    const log = await store.log(duel.battleId);
    expect(rulingsIn(log.entries)).toEqual([
      {
        seq: loaded.battle.lastSeq,
        mark: { what: "reroll", by: RED_PLAYER, agreedBy: BLUE_PLAYER },
      },
    ]);
    expect(decidedByRuling(log.entries)).toBe(true);
  });

  it("counts a GM's ruling as deciding the battle, and keeps the battle's mode", async () => {
    const duel = await startDuel(db, store);
    await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: GM,
      dice: new SeededDice(1),
    });
    const log = await store.log(duel.battleId);
    expect(rulingsIn(log.entries).map((r) => r.mark)).toEqual([
      { what: "ruling", by: GM, agreedBy: null },
    ]);
    expect(log.battle.mode).toBe("open");
    const made = writtenValue(
      await store.create({
        guildId: GUILD,
        channelId: `duel-mode-${duel.battleId}`,
        gmId: RED_PLAYER,
        mode: "duel",
        combatType: "arena",
        sides: [
          { id: "a", name: "A", entrance: 0 },
          { id: "b", name: "B", entrance: 1 },
        ],
      }),
    );
    expect((await store.load(made.id)).battle.mode).toBe("duel");
  });

  it("closes a proposal once: of a Withdraw and an Agree racing, exactly one counts", async () => {
    const duel = await startDuel(db, store);
    const loaded = await store.load(duel.battleId);
    const made = await store.propose({
      battleId: duel.battleId,
      version: loaded.version,
      proposerId: RED_PLAYER,
      ruling: { kind: "gm", order: killOrder("f2") as GmOrder },
      lapsesAt: new Date("2030-01-01T00:00:00Z"),
    });
    expect(await store.proposal(made.id)).toEqual(made);
    const answers = await Promise.all([
      store.closeProposal(made.id, "withdrawn", RED_PLAYER),
      store.closeProposal(made.id, "agreed", BLUE_PLAYER),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const closed = await store.proposal(made.id);
    expect(closed?.state).toBe(answers[0] ? "withdrawn" : "agreed");
    expect(await store.closeProposal(made.id, "declined", BLUE_PLAYER)).toBe(false);
    expect(await store.proposal("no-such-proposal")).toBeNull();
  });

  it("marks a GM ruling made by agreement with both players", async () => {
    const duel = await startDuel(db, store);
    const mark = { what: "ruling", by: RED_PLAYER, agreedBy: BLUE_PLAYER } as const;
    await store.submitOrder({
      battleId: duel.battleId,
      order: killOrder("f2"),
      actorId: RED_PLAYER,
      dice: new SeededDice(1),
      ruling: mark,
    });
    const log = await store.log(duel.battleId);
    expect(rulingsIn(log.entries).map((r) => r.mark)).toEqual([mark]);
  });
});
