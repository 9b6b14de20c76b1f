/**
 * Random ADVANCED MELEE battles with one multi-hex figure of each size (AM §3, §4): after every
 * order no figure covers a wall or a hex off the map, and no two standing figures share a hex
 * (hand-to-hand piles and figures on the ground aside). The big figure is a GM's beast of 2, 4, 5
 * or 7 hexes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseOrder } from "../../../src/computer/policy.ts";
import { SeededDice } from "../../../src/dice/dice.ts";
import { applyOrder } from "../../../src/engine/battle/apply.ts";
import { pendingDecision } from "../../../src/engine/battle/decisions.ts";
import { IllegalOrderError } from "../../../src/engine/battle/errors.ts";
import { isInHth, isOut } from "../../../src/engine/battle/figures.ts";
import { footprint } from "../../../src/engine/battle/footprint.ts";
import { createBattle, type FigureSetup } from "../../../src/engine/battle/setup.ts";
import type { BattleState } from "../../../src/engine/battle/types.ts";
import { customArena, isInArena } from "../../../src/engine/hex/arena.ts";
import {
  type Direction,
  formatHex,
  fromOffset,
  hexKey,
} from "../../../src/engine/hex/coordinates.ts";
import { figureSpecArb, Rng, randomLegalOrder } from "./generators.ts";

const RUNS = 20;
const ORDERS = 80;

/** Every figure on the map and inside it; standing figures out of HTH piles in hexes of their own. */
function checkFootprints(state: BattleState, where: string): void {
  const standing = new Map<string, string>();
  for (const f of state.figures) {
    if (f.escaped) continue;
    for (const h of footprint(f)) {
      expect(
        isInArena(state.arena, h),
        `${f.id} covers ${formatHex(h)}, off the map, ${where}`,
      ).toBe(true);
      if (isOut(f) || f.posture !== "standing" || f.flying || isInHth(state, f)) continue;
      const other = standing.get(hexKey(h));
      expect(other, `${other} and ${f.id} both stand in ${formatHex(h)} ${where}`).toBeUndefined();
      standing.set(hexKey(h), f.id);
    }
  }
}

const caseArb = fc.record({
  hexes: fc.constantFrom(2, 3, 4, 5, 7),
  specs: fc.array(figureSpecArb(false), { minLength: 2, maxLength: 3 }),
  cells: fc.uniqueArray(fc.integer({ min: 0, max: 9 * 10 - 1 }), { minLength: 6, maxLength: 6 }),
  facings: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
  seed: fc.nat(),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function start(c: Case): BattleState | null {
  const at = (cell: number) => fromOffset(cell % 9, Math.floor(cell / 9));
  const walls = c.cells.slice(4).map(at);
  const men: FigureSetup[] = c.specs.map((spec, i) => ({
    kind: "fighter",
    id: `m${i}`,
    side: "men",
    spec: { ...spec, name: `M${i} ${spec.name}` },
    position: at(c.cells[i + 1] as number),
    facing: (c.facings[i + 1] ?? 0) as Direction,
  }));
  try {
    const { state } = createBattle(
      {
        ruleset: "advanced-melee",
        combatType: "death",
        arena: customArena(9, 10, walls),
        sides: [
          { id: "men", name: "Men", entrance: 0 },
          { id: "beast", name: "Beast", entrance: 1 },
        ],
        figures: [
          {
            kind: "monster",
            id: "big",
            side: "beast",
            monster: "beast",
            name: "Big",
            st: 30,
            hexes: c.hexes,
            position: at(c.cells[0] as number),
            facing: (c.facings[0] ?? 0) as Direction,
          },
          ...men,
        ],
      },
      new SeededDice(c.seed),
    );
    checkFootprints(state, "at the start");
    return state;
  } catch {
    // A set-up where the figures do not fit: not a case.
    return null;
  }
}

describe("random AM battles with a multi-hex figure", () => {
  it("never put a figure off the map or in a wall, nor two standing figures in one hex", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        let state = start(c);
        fc.pre(state !== null);
        if (state === null) return;
        const dice = new SeededDice(c.seed);
        const rng = new Rng(c.seed ^ 0x2545f491);
        for (let i = 0; i < ORDERS && pendingDecision(state).kind !== "ended"; i++) {
          let next: BattleState | null = null;
          for (let tries = 0; next === null && tries < 8; tries++) {
            try {
              next = applyOrder(state, randomLegalOrder(rng, state), dice).state;
            } catch (error) {
              if (!(error instanceof IllegalOrderError)) throw error;
            }
          }
          next ??= applyOrder(state, chooseOrder(state), dice).state;
          checkFootprints(next, `after order ${i}`);
          state = next;
        }
      }),
      { numRuns: RUNS, seed: 20261126 },
    );
  });
});
