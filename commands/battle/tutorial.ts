/**
 * /battle tutorial: a practice bout to learn on, alone. The user is its GM and plays one of
 * their figures (or, when they have none, the rulebook's Ragnar, made for them) against a
 * Training Dummy that acts by itself: a GM's monster under the computer player's control (the
 * book's wolf at ST 8, DX 8: the rules have no dummy), so the tutorial runs on the ordinary
 * battle machinery, with no deadline, and ends when one of them drops out (ST 3 or less). The
 * battle's mode is "tutorial", so each turn's initiative is answered for the player too
 * (computer-turns.ts): a new player never meets the roll-off's question.
 */

import type { MeleeOutcome } from "../../src/battles/outcome.ts";
import type { ComputerLevel } from "../../src/computer/index.ts";
import {
  customArena,
  type Direction,
  formatHex,
  type Hex,
  type MonsterId,
  neighbor,
  RAGNAR,
  type Side,
} from "../../src/engine/index.ts";
import type { BattleMode } from "../../src/store/battle-types.ts";
import { FigureNameTakenError } from "../../src/store/errors.ts";
import type { StoredFigure } from "../../src/store/figure-store.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Reply } from "../interaction.ts";
import { battleLimitProblem, figureLimitProblem } from "../limits.ts";
import type { Services } from "../services.ts";
import { written } from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { type Entered, enterFighter } from "./enter-fighter.ts";
import { battleStart } from "./start.ts";
import { DUMMY_NAME, tutorialGuide } from "./tutorial-guide.ts";

const SIDES: readonly Side[] = [
  { id: "a", name: "Trainee", entrance: 0 },
  { id: "b", name: "Dummy", entrance: 1 },
];
const DUMMY = { monster: "wolf", st: 8, dx: 8 } as const;
/** The dummy stands this many hexes in front of the figure: a charge (b) reaches it at once. */
const DUMMY_DISTANCE = 3;

/** A bout of one of the user's figures against a monster, run by the user as its GM. */
export interface SoloBout {
  readonly sides: readonly [Side, Side];
  readonly opponent: { readonly monster: MonsterId; readonly st?: number; readonly dx?: number };
  readonly opponentName: string;
  /** Whether the computer player gives the opponent's orders. */
  readonly computer: boolean;
  readonly mode: Extract<BattleMode, "tutorial" | "practice">;
  /** The computer player's level for the opponent (default basic). */
  readonly computerLevel?: ComputerLevel;
  /** The first answer, from the figure's name and the hex a charge reaches the opponent from. */
  readonly welcome: (name: string, chargeTo: string) => Reply;
  /** The refusal when the channel has a battle already. */
  readonly busy: string;
}

const TUTORIAL: SoloBout = {
  sides: SIDES as [Side, Side],
  opponent: DUMMY,
  opponentName: DUMMY_NAME,
  computer: true,
  mode: "tutorial",
  welcome: (name, chargeTo) => ({ embeds: [tutorialGuide(name, chargeTo)] }),
  busy: "There is already a battle in this channel. Finish it (/battle end), or start the tutorial in another channel.",
};

export function startTutorial(interaction: CommandInteraction, services: Services): Promise<void> {
  return startSoloBout(interaction, services, TUTORIAL);
}

export async function startSoloBout(
  interaction: CommandInteraction,
  services: Services,
  bout: SoloBout,
): Promise<void> {
  const { guildId, channelId } = interaction.place;
  const limit = await battleLimitProblem(services, guildId);
  if (limit !== undefined) {
    await interaction.reply(errorReply(limit));
    return;
  }
  // Any game's open battle holds the channel: MELEE's store does not list the others.
  if ((await services.games.gameIn(guildId, channelId)) !== null) {
    await interaction.reply(errorReply(bout.busy));
    return;
  }
  const trainee = await traineeFigure(interaction, services);
  if (trainee === null) return;
  if (await services.battles.isFighting(trainee.figure.id)) {
    await interaction.reply(errorReply(alreadyFighting(trainee.figure)));
    return;
  }
  const id = interaction.interactionId;
  const created = await services.battles.create({
    guildId,
    channelId,
    gmId: interaction.actor.id,
    combatType: "practice",
    mode: bout.mode,
    sides: bout.sides,
    arena: customArena(8, 8),
    deadlineSeconds: null,
    limit: services.limits.activeBattlesPerGuild,
    interactionId: `${id}:create`,
  });
  if (created.kind === "refused" && created.refusal.code === "channel-busy") {
    await interaction.reply(errorReply(bout.busy));
    return;
  }
  const opened = await written(interaction, created);
  if (opened === null) return;
  const battle = opened.value;
  const [ours, theirs] = bout.sides;
  let entered: MeleeOutcome<Entered> | null;
  try {
    entered = await enterFighter(services.battles, battle, {
      userId: interaction.actor.id,
      figureId: trainee.figure.id,
      ownerName: interaction.actor.displayName,
      side: ours,
      interactionId: `${id}:${ours.id}`,
    });
  } catch (error) {
    await services.battles.discard(battle.id);
    throw error;
  }
  if (entered === null) throw new Error("an empty arena has room for a figure");
  if (entered.kind === "refused") {
    // A racing tutorial (or join) took the figure since the check above: this one is not made.
    await services.battles.discard(battle.id);
    if (await services.battles.isFighting(trainee.figure.id)) {
      await interaction.reply(errorReply(alreadyFighting(trainee.figure)));
    } else await written(interaction, entered);
    return;
  }
  const { spot } = entered.value;
  const dummyAt = ahead(spot.position, spot.facing, DUMMY_DISTANCE);
  const chargeTo = ahead(spot.position, spot.facing, DUMMY_DISTANCE - 1);
  const withOpponent = await written(
    interaction,
    await services.battles.addFigure({
      battleId: battle.id,
      kind: "monster",
      ...bout.opponent,
      name: bout.opponentName,
      sideId: theirs.id,
      position: dummyAt,
      facing: ((spot.facing + 3) % 6) as Direction,
      interactionId: `${id}:${theirs.id}`,
    }),
  );
  if (withOpponent === null) return;
  if (bout.computer) {
    const computer = await written(
      interaction,
      await services.battles.setComputerControl({
        battleId: battle.id,
        gmId: interaction.actor.id,
        figureKeys: withOpponent.value.figures
          .filter((f) => f.sideId === theirs.id)
          .map((f) => f.figureKey),
        computer: true,
        level: bout.computerLevel ?? "basic",
        interactionId: `${id}:computer`,
      }),
    );
    if (computer === null) return;
  }
  const name = safeText(trainee.figure.spec.name);
  const made = trainee.made
    ? `You had no figure yet, so ${name}, the rulebook's sample fighter, was made for you: yours to keep (/figure show name:${name}).`
    : undefined;
  const welcome = bout.welcome(name, formatHex(chargeTo));
  await interaction.reply({
    ...welcome,
    ...(made === undefined
      ? {}
      : { content: [made, welcome.content].filter((c) => c !== undefined).join("\n") }),
  });
  // The ordinary start (roster, map, first initiative), as a write of its own and in follow-ups.
  await battleStart(
    {
      ...interaction,
      interactionId: `${id}:start`,
      reply: (reply) => interaction.followUp(reply),
    },
    services,
    { store: services, loaded: await services.battles.load(battle.id) },
  );
}

function alreadyFighting(figure: StoredFigure): string {
  return `${safeText(figure.spec.name)} is already fighting in another battle; name another with figure:, or finish that battle first.`;
}

/** The named figure, the user's first, or a new Ragnar; null after answering why not. */
async function traineeFigure(
  interaction: CommandInteraction,
  services: Services,
): Promise<{ figure: StoredFigure; made: boolean } | null> {
  const { guildId } = interaction.place;
  const owner = interaction.actor.id;
  const typed = (interaction.options.getString("figure") ?? "").trim();
  if (typed !== "") {
    const figure = await services.figures.findOwn(guildId, owner, typed);
    if (figure !== null) return { figure, made: false };
    await interaction.reply(
      errorReply(`You have no figure named "${safeText(typed)}". Make one with /figure create.`),
    );
    return null;
  }
  const [first] = await services.figures.list(guildId, owner);
  if (first !== undefined) return { figure: first, made: false };
  const limit = await figureLimitProblem(services, guildId, owner);
  if (limit !== undefined) {
    await interaction.reply(errorReply(limit));
    return null;
  }
  try {
    const figure = await services.figures.create({ guildId, ownerId: owner, spec: RAGNAR });
    return { figure, made: true };
  } catch (error) {
    // A racing tutorial of the same user made Ragnar a moment ago: both use that one.
    if (!(error instanceof FigureNameTakenError)) throw error;
    const made = await services.figures.findByName(guildId, owner, RAGNAR.name);
    if (made === null) throw error;
    return { figure: made, made: true };
  }
}

function ahead(from: Hex, facing: Direction, hexes: number): Hex {
  let at = from;
  for (let i = 0; i < hexes; i++) at = neighbor(at, facing);
  return at;
}
