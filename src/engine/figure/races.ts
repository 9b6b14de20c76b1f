/**
 * The peoples a player may build a fighter from (MELEE: CREATING A FIGURE, NONHUMAN FIGURES,
 * FANTASY FIGHTERS). Monsters and beasts are in monsters.ts: they are not built from points.
 */
import { memberOf } from "../lists.ts";
import type { ArmorId } from "./equipment.ts";

export const RACE_IDS = [
  "human",
  "elf",
  "dwarf",
  "halfling",
  "orc",
  "hobgoblin",
  "goblin",
] as const;
export type RaceId = (typeof RACE_IDS)[number];

export interface Race {
  readonly id: RaceId;
  readonly name: string;
  /** ST + DX of a new figure. */
  readonly total: number;
  readonly minSt: number;
  readonly minDx: number;
  /** Movement allowance by armor worn. */
  readonly ma: Readonly<Record<ArmorId, number>>;
  /** Extra damage with hammers and axes (dwarves). */
  readonly hammerAxeDamage: number;
  /** Extra adjDX and damage with missile and thrown weapons (halflings). */
  readonly missileDx: number;
  readonly missileDamage: number;
}

// AM §5 ARMOR AND SHIELDS gives cloth MA 10 and half-plate and fine plate 6, as for plate.
const HUMAN_MA: Record<ArmorId, number> = {
  none: 10,
  leather: 8,
  chainmail: 6,
  plate: 6,
  cloth: 10,
  "half-plate": 6,
  "fine-plate": 6,
};

const base = { hammerAxeDamage: 0, missileDx: 0, missileDamage: 0, ma: HUMAN_MA };

export const RACES: Readonly<Record<RaceId, Race>> = {
  human: { ...base, id: "human", name: "Human", total: 24, minSt: 8, minDx: 8 },
  // An elf runs faster unarmored and in leather; in heavier armor it moves as a man.
  elf: {
    ...base,
    id: "elf",
    name: "Elf",
    total: 24,
    minSt: 6,
    minDx: 10,
    // Cloth does not slow a man (AM: MA 10, as unarmored), so it leaves an elf its 12.
    ma: { ...HUMAN_MA, none: 12, leather: 10, cloth: 12 },
  },
  dwarf: {
    ...base,
    id: "dwarf",
    name: "Dwarf",
    total: 24,
    minSt: 10,
    minDx: 6,
    hammerAxeDamage: 1,
  },
  halfling: {
    ...base,
    id: "halfling",
    name: "Halfling",
    total: 20,
    minSt: 4,
    minDx: 12,
    missileDx: 3,
    missileDamage: 1,
  },
  // The rulebook gives orcs no numbers of their own: "just like a human figure".
  orc: { ...base, id: "orc", name: "Orc", total: 24, minSt: 8, minDx: 8 },
  hobgoblin: { ...base, id: "hobgoblin", name: "Hobgoblin", total: 20, minSt: 6, minDx: 6 },
  goblin: { ...base, id: "goblin", name: "Goblin", total: 18, minSt: 4, minDx: 4 },
};

export const isRaceId = memberOf(RACE_IDS);
