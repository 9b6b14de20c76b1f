/**
 * AM §6 FINE WEAPONS AND ARMOR, with forced dice: a balanced weapon +1 DX, fine metal +1 or +2
 * damage on a cutting weapon and a die against a "break", fine plate at DX −4 for its owner.
 */
import { describe, expect, it } from "vitest";
import type { FigureSpec } from "../../../src/engine/figure/figure-spec.ts";
import { validateFigure } from "../../../src/engine/figure/validate.ts";
import {
  attackRolls,
  besideTarget,
  damages,
  eventsOf,
  human,
  strikesTarget,
} from "../battle/attack-builders.ts";

/** A (ST 12, DX 12) with a fine broadsword, beside Target (ST 14, DX 10). */
function fineSword(fine: FigureSpec["fine"], over: Partial<FigureSpec> = {}) {
  const a = human("A", { st: 12, dx: 12, weapons: ["broadsword"], fine, ...over });
  return besideTarget(a, "advanced-melee");
}

describe("AM §6: fine weapons", () => {
  it("a balanced weapon strikes at +1 DX, named on the roll", () => {
    const events = strikesTarget(fineSword([{ weapon: "broadsword", dx: 1 }]), [4, 4, 5, 1, 1]);
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 13,
      modifiers: [{ label: "balanced broadsword", value: 1 }],
      weapon: "Broadsword (fine +1 DX)",
    });
  });

  it("fine metal adds its +2 to the damage", () => {
    const events = strikesTarget(fineSword([{ weapon: "broadsword", damage: 2 }]), [3, 3, 3, 1, 1]);
    expect(damages(events)[0]).toMatchObject({ damage: { dice: 2, add: 2 }, total: 4 });
  });

  it("a +2 weapon's break is only a drop on a die of 1–5, and breaks on a 6", () => {
    const b = fineSword([{ weapon: "broadsword", damage: 2 }]);
    const held = strikesTarget(b, [6, 6, 6, 5]);
    expect(eventsOf(held, "saving-roll")[0]).toMatchObject({
      faces: [5],
      target: 5,
      success: true,
      against: "fine metal",
    });
    expect(b.state.dropped.map((d) => d.item)).toEqual(["broadsword"]);
    const c = fineSword([{ weapon: "broadsword", damage: 2 }]);
    strikesTarget(c, [6, 6, 6, 6]);
    expect(c.state.dropped).toEqual([]);
    expect(c.fig("a").brokenWeapons).toEqual(["broadsword"]);
  });

  it("a +1 weapon is only dropped on 1–3", () => {
    const b = fineSword([{ weapon: "broadsword", damage: 1 }]);
    const events = strikesTarget(b, [6, 6, 6, 4]);
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ target: 3, success: false });
    expect(b.fig("a").brokenWeapons).toEqual(["broadsword"]);
  });

  it("fine plate costs its owner DX 4, not plate's 6", () => {
    const events = strikesTarget(
      fineSword([], { st: 12, dx: 14, armor: "plate", finePlate: true }),
      [3, 3, 3, 1, 1],
    );
    expect(attackRolls(events)[0]).toMatchObject({
      adjDx: 10,
      modifiers: [{ label: "fine plate armor", value: -4 }],
    });
  });

  it("is a sword, polearm, hammer, mace or ax's, metal only a cutting one's, and AM's", () => {
    const spec = (fine: FigureSpec["fine"], weapons: FigureSpec["weapons"]) =>
      human("A", { st: 12, dx: 12, weapons, readyWeapon: weapons[0] ?? null, fine });
    expect(
      validateFigure(spec([{ weapon: "dagger", dx: 1 }], ["dagger"]), "advanced-melee"),
    ).toContain(
      "Dagger cannot be fine work: only a sword, polearm, hammer, mace or ax can (AM §6)",
    );
    expect(
      validateFigure(spec([{ weapon: "mace", damage: 1 }], ["mace"]), "advanced-melee"),
    ).toContain("Mace does not cut: only a cutting weapon's metal adds damage (AM §6)");
    expect(
      validateFigure(spec([{ weapon: "mace", dx: 1 }], ["dagger"]), "advanced-melee"),
    ).toContain("A has no mace to be fine work");
    expect(validateFigure(spec([{ weapon: "mace", dx: 1 }], ["mace"]), "melee")).toContain(
      "Fine weapons and armor are ADVANCED MELEE's; A has some",
    );
  });
});
