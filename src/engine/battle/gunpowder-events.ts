/**
 * The events of AM §6 GUNPOWDER WEAPONS and GUNPOWDER BOMBS (gunpowder.ts, blunderbuss.ts,
 * grenade.ts, blast.ts), part of the battle's events (events.ts).
 */
import type { WeaponId } from "../figure/equipment.ts";
import type { Hex } from "../hex/coordinates.ts";
import type { Landing } from "./molotail.ts";

export type GunpowderEvent =
  | {
      /** The powder's die before a gun fires or a grenade bursts: on a 6 the powder is bad. */
      readonly type: "powder-roll";
      readonly figure: string;
      readonly weapon: WeaponId;
      readonly face: number;
      readonly good: boolean;
      /** Cheap powder, bad on a 4, 5 or 6; absent for good powder, bad on a 6 only. */
      readonly cheap?: true;
    }
  | {
      /** A gun's roll of 18 burst it in the figure's hands: it is gone, and it blasts like a grenade. */
      readonly type: "gun-burst";
      readonly figure: string;
      readonly weapon: WeaponId;
      readonly at: Hex;
    }
  | {
      /** A blunderbuss fired from `from` into the wedge `hexes` (apex first, the arena's only). */
      readonly type: "blunderbuss-fired";
      readonly figure: string;
      readonly from: Hex;
      readonly hexes: readonly Hex[];
    }
  | ({
      /** A thrown grenade came down at `at`: on its target, scattered, or in the thrower's hand. */
      readonly type: "grenade-landed";
      readonly figure: string;
    } & Landing)
  | {
      /**
       * A blast reached `figure`, `megahexes` from the megahex where it burst: `dice` of damage,
       * its armor and hide stopping some.
       */
      readonly type: "blasted";
      readonly figure: string;
      readonly megahexes: number;
      readonly dice: number;
      readonly faces: readonly number[];
      readonly stopped: number;
      readonly stoppedBy: readonly string[];
      readonly taken: number;
      readonly stRemaining: number;
    };
