/**
 * ADVANCED MELEE §9 OPTIONS FOR RIDERS AND MOUNTS in battle, with forced dice: mounting a horse that
 * stands on the field, dismounting, and jumping off a moving one.
 */
import { describe, expect, it } from "vitest";
import { legalDestinations, legalOptions } from "../../../src/engine/battle/decisions.ts";
import { customArena } from "../../../src/engine/hex/arena.ts";
import { formatHex } from "../../../src/engine/hex/coordinates.ts";
import {
  at,
  beast,
  damages,
  eventsOf,
  fighter,
  human,
  N,
  S,
  TestBattle,
} from "../battle/attack-builders.ts";

const AM = { ruleset: "advanced-melee", arena: customArena(9, 16) } as const;
/** The red foe far away, who only passes. */
const foe = fighter("f", human("F"), "A1", S, "red");
const foePasses = { figure: "f", option: "pass" } as const;

/** R on foot in E8 and the horse H of his side in E5 (and E6 behind it), both facing N. */
function besideHorse(talents?: ("horseman" | "expert-horseman")[]): TestBattle {
  const rider = human("R", talents ? { talents } : {});
  return new TestBattle(
    [fighter("r", rider, "E8", N), beast("h", "horse", "E5", N, "blue"), foe],
    AM,
  );
}

const mountOrder = { figure: "r", option: "mount", destination: at("E7"), target: "h" } as const;

describe("AM §9: mounting a riding animal", () => {
  it("a non-Horseman rolls 3 dice against adjDX: 11 ≤ 12 puts him in the saddle", () => {
    const b = besideHorse();
    const events = b.turn([mountOrder, foePasses], [3, 4, 4]);
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ target: 12, success: true });
    expect(eventsOf(events, "mounted")).toEqual([
      { type: "mounted", figure: "r", beast: "h", at: at("E5") },
    ]);
    expect(b.state.figures.map((f) => f.id)).toEqual(["r", "f"]);
    const r = b.fig("r");
    expect(formatHex(r.position)).toBe("E5");
    expect(r.traits.hexes).toBe(2);
    // The horse's MA 30 less 8 for 100 kg (4 started multiples of its ST 30).
    expect(r.ma).toBe(22);
    expect(r.mount).toMatchObject({
      figure: "h",
      st: 30,
      hits: 0,
      horsemanship: "none",
      riderMa: 10,
    });
  });

  it("a 17 throws him to the ground beside the horse, unhurt", () => {
    const b = besideHorse();
    const events = b.turn([mountOrder, { figure: "h", option: "pass" }, foePasses], [6, 6, 5]);
    expect(eventsOf(events, "mounted")).toEqual([]);
    expect(b.fig("r")).toMatchObject({ posture: "fallen", hits: 0 });
    expect(b.fig("h").side).toBe("blue");
  });

  it("a Horseman gets on without a roll, and the horse's hits come with it", () => {
    const b = besideHorse(["horseman"]);
    b.edit("h", { hits: 5 });
    b.turn([mountOrder, foePasses], []);
    expect(b.fig("r").mount).toMatchObject({ hits: 5, horsemanship: "horseman" });
  });

  it("is an option only with a standing horse of his side in reach", () => {
    const b = besideHorse();
    expect(legalOptions(b.state, "r")).toContain("mount");
    b.edit("h", { side: "red" });
    expect(legalOptions(b.state, "r")).not.toContain("mount");
  });

  it("refuses a mount from a hex not beside the horse, and one under MELEE", () => {
    const b = besideHorse();
    expect(() => b.turn([{ ...mountOrder, destination: at("E8") }], [])).toThrow(
      "must end the move beside h",
    );
    const melee = new TestBattle([fighter("r", human("R"), "E8", N), foe], {
      arena: customArena(9, 16),
    });
    expect(legalOptions(melee.state, "r")).not.toContain("mount");
  });
});

/** R rode in on his horse, head in E14 facing N. */
function mounted(horsemanship: "none" | "horseman" | "expert" = "none"): TestBattle {
  return new TestBattle(
    [
      {
        kind: "fighter",
        id: "r",
        side: "blue",
        spec: human("R"),
        position: at("E14"),
        facing: N,
        mount: { beast: "horse", horsemanship },
      },
      foe,
    ],
    AM,
  );
}

describe("AM §9: dismounting", () => {
  it("the rider moves up to 2 hexes off the horse, which stands as a figure with its hits", () => {
    const b = besideHorse(["horseman"]);
    b.turn([mountOrder, foePasses], []);
    const mount = b.fig("r").mount;
    if (mount) b.edit("r", { mount: { ...mount, hits: 3 } });
    const ends = legalDestinations(b.state, "r", "dismount").map((d) => formatHex(d.hex));
    expect(ends).toContain("E3");
    expect(ends).not.toContain("E5");
    expect(ends).not.toContain("E6");
    const events = b.turn(
      [{ figure: "r", option: "dismount", destination: at("E3"), posture: "kneeling" }, foePasses],
      [],
    );
    expect(eventsOf(events, "dismounted")).toEqual([
      { type: "dismounted", figure: "r", beast: "h", jumped: false },
    ]);
    expect(b.fig("r")).toMatchObject({ posture: "kneeling", ma: 10 });
    expect(b.fig("r").traits.hexes).toBe(1);
    expect(b.fig("r").mount).toBeUndefined();
    expect(formatHex(b.fig("r").position)).toBe("E3");
    expect(b.fig("h")).toMatchObject({ hits: 3, side: "blue" });
    expect(formatHex(b.fig("h").position)).toBe("E5");
  });

  it("refuses to end on the horse", () => {
    const b = mounted();
    expect(() => b.turn([{ figure: "r", option: "dismount" }], [])).toThrow("must get off");
  });
});

describe("AM §9: jumping off a moving animal", () => {
  const gallop = { figure: "r", option: "jump-off", destination: at("E8") } as const;

  it("an Expert Horseman rolls 2 dice: 12 ≤ 12 lands him prone beside the saddle, unhurt", () => {
    const b = mounted("expert");
    const events = b.turn([gallop, foePasses], [6, 6]);
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ faces: [6, 6], success: true });
    expect(damages(events)).toEqual([]);
    expect(b.fig("r")).toMatchObject({ posture: "prone", hits: 0 });
    expect(formatHex(b.fig("r").position)).toBe("E7");
    // The horse ran on with its rider's move: it stands at the end with its turn taken.
    const horse = b.fig("r-mount");
    expect(formatHex(horse.position)).toBe("E8");
    expect(horse.traits.hexes).toBe(2);
  });

  it("anyone else rolls 5 dice: 20 > 12 costs him a die of damage, a 4", () => {
    const b = mounted();
    const events = b.turn([gallop, foePasses], [6, 6, 6, 1, 1, 4]);
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ success: false });
    expect(damages(events)[0]).toMatchObject({ target: "r", taken: 4 });
    expect(b.fig("r")).toMatchObject({ posture: "prone", hits: 4 });
  });

  it("lands where the order names, when that hex is beside the saddle and empty", () => {
    const b = mounted("expert");
    b.turn([{ ...gallop, stepTo: at("D8") }, foePasses], [1, 1]);
    expect(formatHex(b.fig("r").position)).toBe("D8");
  });
});
