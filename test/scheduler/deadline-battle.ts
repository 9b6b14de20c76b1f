/**
 * A database, services on a clock the test moves, and a duel with a 24-hour deadline: Red
 * (red-player) and Blue (blue-player) face to face, so each is engaged by the other (or,
 * `apart`, out of each other's reach).
 */

import type { Reply } from "../../commands/interaction.ts";
import type { Services } from "../../commands/services.ts";
import { hex, neighbor, SeededDice } from "../../src/engine/index.ts";
import type { ChannelRef } from "../../src/scheduler/deadlines.ts";
import { createServices } from "../../src/services.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { FigureStore } from "../../src/store/figure-store.ts";
import { swordsman, writtenValue } from "../store/battles.ts";

export const T0 = new Date("2026-03-01T12:00:00Z");
export const HOUR = 3600 * 1000;
export const GUILD = "guild-1";
export const CHANNEL = "channel-1";
export const GM = "gm";
export const RED_PLAYER = "red-player";
export const BLUE_PLAYER = "blue-player";

export interface Harness {
  readonly database: Database;
  readonly services: Services;
  /** What the scheduler posted, oldest first. */
  readonly posted: { place: ChannelRef; reply: Reply }[];
  readonly post: (place: ChannelRef, reply: Reply) => Promise<void>;
  /** Sets the clock to T0 plus this many hours. */
  at(hours: number): void;
  now(): Date;
}

export async function openHarness(url: string, hours = 0): Promise<Harness> {
  const database = await openDatabase(url);
  let now = new Date(T0.getTime() + hours * HOUR);
  const services = createServices(database, {
    now: () => now,
    newDice: () => new SeededDice(11),
  });
  const posted: { place: ChannelRef; reply: Reply }[] = [];
  return {
    database,
    services,
    posted,
    post: async (place, reply) => {
      posted.push({ place, reply });
    },
    at(h) {
      now = new Date(T0.getTime() + h * HOUR);
    },
    now: () => now,
  };
}

/** Starts the duel at the harness's current time; returns the battle's id. */
export async function startDeadlineDuel(
  h: Harness,
  deadlineHours = 24,
  options: { apart?: boolean } = {},
): Promise<string> {
  const store = h.services.battles;
  const figures = new FigureStore(h.database);
  const red = await figures.create({ guildId: GUILD, ownerId: RED_PLAYER, spec: swordsman("Red") });
  const blue = await figures.create({
    guildId: GUILD,
    ownerId: BLUE_PLAYER,
    spec: swordsman("Blue"),
  });
  const battle = writtenValue(
    await store.create({
      guildId: GUILD,
      channelId: CHANNEL,
      gmId: GM,
      combatType: "practice",
      sides: [
        { id: "red", name: "Red side", entrance: 0 },
        { id: "blue", name: "Blue side", entrance: 1 },
      ],
      deadlineSeconds: deadlineHours * 3600,
    }),
  );
  await store.join({ battleId: battle.id, userId: RED_PLAYER, sideId: "red" });
  await store.join({ battleId: battle.id, userId: BLUE_PLAYER, sideId: "blue" });
  const middle = hex(5, 5);
  await store.addFigure({
    battleId: battle.id,
    kind: "fighter",
    figureId: red.id,
    sideId: "red",
    position: middle,
    facing: 3,
    figureKey: "red",
  });
  await store.addFigure({
    battleId: battle.id,
    kind: "fighter",
    figureId: blue.id,
    sideId: "blue",
    position: options.apart === true ? hex(5, 12) : neighbor(middle, 3),
    facing: 0,
    figureKey: "blue",
  });
  await store.start({ battleId: battle.id, actorId: GM, dice: new SeededDice(7) });
  return battle.id;
}

/** All text of some replies: content, embed titles and descriptions. */
export function textOf(replies: readonly Reply[]): string {
  return replies
    .flatMap((r) => [
      r.content ?? "",
      ...(r.embeds ?? []).flatMap((e) => [e.title ?? "", e.description ?? ""]),
    ])
    .join("\n");
}
