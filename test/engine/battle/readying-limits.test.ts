/**
 * What a figure may ready or pick up in battle (MELEE III, STRENGTH; IV, options (e), (k), (o);
 * VIII, NONHUMAN FIGURES).
 */
import { describe, expect, it } from "vitest";
import { at, Bout, beast, fighter, human, N, S } from "./builders.ts";

describe("weapons picked up in battle", () => {
  it("need the figure's starting ST: ST 9 may not pick up and ready a battleaxe (ST 15)", () => {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", { st: 9, dx: 15, weapons: ["club"], readyWeapon: "club" }),
        ),
        fighter("bob", "blue", "L16", N, human("Bob")),
      ],
      [6, 1],
    );
    b.arrange((state) => {
      state.dropped.push({ item: "battleaxe", position: at("E6") });
      state.dropped.push({ item: "rapier", position: at("E6") });
    });
    b.initiative("red", true);
    expect(
      b.refusal({
        type: "move",
        figure: "ann",
        option: "e",
        path: [at("E6")],
        ready: { pickUp: "battleaxe" },
      }),
    ).toBe("Ann (ST 9) is not strong enough to use a battleaxe (ST 15).");
    b.move("ann", "e", { path: [at("E6")], ready: { pickUp: "rapier" } });
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "rapier", carried: ["club"] });
  });

  it("may not be missile weapons for an engaged figure bending over (o)", () => {
    const b = Bout.of(
      [
        fighter(
          "ann",
          "red",
          "E5",
          S,
          human("Ann", { weapons: ["broadsword", "dagger"], readyWeapon: "broadsword" }),
        ),
        fighter("bob", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.arrange((state) => {
      state.dropped.push({ item: "longbow", position: at("E5") });
      state.dropped.push({ item: "mace", position: at("E5") });
    });
    b.initiative("red", true);
    expect(
      b.refusal({ type: "move", figure: "ann", option: "o", ready: { pickUp: "longbow" } }),
    ).toBe("An engaged figure cannot ready a missile weapon.");
    b.move("ann", "o", { ready: { pickUp: "mace" } });
    expect(b.fig("ann").readyWeapon).toBe("mace");
  });
});

describe("beasts and the gargoyle use no weapons", () => {
  it.each([
    ["gargoyle", "e", "E14"],
    ["gargoyle", "o", "E7"],
    ["bear", "e", "E14"],
    ["bear", "o", "E7"],
  ] as const)(
    "the %s may not take option (%s) to pick up a battleaxe",
    (monster, option, foeAt) => {
      const b = Bout.of(
        [
          beast("g", "red", monster, "E6", S),
          fighter("h", "blue", foeAt, N, human("H", { st: 30 })),
        ],
        [6, 1],
      );
      b.arrange((state) => {
        state.dropped.push({ item: "battleaxe", position: at("E6") });
      });
      b.initiative("red", true);
      expect(
        b.refusal({ type: "move", figure: "g", option, ready: { pickUp: "battleaxe" } }),
      ).toMatch(/uses no weapons\.$/);
    },
  );
});
