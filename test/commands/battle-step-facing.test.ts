/**
 * /battle order, act and retreat with the facing of a step taken outside movement (MELEE VI,
 * FACING: "whenever it MOVES"): `step-facing` for a disengaging step, (l) or (r), and `facing` for
 * a victor advancing after a forced retreat. Accepted, logged, and refused specifically.
 */
import { describe, expect, it } from "vitest";
import { gmCommand } from "../../commands/gm.ts";
import { allText, refusal, runBattle, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, BOB, fakeCommand, GM } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

/**
 * Alice's Flavius (Rome) at E1 facing S; the GM puts Bob's Wulf (Germania) at E2 facing N, so they
 * engage; Rome moves first.
 */
async function faceToFace() {
  const s = t.services;
  await startFlaviusAgainstWulf(t, GM);
  const place = {
    ...fakeCommand("place", { figure: "Wulf", hex: "E2", facing: "N" }, { actor: GM }),
    commandName: "gm",
  };
  await gmCommand.execute(place, s);
  await runBattle(s, ALICE, "initiative", { choice: "first" });
}

async function flavius() {
  const summary = await t.battles.activeInChannel("guild-1", "channel-1");
  const { state } = await t.battles.load(summary?.id ?? "");
  const found = state?.figures.find((f) => f.name === "Flavius");
  if (found === undefined) throw new Error("no Flavius");
  return { position: found.position, facing: found.facing };
}

async function version() {
  return (await t.battles.activeInChannel("guild-1", "channel-1"))?.version;
}

describe("/battle order step-facing", () => {
  it("disengaging (l), Flavius steps to F1 and faces SE", async () => {
    await faceToFace();
    const ordered = await runBattle(t.services, ALICE, "order", {
      figure: "Flavius",
      option: "l",
      step: "F1",
      "step-facing": "SE",
    });
    expect(ordered.replies[0]?.ephemeral).toBeUndefined();
    const turn = await runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
    expect(allText(turn.replies)).toContain("Flavius steps E1 → F1 (disengaged), facing SE");
    expect(await flavius()).toEqual({ position: { q: 5, r: -2 }, facing: 2 });
  });

  it("refuses a facing that is not one, and a step facing for an option that takes no step", async () => {
    await faceToFace();
    const before = await version();
    expect(
      refusal(
        await runBattle(t.services, ALICE, "order", {
          figure: "Flavius",
          option: "l",
          step: "F1",
          "step-facing": "up",
        }),
      ),
    ).toBe('"up" is not a facing; use N, NE, SE, S, SW or NW.');
    expect(
      refusal(
        await runBattle(t.services, ALICE, "order", {
          figure: "Flavius",
          option: "h",
          target: "Wulf",
          "step-facing": "N",
        }),
      ),
    ).toBe("(h) takes no step: only a figure disengaging, (l) or (r), turns as it steps.");
    expect(await version()).toBe(before);
  });
});

describe("/battle act step and step-facing", () => {
  /** Flavius disengages (l) without naming a step, so the battle asks him for one. */
  async function askedForStep() {
    await faceToFace();
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "l" });
    await runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
  }

  it("asks for a step, not a target, naming the options that give one", async () => {
    await faceToFace();
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "l" });
    const asked = await runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
    expect(allText(asked.replies)).toContain(
      "<@user:alice>, Flavius cannot step where it meant to. Choose another step with /battle act figure:Flavius step:<hex> (step-facing:<facing> to turn), or forfeit:true.",
    );
  });

  it("takes a step and a facing without a target", async () => {
    await askedForStep();
    const acted = await runBattle(t.services, ALICE, "act", {
      figure: "Flavius",
      step: "D1",
      "step-facing": "SW",
    });
    expect(allText(acted.replies)).toContain("Flavius steps E1 → D1 (disengaged), facing SW");
    expect(await flavius()).toEqual({ position: { q: 3, r: -1 }, facing: 4 });
  });

  it("refuses nothing to act on, a facing that is not one, and a step that is not next to it", async () => {
    await askedForStep();
    const before = await version();
    expect(refusal(await runBattle(t.services, ALICE, "act", { figure: "Flavius" }))).toBe(
      "Give a target, a step or step-facing for a figure stepping away, or forfeit:true.",
    );
    expect(
      refusal(
        await runBattle(t.services, ALICE, "act", {
          figure: "Flavius",
          step: "D1",
          "step-facing": "NNE",
        }),
      ),
    ).toBe('"NNE" is not a facing; use N, NE, SE, S, SW or NW.');
    expect(
      refusal(
        await runBattle(t.services, ALICE, "act", {
          figure: "Flavius",
          step: "E5",
          "step-facing": "S",
        }),
      ),
    ).toBe("E5 is not next to Flavius.");
    expect(await version()).toBe(before);
  });

  it("forfeits the action whatever step came with it", async () => {
    await askedForStep();
    const forfeited = await runBattle(t.services, ALICE, "act", {
      figure: "Flavius",
      step: "D1",
      forfeit: true,
    });
    expect(allText(forfeited.replies)).toContain("Flavius forfeits the action");
    expect(await flavius()).toEqual({ position: { q: 4, r: -2 }, facing: 3 });
  });
});

describe("/battle retreat facing", () => {
  /** Flavius hits Wulf (6 to hit, 3 + 3 − 1 = 5 hits) and is not hit: he may push him back. */
  async function flaviusWins() {
    await faceToFace();
    await runBattle(t.services, ALICE, "order", { figure: "Flavius", option: "h", target: "Wulf" });
    t.force(2, 2, 2, 3, 3);
    return runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
  }

  it("is offered in the prompt for the push", async () => {
    const hit = await flaviusWins();
    expect(allText(hit.replies)).toContain(
      "to:<hex> advance:true|false, and facing:<facing> to turn as it advances).",
    );
  });

  it("advancing into the hex Wulf left, Flavius turns to the facing given", async () => {
    await flaviusWins();
    const pushed = await runBattle(t.services, ALICE, "retreat", {
      figure: "Flavius",
      enemy: "Wulf",
      to: "E3",
      advance: true,
      facing: "SE",
    });
    expect(allText(pushed.replies)).toContain(
      "Flavius forces Wulf back to E3 and follows, facing SE",
    );
    expect(await flavius()).toEqual({ position: { q: 4, r: -1 }, facing: 2 });
  });

  it("refuses a facing that is not one, and a facing without advancing", async () => {
    await flaviusWins();
    const before = await version();
    const push = { figure: "Flavius", enemy: "Wulf", to: "E3" };
    expect(
      refusal(
        await runBattle(t.services, ALICE, "retreat", { ...push, advance: true, facing: "up" }),
      ),
    ).toBe('"up" is not a facing; use N, NE, SE, S, SW or NW.');
    expect(refusal(await runBattle(t.services, ALICE, "retreat", { ...push, facing: "SE" }))).toBe(
      "Flavius turns only by advancing: a victor that stays still keeps its facing.",
    );
    expect(await version()).toBe(before);
  });
});
