/**
 * The set-down pack (AM §5; pack-off.ts, set-down-packs.ts): it lies where its owner took it off,
 * with what is still in it, and only the owner gets weapons out of it. Reading in docs/rulings.md,
 * "The set-down pack".
 */
import { describe, expect, it } from "vitest";
import { setDownPacks } from "../../../src/engine/index.ts";
import { at, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";
import { melioWithARapierPacked, packOff, pass, unpack } from "./melio-pack.ts";

describe("AM §5: the pack set down lies in its hex", () => {
  it("lies at E5 holding the rapier, stays when Melio walks off, and is empty once it is out", () => {
    const b = melioWithARapierPacked();
    b.turn([packOff, pass]);
    expect(setDownPacks(b.state)).toEqual([]);
    b.turn([packOff, pass]);
    expect(setDownPacks(b.state)).toEqual([
      { owner: "melio", position: at("E5"), weapons: ["rapier"] },
    ]);
    b.turn([unpack, pass]);
    b.turn([{ figure: "melio", option: "a", path: [at("E6")] }, pass]);
    expect(setDownPacks(b.state)).toEqual([{ owner: "melio", position: at("E5"), weapons: [] }]);
  });

  it("lies there empty when it held no weapon", () => {
    const melio = human("Melio", { weapons: ["javelin"], readyWeapon: "javelin", pack: "loaded" });
    const b = new TestBattle(
      [fighter("melio", melio, "E5", S), fighter("t", human("T"), "E14", N, "red")],
      { ruleset: "advanced-melee" },
    );
    b.turn([packOff, pass]);
    b.turn([packOff, pass]);
    expect(setDownPacks(b.state)).toEqual([{ owner: "melio", position: at("E5"), weapons: [] }]);
  });

  it("is Melio's alone: a foe standing on it cannot get the rapier out, and nothing changes", () => {
    const b = melioWithARapierPacked();
    b.turn([packOff, pass]);
    b.turn([packOff, pass]);
    b.edit("t", { position: at("E5") });
    b.edit("melio", { position: at("E7") });
    expect(() =>
      b.turn([
        { figure: "melio", option: "pass" },
        { figure: "t", option: "e", ready: { unpack: "rapier" } },
      ]),
    ).toThrow("T has no rapier in the pack.");
    expect(setDownPacks(b.state)).toEqual([
      { owner: "melio", position: at("E5"), weapons: ["rapier"] },
    ]);
  });
});
