import { describe, expect, it } from "vitest";
import { laMameOrderWords, parseLaMameOrder } from "../../commands/lamame/order-words.ts";
import { defaultOrder } from "../../src/games/la-mame/index.ts";
import { LaMameLocalGame } from "../../src/play/la-mame/session.ts";

describe("La Mame local play: the words for orders", () => {
  it("reads each order", () => {
    expect(parseLaMameOrder("bid 3", "you")).toEqual({ type: "start-bid", by: "you", gold: 3 });
    expect(parseLaMameOrder("pick tax build", "you")).toEqual({
      type: "pick-actions",
      by: "you",
      cards: ["tax", "build"],
    });
    expect(parseLaMameOrder("move knight castle-1 front-1 mountains", "you")).toEqual({
      type: "move",
      by: "you",
      unit: "knight",
      from: "castle-1",
      path: ["front-1", "mountains"],
    });
    expect(parseLaMameOrder("guess 1 2", "you")).toEqual({
      type: "guess",
      by: "you",
      guesses: [1, 2],
    });
    expect(parseLaMameOrder("Fire front-1 border-1-2", "you")).toEqual({
      type: "fire",
      by: "you",
      from: "front-1",
      target: "border-1-2",
    });
  });

  it("answers a slip in words", () => {
    expect(() => parseLaMameOrder("bid lots", "you")).toThrow('"lots" is not a whole number');
    expect(() => parseLaMameOrder("move camp left-1 front-1", "you")).toThrow(
      "Only knights and soldiers",
    );
    expect(() => parseLaMameOrder("dance", "you")).toThrow('Unknown command "dance"');
  });
});

describe("La Mame local play: a game against computer players", () => {
  it("lets the computers act, keeps their sealed choices sealed, and refuses bad orders without change", () => {
    const game = new LaMameLocalGame("you", ["north", "east"], "introductory", 7);
    const opening = game.opening();
    expect(opening.at(-1)).toBe("Your initial build?");
    expect(game.handle("build knight castle-9")).toEqual([
      'There is no area "castle-9" on this map.',
    ]);
    const afterPass = game.handle("pass");
    expect(afterPass).toContain("north seals a start bid.");
    expect(afterPass.join("\n")).not.toMatch(/Start bids:/);
    expect(afterPass.at(-1)).toBe("Your start bid?");
  });

  it("plays to the end when the human always types the deadline's default", () => {
    const game = new LaMameLocalGame("you", ["north", "east"], "introductory", 11);
    let last = game.opening();
    for (let i = 0; i < 200 && game.current.phase.kind !== "over"; i++) {
      last = game.handle(laMameOrderWords(defaultOrder(game.current, "you")));
      expect(last.at(-1)).toMatch(/^(Your .+\?|Game over: .+ wins\.)$/);
    }
    expect(last.at(-1)).toMatch(/^Game over: .+ wins\.$/);
  });
});
