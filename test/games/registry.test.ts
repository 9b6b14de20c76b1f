import { describe, expect, it } from "vitest";
import { MELEE } from "../../src/games/melee/melee-game.ts";
import { GAMES, gameById } from "../../src/games/registry.ts";

describe("the games a stored battle may name", () => {
  it("finds each game by the id it declares, MELEE among them", () => {
    for (const [id, game] of Object.entries(GAMES)) expect(game.id).toBe(id);
    expect(gameById("melee")).toBe(MELEE);
  });

  it("knows no other id, not even an object's own property names", () => {
    expect(gameById("chess")).toBeNull();
    expect(gameById("toString")).toBeNull();
    expect(gameById("")).toBeNull();
  });
});
