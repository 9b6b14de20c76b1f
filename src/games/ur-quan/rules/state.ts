/** The state of a game of The Ur-Quan Legacy: Melee!, and the orders and events that change it. */
import type { DieSize } from "./die-size.ts";
import type { Facing, Hex } from "./hex.ts";

export interface Player {
  readonly id: string;
  readonly name: string;
  /** Ships bought and not yet on the map, by readout id: secret to the other player. */
  fleet: string[];
  /** The map edge this player sets up at (the seed: "the map's edge closest to them"). */
  readonly edge: "top" | "bottom";
}

export interface Ship {
  readonly id: string;
  readonly owner: string;
  readonly classId: string;
  hex: Hex;
  facing: Facing;
  crewHalves: number;
  battery: number;
  thrustLeft: number;
  turnLeft: number;
  usedMain: boolean;
  usedSpecial: boolean;
  /** The facing of each hex moved this turn, and last turn (for Inertia). */
  moves: Facing[];
  lastMoves: Facing[];
  hadTurn: boolean;
  cloaked: boolean;
  confused: boolean;
  /** Thrust and Turn lost to limpets. */
  slowed: number;
}

export type WeaponSlot = "main" | "special";

/** An attack whose die is rolled and which waits for the defender's answer. */
export interface PendingAttack {
  readonly attacker: string;
  readonly target: string;
  readonly slot: WeaponSlot;
  readonly die: DieSize;
  readonly face: number;
  /** "defence": Pilot or Reflex; "dire": after a failed Pilot roll, Dire Reflex or take the hit. */
  readonly stage: "defence" | "dire";
}

export type Phase =
  /** Fleets bought in secret (ours): each seat's list once chosen, sealed from the other seat. */
  | { readonly kind: "fleets"; readonly chosen: Readonly<Record<string, readonly string[]>> }
  | { readonly kind: "choose-order"; readonly chooser: string }
  | { readonly kind: "asteroids"; readonly next: string; readonly left: number }
  | { readonly kind: "placing"; readonly players: readonly string[] }
  | { readonly kind: "turn" }
  | { readonly kind: "defence"; readonly pending: PendingAttack }
  | { readonly kind: "over"; readonly winners: readonly string[] };

export interface UrQuanState {
  readonly ruleset: string;
  readonly width: number;
  readonly height: number;
  readonly points: number;
  players: Player[];
  /** Turn order, first player first, once chosen. */
  order: string[];
  asteroids: Hex[];
  ships: Ship[];
  active: string | null;
  turn: number;
  phase: Phase;
  /** A VUX owner's ambush roll for the ship they place next: true on an odd roll. */
  ambush: Record<string, boolean>;
  /** Asteroids the set-up asks for. */
  readonly asteroidsToPlace: number;
  /** Every ship placed so far, by id: its readout id, so a lost ship keeps its name in the log. */
  classes: Record<string, string>;
  /** Ships placed so far, to number them. */
  placed: number;
}

export interface UrQuanSetup {
  /**
   * The two players. Fleets are either all given here (agreed before the battle) or all left out,
   * and then each player buys theirs in secret with a `fleet` order before anything else.
   */
  readonly players: readonly {
    readonly id: string;
    readonly name: string;
    readonly fleet?: readonly string[];
  }[];
  /** The agreed Maximum Point Value of each fleet. */
  readonly points: number;
  readonly width?: number;
  readonly height?: number;
  /** Asteroids to place (the seed: "typically, only six"). */
  readonly asteroids?: number;
}

export type UrQuanOrder =
  | { readonly type: "fleet"; readonly by: string; readonly ships: readonly string[] }
  | { readonly type: "choose-order"; readonly by: string; readonly first: string }
  | { readonly type: "asteroid"; readonly by: string; readonly hex: Hex }
  | { readonly type: "ambush"; readonly by: string }
  | {
      readonly type: "place";
      readonly by: string;
      readonly ship: string;
      readonly hex: Hex;
      readonly facing: Facing;
    }
  | { readonly type: "forward"; readonly by: string; readonly hexes?: number }
  | {
      readonly type: "turn";
      readonly by: string;
      readonly side: "left" | "right";
      readonly times?: number;
    }
  | {
      readonly type: "fire";
      readonly by: string;
      readonly slot: WeaponSlot;
      readonly target?: string;
      readonly hex?: Hex;
    }
  | { readonly type: "defend"; readonly by: string; readonly choice: "pilot" | "reflex" }
  | { readonly type: "dire"; readonly by: string; readonly choice: "reflex" | "take" }
  | { readonly type: "end"; readonly by: string };

/** What happened, for the log text and the map. Crew is in half boxes. */
export type UrQuanEvent =
  /** A fleet bought in secret: only its size is told. */
  | { readonly type: "fleet-chosen"; readonly by: string; readonly ships: number }
  | {
      readonly type: "order-roll";
      readonly die: DieSize;
      readonly faces: readonly { readonly player: string; readonly face: number }[];
    }
  | { readonly type: "order-chosen"; readonly chooser: string; readonly order: readonly string[] }
  | { readonly type: "asteroid-placed"; readonly by: string; readonly hex: Hex }
  | {
      readonly type: "ambush-roll";
      readonly by: string;
      readonly die: DieSize;
      readonly face: number;
      readonly allowed: boolean;
    }
  | {
      readonly type: "ship-placed";
      readonly ship: string;
      readonly classId: string;
      readonly by: string;
      readonly hex: Hex;
      readonly facing: Facing;
      readonly ambush: boolean;
    }
  | {
      readonly type: "turn-started";
      readonly player: string;
      readonly ship: string;
      readonly turn: number;
      readonly recharged: number;
    }
  | { readonly type: "drifted"; readonly ship: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: "collided"; readonly ship: string; readonly with: string; readonly hex: Hex }
  | { readonly type: "moved"; readonly ship: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: "turned"; readonly ship: string; readonly facing: Facing }
  | {
      readonly type: "fired";
      readonly ship: string;
      readonly slot: WeaponSlot;
      readonly weapon: string;
      readonly cost: number;
      readonly target?: string;
    }
  | {
      readonly type: "attack-rolled";
      readonly ship: string;
      readonly target: string;
      readonly weapon: string;
      readonly die: DieSize;
      readonly faces: readonly number[];
      readonly face: number;
      readonly range: number;
    }
  | {
      readonly type: "pilot-rolled";
      readonly ship: string;
      readonly die: DieSize;
      readonly face: number;
      readonly hit: boolean;
    }
  | {
      readonly type: "reflex-rolled";
      readonly ship: string;
      readonly weapon: string;
      readonly die: DieSize;
      readonly face: number;
      readonly dire: boolean;
      readonly nullified: boolean;
    }
  | { readonly type: "hit-taken"; readonly ship: string; readonly weapon: string }
  | {
      readonly type: "crew-lost";
      readonly ship: string;
      readonly halves: number;
      readonly left: number;
    }
  | {
      readonly type: "crew-gained";
      readonly ship: string;
      readonly halves: number;
      readonly left: number;
    }
  | {
      readonly type: "battery-changed";
      readonly ship: string;
      readonly by: number;
      readonly left: number;
    }
  | {
      readonly type: "slowed";
      readonly ship: string;
      readonly thrust: number;
      readonly turn: number;
    }
  | { readonly type: "pulled"; readonly ship: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: "confused"; readonly ship: string }
  | { readonly type: "teleported"; readonly ship: string; readonly from: Hex; readonly to: Hex }
  | { readonly type: "boosted"; readonly ship: string; readonly thrust: number }
  | { readonly type: "cloaked"; readonly ship: string; readonly on: boolean }
  | { readonly type: "harvested"; readonly ship: string; readonly hex: Hex }
  | { readonly type: "exploded"; readonly ship: string }
  | { readonly type: "destroyed"; readonly ship: string }
  | { readonly type: "turn-ended"; readonly ship: string }
  | { readonly type: "game-over"; readonly winners: readonly string[] };
