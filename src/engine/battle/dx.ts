/**
 * Adjusted DX (MELEE: VII. ATTACKS, DX ADJUSTMENTS). Each adjustment is returned with a label so
 * the combat log can show how the number was reached.
 */
import { ARMORS, SHIELDS, WEAPONS } from "../figure/equipment.ts";
import { hexDistance } from "../hex/coordinates.ts";
import { megahexDistance, missileRangePenalty } from "../hex/megahex.ts";
import type { DxModifier } from "./events.ts";
import { isDown, isInHth, stRemaining } from "./figures.ts";
import { aimAt, arcFrom, attackFrom } from "./footprint.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

export interface AdjustedDx {
  readonly value: number;
  readonly modifiers: readonly DxModifier[];
}

function total(base: number, modifiers: DxModifier[]): AdjustedDx {
  let value = base;
  for (const m of modifiers) value += m.value;
  return { value, modifiers };
}

/** The figure's own adjustments: armor, shield, off-hand, wounds. */
export function ownModifiers(f: BattleFigure, usingTwoWeapons = false): DxModifier[] {
  const mods: DxModifier[] = [];
  const armor = ARMORS[f.armor];
  if (armor.dxPenalty > 0) mods.push({ label: armor.name, value: -armor.dxPenalty });
  if (f.shield && f.shieldReady && SHIELDS[f.shield].dxPenalty > 0) {
    mods.push({ label: `${SHIELDS[f.shield].name} ready`, value: -SHIELDS[f.shield].dxPenalty });
  }
  // MELEE: THE LEFT-HAND DAGGER — a ready main-gauche always parries (−2), or −4 to strike with both.
  if (f.offhand) {
    mods.push(
      usingTwoWeapons
        ? { label: "main-gauche as 2nd weapon", value: -4 }
        : { label: "main-gauche as shield", value: -2 },
    );
  }
  // MELEE: REACTIONS TO INJURY
  if (f.hitsLastTurn >= f.traits.dxLossAt) {
    mods.push({ label: `took ${f.hitsLastTurn} hits last turn`, value: -2 });
  }
  if (stRemaining(f) <= 3) mods.push({ label: "ST 3 or less", value: -3 });
  return mods;
}

/** adjDX with no particular target: what a figure's card shows this turn. */
export function baseAdjDx(f: BattleFigure): AdjustedDx {
  return total(f.dx, ownModifiers(f));
}

/**
 * adjDX with the ready missile weapon, no target or range: the number the WEAPON TABLE compares
 * with for a bow's two shots and a crossbow's faster reloading. It counts the halfling's +3 with
 * missile weapons and a prone crossbowman's +1, both DX adjustments of the table.
 */
export function missileAdjDx(f: BattleFigure): number {
  const weapon = f.readyWeapon ? WEAPONS[f.readyWeapon] : undefined;
  const prone = weapon?.crossbow !== undefined && f.posture === "prone" ? 1 : 0;
  return baseAdjDx(f).value + f.traits.missileDx + prone;
}

export interface AttackSituation {
  readonly kind: AttackKind;
  /** Include range adjustments (to-hit) or leave them out (order of attack). */
  readonly withRange: boolean;
  /** The attacker uses a pole weapon, stood still, and the target charged this turn. */
  readonly poleAgainstCharge: boolean;
  /** A missile or thrown attack on a figure lying or kneeling behind a body. */
  readonly sheltered?: boolean;
}

function isRanged(kind: AttackKind): boolean {
  return kind === "thrown" || kind === "missile";
}

/** adjDX of `attacker` attacking `target` (or rolling for it, when it is in the way). */
export function attackDx(
  state: BattleState,
  attacker: BattleFigure,
  target: BattleFigure,
  situation: AttackSituation,
): AdjustedDx {
  const mods = ownModifiers(attacker, situation.kind === "two-weapons");
  const { kind } = situation;
  // A giant attacks from, and is attacked at, one of its three hexes (footprint.ts).
  const from = attackFrom(attacker, target);
  const at = aimAt(attacker, target, from);
  const distance = hexDistance(from, at);

  if (kind === "hth" || (distance === 0 && isInHth(state, target))) {
    // MELEE: HAND-TO-HAND COMBAT — grappling figures always count as attacking from the rear.
    mods.push({ label: "hand-to-hand", value: 4 });
  } else if (kind !== "missile") {
    // MELEE: FACING — missile attacks get no facing adds; a figure on the ground has no front.
    if (isDown(target) || isInHth(state, target)) {
      mods.push({ label: "target on the ground", value: 4 });
    } else if (state.turnState.bendingOver.includes(target.id)) {
      // MELEE: VI. FACING — "one bending over to pick up a weapon is considered to face 'rear' in
      // all six directions": every attack on it is a rear attack.
      mods.push({ label: "target bending over", value: 4 });
    } else {
      const arc = arcFrom(target, from);
      const sideIsFront = target.traits.sidesAreFront;
      if (arc === "rear") mods.push({ label: "from the rear", value: 4 });
      else if (arc === "side" && !sideIsFront) mods.push({ label: "from the side", value: 2 });
    }
  }

  if (target.traits.attackersDx !== 0) {
    mods.push({ label: `attacking a ${target.traits.kind}`, value: target.traits.attackersDx });
  }
  if (situation.poleAgainstCharge) mods.push({ label: "pole weapon vs charge", value: 2 });
  // MELEE: SHELTERING DIRECTLY BEHIND FALLEN BODIES
  if (situation.sheltered) mods.push({ label: "target sheltering behind a body", value: -4 });

  if (isRanged(kind)) {
    if (attacker.traits.missileDx !== 0) {
      mods.push({
        label: `${attacker.traits.kind} with missiles`,
        value: attacker.traits.missileDx,
      });
    }
    const weapon = attacker.readyWeapon ? WEAPONS[attacker.readyWeapon] : undefined;
    if (kind === "missile" && weapon?.crossbow && attacker.posture === "prone") {
      mods.push({ label: "crossbow fired prone", value: 1 });
    }
    if (situation.withRange) {
      if (kind === "thrown") {
        mods.push({ label: `thrown ${distance} hexes`, value: -distance });
      } else {
        const mh = megahexDistance(from, at);
        const penalty = missileRangePenalty(mh);
        if (penalty !== 0) mods.push({ label: `range ${mh} megahexes`, value: penalty });
      }
    }
  }
  return total(attacker.dx, mods);
}
