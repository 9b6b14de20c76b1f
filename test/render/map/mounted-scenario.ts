/**
 * A mounted charge on the map (ADVANCED MELEE §9): Sir Hugh on his horse Bayard charges nine hexes
 * up column E at a spearman in E4 and strikes him. The battle is played by the engine from its set-up,
 * so the picture shows the turn's path and blow as a player would see them.
 */
import {
  applyOrder,
  type BattleEvent,
  type BattleState,
  createBattle,
  customArena,
  ForcedDice,
  type Order,
} from "../../../src/engine/index.ts";
import { at, human, type Scenario } from "./scenarios.ts";

const N = 0;
const S = 3;

export function mountedCharge(): Scenario {
  const { state: start } = createBattle(
    {
      ruleset: "advanced-melee",
      combatType: "death",
      arena: customArena(9, 16),
      sides: [
        { id: "knights", name: "The Knights", entrance: 1 },
        { id: "foot", name: "The Foot", entrance: 0 },
      ],
      figures: [
        {
          kind: "fighter",
          id: "hugh",
          side: "knights",
          spec: human("Sir Hugh", 13, {
            armor: "chainmail",
            shield: "small-shield",
            weapons: ["broadsword"],
            readyWeapon: "broadsword",
            shieldReady: true,
          }),
          position: at("E14"),
          facing: N,
          mount: { beast: "horse", name: "Bayard", horsemanship: "horseman" },
        },
        {
          kind: "fighter",
          id: "odo",
          side: "foot",
          spec: human("Odo", 11, {
            armor: "leather",
            shield: null,
            weapons: ["spear"],
            readyWeapon: "spear",
            shieldReady: false,
          }),
          position: at("E4"),
          facing: S,
        },
      ],
    },
    new ForcedDice([6, 1]),
  );
  const path = [13, 12, 11, 10, 9, 8, 7, 6, 5].map((row) => at(`E${row}`));
  const orders: Order[] = [
    { type: "initiative", side: "knights", moveFirst: false },
    { type: "move", figure: "odo", option: "pass" },
    { type: "move", figure: "hugh", option: "b", path, target: "odo" },
  ];
  // Odo only waits. Sir Hugh (DX 11, chainmail −3; after 9 hexes Odo alone does not engage his
  // horse, AM §9) hits on 6 and does 4+3+2 with his broadsword at speed (AM §9 ATTACKS); he may
  // then force Odo back.
  const dice = new ForcedDice([2, 3, 1, 4, 3]);
  let state: BattleState = start;
  let previous = start;
  let events: BattleEvent[] = [];
  for (const order of orders) {
    previous = state;
    const result = applyOrder(state, order, dice);
    state = result.state;
    events = result.events;
  }
  return { state, events, previous };
}
