/**
 * Random battles and random orders for the property tests.
 *
 * Set-ups come from fast-check arbitraries (so a failure prints the set-up and shrinks it); the
 * orders of a battle come from a seeded chooser (`Rng`, seeded by fast-check) that picks
 * uniformly among the choices the engine calls legal: the figure, its option among
 * legalOptions, a destination among legalDestinations, a target among legalAttackTargets, and so
 * on. Some picks are refused even so (a target legal from the start hex may not be from the end
 * hex); the caller tries again, and finally falls back to the built-in policy. `wildOrder` makes
 * orders with no regard to legality, to check that refusals change nothing.
 */
import fc from "fast-check";
import { climbLimit, hasHeights, heightOf } from "../../../src/engine/battle/altitude.ts";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import {
  legalAttackTargets,
  legalDestinations,
  legalOptions,
  legalRetreatHexes,
  pendingDecision,
} from "../../../src/engine/battle/decisions.ts";
import { OPTION_CODES, OPTIONS, type OptionCode } from "../../../src/engine/battle/options.ts";
import type {
  ChangeOptionOrder,
  MoveOrder,
  Order,
  ReadyChoice,
} from "../../../src/engine/battle/orders.ts";
import type { BattleSetup, FigureSetup } from "../../../src/engine/battle/setup.ts";
import { waitTargets } from "../../../src/engine/battle/timing.ts";
import type {
  AttackKind,
  BattleFigure,
  BattleState,
  Side,
} from "../../../src/engine/battle/types.ts";
import {
  ARMOR_IDS,
  SHIELD_IDS,
  WEAPON_IDS,
  WEAPONS,
  type WeaponId,
} from "../../../src/engine/figure/equipment.ts";
import type { CombatType } from "../../../src/engine/figure/experience.ts";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { RACE_IDS, RACES } from "../../../src/engine/figure/races.ts";
import { type Arena, customArena, isInArena } from "../../../src/engine/hex/arena.ts";
import {
  type Direction,
  fromOffset,
  type Hex,
  hexKey,
  neighbors,
  sameHex,
} from "../../../src/engine/hex/coordinates.ts";

// ---------------------------------------------------------------------------------------------
// Set-ups

/** A fighter as validateFigure accepts it: race points spent exactly, gear within ST and carry. */
export function figureSpecArb(allowMissiles: boolean): fc.Arbitrary<FigureSpec> {
  return fc.constantFrom(...RACE_IDS).chain((race) => {
    const r = RACES[race];
    return fc
      .record({
        st: fc.integer({ min: r.minSt, max: r.total - r.minDx }),
        armor: fc.constantFrom(...ARMOR_IDS),
        shield: fc.constantFrom(null, ...SHIELD_IDS),
        dagger: fc.constantFrom<WeaponId | null>(null, "dagger", "main-gauche"),
        others: fc.array(fc.constantFrom(...WEAPON_IDS), { maxLength: 2 }),
        readyIndex: fc.nat(),
        readyNone: fc.boolean(),
        shieldReady: fc.boolean(),
      })
      .map(({ st, armor, shield, dagger, others, readyIndex, readyNone, shieldReady }) => {
        const room = shield ? 1 : 2;
        const usable = others
          .filter((w) => WEAPONS[w].st <= st && (allowMissiles || WEAPONS[w].class !== "missile"))
          .slice(0, room);
        const weapons = dagger ? [dagger, ...usable] : usable;
        const readyWeapon =
          readyNone || weapons.length === 0 ? null : (weapons[readyIndex % weapons.length] ?? null);
        const twoHanded = readyWeapon !== null && WEAPONS[readyWeapon].twoHanded;
        return {
          name: `${r.name} ${st}`,
          race,
          st,
          dx: r.total - st,
          armor,
          shield,
          weapons,
          readyWeapon,
          shieldReady: shield !== null && shieldReady && !twoHanded,
        } satisfies FigureSpec;
      });
  });
}

export interface BattleCase {
  readonly setup: BattleSetup;
  /** Seeds the battle's dice and the order chooser. */
  readonly seed: number;
  /**
   * How often the built-in policy gives the order instead of a uniform pick among the legal
   * choices: purely random play seldom comes to blows, the policy seeks them.
   */
  readonly policyShare: number;
}

/** Small battles: 2–4 fighters on 2–3 sides, in a 6–9 hex square arena with a few walls. */
export const battleCaseArb: fc.Arbitrary<BattleCase> = fc
  .record({
    combatType: fc.constantFrom<CombatType>("death", "arena", "practice"),
    width: fc.integer({ min: 6, max: 9 }),
    height: fc.integer({ min: 6, max: 9 }),
    sides: fc.integer({ min: 2, max: 3 }),
    figures: fc.integer({ min: 2, max: 4 }),
    seed: fc.nat(),
    policyShare: fc.constantFrom(0.1, 0.5, 0.8),
  })
  .chain(({ combatType, width, height, sides, figures, seed, policyShare }) => {
    const count = Math.max(sides, figures);
    const cells = width * height;
    return fc
      .record({
        specs: fc.array(figureSpecArb(combatType !== "practice"), {
          minLength: count,
          maxLength: count,
        }),
        cells: fc.uniqueArray(fc.integer({ min: 0, max: cells - 1 }), {
          minLength: count + 3,
          maxLength: count + 3,
        }),
        wallCount: fc.integer({ min: 0, max: 3 }),
        facings: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: count, maxLength: count }),
        extraSides: fc.array(fc.nat(), { minLength: count, maxLength: count }),
      })
      .map(({ specs, cells: picked, wallCount, facings, extraSides }): BattleCase => {
        const at = (cell: number): Hex => fromOffset(cell % width, Math.floor(cell / width));
        const plain = customArena(width, height);
        const doors = new Set(plain.entrances.flat().map(hexKey));
        const walls = picked
          .slice(count)
          .map(at)
          .filter((h) => !doors.has(hexKey(h)))
          .slice(0, wallCount);
        const arena: Arena = customArena(width, height, walls);
        const sideList: Side[] = Array.from({ length: sides }, (_, i) => ({
          id: `s${i}`,
          name: `Side ${i}`,
          entrance: i % 2,
        }));
        const figureList: FigureSetup[] = specs.map((spec, i) => ({
          kind: "fighter",
          id: `f${i}`,
          // Every side gets a figure; the rest go anywhere.
          side: `s${i < sides ? i : (extraSides[i] ?? 0) % sides}`,
          position: at(picked[i] as number),
          facing: (facings[i] ?? 0) as Direction,
          spec: { ...spec, name: `F${i} ${spec.name}` },
        }));
        const setup = { combatType, arena, sides: sideList, figures: figureList };
        return { setup, seed, policyShare };
      });
  });

// ---------------------------------------------------------------------------------------------
// Orders

/** mulberry32: a small seeded generator for the order chooser. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from nothing");
    return items[this.int(items.length)] as T;
  }
}

function figureOf(state: BattleState, id: string): BattleFigure {
  const f = state.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
}

const KINDS: readonly (AttackKind | undefined)[] = [
  undefined,
  "weapon",
  "two-weapons",
  "shield-rush",
  "thrown",
];

function targetKind(option: OptionCode, attack: AttackKind | undefined): AttackKind {
  if (option === "f" || option === "j") return "missile";
  if (option === "m" || option === "p") return "hth";
  if (attack === "thrown") return "thrown";
  return "weapon";
}

function readyChoice(
  rng: Rng,
  state: BattleState,
  f: BattleFigure,
  at: Hex,
): ReadyChoice | undefined {
  const here = state.dropped.filter((d) => d.position.q === at.q && d.position.r === at.r);
  switch (rng.int(5)) {
    case 0:
      return undefined;
    case 1:
      return { weapon: rng.pick<WeaponId | null>([null, ...f.carried]) };
    case 2:
      return f.shield ? { shieldReady: !f.shieldReady } : { weapon: null };
    case 3:
      return here.length > 0 ? { pickUp: rng.pick(here).item } : undefined;
    default: {
      const offhand = f.carried.filter((w) => WEAPONS[w].daggerLike);
      return { offhand: rng.pick<WeaponId | null>([null, ...offhand]) };
    }
  }
}

/** A move order built from the legal choices for one figure. */
function randomMove(rng: Rng, state: BattleState, figureId: string): MoveOrder {
  const f = figureOf(state, figureId);
  const option = rng.pick(legalOptions(state, figureId));
  const rule = OPTIONS[option];
  const base: { -readonly [K in keyof MoveOrder]: MoveOrder[K] } = {
    type: "move",
    figure: figureId,
    option,
  };
  let end = f.position;
  let flight = f.traits.flyingMa === null ? undefined : randomFlight(rng, f, option);
  // No destination lists a flight the engine would refuse (a flier down, or with a wing lost).
  if (flight && legalDestinations(state, figureId, option, flight).length === 0) flight = undefined;
  if (flight) base.flight = flight;
  if (rule.move.kind !== "none") {
    const d = rng.pick(legalDestinations(state, figureId, option, flight));
    end = d.hex;
    if (d.path.length > 0) {
      if (rng.chance(0.5)) base.path = d.path;
      else base.destination = d.hex;
    }
  }
  if (rng.chance(0.5)) base.facing = rng.int(6) as Direction;
  if (rule.attacks) {
    const attack = option === "b" || option === "h" ? rng.pick(KINDS) : undefined;
    if (attack) base.attack = attack;
    const legal = legalAttackTargets(state, figureId, targetKind(option, attack));
    const anyone = state.figures.filter((o) => o.id !== figureId).map((o) => o.id);
    const pool = legal.length > 0 && rng.chance(0.8) ? legal : anyone;
    if (pool.length > 0 && rng.chance(0.9)) base.target = rng.pick(pool);
    if (option === "f" && pool.length > 0 && rng.chance(0.3)) base.secondTarget = rng.pick(pool);
  }
  if (option === "d") base.posture = rng.pick(["prone", "kneeling"] as const);
  if (option === "e") {
    const ready = readyChoice(rng, state, f, end);
    if (ready) base.ready = ready;
  }
  if (option === "k") {
    const weapons = f.carried.filter((w) => WEAPONS[w].class !== "missile");
    if (weapons.length > 0) base.ready = { weapon: rng.pick(weapons) };
  }
  if (option === "o") {
    const here = state.dropped.filter((d) => d.position.q === end.q && d.position.r === end.r);
    if (here.length > 0) base.ready = { pickUp: rng.pick(here).item };
  }
  if (option === "l" || option === "r" || ((option === "g" || option === "n") && rng.chance(0.5))) {
    base.stepTo = rng.pick(neighbors(end).filter((h) => isInArena(state.arena, h)));
  }
  if ((option === "l" || option === "r") && rng.chance(0.5)) base.stepFacing = randomFacing(rng);
  if (state.combatType === "arena" && rng.chance(0.05)) base.leave = true;
  if (state.optionalRules.length > 0) addTiming(rng, state, base);
  if (hasHeights(state) && f.traits.flyingMa !== null) addHeight(rng, f, base);
  return base;
}

/** For a flier: now and then take off (with (a) or (c)) or land. */
function randomFlight(rng: Rng, f: BattleFigure, option: OptionCode): MoveOrder["flight"] {
  if (!f.flying)
    return (option === "a" || option === "c") && rng.chance(0.6) ? "take-off" : undefined;
  return rng.chance(0.25) ? "land" : undefined;
}

/** Under ADVANCED MELEE, a flier staying aloft now and then names a height within its climb. */
function addHeight(
  rng: Rng,
  f: BattleFigure,
  base: { -readonly [K in keyof MoveOrder]: MoveOrder[K] },
): void {
  const takingOff = base.flight === "take-off";
  if (!(f.flying || takingOff) || base.flight === "land" || base.option === "b") return;
  if (!rng.chance(0.5)) return;
  const from = takingOff ? 0 : heightOf(f);
  const limit = climbLimit(f, takingOff);
  const low = Math.max(1, from - limit);
  base.height = low + rng.int(from + limit - low + 1);
}

/** AM's optional timing rules, when the battle uses them: now and then a delay or a wait. */
function addTiming(
  rng: Rng,
  state: BattleState,
  base: { -readonly [K in keyof MoveOrder]: MoveOrder[K] },
): void {
  if (OPTIONS[base.option].actsInActionPhase && rng.chance(0.3)) base.delay = true;
  const foes = base.option === "pass" ? waitTargets(state, base.figure) : [];
  if (foes.length > 0 && rng.chance(0.7)) base.waitFor = rng.pick(foes);
}

/** An order chosen uniformly among the legal choices for what the battle is waiting for. */
export function randomLegalOrder(rng: Rng, state: BattleState): Order {
  const decision = pendingDecision(state);
  switch (decision.kind) {
    case "initiative":
      return { type: "initiative", side: decision.side, moveFirst: rng.chance(0.5) };
    case "orders": {
      // Sometimes a figure that has already moved changes its mind instead.
      const changing = changeCandidate(rng, state);
      if (changing && rng.chance(0.05)) return changing;
      return randomMove(rng, state, rng.pick(decision.figures));
    }
    case "act": {
      const changing = changeCandidate(rng, state, decision.figure);
      if (changing && rng.chance(0.1)) return changing;
      const f = figureOf(state, decision.figure);
      const chosen = chosenOption(state, f.id);
      const kind = chosen ? targetKind(chosen.option, chosen.attack ?? undefined) : "weapon";
      const targets =
        chosen?.option === "m"
          ? legalAttackTargets(state, f.id, "hth")
          : legalAttackTargets(state, f.id, kind);
      const anyone = state.figures.filter((o) => o.id !== f.id).map((o) => o.id);
      const target = rng.pick<string | null>([null, ...(rng.chance(0.8) ? targets : anyone)]);
      const stepTo =
        chosen && (chosen.option === "l" || chosen.option === "r") && rng.chance(0.8)
          ? rng.pick(neighbors(f.position).filter((h) => isInArena(state.arena, h)))
          : undefined;
      return {
        type: "act",
        figure: f.id,
        target,
        ...(stepTo ? { stepTo } : {}),
        ...(stepTo && rng.chance(0.5) ? { stepFacing: randomFacing(rng) } : {}),
      };
    }
    case "retreat": {
      const right = rng.pick(decision.rights);
      const to = rng.pick<Hex | null>([null, ...legalRetreatHexes(state, right)]);
      const advance = rng.chance(0.5);
      return {
        type: "retreat",
        victor: right.victor,
        enemy: right.enemy,
        to,
        advance,
        ...(advance && to && rng.chance(0.5) ? { facing: randomFacing(rng) } : {}),
      };
    }
    case "ended":
      throw new Error("the battle is over");
  }
}

/**
 * A change of option for a figure that has not acted: to any option, with the fields its effect
 * needs (a posture, something to ready, a hex to step into), legal or not.
 */
function changeCandidate(rng: Rng, state: BattleState, only?: string): Order | null {
  const ts = state.turnState;
  const ids = ts.chosen
    .map((chosen) => chosen.figure)
    .filter((id) => !ts.acted.includes(id) && (!only || id === only));
  if (ids.length === 0) return null;
  const figure = rng.pick(ids);
  const f = figureOf(state, figure);
  const option = rng.pick(OPTION_CODES);
  const enemies = state.figures.filter((o) => o.side !== f.side).map((o) => o.id);
  const order: { -readonly [K in keyof ChangeOptionOrder]: ChangeOptionOrder[K] } = {
    type: "change-option",
    figure,
    option,
  };
  if (enemies.length > 0 && rng.chance(0.7)) order.target = rng.pick(enemies);
  if (option === "d") order.posture = rng.pick(["prone", "kneeling"] as const);
  if (option === "e") {
    const ready = readyChoice(rng, state, f, f.position);
    if (ready) order.ready = ready;
  }
  if (option === "k" && f.carried.length > 0) order.ready = { weapon: rng.pick(f.carried) };
  if (option === "o") {
    const here = state.dropped.filter((d) => sameHex(d.position, f.position));
    if (here.length > 0) order.ready = { pickUp: rng.pick(here).item };
  }
  if (option === "g" || option === "n" || option === "l" || option === "r") {
    const around = neighbors(f.position).filter((h) => isInArena(state.arena, h));
    if (around.length > 0 && rng.chance(0.5)) order.stepTo = rng.pick(around);
  }
  return order;
}

function randomFacing(rng: Rng): Direction {
  return rng.int(6) as Direction;
}

/** Mostly a direction, sometimes a number that is not one. */
function wildFacing(rng: Rng): Direction {
  return (rng.chance(0.8) ? rng.int(6) : rng.int(20) - 7) as Direction;
}

/** Any order at all, mostly illegal: random types, figures, options, hexes and targets. */
export function wildOrder(rng: Rng, state: BattleState): Order {
  const ids = [...state.figures.map((f) => f.id), "nobody"];
  const sides = [...state.sides.map((s) => s.id), "nowhere"];
  const hex = (): Hex => ({ q: rng.int(14) - 3, r: rng.int(14) - 6 });
  switch (rng.int(6)) {
    case 0:
      return { type: "initiative", side: rng.pick(sides), moveFirst: rng.chance(0.5) };
    case 1:
    case 2: {
      const order: { -readonly [K in keyof MoveOrder]: MoveOrder[K] } = {
        type: "move",
        figure: rng.pick(ids),
        option: rng.pick(OPTION_CODES),
      };
      const movement = rng.int(3);
      if (movement === 0) order.destination = hex();
      if (movement === 1) order.path = Array.from({ length: rng.int(4) }, hex);
      if (rng.chance(0.5)) order.target = rng.pick(ids);
      if (rng.chance(0.3)) order.facing = rng.int(6) as Direction;
      if (rng.chance(0.2)) order.attack = rng.pick(KINDS) ?? "hth";
      if (rng.chance(0.2)) order.ready = { weapon: rng.pick(WEAPON_IDS) };
      if (rng.chance(0.1)) order.stepTo = hex();
      if (rng.chance(0.1)) order.stepFacing = wildFacing(rng);
      if (rng.chance(0.1)) order.leave = true;
      return order;
    }
    case 3:
      return {
        type: "act",
        figure: rng.pick(ids),
        target: rng.chance(0.2) ? null : rng.pick(ids),
        ...(rng.chance(0.2) ? { stepTo: hex() } : {}),
        ...(rng.chance(0.2) ? { stepFacing: wildFacing(rng) } : {}),
      };
    case 4:
      return {
        type: "change-option",
        figure: rng.pick(ids),
        option: rng.pick(OPTION_CODES),
        ...(rng.chance(0.2) ? { posture: rng.pick(["prone", "kneeling"] as const) } : {}),
        ...(rng.chance(0.2) ? { ready: { weapon: rng.pick(WEAPON_IDS) } } : {}),
        ...(rng.chance(0.2) ? { stepTo: hex() } : {}),
      };
    default:
      return {
        type: "retreat",
        victor: rng.pick(ids),
        enemy: rng.pick(ids),
        to: rng.chance(0.3) ? null : hex(),
        advance: rng.chance(0.5),
        ...(rng.chance(0.3) ? { facing: wildFacing(rng) } : {}),
      };
  }
}
