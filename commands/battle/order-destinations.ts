/**
 * Where the click-by-click order's move may end, nearest the foes first, each saying what it does
 * there ("E7 · engages Wulf"), and the facing buttons' words.
 */
import {
  type BattleFigure,
  type BattleState,
  type Destination,
  type Direction,
  enemiesEngagingAt,
  formatDirection,
  formatHex,
  type Hex,
  hexDistance,
  isLarge,
  jumpsIn,
  legalDestinations,
  type MoveOrder,
  type OptionCode,
  parseHex,
  rollsToJump,
  scoopDestinations,
} from "../../src/engine/index.ts";
import { hexesText } from "../../src/render/map/describe.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";
import { enemies, figure } from "./order-figures.ts";
import { flightDetails } from "./order-flight.ts";
import { beastMounted, besideBeast } from "./order-riding.ts";
import { draftScoop } from "./order-weapons.ts";

/** Where the draft's figure may end its move, with its flight, the horse it mounts and its scoop. */
export function draftDestinations(state: BattleState, draft: OrderDraft): Choice[] {
  const { figure: key, option } = draft;
  if (key === undefined || option === undefined) return [];
  const scoop = draftScoop(draft);
  if (scoop === undefined)
    return destinationChoices(
      state,
      key,
      option,
      flightDetails(draft).flight,
      beastMounted(state, draft),
    );
  return choicesOf(state, key, scoopDestinations(state, key, scoop));
}

/**
 * Where the figure may end its move (taking off or landing as `flight` says; beside the horse
 * `mountOn` when it mounts one, AM §9), as choices.
 */
export function destinationChoices(
  state: BattleState,
  key: string,
  option: OptionCode,
  flight?: MoveOrder["flight"],
  mountOn?: string,
): Choice[] {
  return choicesOf(
    state,
    key,
    besideBeast(state, legalDestinations(state, key, option, flight), mountOn),
  );
}

/**
 * Destinations as choices, each saying whether it engages a foe: those nearest the foes first (a
 * move mostly closes in), then by the cost of getting there.
 */
function choicesOf(
  state: BattleState,
  key: string,
  destinations: readonly Destination[],
): Choice[] {
  const f = figure(state, key);
  if (f === undefined) return [];
  const foes = enemies(state, f);
  const nearness = (h: Hex) => Math.min(...foes.map((e) => hexDistance(h, e.position)));
  return destinations
    .map((d) => ({ ...d, near: nearness(d.hex) }))
    .sort((a, b) => a.near - b.near || a.cost - b.cost)
    .map((d) => {
      const engaged = enemiesEngagingAt(state, f, d.hex).map((e) => e.name);
      const pushed = (d.pushes ?? []).map((id) => figure(state, id)?.name ?? id);
      // ADVANCED MELEE §3: a big figure ending on small ones pushes them back.
      const does =
        pushed.length > 0
          ? `pushes back ${pushed.join(", ")}`
          : engaged.length > 0
            ? `engages ${engaged.join(", ")}`
            : d.path.length === 0
              ? "stay"
              : "out of reach";
      const hexes = d.path.length;
      // A big figure's destination is where its head goes (ADVANCED MELEE §3); the facing
      // buttons then show its whole body.
      const head = isLarge(f) ? " (head)" : "";
      return {
        value: formatHex(d.hex),
        label: `${formatHex(d.hex)}${head} · ${does}`.slice(0, 100),
        description:
          hexes === 0
            ? "no move"
            : `${hexes} hex${hexes === 1 ? "" : "es"}${jumpWords(state, f, jumpsIn(hexes, d.cost))}`,
      };
    });
}

/** The bodies a path jumps, 3 MA each, and under AM a 3/DX roll each (AM §3 ACTIONS DURING MOVEMENT). */
function jumpWords(state: BattleState, f: BattleFigure, jumps: number): string {
  if (jumps <= 0) return "";
  const each = rollsToJump(state, f) ? "3 MA and a 3/DX roll each" : "3 MA each";
  return ` · jumps ${jumps === 1 ? "a figure" : `${jumps} figures`} on the ground (${each})`;
}

/** A facing button's words: "Face S", and for a big figure the hexes its body would cover there. */
export function facingLabel(state: BattleState, draft: OrderDraft, facing: Direction): string {
  const f = draft.figure === undefined ? undefined : figure(state, draft.figure);
  const to = draft.to === undefined ? undefined : parseHex(draft.to);
  const face = `Face ${formatDirection(facing)}`;
  if (f === undefined || to === undefined || !isLarge(f)) return face;
  return `${face} · ${hexesText({ ...f, position: to, facing })}`;
}
