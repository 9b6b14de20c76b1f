/**
 * Getting a weapon out of the pack (AM §5 WEAPONS: 4 turns to pull out and ready a PACKED one):
 * two turns of taking the pack off, then (e) at the set-down pack twice, the weapon out after the
 * first and ready after the second. Reading in docs/rulings.md, "Getting a packed weapon out".
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../../commands/battle/order-choices.ts";
import { describeEvents } from "../../../src/render/log-text.ts";
import { at, eventsOf } from "../battle/attack-builders.ts";
import { melioWithARapierPacked, packOff, pass, unpack } from "./melio-pack.ts";

describe("AM §5: a packed weapon takes 4 turns to get out and ready", () => {
  it("comes out on the third turn of (e) and is ready on the fourth, the javelin slung", () => {
    const b = melioWithARapierPacked();
    expect(b.fig("melio").packed).toEqual(["rapier"]);
    b.turn([packOff, pass]);
    b.turn([packOff, pass]);
    const third = b.turn([unpack, pass]);
    expect(eventsOf(third, "weapon-unpacked")).toEqual([
      { type: "weapon-unpacked", figure: "melio", weapon: "rapier" },
    ]);
    expect(describeEvents(b.state, third)).toContain(
      "Melio gets the rapier out of the pack: ready next turn",
    );
    expect(b.fig("melio")).toMatchObject({ readyWeapon: "javelin", unpacked: "rapier" });
    expect(b.fig("melio").packed).toBeUndefined();
    const fourth = b.turn([unpack, pass]);
    expect(describeEvents(b.state, fourth)).toContain("Melio readies the rapier");
    expect(b.fig("melio").readyWeapon).toBe("rapier");
    expect(b.fig("melio").carried).toEqual(["javelin"]);
    expect(b.fig("melio").unpacked).toBeUndefined();
  });

  it("refuses it while the pack is on the back, even half off, and changes nothing", () => {
    const on = melioWithARapierPacked();
    expect(() => on.turn([unpack, pass])).toThrow(
      "Melio must take the pack off first (ready:pack): it holds the rapier.",
    );
    expect(on.fig("melio").packed).toEqual(["rapier"]);
    const halfOff = melioWithARapierPacked();
    halfOff.turn([packOff, pass]);
    expect(() => halfOff.turn([unpack, pass])).toThrow("Melio must take the pack off first");
  });

  it("refuses a weapon not in the pack, and getting it out away from the pack", () => {
    const packOffTwice = () => {
      const b = melioWithARapierPacked();
      b.turn([packOff, pass]);
      b.turn([packOff, pass]);
      return b;
    };
    const b = packOffTwice();
    expect(() =>
      b.turn([{ figure: "melio", option: "e", ready: { unpack: "mace" } }, pass]),
    ).toThrow("Melio has no mace in the pack.");
    const moved = packOffTwice();
    moved.turn([{ figure: "melio", option: "a", path: [at("E6")] }, pass]);
    expect(() => moved.turn([unpack, pass])).toThrow(
      "Melio set the pack down at E5: the rapier is there.",
    );
  });

  it("is offered by click under (e) once the pack is off, named for the turn it is on", () => {
    const b = melioWithARapierPacked();
    /** Starts a turn and says what (e) offers from the pack; then Melio spends (e) as `then`. */
    const offeredThen = (then: typeof packOff | typeof unpack) => {
      b.order({ type: "initiative", side: "blue", moveFirst: true });
      const offered = optionChoices(b.state, "melio")
        .filter((c) => c.value.startsWith("e.unpack"))
        .map((c) => [c.label, c.value]);
      b.order({ type: "move", ...then });
      b.order({ type: "move", ...pass });
      return offered;
    };
    expect(offeredThen(packOff)).toEqual([]);
    expect(offeredThen(packOff)).toEqual([]);
    expect(offeredThen(unpack)).toEqual([["Get out of pack: Rapier", "e.unpack-rapier"]]);
    expect(offeredThen(unpack)).toEqual([["Ready Rapier", "e.unpack-rapier"]]);
    expect(b.fig("melio").readyWeapon).toBe("rapier");
  });
});
