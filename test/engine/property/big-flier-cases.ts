/**
 * Random ADVANCED MELEE battles with the big fliers of AM §9 and §10 (our 7-hex dragon, a griffin
 * carrying a rider, one or two gargoyles) against men on foot, on an 11 × 12 map with up to two
 * walls; for dragon-griffin-invariants.test.ts.
 */
import fc from "fast-check";
import { SeededDice } from "../../../src/dice/dice.ts";
import { createBattle, type FigureSetup } from "../../../src/engine/battle/setup.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { type Direction, fromOffset, hexKey } from "../../../src/engine/hex/coordinates.ts";
import { type BattleCase, figureSpecArb } from "./generators.ts";

const WIDTH = 11;
const HEIGHT = 12;

/** The plain arena's entrance hexes, where no wall may stand. */
const DOORS = new Set(customArena(WIDTH, HEIGHT).entrances.flat().map(hexKey));

export const bigFlierCaseArb = fc
  .record({
    men: fc.array(figureSpecArb(true), { minLength: 1, maxLength: 2 }),
    rider: figureSpecArb(false),
    gargoyles: fc.integer({ min: 1, max: 2 }),
    cells: fc.uniqueArray(fc.integer({ min: 0, max: WIDTH * HEIGHT - 1 }), {
      minLength: 8,
      maxLength: 8,
    }),
    facings: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 8, maxLength: 8 }),
    aloft: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    seed: fc.nat(),
    policyShare: fc.constantFrom(0.5, 0.8),
  })
  .map((c): BattleCase => {
    const at = (i: number) =>
      fromOffset((c.cells[i] as number) % WIDTH, Math.floor((c.cells[i] as number) / WIDTH));
    const facing = (i: number) => (c.facings[i] ?? 0) as Direction;
    const figures: FigureSetup[] = [
      {
        kind: "monster",
        id: "dragon",
        side: "wyrm",
        monster: "dragon",
        name: "Dragon",
        position: at(0),
        facing: facing(0),
      },
      {
        kind: "fighter",
        id: "rider",
        side: "men",
        spec: { ...c.rider, name: `Rider ${c.rider.name}` },
        position: at(1),
        facing: facing(1),
        mount: { beast: "griffin", horsemanship: "expert" },
      },
      ...c.men.map(
        (spec, i): FigureSetup => ({
          kind: "fighter",
          id: `man${i}`,
          side: "men",
          spec: { ...spec, name: `Man${i} ${spec.name}` },
          position: at(2 + i),
          facing: facing(2 + i),
        }),
      ),
      ...Array.from(
        { length: c.gargoyles },
        (_, i): FigureSetup => ({
          kind: "monster",
          id: `gargoyle${i}`,
          side: "wyrm",
          monster: "gargoyle",
          name: `Gargoyle ${i}`,
          position: at(4 + i),
          facing: facing(4 + i),
        }),
      ),
    ];
    return {
      seed: c.seed,
      policyShare: c.policyShare,
      setup: {
        ruleset: "advanced-melee",
        combatType: "death",
        arena: customArena(
          WIDTH,
          HEIGHT,
          [at(6), at(7)].filter((h) => !DOORS.has(hexKey(h))),
        ),
        sides: [
          { id: "wyrm", name: "Wyrm", entrance: 0 },
          { id: "men", name: "Men", entrance: 1 },
        ],
        figures,
      },
    };
  });

/** Whether the figures of the case fit the map (no body over a wall or another). */
export function fits(c: BattleCase): boolean {
  try {
    createBattle(c.setup, new SeededDice(c.seed));
    return true;
  } catch {
    return false;
  }
}
