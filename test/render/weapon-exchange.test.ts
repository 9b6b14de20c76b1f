/** An exchange of weapons in the log (AM §2 option IV(b)): the offer, then who gave and took what. */
import { expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

it("logs A's offer and B taking it up", () => {
  const b = new TestBattle(
    [
      fighter("a", human("Ann"), "E5", S),
      fighter("b", human("Bo", { weapons: ["mace"], readyWeapon: "mace" }), "E6", N),
      fighter("t", human("Tor"), "E14", N, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  const events = b.turn([
    { figure: "a", option: "e", ready: { exchangeWith: "b" } },
    { figure: "b", option: "e", ready: { exchangeWith: "a" } },
    { figure: "t", option: "pass" },
  ]);
  expect(describeEvents(b.state, events)).toEqual(
    expect.arrayContaining([
      "Ann offers to exchange weapons with Bo",
      "Bo exchanges weapons with Ann: gives the mace, takes the broadsword",
    ]),
  );
});
