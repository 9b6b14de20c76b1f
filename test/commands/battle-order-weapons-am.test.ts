/**
 * ADVANCED MELEE's weapon handling typed in /battle order: `option:e target:` a figure offers it an
 * exchange of weapons and a trailing ", drop" in `ready` drops the ready weapon rather than
 * slinging it (AM §2 IV(b)); `option:a ready:` scoops a weapon up on the way (AM §3). A refusal is
 * private and changes nothing.
 */
import { expect, it } from "vitest";
import { HOLD_NOT_CHANGED } from "../../commands/battle/orders.ts";
import { formatHex } from "../../src/engine/index.ts";
import { isStep } from "../../src/store/battle-log.ts";
import {
  allText,
  completeBattle,
  refusal,
  runBattle,
  startAmDuelAgainstWulf,
} from "./battle-helpers.ts";
import { ALICE, actor, BOB, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const GM = actor("gm");
const t = servicesPerTest();

const KANO = {
  name: "Kano",
  race: "human",
  st: 12,
  dx: 12,
  weapons: "broadsword, dagger",
  ready: "broadsword",
  ruleset: "advanced-melee",
} as const;

/** The hex `rows` south of where Kano stands now. */
async function hexesSouthOfKano(rows: number): Promise<string> {
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  const { state } = await t.battles.load(summary?.id ?? "");
  const kano = state?.figures.find((f) => f.name === "Kano");
  if (!kano) throw new Error("no Kano");
  return formatHex({ q: kano.position.q, r: kano.position.r + rows });
}

it("drops the broadsword for the dagger with ready:'dagger, drop'", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  const ordered = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    ready: "dagger, drop",
  });
  const log = allText(ordered.replies);
  expect(log).toMatch(/Kano drops the broadsword in \w+ \(dropped to ready another weapon\)/);
});

it("offers Wulf an exchange with option:e target:Wulf; an exchange with a ready weapon is refused", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  const both = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    target: "Wulf",
    ready: "dagger",
  });
  expect(refusal(both)).toContain(
    "An exchange of weapons readies nothing else: name only the figure to exchange with.",
  );
  const ordered = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    target: "Wulf",
  });
  expect(allText(ordered.replies)).toContain("Kano offers to exchange weapons with Wulf");
});

it("drops the broadsword, then scoops it up running with option:a ready:'broadsword, on the run'", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "e",
    ready: "dagger, drop",
  });
  await runBattle(t.services, BOB, "order", { figure: "Wulf", option: "pass" });
  t.force(5, 2);
  await runBattle(t.services, ALICE, "initiative", { choice: "first" });
  const to = await hexesSouthOfKano(2);
  t.force(3, 3, 3);
  const ran = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "a",
    to,
    ready: "broadsword, on the run",
  });
  const log = allText(ran.replies);
  expect(log).toContain("Kano picks up the broadsword in");
});

it("offers Wulf, autocompleted, an exchange by /battle change option:e target:Wulf after Kano has moved a hex", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  const to = await hexesSouthOfKano(1);
  await runBattle(t.services, ALICE, "order", { figure: "Kano", option: "a", to });
  // The partner is offered as (e)'s target though Wulf is out of reach of any blow.
  const partners = await completeBattle(
    t.services,
    ALICE,
    "change",
    { name: "target", value: "" },
    { figure: "Kano", option: "e" },
  );
  expect(partners.responses[0]?.map((c) => c.name)).toEqual(["Wulf"]);
  const changed = await runBattle(t.services, ALICE, "change", {
    figure: "Kano",
    option: "e",
    target: "Wulf",
  });
  const log = allText(changed.replies);
  expect(changed.replies[0]?.ephemeral).toBeUndefined();
  expect(log).toContain("Kano changes from (a) to (e)");
  expect(log).toContain("Kano offers to exchange weapons with Wulf");
});

it("holds a grounded pike's blow with attack:hold, autocompleted", async () => {
  await startAmDuelAgainstWulf(t, GM, { ...KANO, weapons: "pike, dagger", ready: "pike" });
  const kinds = await completeBattle(
    t.services,
    ALICE,
    "order",
    { name: "attack", value: "" },
    { figure: "Kano", option: "pass" },
  );
  expect(kinds.responses[0]?.map((c) => c.value)).toContain("hold");
  await runBattle(t.services, ALICE, "order", { figure: "Kano", option: "pass", attack: "hold" });
  const summary = await t.battles.activeInChannel(GUILD, "channel-1");
  const { entries } = await t.battles.log(summary?.id ?? "");
  expect(entries.filter(isStep).at(-1)?.order).toMatchObject({ option: "pass", holdPike: true });
  expect((await t.battles.load(summary?.id ?? "")).state?.figures[0]?.pikeHeld).toBe(true);
});

it("refuses attack:hold to a figure with no pike, privately", async () => {
  await startAmDuelAgainstWulf(t, GM, KANO);
  const held = await runBattle(t.services, ALICE, "order", {
    figure: "Kano",
    option: "pass",
    attack: "hold",
  });
  expect(refusal(held)).toContain("Kano has no pike ready to ground");
});

it("refuses attack:hold in /battle change, privately: the hold is said in the order", async () => {
  await startAmDuelAgainstWulf(t, GM, { ...KANO, weapons: "pike, dagger", ready: "pike" });
  await runBattle(t.services, ALICE, "order", { figure: "Kano", option: "pass" });
  const changed = await runBattle(t.services, ALICE, "change", {
    figure: "Kano",
    option: "pass",
    attack: "hold",
  });
  expect(refusal(changed)).toBe(HOLD_NOT_CHANGED);
});
