/**
 * The channel's battle as /battle, /gm and /odds handlers see it: the battle store, the open
 * battle (the router's preconditions, commands/subcommands.ts), who is GM, whose figure is whose,
 * and figures and sides by name.
 */

import type { MeleeOutcome, Written } from "../../src/battles/outcome.ts";
import { type BattleState, nameKey } from "../../src/engine/index.ts";
import { gameTitle } from "../../src/games/registry.ts";
import type {
  BattleSummary,
  LoadedBattle,
  StoredBattleFigure,
} from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { Actor, ChannelMessages, Place, Reply } from "../interaction.ts";
import type { Services } from "../services.ts";
import { moderatesDuel } from "./duel-powers.ts";
import { refusalText } from "./refusal-text.ts";
import { errorReply } from "./replies.ts";

export type BattleServices = Pick<Services, "battles" | "newDice">;

/** Something that can be answered: a slash command or a button click. */
export interface Answerable {
  readonly actor: Actor;
  readonly place: Place;
  readonly interactionId: string;
  reply(reply: Reply): Promise<void>;
  followUp(reply: Reply): Promise<void>;
  /** The bot's own messages here, for the battle's board (see PlaceCapabilities). */
  channelMessages?(): ChannelMessages;
}

export const NO_BATTLE = "There is no battle in this channel. Start one with /battle new.";
export const NOT_YOUR_FIGURE = "That is not your figure.";

/** Which of the channel's battles a handler can work with: any open one, forming, or started. */
export type BattleNeed = "any" | "forming" | "started";

/** The channel's open battle as a handler receives it. */
export interface OpenedBattle {
  readonly store: BattleServices;
  readonly loaded: LoadedBattle;
}

/**
 * The channel's open battle, loaded; or null after an ephemeral answer saying why not.
 * `need` narrows what is acceptable: a forming battle, or one that has started.
 */
export async function openBattle(
  interaction: Answerable,
  services: Services,
  need: BattleNeed = "any",
): Promise<OpenedBattle | null> {
  const store = services;
  const { guildId, channelId } = interaction.place;
  const loaded = await store.battles.loadActiveIn(guildId, channelId);
  if (loaded === null) {
    const other = await store.battles.otherGameIn(guildId, channelId);
    await interaction.reply(errorReply(other === null ? NO_BATTLE : otherGameText(other)));
    return null;
  }
  if (need === "forming" && loaded.battle.status !== "forming") {
    await interaction.reply(errorReply("The battle has already started."));
    return null;
  }
  if (need === "started" && (loaded.battle.status === "forming" || loaded.state === null)) {
    await interaction.reply(
      errorReply("The battle has not started yet; the GM starts it with /battle start."),
    );
    return null;
  }
  return { store, loaded };
}

/** Why a MELEE command does not touch the channel's battle of another game. */
export function otherGameText(game: string): string {
  return `This channel's battle is a ${gameTitle(game)} game; MELEE's commands do not play it.`;
}

/** The GM, or anyone holding Manage Server; in a duel, nobody but a moderator (duel-powers.ts). */
export function isGm(actor: Actor, battle: BattleSummary): boolean {
  if (battle.mode === "duel") return moderatesDuel(actor, battle);
  return actor.id === battle.gmId || actor.isServerManager;
}

export const GM_ONLY = "Only the GM (or a Manage Server user) can do that.";

export async function requireGm(
  interaction: Answerable,
  battle: BattleSummary,
  refusal = GM_ONLY,
): Promise<boolean> {
  if (isGm(interaction.actor, battle)) return true;
  await interaction.reply(errorReply(refusal));
  return false;
}

/** The owner of a fighter; for a monster, the GM. */
export function controllerOf(battle: BattleSummary, figure: StoredBattleFigure): string {
  return figure.ownerId ?? battle.gmId;
}

export function mayOrder(actor: Actor, battle: BattleSummary, figureKey: string): boolean {
  const figure = battle.figures.find((f) => f.figureKey === figureKey);
  if (figure === undefined) return false;
  return isGm(actor, battle) || controllerOf(battle, figure) === actor.id;
}

/** What a typed or picked figure value names: one figure, or why not (for the user). */
export type FigureLookup =
  | { readonly figure: StoredBattleFigure; readonly problem?: undefined }
  | { readonly figure?: undefined; readonly problem: string };

/**
 * The figure a value names: its key (what autocomplete sends) first, then its handle
 * ("Ragnar (alice)"), then its own name if only one figure has it — or only one that `prefer`
 * accepts, so an owner typing "Ragnar" gets theirs. Names compare as nameKey does.
 */
export function lookUpBattleFigure(
  battle: BattleSummary,
  typed: string,
  prefer: (figure: StoredBattleFigure) => boolean = () => true,
): FigureLookup {
  const byKey = battle.figures.find(
    (f) => f.figureKey.toLowerCase() === typed.trim().toLowerCase(),
  );
  if (byKey !== undefined) return { figure: byKey };
  const key = nameKey(typed);
  const byHandle = battle.figures.find((f) => nameKey(f.name) === key);
  if (byHandle !== undefined) return { figure: byHandle };
  const named = battle.figures.filter((f) => nameKey(f.ownName) === key);
  const preferred = named.filter(prefer);
  const [only] = named.length === 1 ? named : preferred.length === 1 ? preferred : [];
  if (only !== undefined) return { figure: only };
  if (named.length === 0) return { problem: unknownFigureMessage(battle, typed) };
  const handles = named.map((f) => safeText(f.name)).join(", ");
  return {
    problem: `More than one figure here is called "${safeText(typed.trim())}": ${handles}. Pick one from the list, or type its name as shown there.`,
  };
}

/** The figure a value names, if exactly one (see lookUpBattleFigure). */
export function findBattleFigure(
  battle: BattleSummary,
  typed: string,
): StoredBattleFigure | undefined {
  return lookUpBattleFigure(battle, typed).figure;
}

export function unknownFigureMessage(battle: BattleSummary, typed: string): string {
  const names = battle.figures.map((f) => safeText(f.name)).join(", ");
  return `There is no figure "${safeText(typed)}" in this battle. Figures: ${names || "none yet"}.`;
}

/** The display name of a figure id in the state (its key if unknown). */
export function nameOf(state: BattleState, figureKey: string): string {
  return state.figures.find((f) => f.id === figureKey)?.name ?? figureKey;
}

export function sideNameOf(battle: BattleSummary, sideId: string): string {
  return battle.sides.find((s) => s.id === sideId)?.name ?? sideId;
}

/** A side by id ("a", "b") or by name, compared as nameKey does. */
export function findSide(battle: BattleSummary, typed: string) {
  const key = nameKey(typed);
  return battle.sides.find((s) => s.id === key || nameKey(s.name) === key);
}

/**
 * A MELEE write that went through, or null once its refusal (wrong status, taken hex, …), the
 * user's to fix, has been answered privately.
 */
export async function written<T, D>(
  interaction: Answerable,
  outcome: MeleeOutcome<T, D>,
): Promise<Written<T, D> | null> {
  if (outcome.kind !== "refused") return outcome;
  await interaction.reply(errorReply(safeText(refusalText(outcome.refusal))));
  return null;
}
