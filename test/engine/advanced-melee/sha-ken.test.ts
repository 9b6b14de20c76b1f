/**
 * AM §5 PECULIAR WEAPONS, sha-ken: 1-2 a star, any ST, a pouch of 12 on the belt; up to 12 thrown
 * at once at one target, each rolled for on its own along one line, at −2 for 2–3, −4 for 4–6, −6
 * for 7–9 and −8 for 10–12. The stock counts down; the last star empties the hand.
 */
import { describe, expect, it } from "vitest";
import { MOST_STARS_AT_ONCE, pouchedStars, volleyDx } from "../../../src/engine/battle/sha-ken.ts";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import { WEAPON_KG } from "../../../src/engine/figure/weights.ts";
import {
  adept,
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const NINJA = adept("Kiri", "sha-ken", "sha-ken");

/** Kiri on E10 facing north, T (red) 3 hexes off on E7, and U (red) behind T on E6. */
function starBattle(spec = NINJA): TestBattle {
  return new TestBattle(
    [
      fighter("a", spec, "E10", N),
      fighter("t", human("T"), "E7", S, "red"),
      fighter("u", human("U"), "E6", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
}

function throwStars(b: TestBattle, faces: readonly number[], more: object = {}) {
  return b.turn(
    [
      { figure: "a", option: "b", target: "t", ...more },
      { figure: "t", option: "pass" },
      { figure: "u", option: "pass" },
    ],
    faces,
  );
}

describe("sha-ken", () => {
  it("are 1-2 a star, any ST, the Sha-ken talent's, 12 to a 0.7 kg pouch", () => {
    const { damage, st, throwable, talent, pouch } = WEAPONS["sha-ken"];
    expect([damage, st, throwable, talent, pouch]).toEqual([
      { dice: 1, add: -2 },
      0,
      true,
      "sha-ken",
      12,
    ]);
    expect(WEAPON_KG["sha-ken"]).toBe(0.7);
    expect(pouchedStars(["sha-ken", "dagger", "sha-ken"])).toBe(24);
    expect(starBattle().fig("a").shaKen).toBe(12);
  });

  it("cost −2 for 2 or 3 at once, −4 for 4–6, −6 for 7–9, −8 for 10–12", () => {
    const table = Array.from({ length: MOST_STARS_AT_ONCE }, (_, i) => volleyDx(i + 1));
    expect(table).toEqual([0, -2, -2, -4, -4, -4, -6, -6, -6, -8, -8, -8]);
  });

  it("thrown 3 at once: each rolled at adjDX 9, a miss flies on at U; 9 stars left, still ready", () => {
    const b = starBattle();
    // Star 1 hits T (9) for 4-2 = 2; star 2 misses T (15) and hits U behind (6) for 6-2 = 4;
    // star 3 hits T (8) for 1-2, nothing.
    const events = throwStars(b, [3, 3, 3, 4, 5, 5, 5, 2, 2, 2, 6, 2, 3, 3, 1], { stars: 3 });
    expect(eventsOf(events, "sha-ken-thrown")).toEqual([
      { type: "sha-ken-thrown", figure: "a", target: "t", stars: 3, left: 9 },
    ]);
    expect(attackRolls(events).map((r) => [r.target, r.adjDx, r.result])).toEqual([
      ["t", 9, "hit"],
      ["t", 9, "miss"],
      ["u", 8, "hit"],
      ["t", 9, "hit"],
    ]);
    expect(attackRolls(events)[0]?.modifiers).toEqual([
      { label: "thrown 3 hexes", value: -3 },
      { label: "volley of 3 sha-ken", value: -2 },
    ]);
    expect(damages(events).map((d) => [d.target, d.taken])).toEqual([
      ["t", 2],
      ["u", 4],
      ["t", 0],
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "sha-ken", shaKen: 9 });
    expect(b.state.dropped).toEqual([]);
  });

  it("one at a time by default, at no cost: (b) with stars in hand throws one", () => {
    const b = starBattle();
    const events = throwStars(b, [3, 3, 3, 6]);
    expect(attackRolls(events)[0]).toMatchObject({ kind: "thrown", adjDx: 11, result: "hit" });
    expect(eventsOf(events, "sha-ken-thrown")[0]).toMatchObject({ stars: 1, left: 11 });
  });

  it("the last stars empty the hand and the pouches", () => {
    const b = starBattle(adept("Kiri", "sha-ken", "sha-ken", { weapons: ["sha-ken", "dagger"] }));
    b.fig("a").shaKen = 2;
    const events = throwStars(b, [3, 3, 3, 1, 3, 3, 3, 1], { stars: 2 });
    expect(eventsOf(events, "sha-ken-thrown")[0]).toMatchObject({ stars: 2, left: 0 });
    expect(b.fig("a")).toMatchObject({ readyWeapon: null, carried: ["dagger"], shaKen: 0 });
  });

  it("a pouch the GM gives comes full", () => {
    const b = starBattle();
    b.order({
      type: "gm",
      gm: "Gamma",
      ruling: { kind: "give", figure: "t", item: "sha-ken", ready: true },
    });
    expect(b.fig("t")).toMatchObject({ readyWeapon: "sha-ken", shaKen: 12 });
  });

  it("refuses more than 12 at once, more than are left, a count with a blow, and no blow with stars", () => {
    const b = starBattle();
    const order = (more: object) => () =>
      b.order({ type: "move", figure: "a", option: "b", target: "t", ...more });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    expect(order({ stars: 13 })).toThrow("From 1 to 12 sha-ken may be thrown at once (AM §5).");
    b.fig("a").shaKen = 4;
    expect(order({ stars: 5 })).toThrow("Kiri has only 4 sha-ken left.");
    expect(order({ stars: 2, attack: "weapon" })).toThrow("Kiri has no hand weapon ready");
  });
});
