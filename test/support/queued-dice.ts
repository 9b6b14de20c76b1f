/**
 * Dice that play the faces a test queues, then a fixed seed's once the queue is empty: for
 * services whose writes take fresh dice. MELEE's d6 rolls and other games' dice (a d4 to a d12)
 * take from the same queue.
 */
import { type Dice, SeededDice } from "../../src/dice/dice.ts";

export function queuedDice(queue: number[], seed = 7): Dice {
  const seeded = new SeededDice(seed);
  const d6 = () => queue.shift() ?? seeded.d6();
  return { d6, roll: (sides) => (sides === 6 ? d6() : (queue.shift() ?? seeded.roll(sides))) };
}
