/**
 * Shared pieces for the battle rule tests: figures, set-ups, and a `Bout` that applies orders with
 * exactly the dice faces each one should roll (an order that rolls more faces fails with
 * DiceExhaustedError, one that rolls fewer fails the "unused faces" check).
 */
import { isDeepStrictEqual } from "node:util";
import { ForcedDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import type { OptionCode } from "../../../src/engine/battle/options.ts";
import type { MoveOrder, Order } from "../../../src/engine/battle/orders.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import {
  type BattleSetup,
  createBattle,
  type FigureSetup,
} from "../../../src/engine/battle/setup.ts";
import type { BattleFigure, BattleState, Side } from "../../../src/engine/battle/types.ts";
import type { CombatType } from "../../../src/engine/figure/experience.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { MonsterId } from "../../../src/engine/figure/monsters.ts";
import type { Arena } from "../../../src/engine/hex/arena.ts";
import { type Direction, formatHex, type Hex } from "../../../src/engine/hex/coordinates.ts";
import { at } from "./fixtures.ts";

export { at };

export const N: Direction = 0;
export const NE: Direction = 1;
export const SE: Direction = 2;
export const S: Direction = 3;
export const SW: Direction = 4;
export const NW: Direction = 5;

/** A human with ST 12, DX 12, no armor and a ready broadsword, unless told otherwise. */
export function human(name: string, gear: Partial<FigureSpec> = {}): FigureSpec {
  return {
    name,
    race: "human",
    st: 12,
    dx: 12,
    armor: "none",
    shield: null,
    weapons: ["broadsword"],
    readyWeapon: "broadsword",
    shieldReady: false,
    ...gear,
  };
}

/** A fighter standing in the hex with this label. */
export function fighter(
  id: string,
  side: string,
  hex: string,
  facing: Direction,
  spec: FigureSpec,
): FigureSetup {
  return { kind: "fighter", id, side, position: at(hex), facing, spec };
}

/** One of the book's monsters standing in the hex with this label. */
export function beast(
  id: string,
  side: string,
  monster: MonsterId,
  hex: string,
  facing: Direction,
  extra: { st?: number; dx?: number; ma?: number; hexes?: number } = {},
): FigureSetup {
  return { kind: "monster", id, side, monster, name: id, position: at(hex), facing, ...extra };
}

/** Red enters at the top (door 0: E1–H1), blue at the bottom (door 1: E16–H16). */
export const RED_BLUE: readonly Side[] = [
  { id: "red", name: "Red", entrance: 0 },
  { id: "blue", name: "Blue", entrance: 1 },
];

export interface BoutOptions {
  readonly combatType?: CombatType;
  readonly arena?: Arena;
  readonly sides?: readonly Side[];
  /** MELEE when not given. */
  readonly ruleset?: Ruleset;
}

export function setupOf(figures: readonly FigureSetup[], options: BoutOptions = {}): BattleSetup {
  return {
    ...(options.ruleset ? { ruleset: options.ruleset } : {}),
    combatType: options.combatType ?? "death",
    sides: options.sides ?? RED_BLUE,
    figures,
    ...(options.arena ? { arena: options.arena } : {}),
  };
}

function useUp(faces: readonly number[], run: (dice: ForcedDice) => void): void {
  const dice = new ForcedDice(faces);
  run(dice);
  if (dice.remaining !== 0) {
    throw new Error(`${dice.remaining} of the faces [${faces.join(", ")}] were not rolled`);
  }
}

/** A battle under test. Each order gets its own dice, which it must use up exactly. */
export class Bout {
  state!: BattleState;
  /** Events of the last accepted order (or of the set-up). */
  events: BattleEvent[] = [];
  /** Every event so far. */
  readonly log: BattleEvent[] = [];

  constructor(setup: BattleSetup, openingFaces: readonly number[]) {
    useUp(openingFaces, (dice) => {
      const created = createBattle(setup, dice);
      this.state = created.state;
      this.events = created.events;
      this.log.push(...created.events);
    });
  }

  static of(
    figures: readonly FigureSetup[],
    openingFaces: readonly number[],
    options: BoutOptions = {},
  ): Bout {
    return new Bout(setupOf(figures, options), openingFaces);
  }

  order(order: Order, faces: readonly number[] = []): BattleEvent[] {
    useUp(faces, (dice) => {
      const result = applyOrder(this.state, order, dice);
      this.state = result.state;
      this.events = result.events;
      this.log.push(...result.events);
    });
    return this.events;
  }

  /** The message an illegal order is refused with; the state must not change. */
  refusal(order: Order, faces: readonly number[] = []): string {
    const before = structuredClone(this.state);
    try {
      applyOrder(this.state, order, new ForcedDice(faces));
    } catch (error) {
      if (error instanceof IllegalOrderError) {
        if (!isDeepStrictEqual(this.state, before))
          throw new Error("a refused order changed the state");
        return error.message;
      }
      throw error;
    }
    throw new Error(`the order was accepted: ${JSON.stringify(order)}`);
  }

  initiative(side: string, moveFirst = true, faces: readonly number[] = []): BattleEvent[] {
    return this.order({ type: "initiative", side, moveFirst }, faces);
  }

  move(
    figure: string,
    option: OptionCode,
    extra: Omit<MoveOrder, "type" | "figure" | "option"> = {},
    faces: readonly number[] = [],
  ): BattleEvent[] {
    return this.order({ type: "move", figure, option, ...extra }, faces);
  }

  /** Orders "pass" (do nothing) for each figure, in turn. */
  pass(...figures: string[]): void {
    for (const figure of figures) this.move(figure, "pass");
  }

  fig(id: string): BattleFigure {
    const f = this.state.figures.find((x) => x.id === id);
    if (!f) throw new Error(`no figure ${id}`);
    return f;
  }

  /** The hex label a figure stands in. */
  where(id: string): string {
    return formatHex(this.fig(id).position);
  }

  /** Arranges a situation by editing the state directly (it is plain data). */
  arrange(edit: (state: BattleState, fig: (id: string) => BattleFigure) => void): void {
    edit(this.state, (id) => this.fig(id));
  }
}

/** The events of one type, typed. */
export function eventsOf<T extends BattleEvent["type"]>(
  events: readonly BattleEvent[],
  type: T,
): Extract<BattleEvent, { type: T }>[] {
  return events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
}

/** Labels of hexes, for readable expectations. */
export function labels(hexes: readonly Hex[]): string[] {
  return hexes.map(formatHex);
}

/** Who rolled to hit, in order. */
export function attackers(events: readonly BattleEvent[]): string[] {
  return eventsOf(events, "attack-roll").map((e) => e.attacker);
}

/** A broadsword ready and a dagger carried. */
/** Ann as many tests use her: ST 11, DX 13, a shortsword. */
export const ANN_SHORTSWORD = human("Ann", {
  st: 11,
  dx: 13,
  weapons: ["shortsword"],
  readyWeapon: "shortsword",
});

export const SWORD_AND_DAGGER = {
  weapons: ["broadsword", "dagger"],
  readyWeapon: "broadsword",
} as const;

/**
 * Ann (red, E5 facing S, broadsword ready and a dagger) against Bob (blue) at `bobAt` facing N;
 * red has the initiative. `annGear` and `bobGear` change their gear.
 */
export function annAgainstBob(
  bobAt = "E9",
  annGear: Partial<FigureSpec> = {},
  bobGear: Partial<FigureSpec> = {},
): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E5", S, human("Ann", { ...SWORD_AND_DAGGER, ...annGear })),
      fighter("bob", "blue", bobAt, N, human("Bob", bobGear)),
    ],
    [6, 1],
  );
  b.initiative("red", true);
  return b;
}
