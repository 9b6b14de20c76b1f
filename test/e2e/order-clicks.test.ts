/**
 * Orders by clicks through the fake Discord: the book's combat example with every order given
 * from "Give orders" (every initiative and retreat by its buttons), the clicks per order
 * counted; a 2-against-2 battle to its end with forced retreats; the summary's preview map;
 * refusals and take-back; ADVANCED MELEE's waiting, delay and aimed shot and a flier's height.
 * The rest of ADVANCED MELEE by clicks is in order-clicks-am and order-clicks-riders.
 */
import { describe, expect, it } from "vitest";
import { formatBenchLine } from "../../bench/report.ts";
import { formatHex, isOut, pendingDecision } from "../../src/engine/index.ts";
import { FLAVIUS, RAGNAR, WULF } from "../commands/figure-helpers.ts";
import { checkMessageBody } from "../fake-discord/rules.ts";
import {
  latestButton,
  openCombatExample,
  placeFigures,
  play,
  SCENARIO,
  settle,
  text,
  where,
} from "./support/battle.ts";
import {
  clickOn,
  clickSession,
  component,
  dice,
  type Json,
  orderByClicks,
  PLAYER,
  pushBackByClicks,
  romanOrGermanOrder,
  s,
  victorsPlayer,
} from "./support/order-clicks.ts";

clickSession();

describe("orders by clicks", () => {
  it("plays the combat example with clicks alone, at most 4 clicks after Give orders", async () => {
    const { battleId } = await openCombatExample(s, dice);
    const counts: number[] = [];
    const pushes: number[] = [];
    for (const turn of SCENARIO.turns) {
      for (const order of turn.orders) {
        if (order.type === "move") counts.push(await orderByClicks(battleId, order));
        else if (order.type === "initiative") {
          // The first turn's too: the start's buttons hold through the GM's placements.
          const user = order.side === "rome" ? "alice" : "bob";
          await play(s, { user, button: `:init:${order.moveFirst === true ? "first" : "second"}` });
        } else if (order.type === "retreat" && order.to === null) {
          await play(s, { user: PLAYER[order.victor as string] ?? "", button: ":stay:" });
        } else {
          pushes.push(await pushBackByClicks(order));
        }
      }
    }
    expect(dice.left).toBe(0);
    const summary = s.discord.messages("general").at(-1);
    expect(text(summary === undefined ? [] : [summary])).toContain("Rome wins.");
    expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    // The example's one push-back, by its numbered hex and then Advance or Stay.
    expect(pushes).toEqual([2]);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    // Relayed by `npm run bench` (bench/play.bench.ts).
    console.log(formatBenchLine("bot.clicks_per_order", mean, "clicks"));
  });

  it("refuses the flow privately to a player with no awaited figure", async () => {
    await openCombatExample(s, dice);
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    const found = latestButton(s, ":give");
    if (found === undefined) throw new Error("no Give orders button");
    const [refusal] = await settle(s, await s.discord.click({ ...found, user: "carol" }));
    expect(refusal?.ephemeral).toBe(true);
    expect(refusal?.content).toContain("None of the figures awaiting orders is yours.");
  });

  it("lets the owner take back an order that rolled no dice, logged as taken back", async () => {
    const { battleId } = await openCombatExample(s, dice);
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    const before = await s.bot.services.battles.load(battleId);
    await orderByClicks(battleId, SCENARIO.turns[0]?.orders[1] as Json);
    const confirmation = s.discord
      .messages("general")
      .filter((m) => m.ephemeral && m.content.startsWith("✔ Order given."))
      .at(-1);
    if (confirmation === undefined) throw new Error("no confirmation");
    const back = component(confirmation, (id) => id.includes(":tb:"));
    const { updated, posted } = await clickOn(confirmation, back?.custom_id ?? "", "alice");
    expect(updated.content).toContain("Taken back: Flavius's order.");
    expect(text(posted)).toContain("alice took back Flavius's order.".replace("alice", "Alice"));
    const after = await s.bot.services.battles.load(battleId);
    expect(after.state?.figures.find((f) => f.id === "flavius")?.position).toEqual(
      before.state?.figures.find((f) => f.id === "flavius")?.position,
    );
    const log = await s.bot.services.battles.log(battleId);
    expect(log.undos.at(-1)?.reason).toBe("taken back by Alice");
  });

  it("plays a 2-against-2 battle to its end by clicks, with forced retreats", async () => {
    for (const [user, options] of [
      ["alice", FLAVIUS],
      ["alice", RAGNAR],
      ["bob", WULF],
      ["bob", { ...RAGNAR, name: "Bjorn" }],
    ] as const) {
      await settle(
        s,
        await s.discord.command({ ...where(user), name: "figure", subcommand: "create", options }),
      );
    }
    const sides = { "side-a": "Rome", "side-b": "Germania", thread: false };
    await play(s, { user: "bob", subcommand: "new", options: { type: "death", ...sides } });
    for (const [user, figure, side] of [
      ["alice", "Flavius", "a"],
      ["alice", "Ragnar", "a"],
      ["bob", "Wulf", "b"],
      ["bob", "Bjorn", "b"],
    ] as const) {
      await play(s, { user, subcommand: "join", options: { figure, side } });
    }
    // Rome wins the initiative (6 against 1); every later die is a 2: the attacks (3d6 on Wulf,
    // who does nothing with his bow in hand; 4d6 on Bjorn, defending) hit, the damage hurts.
    dice.force(6, 1, ...Array.from({ length: 10 }, () => 2));
    await play(s, { user: "bob", subcommand: "start" });
    const battleId = await placeFigures(s, [
      ["Flavius", "C8", 0],
      ["Wulf", "C7", 3],
      ["Ragnar", "F8", 0],
      ["Bjorn", "F7", 3],
    ]);
    // The start's buttons, still good after the placements.
    await play(s, { user: "alice", button: ":init:first" });
    const clicks = [
      await orderByClicks(battleId, { figure: "flavius", option: "h", target: "wulf" }),
      await orderByClicks(battleId, { figure: "ragnar", option: "h", target: "bjorn" }),
      await orderByClicks(battleId, { figure: "wulf", option: "pass" }),
      await orderByClicks(battleId, { figure: "bjorn", option: "i" }),
    ];
    expect(Math.max(...clicks)).toBeLessThanOrEqual(4);
    const { state: fought } = await s.bot.services.battles.load(battleId);
    const decision = fought === null ? null : pendingDecision(fought);
    expect(decision?.kind).toBe("retreat");
    expect(dice.left).toBe(0);
    expect(text(s.discord.messages("general"))).toContain(
      "Ragnar, Spear → Bjorn (4d6: Bjorn is defending): 4d6 = 8",
    );
    // Each winner pushes its foe back by a numbered button; the first advances turning NE, the
    // second stays. Rome wins the next initiative, rolled as the turn ends.
    dice.force(6, 1);
    const pushedTo: string[] = [];
    let advanced = "";
    for (const choice of ["Advance, face NE", "Stay"]) {
      const found = latestButton(s, ":rt:");
      if (found === undefined) throw new Error("no numbered retreat button");
      const number = component(found.message, (id) => id.includes(":rt:"));
      const hex = /to ([A-Z]\d+)$/.exec(String(number?.label))?.[1] ?? "";
      const user = victorsPlayer(number);
      const [asked] = (await clickOn(found.message, number?.custom_id ?? "", user)).posted;
      if (asked === undefined) throw new Error("the number asked nothing");
      const chosen = component(asked, (_, c) => c.label === choice);
      const { updated } = await clickOn(asked, chosen?.custom_id ?? "", user);
      if (choice !== "Stay") {
        expect(updated.content).toMatch(/ and advances, facing NE\.$/);
        advanced = String(number?.custom_id).split(":rt:")[1]?.split(":")[0] ?? "";
      }
      pushedTo.push(hex);
    }
    const { state } = await s.bot.services.battles.load(battleId);
    expect(state?.phase.kind).toBe("initiative");
    const figure = (name: string) => state?.figures.find((f) => f.name === name);
    const at = (name: string) => formatHex(figure(name)?.position ?? { q: 0, r: 0 });
    expect([at("Wulf"), at("Bjorn")].sort()).toEqual([...pushedTo].sort());
    // The one who advanced stands where its foe stood, facing NE; the other has not moved.
    const mover = state?.figures.find((f) => f.id === advanced)?.name ?? "";
    const [stayed = ""] = ["Flavius", "Ragnar"].filter((name) => name !== mover);
    expect(at(mover)).toBe(mover === "Flavius" ? "C7" : "F7");
    expect(figure(mover)?.facing).toBe(1);
    expect(at(stayed)).toBe(stayed === "Flavius" ? "C8" : "F8");
    // On to the end: Rome moves first each turn; each Roman strikes its own foe (charging when it
    // must close in), Germania does nothing, and no winner pushes back. The attacks roll 2, 2, 2
    // to hit and 6s for damage, Ragnar (adjDX 11) before Flavius (8). Turn 2: Ragnar's spear
    // does 7 less Bjorn's leather 2; Flavius's shortsword 11 kills Wulf. Turn 3: Bjorn falls.
    const turnDice = [
      [2, 2, 2, 6, 2, 2, 2, 6, 6, 6, 1],
      [2, 2, 2, 6],
    ];
    let turns = 1;
    for (;;) {
      const { state: now } = await s.bot.services.battles.load(battleId);
      if (now === null) throw new Error("the battle is gone");
      const next = pendingDecision(now);
      if (next.kind === "ended") break;
      if (next.kind === "initiative") {
        dice.force(...(turnDice[turns - 1] ?? []));
        turns++;
        await play(s, { user: "alice", button: ":init:first" });
      } else if (next.kind === "retreat") {
        const victor = now.figures.find((f) => f.id === next.rights[0]?.victor)?.name ?? "";
        await play(s, { user: PLAYER[victor.toLowerCase()] ?? "", button: ":stay:" });
      } else if (next.kind === "orders") {
        const [figure = ""] = next.figures;
        clicks.push(await orderByClicks(battleId, romanOrGermanOrder(now, figure)));
      } else {
        throw new Error(`the battle waits for ${next.kind}`);
      }
    }
    expect(dice.left).toBe(0);
    expect(turns).toBe(3);
    const told = text(s.discord.messages("general"));
    for (const line of [
      "Flavius: (b) Charge attack → Wulf",
      "2d6−1 = 11 (6+6), Wulf takes 11 (ST 0/14)",
      "1d6+1 = 7, armor stops 2, Bjorn takes 5 (ST 5/11)",
      "1d6+1 = 7, armor stops 2, Bjorn takes 5 (ST 0/11)",
      "Battle over: Rome won. EP: Flavius 50, Ragnar 50, Wulf 0, Bjorn 0",
    ])
      expect(told).toContain(line);
    const { state: ended } = await s.bot.services.battles.load(battleId);
    expect(ended?.phase).toEqual({ kind: "ended", winner: "a" });
    expect(ended?.figures.filter((f) => isOut(f)).map((f) => f.name)).toEqual(["Wulf", "Bjorn"]);
    expect(Math.max(...clicks)).toBeLessThanOrEqual(4);
    // The map drawn after the push-backs, and every message within Discord's limits.
    const maps = s.discord.messages("general").flatMap((m) => m.attachments);
    expect(maps.some((a) => a.filename === "pushed-back.png")).toBe(true);
    for (const message of s.discord.messages("general")) {
      const { content, embeds, components } = message;
      const shown = { content, embeds: [...embeds], components: [...components] };
      expect(() => checkMessageBody(shown, [], "edit"), message.id).not.toThrow();
    }
    const published = s.discord.messages("general").filter((m) => !m.ephemeral).length;
    const total = clicks.reduce((a, b) => a + b, 0);
    console.log(
      `2-against-2 by clicks: ${turns} turns, ${clicks.length} orders in ${total} clicks, ${published} public messages`,
    );
  });
});
