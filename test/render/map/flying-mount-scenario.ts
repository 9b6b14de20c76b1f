/**
 * A rider on a flying mount above a ground fight (ADVANCED MELEE §9, §10): Sir Hugh on his griffin
 * Skyclaw takes off and climbs to 6 m over Bran and Odo, who trade blows below, while the foot's
 * 7-hex dragon takes off at the top of the map to 10 m. Played by the engine from its set-up.
 */
import {
  createBattle,
  customArena,
  type FigureSetup,
  SeededDice,
} from "../../../src/engine/index.ts";
import { at, firstTurn, human, type Scenario } from "./scenarios.ts";

const N = 0;
const S = 3;

const spearman = (name: string, st: number) =>
  human(name, st, {
    armor: "leather",
    shield: null,
    weapons: ["spear"],
    readyWeapon: "spear",
    shieldReady: false,
  });

export function riderOnAGriffin(): Scenario {
  const dice = new SeededDice(3);
  const figures: FigureSetup[] = [
    {
      kind: "fighter",
      id: "hugh",
      side: "knights",
      spec: human("Sir Hugh", 13, {
        armor: "leather",
        shield: null,
        weapons: ["broadsword"],
        readyWeapon: "broadsword",
        shieldReady: false,
      }),
      position: at("G11"),
      facing: N,
      mount: { beast: "griffin", name: "Skyclaw", horsemanship: "horseman" },
    },
    {
      kind: "fighter",
      id: "bran",
      side: "knights",
      spec: spearman("Bran", 12),
      position: at("E10"),
      facing: N,
    },
    {
      kind: "fighter",
      id: "odo",
      side: "foot",
      spec: spearman("Odo", 11),
      position: at("E9"),
      facing: S,
    },
    {
      kind: "monster",
      id: "wyrm",
      side: "foot",
      monster: "dragon",
      name: "Wyrm",
      position: at("E5"),
      facing: S,
    },
  ];
  const created = createBattle(
    {
      combatType: "death",
      ruleset: "advanced-melee",
      arena: customArena(10, 13),
      sides: [
        { id: "knights", name: "The Knights", entrance: 1 },
        { id: "foot", name: "The Foot", entrance: 0 },
      ],
      figures,
    },
    dice,
  );
  return firstTurn(
    created.state,
    dice,
    [
      { type: "move", figure: "bran", option: "h", target: "odo" },
      {
        type: "move",
        figure: "hugh",
        option: "a",
        flight: "take-off",
        height: 6,
        destination: at("F9"),
      },
      { type: "move", figure: "odo", option: "h", target: "bran" },
      { type: "move", figure: "wyrm", option: "a", flight: "take-off", height: 10, path: [] },
    ],
    "knights",
  );
}
