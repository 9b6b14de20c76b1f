/**
 * AM §5 PECULIAR WEAPONS, sha-ken: the stars are in the pouch, so a pouch dropped takes them, and
 * the figure that picks it up may throw them (rules edition 5); edition 4 left them with the owner.
 */
import { describe, expect, it } from "vitest";
import { adept, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** Kiri (sha-ken ready, a dagger) drops the pouch in E5; Aki, beside it on E6, picks it up. */
function handedOn(rulesEdition?: number): TestBattle {
  const b = new TestBattle(
    [
      fighter(
        "a",
        adept("Kiri", "sha-ken", "sha-ken", { weapons: ["sha-ken", "dagger"] }),
        "E5",
        N,
      ),
      fighter("b", adept("Aki", "dagger", "sha-ken"), "E6", N),
      fighter("t", human("T"), "E12", S, "red"),
    ],
    { ruleset: "advanced-melee", ...(rulesEdition === undefined ? {} : { rulesEdition }) },
  );
  b.turn([
    { figure: "a", option: "e", ready: { weapon: "dagger", drop: true } },
    { figure: "b", option: "pass" },
    { figure: "t", option: "pass" },
  ]);
  b.turn([
    { figure: "b", option: "e", ready: { pickUp: "sha-ken" } },
    { figure: "a", option: "pass" },
    { figure: "t", option: "pass" },
  ]);
  return b;
}

describe("AM §5: a pouch of sha-ken carries its stars", () => {
  it("goes to the ground with its 12 stars, and to the figure that picks it up", () => {
    const b = handedOn();
    expect(b.fig("a").shaKen).toBe(0);
    expect(b.fig("b")).toMatchObject({ readyWeapon: "sha-ken", shaKen: 12 });
    expect(b.state.dropped).toEqual([]);
  });

  it("in edition 4 leaves the stars with the figure that dropped it", () => {
    const b = handedOn(4);
    expect(b.fig("a").shaKen).toBe(12);
    expect(b.fig("b").readyWeapon).toBe("sha-ken");
    expect(b.fig("b").shaKen).toBeUndefined();
  });
});
