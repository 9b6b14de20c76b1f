/**
 * A map with AM's bigger figures (ADVANCED MELEE §3, §4): a 7-hex dragon, head in E7 facing S,
 * faced by two men, and a 2-hex horse in H8 facing NW, both the GM's beasts.
 */
import { createBattle, customArena, SeededDice } from "../../../src/engine/index.ts";
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
          monster: "beast",
          name: "Wyrm",
          st: 24,
          hexes: 7,
          position: at("E7"),
          facing: S,
        },
        {
          kind: "monster",
          id: "mare",
          side: "monsters",
          monster: "beast",
          name: "Mare",
          st: 24,
          hexes: 2,
          position: at("H8"),
          facing: NW,
        },
      ],
    },
    new SeededDice(1),
  );
  return { state, events: [], previous: state };
}
