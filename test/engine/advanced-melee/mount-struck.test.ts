/**
 * ADVANCED MELEE §9 MOUNTED COMBAT in battle, with forced dice: an attacker strikes at a rider's
 * horse rather than the rider; its barding stops hits (§9 ARMOR FOR RIDING BEASTS), and a horse
 * brought to ST 1 or less falls and throws its rider.
 */
import { describe, expect, it } from "vitest";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import type { MountSetup } from "../../../src/engine/mounted/beasts.ts";
import {
  attackRolls,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

/** R rides a horse, head in E6 facing N; F on foot in E5 facing S strikes at the horse. */
function battle(mount?: MountSetup): TestBattle {
  return new TestBattle(
    [rider("r", human("R"), "E6", N, mount), fighter("f", human("F"), "E5", S, "red")],
    {
      ruleset: "advanced-melee",
    },
  );
}

const riderPasses = { figure: "r", option: "pass" } as const;
const atTheHorse = { figure: "f", option: "h", target: "r", atMount: true } as const;

describe("AM §9: striking at the horse rather than its rider", () => {
  it("F's broadsword at DX 12 − 2 hits with 9, and the horse takes the 4+5: ST 21 left, R unhurt", () => {
    const b = battle();
    const events = b.turn([riderPasses, atTheHorse], [3, 3, 3, 4, 5]);
    expect(attackRolls(events)[0]).toMatchObject({ target: "r", adjDx: 10, result: "hit" });
    expect(damages(events)).toEqual([]);
    expect(eventsOf(events, "mount-hurt")).toEqual([
      {
        type: "mount-hurt",
        attacker: "f",
        figure: "r",
        mount: "Horse",
        faces: [4, 5],
        multiplier: 1,
        total: 9,
        stopped: 0,
        stoppedBy: [],
        taken: 9,
        stRemaining: 21,
      },
    ]);
    expect(b.fig("r").hits).toBe(0);
    expect(b.fig("r").mount?.hits).toBe(9);
  });

  it("chain barding stops 3 of the 9: the horse takes 6", () => {
    const b = battle({ beast: "horse", barding: "chainmail" });
    const events = b.turn([riderPasses, atTheHorse], [3, 3, 3, 4, 5]);
    expect(eventsOf(events, "mount-hurt")[0]).toMatchObject({
      stopped: 3,
      stoppedBy: ["Chainmail barding"],
      taken: 6,
      stRemaining: 24,
    });
  });

  it("a horse left at ST 1 falls unconscious and R is thrown, fallen, in the saddle hex", () => {
    const b = battle();
    b.fig("r").mount = {
      ...(b.fig("r").mount as NonNullable<ReturnType<TestBattle["fig"]>["mount"]>),
      hits: 20,
    };
    const events = b.turn([riderPasses, atTheHorse], [3, 3, 3, 4, 5]);
    expect(eventsOf(events, "dismounted")).toEqual([
      { type: "dismounted", figure: "r", beast: "r-mount", jumped: false, thrown: true },
    ]);
    const r = b.fig("r");
    expect(r.mount).toBeUndefined();
    expect(r).toMatchObject({ posture: "fallen", hits: 0, ma: 10 });
    expect(r.traits.hexes).toBe(1);
    expect(formatHex(r.position)).toBe("E6");
    expect(b.fig("r-mount")).toMatchObject({
      condition: "unconscious",
      posture: "fallen",
      hits: 29,
    });
  });

  it("without atMount the blow lands on the rider, as before", () => {
    const b = battle();
    const events = b.turn([riderPasses, { ...atTheHorse, atMount: false }], [3, 3, 3, 4, 5]);
    expect(damages(events)[0]).toMatchObject({ target: "r", taken: 9 });
    // 9 hits in a turn throw R off (rules edition 4, pulling-down.ts): the horse stands unhurt.
    expect(b.fig("r").mount).toBeUndefined();
    expect(b.fig("r-mount").hits).toBe(0);
  });

  it("is refused at a figure that rides nothing, and with an aim", () => {
    const b = new TestBattle(
      [fighter("r", human("R"), "E6", N), fighter("f", human("F"), "E5", S, "red")],
      {
        ruleset: "advanced-melee",
      },
    );
    expect(() => b.turn([atTheHorse])).toThrow("R rides no animal to attack.");
    expect(() => battle().turn([{ ...atTheHorse, aim: "head" }])).toThrow(
      "An attack at a mount is not aimed at a part of its rider.",
    );
  });
});
