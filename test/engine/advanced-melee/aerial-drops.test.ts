/**
 * AM §10 AERIAL COMBAT, dropping things: a flier drops a 50 kg boulder on a foe below at −4 DX
 * (and −1 for every 3 m of height, AM §5 FLYING TARGETS) for 1 die; the boulder is gone, hit or
 * miss. It carries what its ST carries (3 × ST kg), and only a flier carries boulders.
 */
import { describe, expect, it } from "vitest";
import { describeEvent } from "../../../src/render/log-text.ts";
import {
  attackRolls,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const ANN = human("Ann", { weapons: ["broadsword"], readyWeapon: "broadsword" });

/** Ann (DX 12, no armor) at E8 facing N; the gargoyle (DX 11) 6 m over E7 facing S, carrying one. */
function battle(options: { boulders?: number; height?: number } = {}) {
  const garg = beast("garg", "gargoyle", "E7", S, "red", { boulders: options.boulders ?? 1 });
  const b = new TestBattle(
    [beast("x", "wolf", "A1", S, "blue"), fighter("ann", ANN, "E8", N), garg],
    {
      ruleset: "advanced-melee",
      sides: ["red", "blue"],
    },
  );
  b.edit("garg", { flying: true, height: options.height ?? 6 });
  return b;
}

const drop = [
  { figure: "garg", option: "b", target: "ann", attack: "drop" },
  { figure: "ann", option: "pass" },
  { figure: "x", option: "pass" },
] as const;

describe("AM §10 a flier dropping a boulder", () => {
  it("hits at −4 and −2 for 6 m of height, for 1 die; the boulder is gone and the flier stays up", () => {
    const b = battle();
    const events = b.turn([...drop], [1, 2, 2, 5]);
    const [roll] = attackRolls(events);
    expect(roll).toMatchObject({ adjDx: 5, result: "hit", kind: "drop" });
    const name = (e: (typeof events)[number]) => describeEvent(b.state, e);
    const dropped = eventsOf(events, "boulder-dropped")[0];
    expect(dropped && name(dropped)).toBe("garg drops a 50 kg boulder on Ann from 6 m");
    expect(roll && name(roll)).toBe(
      "garg, Boulder (50 kg) → Ann: 3d6 = 5 (1+2+2) ≤ adjDX 5 = DX 11 − 4 dropped from the air − 2 height 6 m, hit",
    );
    expect(damages(events)[0]).toMatchObject({ total: 5 });
    expect(b.fig("ann").hits).toBe(5);
    expect(b.fig("garg")).toMatchObject({ flying: true, height: 6 });
    expect(b.fig("garg").boulders).toBeUndefined();
  });

  it("a miss loses the boulder too; with another, the flier may drop again", () => {
    const b = battle({ height: 3 });
    // More than its ST carries, set by hand: the rule drops them one at a time.
    b.edit("garg", { boulders: 2 });
    b.turn([...drop], [6, 6, 1]);
    expect(b.fig("ann").hits).toBe(0);
    expect(b.fig("garg").boulders).toBe(1);
  });

  it("is refused with nothing to carry, or on the ground", () => {
    const b = battle();
    b.edit("garg", { flying: false, height: undefined });
    // On the ground beside Ann, the gargoyle is engaged: (h) is its attack.
    const grounded = [{ ...drop[0], option: "h" }, drop[1], drop[2]] as const;
    expect(() => b.turn([...grounded])).toThrow(
      "garg must be in the air to drop things: take off first.",
    );
    const empty = battle();
    empty.edit("garg", { boulders: undefined });
    expect(() => empty.turn([...drop])).toThrow("garg carries nothing to drop.");
  });

  it("a flier carries no more boulders than 3 × its ST in kg, and a man on foot none", () => {
    expect(() => battle({ boulders: 2 })).toThrow(
      "garg carries at most 60 kg (3 × ST): 2 boulders of 50 kg are too many.",
    );
    expect(
      () =>
        new TestBattle(
          [beast("wolf", "wolf", "E7", S, "red", { boulders: 1 }), fighter("ann", ANN, "E8", N)],
          { ruleset: "advanced-melee" },
        ),
    ).toThrow("wolf cannot fly: only a flier carries boulders to drop (AM §10).");
    expect(
      () =>
        new TestBattle([
          beast("garg", "gargoyle", "E7", S, "red", { boulders: 1 }),
          fighter("ann", ANN, "E8", N),
        ]),
    ).toThrow("Boulders to drop from the air are ADVANCED MELEE's (§10).");
  });

  it("a GM gives a flier a boulder, within what it carries", () => {
    const b = battle({ boulders: 0 });
    b.order({
      type: "gm",
      gm: "gm",
      ruling: { kind: "give", figure: "garg", item: "boulder", ready: false },
    });
    expect(b.fig("garg").boulders).toBe(1);
    expect(() =>
      b.order({
        type: "gm",
        gm: "gm",
        ruling: { kind: "give", figure: "garg", item: "boulder", ready: false },
      }),
    ).toThrow("too many");
  });
});
