/**
 * ADVANCED MELEE's options against MELEE's, with forced dice (AM §2 LIST OF OPTIONS, CHANGING
 * OPTIONS): option I(c) lets any engaged figure fire its missile weapon, and a figure that moved
 * more than 1 hex may change only to attacking, defending, dodging or dropping.
 */
import { describe, expect, it } from "vitest";
import { chosenOption } from "../../../src/engine/battle/chosen.ts";
import { legalOptionChanges } from "../../../src/engine/battle/decisions.ts";
import type { Ruleset } from "../../../src/engine/battle/ruleset.ts";
import { at, Bout, eventsOf, fighter, human, N, S } from "../battle/builders.ts";
import { WULF } from "../battle/fixtures.ts";

const AM: Ruleset = "advanced-melee";

/** Ann in front of Wulf, who was engaged already when he chose his option last turn. */
function wulfLongEngaged(ruleset: Ruleset): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E8", S, human("Ann")),
      fighter("wulf", "blue", "E9", N, WULF),
      fighter("cid", "blue", "L16", N, human("Cid")),
    ],
    [6, 1],
    { ruleset },
  );
  b.arrange((_, fig) => {
    fig("wulf").engagedAtLastOption = true;
  });
  b.initiative("red", true);
  b.move("ann", "pass");
  return b;
}

describe("AM I(c): an engaged figure fires its missile weapon", () => {
  it("even when engaged since last turn, and drops the weapon after; MELEE refuses", () => {
    expect(
      wulfLongEngaged("melee").refusal({
        type: "move",
        figure: "wulf",
        option: "j",
        target: "ann",
      }),
    ).toBe(
      "Wulf was engaged already last turn, or readied its missile weapon only as it was engaged; a last shot is for a figure newly engaged with its missile weapon ready from before.",
    );
    const b = wulfLongEngaged(AM);
    b.move("wulf", "j", { target: "ann" });
    const events = b.move("cid", "pass", {}, [3, 3, 3, 4, 6, 1]);
    // Wulf (adjDX 10) hits with 3, 3, 3; the longbow's 1+2 makes 6 with a 4.
    expect(eventsOf(events, "attack-roll")[0]).toMatchObject({
      attacker: "wulf",
      adjDx: 10,
      result: "hit",
    });
    expect(eventsOf(events, "damage")[0]).toMatchObject({ target: "ann", total: 6, taken: 6 });
    expect(b.fig("wulf").mustDropMissile).toBe(true);
  });
});

/** Ann (MA 10) has moved 2 hexes with (a); Bob is far off. */
function annMovedTwo(ruleset: Ruleset): Bout {
  const b = Bout.of(
    [fighter("ann", "red", "E5", S, human("Ann")), fighter("bob", "blue", "E14", N, human("Bob"))],
    [6, 1],
    { ruleset },
  );
  b.initiative("red", true);
  b.move("ann", "a", { path: [at("E6"), at("E7")] });
  return b;
}

describe("AM CHANGING OPTIONS: after more than 1 hex, only attack, defend, dodge or drop", () => {
  it("MELEE lets Ann, 2 hexes moved, change to (a) or ready a weapon (e); AM does not", () => {
    expect(legalOptionChanges(annMovedTwo("melee").state, "ann")).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
    const b = annMovedTwo(AM);
    expect(legalOptionChanges(b.state, "ann")).toEqual(["b", "c", "d"]);
    expect(b.refusal({ type: "change-option", figure: "ann", option: "e" })).toBe(
      "Ann moved 2 hexes; under ADVANCED MELEE it may now only attack, defend, dodge or drop.",
    );
    b.order({ type: "change-option", figure: "ann", option: "c" });
    expect(chosenOption(b.state, "ann")?.option).toBe("c");
  });

  it("after 1 hex every option open at the start of the turn is still open", () => {
    const b = Bout.of(
      [
        fighter("ann", "red", "E5", S, human("Ann")),
        fighter("bob", "blue", "E14", N, human("Bob")),
      ],
      [6, 1],
      { ruleset: AM },
    );
    b.initiative("red", true);
    b.move("ann", "a", { path: [at("E6")] });
    expect(legalOptionChanges(b.state, "ann")).toEqual(["a", "b", "c", "d", "e"]);
  });
});
