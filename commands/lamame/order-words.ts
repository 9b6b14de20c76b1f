/**
 * The words for La Mame's MELEE orders, typed in /lamame order and in local play, one line each: "bid 3", "start ann", "pick tax"
 * ("pick tax build" in Winter), "build knight castle-1", "move soldier castle-1 front-1" (a knight
 * may name several areas), "attack knight left-2 castle-2", "gold 3", "guess 1 2", "withdraw",
 * "fire front-1 border-1-2", "end", "pass", "offer markets 2".
 */
import { type LaMameOrder, UNIT_KINDS, type UnitKind } from "../../src/games/la-mame/play.ts";

export const LA_MAME_HELP = [
  "bid N · start PLAYER · pick CARD [CARD] (tax, build, move)",
  "build UNIT AREA · offer CARD N · pass · end",
  "move knight|soldier FROM TO [TO…] · attack knight|soldier FROM TO · fire FROM TO",
  "gold N · guess N [N] · withdraw · map · help",
];

/** A parse that failed, with the reason in words. */
export class CommandError extends Error {}

function whole(word: string | undefined): number {
  const n = Number(word);
  if (word === undefined || !Number.isInteger(n))
    throw new CommandError(`"${word ?? ""}" is not a whole number.`);
  return n;
}

function mover(word: string | undefined): "knight" | "soldier" {
  if (word === "knight" || word === "soldier") return word;
  throw new CommandError("Only knights and soldiers move and attack.");
}

function unit(word: string | undefined): UnitKind {
  if ((UNIT_KINDS as readonly string[]).includes(word ?? "")) return word as UnitKind;
  throw new CommandError(`The units are ${UNIT_KINDS.join(", ")}.`);
}

function need(word: string | undefined, what: string): string {
  if (word === undefined) throw new CommandError(`Name ${what}.`);
  return word;
}

export function parseLaMameOrder(line: string, by: string): LaMameOrder {
  const [verb, ...rest] = line.trim().toLowerCase().split(/\s+/);
  switch (verb) {
    case "bid":
      return { type: "start-bid", by, gold: whole(rest[0]) };
    case "start":
      return { type: "choose-start", by, start: need(rest[0], "the start player") };
    case "pick":
      return { type: "pick-actions", by, cards: rest as ("tax" | "build" | "move")[] };
    case "build":
      return { type: "build", by, unit: unit(rest[0]), area: need(rest[1], "an area") };
    case "offer":
      return { type: "bid-ability", by, card: need(rest[0], "a card"), gold: whole(rest[1]) };
    case "move":
      return {
        type: "move",
        by,
        unit: mover(rest[0]),
        from: need(rest[1], "where from"),
        path: rest.slice(2),
      };
    case "attack":
      return {
        type: "attack",
        by,
        unit: mover(rest[0]),
        from: need(rest[1], "where from"),
        to: need(rest[2], "the target"),
      };
    case "fire":
      return {
        type: "fire",
        by,
        from: need(rest[0], "the catapult's area"),
        target: need(rest[1], "the target"),
      };
    case "gold":
      return { type: "attack-gold", by, gold: whole(rest[0]) };
    case "guess":
      return { type: "guess", by, guesses: rest.map(whole) };
    case "withdraw":
      return { type: "withdraw", by };
    case "end":
      return { type: "end-action", by };
    case "pass":
      return { type: "pass", by };
    default:
      throw new CommandError(`Unknown command "${verb ?? ""}". Type help.`);
  }
}

/** An order as it is typed: the words `parseLaMameOrder` reads back as the same order. */
export function laMameOrderWords(order: LaMameOrder): string {
  switch (order.type) {
    case "start-bid":
      return `bid ${order.gold}`;
    case "choose-start":
      return `start ${order.start}`;
    case "pick-actions":
      return ["pick", ...order.cards].join(" ");
    case "build":
      return `build ${order.unit} ${order.area}`;
    case "bid-ability":
      return `offer ${order.card} ${order.gold}`;
    case "move":
      return ["move", order.unit, order.from, ...order.path].join(" ");
    case "attack":
      return `attack ${order.unit} ${order.from} ${order.to}`;
    case "fire":
      return `fire ${order.from} ${order.target}`;
    case "attack-gold":
      return `gold ${order.gold}`;
    case "guess":
      return ["guess", ...order.guesses].join(" ");
    case "withdraw":
      return "withdraw";
    case "end-action":
      return "end";
    case "pass":
      return "pass";
  }
}
