/**
 * What a Quick Combat figure may do (AM §8 MOVEMENT, OPTIONS, WHO MAY BE ATTACKED). The same
 * answers serve the rules, the buttons and the computer player, so what is listed is accepted.
 */
import { weaponOf } from "../figure/equipment.ts";
import {
  QUICK_TRACK_LENGTH,
  type QuickAction,
  type QuickFighter,
  type QuickState,
} from "./types.ts";

export function distanceBetween(state: QuickState): number {
  return Math.abs(state.fighters[0].position - state.fighters[1].position);
}

export function foeOf(state: QuickState, f: QuickFighter): QuickFighter {
  return f.seat === "a" ? state.fighters[1] : state.fighters[0];
}

/**
 * Why the figure may not move to `to`, or null. It never moves more than its MA nor enters the
 * foe's hex; it may pass the foe (AM §8 MOVEMENT). A fallen figure's only way up is its action.
 */
export function moveProblem(state: QuickState, f: QuickFighter, to: number): string | null {
  if (!Number.isInteger(to) || to < 0 || to >= QUICK_TRACK_LENGTH)
    return `the track's hexes are 1 to ${QUICK_TRACK_LENGTH}`;
  if (to === f.position) return null;
  if (f.fallen) return `${f.spec.name} is down: stand up first (stay where you are)`;
  if (to === foeOf(state, f).position) return "no figure may enter another's hex";
  if (Math.abs(to - f.position) > f.ma) return `${f.spec.name} moves at most ${f.ma} hexes`;
  return null;
}

/** Moved no more than half its MA: it may strike, throw or change weapons (AM §8 OPTIONS). */
function hasOption(f: QuickFighter): boolean {
  return f.moved * 2 <= f.ma;
}

/** Stood still or moved one hex: it may also fire, stand up or pick up (AM §8 OPTIONS). */
function steady(f: QuickFighter): boolean {
  return f.moved <= 1;
}

/** Why the figure may not take this action now, or null. */
export function actionProblem(
  state: QuickState,
  f: QuickFighter,
  action: QuickAction,
): string | null {
  if (action.kind === "none") return null;
  const name = f.spec.name;
  if (!hasOption(f)) return `${name} moved more than half its MA and takes no action this turn`;
  if (f.fallen && action.kind !== "stand") return `${name} is down: its only action is to stand up`;
  const distance = distanceBetween(state);
  const ready = f.ready === null ? null : weaponOf(f.ready);
  switch (action.kind) {
    case "strike":
      if (ready?.class === "missile")
        return `${name} holds a missile weapon: fire it or change weapons`;
      // AM §8 WHO MAY BE ATTACKED: a pole weapon reaches 2 hexes; nothing can stand between two fighters on the track.
      if (distance > (ready?.class === "pole" ? 2 : 1)) return "the foe is out of reach";
      return null;
    case "throw":
      return ready?.throwable === true ? null : `${name} holds no weapon that may be thrown`;
    case "fire":
      if (ready?.class !== "missile") return `${name} holds no missile weapon`;
      if (!steady(f)) return `${name} moved more than 1 hex and cannot fire`;
      return f.reloading > 0 ? `the ${ready.name} is not loaded: reload it` : null;
    case "reload":
      return f.reloading > 0 ? null : `${name} has nothing to reload`;
    case "ready":
      if (!f.slung.includes(action.weapon)) return `${name} carries no ${action.weapon} to draw`;
      return weaponOf(action.weapon).twoHanded && f.shieldReady
        ? "a two-handed weapon needs the shield taken off first"
        : null;
    case "shield":
      if (f.spec.shield === null) return `${name} has no shield`;
      if (f.shieldReady === action.on)
        return action.on ? "the shield is already on" : "the shield is already off";
      return action.on && ready?.twoHanded === true ? "the weapon in hand takes both hands" : null;
    case "stand":
      return f.fallen ? null : `${name} is standing`;
    case "pick-up":
      if (!steady(f)) return `${name} moved more than 1 hex and cannot pick anything up`;
      return state.ground.some((g) => g.weapon === action.weapon && g.position === f.position)
        ? null
        : `no ${action.weapon} lies in ${name}'s hex`;
  }
}

/** Every action the figure may take now, doing nothing last. */
export function legalActions(state: QuickState, f: QuickFighter): QuickAction[] {
  const candidates: QuickAction[] = [
    { kind: "strike" },
    { kind: "throw" },
    { kind: "fire" },
    { kind: "reload" },
    { kind: "stand" },
    ...state.ground
      .filter((g) => g.position === f.position)
      .map((g): QuickAction => ({ kind: "pick-up", weapon: g.weapon })),
    ...[...new Set(f.slung)].map((weapon): QuickAction => ({ kind: "ready", weapon })),
    { kind: "shield", on: !f.shieldReady },
    { kind: "none" },
  ];
  return candidates.filter((action) => actionProblem(state, f, action) === null);
}

/** The hexes the figure may end its move in, nearest first. */
export function legalMoves(state: QuickState, f: QuickFighter): number[] {
  const hexes: number[] = [];
  for (let to = 0; to < QUICK_TRACK_LENGTH; to++)
    if (moveProblem(state, f, to) === null) hexes.push(to);
  return hexes.sort((x, y) => Math.abs(x - f.position) - Math.abs(y - f.position) || x - y);
}
