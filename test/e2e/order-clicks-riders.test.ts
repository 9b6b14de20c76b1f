/**
 * ADVANCED MELEE's riders by clicks through the fake Discord: mounting the GM's horse and getting
 * off, leaning in the saddle, the mount attacking beside its rider, the horse struck instead of its rider, panic, and
 * the rider pulled down.
 */
import { describe, expect, it } from "vitest";
import { stepOrLean } from "../../commands/battle/order-lean.ts";
import { parseHex } from "../../src/engine/index.ts";
import { FLAVIUS, WULF } from "../commands/figure-helpers.ts";
import {
  battle,
  createBookFighters,
  createFigure,
  play,
  sendCommand,
  settle,
  text,
} from "./support/battle.ts";
import {
  clickOn,
  clickSession,
  component,
  dice,
  giveOrders,
  orderByClicks,
  s,
  startAdvancedDuel,
} from "./support/order-clicks.ts";

clickSession();

describe("ADVANCED MELEE's riders by clicks and typed orders", () => {
  it("Flavius mounts the GM's horse by clicks, and gets off it kneeling by /battle order", async () => {
    await createBookFighters(s);
    const { battleId, added } = await startAdvancedDuel(
      "Flavius",
      [
        ["Flavius", "C8", 0],
        ["Bayard", "C5", 0],
        ["Wulf", "H1", 3],
      ],
      [{ monster: "horse", side: "a", name: "Bayard" }],
    );
    expect(text(added[0] ?? [])).toBe("Bayard (Horse) joins Side A.");
    // Not a Horseman: 3 dice against adjDX, a 5 always gets him on.
    dice.force(1, 2, 2);
    await orderByClicks(battleId, { figure: "flavius", option: "mount.0", destination: "C7" });
    let { state } = await s.bot.services.battles.load(battleId);
    const flavius = () => state?.figures.find((f) => f.name === "Flavius");
    expect(flavius()?.mount).toMatchObject({ name: "Bayard", horsemanship: "none" });
    expect(state?.figures.map((f) => f.name)).toEqual(["Flavius", "Wulf"]);
    dice.force(6, 1); // the next turn's initiative
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(text(s.discord.messages("general"))).toContain("Flavius mounts Bayard in C5");
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await play(s, {
      user: "alice",
      subcommand: "order",
      options: { figure: "Flavius", option: "dismount", to: "C3", posture: "kneeling" },
    });
    ({ state } = await s.bot.services.battles.load(battleId));
    expect(flavius()).toMatchObject({ posture: "kneeling", position: parseHex("C3") });
    expect(flavius()?.mount).toBeUndefined();
    expect(state?.figures.find((f) => f.name === "Bayard")?.position).toEqual(parseHex("C5"));
    expect(text(s.discord.messages("general"))).toContain("Flavius gets off Bayard");
  });
});

/**
 * Flavius mounts the GM's horse Bayard by clicks (rolling 5), and Wulf, his 2-handed sword ready,
 * comes up in front of the horse: turn 2 begins with side A to choose who moves first.
 */
async function flaviusRidesAtWulf(): Promise<string> {
  await createFigure(s, "alice", FLAVIUS);
  await createFigure(s, "bob", { ...WULF, ready: "2-handed sword" });
  const { battleId } = await startAdvancedDuel(
    "Flavius",
    [
      ["Flavius", "C8", 0],
      ["Bayard", "C5", 0],
      ["Wulf", "C3", 3],
    ],
    [{ monster: "horse", side: "a", name: "Bayard" }],
  );
  dice.force(1, 2, 2);
  await orderByClicks(battleId, { figure: "flavius", option: "mount.0", destination: "C7" });
  dice.force(6, 1); // the next turn's initiative
  await orderByClicks(battleId, { figure: "wulf", option: "a", destination: "C4", facing: "S" });
  return battleId;
}

describe("ADVANCED MELEE's mount attacking beside its rider", () => {
  it("Flavius, refused a full move while engaged, strikes at Wulf and Bayard kicks him too", async () => {
    const battleId = await flaviusRidesAtWulf();
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    // Engaged, Bayard may only stand still or shift (AM §9 OPTIONS): a full move is refused.
    const [refusal] = await settle(
      s,
      await battle(s, "alice", "order", { figure: "Flavius", option: "a", to: "C8" }),
    );
    expect(refusal?.ephemeral).toBe(true);
    expect(refusal?.content).toContain(
      "Bayard is engaged: a riding animal engaged may only stand still or shift one hex and/or attack, not move its full MA (AM §9).",
    );
    await orderByClicks(battleId, {
      figure: "flavius",
      option: "h.mount-attack",
      target: "wulf",
    });
    // Flavius misses with 15; Bayard's kick at its DX 11 hits with 6 and does 1d6+2 = 6.
    dice.force(5, 5, 5, 2, 2, 2, 4, 6, 1);
    await play(s, {
      user: "bob",
      subcommand: "order",
      options: { figure: "Wulf", option: "pass" },
    });
    await play(s, { user: "alice", button: ":stay:" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain("✔ Order given. Flavius: Bayard attacks too at Wulf");
    expect(told).toContain(
      "Bayard, under Flavius, attacks Wulf too (moved 0 hexes, half its MA of 22 or less)",
    );
    expect(told).toContain("Flavius, Bayard's kick → Wulf: 3d6 = 6 (2+2+2) ≤ adjDX 11, hit");
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.figures.find((f) => f.name === "Wulf")?.hits).toBe(6);
  });
});

describe("ADVANCED MELEE's horse struck instead of its rider, and its rider pulled down", () => {
  /** Rome moves first and Flavius sits his horse doing nothing. */
  async function flaviusWaits(): Promise<void> {
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await play(s, {
      user: "alice",
      subcommand: "order",
      options: { figure: "Flavius", option: "pass" },
    });
  }

  /** Flavius rides at Wulf (flaviusRidesAtWulf) and waits in the next turn: Wulf's order is next. */
  async function flaviusRidesAndWaits(): Promise<string> {
    const battleId = await flaviusRidesAtWulf();
    await flaviusWaits();
    return battleId;
  }

  it("Wulf strikes at Bayard under Flavius, typed with aim:mount and then by the aim menu", async () => {
    const battleId = await flaviusRidesAndWaits();
    // DX 10 − 2 for a footman at the mounted: 6 hits; the 2-handed sword's 3d6−1 = 8.
    dice.force(2, 2, 2, 3, 3, 3, 6, 1);
    await play(s, {
      user: "bob",
      subcommand: "order",
      options: { figure: "Wulf", option: "h", target: "Flavius", aim: "mount" },
    });
    expect(text(s.discord.messages("general"))).toContain(
      "Bayard, under Flavius, takes 8 of 8, ST 22 left",
    );
    // Hits on the horse win a forced retreat as hits on its rider do; Wulf declines it.
    await play(s, { user: "bob", button: ":stay:" });
    // The GM rolls for the wounded horse's panic (AM §9): 18 fails, and a 1 sends it fleeing.
    dice.force(6, 6, 6, 1);
    await sendCommand(s, "bob", "gm", "panic", { figure: "Flavius", cause: "wound" });
    expect(text(s.discord.messages("general"))).toContain(
      "bob (GM) rules: Flavius rides Bayard, who panics (1) and runs at full speed away from the fight",
    );
    await flaviusWaits();
    dice.force(2, 2, 2, 2, 2, 2, 6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "h", target: "flavius", aim: "mount" });
    await play(s, { user: "bob", button: ":stay:" });
    expect(dice.left).toBe(0);
    expect(text(s.discord.messages("general"))).toContain(
      "Bayard, under Flavius, takes 5 of 5, ST 17 left",
    );
    const { state } = await s.bot.services.battles.load(battleId);
    const flavius = state?.figures.find((f) => f.name === "Flavius");
    expect(flavius).toMatchObject({ hits: 0, mount: { hits: 13 } });
  });

  it("Wulf pulls Flavius from Bayard, choosing Pull a rider down in the option menu", async () => {
    const battleId = await flaviusRidesAndWaits();
    // Six dice of 2 against Wulf's ST + DX; an ordinary rider falls at the first pull; initiative.
    dice.force(2, 2, 2, 2, 2, 2, 6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "h.pull-down", target: "flavius" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain("✔ Order given. Wulf: Pull a rider down");
    expect(told).toMatch(
      /Wulf pulls at Flavius: 6d6 = 12 \(2\+2\+2\+2\+2\+2\) ≤ ST \+ DX \d+, made; 1 pull of 1 this turn/,
    );
    expect(told).toContain("Flavius is pulled from Bayard");
    const { state } = await s.bot.services.battles.load(battleId);
    const flavius = state?.figures.find((f) => f.name === "Flavius");
    expect(flavius).toMatchObject({ posture: "fallen" });
    expect(flavius?.mount).toBeUndefined();
  });
});

describe("ADVANCED MELEE's leaning by clicks", () => {
  it("Flavius leans by the summary's menu: the seat decides his target, and the order is the typed one", async () => {
    const battleId = await flaviusRidesAtWulf();
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    const asked = await giveOrders("alice");
    const action = component(asked, (id) => id.includes(":o:fo:"));
    let { updated } = await clickOn(asked, action?.custom_id ?? "", "alice", ["h"]);
    const where = component(updated, (id) => id.includes(":o:ft:"));
    ({ updated } = await clickOn(updated, where?.custom_id ?? "", "alice", ["C5"]));
    expect(updated.content).toContain("Flavius: Attack Wulf — stays in C5, facing N; Wulf");
    const seats = () => component(updated, (id) => id.includes(":o:fl:"));
    const labels = () => ((seats()?.options ?? []) as { label: string }[]).map((o) => o.label);
    // The engine's leans where Bayard stands, C5–C6 facing N: each hex, any way but backwards.
    expect(seats()?.placeholder).toBe("Seat: upright");
    expect(labels()).toEqual([
      "Sit upright in the saddle",
      ...["C5", "C6"].flatMap((h) =>
        ["N", "NE", "NW", "SE", "SW"].map((d) => `Lean into ${h} facing ${d}`),
      ),
    ]);
    // Leaning back into C6 facing SE, Wulf in C4 is out of his front hexes: no one to strike.
    ({ updated } = await clickOn(updated, seats()?.custom_id ?? "", "alice", ["C6.2"]));
    expect(updated.content).toBe(
      "Flavius: Attack Wulf, leaning into C6 facing SE — stays in C5, facing N",
    );
    ({ updated } = await clickOn(updated, seats()?.custom_id ?? "", "alice", ["C5.1"]));
    expect(updated.content).toContain("leaning into C5 facing NE — stays in C5, facing N; Wulf ·");
    const confirm = component(updated, (id) => id.includes(":o:ok:"));
    ({ updated } = await clickOn(updated, confirm?.custom_id ?? "", "alice"));
    expect(updated.content).toMatch(/^✔ Order given\./);
    // The order logged is the one typed as `step:C5 step-facing:NE` gives (commands/order-lean.ts).
    const log = await s.bot.services.battles.log(battleId);
    const order = log.entries.flatMap((e) => ("order" in e ? [e.order] : [])).at(-1);
    const { state } = await s.bot.services.battles.load(battleId);
    const flavius = state?.figures.find((f) => f.name === "Flavius")?.id ?? "";
    const typed = stepOrLean(state ?? null, flavius, "h", {
      stepTo: parseHex("C5"),
      stepFacing: 1,
    });
    expect(order).toMatchObject({ figure: flavius, option: "h", ...typed });
    expect(typed).toEqual({ lean: { hex: parseHex("C5"), facing: 1 } });
  });
});
