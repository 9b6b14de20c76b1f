import { describe, expect, it } from "vitest";
import { laMameRules } from "../../../src/games/la-mame/index.ts";
import { ANN, BOB, goldOf, midGame, play, unitsAt } from "./game.ts";

describe("attacks (La Mame's MELEE, Attacks)", () => {
  const plain = () =>
    midGame([
      { owner: ANN, kind: "soldier", area: "right-1" },
      { owner: BOB, kind: "soldier", area: "border-1-2" },
      { owner: BOB, kind: "knight", area: "border-1-2" },
      { owner: BOB, kind: "camp", area: "border-1-2" },
      { owner: BOB, kind: "catapult", area: "border-1-2" },
    ]);
  const attack = {
    type: "attack",
    by: ANN,
    from: "right-1",
    unit: "soldier",
    to: "border-1-2",
  } as const;

  it("seals the attacker's gold, then the defender guesses once in plains", () => {
    let { state, events } = play(plain(), attack, { type: "attack-gold", by: ANN, gold: 3 });
    expect(events).toEqual([
      {
        type: "attack-declared",
        attacker: ANN,
        defender: BOB,
        from: "right-1",
        to: "border-1-2",
        unit: "soldier",
        guesses: 1,
      },
      { type: "sealed", player: ANN, what: "attack gold" },
    ]);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: BOB, decision: "defence guess" }]);
    expect(() => play(state, { type: "guess", by: BOB, guesses: [1, 2] })).toThrow("Make 1 guess.");
    expect(() => play(state, { type: "guess", by: BOB, guesses: [11] })).toThrow("from 1 to 10");
    ({ state, events } = play(state, { type: "guess", by: BOB, guesses: [2] }));
    expect(events[0]).toEqual({
      type: "attack-resolved",
      attacker: ANN,
      gold: 3,
      guesses: [2],
      hit: false,
    });
    // A wrong guess destroys the soldier first; the gold is spent.
    expect(events[1]).toEqual({
      type: "destroyed",
      owner: BOB,
      unit: "soldier",
      area: "border-1-2",
    });
    expect(goldOf(state, ANN)).toBe(7);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: ANN, decision: "attack gold" }]);
  });

  it("loses the attacker to a right guess, with the gold spent", () => {
    const { state, events } = play(
      plain(),
      attack,
      { type: "attack-gold", by: ANN, gold: 4 },
      { type: "guess", by: BOB, guesses: [4] },
    );
    expect(events.slice(2)).toEqual([
      { type: "attack-resolved", attacker: ANN, gold: 4, guesses: [4], hit: true },
      { type: "destroyed", owner: ANN, unit: "soldier", area: "right-1" },
    ]);
    expect(unitsAt(state, "right-1")).toEqual([]);
    expect(unitsAt(state, "border-1-2")).toHaveLength(4);
    expect(goldOf(state, ANN)).toBe(6);
    expect(laMameRules.awaiting(state)).toEqual([{ seat: ANN, decision: "move or attack" }]);
  });

  it("beats soldier, then knight, then camp (captured and swapped), then takes the catapult free", () => {
    const { state, events } = play(
      plain(),
      attack,
      { type: "attack-gold", by: ANN, gold: 1 },
      { type: "guess", by: BOB, guesses: [2] },
      { type: "attack-gold", by: ANN, gold: 1 },
      { type: "guess", by: BOB, guesses: [2] },
      { type: "attack-gold", by: ANN, gold: 1 },
      { type: "guess", by: BOB, guesses: [2] },
    );
    expect(events.filter((e) => e.type === "destroyed" || e.type === "captured")).toEqual([
      { type: "destroyed", owner: BOB, unit: "soldier", area: "border-1-2" },
      { type: "destroyed", owner: BOB, unit: "knight", area: "border-1-2" },
      { type: "captured", by: ANN, from: BOB, unit: "camp", area: "border-1-2", swapped: true },
      {
        type: "captured",
        by: ANN,
        from: BOB,
        unit: "catapult",
        area: "border-1-2",
        swapped: true,
      },
    ]);
    expect(unitsAt(state, "border-1-2")).toEqual(["ann camp", "ann catapult", "ann soldier"]);
    expect(goldOf(state, ANN)).toBe(7);
    // The captured catapult cannot fire this turn.
    expect(() =>
      play(state, { type: "fire", by: ANN, from: "border-1-2", target: "left-2" }),
    ).toThrow("cannot fire until next turn");
  });

  it("may be called off between rounds, and ends when the attacker's gold runs out", () => {
    const first = play(
      plain(),
      attack,
      { type: "attack-gold", by: ANN, gold: 1 },
      { type: "guess", by: BOB, guesses: [2] },
    );
    const { events } = play(first.state, { type: "withdraw", by: ANN });
    expect(events).toEqual([{ type: "withdrew", attacker: ANN, to: "border-1-2" }]);
    const poor = plain();
    (poor.players[0] as { gold: number }).gold = 2;
    const broke = play(
      poor,
      attack,
      { type: "attack-gold", by: ANN, gold: 2 },
      { type: "guess", by: BOB, guesses: [1] },
    );
    expect(broke.events.at(-1)).toEqual({ type: "withdrew", attacker: ANN, to: "border-1-2" });
  });

  it("needs at least 1 gold", () => {
    const state = plain();
    (state.players[0] as { gold: number }).gold = 0;
    expect(() => play(state, attack)).toThrow("at least 1 gold");
  });

  it("gives a defender in mountains two different guesses, and a knight cannot attack there", () => {
    const state = midGame([
      { owner: ANN, kind: "soldier", area: "front-1" },
      { owner: ANN, kind: "knight", area: "castle-1" },
      { owner: BOB, kind: "soldier", area: "mountains" },
    ]);
    const declared = play(state, {
      type: "attack",
      by: ANN,
      from: "front-1",
      unit: "soldier",
      to: "mountains",
    });
    expect(declared.events[0]).toMatchObject({ guesses: 2 });
    const sealed = play(declared.state, { type: "attack-gold", by: ANN, gold: 5 }).state;
    expect(() => play(sealed, { type: "guess", by: BOB, guesses: [3, 3] })).toThrow("different");
    expect(play(sealed, { type: "guess", by: BOB, guesses: [3, 5] }).events[0]).toMatchObject({
      hit: true,
    });
    const knight = midGame([
      { owner: ANN, kind: "knight", area: "front-1" },
      { owner: BOB, kind: "soldier", area: "mountains" },
    ]);
    expect(() =>
      play(knight, { type: "attack", by: ANN, from: "front-1", unit: "knight", to: "mountains" }),
    ).toThrow("Knights cannot attack");
  });

  it("asks no more guesses than the values the attacker could hold", () => {
    const state = midGame(
      [
        { owner: ANN, kind: "soldier", area: "front-1" },
        { owner: BOB, kind: "soldier", area: "mountains" },
      ],
      { [ANN]: 1, [BOB]: 0 },
    );
    const sealed = play(
      state,
      { type: "attack", by: ANN, from: "front-1", unit: "soldier", to: "mountains" },
      { type: "attack-gold", by: ANN, gold: 1 },
    ).state;
    expect(play(sealed, { type: "guess", by: BOB, guesses: [1] }).events[0]).toMatchObject({
      hit: true,
    });
  });
});

describe("castles (La Mame's MELEE, Castle; Game End)", () => {
  it("defend with two guesses: first the units inside, then the garrison; taking it ends the game", () => {
    const state = midGame([
      { owner: ANN, kind: "knight", area: "left-2" },
      { owner: BOB, kind: "soldier", area: "castle-2" },
    ]);
    let { state: now, events } = play(
      state,
      { type: "attack", by: ANN, from: "left-2", unit: "knight", to: "castle-2" },
      { type: "attack-gold", by: ANN, gold: 4 },
      { type: "guess", by: BOB, guesses: [1, 2] },
    );
    expect(events[0]).toMatchObject({ guesses: 2 });
    expect(unitsAt(now, "castle-2")).toEqual([]);
    expect(laMameRules.awaiting(now)).toEqual([{ seat: ANN, decision: "attack gold" }]);
    ({ state: now, events } = play(
      now,
      { type: "attack-gold", by: ANN, gold: 3 },
      { type: "guess", by: BOB, guesses: [1, 2] },
    ));
    expect(events.at(-1)).toEqual({ type: "castle-taken", by: ANN, from: BOB, area: "castle-2" });
    expect(laMameRules.result(now)).toEqual({ winners: [ANN] });
    expect(laMameRules.awaiting(now)).toEqual([]);
    expect(() => play(now, { type: "end-action", by: ANN })).toThrow("The game is over");
  });

  it("must be attacked even when empty, and a move into one is refused", () => {
    const state = midGame([{ owner: ANN, kind: "knight", area: "left-2" }]);
    expect(() =>
      play(state, { type: "move", by: ANN, from: "left-2", unit: "knight", path: ["castle-2"] }),
    ).toThrow("attack it first");
    const { events } = play(state, {
      type: "attack",
      by: ANN,
      from: "left-2",
      unit: "knight",
      to: "castle-2",
    });
    expect(events[0]).toMatchObject({ defender: BOB, guesses: 2 });
  });
});
