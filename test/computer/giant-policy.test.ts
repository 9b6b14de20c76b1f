/**
 * The policy gives a giant only orders the engine accepts: it needs room for its three hexes where
 * it ends and as it turns (MELEE: GIANT), which the policy's one-hex searches do not see. Before
 * the check, a giant near a wall or a foe was told to turn into occupied or outside hexes.
 */
import { describe, expect, it } from "vitest";
import { chooseOrder } from "../../src/computer/policy.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import { applyOrder } from "../../src/engine/battle/apply.ts";
import { pendingDecision } from "../../src/engine/battle/decisions.ts";
import { IllegalOrderError } from "../../src/engine/battle/errors.ts";
import { createBattle } from "../../src/engine/battle/setup.ts";
import { beast, fighter, human, N, S, setupOf } from "../engine/battle/builders.ts";

/** The giant's hex and its two foes', in the middle, by the walls and in the corners. */
const PLACES = [
  ["F5", "F9", "H9"],
  ["B3", "B6", "C6"],
  ["K3", "K6", "J6"],
  ["B8", "D8", "D10"],
  ["K14", "J11", "K11"],
] as const;
const SEEDS = 40;
const MAX_STEPS = 300;

describe("the policy with a giant", () => {
  it("never gives an order the engine refuses", () => {
    const refused: string[] = [];
    let ended = 0;
    for (const [giantAt, anaAt, boAt] of PLACES) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const setup = setupOf([
          beast("g", "red", "giant", giantAt, S),
          fighter("a", "blue", anaAt, N, human("Ana")),
          fighter("b", "blue", boAt, N, human("Bo", { weapons: ["spear"], readyWeapon: "spear" })),
        ]);
        const dice = new SeededDice(seed);
        let state = createBattle(setup, dice).state;
        for (let step = 0; step < MAX_STEPS && pendingDecision(state).kind !== "ended"; step++) {
          const order = chooseOrder(state);
          try {
            state = applyOrder(state, order, dice).state;
          } catch (error) {
            if (!(error instanceof IllegalOrderError)) throw error;
            refused.push(`${giantAt}, seed ${seed}: ${JSON.stringify(order)}: ${error.message}`);
            break;
          }
        }
        if (pendingDecision(state).kind === "ended") ended += 1;
      }
    }
    expect(refused).toEqual([]);
    // The giant still fights: most of these battles are decided.
    expect(ended).toBeGreaterThan(PLACES.length * SEEDS * 0.9);
  });
});
