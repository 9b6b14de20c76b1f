/**
 * ADVANCED MELEE §9 OPTIONS: a rider takes his options on the animal's back, so the unit's move is
 * one of a riding animal's (mounted/riding.ts): its full MA (a), half its MA or less and/or an
 * attack (b), standing still (c), or a one-hex shift and/or an attack (d); an engaged animal only
 * (c) and (d). Each of the rider's options is the animal's that moves as far; dropping down, getting
 * up and grappling are a footman's, not a rider's, and only an Expert Horseman picks up a dropped
 * weapon from the saddle. Readings in docs/rulings.md, "Mounted combat".
 */
import {
  animalMayAttack,
  type RidingAnimalOption,
  ridingAnimalOptions,
} from "../mounted/riding.ts";
import { refuse } from "./errors.ts";
import type { OptionCode, Situation } from "./options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** The riding animal's option each rider's option moves by; absent: none of a rider's. */
const ANIMAL_OPTION_OF: Partial<Record<OptionCode, RidingAnimalOption>> = {
  a: "full-move",
  b: "half-move-attack",
  c: "half-move-attack",
  e: "half-move-attack",
  f: "half-move-attack",
  h: "shift-attack",
  i: "shift-attack",
  j: "shift-attack",
  k: "shift-attack",
  l: "shift-attack",
  o: "stand-still",
  pass: "stand-still",
};

const ANIMAL_OPTION_WORDS: Readonly<Record<RidingAnimalOption, string>> = {
  "full-move": "move its full MA",
  "half-move-attack": "move half its MA and/or attack",
  "stand-still": "stand still",
  "shift-attack": "shift one hex and/or attack",
};

/** Why the rider `f` may not take `code` on his mount, or null; getting on and off are mounting.ts's. */
export function riderOptionProblem(
  f: BattleFigure,
  code: OptionCode,
  situation: Situation,
): string | null {
  const mount = f.mount;
  if (!mount || code === "dismount" || code === "jump-off") return null;
  const needs = ANIMAL_OPTION_OF[code];
  if (needs === undefined)
    return `${f.name} rides ${mount.name}: (${code}) is a footman's option, not a rider's (AM §9).`;
  const open = ridingAnimalOptions(situation !== "disengaged");
  if (!open.includes(needs))
    return `${mount.name} is engaged: a riding animal engaged may only ${open.map((o) => ANIMAL_OPTION_WORDS[o]).join(" or ")}, not ${ANIMAL_OPTION_WORDS[needs]} (AM §9).`;
  if (code === "o" && mount.horsemanship !== "expert")
    return `Only an Expert Horseman picks up a dropped weapon from the saddle (AM §9).`;
  return null;
}

/**
 * AM §9 ATTACKS: "A rider may attack regardless of how far his mount moved that turn", so his
 * charge (b) and missile attack (f) ride the animal's full MA (a) and strike, from rules edition 5.
 */
export function riderAttacksAfterFullMove(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
): boolean {
  return (
    f.mount !== undefined &&
    (option === "b" || option === "f") &&
    rulesOf(state).ridersAttackAfterFullMove
  );
}

/** Refuses the mount's own attack (`attack`) after more than half its MA (AM §9 ATTACKS). */
export function checkMountAttackMove(
  f: BattleFigure,
  attack: AttackKind | null,
  moved: number,
): void {
  const mount = f.mount;
  if (attack !== "mount-attack" || !mount || animalMayAttack(moved, mount.ma)) return;
  refuse(
    `${mount.name} moves ${moved} hexes, more than half its MA of ${mount.ma}: the animal attacks only if it moved half its MA or less, though ${f.name} may (AM §9 ATTACKS).`,
  );
}
