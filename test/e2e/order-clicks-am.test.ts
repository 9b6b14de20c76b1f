/**
 * ADVANCED MELEE's orders by clicks through the fake Discord: big figures, push-back, the optional
 * rules, the pin, the jab, the sweep, the grounded pike, the thrown net, the blunderbuss, the pack,
 * sha-ken and weapon handling, each also typed where the two must give the same order.
 */
import { describe, expect, it } from "vitest";
import { type BattleState, footprint, formatHex, parseHex } from "../../src/engine/index.ts";
import { isStep } from "../../src/store/battle-log.ts";
import { FLAVIUS, RAGNAR, RETIARIUS, WULF } from "../commands/figure-helpers.ts";
import type { RecordedMessage } from "../fake-discord/index.ts";
import {
  createFigure,
  openAdvancedDuel,
  placeFigures,
  play,
  sendCommand,
  text,
  where,
} from "./support/battle.ts";
import {
  clickOn,
  clickSession,
  component,
  dice,
  facesClicked,
  giveOrders,
  openAdvancedWithMonsters,
  orderByClicks,
  romanOrGermanOrder,
  s,
  startAdvancedDuel,
} from "./support/order-clicks.ts";

clickSession();

describe("ADVANCED MELEE's big figures by clicks", () => {
  it("moves the GM's 5-hex beast by clicks, its facing button naming its whole body", async () => {
    await play(s, {
      user: "bob",
      subcommand: "new",
      options: { type: "death", ruleset: "advanced-melee", thread: false },
    });
    await play(s, { user: "bob", subcommand: "add", options: { monster: "wolf", side: "a" } });
    const added = await play(s, {
      user: "bob",
      subcommand: "add",
      options: { monster: "beast", side: "b", name: "Liz", st: 30, hexes: 5 },
    });
    expect(text(added.posted)).toBe("Liz (Beast, 5 hexes) joins Side B.");
    dice.force(6, 1);
    await play(s, { user: "bob", subcommand: "start" });
    await play(s, { user: "bob", subcommand: "initiative", options: { choice: "second" } });
    const arena = s.discord.guild("Arena");
    const stored = await s.bot.services.battles.activeInChannel(
      arena.id,
      arena.channel("general").id,
    );
    const battleId = stored?.id ?? "";
    const before = (await s.bot.services.battles.load(battleId)).state;
    expect(before?.figures.find((f) => f.name === "Liz")?.position).toEqual(parseHex("E12"));
    await orderByClicks(battleId, { figure: "liz", option: "a", destination: "E9", facing: "NW" });
    const liz = (await s.bot.services.battles.load(battleId)).state?.figures.find(
      (f) => f.name === "Liz",
    );
    expect(liz && footprint(liz).map(formatHex)).toEqual(["E9", "F9", "G10", "H10", "I11"]);
    expect(facesClicked.at(-1)).toBe("Face NW · E9–F9–G10–H10–I11");
  });
});

describe("ADVANCED MELEE's push-back by clicks", () => {
  it("a giant ends its move on a wolf, which keeps its feet and is pushed back", async () => {
    await openAdvancedWithMonsters([
      { monster: "wolf", side: "a", name: "Fang" },
      { monster: "giant", side: "b", name: "Gog" },
    ]);
    dice.force(6, 1);
    await play(s, { user: "bob", subcommand: "start" });
    const battleId = await placeFigures(s, [
      ["Gog", "J10", 0],
      ["Fang", "J9", 3],
    ]);
    await play(s, { user: "bob", subcommand: "initiative", options: { choice: "second" } });
    // Fang's saving roll: 3 dice against its adjDX.
    dice.force(1, 1, 1);
    await orderByClicks(battleId, { figure: "gog", option: "a", destination: "J9", facing: "N" });
    const { state } = await s.bot.services.battles.load(battleId);
    const gog = state?.figures.find((f) => f.name === "Gog");
    expect(gog && footprint(gog).map(formatHex)).toEqual(["J9", "K9", "K10"]);
    expect(state?.figures.find((f) => f.name === "Fang")).toMatchObject({
      position: parseHex("I10"),
      posture: "standing",
    });
    expect(dice.left).toBe(0);
  });
});

/** Flavius on foot at C8 and the GM's gargoyle Grim, which takes off by clicks to 8 m over C5. */
async function grimTakesOff(): Promise<string> {
  await createFigure(s, "alice", FLAVIUS);
  await openAdvancedWithMonsters([{ monster: "gargoyle", side: "b", name: "Grim" }]);
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Flavius", side: "a" } });
  dice.force(6, 1);
  await play(s, { user: "bob", subcommand: "start" });
  const battleId = await placeFigures(s, [
    ["Flavius", "C8", 0],
    ["Grim", "C3", 3],
  ]);
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  await orderByClicks(battleId, { figure: "flavius", option: "pass" });
  dice.force(6, 1); // the next turn's initiative
  await orderByClicks(battleId, { figure: "grim", option: "a", fly: "t8", destination: "C5" });
  return battleId;
}

describe("ADVANCED MELEE's optional rules by clicks", () => {
  it("waits a turn for an opening, then strikes at +1 DX after the others, aimed at an arm", async () => {
    const rules = "delayed-actions, waiting-for-an-opening, aimed-shots";
    const battleId = await openAdvancedDuel(s, dice, rules, [
      ["Flavius", "C8", 0],
      ["Wulf", "C7", 3],
    ]);
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await orderByClicks(battleId, { figure: "flavius", option: "pass.w0" });
    // The turn ends with nobody acting: Rome wins the next initiative.
    dice.force(6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    const waited = (await s.bot.services.battles.load(battleId)).state;
    expect(waited?.figures.find((f) => f.name === "Flavius")?.waiting).toEqual({
      target: waited?.figures.find((f) => f.name === "Wulf")?.id,
      turns: 1,
    });
    await play(s, { user: "alice", button: ":init:first" });
    const now = (await s.bot.services.battles.load(battleId)).state as BattleState;
    const flavius = now.figures.find((f) => f.name === "Flavius")?.id ?? "";
    // Flavius (adjDX 8 in AM's chainmail, +1 for the turn he waited, −4 aimed at the weapon arm)
    // misses on 16; Rome wins the third initiative.
    dice.force(6, 6, 4, 6, 1);
    const strike = romanOrGermanOrder(now, flavius);
    await orderByClicks(battleId, { ...strike, delay: true, aim: "weapon arm" });
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain("Optional rules: Aimed shots, Delayed actions, Waiting for an opening.");
    expect(told).toContain("Flavius waits for an opening on Wulf");
    expect(told).toMatch(/Flavius: \([bh]\) [^\n]+ → Wulf, acting after the others/);
    expect(told).toContain(
      "Flavius, Shortsword → Wulf: 3d6 = 16 (6+6+4) > adjDX 5 = DX 12 − 3 chainmail − 1 shield + 1 waited 1 turn for an opening − 4 aimed at the weapon arm, miss",
    );
  });

  it("an ADVANCED MELEE gargoyle takes off to 8 m by clicks, and drops the GM's boulder on Flavius from 3 m", async () => {
    const battleId = await grimTakesOff();
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain("Grim takes to the air");
    expect(told).toContain("Grim climbs to 8 m");
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.figures.find((f) => f.name === "Grim")).toMatchObject({
      flying: true,
      height: 8,
    });
    // AM §10: the GM hands Grim a 50 kg boulder, which he drops by clicks from 3 m over C7.
    await sendCommand(s, "bob", "gm", "give", { figure: "Grim", item: "Boulder (50 kg)" });
    await play(s, { user: "alice", button: ":init:first" });
    await orderByClicks(battleId, { figure: "flavius", option: "pass" });
    // DX 11 − 4 dropped − 1 for 3 m: 6; 2+2+2 hits for 6, 5 of it stopped; the next initiative.
    dice.force(2, 2, 2, 6, 6, 1);
    await orderByClicks(battleId, {
      figure: "grim",
      option: "b.drop",
      fly: "h3",
      destination: "C7",
      facing: "S",
      target: "flavius",
    });
    expect(dice.left).toBe(0);
    const dropped = text(s.discord.messages("general"));
    expect(dropped).toContain("bob (GM) rules: Grim given a 50 kg boulder to drop (1 carried)");
    expect(dropped).toContain("Grim drops a 50 kg boulder on Flavius from 3 m");
    expect(dropped).toContain(
      "Grim, Boulder (50 kg) → Flavius: 3d6 = 6 (2+2+2) ≤ adjDX 6 = DX 11 − 4 dropped from the air − 1 height 3 m, hit",
    );
    const after = (await s.bot.services.battles.load(battleId)).state;
    expect(after?.figures.find((f) => f.name === "Flavius")?.hits).toBe(1);
    expect(after?.figures.find((f) => f.name === "Grim")).toMatchObject({ height: 3 });
  });

  it("an ADVANCED MELEE gargoyle given a spear drops it on Flavius by clicks, for its damage +2", async () => {
    const battleId = await grimTakesOff();
    // AM §10: the GM hands Grim a spear, which he drops by clicks from 3 m over C7.
    await sendCommand(s, "bob", "gm", "give", { figure: "Grim", item: "Spear" });
    await play(s, { user: "alice", button: ":init:first" });
    await orderByClicks(battleId, { figure: "flavius", option: "pass" });
    // DX 11 − 4 dropped − 1 for 3 m: 6; the spear's 1+1 and +2: 6 + 3 = 9, 5 stopped; initiative.
    dice.force(2, 2, 2, 6, 6, 1);
    await orderByClicks(battleId, {
      figure: "grim",
      option: "b.drop-spear",
      fly: "h3",
      destination: "C7",
      facing: "S",
      target: "flavius",
    });
    expect(dice.left).toBe(0);
    const dropped = text(s.discord.messages("general"));
    expect(dropped).toContain("Grim drops a spear on Flavius from 3 m");
    expect(dropped).toContain(
      "Grim, Spear → Flavius: 3d6 = 6 (2+2+2) ≤ adjDX 6 = DX 11 − 4 dropped from the air − 1 height 3 m, hit",
    );
    const after = (await s.bot.services.battles.load(battleId)).state;
    expect(after?.figures.find((f) => f.name === "Flavius")?.hits).toBe(4);
  });
});

describe("ADVANCED MELEE's pin by clicks", () => {
  it("grapples a foe with its back to the wall, pins it at the pin's odds, and holds it helpless", async () => {
    // Wulf's back is to the north wall, so Flavius may grapple him (MELEE: HAND-TO-HAND COMBAT).
    const battleId = await openAdvancedDuel(s, dice, "", [
      ["Flavius", "C2", 0],
      ["Wulf", "C1", 3],
    ]);
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    // Wulf's 1 lets Flavius in, rolled as Flavius moves onto him (AM §5 HAND-TO-HAND COMBAT).
    dice.force(1);
    await orderByClicks(battleId, { figure: "flavius", option: "m", target: "wulf" });
    expect(dice.left).toBe(0);
    // Flavius's bare hands miss on 16; Rome wins the next initiative.
    dice.force(6, 6, 4, 6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    await play(s, { user: "alice", button: ":init:first" });
    // The pin's own odds: adjDX 9 (no HTH +4), Wulf's 10 too close to move it: 9 or less.
    await orderByClicks(battleId, { figure: "flavius", option: "p.pin" });
    dice.force(1, 1, 1, 6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    const { state } = await s.bot.services.battles.load(battleId);
    const id = (name: string) => state?.figures.find((f) => f.name === name)?.id;
    expect(state?.figures.find((f) => f.name === "Wulf")?.pinned).toEqual({
      by: id("Flavius"),
      turn: 2,
    });
    // Turn 3: Wulf, helpless, is told so, and offered no pin of his own; his action is lost.
    await play(s, { user: "alice", button: ":init:first" });
    await orderByClicks(battleId, { figure: "flavius", option: "pass" });
    const asked = await giveOrders("bob");
    expect(asked.content).toBe(
      "What should Wulf do? Wulf is pinned by Flavius, helpless: its action this turn is lost (AM §5).",
    );
    const offered = component(asked, (id) => id.includes(":o:fo:"));
    const values = ((offered?.options ?? []) as { value: string }[]).map((o) => o.value);
    expect(values).toEqual(["p", "q", "r", "pass"]);
    dice.force(6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "p", target: "flavius" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain(
      "✔ Order given. Flavius: Pin Wulf — stays in C1, facing N; Wulf · pin on 9 or less · 38 %",
    );
    expect(told).toContain("Flavius tries to pin Wulf: 3d6 = 3 (1+1+1) ≤ 9, Wulf is pinned");
    expect(told).toContain("Wulf is pinned by Flavius");
  });
});

describe("ADVANCED MELEE's jab by clicks", () => {
  it("Ragnar jabs Wulf two hexes off with his spear, choosing Jab in the option menu", async () => {
    await createFigure(s, "alice", RAGNAR);
    await createFigure(s, "bob", WULF);
    const { battleId } = await startAdvancedDuel("Ragnar", [
      ["Ragnar", "C9", 0],
      ["Wulf", "C7", 3],
    ]);
    await orderByClicks(battleId, { figure: "ragnar", option: "b.jab", target: "wulf" });
    // The jab hits on 6 (2+2+2) against adjDX 11; the spear in both hands does 1+1: 4.
    dice.force(2, 2, 2, 3);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain(
      "✔ Order given. Ragnar: Jab — stays in C9, facing N; Wulf · hit on 11 or less · 63 %",
    );
    expect(told).toContain(
      "Ragnar, Spear (two hands) (jab) → Wulf: 3d6 = 6 (2+2+2) ≤ adjDX 11 = DX 13 − 2 leather, hit",
    );
    expect(told).toContain("1d6+1 = 4, Wulf takes 4 (ST 10/14)");
  });
});

describe("ADVANCED MELEE's sweeping blow by clicks", () => {
  it("Wulf sweeps his two-handed sword through his front hexes, choosing Sweeping blow", async () => {
    await createFigure(s, "alice", FLAVIUS);
    await createFigure(s, "bob", { ...WULF, ready: "2-handed sword" });
    const { battleId } = await startAdvancedDuel("Flavius", [
      ["Flavius", "C8", 0],
      ["Wulf", "C7", 3],
    ]);
    await orderByClicks(battleId, { figure: "flavius", option: "pass" });
    // The sweep at adjDX 10 − 4 hits on 4; 3d6−1 = 2 stops on Flavius's armor; the next initiative.
    dice.force(1, 1, 2, 1, 1, 1, 6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "h.sweep", target: "flavius" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain("✔ Order given. Wulf: Sweeping blow");
    expect(told).toContain(
      "Wulf, 2-handed sword (sweeping blow) → Flavius: 3d6 = 4 (1+1+2) ≤ adjDX 6 = DX 10 − 4 sweeping blow, hit",
    );
  });
});

describe("ADVANCED MELEE's grounded pike", () => {
  it("Ragnar's pike meets Wulf's charge by clicks as Wulf comes into reach, and fells him", async () => {
    const pikeman = { ...RAGNAR, st: 12, dx: 12, shield: "none", weapons: "pike, dagger" };
    await createFigure(s, "alice", { ...pikeman, ready: "pike", ruleset: "advanced-melee" });
    await createFigure(s, "bob", { ...WULF, ready: "2-handed sword" });
    const { battleId } = await startAdvancedDuel("Ragnar", [
      ["Ragnar", "C9", 0],
      ["Wulf", "C5", 3],
    ]);
    await orderByClicks(battleId, { figure: "ragnar", option: "pass" });
    // In C6, three hexes ahead, the pike hits on 6 against adjDX 10; the spear's 1+1 doubled
    // against a charge: (3+1)×2 = 8 knocks Wulf down there. Then the next turn's initiative.
    dice.force(2, 2, 2, 3, 6, 1);
    await orderByClicks(battleId, {
      figure: "wulf",
      option: "b",
      destination: "C8",
      target: "ragnar",
    });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain(
      "Ragnar, Pike (grounded) → Wulf: 3d6 = 6 (2+2+2) ≤ adjDX 10 = DX 12 − 2 leather, hit",
    );
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.figures.find((f) => f.name === "Wulf")).toMatchObject({
      position: parseHex("C6"),
      posture: "fallen",
    });
  });
});

/**
 * alice's Kano (built as `kano`) on C9 facing N, three hexes from bob's Wulf on C6, in an AM duel;
 * Give orders' option menu offers `value` as `label`. Returns the battle's id.
 */
async function kanoOffered(
  kano: Readonly<Record<string, string | number>>,
  value: string,
  label: string,
): Promise<string> {
  await createFigure(s, "alice", kano);
  await createFigure(s, "bob", WULF);
  const { battleId } = await startAdvancedDuel("Kano", [
    ["Kano", "C9", 0],
    ["Wulf", "C6", 3],
  ]);
  const menu = component(await giveOrders("alice"), (id) => id.includes(":o:fo:"));
  expect(menu?.options).toContainEqual(expect.objectContaining({ value, label }));
  return battleId;
}

describe("ADVANCED MELEE's thrown net by clicks", () => {
  it("Kano throws his net at Wulf from the option menu, its chance to hit beside the target", async () => {
    const battleId = await kanoOffered(RETIARIUS, "b.thrown", "Throw net at Wulf");
    await orderByClicks(battleId, { figure: "kano", option: "b.thrown", target: "wulf" });
    // The throw hits on 9 against adjDX 11; 1-3 of a 5 is 2; Wulf falls into the net.
    dice.force(3, 3, 3, 5);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain(
      "✔ Order given. Kano: Throw net at Wulf — stays in C9, facing N; Wulf · hit on 11 or less · 63 %",
    );
    expect(told).toContain(
      "Kano, Net (thrown) → Wulf: 3d6 = 9 (3+3+3) ≤ adjDX 11 = DX 14 − 3 range, hit",
    );
    expect(told).toContain("Wulf is down (caught in Kano's net)");
  });
});

describe("ADVANCED MELEE's blunderbuss by clicks", () => {
  it("Ann fires her blunderbuss at Wulf from the option menu: its hail sprays 15 hexes", async () => {
    await createFigure(s, "alice", {
      name: "Ann",
      race: "human",
      st: 12,
      dx: 12,
      weapons: "blunderbuss",
      ready: "blunderbuss",
      talents: "guns",
      ruleset: "advanced-melee",
    });
    await createFigure(s, "bob", WULF);
    const { battleId } = await startAdvancedDuel("Ann", [
      ["Ann", "C9", 0],
      ["Wulf", "C6", 3],
    ]);
    await orderByClicks(battleId, { figure: "ann", option: "f", target: "wulf" });
    // Good powder (1); the recoil 6 against DX 12; Wulf's 4 dice 24 fail; 1d6+2 = 6.
    dice.force(1, 2, 2, 2, 6, 6, 6, 6, 4);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(dice.left).toBe(0);
    const told = text(s.discord.messages("general"));
    expect(told).toContain("Ann's blunderbuss: powder 1d6 = 1, good");
    expect(told).toContain("Ann's blunderbuss sprays 15 hexes from C8");
    expect(told).toContain(
      "Wulf rolls to duck the blunderbuss's hail: 4d6 = 24 (6+6+6+6) > adjDX 10, fails",
    );
    expect(told).toContain("Wulf takes 6 (ST 8/14)");
  });
});

/** AM §7's Melio with his loaded pack, carrying `weapons`, in a duel with Wulf far off. */
async function melioWithHisPack(weapons: string): Promise<string> {
  await createFigure(s, "alice", {
    name: "Melio",
    race: "human",
    st: 9,
    dx: 12,
    iq: 11, // new, so exactly 32 (the book's experienced Melio has IQ 14)
    armor: "leather",
    weapons,
    ready: "javelin",
    pack: "loaded",
    ruleset: "advanced-melee",
  });
  await createFigure(s, "bob", WULF);
  const { battleId } = await startAdvancedDuel("Melio", [
    ["Melio", "C9", 0],
    ["Wulf", "H1", 3],
  ]);
  return battleId;
}

describe("ADVANCED MELEE's pack taken off by a click, then by /battle order", () => {
  it("Melio works his loaded pack half off by clicking Take off pack, and gets it off typing ready:pack", async () => {
    const battleId = await melioWithHisPack("javelin, rapier");
    await orderByClicks(battleId, { figure: "melio", option: "e.pack" });
    dice.force(6, 1); // the next turn's initiative
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(text(s.discord.messages("general"))).toContain(
      "Melio works the pack half off: one more turn to get it off",
    );
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await play(s, {
      user: "alice",
      subcommand: "order",
      options: { figure: "Melio", option: "e", ready: "pack" },
    });
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(text(s.discord.messages("general"))).toContain(
      "Melio takes the pack off and sets it down",
    );
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.figures.find((f) => f.name === "Melio")?.pack).toBeUndefined();
  });
});

describe("ADVANCED MELEE's packed weapon got out by a click, then by /battle order", () => {
  it("Melio, his pack off, clicks to get his packed rapier out, then readies it typing ready:rapier (packed)", async () => {
    const battleId = await melioWithHisPack("javelin, rapier (packed)");
    const turn = async (melio: () => Promise<unknown>) => {
      await melio();
      dice.force(6, 1); // the next turn's initiative
      await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    };
    const first = () =>
      play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await turn(() => orderByClicks(battleId, { figure: "melio", option: "e.pack" }));
    await first();
    await turn(() => orderByClicks(battleId, { figure: "melio", option: "e.pack" }));
    // The pack lies where he set it down, on the turn map and in its description (AM §5).
    const lastMap = () =>
      s.discord
        .messages("general")
        .flatMap((m) => m.attachments)
        .filter((a) => a.filename.endsWith(".png"))
        .at(-1)?.description;
    expect(lastMap()).toMatch(/On the ground: Melio's pack \(rapier\) at [A-Z]\d+\./);
    await first();
    const offered = await s.discord.autocomplete({
      ...where("alice"),
      name: "battle",
      subcommand: "order",
      options: { figure: "Melio", option: "e", ready: "" },
      focused: "ready",
    });
    expect(offered.map((c) => c.value)).toEqual(["Rapier (packed)"]);
    await turn(() => orderByClicks(battleId, { figure: "melio", option: "e.unpack-rapier" }));
    expect(text(s.discord.messages("general"))).toContain(
      "Melio gets the rapier out of the pack: ready next turn",
    );
    expect(lastMap()).toMatch(/On the ground: Melio's pack \(empty\) at [A-Z]\d+\./);
    await first();
    await turn(() =>
      play(s, {
        user: "alice",
        subcommand: "order",
        options: { figure: "Melio", option: "e", ready: "rapier (packed)" },
      }),
    );
    expect(text(s.discord.messages("general"))).toContain("Melio readies the rapier");
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.figures.find((f) => f.name === "Melio")?.readyWeapon).toBe("rapier");
  });
});

describe("ADVANCED MELEE's sha-ken by clicks, then typed", () => {
  it("Kano throws 3 stars at Wulf from the option menu, then 4 by /battle order attack:4 sha-ken", async () => {
    const ninja = { ...RETIARIUS, weapons: "sha-ken", ready: "sha-ken", talents: "sha-ken" };
    const battleId = await kanoOffered(ninja, "b.stars-3", "Throw 3 sha-ken at Wulf");
    await orderByClicks(battleId, { figure: "kano", option: "b.stars-3", target: "wulf" });
    // Each star at adjDX 14 − 3 range − 2: a 9 hits for 5 − 2, a 15 misses, a 6 hits for 6 − 2.
    dice.force(3, 3, 3, 5, 5, 5, 5, 2, 2, 2, 6, 6, 1);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    const told = text(s.discord.messages("general"));
    expect(told).toContain(
      "✔ Order given. Kano: Throw 3 sha-ken at Wulf — stays in C9, facing N; Wulf · hit on 9 or less · 38 %",
    );
    expect(told).toContain("Kano throws 3 sha-ken at once at Wulf (9 left)");

    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    await play(s, {
      user: "alice",
      subcommand: "order",
      options: { figure: "Kano", option: "b", to: "C9", target: "Wulf", attack: "4 sha-ken" },
    });
    dice.force(5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5);
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    expect(text(s.discord.messages("general"))).toContain(
      "Kano throws 4 sha-ken at once at Wulf (5 left)",
    );
    expect(dice.left).toBe(0);
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.figures.find((f) => f.name === "Kano")).toMatchObject({
      readyWeapon: "sha-ken",
      shaKen: 5,
    });
    expect(state?.figures.find((f) => f.name === "Wulf")?.hits).toBe(7);
  });
});

describe("ADVANCED MELEE's weapon handling and the grounded pike's choice by clicks", () => {
  const PIKEMAN = { ...RAGNAR, st: 12, dx: 12, shield: "none", weapons: "pike, dagger" };

  it("Ragnar drops his pike for his dagger from the option menu: the order typed gives the same log", async () => {
    await createFigure(s, "alice", { ...PIKEMAN, ready: "pike", ruleset: "advanced-melee" });
    await createFigure(s, "bob", WULF);
    const { battleId } = await startAdvancedDuel("Ragnar", [
      ["Ragnar", "C9", 0],
      ["Wulf", "C3", 3],
    ]);
    const lastOrder = async () =>
      (await s.bot.services.battles.log(battleId)).entries.filter(isStep).at(-1)?.order;
    await orderByClicks(battleId, { figure: "ragnar", option: "e.d0" });
    const clicked = await lastOrder();
    expect(clicked).toMatchObject({ option: "e", ready: { weapon: "dagger", drop: true } });
    const given = s.discord
      .messages("general")
      .filter((m) => m.content.startsWith("✔ Order given. Ragnar: Drop pike, ready dagger"))
      .at(-1) as RecordedMessage;
    await clickOn(given, component(given, (id) => id.includes(":tb:"))?.custom_id ?? "", "alice");
    await play(s, {
      user: "alice",
      subcommand: "order",
      options: { figure: "Ragnar", option: "e", ready: "dagger, drop", to: "C9", facing: "N" },
    });
    expect(await lastOrder()).toEqual(clicked);
    expect(text(s.discord.messages("general"))).toMatch(/Ragnar drops the pike in C9/);
  });

  it("Ragnar holds his pike's blow as Wulf walks in, then jabs him after the others", async () => {
    await createFigure(s, "alice", { ...PIKEMAN, ready: "pike", ruleset: "advanced-melee" });
    await createFigure(s, "bob", WULF);
    const { battleId } = await startAdvancedDuel(
      "Ragnar",
      [
        ["Ragnar", "C9", 0],
        ["Wulf", "C5", 3],
      ],
      [],
      "delayed-actions",
    );
    await orderByClicks(battleId, { figure: "ragnar", option: "pass", holdPike: true });
    // Wulf walks through C6 into C7, two ahead: the held pike lets him; Germania then moves first.
    dice.force(1, 6);
    await orderByClicks(battleId, { figure: "wulf", option: "a", destination: "C7", facing: "S" });
    await play(s, { user: "bob", subcommand: "initiative", options: { choice: "second" } });
    // The jab hits on 6 (2+2+2) against adjDX 8: the spear's 1+1, 4.
    dice.force(2, 2, 2, 3);
    await orderByClicks(battleId, {
      figure: "ragnar",
      option: "b.jab",
      target: "wulf",
      delay: true,
    });
    await orderByClicks(battleId, { figure: "wulf", option: "pass" });
    const told = text(s.discord.messages("general"));
    expect(told).toContain(
      "✔ Order given. Ragnar: Do nothing, holding the pike's blow — stays in C9",
    );
    expect(told).not.toContain("Pike (grounded)");
    expect(told).toContain("Ragnar: (b) Charge attack → Wulf, jabbing, acting after the others");
    expect(told).toContain(
      "Ragnar, Pike (jab) → Wulf: 3d6 = 6 (2+2+2) ≤ adjDX 8 = DX 12 − 2 leather − 2 pike at 2 hexes, hit",
    );
  });
});
