/**
 * Forming writes that hold under races on both engines: the server's limit counted inside the
 * create, a create keyed by a claim made once however many race for it, a battle whose channel
 * opens later moved into it or discarded, and a figure entered into one battle at a time.
 */
import { expect, it } from "vitest";
import type { MeleeBattles } from "../../src/battles/melee-battles.ts";
import type { Side } from "../../src/engine/index.ts";
import type { Database } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { GM, GUILD, RED_PLAYER, swordsman, writtenValue } from "./battles.ts";
import { battleStorePerTest, describeEachEngine } from "./engines.ts";

const SIDES: readonly Side[] = [
  { id: "a", name: "Red", entrance: 0 },
  { id: "b", name: "Blue", entrance: 1 },
];
const RACERS = 8;

describeEachEngine("Forming claims", (engine) => {
  let db: Database;
  let store: MeleeBattles;
  battleStorePerTest(engine, (opened) => ({ db, store } = opened));

  const create = (channelId: string, extra: { limit?: number; interactionId?: string } = {}) =>
    store.create({
      guildId: GUILD,
      channelId,
      gmId: GM,
      combatType: "death",
      sides: SIDES,
      ...extra,
    });

  it("creates at most the limit's battles when creates in many channels race", async () => {
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => create(`channel-${i}`, { limit: 3 })),
    );
    expect(results.filter((r) => r.kind === "applied")).toHaveLength(3);
    for (const r of results) {
      if (r.kind !== "applied") {
        expect(r).toEqual({ kind: "refused", refusal: { code: "battle-limit", limit: 3 } });
      }
    }
    expect(await store.countOpen(GUILD)).toBe(3);
  });

  it("makes one battle for a claim however many race for it, moved into its channel later", async () => {
    const claim = "duel-accept:message-1";
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        store.create({
          guildId: GUILD,
          channelId: "channel-1",
          channelPending: true,
          gmId: GM,
          combatType: "arena",
          sides: SIDES,
          interactionId: claim,
        }),
      ),
    );
    expect(results.filter((r) => r.kind !== "duplicate")).toHaveLength(1);
    expect(new Set(results.map((r) => writtenValue(r).id)).size).toBe(1);
    const id = results[0] === undefined ? "" : writtenValue(results[0]).id;
    // Pending, it holds no channel: the channel it was asked from stays free.
    expect(await store.activeInChannel(GUILD, "channel-1")).toBeNull();
    expect((await store.recordedBattle(claim))?.id).toBe(id);
    const moved = await store.moveTo(id, { guildId: GUILD, channelId: "thread-1" });
    expect(writtenValue(moved).channelId).toBe("thread-1");
    expect((await store.activeInChannel(GUILD, "thread-1"))?.id).toBe(id);
    await expect(
      store.moveTo(id, { guildId: GUILD, channelId: "thread-2" }),
    ).resolves.toMatchObject({ kind: "refused", refusal: { code: "has-channel" } });
  });

  it("discards a forming battle with its claim, so the claim can be made again", async () => {
    const claim = "duel-accept:message-2";
    const first = await create("channel-1", { interactionId: claim });
    await store.discard(writtenValue(first).id);
    expect(await store.countOpen(GUILD)).toBe(0);
    expect(await store.recordedBattle(claim)).toBeNull();
    const again = await create("channel-1", { interactionId: claim });
    expect(again.kind).toBe("applied");
  });

  it("enters a figure into one of two battles when both take it at once", async () => {
    const figures = new FigureStore(db);
    const figure = await figures.create({
      guildId: GUILD,
      ownerId: RED_PLAYER,
      spec: swordsman("Red"),
    });
    const battles = await Promise.all([create("channel-1"), create("channel-2")]);
    const results = await Promise.all(
      battles.map((b, i) =>
        store.addFigure({
          battleId: writtenValue(b).id,
          kind: "fighter",
          figureId: figure.id,
          sideId: "a",
          joinAs: RED_PLAYER,
          position: { q: i, r: 0 },
          facing: 0,
        }),
      ),
    );
    expect(results.filter((r) => r.kind === "applied")).toHaveLength(1);
    expect(results.find((r) => r.kind !== "applied")).toMatchObject({
      kind: "refused",
      refusal: { code: "figure-in-another-battle", name: "Red" },
    });
  });
});
