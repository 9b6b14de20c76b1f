/**
 * The click flow offers ADVANCED MELEE's optional timing rules only when the battle uses them:
 * "Wait for an opening on …" beside "Do nothing", and a summary button that delays an attack.
 * The draft gives the engine's order, and a forged draft is not open.
 */
import { describe, expect, it } from "vitest";
import { optionChoices } from "../../commands/battle/order-choices.ts";
import { draftOrder, isDraftOpen } from "../../commands/battle/order-flow.ts";
import { delayToggle } from "../../commands/battle/order-timing.ts";
import { at, Bout, fighter, human, N, S, setupOf } from "../engine/battle/builders.ts";

/** Ann (red, moving first) and Bo (blue) face each other, adjacent, in their movement phase. */
function duel(optionalRules: readonly string[], ruleset = "advanced-melee" as const): Bout {
  const b = new Bout(
    {
      ...setupOf(
        [fighter("ann", "red", "E5", S, human("Ann")), fighter("bo", "blue", "E6", N, human("Bo"))],
        { ruleset },
      ),
      optionalRules,
    },
    [6, 1],
  );
  b.initiative("red", true);
  return b;
}

const BOTH = ["delayed-actions", "waiting-for-an-opening"];

describe("the click flow's AM timing choices", () => {
  it("offers waiting for an opening on each foe with the rule, and not without it", () => {
    const waits = (rules: readonly string[]) =>
      optionChoices(duel(rules).state, "ann").filter((c) => c.value.startsWith("pass"));
    expect(waits(BOTH)).toEqual([
      { value: "pass", label: "Do nothing", description: "Do nothing" },
      {
        value: "pass.w0",
        label: "Wait for an opening on Bo",
        description: "+1 DX on it after a whole turn, +2 after two; no move, no attack meanwhile",
      },
    ]);
    expect(waits([]).map((c) => c.label)).toEqual(["Do nothing"]);
  });

  it("offers a molotail thrower with a torch to aim at each foe, with or without the rule", () => {
    const b = duel([]);
    b.arrange((_, fig) => {
      fig("ann").readyWeapon = "molotail";
      fig("ann").carried = ["torch"];
    });
    const aims = optionChoices(b.state, "ann").filter((c) => c.value.startsWith("pass."));
    expect(aims).toEqual([
      {
        value: "pass.w0",
        label: "Aim the molotail at Bo",
        description: "+1 DX on it a whole turn, up to +3, lost if you are hit; no move meanwhile",
      },
    ]);
  });

  it("gives the engine the foe waited on", () => {
    const { state } = duel(BOTH);
    const draft = { figure: "ann", option: "pass", extra: "w0", to: "E5" } as const;
    expect(isDraftOpen(state, ["ann"], draft)).toBe(true);
    expect(draftOrder(state, draft)).toEqual({
      type: "move",
      figure: "ann",
      option: "pass",
      destination: at("E5"),
      waitFor: "bo",
    });
    expect(isDraftOpen(state, ["ann"], { ...draft, extra: "w7" })).toBe(false);
  });

  it("delays an attack by the summary's button, only under the rule and for an action", () => {
    const idOf = (d: object) => JSON.stringify(d);
    const attack = { figure: "ann", option: "h", to: "E5", target: "bo" } as const;
    const { state } = duel(BOTH);
    const toggle = delayToggle(state, attack, idOf);
    expect(toggle?.label).toBe("Act after the others");
    const delayed = JSON.parse(toggle?.customId ?? "{}");
    expect(delayed).toEqual({ ...attack, also: "d" });
    expect(isDraftOpen(state, ["ann"], delayed)).toBe(true);
    expect(draftOrder(state, delayed)).toMatchObject({ option: "h", target: "bo", delay: true });
    expect(delayToggle(state, delayed, idOf)?.label).toBe("Act in DX order");
    expect(delayToggle(state, { ...attack, option: "i" }, idOf)).toBeUndefined();
    expect(delayToggle(duel([]).state, attack, idOf)).toBeUndefined();
    expect(isDraftOpen(duel([]).state, ["ann"], delayed)).toBe(false);
  });
});
