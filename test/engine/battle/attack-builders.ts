/**
 * Builders for the attack-rule tests: battles set up in a few lines, turns played with forced dice
 * that must be used up exactly, and filters for the events the tests assert on.
 *
 * Dice: each call gets its own list of faces, and every one of them must be read. Initiative is
 * not part of what these tests check, so the initiative rolled when a turn starts (inside the call
 * that finished the previous turn) is fed automatically: the first side rolls 6, the others 1.
 * Any other die the engine asks for beyond the list fails the test.
 */
import { expect } from "vitest";
import type { Dice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import type { ConditionsChange } from "../../../src/engine/battle/conditions.ts";
import type { BattleEvent } from "../../../src/engine/battle/events.ts";
import type { ActOrder, MoveOrder, Order } from "../../../src/engine/battle/orders.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { createBattle, type FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { BattleFigure, BattleState, ItemId } from "../../../src/engine/battle/types.ts";
import type { WeaponId } from "../../../src/engine/figure/equipment.ts";
import type { CombatType } from "../../../src/engine/figure/experience.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import type { MonsterId } from "../../../src/engine/figure/monsters.ts";
import type { TalentId } from "../../../src/engine/figure/talents.ts";
import type { Arena } from "../../../src/engine/hex/arena.ts";
import type { Direction } from "../../../src/engine/hex/coordinates.ts";
import type { MountSetup } from "../../../src/engine/mounted/beasts.ts";
import { at, human, N, S } from "./builders.ts";

export { at, human, N, NE, NW, S, SE, SW } from "./builders.ts";

/**
 * An AM man with a peculiar weapon alone, ready, and its talent (AM §5 PECULIAR WEAPONS): ST 10,
 * DX 14 unless `over` says otherwise.
 */
export function adept(
  name: string,
  weapon: WeaponId,
  talent: TalentId,
  over: Partial<FigureSpec> = {},
): FigureSpec {
  return human(name, {
    st: 10,
    dx: 14,
    weapons: [weapon],
    readyWeapon: weapon,
    talents: [talent],
    ...over,
  });
}

/** A fighter placed on the map: `side` defaults to "blue". */
export function fighter(
  id: string,
  spec: FigureSpec,
  hex: string,
  facing: Direction,
  side = "blue",
): FigureSetup {
  return { kind: "fighter", id, side, spec, position: at(hex), facing };
}

/**
 * A fighter riding into battle (AM §9): its mount's head in `hex`, by default a horse ridden by an
 * Expert Horseman; `side` defaults to "blue".
 */
export function rider(
  id: string,
  spec: FigureSpec,
  hex: string,
  facing: Direction,
  mount: MountSetup = { beast: "horse", horsemanship: "expert" },
  side = "blue",
): FigureSetup {
  return { kind: "fighter", id, side, spec, position: at(hex), facing, mount };
}

export function beast(
  id: string,
  monster: MonsterId,
  hex: string,
  facing: Direction,
  side = "red",
  stats: { st?: number; dx?: number; boulders?: number } = {},
): FigureSetup {
  return {
    kind: "monster",
    id,
    side,
    monster,
    name: id,
    position: at(hex),
    facing,
    ...stats,
  };
}

/** Forced faces first; past them, only initiative dice (6 for the first side, then 1s). */
class ScriptedDice implements Dice {
  private index = 0;
  tail = 0;
  constructor(private readonly faces: readonly number[]) {}
  d6(): number {
    const face = this.faces[this.index];
    if (face !== undefined) {
      this.index++;
      return face;
    }
    this.tail++;
    // Only initiative should get here; a test short of faces would otherwise tie 1s forever.
    if (this.tail > 12) throw new Error("the forced faces ran out");
    return this.tail === 1 ? 6 : 1;
  }
  roll(sides: number): number {
    if (sides !== 6) throw new Error(`MELEE rolls only d6; a d${sides} was asked for`);
    return this.d6();
  }
  get unread(): number {
    return this.faces.length - this.index;
  }
  /** Starts a new initiative roll in the tail (6 for the first side again). */
  resetTail(): number {
    const used = this.tail;
    this.tail = 0;
    return used;
  }
}

function initiativeDice(events: readonly BattleEvent[]): number {
  return events
    .filter((e) => e.type === "initiative-rolled")
    .reduce((sum, e) => sum + (e.type === "initiative-rolled" ? e.rounds.flat().length : 0), 0);
}

export interface BattleOptions {
  readonly combatType?: CombatType;
  readonly arena?: Arena;
  /** Side ids in order; the first wins every initiative roll. */
  readonly sides?: readonly string[];
  /** MELEE when not given. */
  readonly ruleset?: Ruleset;
  /** The ruleset's optional rules in play (none when not given). */
  readonly optionalRules?: readonly string[];
  /** ADVANCED MELEE's rules edition (the latest when not given). */
  readonly rulesEdition?: number;
}

export class TestBattle {
  state: BattleState;
  /** Every event since the battle was created. */
  readonly log: BattleEvent[] = [];

  constructor(figures: readonly FigureSetup[], options: BattleOptions = {}) {
    const sides = options.sides ?? ["blue", "red"];
    const dice = new ScriptedDice([]);
    const created = createBattle(
      {
        ...(options.ruleset ? { ruleset: options.ruleset } : {}),
        ...(options.optionalRules ? { optionalRules: options.optionalRules } : {}),
        ...(options.rulesEdition === undefined ? {} : { rulesEdition: options.rulesEdition }),
        combatType: options.combatType ?? "death",
        ...(options.arena ? { arena: options.arena } : {}),
        sides: sides.map((id, entrance) => ({ id, name: id, entrance: entrance % 2 })),
        figures,
      },
      dice,
    );
    this.state = created.state;
    this.log.push(...created.events);
  }

  fig(id: string): BattleFigure {
    const f = this.state.figures.find((x) => x.id === id);
    if (!f) throw new Error(`no figure ${id}`);
    return f;
  }

  /** Test set-up only: puts a figure in a given state (hits, posture, what it holds…). */
  edit(id: string, changes: Partial<BattleFigure>): void {
    Object.assign(this.fig(id), changes);
  }

  /** Test set-up only: the figures lie in one HTH pile in `hex`, empty-handed. */
  pile(hex: string, ids: readonly string[]): void {
    for (const id of ids)
      this.edit(id, { position: at(hex), posture: "fallen", readyWeapon: null });
  }

  /** Test set-up only: an item lying on the ground. */
  place(item: ItemId, hex: string): void {
    this.state.dropped.push({ item, position: at(hex) });
  }

  private apply(order: Order, dice: ScriptedDice): BattleEvent[] {
    const result = applyOrder(this.state, order, dice);
    const used = dice.resetTail();
    expect(used, `dice beyond the forced faces for ${order.type}`).toBe(
      initiativeDice(result.events),
    );
    this.state = result.state;
    this.log.push(...result.events);
    return result.events;
  }

  /**
   * One turn: the initiative winner lets the side of the first order move first, the orders are
   * given in the order listed (grouped by side), and any retreat rights are declined unless
   * `keepRetreat`. Returns the events of the turn; stops early if a figure waits for an `act`.
   */
  turn(
    orders: readonly Omit<MoveOrder, "type">[],
    faces: readonly number[] = [],
    opts: { keepRetreat?: boolean } = {},
  ): BattleEvent[] {
    const dice = new ScriptedDice(faces);
    const events: BattleEvent[] = [];
    const phase = this.state.phase;
    if (phase.kind !== "initiative") throw new Error(`turn() in phase ${phase.kind}`);
    const firstSide = orders[0] ? this.fig(orders[0].figure).side : phase.winner;
    events.push(
      ...this.apply(
        { type: "initiative", side: phase.winner, moveFirst: firstSide === phase.winner },
        dice,
      ),
    );
    for (const order of orders) events.push(...this.apply({ type: "move", ...order }, dice));
    if (!opts.keepRetreat) events.push(...this.declineRetreats(dice));
    expect(dice.unread, "forced faces left unread").toBe(0);
    return events;
  }

  /** The `act` order a waiting figure needs; the rest of the turn runs on these faces. */
  act(order: Omit<ActOrder, "type">, faces: readonly number[] = []): BattleEvent[] {
    const dice = new ScriptedDice(faces);
    const events = this.apply({ type: "act", ...order }, dice);
    events.push(...this.declineRetreats(dice));
    expect(dice.unread, "forced faces left unread").toBe(0);
    return events;
  }

  /** Any other order, on its own faces. */
  order(order: Order, faces: readonly number[] = []): BattleEvent[] {
    const dice = new ScriptedDice(faces);
    const events = this.apply(order, dice);
    expect(dice.unread, "forced faces left unread").toBe(0);
    return events;
  }

  private declineRetreats(dice: ScriptedDice): BattleEvent[] {
    const events: BattleEvent[] = [];
    for (;;) {
      const phase = this.state.phase;
      if (phase.kind !== "retreat") return events;
      const right = phase.rights[0];
      if (!right) return events;
      events.push(
        ...this.apply(
          { type: "retreat", victor: right.victor, enemy: right.enemy, to: null, advance: false },
          dice,
        ),
      );
    }
  }
}

/** AM §6: the GM Gamma sets conditions, for the whole arena unless hexes are named; the events. */
export function ruleConditions(
  b: TestBattle,
  change: Omit<ConditionsChange, "hexes"> & { hexes?: string[] },
): BattleEvent[] {
  const hexes = change.hexes === undefined ? null : change.hexes.map(at);
  return b.order({ type: "gm", gm: "Gamma", ruling: { kind: "conditions", ...change, hexes } });
}

type EventOf<T extends BattleEvent["type"]> = Extract<BattleEvent, { type: T }>;

export function eventsOf<T extends BattleEvent["type"]>(
  events: readonly BattleEvent[],
  type: T,
): EventOf<T>[] {
  return events.filter((e): e is EventOf<T> => e.type === type);
}

export const attackRolls = (events: readonly BattleEvent[]) => eventsOf(events, "attack-roll");
export const damages = (events: readonly BattleEvent[]) => eventsOf(events, "damage");

/**
 * A (dagger carried, not ready) and D (DX 14, dagger ready) grapple in E6; D's adjDX is 18 in HTH.
 * For MELEE's and AM's rules on a knockdown before a dagger draw.
 */
export function daggerBrawl(options: BattleOptions = {}): TestBattle {
  const b = new TestBattle(
    [
      fighter("a", human("A", { weapons: ["broadsword", "dagger"] }), "E6", N),
      fighter(
        "d",
        human("D", { st: 10, dx: 14, weapons: ["dagger"], readyWeapon: "dagger" }),
        "E7",
        N,
        "red",
      ),
    ],
    options,
  );
  b.pile("E6", ["a", "d"]);
  b.edit("a", { carried: ["dagger"] });
  b.edit("d", { readyWeapon: "dagger", carried: [] });
  return b;
}

/** A on the ground in E5 in this posture, engaged by T standing in E6 facing it; blue to move. */
export function engagedOnTheGround(ruleset: Ruleset, posture: BattleFigure["posture"]): TestBattle {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E6", N, "red")],
    { ruleset },
  );
  b.edit("a", { posture });
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

/** A (blue, MA 10, no armor) on the ground in E5 in this posture; T (red) stands far off in E14. */
export function groundedA(ruleset: Ruleset, posture: BattleFigure["posture"]): TestBattle {
  const b = new TestBattle(
    [fighter("a", human("A"), "E5", S), fighter("t", human("T"), "E14", N, "red")],
    { ruleset },
  );
  b.edit("a", { posture });
  return b;
}

/** `attacker` as "a" facing "Target" (ST 14, DX 10, red) in the next hex. */
export function besideTarget(attacker: FigureSpec, ruleset: Ruleset): TestBattle {
  return new TestBattle(
    [
      fighter("a", attacker, "E5", S),
      fighter("t", human("Target", { st: 14, dx: 10 }), "E6", N, "red"),
    ],
    { ruleset },
  );
}

/** One turn: "a" gives this order at "t" first, then "t" passes; with these faces. */
export function attacksTarget(
  b: TestBattle,
  order: Omit<MoveOrder, "type" | "figure" | "target">,
  faces: readonly number[],
): BattleEvent[] {
  return b.turn(
    [
      { figure: "a", target: "t", ...order },
      { figure: "t", option: "pass" },
    ],
    faces,
  );
}

/** One turn: the target passes and "a" strikes it, with these faces. */
export function strikesTarget(b: TestBattle, faces: readonly number[]): BattleEvent[] {
  return b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t" },
    ],
    faces,
  );
}
