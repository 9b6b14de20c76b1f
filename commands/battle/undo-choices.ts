/**
 * What /battle undo's and /gm reroll's autocomplete offer: the steps they can take back, newest
 * first, each as "Turn 3 · Wulf attacks Flavius · 12 min ago". The value is how many steps back
 * that is and the battle's version the list was made at ("2@17"), so the command takes back the
 * steps the GM saw, or is refused if the battle has moved on since.
 */
import {
  changeWords,
  initiativeBonusWords,
  OPTIONS,
  type Order,
  surpriseWords,
} from "../../src/engine/index.ts";
import type { LogEntry, StoredBattleLog } from "../../src/store/battle-types.ts";
import type { AutocompleteChoice } from "../interaction.ts";

/** Discord's limits: 25 choices, 100 characters in a choice's name. */
const MAX_CHOICES = 25;
const NAME_MAX = 100;

export interface ChosenSteps {
  readonly steps: number;
  /** The version the steps were listed at; undefined when typed by hand (then: as it is now). */
  readonly version?: number;
}

/** "2@17" as autocomplete gives it, or "2" as typed; undefined for anything else. */
export function parseChosenSteps(text: string): ChosenSteps | undefined {
  const match = /^\s*(\d{1,3})(?:@(\d{1,12}))?\s*$/.exec(text);
  if (match === null) return undefined;
  const steps = Number(match[1]);
  return match[2] === undefined ? { steps } : { steps, version: Number(match[2]) };
}

/** The choices for a battle's log, with its figures' and sides' names. */
export function logChoices(log: StoredBattleLog, now: Date): AutocompleteChoice[] {
  const names = (key: string) =>
    log.battle.figures.find((f) => f.figureKey === key)?.name ??
    log.battle.sides.find((s) => s.id === key)?.name ??
    key;
  return undoChoices(log.entries, names, now, log.battle.version);
}

export function undoChoices(
  entries: readonly LogEntry[],
  names: (key: string) => string,
  now: Date,
  version: number,
): AutocompleteChoice[] {
  let turn = 1;
  const steps: { turn: number; text: string; at: Date }[] = [];
  for (const entry of entries) {
    if (entry.kind === "control") continue;
    if (entry.kind === "order" || entry.kind === "gm") {
      steps.push({ turn, text: describeOrder(entry.order, names), at: entry.createdAt });
    }
    for (const event of entry.events) if (event.type === "turn-started") turn = event.turn;
  }
  return steps
    .reverse()
    .slice(0, MAX_CHOICES)
    .map((step, i) => {
      const head = `Turn ${step.turn} · `;
      const tail = ` · ${timeAgo(step.at, now)}`;
      const room = NAME_MAX - head.length - tail.length;
      const text = step.text.length <= room ? step.text : `${step.text.slice(0, room - 1)}…`;
      return { name: `${head}${text}${tail}`, value: `${i + 1}@${version}` };
    });
}

/** "just now", "12 min ago", "3 h ago", "2 d ago". */
export function timeAgo(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

function describeOrder(order: Order, names: (key: string) => string): string {
  switch (order.type) {
    case "initiative":
      return `${names(order.side)} ${order.moveFirst ? "moves first" : "moves second"}`;
    case "move": {
      if (OPTIONS[order.option].attacks && order.target !== undefined) {
        return `${names(order.figure)} attacks ${names(order.target)}`;
      }
      const target = order.target === undefined ? "" : ` ${names(order.target)}`;
      return `${names(order.figure)}: (${order.option}) ${OPTIONS[order.option].name.toLowerCase()}${target}`;
    }
    case "act":
      return order.target === null
        ? `${names(order.figure)} forfeits its action`
        : `${names(order.figure)} attacks ${names(order.target)}`;
    case "change-option":
      return `${names(order.figure)} changes to (${order.option})`;
    case "retreat":
      return order.to === null
        ? `${names(order.victor)} does not push ${names(order.enemy)} back`
        : `${names(order.victor)} pushes ${names(order.enemy)} back`;
    case "gm":
      if (order.ruling.kind === "conditions") return `GM ruling: ${changeWords(order.ruling)}`;
      if (order.ruling.kind === "surprise") return `GM ruling: ${surpriseWords(order.ruling)}`;
      if (order.ruling.kind === "initiative-bonus")
        return `GM ruling: ${initiativeBonusWords(order.ruling)}`;
      return `GM ruling: ${order.ruling.kind} ${names(order.ruling.figure)}`;
  }
}
