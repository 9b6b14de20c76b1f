/**
 * A net on a figure (AM §5 PECULIAR WEAPONS) in the pictures and words: the token's badge, the
 * figure's status, and the log of the throw and the struggle.
 */
import { describe, expect, it } from "vitest";
import { describeEvents } from "../../src/render/log-text.ts";
import { statusWords } from "../../src/render/map/describe.ts";
import { postureBadge } from "../../src/render/map/tokens.ts";
import { fighter, human, N, S, TestBattle } from "../engine/battle/attack-builders.ts";

describe("a figure in a net", () => {
  const b = new TestBattle(
    [
      fighter(
        "a",
        human("Retiarius", {
          st: 10,
          dx: 14,
          weapons: ["net", "trident"],
          readyWeapon: "net",
          talents: ["net-and-trident"],
        }),
        "E10",
        N,
      ),
      fighter("t", human("Tor"), "E7", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  const thrown = b.turn(
    [
      { figure: "a", option: "b", target: "t", attack: "thrown" },
      { figure: "t", option: "pass" },
    ],
    [3, 3, 3, 5],
  );

  it("shows 'net' beside its token and 'tangled in a net' in its status", () => {
    expect(postureBadge(b.state, b.fig("t"), false)).toBe("net");
    expect(statusWords(b.state, b.fig("t"))).toContain("tangled in a net");
  });

  it("logs the throw that wraps it and the struggle that frees it", () => {
    const lines = describeEvents(b.state, thrown);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Retiarius, Net (thrown) → Tor: 3d6 = 9 (3+3+3) ≤ adjDX 11 = DX 14 − 3 range, hit",
        "Tor is down (caught in Retiarius's net)",
      ]),
    );
    const struggle = b.turn(
      [
        { figure: "t", option: "g" },
        { figure: "a", option: "pass" },
      ],
      [2, 2, 2],
    );
    expect(describeEvents(b.state, struggle)).toEqual(
      expect.arrayContaining([
        "Tor rolls to struggle out of the net: 3d6 = 6 (2+2+2) ≤ adjDX 12, succeeds",
        "The net Tor cast off lies in E7",
        "Tor stands up",
      ]),
    );
    expect(postureBadge(b.state, b.fig("t"), false)).toBe("");
  });
});
