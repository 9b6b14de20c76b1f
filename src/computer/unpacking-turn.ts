/**
 * The computer player getting a packed weapon out (AM §5 WEAPONS, "PACKED"; pack-off.ts,
 * unpacking.ts): a figure whose pack holds a better hand weapon than it has ready or slung spends
 * option (e) taking the pack off, getting the weapon out and readying it, four turns in all, but
 * only while no foe could charge it this turn; with a foe that close it fights with what it has.
 */
import {
  allowance,
  type BattleFigure,
  type BattleState,
  hexDistance,
  type MoveOrder,
  sameHex,
  unpackable,
  type WeaponId,
} from "../engine/index.ts";
import { isFoeInTheFight } from "./foes.ts";
import { bestCarriedHandWeapon, bestHandWeaponOf, handWeaponAverage } from "./hand-weapons.ts";

/** The (e) that works toward a better packed weapon now, or null when it is not worth a turn. */
export function unpackingChoice(state: BattleState, f: BattleFigure): MoveOrder["ready"] | null {
  if (!f.packed && !f.unpacked) return null;
  if (f.posture !== "standing" || foeCouldCharge(state, f)) return null;
  // One already out of the pack is readied: the turn getting it out was spent for it.
  if (f.unpacked) return { unpack: f.unpacked };
  const packed = bestHandWeaponOf(f, f.packed ?? []);
  if (packed === null || !betterThanInHand(f, packed)) return null;
  if (f.pack) return { packOff: true };
  const atThePack = f.packAt !== undefined && sameHex(f.packAt, f.position);
  return atThePack && unpackable(f).includes(packed) ? { unpack: packed } : null;
}

/** Whether `packed` does more damage than the ready hand weapon, or the best slung one. */
function betterThanInHand(f: BattleFigure, packed: WeaponId): boolean {
  const inHand = [f.readyWeapon, bestCarriedHandWeapon(f)].flatMap((w) =>
    w === null ? [] : [handWeaponAverage(f, w) ?? Number.NEGATIVE_INFINITY],
  );
  const packedAverage = handWeaponAverage(f, packed) ?? Number.NEGATIVE_INFINITY;
  return inHand.every((average) => packedAverage > average);
}

/** Whether a foe could reach a hex beside `f` with a charge (b), half its MA, this turn. */
function foeCouldCharge(state: BattleState, f: BattleFigure): boolean {
  return state.figures.some(
    (o) => isFoeInTheFight(f, o) && hexDistance(o.position, f.position) - 1 <= allowance(o, "b"),
  );
}
