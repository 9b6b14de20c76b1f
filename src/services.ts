/**
 * The services the command handlers run on, built from an open database: the same wiring for
 * the bot, local play and the end-to-end tests.
 */
import { randomInt } from "node:crypto";
import type { Services } from "../commands/services.ts";
import { GameBattles } from "./battles/game-battles.ts";
import { MeleeBattles } from "./battles/melee-battles.ts";
import { ScenarioLibrary } from "./battles/scenario-library.ts";
import { DEFAULT_LIMITS } from "./config.ts";
import { type Dice, SeededDice } from "./engine/index.ts";
import type { Database } from "./store/database.ts";
import { FigureRecordStore } from "./store/figure-record-store.ts";
import { FigureStore } from "./store/figure-store.ts";
import { GameBattleRepository } from "./store/game-battle-repository.ts";
import type { Limits } from "./store/limits.ts";
import { ReminderStore } from "./store/reminder-store.ts";
import { ServerSettingsStore } from "./store/server-settings.ts";
import { figureSigningKey } from "./store/signing-key.ts";

export function createServices(
  database: Database,
  overrides: {
    newDice?: () => Dice;
    now?: () => Date;
    limits?: Limits;
    /** FIGURE_SIGNING_SECRET; unset: the install's own key, made on first use. */
    figureSigningSecret?: string;
    /** The scenarios to open battles from; the bundled ones (assets/scenarios) by default. */
    scenarios?: ScenarioLibrary;
  } = {},
): Services {
  const now = overrides.now ?? (() => new Date());
  let signingKey: Promise<string> | undefined;
  // Every write rolls with its own dice from a fresh random seed; the log keeps the faces.
  const newDice = overrides.newDice ?? (() => new SeededDice(randomInt(0, 2 ** 32)));
  return {
    figures: new FigureStore(database),
    records: new FigureRecordStore(database),
    battles: new MeleeBattles(database, { now }),
    games: new GameBattles(new GameBattleRepository(database, { now }), { newDice }),
    clock: { now },
    newDice,
    limits: overrides.limits ?? DEFAULT_LIMITS,
    settings: new ServerSettingsStore(database.prisma),
    reminders: new ReminderStore(database),
    scenarios: overrides.scenarios ?? ScenarioLibrary.fromFolder(),
    figureSigningKey: () => {
      // A failed read is not kept, so the next export tries again.
      signingKey ??= figureSigningKey(database.prisma, overrides.figureSigningSecret).catch(
        (error: unknown) => {
          signingKey = undefined;
          throw error;
        },
      );
      return signingKey;
    },
  };
}
