/**
 * The combat log as text: one line per event a player can check against the rules, e.g.
 *   Wulf, Longbow → Flavius: 3d6 = 9 (3+3+3) ≤ adjDX 10, hit
 *   1d6+2 = 7, armor and shield stop 5, Flavius takes 2 (ST 10/12)
 * Shared by the scenario CLI, local play and the bot. Plain text: names come out as the players
 * typed them, and a Discord caller must escape them. The log's own wording uses no Discord markdown
 * characters (* _ ~ ` | < [ ] \ @, nor # > - at a line's start), so escaping each whole line
 * (commands/format/safe-text.ts) escapes exactly the names. No Discord or canvas imports here.
 */

import {
  ARMORS,
  type BattleEvent,
  type BattleFigure,
  type BattleState,
  chosenOption,
  type Direction,
  formatDirection,
  formatHex,
  type Hex,
  type InitiativeRoll,
  OPTIONS,
  type OptionCode,
  weaponOf,
} from "../engine/index.ts";
import { aerialFallLine, boulderDroppedLine, weaponDroppedLine } from "./log/aerial-lines.ts";
import { aimedHitLine } from "./log/aimed-lines.ts";
import { chosenAttackWords } from "./log/chosen-attack-words.ts";
import { exchangeLine } from "./log/exchange-lines.ts";
import { aflameLine, burnedLine, molotailLine } from "./log/fire-lines.ts";
import { FLEE_VERB, fleeOptionLine } from "./log/fleeing-lines.ts";
import { gmRulingLine } from "./log/gm-lines.ts";
import { gunpowderLine, isGunpowderEvent } from "./log/gunpowder-lines.ts";
import { hitWords, missWords } from "./log/hit-words.ts";
import { stLeft, stoppedAndTaken } from "./log/hurt-words.ts";
import { mountAttackLine } from "./log/mount-attack-lines.ts";
import { isPeculiarEvent, peculiarLine } from "./log/peculiar-lines.ts";
import { pinLine } from "./log/pin-lines.ts";
import { readyingLine } from "./log/readying-lines.ts";
import { ridingLine } from "./log/riding-lines.ts";
import { initiativeWords, sideRulingLine } from "./log/side-ruling-lines.ts";
import { trampleOrPullLine } from "./log/trample-lines.ts";
import { unpackedLine } from "./log/unpacking-lines.ts";
import { drownedLine, outOfBreathLine } from "./log/water-lines.ts";
import { adjDxText, damageDice, diceRoll, itemName, plural, upperFirst } from "./log/words.ts";
import { figureName } from "./map/describe.ts";

/** The line that opens a turn's part of the log. */
export function turnHeader(turn: number): string {
  return `── Turn ${turn} ──`;
}

/** Who is in the battle, as the log's first lines: side, where, facing, ST, DX, MA, gear. */
export function rosterLines(state: BattleState): string[] {
  return state.figures.map((f) => {
    const gear = [
      ...(f.readyWeapon ? [`${itemName(f.readyWeapon)} ready`] : []),
      ...(f.offhand ? [`${itemName(f.offhand)} on the off hand`] : []),
      ...f.carried.map(itemName),
      ...(f.shield ? [`${itemName(f.shield)}${f.shieldReady ? " ready" : " slung"}`] : []),
      ...(f.armor !== "none" ? [ARMORS[f.armor].name.toLowerCase()] : []),
    ];
    const kind = f.traits.kind;
    const gearText = gear.length > 0 ? `; ${gear.join(", ")}` : "";
    return `${f.name} (${sideName(state, f.side)}, ${kind}) at ${formatHex(f.position)} facing ${formatDirection(f.facing)}: ST ${f.st}, DX ${f.dx}, MA ${f.ma}${gearText}`;
  });
}

/**
 * The log lines for a run of events. `state` supplies names (any state of the same battle will
 * do). The engine reports a figure's chosen option after what the choice did (its movement, a
 * weapon readied, standing up); the log names the option first.
 */
export function describeEvents(state: BattleState, events: readonly BattleEvent[]): string[] {
  const blocks = optionBlocks(events);
  const lines: string[] = [];
  // Each figure's option this turn as the events tell it, for why an attack on it rolled 4d6
  // (`state` may be a later turn's, when that option is gone).
  const chosen = new Map<string, OptionCode>();
  events.forEach((event, index) => {
    if (event.type === "turn-started") chosen.clear();
    if (event.type === "option-chosen") chosen.set(event.figure, event.option);
    if (event.type === "option-changed") chosen.set(event.figure, event.to);
    const block = blocks.get(index);
    if (block?.start === index) lines.push(describeEvent(state, block.chosen));
    if (block?.end === index) return;
    if (event.type === "moved") {
      const option = block && block.chosen.figure === event.figure ? block.chosen.option : null;
      lines.push(movedLine(state, event, option));
      return;
    }
    if (event.type === "attack-roll") {
      const option = chosen.get(event.target) ?? chosenOption(state, event.target)?.option;
      lines.push(attackLine(state, event, option));
      return;
    }
    lines.push(describeEvent(state, event));
  });
  return lines;
}

type OptionChosen = Extract<BattleEvent, { type: "option-chosen" }>;

/** Events that close one order's events, so the next event starts another order's. */
const ORDER_ENDS: ReadonlySet<BattleEvent["type"]> = new Set([
  "turn-started",
  "initiative-rolled",
  "initiative-chosen",
  "option-chosen",
  "option-changed",
  "escaped",
  "gm-ruling",
  "conditions-set",
  "surprise",
  "initiative-bonus",
  "retreat",
  "battle-ended",
]);

/**
 * For each event of a move order that reports its option after other events: the order's first
 * event (start), its option-chosen event (end), and that event. A move order's first event is
 * always the mover's own (its take-off, standing up, movement, a dropped missile weapon, its
 * HTH attempt) and never a change of condition; what comes before it since the last order's end
 * belongs to that order (a GM ruling is logged before what it leads to: a fall, dropped items).
 */
function optionBlocks(
  events: readonly BattleEvent[],
): Map<number, { start: number; end: number; chosen: OptionChosen }> {
  const blocks = new Map<number, { start: number; end: number; chosen: OptionChosen }>();
  let lastEnd = -1;
  events.forEach((event, index) => {
    if (event.type === "option-chosen") {
      let start = lastEnd + 1;
      while (start < index && !opensMoveOrder(events[start] as BattleEvent, event.figure)) start++;
      if (start < index) {
        const block = { start, end: index, chosen: event };
        for (let i = start; i <= index; i++) blocks.set(i, block);
      }
    }
    if (ORDER_ENDS.has(event.type)) lastEnd = index;
  });
  return blocks;
}

/** Whether the event could be the first of `mover`'s move order. */
function opensMoveOrder(event: BattleEvent, mover: string): boolean {
  if (event.type === "condition") return false;
  if ("figure" in event && event.figure === mover) return true;
  return "attacker" in event && event.attacker === mover;
}

/** One event's line. */
export function describeEvent(state: BattleState, event: BattleEvent): string {
  const name = (id: string) => figureName(state, id);
  if (isPeculiarEvent(event)) return peculiarLine(name, event);
  if (isGunpowderEvent(event)) return gunpowderLine(state, event);
  switch (event.type) {
    case "turn-started":
      return turnHeader(event.turn);
    case "initiative-rolled":
      return initiativeLine(state, event.rounds, event.winner);
    case "initiative-chosen":
      return initiativeChoiceLine(state, event.side, event.order);
    case "option-chosen":
      return event.waitingFor !== undefined
        ? `${name(event.figure)} waits for an opening on ${name(event.waitingFor)}`
        : `${optionLine(state, event.figure, event.option, event.target)}${chosenAttackWords(event.attack, event.airDrop)}${event.delayed ? ", acting after the others" : ""}`;
    case "option-changed": {
      const to = OPTIONS[event.to];
      return `${name(event.figure)} changes from (${event.from}) to (${event.to}) ${to.name}`;
    }
    case "moved":
      return movedLine(state, event, null);
    case "posture":
      return postureLine(name(event.figure), event.posture, event.reason);
    case "saving-roll":
      return savingRollLine(name(event.figure), event);
    case "running-fall":
      return runningFallLine(name(event.figure), event);
    case "pile-victim":
      return `Into the pile: ${event.faces.join(", ")} picks ${name(event.figure)}`;
    case "tiebreak":
      return `Tie-break for who acts first: ${event.rolls.map((r) => `${name(r.figure)} ${r.roll}`).join(", ")}`;
    case "attack-roll":
      return attackLine(state, event, chosenOption(state, event.target)?.option);
    case "damage":
      return damageLine(state, event);
    case "condition":
      switch (event.condition) {
        case "dead":
          return `${name(event.figure)} is dead`;
        case "unconscious":
          return `${name(event.figure)} falls unconscious`;
        case "dropped-out":
          return `${name(event.figure)} drops out of the practice bout (ST 3 or less)`;
        case "ok":
          return `${name(event.figure)} is back in the fight`;
      }
      break;
    case "regenerated":
      return `${name(event.figure)} regenerates ${event.healed} hit${event.healed === 1 ? "" : "s"}${stLeft(state, event.figure, event.stRemaining)}`;
    case "action-lost":
      return actionLostLine(name(event.figure), event.reason);
    case "item-dropped":
      return droppedLine(state, event);
    case "worn-out":
      return `${name(event.figure)}'s ${event.gear === "shield" ? itemName(event.item) : "armor"} is worn out: it stops nothing more`;
    case "item-broken":
      return `${name(event.figure)}'s ${itemName(event.item)} breaks${event.stillStrikes ? ": it strikes on at half damage" : ""}`;
    case "item-readied":
    case "pack-off":
      return readyingLine(state, event);
    case "weapon-unpacked":
      return unpackedLine(state, event);
    case "item-picked-up":
      return `${name(event.figure)} picks up the ${itemName(event.item)} in ${formatHex(event.at)}`;
    case "reloaded": {
      const bow = event.gun ? weaponOf(event.gun).name.toLowerCase() : "crossbow";
      return event.turnsLeft === 0
        ? `${name(event.figure)} reloads: the ${bow} can shoot next turn`
        : `${name(event.figure)} reloads: ${plural(event.turnsLeft, "more turn")} before the ${bow} can shoot`;
    }
    case "weapon-exchange-offered":
    case "weapons-exchanged":
      return exchangeLine(name, event);
    case "hth-defense":
      return hthDefenseLine(state, event);
    case "crippling-hit":
      return cripplingLine(name, event);
    case "dagger-draw": {
      const sum = event.faces.reduce((a, b) => a + b, 0);
      const needed = event.needed ?? 3;
      const outcome = event.success
        ? "draws it"
        : sum <= needed
          ? "fails: no dagger to draw"
          : event.needed === undefined
            ? "fails (1–3 needed)"
            : `fails (${needed} or less needed)`;
      return `${name(event.figure)} tries to draw a dagger: ${diceRoll(event.faces)}, ${outcome}`;
    }
    case "hth-disengage": {
      const sum = event.faces.reduce((a, b) => a + b, 0);
      const compare = sum <= event.needed ? "≤" : ">";
      return `${name(event.figure)} tries to break free of hand-to-hand: ${diceRoll(event.faces)} ${compare} ${event.needed}, ${event.success ? "breaks free" : "fails"}`;
    }
    case "aimed-hit":
      return aimedHitLine(name, event);
    case "pin":
    case "pin-escape":
    case "pin-released":
      return pinLine(name, event);
    case "mounted":
    case "dismounted":
    case "mount-hurt":
      return ridingLine(name, event);
    case "mount-attack":
      return mountAttackLine(name, event);
    case "trample":
    case "pull":
      return trampleOrPullLine(name, event);
    case "stepped":
      return `${name(event.figure)} steps ${formatHex(event.from)} → ${formatHex(event.to)} (${event.reason})${turnedTo(event.facing)}`;
    case "retreat":
      if (event.to === null)
        return `${name(event.victor)} does not force ${name(event.enemy)} back`;
      return `${name(event.victor)} forces ${name(event.enemy)} back to ${formatHex(event.to)}${event.advanced ? " and follows" : ""}${turnedTo(event.facing)}`;
    case "escaped":
      return `${name(event.figure)} leaves the arena`;
    case "flight":
      return `${name(event.figure)} ${event.airborne ? "takes to the air" : "lands"}`;
    case "height":
      return `${name(event.figure)} ${event.to > event.from ? "climbs" : "dives"} to ${event.to} m`;
    case "aerial-fall":
      return aerialFallLine(name, event);
    case "boulder-dropped":
      return boulderDroppedLine(name, event);
    case "weapon-dropped-from-air":
      return weaponDroppedLine(name, event);
    case "gm-ruling":
    case "conditions-set":
      return gmRulingLine(name, event);
    case "burned":
      return burnedLine(name, event, stoppedAndTaken(state, event.figure, event));
    case "molotail-landed":
      return molotailLine(name, event);
    case "aflame":
      return aflameLine(name, event);
    case "drowned":
      return drownedLine(name, event);
    case "out-of-breath":
      return outOfBreathLine(name, event);
    case "surprise":
    case "initiative-bonus":
      return sideRulingLine(sideName(state, event.side), event);
    case "battle-ended": {
      const outcome =
        event.winner === null ? "no side is left fighting" : `${sideName(state, event.winner)} won`;
      const ep = state.figures
        .filter((f) => event.ep[f.id] !== undefined)
        .map((f) => `${f.name} ${event.ep[f.id]}`);
      return `Battle over: ${outcome}. EP: ${ep.join(", ")}`;
    }
  }
  return unreachable(event);
}

/** ", facing N" after a step the order turned the figure in; nothing when it kept its facing. */
function turnedTo(facing: Direction | undefined): string {
  return facing === undefined ? "" : `, facing ${formatDirection(facing)}`;
}

function unreachable(event: never): string {
  return `(unknown event ${JSON.stringify(event)})`;
}

function figureById(state: BattleState, id: string): BattleFigure | undefined {
  return state.figures.find((f) => f.id === id);
}

function sideName(state: BattleState, id: string): string {
  return state.sides.find((s) => s.id === id)?.name ?? id;
}

function initiativeLine(
  state: BattleState,
  rounds: readonly (readonly InitiativeRoll[])[],
  winner: string,
): string {
  const text = rounds
    .map((round, i) => {
      const rolls = round.map((r) => `${sideName(state, r.side)} ${initiativeWords(r)}`).join(", ");
      return i === 0 ? rolls : `re-roll: ${rolls}`;
    })
    .join("; ");
  return `Initiative: ${text} — won by ${sideName(state, winner)}`;
}

function initiativeChoiceLine(state: BattleState, side: string, order: readonly string[]): string {
  const sequence = order.map((s) => sideName(state, s)).join(", then ");
  return `Movement order: ${sequence} (chosen by ${sideName(state, side)})`;
}

function optionLine(
  state: BattleState,
  figure: string,
  option: OptionCode,
  target: string | null,
): string {
  const who = figureName(state, figure);
  if (option === "pass") return `${who} does nothing this turn`;
  if (option === "flee") return fleeOptionLine(who);
  const aim = target ? ` → ${figureName(state, target)}` : "";
  return `${who}: (${option}) ${OPTIONS[option].name}${aim}`;
}

/** How the log words a figure's movement under its option. */
function moveVerb(f: BattleFigure | undefined, option: OptionCode | null, hexes: number): string {
  switch (option) {
    case "a":
      return f && hexes > Math.floor(f.ma / 2) ? "runs" : "moves";
    case "flee":
      return FLEE_VERB;
    case "b":
      return "charges";
    case "h":
    case "i":
    case "j":
    case "k":
    case "l":
    case "m":
      return "shifts";
    default:
      return "moves";
  }
}

function movedLine(
  state: BattleState,
  event: {
    readonly figure: string;
    readonly from: Hex;
    readonly path: readonly Hex[];
    readonly facing: Direction;
  },
  option: OptionCode | null,
): string {
  const f = figureById(state, event.figure);
  const who = figureName(state, event.figure);
  const facing = formatDirection(event.facing);
  const end = event.path[event.path.length - 1];
  if (!end) return `${who} turns to face ${facing} in ${formatHex(event.from)}`;
  const verb = moveVerb(f, option, event.path.length);
  return `${who} ${verb} ${formatHex(event.from)} → ${formatHex(end)} (${plural(event.path.length, "hex", "hexes")}), facing ${facing}`;
}

function postureLine(who: string, posture: string, reason: string): string {
  switch (posture) {
    case "standing":
      return `${who} stands up`;
    case "prone":
      return `${who} drops prone`;
    case "kneeling":
      return `${who} kneels`;
    default:
      return `${who} is down (${reason})`;
  }
}

function savingRollLine(who: string, event: Extract<BattleEvent, { type: "saving-roll" }>): string {
  if (event.faces.length === 0) return `${who} ${event.purpose}`;
  const sum = event.faces.reduce((a, b) => a + b, 0);
  const compare = sum <= event.target ? "≤" : ">";
  const automatic = event.success !== sum <= event.target ? " (automatic)" : "";
  const outcome = event.success ? "succeeds" : "fails";
  return `${who} rolls to ${event.purpose}: ${diceRoll(event.faces)} ${compare} ${event.against ?? "adjDX"} ${event.target}, ${outcome}${automatic}`;
}

function runningFallLine(
  who: string,
  event: Extract<BattleEvent, { type: "running-fall" }>,
): string {
  const dice = event.rolls.map(diceRoll).join(", then ");
  return `${who} falls after ${event.hexes} ${event.hexes === 1 ? "hex" : "hexes"} of the run (${dice})`;
}

const KIND_SUFFIX: Record<string, string> = {
  thrown: " (thrown)",
  "shield-rush": " (shield-rush)",
  hth: " (hand-to-hand)",
  "two-weapons": " (two weapons)",
  jab: " (jab)",
  "two-daggers": " (two daggers, hand-to-hand)",
  sweep: " (sweeping blow)",
};

/** Why an attack rolled four dice: "Flavius is dodging" (MELEE: DEFENDING AND DODGING). */
function fourDiceReason(target: string, option: OptionCode | undefined): string {
  if (option === "c") return `${target} is dodging`;
  if (option === "i") return `${target} is defending`;
  return `${target} is dodging or defending`;
}

/** `targetOption`: the option the target chose this turn, which says why four dice were rolled. */
function attackLine(
  state: BattleState,
  event: Extract<BattleEvent, { type: "attack-roll" }>,
  targetOption: OptionCode | undefined,
): string {
  const sum = event.faces.reduce((a, b) => a + b, 0);
  const made = sum <= event.adjDx;
  const compare = made ? "≤" : ">";
  const dx = adjDxText(event.adjDx, event.modifiers);
  const attacker = figureName(state, event.attacker);
  const target = figureName(state, event.target);
  const weapon = `${event.weapon}${KIND_SUFFIX[event.kind] ?? ""}`;
  if (event.toMiss) {
    const side = (id: string) => state.figures.find((f) => f.id === id)?.side;
    const who = side(event.attacker) === side(event.target) ? "a friend" : "an enemy";
    return `${attacker}, ${weapon} → ${target} (${who} in the way, rolling to miss): ${diceRoll(event.faces)} ${compare} ${dx}, ${missWords(event.result, sum, made)}`;
  }
  const fourDice = event.faces.length === 4;
  const words = hitWords(event.result, sum, made, fourDice);
  const why = fourDice ? ` (4d6: ${fourDiceReason(target, targetOption)})` : "";
  return `${attacker}, ${weapon} → ${target}${why}: ${diceRoll(event.faces)} ${compare} ${dx}, ${words}`;
}

function damageLine(state: BattleState, event: Extract<BattleEvent, { type: "damage" }>): string {
  const sum = event.faces.reduce((a, b) => a + b, 0);
  const rolled = Math.max(0, sum + event.damage.add);
  const breakdown = event.faces.length > 1 ? ` (${event.faces.join("+")})` : "";
  const parts = [`${damageDice(event.damage)} = ${rolled}${breakdown}`];
  if (event.multiplier !== 1 || event.halved || event.brokenWeapon || event.pastEffectiveRange) {
    const steps = [
      ...(event.multiplier === 2
        ? ["doubled"]
        : event.multiplier === 3
          ? ["tripled"]
          : event.multiplier !== 1
            ? [`×${event.multiplier}`]
            : []),
      ...(event.halved ? ["halved"] : []),
      ...(event.brokenWeapon ? ["halved for the broken weapon"] : []),
      ...(event.pastEffectiveRange ? ["halved at long range"] : []),
    ];
    parts.push(`${steps.join(" and ")} = ${event.total}`);
  }
  parts.push(...stoppedAndTaken(state, event.target, event));
  return parts.join(", ");
}

function actionLostLine(who: string, reason: string): string {
  if (reason.endsWith("forfeits the action")) return reason;
  const because = reason.startsWith(`${who} `) ? reason : `${who}: ${reason}`;
  return `${because}, so loses the action`;
}

function droppedLine(
  state: BattleState,
  event: Extract<BattleEvent, { type: "item-dropped" }>,
): string {
  const hex = formatHex(event.at);
  if (event.figure === null) return `${upperFirst(event.reason)} in ${hex}`;
  const who = figureName(state, event.figure);
  const reason = event.reason.startsWith(`${who} `)
    ? event.reason.slice(who.length + 1)
    : event.reason;
  return `${who} drops the ${itemName(event.item)} in ${hex} (${reason})`;
}

function hthDefenseLine(
  state: BattleState,
  event: Extract<BattleEvent, { type: "hth-defense" }>,
): string {
  const attacker = figureName(state, event.attacker);
  const defender = figureName(state, event.defender);
  const last = event.faces[event.faces.length - 1] ?? 0;
  const rerolls = event.faces.slice(0, -1);
  const roll =
    rerolls.length > 0
      ? `1d6 = ${last} (re-rolled ${rerolls.join(", ")}: a 6 does not count ${event.unarmed ? "for the unarmed" : "from the rear"})`
      : `1d6 = ${last}`;
  const outcome = {
    grappled: "they grapple",
    "grappled-dagger": `they grapple, and ${defender} may ready a dagger`,
    "backed-off": `${defender} holds ${attacker} off`,
    countered: `${defender} holds ${attacker} off and strikes`,
  }[event.outcome];
  return `${attacker} tries to grapple ${defender}: ${defender} rolls ${roll}, ${outcome}`;
}

const LIMB_NAMES = {
  "right-leg": "right leg",
  "left-leg": "left leg",
  "weapon-arm": "weapon arm",
  "shield-arm": "shield arm",
  head: "head",
  wing: "wing",
} as const;

/** AM's optional crippling roll: its dice and the limb lost, if any. */
function cripplingLine(
  name: (id: string) => string,
  event: Extract<BattleEvent, { type: "crippling-hit" }>,
): string {
  const rolled = `${name(event.attacker)} rolls for a crippling hit: ${diceRoll(event.faces)}`;
  if (event.limb === null) return `${rolled}, none`;
  if (event.limb === "head") return `${rolled}, ${name(event.target)} is struck on the head`;
  const lost = event.permanent ? "loses" : "loses the use of";
  return `${rolled}, ${name(event.target)} ${lost} the ${LIMB_NAMES[event.limb]}`;
}
