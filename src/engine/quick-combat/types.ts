/**
 * ADVANCED MELEE's Quick Combat System (AM §8): the same figures fought without facing,
 * engagement, HTH or most DX adjustments. Two fighters stand on a track of hexes (a straight row of
 * the arena's hexes, so distances and megahexes are the full rules'), with a faster turn:
 * initiative, both sides' moves, then one simultaneous action each. Plain JSON data.
 */
import type { HitResult } from "../battle/events.ts";
import type { WeaponId } from "../figure/equipment.ts";
import type { FigureSpec } from "../figure/figure-spec.ts";

/** The track is as long as MELEE's arena (16 hexes); the fighters start at its two ends. */
export const QUICK_TRACK_LENGTH = 16;

export type QuickSeat = "a" | "b";
export const QUICK_SEATS: readonly QuickSeat[] = ["a", "b"];

export interface QuickSetup {
  readonly a: FigureSpec;
  readonly b: FigureSpec;
}

export interface QuickFighter {
  readonly seat: QuickSeat;
  readonly spec: FigureSpec;
  /** AM §8 HITTING: fixed at the start (DX less armor and the shield as it entered). */
  readonly adjDx: number;
  readonly ma: number;
  /** ST left: 1 is unconscious, 0 or less dead. */
  readonly st: number;
  /** The hex of the track it stands in, 0 to QUICK_TRACK_LENGTH - 1. */
  readonly position: number;
  readonly ready: WeaponId | null;
  /** Weapons carried but not in hand (slung or sheathed). */
  readonly slung: readonly WeaponId[];
  readonly shieldReady: boolean;
  readonly fallen: boolean;
  /** Reload actions a crossbow still needs before it may fire again. */
  readonly reloading: number;
  /** Hexes moved this turn. */
  readonly moved: number;
}

/** A weapon lying on the track (dropped, or thrown at a foe). */
export interface GroundWeapon {
  readonly weapon: WeaponId;
  readonly position: number;
}

/** AM §8 OPTIONS: each figure's one action, taken after all movement. */
export type QuickAction =
  | { readonly kind: "strike" }
  | { readonly kind: "throw" }
  | { readonly kind: "fire" }
  | { readonly kind: "ready"; readonly weapon: WeaponId }
  | { readonly kind: "shield"; readonly on: boolean }
  | { readonly kind: "reload" }
  | { readonly kind: "stand" }
  | { readonly kind: "pick-up"; readonly weapon: WeaponId }
  | { readonly kind: "none" };

export type QuickOrder =
  | { readonly kind: "move"; readonly seat: QuickSeat; readonly to: number }
  /** The initiative's winner lets the other side move first (AM §8 SEQUENCE 1). */
  | { readonly kind: "second"; readonly seat: QuickSeat }
  | { readonly kind: "act"; readonly seat: QuickSeat; readonly action: QuickAction };

export type QuickPhase =
  /** `chooses`: the initiative's winner, who may still move second; `nextSeat`: who moves next. */
  | {
      readonly kind: "move";
      readonly seat: QuickSeat;
      readonly chooses: boolean;
      readonly nextSeat: QuickSeat | null;
    }
  | { readonly kind: "act"; readonly waiting: readonly QuickSeat[] }
  | { readonly kind: "over"; readonly winner: QuickSeat | null };

export interface QuickState {
  readonly turn: number;
  readonly fighters: readonly [QuickFighter, QuickFighter];
  readonly ground: readonly GroundWeapon[];
  readonly phase: QuickPhase;
  /** Actions given this turn, sealed until both are in (all actions are simultaneous). */
  readonly actions: readonly { readonly seat: QuickSeat; readonly action: QuickAction }[];
}

export type QuickAttackKind = "strike" | "throw" | "fire";

export type QuickEvent =
  | {
      readonly type: "initiative";
      readonly turn: number;
      readonly faces: readonly number[];
      readonly winner: QuickSeat;
    }
  | { readonly type: "moves-second"; readonly seat: QuickSeat }
  | { readonly type: "moved"; readonly seat: QuickSeat; readonly from: number; readonly to: number }
  | { readonly type: "acted"; readonly seat: QuickSeat; readonly action: QuickAction }
  | {
      readonly type: "attack";
      readonly seat: QuickSeat;
      readonly kind: QuickAttackKind;
      readonly weapon: WeaponId | null;
      readonly faces: readonly number[];
      readonly adjDx: number;
      /** The range's adjustment (AM §8 DX ADJUSTMENTS), 0 for a strike. */
      readonly range: number;
      readonly result: HitResult;
    }
  | {
      readonly type: "damage";
      readonly target: QuickSeat;
      readonly faces: readonly number[];
      readonly multiplier: number;
      readonly stopped: number;
      readonly taken: number;
    }
  | { readonly type: "fumble-hurt"; readonly seat: QuickSeat; readonly face: number }
  | {
      readonly type: "weapon-lost";
      readonly seat: QuickSeat;
      readonly weapon: WeaponId;
      readonly broken: boolean;
    }
  | { readonly type: "fell"; readonly seat: QuickSeat }
  | { readonly type: "out"; readonly seat: QuickSeat; readonly dead: boolean }
  | { readonly type: "over"; readonly winner: QuickSeat | null };

export type { HitResult };

/** An order the Quick Combat rules refuse, with a reason for the player. */
export class IllegalQuickOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IllegalQuickOrderError";
  }
}
