/**
 * /battle order, /battle change, /battle initiative, /battle act and /battle retreat: a player's
 * decisions.
 * Only a figure's owner (or the GM, or a Manage Server user) may give its orders. Every refusal
 * is ephemeral and specific, and changes nothing.
 */
import {
  type ActOrder,
  type ChangeOptionOrder,
  type Direction,
  type Hex,
  isOptionCode,
  type MoveOrder,
  type OptionCode,
  parseDirection,
  parseHex,
  pendingDecision,
  type ReadyChoice,
  type RetreatOrder,
  type ScoopChoice,
} from "../../src/engine/index.ts";
import type { LoadedBattle, StoredBattleFigure } from "../../src/store/battle-types.ts";
import { safeText } from "../format/safe-text.ts";
import type { CommandInteraction, Reply } from "../interaction.ts";
import {
  controllerOf,
  isGm,
  lookUpBattleFigure,
  mayOrder,
  NOT_YOUR_FIGURE,
} from "../shared/channel-battle.ts";
import { errorReply } from "../shared/replies.ts";
import { findWeapon, PACKED_MARKER } from "../shared/weapon-names.ts";
import type { BattleHandler } from "../subcommands.ts";
import { holdingPike, ORDERED_ATTACK_KINDS, starsIn } from "./attack-choices.ts";
import { aimIntent, DRAFT_AIMS } from "./draft-aim.ts";
import { awaitedText } from "./flow.ts";
import { typedAirDrop } from "./order-air-drops.ts";
import { orderableFigures } from "./order-flow.ts";
import { stepOrLean } from "./order-lean.ts";
import { typedOffhand } from "./order-offhand.ts";
import { stayQuestion } from "./stay-check.ts";
import { submitStep } from "./submit.ts";

class Refusal extends Error {}

/** The figure option names a battle figure the actor may order; else a Refusal. */
function orderedFigure(
  interaction: CommandInteraction,
  loaded: LoadedBattle,
  optionName = "figure",
): StoredBattleFigure {
  const typed = interaction.options.getString(optionName) ?? "";
  const { figure, problem } = lookUpBattleFigure(loaded.battle, typed, (f) =>
    mayOrder(interaction.actor, loaded.battle, f.figureKey),
  );
  if (figure === undefined) throw new Refusal(problem);
  if (!mayOrder(interaction.actor, loaded.battle, figure.figureKey)) {
    throw new Refusal(NOT_YOUR_FIGURE);
  }
  return figure;
}

function otherFigure(loaded: LoadedBattle, typed: string | undefined): string | undefined {
  if (typed === undefined) return undefined;
  const { figure, problem } = lookUpBattleFigure(loaded.battle, typed);
  if (figure === undefined) throw new Refusal(problem);
  return figure.figureKey;
}

function hexOption(interaction: CommandInteraction, name: string): Hex | undefined {
  const typed = interaction.options.getString(name);
  if (typed === undefined) return undefined;
  const hex = parseHex(typed.trim().split(/\s/)[0] ?? "");
  if (hex === undefined) {
    throw new Refusal(
      `"${safeText(typed)}" is not a hex; write a column letter and a row, like E7.`,
    );
  }
  return hex;
}

function notNow(loaded: LoadedBattle, what: string): Refusal {
  const state = loaded.state;
  const awaited = state === null ? "" : ` ${awaitedText(loaded.battle, state)}`;
  return new Refusal(`It is not time for ${what}.${awaited}`);
}

/**
 * A /battle subcommand that builds an order from the interaction and submits it; a Refusal the
 * builder throws becomes an ephemeral answer. `ask` may answer with a question instead of
 * submitting the order.
 */
function orderSubcommand<O extends Parameters<typeof submitStep>[3]>(
  build: (interaction: CommandInteraction, loaded: LoadedBattle) => O,
  ask?: (loaded: LoadedBattle, order: O) => Reply | undefined,
): BattleHandler {
  return async (interaction, _services, opened) => {
    let order: O;
    try {
      order = build(interaction, opened.loaded);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await interaction.reply(errorReply(error.message));
      return;
    }
    const question = ask?.(opened.loaded, order);
    if (question !== undefined) {
      await interaction.reply(question);
      return;
    }
    await submitStep(interaction, opened.store, opened.loaded, order);
  };
}

/** The option letter typed ("h", "(h)", "Pass"); else a Refusal. */
function optionCode(interaction: CommandInteraction): OptionCode {
  const typed = interaction.options.getString("option") ?? "";
  const option = typed.trim().toLowerCase().replace(/[()]/g, "");
  if (!isOptionCode(option)) {
    throw new Refusal(
      `"${safeText(option)}" is not an option; use a letter from a to r, or pass (under ADVANCED MELEE also flee, and for a rider mount, dismount or jump-off).`,
    );
  }
  return option;
}

/** The value of option `name`, one of `allowed` (the definition's choices); else a Refusal. */
function choiceOf<T extends string>(
  interaction: CommandInteraction,
  name: string,
  allowed: readonly T[],
  what: string,
): T | undefined {
  return oneOf(interaction.options.getString(name), allowed, what);
}

/** `typed`, one of `allowed`; else a Refusal. */
function oneOf<T extends string>(
  typed: string | undefined,
  allowed: readonly T[],
  what: string,
): T | undefined {
  if (typed === undefined) return undefined;
  const found = allowed.find((a) => a === typed);
  if (found === undefined) throw new Refusal(`${what} must be one of ${allowed.join(", ")}.`);
  return found;
}

/**
 * The weapon named by `ready`, or none: what (e) and (k) ready and what (o) picks up. Under AM a
 * trailing ", drop" drops the ready weapon rather than slinging it ("dagger, drop").
 */
function readyChoice(interaction: CommandInteraction, option: OptionCode): ReadyChoice | undefined {
  const typed = interaction.options.getString("ready");
  if (typed === undefined) return undefined;
  // AM §5 and §7: `ready:pack` spends (e) taking the pack off.
  if (option === "e" && /^pack$/i.test(typed.trim())) return { packOff: true };
  // AM §5 PACKED: `ready:rapier (packed)` spends (e) on a weapon in the set-down pack.
  if (option === "e" && PACKED_MARKER.test(typed)) {
    const unpack = findWeapon(typed.replace(PACKED_MARKER, ""));
    if (unpack === undefined) throw new Refusal(`There is no weapon "${safeText(typed)}".`);
    return { unpack };
  }
  // AM §5 LEFT-HAND WEAPONS: `ready:main-gauche, left hand` readies it in the off hand.
  const left = option === "e" || option === "k" ? typedOffhand(typed) : undefined;
  if (left === null) throw new Refusal(`There is no weapon "${safeText(typed)}".`);
  if (left !== undefined) return left;
  const dropping = /,\s*drop\s*$/i.exec(typed);
  const readyText = dropping ? typed.slice(0, dropping.index) : typed;
  const weapon = /^(none|empty)/i.test(readyText.trim()) ? null : findWeapon(readyText);
  if (weapon === undefined) throw new Refusal(`There is no weapon "${safeText(readyText)}".`);
  const choice = option === "o" && weapon !== null ? { pickUp: weapon } : { weapon };
  return dropping ? { ...choice, drop: true } : choice;
}

/**
 * AM §3: with option (a), `ready` names a weapon to scoop up on the way, for 3 MA ("mace") or on a
 * roll against DX ("mace, on the run"). Undefined for other options or no `ready`.
 */
function scoopChoice(interaction: CommandInteraction, option: OptionCode): ScoopChoice | undefined {
  const typed = interaction.options.getString("ready");
  if (option !== "a" || typed === undefined) return undefined;
  const running = /,\s*on the run\s*$/i.exec(typed);
  const weaponText = running ? typed.slice(0, running.index) : typed;
  const item = findWeapon(weaponText);
  if (item === undefined) throw new Refusal(`There is no weapon "${safeText(weaponText)}".`);
  return running ? { item, onTheRun: true } : { item };
}

/** Option (d): how to get down. */
function postureChoice(interaction: CommandInteraction): "prone" | "kneeling" | undefined {
  const typed = interaction.options.getString("posture");
  if (typed !== undefined && typed !== "prone" && typed !== "kneeling") {
    throw new Refusal("Posture must be prone or kneeling.");
  }
  return typed;
}

/** A facing named N, NE, SE, S, SW or NW in the option `name`; else a Refusal. */
function facingChoice(interaction: CommandInteraction, name: string): Direction | undefined {
  const typed = interaction.options.getString(name);
  if (typed === undefined) return undefined;
  const facing = parseDirection(typed.trim());
  if (facing === undefined) {
    throw new Refusal(`"${safeText(typed)}" is not a facing; use N, NE, SE, S, SW or NW.`);
  }
  return facing;
}

/**
 * AM §6's timing: `delay:true` acts after the others, `wait-for` names the foe a passing figure
 * waits on. Whether the battle plays these rules, and whether the order may use them, is the
 * engine's to say.
 */
function timingChoice(
  interaction: CommandInteraction,
  loaded: LoadedBattle,
): Pick<MoveOrder, "delay" | "waitFor"> {
  const delay = interaction.options.getBoolean("delay") === true;
  const waitFor = otherFigure(loaded, interaction.options.getString("wait-for"));
  return {
    ...(delay ? { delay } : {}),
    ...(waitFor === undefined ? {} : { waitFor }),
  };
}

/**
 * AM §10's height, typed as where the flier ends its move: above 0 from the ground takes off to
 * it, 0 in the air lands. Whether the figure flies, and whether it may climb or dive that far, is
 * the engine's to say.
 */
function flightChoice(
  interaction: CommandInteraction,
  loaded: LoadedBattle,
  figureKey: string,
): Pick<MoveOrder, "flight" | "height"> {
  const height = interaction.options.getInteger("height");
  if (height === undefined) return {};
  if (height === 0) return { flight: "land" };
  const flying = loaded.state?.figures.find((f) => f.id === figureKey)?.flying === true;
  return flying ? { height } : { flight: "take-off", height };
}

/**
 * What the chosen option is to do, as typed: its target, aim, attack, what it readies, posture
 * and step, each refused specifically when it cannot be read. Shared by /battle order and /battle change.
 */
function optionDetails(
  interaction: CommandInteraction,
  loaded: LoadedBattle,
  option: OptionCode,
  readsReady = true,
) {
  // AM §9: `attack:hold`, or a trailing ", hold", holds a grounded pike's blow.
  const typedAttack = interaction.options.getString("attack");
  const held = typedAttack === undefined ? undefined : holdingPike(typedAttack);
  // AM §5 SHA-KEN: "3 sha-ken" is a throw of three at once.
  const stars = starsIn(held?.attack);
  // AM §10: "drop spear" drops a weapon from the air.
  const airDrop = typedAirDrop(held?.attack);
  if (airDrop !== undefined && airDrop.item === undefined)
    throw new Refusal(
      `"${safeText(airDrop.named)}" is not a weapon to drop: name a spear, axe, grenade or molotail.`,
    );
  const attack =
    airDrop !== undefined
      ? "drop"
      : stars === undefined
        ? oneOf(held?.attack, ORDERED_ATTACK_KINDS, "Attack")
        : "thrown";
  const posture = postureChoice(interaction);
  const stepTo = hexOption(interaction, "step");
  const stepFacing = facingChoice(interaction, "step-facing");
  const named = otherFigure(loaded, interaction.options.getString("target"));
  // AM §2 IV(b): (e) naming a figure is an exchange of weapons with it.
  const exchanges = option === "e" && named !== undefined;
  const target = exchanges ? undefined : named;
  // `ready` may instead name what (a) scoops up (scoopChoice).
  const typedReady = readsReady ? readyChoice(interaction, option) : undefined;
  const ready = exchanges ? { ...typedReady, exchangeWith: named } : typedReady;
  // AM §6 AIMED SHOTS: the part, as the engine names it; AM §9: or the target's mount.
  const aim = choiceOf(interaction, "aim", DRAFT_AIMS, "Aim");
  return {
    ...(target === undefined ? {} : { target }),
    ...aimIntent(aim),
    ...(attack === undefined ? {} : { attack }),
    ...(stars === undefined ? {} : { stars }),
    ...(airDrop?.item === undefined ? {} : { airDrop: airDrop.item }),
    ...(held?.hold === true ? { holdPike: true } : {}),
    ...(ready === undefined ? {} : { ready }),
    ...(posture === undefined ? {} : { posture }),
    ...(stepTo === undefined ? {} : { stepTo }),
    ...(stepFacing === undefined ? {} : { stepFacing }),
  };
}

/**
 * /battle order figure option [to facing target attack ready posture step step-facing aim delay
 * wait-for height]; without
 * `to:` for an option that could move, it asks whether to stay (stay-check.ts).
 */
export const giveOrder = orderSubcommand((interaction, loaded): MoveOrder => {
  const figure = orderedFigure(interaction, loaded);
  const state = loaded.state;
  if (state === null || !orderableFigures(state).includes(figure.figureKey)) {
    throw notNow(loaded, `${safeText(figure.name)}'s orders`);
  }
  const option = optionCode(interaction);
  const facing = facingChoice(interaction, "facing");
  const destination = hexOption(interaction, "to");
  const scoop = scoopChoice(interaction, option);
  const { stepTo, stepFacing, ...typed } = optionDetails(
    interaction,
    loaded,
    option,
    scoop === undefined,
  );
  // AM §9 LEANING: a rider's step on an option that takes none is where he leans.
  const details = {
    ...typed,
    ...stepOrLean(state, figure.figureKey, option, { stepTo, stepFacing }),
  };
  const order: MoveOrder = {
    type: "move",
    figure: figure.figureKey,
    option,
    ...(destination === undefined ? {} : { destination }),
    ...(facing === undefined ? {} : { facing }),
    ...details,
    ...(scoop === undefined ? {} : { scoop }),
    ...timingChoice(interaction, loaded),
    ...flightChoice(interaction, loaded, figure.figureKey),
  };
  return order;
}, stayQuestion);

export const HOLD_NOT_CHANGED =
  "A grounded pike's blow is held by /battle order (attack:hold), not by /battle change.";

/**
 * /battle change figure option [target attack ready posture step step-facing] — a change of mind
 * before the figure acts (MELEE: IV, OPTIONS). Whether the figure may still change, and to what,
 * is the engine's to say, with its reason.
 */
export const battleChange = orderSubcommand((interaction, loaded) => {
  const figure = orderedFigure(interaction, loaded);
  const option = optionCode(interaction);
  const { holdPike, ...details } = optionDetails(interaction, loaded, option);
  // AM §9: the pike's hold is said in the figure's order and stands until its next one.
  if (holdPike) throw new Refusal(HOLD_NOT_CHANGED);
  const order: ChangeOptionOrder = {
    type: "change-option",
    figure: figure.figureKey,
    option,
    ...details,
  };
  return order;
});

/** /battle initiative choice:first|second — for a player of the side that won. */
export const chooseInitiative = orderSubcommand((interaction, loaded) =>
  initiativeOrder(interaction.actor, loaded, interaction.options.getString("choice") ?? ""),
);
export function initiativeOrder(
  actor: CommandInteraction["actor"],
  loaded: LoadedBattle,
  choice: string,
) {
  const state = loaded.state;
  const decision = state === null ? null : pendingDecision(state);
  if (decision?.kind !== "initiative") throw notNow(loaded, "the initiative choice");
  if (choice !== "first" && choice !== "second") throw new Refusal("Choose first or second.");
  const players = loaded.battle.figures
    .filter((f) => f.sideId === decision.side)
    .map((f) => controllerOf(loaded.battle, f));
  if (!players.includes(actor.id) && !isGm(actor, loaded.battle)) {
    const side = loaded.battle.sides.find((s) => s.id === decision.side)?.name ?? decision.side;
    throw new Refusal(`${safeText(side)} won the initiative; its players choose.`);
  }
  return { type: "initiative" as const, side: decision.side, moveFirst: choice === "first" };
}

/**
 * /battle act figure [target] [step] [step-facing] [forfeit] — a figure whose target is gone, or
 * whose step (options l and r) cannot be taken as ordered.
 */
export const battleAct = orderSubcommand((interaction, loaded) => {
  const figure = orderedFigure(interaction, loaded);
  const decision = loaded.state === null ? null : pendingDecision(loaded.state);
  if (decision?.kind !== "act" || decision.figure !== figure.figureKey) {
    throw notNow(loaded, `${safeText(figure.name)} to choose a new target`);
  }
  const forfeit = interaction.options.getBoolean("forfeit") === true;
  const target = otherFigure(loaded, interaction.options.getString("target"));
  const stepTo = hexOption(interaction, "step");
  const stepFacing = facingChoice(interaction, "step-facing");
  // Forfeiting gives up the action, whatever target or step came with it.
  if (forfeit) return { type: "act", figure: figure.figureKey, target: null } satisfies ActOrder;
  if (target === undefined && stepTo === undefined && stepFacing === undefined) {
    throw new Refusal(
      "Give a target, a step or step-facing for a figure stepping away, or forfeit:true.",
    );
  }
  const order: ActOrder = {
    type: "act",
    figure: figure.figureKey,
    target: target ?? null,
    ...(stepTo === undefined ? {} : { stepTo }),
    ...(stepFacing === undefined ? {} : { stepFacing }),
  };
  return order;
});

/** /battle retreat figure enemy [to] [advance] [facing] [decline] — the victor of an exchange. */
export const retreat = orderSubcommand((interaction, loaded) => {
  const figure = orderedFigure(interaction, loaded);
  const enemy = otherFigure(loaded, interaction.options.getString("enemy"));
  const decision = loaded.state === null ? null : pendingDecision(loaded.state);
  if (decision?.kind !== "retreat" || !decision.rights.some((r) => r.victor === figure.figureKey)) {
    throw notNow(loaded, `${safeText(figure.name)} to force a retreat`);
  }
  const decline = interaction.options.getBoolean("decline") === true;
  const to = hexOption(interaction, "to");
  if (!decline && to === undefined)
    throw new Refusal("Give the hex to push back to, or decline:true.");
  return retreatOrder(
    figure.figureKey,
    enemy ?? "",
    decline ? null : (to ?? null),
    interaction.options.getBoolean("advance") === true,
    facingChoice(interaction, "facing"),
  );
});

/** `facing` is the advancing victor's; the engine refuses it for a victor that stays still. */
export function retreatOrder(
  victor: string,
  enemy: string,
  to: Hex | null,
  advance: boolean,
  facing?: Direction,
): RetreatOrder {
  const order: RetreatOrder = {
    type: "retreat",
    victor,
    enemy,
    to,
    advance: to === null ? false : advance,
  };
  return facing === undefined ? order : { ...order, facing };
}

export { Refusal };
