/**
 * A map with AM's bigger figures (ADVANCED MELEE §3, §4): a 7-hex dragon, head in E7 facing S,
 * faced by two men, and a 2-hex horse in H8 facing NW. No monster in the list is that size yet, so
 * two giants are made 7 and 2 hexes big once placed.
 */
import {
  type BattleFigure,
  type BattleState,
  createBattle,
  customArena,
  SeededDice,
} from "../../../src/engine/index.ts";
import { at, human, type Scenario } from "./scenarios.ts";

const N = 0;
const NE = 1;
const S = 3;
const NW = 5;

const SWORDSMAN = {
  armor: "leather",
  shield: "small-shield",
  weapons: ["shortsword"],
  readyWeapon: "shortsword",
  shieldReady: true,
} as const;

function resized(f: BattleFigure, hexes: number): BattleFigure {
  return { ...f, traits: { ...f.traits, hexes } };
}

export function dragonAndHorse(): Scenario {
  const { state } = createBattle(
    {
      ruleset: "advanced-melee",
      combatType: "death",
      arena: customArena(10, 12),
      sides: [
        { id: "men", name: "The Men", entrance: 1 },
        { id: "monsters", name: "The Monsters", entrance: 0 },
      ],
      figures: [
        {
          kind: "fighter",
          id: "bran",
          side: "men",
          spec: human("Bran", 12, SWORDSMAN),
          position: at("E8"),
          facing: N,
        },
        {
          kind: "fighter",
          id: "cora",
          side: "men",
          spec: human("Cora", 11, SWORDSMAN),
          position: at("D8"),
          facing: NE,
        },
        {
          kind: "monster",
          id: "wyrm",
          side: "monsters",
          monster: "giant",
          name: "Wyrm",
          position: at("E7"),
          facing: S,
        },
        {
          kind: "monster",
          id: "mare",
          side: "monsters",
          monster: "giant",
          name: "Mare",
          position: at("H8"),
          facing: NW,
        },
      ],
    },
    new SeededDice(1),
  );
  const sizes: Record<string, number> = { wyrm: 7, mare: 2 };
  const figures = state.figures.map((f) => (sizes[f.id] ? resized(f, sizes[f.id] as number) : f));
  const resizedState: BattleState = { ...state, figures };
  return { state: resizedState, events: [], previous: resizedState };
}
