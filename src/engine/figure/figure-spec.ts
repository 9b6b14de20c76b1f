/**
 * A fighter as a player builds it and keeps it between combats: attributes and gear,
 * with what is in hand when it walks into the arena.
 */
import type { ArmorId, ShieldId, WeaponId } from "./equipment.ts";
import type { FineWork } from "./fine-work.ts";
import type { PackLoad } from "./pack.ts";
import type { RaceId } from "./races.ts";
import type { TalentId } from "./talents.ts";

export interface FigureSpec {
  readonly name: string;
  readonly race: RaceId;
  /** Basic ST and DX (before any adjustment). */
  readonly st: number;
  readonly dx: number;
  readonly armor: ArmorId;
  readonly shield: ShieldId | null;
  /** Every weapon carried, daggers included; the shield is not listed here. */
  readonly weapons: readonly WeaponId[];
  /** The weapon in hand when combat starts; it must be one of `weapons`. */
  readonly readyWeapon: WeaponId | null;
  /** Whether the shield starts on the arm (ready) rather than slung on the back. */
  readonly shieldReady: boolean;
  /**
   * ADVANCED MELEE's third attribute (AM §6 NONHUMAN FIGURES: "all creatures have ST, DX, and
   * IQ"); absent for a figure built under MELEE, which has none.
   */
  readonly iq?: number;
  /** A pack on the back and how heavy (AM §5, pack.ts); absent for none, as every MELEE figure. */
  readonly pack?: PackLoad;
  /**
   * Weapons in the pack (AM §5 WEAPONS, "PACKED"): neither ready nor slung, not in `weapons`, and
   * only with a pack worn; absent or empty for none, as every MELEE figure.
   */
  readonly packed?: readonly WeaponId[];
  /** ADVANCED MELEE talents (talents.ts); absent or empty for none, as every MELEE figure. */
  readonly talents?: readonly TalentId[];
  /**
   * A Master Armourer's work on some of its weapons (AM §6 FINE WEAPONS AND ARMOR, fine-work.ts);
   * absent or empty for none, as every MELEE figure.
   */
  readonly fine?: readonly FineWork[];
  /** Its plate is fine plate made for it: DX −4, not −6 (AM §6); absent for anything else. */
  readonly finePlate?: true;
  /** Its gunpowder is the cheap kind, bad on a 4, 5 or 6 (AM §6; gunpowder.ts); absent if not. */
  readonly cheapPowder?: true;
}
