/**
 * ADVANCED MELEE §9 MOVEMENT AND WEIGHT CARRIED: a rider and his mount "move as one unit". In
 * battle the unit is the rider's figure: it covers the beast's hexes and moves at the beast's MA
 * under its load, while the beast keeps its own ST track (`mount`) beside the rider's.
 */

import type { Ruleset } from "../battle/ruleset.ts";
import { rulesFor } from "../battle/ruleset-rules.ts";
import type { BattleFigure } from "../battle/types.ts";
import { attributeProblem } from "../figure/bounds.ts";
import { isArmorId } from "../figure/equipment.ts";
import {
  type Mount,
  type MountSetup,
  RIDER_LOAD_KG,
  RIDING_BEASTS,
  type RidingBeastId,
} from "./beasts.ts";
import { ladenMa, MAX_LOAD_PER_ST } from "./riding.ts";

/** Whether figures may ride into a battle of this ruleset: ADVANCED MELEE's, not MELEE's. */
export function ridersAllowed(ruleset: Ruleset): boolean {
  return rulesFor(ruleset).ridersAllowed;
}

/** Problems with a mount's set-up; empty when the rider may ride it into battle. */
export function mountProblems(riderName: string, setup: MountSetup): string[] {
  const beast = RIDING_BEASTS[setup.beast];
  const who = `${riderName}'s ${beast.name.toLowerCase()}`;
  const problems: string[] = [];
  for (const problem of [
    attributeProblem("ST", setup.st ?? beast.st, who),
    attributeProblem("DX", setup.dx ?? beast.dx, who),
  ]) {
    if (problem !== undefined) problems.push(problem);
  }
  if (setup.barding !== undefined && !isArmorId(setup.barding))
    problems.push(`${who}'s barding must be one of the armors; "${setup.barding}" is none`);
  // AM §9 ARMOR FOR RIDING BEASTS: "flying creatures will not wear barding".
  if (beast.flyingMa !== null && setup.barding !== undefined && setup.barding !== "none")
    problems.push(`${who} flies and will not wear barding`);
  const load = setup.loadKg ?? RIDER_LOAD_KG;
  if (!Number.isInteger(load) || load < 1) {
    problems.push(`${who}'s load must be a whole number of kg, at least 1; it is ${load}`);
  } else if (problems.length === 0 && load > MAX_LOAD_PER_ST * (setup.st ?? beast.st)) {
    problems.push(
      `${who} carries at most ${MAX_LOAD_PER_ST} × its ST in kg (${MAX_LOAD_PER_ST * (setup.st ?? beast.st)}); it is given ${load}`,
    );
  }
  return problems;
}

/** The beast as the rider's mount, its MA cut by its load. Call after mountProblems is empty. */
export function mountOf(setup: MountSetup): Mount {
  const beast = RIDING_BEASTS[setup.beast];
  const st = setup.st ?? beast.st;
  return {
    beast: beast.id,
    name: setup.name ?? beast.name,
    st,
    dx: setup.dx ?? beast.dx,
    ma: ladenMa(beast.ma, setup.loadKg ?? RIDER_LOAD_KG, st) ?? 0,
    hits: 0,
    horsemanship: setup.horsemanship ?? "none",
    ...(setup.barding === undefined || setup.barding === "none" ? {} : { barding: setup.barding }),
    ...ladenFlight(beast.id, setup.loadKg ?? RIDER_LOAD_KG, st),
  };
}

/**
 * A flying mount's MA in the air under its load, "reduced by its load, as above" (AM §9 MOVEMENT
 * AND WEIGHT CARRIED), as the field a Mount carries; nothing for a beast that cannot fly.
 */
export function ladenFlight(
  beast: RidingBeastId,
  loadKg: number,
  st: number,
): { readonly flyingMa?: number } {
  const flyingMa = RIDING_BEASTS[beast].flyingMa;
  return flyingMa === null ? {} : { flyingMa: ladenMa(flyingMa, loadKg, st) ?? 0 };
}

/**
 * The rider's figure made the unit: the beast's hexes and laden MA, and the beast's ST track. On a
 * flying mount the unit flies with the beast's laden flying MA, and its rider strikes the ground
 * from the air as the beast swoops or hovers (AM §10: "any attack from or in the air that it could
 * make on the ground").
 */
export function mountRider(rider: BattleFigure, mount: Mount): BattleFigure {
  const hexes = RIDING_BEASTS[mount.beast].hexes;
  const flight =
    mount.flyingMa === undefined ? {} : { flyingMa: mount.flyingMa, hoversToStrike: true as const };
  return {
    ...rider,
    traits: { ...rider.traits, hexes, ...flight },
    ma: mount.ma,
    mount: { ...mount, riderMa: rider.ma },
  };
}

/** The mount's ST left after its hits. */
export function mountStRemaining(mount: Mount): number {
  return mount.st - mount.hits;
}
