/**
 * /battle through the real discord.js client and a fake Discord: the book's combat example
 * played as chat by two users (slash commands and button clicks) with the book's dice, refusals,
 * stale buttons, a restart of the bot mid-battle and a dropped gateway connection.
 */
import { InteractionResponseType } from "discord-api-types/v10";
import { describe, expect, it, vi } from "vitest";
import { formatBenchLine } from "../../bench/report.ts";
import { CROP_WIDTH } from "../../src/render/map/crop.ts";
import type { RecordedMessage } from "../fake-discord/index.ts";
import { checkMessageBody } from "../fake-discord/rules.ts";
import {
  asStep,
  battle,
  buttonIds,
  isPng,
  latestButton,
  openCombatExample,
  play,
  playTurns,
  SCENARIO,
  sendCommand,
  sessionPerTest,
  settle,
  text,
  turnPosts,
  withFiles,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

/** The battle's stored version, to prove a refused step changed nothing. */
async function versionOf(battleId: string): Promise<number> {
  return (await s.bot.services.battles.load(battleId)).version;
}

/** A PNG's size, from its header. */
function pngSize(data: Uint8Array | undefined): { width: number; height: number } {
  const view = new DataView((data ?? new Uint8Array(24)).buffer);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Every interaction so far was answered exactly once. */
function expectAnsweredOnce(): void {
  const counts = s.discord.answerCounts();
  expect(counts.size).toBeGreaterThan(0);
  for (const [id, answers] of counts) expect(answers, `callbacks for ${id}`).toBe(1);
}

describe("the book's combat example in chat", () => {
  it("answers Full map on the board privately with the whole arena", async () => {
    await openCombatExample(s, dice);
    await playTurns(s, 1, 1);
    const [board] = boards();
    if (board === undefined) throw new Error("no board");
    // The board is rebuilt at each step, its Full map button with it.
    await playTurns(s, 2, 2);
    const [current] = boards();
    expect(current?.id).toBe(board.id);
    const customId =
      buttonIds(current === undefined ? [] : [current]).find((id) => id.endsWith(":map")) ?? "";
    const [shown] = await settle(
      s,
      await s.discord.click({ message: current ?? board, customId, user: "carol" }),
    );
    expect(shown?.ephemeral).toBe(true);
    const file = shown?.attachments.find((a) => a.filename === "arena-turn-3.png");
    expect(file?.description).toMatch(/^Battle map, turn 3\..* Arena 8 by 14 hexes, all shown\./);
    const size = pngSize(file?.data);
    expect(size.height).toBeGreaterThan(size.width);
    expectAnsweredOnce();
  });

  it("plays to the book's end: a map with alt text and the log each turn, and the EP", async () => {
    const { started } = await openCombatExample(s, dice);
    const [opening] = started;
    const openingMap = opening?.attachments.find((a) => a.filename === "turn-1.png");
    expect(openingMap?.description).toMatch(/^Battle map, turn 1/);
    expect(text(started)).toContain("Flavius (Rome, human) at C1 facing S");
    expect(text(started)).toContain("Rome won the initiative.");
    expect(buttonIds(started).some((id) => id.endsWith(":init:first:1"))).toBe(true);

    const publicSoFar = () =>
      s.discord
        .messages("general")
        .filter((m) => m.authorId === s.discord.botUser.id && !m.ephemeral && !m.deleted).length;
    const publicBefore = publicSoFar();
    const posted = await playTurns(s, 1, 9);
    expect(dice.left).toBe(0);
    // Few messages per turn: the turn's map and log with the next prompt, then short pings;
    // every other step only edits the board.
    const perTurn = (publicSoFar() - publicBefore) / 9;
    // Relayed by `npm run bench` (bench/play.bench.ts).
    console.log(formatBenchLine("bot.public_messages_per_turn", perTurn, "messages"));
    expect(perTurn).toBeLessThanOrEqual(3);
    const [board, ...moreBoards] = boards();
    expect(moreBoards).toEqual([]);
    expect(board?.embeds[0]?.title).toBe("Turn 9 · over");
    expect(board?.embeds[0]?.description).toContain("The battle is over: Rome wins.");
    // Every message the bot left is something Discord would keep: never empty, within limits.
    const sent = s.discord.messages("general").filter((m) => m.authorId === s.discord.botUser.id);
    for (const message of sent) {
      const { content, embeds, components, attachments } = message;
      const shown = { content, embeds: [...embeds], components: [...components] };
      if (attachments.length === 0) {
        expect(() => checkMessageBody(shown, [], "create"), message.id).not.toThrow();
      } else {
        expect(() => checkMessageBody(shown, [], "edit"), message.id).not.toThrow();
        for (const file of attachments) expect(file.description?.length).toBeLessThanOrEqual(1024);
      }
    }
    // Each clicked prompt keeps its text, loses its buttons and says what was chosen; when the
    // next prompt asks the clicker alone for orders, it follows on the same message.
    const clicks = SCENARIO.turns
      .flatMap((t) => t.orders)
      .filter((o) => o.type === "initiative" || (o.type === "retreat" && o.to === null));
    const answered = sent.filter((m) => m.content.includes("\n✔ "));
    expect(answered).toHaveLength(clicks.length);
    for (const prompt of answered) {
      const choice =
        /\n✔ (Alice|bob): ((Rome|Germania) moves (first|second)|\S+ doesn't push \S+ back)(\n|$)/;
      expect(prompt.content).toMatch(choice);
      const [, after = ""] = prompt.content.split(choice.exec(prompt.content)?.[0] ?? "");
      if (after === "") expect(prompt.components).toEqual([]);
      else {
        expect(after).toMatch(/\nTurn \d+, movement: \S+ to move\.\n<@\d+>, orders for:/);
        expect(buttonIds([prompt]).map((id) => id.split(":")[3])).toEqual(["give"]);
      }
    }
    // Three of the nine initiative clicks (the winner moving first) carry the orders prompt on;
    // the first turn's, on the start's message above the GM's placements, is not extended.
    expect(answered.filter((m) => m.components.length > 0)).toHaveLength(3);
    const all = text(posted);
    // Turn 1: the arrow (book: 3+3+3 = 9 to hit, 5 damage, chainmail and shield stop 5).
    expect(all).toContain("Wulf, Longbow → Flavius: 3d6 = 9 (3+3+3) ≤ adjDX 10, hit");

    // One message per resolved turn: the map as a PNG with alt text, and the turn's log.
    const turns = turnPosts(posted);
    expect(turns).toHaveLength(9);
    for (const [i, message] of turns.entries()) {
      expect(message.ephemeral).toBe(false);
      const file = message.attachments.find((a) => /^turn-\d+\.png$/.test(a.filename));
      expect(isPng(file?.data ?? new Uint8Array())).toBe(true);
      // The crop of the action, its alt text naming the part of the arena shown.
      expect(file?.description).toMatch(
        /^Battle map.* Arena 8 by 14 hexes, (the part from [A-Z]\d+ to [A-Z]\d+|all) shown\./,
      );
      // No taller than CROP_WIDTH, where the whole arena is 1324 px tall.
      expect(pngSize(file?.data).height).toBeLessThanOrEqual(CROP_WIDTH);
      const log = message.embeds.find((e) => e.title === `Turn ${i + 1}`);
      expect(log?.description?.length).toBeGreaterThan(0);
      // The roster and the key beside the picture.
      const roster = message.embeds.find((e) => e.title === "On the map");
      expect(roster?.description).toMatch(/^Rome:\n• Fl Flavius · /);
      expect(roster?.description).toContain("Star: entrance.");
    }
    // The Full map button lives on the board, which every step rebuilds.
    expect(buttonIds(board === undefined ? [] : [board]).some((id) => id.endsWith(":map"))).toBe(
      true,
    );

    // The outcome rides on the last turn's message.
    const summary = posted[posted.length - 1]?.embeds.find((e) => e.title === "Battle over");
    expect(summary?.description).toContain("The battle is over: Rome wins.");
    expect(summary?.description).toContain("Flavius: standing, 50 EP (now 50 EP)");
    expect(summary?.description).toMatch(/Wulf: (dead|unconscious), 0 EP/);

    const shown = await sendCommand(s, "alice", "figure", "show", { name: "Flavius" });
    const experience = shown[0]?.embeds[0]?.fields?.find((f) => f.name === "Experience");
    expect(experience?.value).toMatch(/^50 EP/);
    // The channel is free again.
    const status = await settle(s, await battle(s, "alice", "status"));
    expect(status[0]?.ephemeral).toBe(true);
    expectAnsweredOnce();
  });
});

/** The battle's board messages in the channel (the board's title names turn and phase). */
function boards(): RecordedMessage[] {
  return s.discord
    .messages("general")
    .filter((m) => !m.deleted && / · /.test(m.embeds[0]?.title ?? ""));
}

describe("the board", () => {
  it("keeps one message edited in place, and posts a new one when it was deleted", async () => {
    const { battleId } = await openCombatExample(s, dice);
    const [board, ...more] = boards();
    expect(more).toEqual([]);
    expect(board?.embeds[0]?.title).toBe("Turn 1 · initiative");
    expect(board?.embeds[0]?.description).toMatch(/Rome won the initiative.* Due <t:\d+:R>\./);
    expect(board?.allowedMentions?.parse).toEqual([]);
    expect(board?.allowedMentions?.users ?? []).toEqual([]);

    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    const [edited, ...others] = boards();
    expect(others).toEqual([]);
    expect(edited?.id).toBe(board?.id);
    expect(edited?.embeds[0]?.title).toBe("Turn 1 · movement");
    expect(edited?.embeds[0]?.description).toMatch(/Orders for Flavius \(Rome\)/);
    expect(edited?.embeds[0]?.description).toMatch(
      /• Flavius \(<@\d+>\): C14 facing N, standing, ST 12\/12/,
    );
    expect(edited?.embeds[0]?.description).toMatch(
      /• Wulf \(<@\d+>\): E1 facing \S+, standing, ST 14\/14/,
    );

    s.discord.deleteMessage(board?.id ?? "");
    await play(s, asStep(SCENARIO.turns[0]?.orders[1] ?? {}));
    const [fresh, ...extra] = boards();
    expect(extra).toEqual([]);
    expect(fresh?.id).not.toBe(board?.id);
    expect(fresh?.embeds[0]?.title).toBe("Turn 1 · movement");
    expect((await s.bot.services.battles.board(battleId))?.messageId).toBe(fresh?.id);
    // The edit of the deleted board was the only thing Discord refused.
    const refused = s.discord.takeRefusals().map((r) => `${r.method} ${r.code}`);
    expect(refused).toEqual(["PATCH 10008"]);
    expectAnsweredOnce();
  });
});

describe("private views with a Share button", () => {
  it("answers /battle status and /battle board privately, and Share posts them for everyone", async () => {
    await openCombatExample(s, dice);
    for (const [view, shown] of [
      ["status", /Turn 1\. Rome won the initiative/],
      ["board", /• Flavius \(<@\d+>\): C14 facing N, standing, ST 12\/12/],
    ] as const) {
      const [answer, ...more] = await settle(s, await battle(s, "carol", view));
      expect(more).toEqual([]);
      expect(answer?.ephemeral).toBe(true);
      expect(text(answer === undefined ? [] : [answer])).toMatch(shown);
      const share = buttonIds(answer === undefined ? [] : [answer]).find((id) =>
        id.endsWith(`:share:${view}`),
      );
      if (answer === undefined || share === undefined) throw new Error(`no Share on ${view}`);
      const [shared, ...others] = await settle(
        s,
        await s.discord.click({ message: answer, customId: share, user: "carol" }),
      );
      expect(others).toEqual([]);
      expect(shared?.ephemeral).toBe(false);
      expect(text(shared === undefined ? [] : [shared])).toMatch(shown);
      // Sharing names players but pings nobody.
      expect(shared?.allowedMentions?.users ?? []).toEqual([]);
    }
    expectAnsweredOnce();
  });
});

describe("refusals", () => {
  it("answers an order from someone else privately and applies nothing", async () => {
    const { battleId } = await openCombatExample(s, dice);
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    const before = await versionOf(battleId);
    const publicMessages = () =>
      s.discord.messages("general").filter((m) => !m.ephemeral && !m.deleted);
    const publicBefore = publicMessages().length;

    const handle = await battle(s, "carol", "order", {
      figure: "Flavius",
      option: "a",
      to: "C8",
      facing: "N",
    });
    const [refusal, ...more] = await settle(s, handle);
    expect(more).toEqual([]);
    // An order is deferred at once, publicly; its refusal replaces "thinking…" privately.
    expect(handle.responseType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(refusal?.ephemeral).toBe(true);
    expect(refusal?.content).toBe("That is not your figure.");
    expect(await versionOf(battleId)).toBe(before);
    // Only the private refusal is left in the channel.
    expect(publicMessages()).toHaveLength(publicBefore);

    // The owner's order still goes through.
    const { posted } = await play(s, {
      user: "alice",
      subcommand: "order",
      options: { figure: "Flavius", option: "a", to: "C8", facing: "N" },
    });
    expect(posted[0]?.ephemeral).toBe(false);
    expectAnsweredOnce();
  });

  it("answers a stale button privately and does not apply it", async () => {
    const { started, battleId } = await openCombatExample(s, dice);
    const prompt = started.find((m) => buttonIds([m]).some((id) => id.includes(":init:")));
    if (prompt === undefined) throw new Error("no initiative prompt");
    const stale = buttonIds([prompt]).find((id) => id.endsWith(":init:second:1")) ?? "";
    // The initiative typed instead (the fallback); the start's buttons stay on its message.
    const chosen = await play(s, {
      user: "alice",
      subcommand: "initiative",
      options: { choice: "first" },
    });
    expect(text(chosen.posted)).toContain("Rome to move");
    const clickStale = async () => {
      const before = await versionOf(battleId);
      const editsBefore = s.discord.message(prompt.id)?.edits;
      const click = await s.discord.click({ message: prompt, customId: stale, user: "alice" });
      const [answer, ...more] = await settle(s, click);
      expect(more).toEqual([]);
      // A click is acknowledged at once, invisibly; the refusal comes as a private follow-up.
      expect(click.responseType).toBe(InteractionResponseType.DeferredMessageUpdate);
      expect(answer?.ephemeral).toBe(true);
      expect(answer?.content).toBe("This turn has moved on.");
      expect(await versionOf(battleId)).toBe(before);
      // The prompt keeps its buttons; nothing was posted for everyone.
      expect(s.discord.message(prompt.id)?.edits).toBe(editsBefore);
    };
    // Stale once the choice is taken, and still stale when the next turn's initiative is asked:
    // the button is for turn 1's.
    await clickStale();
    for (const order of SCENARIO.turns[0]?.orders.slice(1) ?? []) await play(s, asStep(order));
    const { state } = await s.bot.services.battles.load(battleId);
    expect([state?.turn, state?.phase.kind]).toEqual([2, "initiative"]);
    await clickStale();
    expectAnsweredOnce();
  });
});

describe("the connection and the process", () => {
  it("continues the battle from the database after the bot restarts mid-battle", async () => {
    await openCombatExample(s, dice);
    const first = await playTurns(s, 1, 1);
    expect(withFiles(first)).toHaveLength(1);
    // Turn 2's initiative prompt was posted before the restart.
    expect(latestButton(s, ":init:second")).toBeDefined();

    const restarted = await s.restart();
    expect(restarted.client.isReady()).toBe(true);

    // Its button still works, and the turn resolves with its map and log.
    const second = await playTurns(s, 2, 2);
    const [turn2] = turnPosts(second);
    expect(turn2?.embeds.some((e) => e.title === "Turn 2")).toBe(true);
    const map = turn2?.attachments.find((a) => /^turn-\d+\.png$/.test(a.filename));
    expect(map?.description).toMatch(/^Battle map, turn/);
    expect(isPng(map?.data ?? new Uint8Array())).toBe(true);
    // The book's four dice for Flavius's dodge: 4+4+4+4 = 16.
    expect(text(second)).toContain("16 (4+4+4+4)");
    expectAnsweredOnce();
  });

  it("resumes a dropped gateway mid-battle and handles the next order exactly once", async () => {
    await openCombatExample(s, dice);
    await play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });
    const { discord } = s;
    const identifies = discord.gatewayEvents.filter((e) => e.kind === "identify").length;

    const resumed = discord.waitForGateway((e) => e.kind === "resume");
    expect(discord.dropGateway()).toBe(1);
    // Sent while the bot is disconnected: Discord holds it and replays it on RESUME.
    const order = await battle(s, "alice", "order", {
      figure: "Flavius",
      option: "a",
      to: "C8",
      facing: "N",
    });
    const resume = await resumed;
    expect(resume.path).toBe("/resume");
    const posted = await settle(s, order);
    expect(posted[0]?.ephemeral).toBe(false);
    expect(order.deliveries).toBe(1);
    expect(discord.answerCount(order.id)).toBe(1);
    await vi.waitFor(() => expect(s.bot.handled(order.id)).toBe(1));
    expect(discord.gatewayEvents.filter((e) => e.kind === "identify")).toHaveLength(identifies);

    // The battle goes on: Wulf's arrow resolves turn 1.
    const wulf = await play(s, {
      user: "bob",
      subcommand: "order",
      options: { figure: "Wulf", option: "f", to: "F1", facing: "S", target: "Flavius" },
    });
    expect(withFiles(wulf.posted)).toHaveLength(1);
    expectAnsweredOnce();
  });
});
