/**
 * Orders by clicks through the fake Discord: the book's combat example with every order given
 * from "Give orders" (every initiative and retreat by its buttons), the clicks per order
 * counted; a 2-against-2 battle to its end with forced retreats; the summary's preview map;
 * refusals and take-back; ADVANCED MELEE's waiting, delay and aimed shot, a flier's height, a
 * 5-hex beast moved and turned with its whole body on the facing button, and a rider mounting the
 * GM's horse by clicks and getting off by a typed order.
 */
import { describe, expect, it } from "vitest";
import { formatBenchLine } from "../../bench/report.ts";
import {
  type BattleState,
  footprint,
  formatDirection,
  formatHex,
  isOut,
  legalAttackTargets,
  legalOptions,
  parseDirection,
  parseHex,
  pendingDecision,
} from "../../src/engine/index.ts";
import { isStep } from "../../src/store/battle-log.ts";
import { FLAVIUS, RAGNAR, RETIARIUS, WULF } from "../commands/figure-helpers.ts";
import type { RecordedMessage } from "../fake-discord/index.ts";
import { checkMessageBody } from "../fake-discord/rules.ts";
import {
  battle,
  createBookFighters,
  createFigure,
  type ForcedDice,
  isPng,
  latestButton,
  openAdvancedDuel,
  openCombatExample,
  placeFigures,
  play,
  SCENARIO,
  sendCommand,
  sessionPerTest,
  settle,
  text,
  where,
} from "./support/battle.ts";
import type { Session } from "./support/session.ts";

let s: Session;
let dice: ForcedDice;
sessionPerTest((session, forced) => {
  s = session;
  dice = forced;
});

type Json = Record<string, unknown>;
const PLAYER: Record<string, string> = {
  liz: "bob",
  gog: "bob",
  flavius: "alice",
  melio: "alice",
  wulf: "bob",
  ragnar: "alice",
  kano: "alice",
  ann: "alice",
  bjorn: "bob",
  grim: "bob",
  bayard: "bob",
};

function rowsOf(message: RecordedMessage) {
  return message.components.flatMap((row) => ("components" in row ? [...row.components] : []));
}

function component(message: RecordedMessage, test: (id: string, c: Json) => boolean) {
  return rowsOf(message).find(
    (c) => "custom_id" in c && test(String(c.custom_id), c as unknown as Json),
  ) as (Json & { custom_id: string }) | undefined;
}

/** Opens the flow from the newest prompt; returns the private message it showed. */
async function giveOrders(user: string): Promise<RecordedMessage> {
  const found = latestButton(s, ":give");
  if (found === undefined) throw new Error("no Give orders button");
  const [shown] = await settle(s, await s.discord.click({ ...found, user }));
  if (shown === undefined) throw new Error("Give orders showed nothing");
  return shown;
}

async function clickOn(
  message: RecordedMessage,
  customId: string,
  user: string,
  values?: string[],
) {
  const handle =
    values === undefined
      ? await s.discord.click({ message, customId, user })
      : await s.discord.select({ message, customId, user, values });
  const posted = await settle(s, handle);
  return { updated: s.discord.message(message.id) as RecordedMessage, posted };
}

/**
 * A scenario push-back by clicks: the prompt's number for the hex (its preview map attached),
 * then Advance or Stay in the victor's private answer. Returns the clicks taken.
 */
async function pushBackByClicks(order: Json): Promise<number> {
  const user = PLAYER[order.victor as string] ?? "";
  const found = latestButton(s, ":rt:");
  if (found === undefined) throw new Error("no numbered retreat button");
  const { message } = found;
  // The prompt may ride on the turn's post, beside its map: the preview is found by its name.
  const preview = message.attachments.find((a) => a.filename === "retreat-1.png");
  expect(isPng(preview?.data ?? new Uint8Array())).toBe(true);
  const number = component(message, (_, c) => String(c.label).endsWith(` to ${order.to}`));
  expect(number?.label).toMatch(/^\d · push \S+ to [A-Z]\d+$/);
  // The number on the button is the one the preview's alt text gives that hex.
  const n = String(number?.label).split(" ")[0];
  expect(preview?.description).toContain(`${n} ${order.to}`);
  const [asked] = (await clickOn(message, number?.custom_id ?? "", user)).posted;
  if (asked === undefined) throw new Error("the number asked nothing");
  expect(asked.ephemeral).toBe(true);
  expect(asked.content).toMatch(
    /advance into the hex left empty \(facing as now, or turning\), or stay\?$/,
  );
  const choice = component(
    asked,
    (_, c) => c.label === (order.advance === true ? "Advance" : "Stay"),
  );
  const { updated, posted } = await clickOn(asked, choice?.custom_id ?? "", user);
  expect(updated.content).toMatch(/^✔ \S+ pushes \S+ back to [A-Z]\d+ and (advances|stays)\.$/);
  expect(posted[0]?.ephemeral).toBe(false);
  // The next prompt carries a map drawn after the push-back, the enemy in its new hex.
  const after = posted.flatMap((m) => m.attachments).find((a) => a.filename === "pushed-back.png");
  expect(isPng(after?.data ?? new Uint8Array())).toBe(true);
  expect(after?.description).toMatch(/^Battle map, turn \d+\./);
  return 2;
}

/** Bob opens an ADVANCED MELEE battle in #general and adds these monsters to it; their answers. */
async function openAdvancedWithMonsters(
  monsters: readonly Record<string, string>[],
  rules = "",
): Promise<RecordedMessage[][]> {
  await play(s, {
    user: "bob",
    subcommand: "new",
    options: {
      type: "death",
      ruleset: "advanced-melee",
      ...(rules === "" ? {} : { rules }),
      thread: false,
    },
  });
  const answers: RecordedMessage[][] = [];
  for (const options of monsters) {
    answers.push((await play(s, { user: "bob", subcommand: "add", options })).posted);
  }
  return answers;
}

/**
 * An ADVANCED MELEE duel begun in #general with Bob's `monsters`: Alice's `figure` on side A, Bob's
 * Wulf on side B, placed as given; side A wins the initiative and moves first. The battle's id,
 * and the monsters' answers.
 */
async function startAdvancedDuel(
  figure: string,
  placements: Parameters<typeof placeFigures>[1],
  monsters: readonly Record<string, string>[] = [],
  rules = "",
): Promise<{ battleId: string; added: RecordedMessage[][] }> {
  const added = await openAdvancedWithMonsters(monsters, rules);
  await play(s, { user: "alice", subcommand: "join", options: { figure, side: "a" } });
  await play(s, { user: "bob", subcommand: "join", options: { figure: "Wulf", side: "b" } });
  dice.force(6, 1);
  await play(s, { user: "bob", subcommand: "start" });
  const battleId = await placeFigures(s, placements);
  await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
  return { battleId, added };
}

/** The facing buttons orderByClicks has clicked, by their labels. */
const facesClicked: string[] = [];

/** A scenario move order given by clicks alone; returns the clicks after Give orders. */
async function orderByClicks(battleId: string, order: Json): Promise<number> {
  const figure = order.figure as string;
  const user = PLAYER[figure] ?? "";
  const { state } = await s.bot.services.battles.load(battleId);
  const keyOf = (id: string) => state?.figures.find((f) => f.name.toLowerCase() === id)?.id ?? id;
  const me = state?.figures.find((f) => f.id === keyOf(figure));
  if (me === undefined) throw new Error(`no ${figure}`);
  const path = order.path as string[] | undefined;
  const engages = order.engages as string | undefined;
  const to = (order.destination as string | undefined) ?? path?.at(-1) ?? formatHex(me.position);
  const facing = order.facing === undefined ? me.facing : parseDirection(order.facing as string);
  const ready = (order.ready as { weapon: string } | undefined)?.weapon;
  const option =
    ready === undefined
      ? (order.option as string)
      : `${order.option}.${me.carried.indexOf(ready as never)}`;
  let message = await giveOrders(user);
  for (let clicks = 1; clicks < 12; clicks++) {
    expectWholeNames(message);
    const menu = (step: string) => component(message, (id) => id.includes(`:o:${step}:`));
    const wanted: [string, string][] = [
      ["ff", keyOf(figure)],
      ["fo", option],
      ["fy", String(order.fly ?? "g")],
      ["ft", to],
      ["fg", keyOf(String(order.target))],
    ];
    const pick = wanted.find(([step]) => menu(step) !== undefined);
    const confirm = component(message, (id) => id.includes(":o:ok:"));
    // A big figure's facing button also names its body's hexes: "Face N · E9–E10–…".
    const face = component(message, (_, c) =>
      String(c.label)
        .replace(/ · .*/, "")
        .endsWith(`Face ${formatDirection(facing ?? 0)}`),
    );
    // AM's delayed actions: the summary's button, clicked once before Confirm.
    const later = component(message, (_, c) => c.label === "Act after the others");
    // AM §9: the summary's button that holds a grounded pike's blow.
    const holds = component(message, (_, c) => c.label === "Hold the pike's blow");
    // AM's aimed shots: the summary's menu of aims, its odds said beside each part.
    const aims = component(
      message,
      (id, c) => id.includes(":o:fa:") && c.placeholder === "Aim: none",
    );
    // AM §9: the same menu strikes at a rider's mount.
    const aim = (aims?.options as { value: string; label: string }[] | undefined)?.find((o) =>
      order.aim === "mount" ? o.value === "mt" : o.label.startsWith(`Aim at the ${order.aim} `),
    );
    let next: string;
    let values: string[] | undefined;
    if (order.delay === true && later !== undefined) {
      next = later.custom_id;
    } else if (order.holdPike === true && holds !== undefined) {
      next = holds.custom_id;
    } else if (order.aim !== undefined && aims !== undefined) {
      expect(aim?.label).toMatch(
        /^(Aim at the .+ −\d|Strike at .+, not .+) · (hit on \d+ or less · \d+ %|cannot hit)/,
      );
      next = aims.custom_id;
      values = [aim?.value ?? ""];
    } else if (pick !== undefined) {
      const [step, value] = pick;
      const found = menu(step);
      const options = (found?.options as { value: string; label: string }[] | undefined) ?? [];
      // A charge picks the first hex the menu says engages its foe.
      const engaging = options.find((o) => o.label.includes(`engages ${engages}`));
      if (step === "ft" && engages !== undefined && engaging !== undefined) {
        next = found?.custom_id ?? "";
        values = [engaging.value];
      } else if (!options.some((o) => o.value === value)) {
        next = component(message, (_, c) => c.label === "Next")?.custom_id ?? "";
      } else {
        next = found?.custom_id ?? "";
        values = [value];
      }
    } else if (face !== undefined) {
      facesClicked.push(String(face.label));
      next = face.custom_id;
    } else if (confirm !== undefined) {
      // The summary carries the preview map: the planned path, facing, reach and fronts.
      const [preview] = message.attachments;
      expect(preview?.filename).toBe("order-preview.png");
      expect(isPng(preview?.data ?? new Uint8Array())).toBe(true);
      expect(preview?.description).toMatch(/^Preview\. .+ Shaded: where it can go;/);
      const { updated, posted } = await clickOn(message, confirm.custom_id, user);
      expect(updated.content).toMatch(/^✔ Order given\./);
      if (order.aim !== undefined) expect(updated.content).toContain(`aimed at the ${order.aim}`);
      expect(posted[0]?.ephemeral).toBe(false);
      return clicks;
    } else {
      throw new Error(`stuck: ${message.content}`);
    }
    if (next === "") throw new Error(`no way to ${JSON.stringify(pick)} in ${message.content}`);
    message = (await clickOn(message, next, user, values)).updated;
  }
  throw new Error("the order took more than 12 clicks");
}

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

/** No choice is named with nothing after it ("Last shot at"), as Wulf's once was. */
function expectWholeNames(message: RecordedMessage): void {
  for (const c of rowsOf(message)) {
    const choice = c as { label?: string; options?: { label: string }[] };
    for (const label of [choice.label ?? "", ...(choice.options ?? []).map((o) => o.label)])
      expect(label).not.toMatch(/ (at|in)$/);
  }
}

/** The Romans' foes, one each. */
const FOE: Record<string, string> = { Flavius: "Wulf", Ragnar: "Bjorn" };

/**
 * A Roman strikes its foe from where it stands if it may ((h), or (b) without moving), else
 * charges to a hex that engages it; with its foe out, or for a German, it does nothing.
 */
function romanOrGermanOrder(state: BattleState, id: string): Json {
  const me = state.figures.find((f) => f.id === id);
  const foe = state.figures.find((f) => f.name === FOE[me?.name ?? ""]);
  const figure = me?.name.toLowerCase() ?? id;
  if (me === undefined || foe === undefined || isOut(foe)) return { figure, option: "pass" };
  const target = foe.name.toLowerCase();
  for (const option of ["h", "b"] as const) {
    const here = { option, destination: me.position };
    if (
      legalOptions(state, id).includes(option) &&
      legalAttackTargets(state, id, "weapon", here).includes(foe.id)
    )
      return { figure, option, target };
  }
  return { figure, option: "b", target, engages: foe.name };
}

/** Who may push back by a numbered retreat button: the victor's owner, named in its id. */
function victorsPlayer(button: Json | undefined): string {
  const victor =
    String(button?.custom_id ?? "")
      .split(":rt:")[1]
      ?.split(":")[0] ?? "";
  return PLAYER[victor] ?? "alice";
}

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
