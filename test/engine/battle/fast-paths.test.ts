/**
 * The engine's allocation-free shortcuts give the same answers as the lists they stand for, over
 * states of random battles and of battles with the book's monsters (giants, fliers, brawls, bodies): isInHth and hthFoes,
 * isEngagedAt and enemiesEngagingAt, mayEnterForHth and hthEntryProblem, hasMeleeStriker and
 * meleeWeapon and meleeStriker, isBattleOver and sidesStillFighting, optionProblemNow and
 * optionProblem, reachablePathTo and reachableHexes, directionTo's table and its definition,
 * attackDxValue and baseAdjDxValue and the labelled adjDX, isFrontHexOf and the sector arcs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseOrder } from "../../../src/computer/policy.ts";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { optionProblem, optionProblemNow } from "../../../src/engine/battle/availability.ts";
import { isBattleOver, sidesStillFighting } from "../../../src/engine/battle/battle-end.ts";
import { pendingDecision } from "../../../src/engine/battle/decisions.ts";
import {
  attackDx,
  attackDxValue,
  baseAdjDx,
  baseAdjDxValue,
} from "../../../src/engine/battle/dx.ts";
import {
  enemiesEngagingAt,
  engagingEnemies,
  isEngaged,
  isEngagedAt,
  isFrontHexOf,
  situationOf,
} from "../../../src/engine/battle/engagement.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import { hthFoes, isInHth } from "../../../src/engine/battle/figures.ts";
import { isLarge } from "../../../src/engine/battle/footprint.ts";
import { hthEntryProblem, mayEnterForHth } from "../../../src/engine/battle/hth.ts";
import { movementSearch } from "../../../src/engine/battle/movement.ts";
import { OPTION_CODES } from "../../../src/engine/battle/options.ts";
import type { Order } from "../../../src/engine/battle/orders.ts";
import { rulesOf } from "../../../src/engine/battle/ruleset-rules.ts";
import { arcToward } from "../../../src/engine/battle/sector.ts";
import { type BattleSetup, createBattle } from "../../../src/engine/battle/setup.ts";
import { ATTACK_KINDS, type BattleState } from "../../../src/engine/battle/types.ts";
import {
  hasMeleeStriker,
  meleeStriker,
  meleeWeapon,
} from "../../../src/engine/battle/weapons-in-use.ts";
import {
  DIRECTION_STEPS,
  directionTo,
  type Hex,
  hexDistance,
  hexKey,
  neighbors,
} from "../../../src/engine/hex/coordinates.ts";
import { reachableHexes, reachablePathTo } from "../../../src/engine/hex/path.ts";
import { battleCaseArb, Rng, randomLegalOrder } from "../property/generators.ts";
import { beast, fighter, human, N, S, setupOf } from "./builders.ts";

/** The random battles' fighters, and the book's monsters (a giant's three hexes, a flier). */
const MONSTER_BATTLES: readonly BattleSetup[] = [
  setupOf([
    beast("g", "red", "giant", "F5", S),
    fighter("a", "blue", "F9", N, human("Ana")),
    fighter("b", "blue", "H9", N, human("Bo", { weapons: ["spear"], readyWeapon: "spear" })),
  ]),
  setupOf([
    beast("garg", "red", "gargoyle", "E4", S),
    beast("bear", "red", "bear", "H4", S),
    fighter("a", "blue", "F10", N, human("Ana")),
    beast("snake", "blue", "giant-snake", "G11", N),
  ]),
];

/**
 * States met while playing a battle with random legal orders, or the policy's when those are
 * refused; the battle stops early if the policy's is refused too.
 */
function statesOf(setup: BattleSetup, seed: number, orders: number): BattleState[] {
  const states: BattleState[] = [];
  const dice = new SeededDice(seed);
  const rng = new Rng(seed ^ 0x2545f491);
  let state: BattleState | undefined = createBattle(setup, dice).state;
  for (let step = 0; state && step < orders && pendingDecision(state).kind !== "ended"; step++) {
    states.push(state);
    state =
      accepted(state, randomLegalOrder(rng, state), dice) ??
      accepted(state, chooseOrder(state), dice);
  }
  if (state) states.push(state);
  return states;
}

function accepted(state: BattleState, order: Order, dice: SeededDice): BattleState | undefined {
  try {
    return applyOrder(state, order, dice).state;
  } catch (error) {
    if (!(error instanceof IllegalOrderError)) throw error;
    return undefined;
  }
}

const STATES = [
  ...fc
    .sample(battleCaseArb, { numRuns: 30, seed: 7331 })
    .flatMap((c) => statesOf(c.setup, c.seed, 50)),
  ...MONSTER_BATTLES.flatMap((setup, i) =>
    [1, 2, 3, 4].flatMap((seed) => statesOf(setup, seed * 7 + i, 80)),
  ),
];

describe("the engine's shortcuts agree with what they stand for", () => {
  // Disagreements are collected and compared once: an expect per case would be most of the time.
  it("isInHth, isEngaged and isEngagedAt agree with the lists of foes", () => {
    const wrong: string[] = [];
    for (const state of STATES) {
      for (const f of state.figures) {
        if (isInHth(state, f) !== hthFoes(state, f).length > 0) wrong.push(`isInHth ${f.id}`);
        if (isEngaged(state, f) !== engagingEnemies(state, f).length > 0)
          wrong.push(`isEngaged ${f.id}`);
        for (const h of [f.position, ...neighbors(f.position)]) {
          if (isEngagedAt(state, f, h) !== enemiesEngagingAt(state, f, h).length > 0)
            wrong.push(`isEngagedAt ${f.id} ${hexKey(h)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("mayEnterForHth is hthEntryProblem finding no problem, from every side", () => {
    const wrong: string[] = [];
    for (const state of STATES) {
      for (const attacker of state.figures) {
        for (const defender of state.figures) {
          for (const from of neighbors(defender.position)) {
            const problem = hthEntryProblem(state, attacker, defender, from);
            if (mayEnterForHth(state, attacker, defender, from) !== (problem === null))
              wrong.push(`${attacker.id} onto ${defender.id} from ${hexKey(from)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("hasMeleeStriker and meleeWeapon read what meleeStriker would build", () => {
    const wrong: string[] = [];
    for (const state of STATES) {
      for (const f of state.figures) {
        const striker = meleeStriker(f, rulesOf(state));
        if (hasMeleeStriker(f) !== (striker !== undefined)) wrong.push(`hasMeleeStriker ${f.id}`);
        if (meleeWeapon(f) !== (striker?.weapon ?? null)) wrong.push(`meleeWeapon ${f.id}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("isBattleOver is at most one side still fighting", () => {
    const wrong = STATES.filter((s) => isBattleOver(s) !== sidesStillFighting(s).length <= 1);
    expect(wrong).toEqual([]);
  });

  it("optionProblemNow, given situationOf, is optionProblem", () => {
    const wrong: string[] = [];
    for (const state of STATES) {
      for (const f of state.figures) {
        const situation = situationOf(state, f);
        for (const code of OPTION_CODES) {
          if (optionProblemNow(state, f, code, situation) !== optionProblem(state, f, code))
            wrong.push(`${f.id} (${code})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reachablePathTo gives reachableHexes' path to that one hex", () => {
    for (const state of STATES.filter((_, i) => i % 5 === 0)) {
      for (const f of state.figures) {
        const search = movementSearch(state, f, "b");
        const all = reachableHexes(f.position, search);
        const ends: Hex[] = [f.position, ...state.figures.map((o) => o.position)];
        for (const end of ends) {
          expect(reachablePathTo(f.position, end, search)).toEqual(all.get(hexKey(end)));
        }
      }
    }
  });

  it("directionTo names the step between neighbours, and nothing else", () => {
    const from = { q: 3, r: -2 };
    for (let dq = -3; dq <= 3; dq++) {
      for (let dr = -3; dr <= 3; dr++) {
        const index = DIRECTION_STEPS.findIndex((s) => s.q === dq && s.r === dr);
        const to = { q: from.q + dq, r: from.r + dr };
        expect(directionTo(from, to)).toBe(index < 0 ? undefined : index);
      }
    }
    expect(directionTo(from, { q: 3.5, r: -2 })).toBeUndefined();
  });

  it("attackDxValue and baseAdjDxValue are the labelled adjDX's value", () => {
    const wrong: string[] = [];
    for (const state of STATES) {
      for (const attacker of state.figures) {
        if (baseAdjDxValue(attacker) !== baseAdjDx(attacker).value) wrong.push(`${attacker.id}`);
        for (const target of state.figures) {
          if (target === attacker) continue;
          for (const kind of ATTACK_KINDS) {
            for (const [withRange, poleAgainstCharge, sheltered] of [
              [true, false, false],
              [false, true, true],
            ] as const) {
              const situation = { kind, withRange, poleAgainstCharge, sheltered };
              const value = attackDxValue(state, attacker, target, situation);
              if (value !== attackDx(state, attacker, target, situation).value)
                wrong.push(`${attacker.id} on ${target.id} (${kind}, ${withRange})`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("isFrontHexOf is a front arc (or a snake's side) of a hex next to a one-hex figure", () => {
    const wrong: string[] = [];
    for (const state of STATES.filter((_, i) => i % 3 === 0)) {
      for (const f of state.figures) {
        if (isLarge(f)) continue;
        for (let dq = -2; dq <= 2; dq++) {
          for (let dr = -2; dr <= 2; dr++) {
            const h = { q: f.position.q + dq, r: f.position.r + dr };
            const arc = arcToward(f.position, f.facing, h);
            const front =
              hexDistance(f.position, h) === 1 &&
              (arc === "front" || (arc === "side" && f.traits.sidesAreFront));
            if (isFrontHexOf(f, h) !== front) wrong.push(`${f.id} ${hexKey(h)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
