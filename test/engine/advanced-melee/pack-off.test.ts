/**
 * Taking the pack off in battle (AM §5; AM §7, turns 3 and 4: Melio spends a turn on it and the
 * next still has it half off): option (e) twice. Reading in docs/rulings.md, "Taking the pack off".
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../../commands/battle/order-choices.ts";
import { baseAdjDxValue } from "../../../src/engine/battle/dx.ts";
import { describeEvents } from "../../../src/render/log-text.ts";
import { eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** AM §7's Melio (ST 9, DX 12, leather, a loaded pack: adjDX 9), far from a foe who waits. */
function melioWithHisPack() {
  const melio = human("Melio", {
    st: 9,
    dx: 12,
    iq: 14,
    armor: "leather",
    weapons: ["javelin", "rapier"],
    readyWeapon: "javelin",
    pack: "loaded",
  });
  return new TestBattle(
    [fighter("melio", melio, "E5", S), fighter("t", human("T"), "E14", N, "red")],
    { ruleset: "advanced-melee" },
  );
}

const packOff = { figure: "melio", option: "e", ready: { packOff: true } } as const;
const pass = { figure: "t", option: "pass" } as const;

describe("AM §5 and §7: taking the pack off", () => {
  it("takes two turns of (e): half off, still −1 DX; then off and adjDX 10", () => {
    const b = melioWithHisPack();
    expect(baseAdjDxValue(b.fig("melio"))).toBe(9);
    const first = b.turn([packOff, pass]);
    expect(eventsOf(first, "pack-off")).toEqual([
      { type: "pack-off", figure: "melio", off: false },
    ]);
    expect(b.fig("melio")).toMatchObject({ pack: "loaded", packHalfOff: true });
    expect(baseAdjDxValue(b.fig("melio"))).toBe(9);
    expect(describeEvents(b.state, first)).toContain(
      "Melio works the pack half off: one more turn to get it off",
    );
    const second = b.turn([packOff, pass]);
    expect(describeEvents(b.state, second)).toContain("Melio takes the pack off and sets it down");
    expect(b.fig("melio").pack).toBeUndefined();
    expect(b.fig("melio").packHalfOff).toBeUndefined();
    expect(baseAdjDxValue(b.fig("melio"))).toBe(10);
    expect(b.fig("melio").readyWeapon).toBe("javelin");
  });

  it("keeps the half-off pack through a turn spent otherwise", () => {
    const b = melioWithHisPack();
    b.turn([packOff, pass]);
    b.turn([{ figure: "melio", option: "pass" }, pass]);
    expect(b.fig("melio").packHalfOff).toBe(true);
    b.turn([packOff, pass]);
    expect(b.fig("melio").pack).toBeUndefined();
  });

  it("refuses it without a pack, or with something readied in the same option", () => {
    const b = melioWithHisPack();
    expect(() =>
      b.turn([{ figure: "melio", option: "e", ready: { packOff: true, weapon: "rapier" } }, pass]),
    ).toThrow("Taking the pack off is Melio's whole option (e): ready nothing else with it.");
    const unpacked = melioWithHisPack();
    unpacked.turn([packOff, pass]);
    unpacked.turn([packOff, pass]);
    expect(() => unpacked.turn([packOff, pass])).toThrow("Melio wears no pack.");
  });

  it("is offered by click under (e) while the pack is on, named for the turn it is on", () => {
    const b = melioWithHisPack();
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    const labels = () => optionChoices(b.state, "melio").filter((c) => c.value === "e.pack");
    expect(labels().map((c) => c.label)).toEqual(["Take off pack"]);
  });
});
