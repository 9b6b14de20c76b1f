/**
 * The click flow's option menu names each option by what it does, naming the foe only when there
 * is one, and never leaving a name hanging ("Last shot at" with nobody after it).
 */
import { describe, expect, it } from "vitest";
import {
  destinationChoices,
  extraDetails,
  oddsText,
  optionChoices,
  targetChoices,
} from "../../commands/battle/order-choices.ts";
import { parseDraft } from "../../commands/battle/order-draft.ts";
import { draftOrder, orderScreen } from "../../commands/battle/order-flow.ts";
import type { Ruleset } from "../../src/engine/battle/ruleset.ts";
import type { BattleState } from "../../src/engine/battle/types.ts";
import { customArena } from "../../src/engine/hex/arena.ts";
import { type Hex, hexDistance, parseHex } from "../../src/engine/hex/coordinates.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { fighter as attacker, beast, rider, TestBattle } from "../engine/battle/attack-builders.ts";
import { at, Bout, fighter, human, N, S } from "../engine/battle/builders.ts";
import { WULF } from "../engine/battle/fixtures.ts";

/** Ann charges up to Wulf, newly engaging him with his bow ready; Carl stands far off or not. */
function wulfEngaged(withCarl: boolean): Bout {
  const b = Bout.of(
    [
      fighter("ann", "red", "E3", S, human("Ann")),
      ...(withCarl ? [fighter("carl", "red", "A1", S, human("Carl"))] : []),
      fighter("wulf", "blue", "E9", N, WULF),
    ],
    [6, 1],
  );
  b.initiative("red", true);
  b.move("ann", "a", { destination: at("E8") });
  if (withCarl) b.move("carl", "pass");
  return b;
}

describe("the option menu's names", () => {
  it("names the one foe: a last shot at Ann", () => {
    const labels = optionChoices(wulfEngaged(false).state, "wulf").map((c) => c.label);
    expect(labels).toContain("Last shot at Ann");
  });

  it("with two foes, names none and leaves nothing hanging: Last shot", () => {
    const choices = optionChoices(wulfEngaged(true).state, "wulf");
    expect(choices.find((c) => c.value === "j")).toEqual({
      value: "j",
      label: "Last shot",
      description: "(j) One-last-shot missile attack",
    });
    for (const { label } of choices) expect(label).not.toMatch(/ (at|in)$/);
  });

  it("under ADVANCED MELEE, gives each option's AM number beside its letter", () => {
    const description = (ruleset: "melee" | "advanced-melee") => {
      const b = Bout.of(
        [fighter("ann", "red", "E5", S, human("Ann")), fighter("bo", "blue", "E6", N, human("Bo"))],
        [6, 1],
        { ruleset },
      );
      b.initiative("red", true);
      return optionChoices(b.state, "ann").find((c) => c.value === "h")?.description;
    };
    expect(description("advanced-melee")).toBe("AM I(a) · (h) Shift and attack");
    expect(description("melee")).toBe("(h) Shift and attack");
  });
});

describe("the option menu in a brawl (AM §5 PINNING A FOE)", () => {
  /** A and D grapple in E6, both empty-handed; A's side is to move. */
  function brawl(ruleset: Ruleset): TestBattle {
    const bare = (name: string) => human(name, { weapons: [], readyWeapon: null });
    const b = new TestBattle(
      [attacker("a", bare("A"), "E6", N), attacker("d", bare("D"), "E7", N, "red")],
      { ruleset },
    );
    b.pile("E6", ["a", "d"]);
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return b;
  }

  it("under ADVANCED MELEE offers to pin the one foe, as (p) with the attack pin", () => {
    const b = brawl("advanced-melee");
    expect(optionChoices(b.state, "a")).toContainEqual({
      value: "p.pin",
      label: "Pin D",
      description: "AM V(a) · (p) Hand-to-hand attack",
    });
    expect(extraDetails(b.state, { figure: "a", option: "p", extra: "pin" })).toEqual({
      attack: "pin",
    });
  });

  it("the flow's summary says the pin, and Confirm gives the engine (p) with the attack pin", async () => {
    const b = brawl("advanced-melee");
    const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
    const loaded = { battle, state: b.state, version: 3 };
    const shown = await orderScreen(loaded, ["a"], { figure: "a", option: "p", extra: "pin" });
    expect(shown.content).toMatch(/^A: Pin D — stays in E6/);
    const confirm = (shown.components ?? [])
      .flatMap((r) => (r.kind === "buttons" ? r.buttons : []))
      .find((button) => button.label === "Confirm");
    const { draft } = parseDraft(confirm?.customId.split(":").slice(4) ?? []);
    expect(draftOrder(b.state, draft)).toMatchObject({ option: "p", target: "d", attack: "pin" });
  });

  it("gives a pin's odds on the dice Unarmed Combat leaves: UC I against UC III rolls 5", () => {
    const b = brawl("advanced-melee");
    b.edit("a", { talents: ["unarmed-combat-1"] });
    b.edit("d", { talents: ["unarmed-combat-3"] });
    expect(oddsText(b.state, { figure: "a", option: "p", extra: "pin", to: "E6" }, "d")).toMatch(
      /^5d6, pin on 12 or less · \d+ %$/,
    );
  });

  it("under MELEE does not", () => {
    const values = optionChoices(brawl("melee").state, "a").map((c) => c.value);
    expect(values).toContain("p");
    expect(values).not.toContain("p.pin");
  });
});

describe("the option menu for a kneeling figure (AM §2 IV(a))", () => {
  /** Ann kneels in E5, disengaged, her side to move. */
  function kneeling(ruleset: Ruleset): Bout {
    const b = Bout.of(
      [fighter("ann", "red", "E5", S, human("Ann")), fighter("bo", "blue", "E14", N, human("Bo"))],
      [6, 1],
      { ruleset },
    );
    b.arrange((_, fig) => {
      fig("ann").posture = "kneeling";
    });
    b.initiative("red", true);
    return b;
  }

  it("offers to stand up and move under AM, and destinations up to ½ MA", () => {
    const b = kneeling("advanced-melee");
    expect(optionChoices(b.state, "ann").find((c) => c.value === "g")).toEqual({
      value: "g",
      label: "Stand up and move",
      description: "AM IV(a) · (g) Stand up",
    });
    const hexes = destinationChoices(b.state, "ann", "g").map((c) => c.description);
    expect(hexes).toContain("5 hexes");
    expect(hexes).not.toContain("6 hexes");
  });

  it("only to stand up under MELEE", () => {
    const g = optionChoices(kneeling("melee").state, "ann").find((c) => c.value === "g");
    expect(g).toEqual({ value: "g", label: "Stand up", description: "(g) Stand up" });
  });
});

/** Ann (red) lies prone in E5, Bo far off in E14; red moves first. */
function proneAnn(ruleset: Ruleset, ann: ReturnType<typeof human>): BattleState {
  const b = Bout.of(
    [fighter("ann", "red", "E5", S, ann), fighter("bo", "blue", "E14", N, human("Bo"))],
    [6, 1],
    { ruleset },
  );
  b.arrange((_, fig) => {
    fig("ann").posture = "prone";
  });
  b.initiative("red", true);
  return b.state;
}

describe("the option menu for a figure lying prone (AM §3 CRAWLING)", () => {
  it("offers to crawl, 2 hexes at most, under AM only", () => {
    const prone = (ruleset: Ruleset) => proneAnn(ruleset, human("Ann"));
    const am = prone("advanced-melee");
    expect(optionChoices(am, "ann").find((c) => c.value === "a")).toEqual({
      value: "a",
      label: "Crawl",
      description: "AM §3 crawling, MA 2 · (a) Move",
    });
    const hexes = destinationChoices(am, "ann", "a").map((c) => c.description);
    expect(hexes).toContain("2 hexes");
    expect(hexes).not.toContain("3 hexes");
    expect(optionChoices(prone("melee"), "ann").map((c) => c.value)).not.toContain("a");
  });
});

describe("the option menu beside an unarmed foe (AM §4 ENGAGED AND DISENGAGED)", () => {
  it("offers Ann a full move under AM, where unarmed Bo does not engage her; a shift under MELEE", () => {
    const beside = (ruleset: Ruleset) => {
      const b = Bout.of(
        [
          fighter("ann", "red", "E5", S, human("Ann")),
          fighter("bo", "blue", "E6", N, human("Bo", { weapons: ["dagger"], readyWeapon: null })),
        ],
        [6, 1],
        { ruleset },
      );
      b.initiative("red", true);
      return optionChoices(b.state, "ann").map((c) => c.value);
    };
    expect(beside("advanced-melee")).toContain("a");
    expect(beside("advanced-melee")).not.toContain("h");
    expect(beside("melee")).toContain("h");
    expect(beside("melee")).not.toContain("a");
  });
});

describe("the destination menu over a body (AM §3 ACTIONS DURING MOVEMENT)", () => {
  it("says a path jumps a figure on the ground, and under AM that it is rolled for", () => {
    const overBody = (ruleset: Ruleset) => {
      const b = Bout.of(
        [
          fighter("ann", "red", "E3", S, human("Ann")),
          fighter("cid", "red", "E4", N, human("Cid")),
          // Friends standing round Cid's body leave the jump as the cheapest way to E5.
          ...["D4", "D5", "F4", "F5"].map((h) => fighter(h, "red", h, N, human(h))),
          fighter("bo", "blue", "E14", N, human("Bo")),
        ],
        [6, 1],
        { ruleset },
      );
      b.arrange((_, fig) => {
        fig("cid").condition = "dead";
        fig("cid").posture = "fallen";
      });
      b.initiative("red", true);
      return destinationChoices(b.state, "ann", "a").find((c) => c.value === "E5")?.description;
    };
    expect(overBody("advanced-melee")).toBe(
      "2 hexes · jumps a figure on the ground (3 MA and a 3/DX roll each)",
    );
    expect(overBody("melee")).toBe("2 hexes · jumps a figure on the ground (3 MA each)");
  });
});

describe("the option menu for a figure lying prone with a weapon carried (AM §2 option IV(b))", () => {
  it("offers to ready it under AM only", () => {
    const readies = (ruleset: Ruleset) =>
      optionChoices(proneAnn(ruleset, human("Ann", { weapons: ["broadsword", "dagger"] })), "ann")
        .map((c) => c.value)
        // Readying a carried weapon; AM's exchanges and drops are order-weapons.test.ts's.
        .filter((v) => /^e\.\d+$/.test(v));
    expect(readies("advanced-melee")).toEqual(["e.0"]);
    expect(readies("melee")).toEqual([]);
  });
});

describe("the option menu's jab (AM §5 JABBING WITH A POLE WEAPON)", () => {
  /** Ann with `weapon` ready on E5 facing S, Bo two hexes ahead on E7; Ann's side to move. */
  function spearman(ruleset: Ruleset, weapon: "spear" | "javelin" = "spear"): TestBattle {
    const b = new TestBattle(
      [
        attacker("a", human("Ann", { weapons: [weapon], readyWeapon: weapon }), "E5", S),
        attacker("b", human("Bo"), "E7", N, "red"),
      ],
      { ruleset },
    );
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return b;
  }

  it("under ADVANCED MELEE offers (b) as a jab, whose targets are two hexes off", () => {
    const b = spearman("advanced-melee");
    expect(optionChoices(b.state, "a")).toContainEqual({
      value: "b.jab",
      label: "Jab",
      description: "AM II(a) · (b) Charge attack",
    });
    const draft = { figure: "a", option: "b", extra: "jab", to: "E5" } as const;
    expect(targetChoices(b.state, draft).map((c) => c.value)).toEqual(["b"]);
    expect(targetChoices(b.state, { ...draft, extra: undefined })).toEqual([]);
    expect(draftOrder(b.state, { ...draft, target: "b", facing: S })).toMatchObject({
      option: "b",
      target: "b",
      attack: "jab",
    });
  });

  it("offers no jab under MELEE, nor with a javelin", () => {
    for (const b of [spearman("melee"), spearman("advanced-melee", "javelin")]) {
      expect(optionChoices(b.state, "a").map((c) => c.value)).not.toContain("b.jab");
    }
  });
});

describe("a rider's options in the menu (AM §9)", () => {
  /** R on foot in E8 with two horses of his side in reach, H1 (E5–E6) and H2 (G8–G9). */
  function twoHorses(): BattleState {
    const b = new TestBattle(
      [
        attacker("r", human("R"), "E8", N),
        beast("h1", "horse", "E5", N, "blue"),
        beast("h2", "horse", "G8", N, "blue"),
        attacker("f", human("F"), "A1", S, "red"),
      ],
      { ruleset: "advanced-melee", arena: customArena(9, 16) },
    );
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return b.state;
  }

  it("offers each horse in reach, and then only the hexes beside the one chosen", () => {
    const state = twoHorses();
    const mounts = optionChoices(state, "r").filter((c) => c.value.startsWith("mount"));
    expect(mounts.map((c) => [c.value, c.label])).toEqual([
      ["mount.0", "Mount h1"],
      ["mount.1", "Mount h2"],
    ]);
    const beside = (beast: string) =>
      destinationChoices(state, "r", "mount", undefined, beast).map(
        (c) => parseHex(c.value.split(" ")[0] ?? "") ?? at("A1"),
      );
    const touches = (h: Hex, body: string[]) => body.some((b) => hexDistance(h, at(b)) === 1);
    expect(beside("h2").length).toBeGreaterThan(0);
    expect(beside("h2").every((h) => touches(h, ["G8", "G9"]))).toBe(true);
    expect(beside("h1").length).toBeGreaterThan(0);
    expect(beside("h1").every((h) => touches(h, ["E5", "E6"]))).toBe(true);
    expect(extraDetails(state, { figure: "r", option: "mount", extra: "1" })).toEqual({
      target: "h2",
    });
  });

  it("offers a mounted rider engaged only the shifts, with his horse attacking too on (h)", () => {
    const b = new TestBattle(
      [
        rider("r", human("R"), "E6", N, { beast: "horse", name: "Bayard" }),
        attacker("f", human("F"), "E5", S, "red"),
      ],
      { ruleset: "advanced-melee" },
    );
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    const choices = optionChoices(b.state, "r");
    expect(choices.map((c) => c.value)).toEqual([
      "h",
      "h.mount-attack",
      "i",
      "l",
      "pass",
      "dismount",
      "dismount.k",
      "dismount.p",
    ]);
    expect(choices.filter((c) => c.value.startsWith("h")).map((c) => [c.value, c.label])).toEqual([
      ["h", "Attack F"],
      ["h.mount-attack", "Bayard attacks too at F"],
    ]);
  });
});

describe("trampling by clicks (AM §6)", () => {
  /** Giant G (blue) covers J10, K10, K11 facing N; X (red) lies fallen in J9; blue moves first. */
  function giantOverFallenX(): TestBattle {
    const b = new TestBattle(
      [beast("g", "giant", "J10", N, "blue"), attacker("x", human("X"), "J9", S, "red")],
      { ruleset: "advanced-melee" },
    );
    b.edit("x", { posture: "fallen" });
    b.order({ type: "initiative", side: "blue", moveFirst: true });
    return b;
  }

  it("offers Trample to the giant, its only target X at 3 dice against its DX 9", () => {
    const b = giantOverFallenX();
    expect(optionChoices(b.state, "g")).toContainEqual({
      value: "b.trample",
      label: "Trample a foe lying under it",
      description: "AM II(a) · (b) Charge attack",
    });
    const draft = { figure: "g", option: "b", extra: "trample", to: "J9", facing: N } as const;
    expect(targetChoices(b.state, draft)).toEqual([
      { value: "x", label: "X · hit on 9 or less · 38 %" },
    ]);
    expect(draftOrder(b.state, { ...draft, target: "x" })).toMatchObject({
      option: "b",
      target: "x",
      attack: "trample",
    });
  });

  it("offers no Trample when no foe lies on the ground", () => {
    const b = giantOverFallenX();
    b.edit("x", { posture: "standing", position: at("E3") });
    expect(optionChoices(b.state, "g").map((c) => c.value)).not.toContain("b.trample");
  });
});
