/**
 * What the battle is waiting for, and what a figure may legally do now — for buttons, autocomplete,
 * deadlines and simulated players.
 */
import type { Hex } from "../hex/coordinates.ts";
import { reachableHexes } from "../hex/path.ts";
import { lastOf } from "../lists.ts";
import { availableOptions } from "./availability.ts";
import { IllegalOrderError } from "./errors.ts";
import { figureById, hthFoes, isInHth } from "./figures.ts";
import { allowance, movementSearch, planPath } from "./movement.ts";
import { optionChangeProblem } from "./option-change.ts";
import { OPTION_CODES, type OptionCode } from "./options.ts";
import { retreatHexes } from "./retreat.ts";
import { hthAttemptProblem, legalTargets } from "./targets.ts";
import { idsAwaitingOrders } from "./turn.ts";
import type { AttackKind, BattleState, RetreatRight } from "./types.ts";

export type Decision =
  | { readonly kind: "initiative"; readonly side: string }
  | { readonly kind: "orders"; readonly side: string; readonly figures: readonly string[] }
  | { readonly kind: "act"; readonly figure: string }
  | { readonly kind: "retreat"; readonly rights: readonly RetreatRight[] }
  | { readonly kind: "ended"; readonly winner: string | null };

export function pendingDecision(state: BattleState): Decision {
  const phase = state.phase;
  switch (phase.kind) {
    case "initiative":
      return { kind: "initiative", side: phase.winner };
    case "movement": {
      const side = phase.order[phase.index] as string;
      return { kind: "orders", side, figures: idsAwaitingOrders(state, side) };
    }
    case "action":
      if (phase.waitingFor) return { kind: "act", figure: phase.waitingFor };
      throw new Error("the action phase is never left waiting for nobody");
    case "retreat":
      return { kind: "retreat", rights: phase.rights };
    case "ended":
      return { kind: "ended", winner: phase.winner };
  }
}

export function legalOptions(state: BattleState, figureId: string): OptionCode[] {
  return availableOptions(state, figureById(state, figureId));
}

/** The options the figure may change to now (MELEE: IV, OPTIONS); none when it may not change. */
export function legalOptionChanges(state: BattleState, figureId: string): OptionCode[] {
  const f = figureById(state, figureId);
  return OPTION_CODES.filter((code) => optionChangeProblem(state, f, code) === null);
}

export interface Destination {
  readonly hex: Hex;
  readonly path: readonly Hex[];
  readonly cost: number;
}

/** Where the figure could end its movement under this option, with the cheapest path to each. */
export function legalDestinations(
  state: BattleState,
  figureId: string,
  option: OptionCode,
): Destination[] {
  const f = figureById(state, figureId);
  const ends: Destination[] = [{ hex: f.position, path: [], cost: 0 }];
  if (allowance(f, option) === 0) return ends;
  for (const found of reachableHexes(f.position, movementSearch(state, f, option)).values()) {
    // The search knows costs and stops; planPath adds the option's own rules (shifts, HTH entry).
    try {
      const planned = planPath(state, f, option, found.path);
      const end = lastOf(planned.path);
      if (end) ends.push({ hex: end, path: planned.path, cost: planned.cost });
    } catch (error) {
      if (!(error instanceof IllegalOrderError)) throw error;
    }
  }
  return ends;
}

/** Figures the figure could attack this way from where it stands now. */
export function legalAttackTargets(
  state: BattleState,
  figureId: string,
  kind: AttackKind,
): string[] {
  const f = figureById(state, figureId);
  if (kind === "hth") {
    // In a brawl: the foes there (option p); otherwise the enemies it could grapple (option m).
    if (isInHth(state, f)) return hthFoes(state, f).map((t) => t.id);
    return state.figures.filter((t) => hthAttemptProblem(state, f, t.id) === null).map((t) => t.id);
  }
  return legalTargets(state, f, kind).map((t) => t.id);
}

export function legalRetreatHexes(state: BattleState, right: RetreatRight): Hex[] {
  return retreatHexes(state, right);
}
