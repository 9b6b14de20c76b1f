/**
 * AM §2 option IV(b): "Two disengaged figures within one hex of each other can use this option and
 * exchange weapons", and a figure not engaged may "drop OR re-sling" its ready weapon. Readings in
 * docs/rulings.md, "Exchanging weapons" and "Dropping or re-slinging when not engaged".
 */
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, eventsOf, fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** A (broadsword) in E5 and B (mace) in `bHex`, both blue; T, red, far off in E14. */
function twoFriends(ruleset: Ruleset, bHex = "E6") {
  return new TestBattle(
    [
      fighter("a", human("A"), "E5", S),
      fighter("b", human("B", { weapons: ["mace"], readyWeapon: "mace" }), bHex, N),
      fighter("t", human("T"), "E14", N, "red"),
    ],
    { ruleset },
  );
}

const offer = (figure: string, partner: string) =>
  ({ figure, option: "e", ready: { exchangeWith: partner } }) as const;
const pass = { figure: "t", option: "pass" } as const;

describe("AM §2 IV(b): exchanging weapons", () => {
  it("A offers, B takes it up: the broadsword and the mace change hands", () => {
    const b = twoFriends("advanced-melee");
    const events = b.turn([offer("a", "b"), offer("b", "a"), pass]);
    expect(eventsOf(events, "weapon-exchange-offered")).toEqual([
      { type: "weapon-exchange-offered", figure: "a", partner: "b" },
    ]);
    expect(eventsOf(events, "weapons-exchanged")).toEqual([
      { type: "weapons-exchanged", figure: "b", partner: "a", gave: "mace", got: "broadsword" },
    ]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "mace", carried: [] });
    expect(b.fig("b")).toMatchObject({ readyWeapon: "broadsword", carried: [] });
  });

  it("an offer not taken up changes nothing", () => {
    const b = twoFriends("advanced-melee");
    b.turn([offer("a", "b"), { figure: "b", option: "a" }, pass]);
    expect(b.fig("a").readyWeapon).toBe("broadsword");
    expect(b.fig("b").readyWeapon).toBe("mace");
  });

  it("a broken weapon stays broken in its new hands", () => {
    const b = twoFriends("advanced-melee");
    b.edit("a", { brokenWeapons: ["broadsword"] });
    b.turn([offer("a", "b"), offer("b", "a"), pass]);
    expect(b.fig("a").brokenWeapons).toEqual([]);
    expect(b.fig("b").brokenWeapons).toEqual(["broadsword"]);
  });

  describe("a lasso being re-coiled (AM §5), handed over", () => {
    /** A, with a lasso it may cast again from turn 7, exchanges it for B's mace; both know it. */
    const recoilingLasso = () => {
      const b = twoFriends("advanced-melee");
      const lassoing = { talents: ["lasso"] as const };
      b.edit("a", { ...lassoing, readyWeapon: "lasso", lassoCoiledOnTurn: 7 });
      b.edit("b", lassoing);
      b.turn([offer("a", "b"), offer("b", "a"), pass]);
      return b;
    };

    it("is still being re-coiled in B's hands", () => {
      const b = recoilingLasso();
      expect(b.fig("b")).toMatchObject({ readyWeapon: "lasso", lassoCoiledOnTurn: 7 });
      expect(b.fig("a").lassoCoiledOnTurn).toBeUndefined();
    });
  });

  it("is refused two hexes apart", () => {
    const apart = twoFriends("advanced-melee", "E7");
    expect(() => apart.turn([offer("a", "b"), offer("b", "a"), pass])).toThrow(
      "B must end within one hex of A to exchange weapons.",
    );
  });

  it("refuses a weapon the taker may not hold: a two-handed sword beside a ready shield", () => {
    const b = twoFriends("advanced-melee");
    b.edit("a", { shield: "small-shield", shieldReady: true });
    b.edit("b", { readyWeapon: "two-handed-sword" });
    expect(() => b.turn([offer("a", "b"), offer("b", "a"), pass])).toThrow(
      "2-handed sword needs both hands: the shield must be slung.",
    );
  });

  it("MELEE has no exchange", () => {
    const b = twoFriends("melee");
    expect(() => b.turn([offer("a", "b")])).toThrow("MELEE has no weapon exchange.");
  });
});

describe("AM §2 IV(b): dropping the ready weapon rather than slinging it", () => {
  const dropForDagger = {
    figure: "a",
    option: "e",
    ready: { weapon: "dagger", drop: true },
  } as const;
  const withDagger = (ruleset: Ruleset) => {
    const b = twoFriends(ruleset);
    b.edit("a", { carried: ["dagger"] });
    return b;
  };

  it("A drops the broadsword in E5 and readies its dagger", () => {
    const b = withDagger("advanced-melee");
    const events = b.turn([dropForDagger, { figure: "b", option: "a" }, pass]);
    expect(eventsOf(events, "item-dropped")[0]).toMatchObject({
      item: "broadsword",
      at: at("E5"),
    });
    expect(b.fig("a")).toMatchObject({ readyWeapon: "dagger", carried: [] });
    expect(b.state.dropped).toEqual([{ item: "broadsword", position: at("E5") }]);
  });

  it("without drop, the broadsword is slung, as MELEE's (e) always does", () => {
    const b = withDagger("advanced-melee");
    b.turn([{ ...dropForDagger, ready: { weapon: "dagger" } }, { figure: "b", option: "a" }, pass]);
    expect(b.fig("a")).toMatchObject({ readyWeapon: "dagger", carried: ["broadsword"] });
  });

  it("MELEE refuses the drop", () => {
    const b = withDagger("melee");
    expect(() => b.turn([dropForDagger])).toThrow(
      "Under MELEE, option (e) slings the ready weapon; it is not dropped.",
    );
  });
});
