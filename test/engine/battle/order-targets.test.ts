/**
 * What an order may name as its target: only attacks take one (a second one only for a bow's
 * second arrow, MELEE: WEAPON TABLE), each checked as it is given, with reasons in players' words.
 */
import { describe, expect, it } from "vitest";
import { at, Bout, fighter, human, N, S } from "./builders.ts";
import { WULF } from "./fixtures.ts";

/** Wulf (longbow) and Cid on red, Bob on blue six hexes off; red moves first. */
function archerAndFriend(): Bout {
  const b = Bout.of(
    [
      fighter("wulf", "red", "E3", S, WULF),
      fighter("cid", "red", "F3", S, human("Cid")),
      fighter("bob", "blue", "E9", N, human("Bob")),
    ],
    [6, 1],
  );
  b.initiative("red", true);
  return b;
}

describe("targets named in a move order", () => {
  it("an option that makes no attack takes no target", () => {
    const b = archerAndFriend();
    expect(b.refusal({ type: "move", figure: "cid", option: "a", target: "bob" })).toBe(
      "Option (a) makes no attack: name no target.",
    );
    expect(b.refusal({ type: "move", figure: "cid", option: "c", target: "bob" })).toBe(
      "Option (c) makes no attack: name no target.",
    );
  });

  it("a second target is checked like the first: not a friend, not a figure that is not there", () => {
    const b = archerAndFriend();
    expect(
      b.refusal({ type: "move", figure: "wulf", option: "f", target: "bob", secondTarget: "cid" }),
    ).toBe("Cid is on Wulf's side.");
    expect(
      b.refusal({ type: "move", figure: "wulf", option: "f", target: "bob", secondTarget: "zed" }),
    ).toBe('There is no figure "zed" in this battle.');
  });

  it("only a missile attack (f) names a second target", () => {
    const b = archerAndFriend();
    expect(
      b.refusal({ type: "move", figure: "cid", option: "b", target: "bob", secondTarget: "bob" }),
    ).toBe("Only a missile attack (f) names a second target, for a second arrow.");
  });

  it("a grapple (m) at a friend is refused by the friend's name", () => {
    const b = Bout.of(
      [
        fighter("f1", "red", "E5", S, human("Ann")),
        fighter("f2", "red", "F5", S, human("Cid")),
        fighter("f3", "blue", "E6", N, human("Bob")),
      ],
      [6, 1],
    );
    b.initiative("red", true);
    expect(b.refusal({ type: "move", figure: "f1", option: "m", target: "f2" })).toBe(
      "Cid is on Ann's side.",
    );
  });
});

describe("targets named when changing an option", () => {
  it("are checked from where the figure stands: no friend, no stranger", () => {
    const b = archerAndFriend();
    b.move("cid", "a", { destination: at("F5") });
    expect(b.refusal({ type: "change-option", figure: "cid", option: "b", target: "wulf" })).toBe(
      "Wulf is on Cid's side.",
    );
    expect(b.refusal({ type: "change-option", figure: "cid", option: "b", target: "zed" })).toBe(
      'There is no figure "zed" in this battle.',
    );
    expect(b.refusal({ type: "change-option", figure: "cid", option: "c", target: "bob" })).toBe(
      "Option (c) makes no attack: name no target.",
    );
  });
});
