/**
 * ADVANCED MELEE's weapon handling and switches in the click-by-click order: (e)'s exchanges and
 * drops and (a)'s scoops offered only where the engine takes them, each giving the order the typed
 * form gives; a jab delayed by the summary's switch; a grounded pike holding its blow.
 */
import { describe, expect, it } from "vitest";
import { draftDestinations, optionChoices } from "../../commands/battle/order-choices.ts";
import { parseDraft } from "../../commands/battle/order-draft.ts";
import { draftOrder, isDraftOpen } from "../../commands/battle/order-flow.ts";
import { pikeToggle } from "../../commands/battle/order-pike.ts";
import { delayToggle } from "../../commands/battle/order-timing.ts";
import { formatHex, legalDestinations, type Ruleset } from "../../src/engine/index.ts";
import { at, Bout, fighter, human, N, S, setupOf } from "../engine/battle/builders.ts";

/** Ann (broadsword ready, dagger carried) on E5 and her friend Cy (mace) on E7; Bo far off. */
function armoury(ruleset: Ruleset, optionalRules: readonly string[] = []): Bout {
  const b = new Bout(
    {
      ...setupOf(
        [
          fighter("ann", "red", "E5", S, human("Ann", { weapons: ["broadsword", "dagger"] })),
          fighter("cy", "red", "E7", N, human("Cy", { weapons: ["mace"], readyWeapon: "mace" })),
          fighter("bo", "blue", "E14", N, human("Bo")),
        ],
        { ruleset },
      ),
      optionalRules,
    },
    [6, 1],
  );
  b.initiative("red", true);
  return b;
}

const values = (b: Bout, figure = "ann") => optionChoices(b.state, figure).map((c) => c.value);

describe("(e)'s exchanges and drops by clicks (AM §2 IV(b))", () => {
  it("offers handing the broadsword to Cy for her mace, and dropping it, under AM only", () => {
    const am = optionChoices(armoury("advanced-melee").state, "ann");
    expect(am.filter((c) => /^e\.[xd]/.test(c.value))).toMatchObject([
      { value: "e.xcy", label: "Hand broadsword to Cy for their mace" },
      { value: "e.dn", label: "Drop broadsword" },
      { value: "e.d0", label: "Drop broadsword, ready dagger" },
    ]);
    expect(values(armoury("melee")).filter((v) => /^e\.[xd]/.test(v))).toEqual([]);
  });

  it("offers no exchange with an engaged partner, nor one too far for (e)'s move", () => {
    const b = armoury("advanced-melee");
    b.arrange((_, fig) => {
      fig("bo").position = at("E8");
    });
    // Bo in E8 faces Cy: she is engaged, and he, not facing her front, is not.
    expect(values(b).filter((v) => v.startsWith("e.x"))).toEqual(["e.xbo"]);
  });

  it("gives the typed orders: target:Cy, and ready:'dagger, drop'", () => {
    const b = armoury("advanced-melee");
    const exchange = { figure: "ann", option: "e", extra: "xcy", to: "E5" } as const;
    expect(isDraftOpen(b.state, ["ann", "cy"], exchange)).toBe(true);
    expect(draftOrder(b.state, exchange)).toEqual({
      type: "move",
      figure: "ann",
      option: "e",
      destination: at("E5"),
      ready: { exchangeWith: "cy" },
    });
    const drop = { figure: "ann", option: "e", extra: "d0", to: "E5" } as const;
    expect(draftOrder(b.state, drop)).toMatchObject({ ready: { weapon: "dagger", drop: true } });
    expect(draftOrder(b.state, { ...drop, extra: "dn" })).toMatchObject({
      ready: { weapon: null, drop: true },
    });
    expect(isDraftOpen(b.state, ["ann"], { ...exchange, extra: "xbo" })).toBe(false);
  });
});

describe("(a)'s scoops by clicks (AM §3)", () => {
  /** A mace lying on E9, on Ann's way south, Cy out of the way on B5. */
  function maceOnTheWay(ruleset: Ruleset = "advanced-melee"): Bout {
    const b = armoury(ruleset);
    b.arrange((state, fig) => {
      state.dropped.push({ item: "mace", position: at("E9") });
      fig("cy").position = at("B5");
    });
    return b;
  }

  it("offers scooping the mace surely or on the run, under AM only", () => {
    expect(
      optionChoices(maceOnTheWay().state, "ann").filter((c) => c.value.startsWith("a.")),
    ).toMatchObject([
      { value: "a.smace", label: "Scoop up mace (3 MA)" },
      { value: "a.rmace", label: "Scoop up mace on the run (DX roll)" },
    ]);
    expect(values(maceOnTheWay("melee")).filter((v) => v.startsWith("a."))).toEqual([]);
  });

  it("offers only the hexes whose way passes the mace, and gives the typed order", () => {
    const b = maceOnTheWay();
    const running = { figure: "ann", option: "a", extra: "rmace" } as const;
    const hexes = draftDestinations(b.state, running).map((c) => c.value);
    const ways = legalDestinations(b.state, "ann", "a");
    const passes = (hex: string) =>
      ways.find((d) => formatHex(d.hex) === hex)?.path.some((h) => formatHex(h) === "E9");
    expect(hexes).toContain("E9");
    expect(hexes.every(passes)).toBe(true);
    expect(hexes).not.toContain("D5");
    // Surely, the 3 MA leave Ann (MA 10) 7 for the way there.
    const surely = draftDestinations(b.state, { ...running, extra: "smace" }).map((c) => c.value);
    expect(
      surely.every((hex) => (ways.find((d) => formatHex(d.hex) === hex)?.cost ?? 99) <= 7),
    ).toBe(true);
    expect(hexes.length).toBeGreaterThan(surely.length);
    const draft = { ...running, to: "E9", facing: S } as const;
    expect(isDraftOpen(b.state, ["ann"], draft)).toBe(true);
    expect(isDraftOpen(b.state, ["ann"], { ...draft, to: "D5" })).toBe(false);
    const order = draftOrder(b.state, draft);
    expect(order).toMatchObject({ scoop: { item: "mace", onTheRun: true } });
    // The DX roll on 3, 3, 3 makes it: Ann holds the mace in E9.
    b.order(order as NonNullable<typeof order>, [3, 3, 3]);
    expect(b.fig("ann")).toMatchObject({ readyWeapon: "mace", position: at("E9") });
  });
});

describe("the summary's switches", () => {
  const idOf = (d: object) => JSON.stringify(d);

  it("delays a jab: the extra keeps the jab, the switch the delay, and the order has both", () => {
    const b = new Bout(
      {
        ...setupOf(
          [
            fighter(
              "ann",
              "red",
              "E5",
              S,
              human("Ann", { weapons: ["spear"], readyWeapon: "spear" }),
            ),
            fighter("bo", "blue", "E7", N, human("Bo")),
          ],
          { ruleset: "advanced-melee" },
        ),
        optionalRules: ["delayed-actions"],
      },
      [6, 1],
    );
    b.initiative("red", true);
    const jab = { figure: "ann", option: "b", extra: "jab", to: "E5", target: "bo" } as const;
    const delayed = JSON.parse(delayToggle(b.state, jab, idOf)?.customId ?? "{}");
    expect(delayed).toEqual({ ...jab, also: "d" });
    expect(isDraftOpen(b.state, ["ann"], delayed)).toBe(true);
    expect(draftOrder(b.state, delayed)).toMatchObject({ attack: "jab", delay: true });
  });

  it("reads a button drawn when the delay was the extra `dl` as delayed", () => {
    const { draft } = parseDraft(["s", "ann", "h", "dl", "E5", "3", "bo", "", ""]);
    expect(draft).toEqual({
      figure: "ann",
      option: "h",
      to: "E5",
      facing: 3,
      target: "bo",
      also: "d",
    });
  });

  it("holds a pikeman's grounded blow, offered only to a footman with a pike ready", () => {
    const pike = human("Ann", { weapons: ["pike"], readyWeapon: "pike" });
    const b = new Bout(
      setupOf(
        [fighter("ann", "red", "E5", S, pike), fighter("bo", "blue", "E10", N, human("Bo"))],
        { ruleset: "advanced-melee" },
      ),
      [6, 1],
    );
    b.initiative("red", true);
    const waits = { figure: "ann", option: "pass", to: "E5" } as const;
    const toggle = pikeToggle(b.state, waits, idOf);
    expect(toggle?.label).toBe("Hold the pike's blow");
    const held = JSON.parse(toggle?.customId ?? "{}");
    expect(isDraftOpen(b.state, ["ann"], held)).toBe(true);
    expect(draftOrder(b.state, held)).toMatchObject({ option: "pass", holdPike: true });
    expect(pikeToggle(b.state, held, idOf)?.label).toBe("Pike strikes as foes come");
    const swordsman = armoury("advanced-melee");
    expect(pikeToggle(swordsman.state, waits, idOf)).toBeUndefined();
    expect(isDraftOpen(swordsman.state, ["ann"], { ...waits, also: "h" })).toBe(false);
  });
});
