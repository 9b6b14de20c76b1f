/**
 * Every order La Mame's MELEE offers a seat reads back from its typed words as the same order,
 * through a game the computer plays for every seat (so the hostile test's legal /lamame orders
 * are orders the command accepts).
 */
import { expect, it } from "vitest";
import { laMameOrderWords, parseLaMameOrder } from "../../commands/lamame/order-words.ts";
import { SeededDice } from "../../src/dice/dice.ts";
import { LA_MAME_PLAY, laMameChoices } from "../../src/games/la-mame/play.ts";

it("reads every offered order back from its words, through a whole game", () => {
  const seats = LA_MAME_PLAY.seatIds(3);
  let state = LA_MAME_PLAY.rules.start(
    LA_MAME_PLAY.setup(seats, {}),
    "full",
    new SeededDice(7),
  ).state;
  const kinds = new Set<string>();
  for (let step = 0; step < 400 && LA_MAME_PLAY.rules.awaiting(state).length > 0; step++) {
    for (const { seat } of LA_MAME_PLAY.rules.awaiting(state)) {
      for (const { order } of laMameChoices(state, seat)) {
        kinds.add(order.type);
        expect(parseLaMameOrder(laMameOrderWords(order), seat)).toEqual(order);
      }
    }
    const seat = LA_MAME_PLAY.rules.awaiting(state)[0]?.seat ?? "";
    const order = LA_MAME_PLAY.computerOrder(state, seat, new SeededDice(step));
    state = LA_MAME_PLAY.rules.apply(state, order, new SeededDice(step)).state;
  }
  expect(kinds.size).toBeGreaterThanOrEqual(8);
});
