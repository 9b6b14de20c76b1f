/**
 * Quick Combat in words: each fighter's line for the board, the board as alt text, the log's
 * lines for events, and the orders as players type them (the same words name the menu's choices).
 * Hexes are numbered 1 to 16 for players; the rules count from 0.
 */
import {
  distanceBetween,
  fighterOf,
  QUICK_TRACK_LENGTH,
  type QuickAction,
  type QuickEvent,
  type QuickFighter,
  type QuickOrder,
  type QuickSeat,
  type QuickState,
  type WeaponId,
  weaponOf,
} from "../../engine/index.ts";

function hexName(position: number): string {
  return `hex ${position + 1}`;
}

function weaponName(weapon: WeaponId | null): string {
  return weapon === null ? "bare hands" : weaponOf(weapon).name;
}

export function fighterLine(f: QuickFighter): string {
  const state = f.st <= 0 ? "dead" : f.st === 1 ? "unconscious" : f.fallen ? "down" : "standing";
  const shield = f.spec.shield === null ? "" : f.shieldReady ? ", shield on" : ", shield off";
  const reload = f.reloading > 0 ? `, reloading (${f.reloading})` : "";
  return `${f.seat.toUpperCase()} ${f.spec.name}: ST ${f.st}/${f.spec.st}, adjDX ${f.adjDx}, MA ${f.ma}, ${hexName(f.position)}, ${state}, ${weaponName(f.ready)}${shield}${reload}`;
}

export function statusLines(state: QuickState): string[] {
  return [
    ...state.fighters.map(fighterLine),
    `Turn ${state.turn}; ${distanceBetween(state)} hexes apart.`,
  ];
}

export function altText(state: QuickState): string {
  const ground = state.ground.map((g) => `${weaponOf(g.weapon).name} on ${hexName(g.position)}`);
  return [
    `Quick Combat track of ${QUICK_TRACK_LENGTH} hexes, no hex map. ${statusLines(state).join(" ")}`,
    ground.length === 0 ? "" : ` On the ground: ${ground.join(", ")}.`,
  ].join("");
}

function actionWords(action: QuickAction): string {
  switch (action.kind) {
    case "ready":
      return `ready ${action.weapon}`;
    case "pick-up":
      return `pick up ${action.weapon}`;
    case "shield":
      return `shield ${action.on ? "on" : "off"}`;
    default:
      return action.kind;
  }
}

/** An order as it is typed (`/quick order text:`) and as a menu's value carries it. */
export function orderWords(order: QuickOrder): string {
  if (order.kind === "move") return `move ${order.to + 1}`;
  if (order.kind === "second") return "second";
  return actionWords(order.action);
}

/** A menu's label for an order. */
export function orderLabel(state: QuickState, order: QuickOrder): string {
  const f = fighterOf(state, order.seat);
  if (order.kind === "second") return "Let the foe move first";
  if (order.kind === "move")
    return order.to === f.position
      ? `Stay in ${hexName(f.position)}`
      : `Move to ${hexName(order.to)}`;
  const a = order.action;
  switch (a.kind) {
    case "strike":
      return `Strike with ${weaponName(f.ready)}`;
    case "throw":
      return `Throw the ${weaponName(f.ready)}`;
    case "fire":
      return `Fire the ${weaponName(f.ready)}`;
    case "ready":
      return `Ready the ${weaponName(a.weapon)}`;
    case "pick-up":
      return `Pick up the ${weaponName(a.weapon)}`;
    case "shield":
      return a.on ? "Put the shield on" : "Take the shield off";
    case "reload":
      return "Reload";
    case "stand":
      return "Stand up";
    case "none":
      return "Do nothing";
  }
}

/** The typed order for a seat, or a reason it is not one. */
export function parseOrderWords(text: string, seat: QuickSeat): QuickOrder | string {
  const words = text.trim().toLowerCase().split(/\s+/);
  const [verb = "", ...rest] = words;
  const tail = rest.join("-");
  const act = (action: QuickAction): QuickOrder => ({ kind: "act", seat, action });
  if (verb === "move") {
    const hex = Number(rest[0]);
    return Number.isInteger(hex)
      ? { kind: "move", seat, to: hex - 1 }
      : "move needs a hex number: move 5";
  }
  if (verb === "second") return { kind: "second", seat };
  if (["strike", "throw", "fire", "reload", "stand", "none"].includes(verb) && rest.length === 0)
    return act({ kind: verb } as QuickAction);
  if (verb === "ready" && tail !== "") return act({ kind: "ready", weapon: tail as WeaponId });
  if (verb === "pick" && rest[0] === "up" && rest.length > 1)
    return act({ kind: "pick-up", weapon: rest.slice(1).join("-") as WeaponId });
  if (verb === "shield" && (tail === "on" || tail === "off"))
    return act({ kind: "shield", on: tail === "on" });
  return `"${text.trim()}" is not an order: ${ORDER_HELP}`;
}

export const ORDER_HELP =
  "move <hex 1-16>, second, strike, throw, fire, reload, stand, ready <weapon>, pick up <weapon>, shield on|off, none";

function name(state: QuickState, seat: QuickSeat): string {
  return fighterOf(state, seat).spec.name;
}

function eventLine(state: QuickState, e: QuickEvent): string | null {
  switch (e.type) {
    case "initiative":
      return `Turn ${e.turn}: initiative ${e.faces.join(", ")}; ${name(state, e.winner)} chooses.`;
    case "moves-second":
      return `${name(state, e.seat)} lets the foe move first.`;
    case "moved":
      return e.from === e.to
        ? `${name(state, e.seat)} stays in ${hexName(e.to)}.`
        : `${name(state, e.seat)} moves from ${hexName(e.from)} to ${hexName(e.to)}.`;
    case "acted":
      return `${name(state, e.seat)}: ${actionWords(e.action)}.`;
    case "attack": {
      const range = e.range === 0 ? "" : ` ${e.range} for range`;
      return `${name(state, e.seat)} ${e.kind === "strike" ? "strikes" : e.kind === "throw" ? "throws" : "fires"} (${weaponName(e.weapon)}): ${e.faces.join("+")} against adjDX ${e.adjDx}${range}: ${e.result}.`;
    }
    case "damage":
      return `${name(state, e.target)} takes ${e.taken} hits (${e.faces.join("+")}${e.multiplier > 1 ? ` ×${e.multiplier}` : ""}, ${e.stopped} stopped).`;
    case "fumble-hurt":
      return `${name(state, e.seat)} hurts itself: ${e.face} hits.`;
    case "weapon-lost":
      return `${name(state, e.seat)} ${e.broken ? "breaks" : "drops"} the ${weaponName(e.weapon)}.`;
    case "fell":
      return `${name(state, e.seat)} is knocked down.`;
    case "out":
      return `${name(state, e.seat)} is ${e.dead ? "dead" : "unconscious"}.`;
    case "over":
      return e.winner === null ? "Both fall at once: a draw." : `${name(state, e.winner)} wins.`;
  }
}

export function logLines(state: QuickState, events: readonly QuickEvent[]): string[] {
  return events.flatMap((e) => eventLine(state, e) ?? []);
}
