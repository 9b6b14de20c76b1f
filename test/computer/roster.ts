/**
 * Fighters for the simulator tests: the book's, and one for each kind of weapon handling the
 * policy must cope with (bows, crossbows, slings, thrown and pole weapons, two weapons, bare hands,
 * nothing ready).
 */
import { FLAVIUS, RAGNAR, WULF } from "../../src/engine/figure/book-figures.ts";
import type { FigureSpec } from "../../src/engine/figure/figure-spec.ts";

export { FLAVIUS, RAGNAR, WULF };

function human(name: string, st: number, dx: number, gear: Partial<FigureSpec>): FigureSpec {
  return {
    name,
    race: "human",
    st,
    dx,
    armor: "none",
    shield: null,
    weapons: [],
    readyWeapon: null,
    shieldReady: false,
    ...gear,
  };
}

/** Other races: a dwarf with an axe, an elf with a bow (also the engine bench's fighters). */
export const DWARF: FigureSpec = {
  name: "Thrain",
  race: "dwarf",
  st: 15,
  dx: 9,
  armor: "leather",
  shield: null,
  weapons: ["battleaxe", "dagger"],
  readyWeapon: "battleaxe",
  shieldReady: false,
};
export const ELF: FigureSpec = {
  name: "Lirael",
  race: "elf",
  st: 10,
  dx: 14,
  armor: "leather",
  shield: null,
  weapons: ["horse-bow", "rapier", "dagger"],
  readyWeapon: "horse-bow",
  shieldReady: false,
};

export const ROSTER: readonly FigureSpec[] = [
  FLAVIUS,
  WULF,
  RAGNAR,
  human("Crossbowman", 12, 12, {
    armor: "leather",
    weapons: ["light-crossbow", "shortsword", "dagger"],
    readyWeapon: "light-crossbow",
  }),
  {
    name: "Slinger",
    race: "halfling",
    st: 6,
    dx: 14,
    armor: "none",
    shield: "small-shield",
    weapons: ["sling", "dagger"],
    readyWeapon: "sling",
    shieldReady: false,
  },
  human("Javelineer", 11, 13, {
    armor: "leather",
    shield: "small-shield",
    weapons: ["javelin", "dagger"],
    readyWeapon: "javelin",
    shieldReady: true,
  }),
  human("Fencer", 10, 14, {
    weapons: ["rapier", "main-gauche"],
    readyWeapon: "rapier",
  }),
  human("Brawler", 14, 10, { armor: "leather" }),
  human("Unready", 13, 11, {
    armor: "chainmail",
    shield: "small-shield",
    weapons: ["morningstar", "dagger"],
  }),
  DWARF,
  ELF,
  human("Halberdier", 13, 11, {
    armor: "chainmail",
    weapons: ["halberd", "dagger"],
    readyWeapon: "halberd",
  }),
];

/** A clearly stronger fighter (ST 16 DX 12, broadsword, plate: an experienced figure)… */
export const CHAMPION = human("Champion", 16, 12, {
  armor: "plate",
  weapons: ["broadsword"],
  readyWeapon: "broadsword",
});

/** …and an ordinary one (ST 12 DX 12, club, no armor). */
export const RECRUIT = human("Recruit", 12, 12, {
  weapons: ["club", "dagger"],
  readyWeapon: "club",
});
