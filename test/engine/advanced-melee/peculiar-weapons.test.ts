/**
 * AM §5 PECULIAR WEAPONS: each needs its own talent and cannot be used at all without it; the
 * talents a figure may have (talents.ts) are AM's only. The nunchuks: ST 8, 1+1, a pair held in
 * both hands, one striking a turn.
 */
import { describe, expect, it } from "vitest";
import { WEAPONS } from "../../../src/engine/figure/equipment.ts";
import { gearRuleset } from "../../../src/engine/figure/ruleset-equipment.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import {
  attackRolls,
  damages,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const NUNCHUK_MASTER = human("Kano", {
  st: 8,
  dx: 16,
  weapons: ["nunchuks", "dagger"],
  readyWeapon: "nunchuks",
  talents: ["nunchuks"],
});

function duel(spec = NUNCHUK_MASTER): TestBattle {
  return new TestBattle(
    [fighter("a", spec, "E5", S), fighter("t", human("Target"), "E6", N, "red")],
    { ruleset: "advanced-melee" },
  );
}

describe("the peculiar weapons' talents", () => {
  it("gives the nunchuks the table's ST 8 and 1+1, both hands and their talent", () => {
    const { damage, st, twoHanded, talent, class: kind } = WEAPONS.nunchuks;
    expect([damage, st, twoHanded, talent, kind]).toEqual([
      { dice: 1, add: 1 },
      8,
      true,
      "nunchuks",
      "hand",
    ]);
  });

  it("refuses nunchuks in hand without the talent, but lets them be carried", () => {
    const untrained = { ...NUNCHUK_MASTER, talents: [] };
    expect(validateFigure(untrained, "advanced-melee")).toEqual([
      "Nunchuks cannot be used without the Nunchuks talent; give Kano the talent or ready another weapon",
    ]);
    expect(validateFigure({ ...untrained, readyWeapon: "dagger" }, "advanced-melee")).toEqual([]);
    expect(validateFigure(NUNCHUK_MASTER, "advanced-melee")).toEqual([]);
  });

  it("refuses talents under MELEE and an unknown talent under AM", () => {
    const meleeFigure = human("Ragnar", { talents: ["nunchuks"] });
    expect(validateFigure(meleeFigure, "melee")).toEqual([
      '"nunchuks" is an ADVANCED MELEE talent; MELEE figures have no talents',
    ]);
    const odd = human("Ragnar", { talents: ["juggling" as "nunchuks"] });
    expect(validateFigure(odd, "advanced-melee")).toEqual([
      '"juggling" is not a talent; choose from nunchuks, net-and-trident, whip, bola, lasso, sha-ken, horseman, expert-horseman, missile-weapons, guns, swimming, diving, knife, sword, ax-mace, pole-weapons, quarterstaff, bow, crossbow, unarmed-combat-1, unarmed-combat-2, unarmed-combat-3, unarmed-combat-4, unarmed-combat-5, tactics, strategy, alertness or two-weapons',
    ]);
    expect(gearRuleset(meleeFigure)).toBe("advanced-melee");
  });

  it("keeps a figure without talents free of the field in battle", () => {
    const b = duel();
    expect(b.fig("a").talents).toEqual(["nunchuks"]);
    expect("talents" in b.fig("t")).toBe(false);
  });

  it("will not let an untrained figure ready carried nunchuks (k)", () => {
    const b = duel({ ...NUNCHUK_MASTER, talents: [], readyWeapon: "dagger" });
    expect(() =>
      b.turn([
        { figure: "t", option: "pass" },
        { figure: "a", option: "k", ready: { weapon: "nunchuks" } },
      ]),
    ).toThrow("Kano cannot use nunchuks without the Nunchuks talent.");
  });

  it("will not let an untrained figure pick nunchuks up (o)", () => {
    const b = new TestBattle(
      [
        fighter("a", human("Looter", { weapons: ["dagger"], readyWeapon: "dagger" }), "E5", S),
        fighter("t", human("Target"), "E6", N, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    b.place("nunchuks", "E5");
    expect(() =>
      b.turn([
        { figure: "t", option: "pass" },
        { figure: "a", option: "o", ready: { pickUp: "nunchuks" } },
      ]),
    ).toThrow("Looter cannot use nunchuks without the Nunchuks talent.");
  });
});

describe("striking with nunchuks", () => {
  it("hits at the figure's DX for 1+1", () => {
    const b = duel();
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t" },
      ],
      [3, 3, 4, 5],
    );
    expect(attackRolls(events)[0]).toMatchObject({ adjDx: 16, faces: [3, 3, 4], result: "hit" });
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 1, add: 1 }, total: 6, taken: 6 });
  });

  it("strikes with both at −4 each, one after the other, at the same foe", () => {
    const b = duel();
    const events = b.turn(
      [
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t", attack: "two-weapons" },
      ],
      [3, 3, 3, 4, 3, 3, 3, 2],
    );
    expect(attackRolls(events).map((r) => [r.weapon, r.adjDx, r.result])).toEqual([
      ["Nunchuks", 12, "hit"],
      ["Nunchuks", 12, "hit"],
    ]);
    expect(attackRolls(events)[0]?.modifiers).toContainEqual({ label: "both nunchuks", value: -4 });
    expect(damages(events).map((d) => d.taken)).toEqual([5, 3]);
  });

  it("refuses two blows to a figure with one weapon and no main-gauche", () => {
    const b = duel({ ...NUNCHUK_MASTER, readyWeapon: "dagger" });
    expect(() =>
      b.turn([
        { figure: "t", option: "pass" },
        { figure: "a", option: "h", target: "t", attack: "two-weapons" },
      ]),
    ).toThrow(
      "Kano needs a weapon in each hand, a net and trident, or a pair of nunchuks, to strike twice.",
    );
  });
});
