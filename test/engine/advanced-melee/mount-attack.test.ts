/**
 * ADVANCED MELEE §9 ATTACKS in battle, with forced dice: a rider's mount attacks on its own beside
 * him (the attack kind `mount-attack`), rolled against the mount's DX, less its barding's cost
 * (§9 ARMOR FOR RIDING BEASTS), and only after moving half its MA or less.
 */
import { describe, expect, it } from "vitest";
import type { MountSetup } from "../../../src/engine/mounted/beasts.ts";
import { describeEvents } from "../../../src/render/log-text.ts";
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

/** R rides a horse (Expert Horseman), head in E6 facing N; F on foot in E5 facing S. */
function battle(mount?: MountSetup, riderGear = {}): TestBattle {
  return new TestBattle(
    [
      rider("r", human("R", riderGear), "E6", N, mount),
      fighter("f", human("F", { st: 30 }), "E5", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
}

const fPasses = { figure: "f", option: "pass" } as const;
const bothAttack = { figure: "r", option: "h", target: "f", attack: "mount-attack" } as const;

describe("AM §9: the mount's own attack", () => {
  it("R's broadsword hits with 9 for 4+5, then the horse's kick at DX 11 hits with 10 for 3+2", () => {
    const b = battle();
    const events = b.turn([bothAttack, fPasses], [3, 3, 3, 4, 5, 3, 3, 4, 3]);
    expect(attackRolls(events)).toMatchObject([
      {
        attacker: "r",
        target: "f",
        weapon: "Broadsword",
        kind: "weapon",
        adjDx: 12,
        result: "hit",
      },
      { attacker: "r", target: "f", weapon: "Horse's kick", kind: "mount-attack", adjDx: 11 },
    ]);
    expect(eventsOf(events, "mount-attack")).toEqual([
      { type: "mount-attack", figure: "r", mount: "Horse", target: "f", moved: 0, ma: 22 },
    ]);
    expect(damages(events).map((d) => [d.damage, d.faces, d.taken])).toEqual([
      [{ dice: 2, add: 0 }, [4, 5], 9],
      [{ dice: 1, add: 2 }, [3], 5],
    ]);
    expect(b.fig("f").hits).toBe(14);
    const lines = describeEvents(b.state, events);
    expect(lines).toContain("R: (h) Shift and attack → F, the mount attacking too");
    expect(lines).toContain(
      "Horse, under R, attacks F too (moved 0 hexes, half its MA of 22 or less)",
    );
    expect(lines.find((l) => l.startsWith("R, Horse's kick → F"))).toBe(
      "R, Horse's kick → F: 3d6 = 10 (3+3+4) ≤ adjDX 11, hit",
    );
  });

  it("chain barding costs the horse 2 DX (the man's 3, less 1): 10 misses at adjDX 9", () => {
    const b = battle({ beast: "horse", horsemanship: "expert", barding: "chainmail" });
    const events = b.turn([bothAttack, fPasses], [3, 3, 3, 4, 5, 4, 3, 3]);
    const kick = attackRolls(events)[1];
    expect(kick).toMatchObject({ adjDx: 9, result: "miss" });
    expect(kick?.modifiers).toEqual([{ label: "chainmail barding", value: -2 }]);
    expect(damages(events)).toHaveLength(1);
  });

  it("the rider's own marks are his: a crippled leg costs his blow 2 DX, not the horse's kick", () => {
    const b = battle();
    b.edit("r", { crippled: ["right-leg"] });
    const events = b.turn([bothAttack, fPasses], [5, 5, 5, 6, 4, 3]);
    expect(attackRolls(events).map((r) => [r.kind, r.adjDx, r.modifiers])).toEqual([
      ["weapon", 10, [{ label: "crippled leg", value: -2 }]],
      ["mount-attack", 11, []],
    ]);
  });

  it("a rider with no hand weapon ready leaves the horse alone to attack", () => {
    const b = battle(undefined, { weapons: ["horse-bow"], readyWeapon: "horse-bow" });
    const events = b.turn([bothAttack, fPasses], [3, 3, 4, 3]);
    expect(attackRolls(events)).toMatchObject([{ kind: "mount-attack", result: "hit" }]);
    expect(damages(events)[0]).toMatchObject({ target: "f", taken: 5 });
  });

  it("(h) with no attack named: a rider with nothing to strike with leaves it to the horse", () => {
    const b = battle(undefined, { weapons: ["horse-bow"], readyWeapon: "horse-bow" });
    const events = b.turn([{ figure: "r", option: "h", target: "f" }, fPasses], [3, 3, 4, 3]);
    expect(attackRolls(events)).toMatchObject([{ kind: "mount-attack", adjDx: 11 }]);
  });

  it("is refused for a figure on foot", () => {
    const b = new TestBattle(
      [fighter("r", human("R"), "E6", N), fighter("f", human("F"), "E5", S, "red")],
      { ruleset: "advanced-melee" },
    );
    expect(() => b.turn([bothAttack])).toThrow("R rides no animal to attack with (AM §9).");
  });
});
