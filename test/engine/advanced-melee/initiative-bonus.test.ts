/**
 * AM §3 INITIATIVE: a GM gives an organised side (a leader's Tactics +1 or Strategy +2, superior
 * organisation) a bonus to every initiative roll from the next one on. Readings in docs/rulings.md,
 * "Organised sides".
 */
import { describe, expect, it } from "vitest";
import { INITIATIVE_BONUS_NOT_UNDER_MELEE } from "../../../src/engine/battle/initiative-bonus.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { describeEvent } from "../../../src/render/log-text.ts";
import { Bout, eventsOf, fighter, human, N, S } from "../battle/builders.ts";

/** Ann (red) and Bob (blue); red wins the first roll, 5 to 3. */
function duel(ruleset: Ruleset = "advanced-melee"): Bout {
  return Bout.of(
    [fighter("ann", "red", "E5", S, human("Ann")), fighter("bob", "blue", "E9", N, human("Bob"))],
    [5, 3],
    { ruleset },
  );
}

function bonus(b: Bout, side: string, amount: number) {
  return b.order({
    type: "gm",
    gm: "Gamma",
    ruling: { kind: "initiative-bonus", side, bonus: amount },
    reason: "Bob's Tactics",
  });
}

/** Both pass; the next turn's initiative is rolled on `faces`. */
function passTurn(b: Bout, faces: readonly number[]) {
  const winner = b.state.phase.kind === "initiative" ? b.state.phase.winner : "red";
  b.initiative(winner, true);
  const [first, second] = winner === "red" ? ["ann", "bob"] : ["bob", "ann"];
  b.move(first as string, "pass");
  return b.move(second as string, "pass", {}, faces);
}

describe("AM §3 initiative bonus for an organised side", () => {
  it("adds the bonus to the side's die from the next roll on: blue's 3+2 beats red's 4", () => {
    const b = duel();
    const events = bonus(b, "blue", 2);
    expect(events).toEqual([
      { type: "initiative-bonus", gm: "Gamma", side: "blue", bonus: 2, reason: "Bob's Tactics" },
    ]);
    expect(describeEvent(b.state, events[0] as (typeof events)[0])).toBe(
      "Gamma (GM) rules: Blue adds 2 to its initiative rolls from the next turn — Bob's Tactics",
    );
    // This turn's roll stands: red won it.
    expect(b.state.phase).toMatchObject({ kind: "initiative", winner: "red" });
    const rolled = eventsOf(passTurn(b, [4, 3]), "initiative-rolled");
    expect(rolled).toEqual([
      {
        type: "initiative-rolled",
        rounds: [
          [
            { side: "red", roll: 4 },
            { side: "blue", roll: 3, bonus: 2 },
          ],
        ],
        winner: "blue",
      },
    ]);
    expect(describeEvent(b.state, rolled[0] as (typeof rolled)[0])).toBe(
      "Initiative: Red 4, Blue 3+2 — won by Blue",
    );
  });

  it("a tie on the totals is rolled again, the bonus added again", () => {
    const b = duel();
    bonus(b, "blue", 2);
    const rolled = eventsOf(passTurn(b, [5, 3, 4, 1]), "initiative-rolled");
    expect(rolled[0]?.rounds).toEqual([
      [
        { side: "red", roll: 5 },
        { side: "blue", roll: 3, bonus: 2 },
      ],
      [
        { side: "red", roll: 4 },
        { side: "blue", roll: 1, bonus: 2 },
      ],
    ]);
    expect(rolled[0]?.winner).toBe("red");
  });

  it("a bonus of 0 takes it away: the bare dice decide again", () => {
    const b = duel();
    bonus(b, "blue", 2);
    const events = bonus(b, "blue", 0);
    expect(describeEvent(b.state, events[0] as (typeof events)[0])).toBe(
      "Gamma (GM) rules: Blue loses its initiative bonus — Bob's Tactics",
    );
    expect(b.state.initiativeBonuses).toEqual({});
    const rolled = eventsOf(passTurn(b, [4, 3]), "initiative-rolled");
    expect(rolled[0]).toMatchObject({
      rounds: [
        [
          { side: "red", roll: 4 },
          { side: "blue", roll: 3 },
        ],
      ],
      winner: "red",
    });
  });

  it("is refused under MELEE, for a side not in the battle, and beyond +4", () => {
    expect(duel("melee").refusal(rulingOf("blue", 1))).toBe(INITIATIVE_BONUS_NOT_UNDER_MELEE);
    const b = duel();
    expect(b.refusal(rulingOf("green", 1))).toBe('"green" is not a side.');
    expect(b.refusal(rulingOf("blue", 5))).toBe(
      "An initiative bonus is a whole number from 0 to 4.",
    );
  });
});

function rulingOf(side: string, amount: number) {
  return {
    type: "gm",
    gm: "Gamma",
    ruling: { kind: "initiative-bonus", side, bonus: amount },
  } as const;
}

describe("AM §3 the leader's Tactics and Strategy talents", () => {
  /** Red's Ann and Cid (Cid with `cid` talents) against blue's Bob, on the opening faces. */
  function party(cid: ("tactics" | "strategy")[], faces: readonly number[]): Bout {
    return Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann", { talents: ["tactics"] })),
        fighter("cid", "red", "F5", S, human("Cid", { talents: cid })),
        fighter("bob", "blue", "E9", N, human("Bob")),
      ],
      faces,
      { ruleset: "advanced-melee" },
    );
  }

  it("the side's best tactician leads: Tactics adds 1 from the first roll, red's 3+1 beats 3", () => {
    const b = party([], [3, 3]);
    expect(eventsOf(b.log, "initiative-rolled")[0]).toMatchObject({
      rounds: [
        [
          { side: "red", roll: 3, bonus: 1 },
          { side: "blue", roll: 3 },
        ],
      ],
      winner: "red",
    });
  });

  it("Strategy adds 2, not 3 with a Tactician beside him: red's 2+2 loses to 5", () => {
    const b = party(["strategy"], [2, 5]);
    expect(eventsOf(b.log, "initiative-rolled")[0]).toMatchObject({
      rounds: [
        [
          { side: "red", roll: 2, bonus: 2 },
          { side: "blue", roll: 5 },
        ],
      ],
      winner: "blue",
    });
  });

  it("adds to a GM's bonus, and a fallen leader leads no more", () => {
    const b = party(["strategy"], [2, 5]);
    bonus(b, "red", 1);
    // Cid falls before the next roll: Ann's Tactics (+1) and the GM's +1 are left.
    Object.assign(b.state.figures[1] ?? {}, { condition: "dead" });
    b.initiative("blue", true);
    b.move("bob", "pass");
    const rolled = eventsOf(b.move("ann", "pass", {}, [2, 5]), "initiative-rolled");
    expect(rolled[0]).toMatchObject({
      rounds: [
        [
          { side: "red", roll: 2, bonus: 2 },
          { side: "blue", roll: 5 },
        ],
      ],
    });
  });
});
