/**
 * AM §5 SHIELD-RUSH ATTACKS, with forced dice: any ready shield may rush, and a spike shield's
 * rush that knocks the foe down also puts 1-2 hits on it (digest List 1, 32); other shields do no
 * damage.
 */
import { describe, expect, it } from "vitest";
import type { ShieldId } from "../../../src/engine/figure/equipment.ts";
import { damages, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (ST 12, DX 12, `shield` ready) rushes T (ST 12, DX 12, no armor) under AM. */
function rushWith(shield: ShieldId, faces: number[]) {
  const b = new TestBattle(
    [
      fighter("a", human("A", { shield, shieldReady: true }), "E5", S),
      fighter("t", human("T"), "E6", N, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  const events = b.turn(
    [
      { figure: "t", option: "pass" },
      { figure: "a", option: "h", target: "t", attack: "shield-rush" },
    ],
    faces,
  );
  return { t: b.fig("t"), events };
}

describe("AM: a spike shield's rush", () => {
  it("9 hits, T fails to stay afoot (16), and the spikes do 5 - 2 = 3", () => {
    const { t, events } = rushWith("spike-shield", [3, 3, 3, 6, 6, 4, 5]);
    expect(eventsOf(events, "saving-roll")[0]).toMatchObject({ figure: "t", success: false });
    expect(damages(events)).toEqual([
      expect.objectContaining({ target: "t", damage: { dice: 1, add: -2 }, faces: [5], taken: 3 }),
    ]);
    expect(t).toMatchObject({ posture: "fallen", hits: 3 });
  });

  it("T stays afoot (9 against adjDX 12): no damage", () => {
    const { t, events } = rushWith("spike-shield", [3, 3, 3, 3, 3, 3]);
    expect(damages(events)).toEqual([]);
    expect(t).toMatchObject({ posture: "standing", hits: 0 });
  });

  it("a tower shield rushes too, and knocks T down without damage", () => {
    const { t, events } = rushWith("tower-shield", [3, 3, 3, 6, 6, 4]);
    expect(damages(events)).toEqual([]);
    expect(t).toMatchObject({ posture: "fallen", hits: 0 });
  });
});
