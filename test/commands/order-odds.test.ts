/**
 * The odds a click menu shows for AM's special attacks come from the roll each really makes
 * (odds-words.ts, the engine's plannedHitChance): a pull at a rider is 6 dice against the
 * puller's ST + DX (AM §9), a boulder is dropped at −4 and −1 for every 3 m of the height the
 * flier's move ends at (AM §10, §5 FLYING TARGETS). Each figure is checked against the roll the
 * engine then makes for the same order, on forced dice.
 */
import { describe, expect, it } from "vitest";
import { targetChoices } from "../../commands/battle/order-choices.ts";
import { describeDraft } from "../../commands/battle/order-flow.ts";
import type { Horsemanship } from "../../src/engine/mounted/riding.ts";
import {
  attackRolls,
  beast,
  eventsOf,
  fighter,
  human,
  N,
  rider,
  S,
  TestBattle,
} from "../engine/battle/attack-builders.ts";

/** The initiative's winner lets `side` move first. */
function moveFirst(b: TestBattle, side: string): void {
  const phase = b.state.phase;
  if (phase.kind !== "initiative") throw new Error("not at the initiative");
  b.order({ type: "initiative", side: phase.winner, moveFirst: phase.winner === side });
}

/** R rides a horse, its saddle in E6 facing N; F (ST 12, DX 12, red) stands next to it in E5. */
function riderBesideF(horsemanship: Horsemanship): TestBattle {
  const b = new TestBattle(
    [
      rider("r", human("R"), "E6", N, { beast: "horse", horsemanship }),
      fighter("f", human("F"), "E5", S, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  moveFirst(b, "red");
  return b;
}

const pull = { figure: "f", option: "h", extra: "pull-down", to: "E5" } as const;

describe("the odds of a pull at a rider (AM §9)", () => {
  it("are 6 dice against ST + DX 24, 79 %, with the pulls that unseat a Horseman", () => {
    const b = riderBesideF("horseman");
    expect(targetChoices(b.state, pull)).toEqual([
      {
        value: "r",
        label: "R · 6d6 against ST + DX, pull on 24 or less · 79 % · 2 pulls this turn unseat him",
      },
    ]);
    // The engine rolls the same: 6 dice against 24.
    b.order({ type: "move", figure: "f", option: "h", target: "r", attack: "pull-down" });
    const events = b.order({ type: "move", figure: "r", option: "pass" }, [6, 6, 6, 4, 1, 1]);
    expect(eventsOf(events, "pull")).toMatchObject([{ against: 24, success: true, needed: 2 }]);
  });

  it("say one pull unseats an ordinary rider, in the menu and the summary", () => {
    const b = riderBesideF("none");
    const odds = "6d6 against ST + DX, pull on 24 or less · 79 % · 1 pull unseats him";
    expect(targetChoices(b.state, pull)).toEqual([{ value: "r", label: `R · ${odds}` }]);
    expect(describeDraft(b.state, { ...pull, facing: S, target: "r" })).toBe(
      `F: Pull a rider down at R — stays in E5, facing S; R · ${odds}`,
    );
  });
});

describe("the odds of a dropped boulder (AM §10)", () => {
  /** Ann (DX 12) in E8 facing N; the gargoyle (DX 11) 6 m over E7 facing S, with a boulder. */
  function gargoyleOverAnn(): TestBattle {
    const ann = human("Ann");
    const garg = beast("garg", "gargoyle", "E7", S, "red", { boulders: 1 });
    const b = new TestBattle(
      [beast("x", "wolf", "A1", S, "blue"), fighter("ann", ann, "E8", N), garg],
      { ruleset: "advanced-melee", sides: ["red", "blue"] },
    );
    b.edit("garg", { flying: true, height: 6 });
    moveFirst(b, "red");
    return b;
  }

  const drop = { figure: "garg", option: "b", extra: "drop", to: "E7" } as const;

  it("are at −4 and −2 from 6 m, and −1 after diving to 3 m, as the engine rolls it", () => {
    const b = gargoyleOverAnn();
    const odds = (fly: string) => targetChoices(b.state, { ...drop, fly }).map((c) => c.label);
    expect(odds("k")).toEqual(["Ann · hit on 5 or less · 5 %"]);
    expect(odds("h3")).toEqual(["Ann · hit on 6 or less · 9 %"]);
    b.order({
      type: "move",
      figure: "garg",
      option: "b",
      target: "ann",
      attack: "drop",
      height: 3,
    });
    b.order({ type: "move", figure: "x", option: "pass" });
    const events = b.order({ type: "move", figure: "ann", option: "pass" }, [2, 2, 2, 5]);
    expect(attackRolls(events)).toMatchObject([{ kind: "drop", adjDx: 6, result: "hit" }]);
  });
});

describe("the odds of a rider striking with his mount attacking too (AM §9)", () => {
  it("say the mount's own roll after his, as the engine rolls both", () => {
    const b = new TestBattle(
      [
        rider("r", human("R"), "E6", N, { beast: "horse", name: "Bayard" }),
        fighter("f", human("F"), "E5", S, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    moveFirst(b, "blue");
    const draft = { figure: "r", option: "h", extra: "mount-attack", to: "E6" } as const;
    expect(targetChoices(b.state, draft).map((c) => c.label)).toEqual([
      "F · hit on 9 or less · 38 % · Bayard: hit on 11 or less · 63 %",
    ]);
    b.order({ type: "move", figure: "r", option: "h", target: "f", attack: "mount-attack" });
    const faces = [6, 6, 6, 6, 6, 6];
    const events = b.order({ type: "move", figure: "f", option: "pass" }, faces);
    expect(attackRolls(events).map((roll) => roll.adjDx)).toEqual([9, 11]);
  });
});
