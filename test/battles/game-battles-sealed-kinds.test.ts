/**
 * Every kind of La Mame's MELEE secret (start bids, action cards, attack gold) is kept by the
 * battle service until its reveal, shown as information that does not flow: two battles are
 * played in step, order for order (the computer player's, given by the GM), except that at the
 * first sealed choice of the kind one battle is given another value. Until the game reveals it,
 * everything anyone but its owner can read (the write's answer, the public log and its words, the
 * public's and the other seat's views, the map and its alt text, the gold table, who is awaited)
 * is the same in both battles, while the owner's own view differs.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import type { GameBattles, GameWrite } from "../../src/battles/game-battles.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import type { LaMameState } from "../../src/games/la-mame/index.ts";
import { LA_MAME_PLAY, type LaMameOrder, laMameChoices } from "../../src/games/la-mame/play.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { describeEachEngine } from "../store/engines.ts";
import { ANN, BOB, done, GM, gameBattles, startedLaMame } from "./game-battles.ts";

/** Orders played at most before the kind is reached and revealed. */
const MOST_STEPS = 400;

/** The events that reveal each kind of secret of `seat`. */
const REVEALS: Record<
  string,
  (event: { type: string; player?: string; attacker?: string }, seat: string) => boolean
> = {
  "start-bid": (e) => e.type === "start-bids-revealed",
  "pick-actions": (e, seat) => e.type === "actions-revealed" && e.player === seat,
  "attack-gold": (e, seat) =>
    (e.type === "attack-resolved" || e.type === "withdrew") && e.attacker === seat,
};

/**
 * The order played: an attack whenever one may be made, and the Move/Attack card whenever cards
 * are picked, so an attack comes soon; otherwise the computer player's.
 */
function chosenOrder(state: LaMameState, seat: string, step: number): LaMameOrder {
  const choices = laMameChoices(state, seat).map((c) => c.order);
  return (
    choices.find((o) => o.type === "attack") ??
    choices.find((o) => o.type === "pick-actions" && o.cards.includes("move")) ??
    LA_MAME_PLAY.computerOrder(state, seat, new SeededDice(step))
  );
}

/** Another order of the same kind the seat could give now, or undefined if there is none. */
function otherValue(state: LaMameState, seat: string, order: LaMameOrder): LaMameOrder | undefined {
  const given = JSON.stringify(order);
  return laMameChoices(state, seat).find(
    (c) => c.order.type === order.type && JSON.stringify(c.order) !== given,
  )?.order;
}

/** Everything anyone but `owner` can read of the battle after `write`, as one text. */
async function readByOthers(
  service: GameBattles,
  battleId: string,
  owner: string,
  write: GameWrite,
): Promise<string> {
  const loaded = await service.load(battleId);
  const state = loaded.state as LaMameState;
  const log = await service.publicLog(battleId);
  const others = state.players.map((p) => p.id).filter((id: string) => id !== owner);
  return JSON.stringify([
    write.steps,
    log,
    log.flatMap((step) => LA_MAME_PLAY.logLines(state, step.events as never)),
    await service.viewFor(battleId, null),
    ...(await Promise.all(others.map((seat) => service.viewFor(battleId, seat)))),
    LA_MAME_PLAY.altText(state),
    LA_MAME_PLAY.statusLines(state),
    await service.awaited(battleId),
  ]);
}

describeEachEngine("GameBattles keeps every kind of secret until its reveal", (engine) => {
  let dbs: Database[];
  let one: GameBattles;
  let two: GameBattles;

  beforeEach(async () => {
    dbs = [await openDatabase(await engine.url()), await openDatabase(await engine.url())];
    one = gameBattles(dbs[0] as Database);
    two = gameBattles(dbs[1] as Database);
  });
  afterEach(async () => {
    for (const db of dbs) await db.close();
  });

  for (const kind of Object.keys(REVEALS)) {
    it(`tells nobody else the value of a ${kind} order until it is revealed`, async () => {
      const ids = [await startedLaMame(one, [ANN, BOB]), await startedLaMame(two, [ANN, BOB])];
      const [idOne = "", idTwo = ""] = ids;
      let secret: { seat: string; checks: number } | null = null;
      for (let step = 0; step < MOST_STEPS; step++) {
        const loaded = await one.load(idOne);
        const state = loaded.state as LaMameState;
        const [next] = await one.awaited(idOne);
        if (next === undefined) break;
        const order = chosenOrder(state, next.seat, step);
        const other =
          secret === null && order.type === kind ? otherValue(state, next.seat, order) : undefined;
        if (other !== undefined) secret = { seat: next.seat, checks: 0 };
        const written = done(await one.submit({ battleId: idOne, actorId: GM, order }));
        const twin = done(
          await two.submit({ battleId: idTwo, actorId: GM, order: other ?? order }),
        );
        if (secret === null) continue;
        const events = written.steps.flatMap((s) => s.events) as { type: string }[];
        const seat = secret.seat;
        if (events.some((e) => REVEALS[kind]?.(e, seat))) {
          expect(secret.checks).toBeGreaterThan(0);
          return;
        }
        expect(await readByOthers(two, idTwo, secret.seat, twin)).toEqual(
          await readByOthers(one, idOne, secret.seat, written),
        );
        if (secret.checks === 0) {
          // The owner does see it, so the two battles do differ.
          expect(await two.viewFor(idTwo, secret.seat)).not.toEqual(
            await one.viewFor(idOne, secret.seat),
          );
          const maps = await Promise.all([
            one.load(idOne).then((l) => LA_MAME_PLAY.renderMap(l.state as LaMameState)),
            two.load(idTwo).then((l) => LA_MAME_PLAY.renderMap(l.state as LaMameState)),
          ]);
          expect(Buffer.compare(maps[0], maps[1])).toBe(0);
        }
        secret.checks += 1;
      }
      throw new Error(`no ${kind} was given and revealed in ${MOST_STEPS} orders`);
    });
  }
});
