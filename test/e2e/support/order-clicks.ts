/**
 * The fake-Discord session and the click helpers the orders-by-clicks tests share: a scenario
 * order given by clicks alone (orderByClicks), a push-back by its numbered button, ADVANCED MELEE
 * duels opened with the GM's monsters. Each test file that calls clickSession() gets its own
 * session per test, read through the live bindings `s` and `dice`.
 */

import { expect } from "vitest";
import {
  type BattleState,
  formatDirection,
  formatHex,
  isOut,
  legalAttackTargets,
  legalOptions,
  parseDirection,
} from "../../../src/engine/index.ts";
import type { RecordedMessage } from "../../fake-discord/index.ts";
import {
  type ForcedDice,
  isPng,
  latestButton,
  newAdvancedBattle,
  placeFigures,
  play,
  sessionPerTest,
  settle,
} from "./battle.ts";
import type { Session } from "./session.ts";

export let s: Session;
export let dice: ForcedDice;

/** A fresh session and forced dice for each test of the calling file. */
export function clickSession(): void {
  sessionPerTest((session, forced) => {
    s = session;
    dice = forced;
  });
}

export type Json = Record<string, unknown>;
export const PLAYER: Record<string, string> = {
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

export function rowsOf(message: RecordedMessage) {
  return message.components.flatMap((row) => ("components" in row ? [...row.components] : []));
}

export function component(message: RecordedMessage, test: (id: string, c: Json) => boolean) {
  return rowsOf(message).find(
    (c) => "custom_id" in c && test(String(c.custom_id), c as unknown as Json),
  ) as (Json & { custom_id: string }) | undefined;
}

/** Opens the flow from the newest prompt; returns the private message it showed. */
export async function giveOrders(user: string): Promise<RecordedMessage> {
  const found = latestButton(s, ":give");
  if (found === undefined) throw new Error("no Give orders button");
  const [shown] = await settle(s, await s.discord.click({ ...found, user }));
  if (shown === undefined) throw new Error("Give orders showed nothing");
  return shown;
}

export async function clickOn(
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
export async function pushBackByClicks(order: Json): Promise<number> {
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
export async function openAdvancedWithMonsters(
  monsters: readonly Record<string, string>[],
  rules = "",
): Promise<RecordedMessage[][]> {
  await newAdvancedBattle(s, rules);
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
export async function startAdvancedDuel(
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
export const facesClicked: string[] = [];

/** A scenario move order given by clicks alone; returns the clicks after Give orders. */
export async function orderByClicks(battleId: string, order: Json): Promise<number> {
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

/** No choice is named with nothing after it ("Last shot at"), as Wulf's once was. */
export function expectWholeNames(message: RecordedMessage): void {
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
export function romanOrGermanOrder(state: BattleState, id: string): Json {
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
export function victorsPlayer(button: Json | undefined): string {
  const victor =
    String(button?.custom_id ?? "")
      .split(":rt:")[1]
      ?.split(":")[0] ?? "";
  return PLAYER[victor] ?? "alice";
}
