/**
 * AM §6 GUNPOWDER WEAPONS: "If you bought very cheap gunpowder, the GM may make it a roll of 4, 5,
 * or 6!" A figure with cheap powder (`cheapPowder`, or given it by the GM) loses its shot on any of
 * those. Readings in docs/rulings.md, "Gunpowder".
 */
import { describe, expect, it } from "vitest";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** A (DX 12, Guns) in E5 with an arquebus at T in E8; `cheap`: its powder is cheap. */
function gunner(cheap: boolean) {
  const a = human("A", {
    weapons: ["arquebus"],
    readyWeapon: "arquebus",
    talents: ["guns"],
    ...(cheap ? { cheapPowder: true as const } : {}),
  });
  return new TestBattle([fighter("a", a, "E5", S), fighter("t", human("T"), "E8", N, "red")], {
    ruleset: "advanced-melee",
  });
}

const fires = (b: TestBattle, faces: number[]) =>
  b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "f", target: "t" },
    ],
    faces,
  );

describe("AM §6 cheap powder", () => {
  it("a 4 on cheap powder is bad: the arquebus does not fire; good powder fires on a 4", () => {
    const cheap = gunner(true);
    const events = fires(cheap, [4]);
    expect(describeEvent(cheap.state, eventsOf(events, "powder-roll")[0] as never)).toBe(
      "A's arquebus: cheap powder 1d6 = 4, bad: it does not fire",
    );
    expect(attackRolls(events)).toEqual([]);
    expect(attackRolls(fires(gunner(false), [4, 3, 3, 3, 1, 1, 1]))).toHaveLength(1);
  });

  it("cheap powder still fires on a 3", () => {
    expect(attackRolls(fires(gunner(true), [3, 3, 3, 3, 1, 1, 1]))).toHaveLength(1);
  });

  it("the GM gives a figure cheap powder; under MELEE there is none to give", () => {
    const b = gunner(false);
    const [ruling] = b.order({
      type: "gm",
      gm: "Gamma",
      ruling: { kind: "give", figure: "a", item: "cheap-powder", ready: false },
    });
    expect(describeEvent(b.state, ruling as never)).toContain(
      "given cheap powder, bad on a 4, 5 or 6",
    );
    expect(b.fig("a").cheapPowder).toBe(true);
    const melee = new TestBattle([
      fighter("a", human("A"), "E5", S),
      fighter("t", human("T"), "E8", N, "red"),
    ]);
    expect(() =>
      melee.order({
        type: "gm",
        gm: "Gamma",
        ruling: { kind: "give", figure: "a", item: "cheap-powder", ready: false },
      }),
    ).toThrow("Gunpowder is ADVANCED MELEE's (§6).");
  });
});
