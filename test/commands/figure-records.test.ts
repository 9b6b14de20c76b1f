/**
 * Records that last, through the handlers: the recap at a battle's end, a slain figure's card and
 * its refusal from a new battle, a manager's restore, another player's public card, the
 * leaderboard.
 */
import { describe, expect, it } from "vitest";
import { gmCommand } from "../../commands/gm.ts";
import type { Reply } from "../../commands/interaction.ts";
import { completeBattle, refusal, runBattle, startFlaviusAgainstWulf } from "./battle-helpers.ts";
import { ALICE, actor, BOB, fakeCommand, GM, onlyReply } from "./fake-interaction.ts";
import { runFigure } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

const MANAGER = actor("manager", true);

const t = servicesPerTest();

/** Flavius (alice) against Wulf (bob), to the death; the GM's ruling kills Wulf. */
async function wulfStruckDown(): Promise<readonly Reply[]> {
  await startFlaviusAgainstWulf(t, GM);
  const ruling = {
    ...fakeCommand("hits", { figure: "Wulf", value: 14, reason: "lightning" }, { actor: GM }),
    commandName: "gm",
  };
  await gmCommand.execute(ruling, t.services);
  return ruling.replies;
}

describe("the end of a battle", () => {
  it("posts a recap from the log: winner, turns, damage, EP, and the ruling's mark", async () => {
    const replies = await wulfStruckDown();
    const recap = replies.flatMap((r) => r.embeds ?? []).find((e) => e.title === "Recap");
    expect(recap?.description).toBe(
      [
        "Rome won, after 1 turn.",
        "Marked: a GM's ruling changed the battle (see the log).",
        "Flavius (Rome): dealt 0, took 0, earned 50 EP",
        "Wulf (Germania): dealt 0, took 0, earned 0 EP",
        "Turn 1: Wulf died (no blow: a ruling or a fall).",
      ].join("\n"),
    );
  });
});

describe("a slain figure", () => {
  it("is refused a new battle, privately, saying why and who may restore it", async () => {
    await wulfStruckDown();
    await runBattle(t.services, GM, "new", { type: "arena", thread: false });
    const join = await runBattle(t.services, BOB, "join", { figure: "Wulf", side: "b" });
    expect(refusal(join)).toBe(
      "Wulf was slain and cannot fight again (/figure show name:Wulf says how). A server manager may bring it back with /figure restore.",
    );
  });

  it("has a card that says how and when it fell, and its record", async () => {
    await wulfStruckDown();
    const card = onlyReply(await runFigure(t.services, "show", { name: "Wulf" }, { actor: BOB }));
    const fields = card.embeds?.[0]?.fields ?? [];
    expect(fields.find((f) => f.name === "Record")?.value).toBe(
      "1 battle: 0 won, 1 lost; felled 0 foes; knocked out 0 times; 0 EP earned in battle",
    );
    expect(fields.find((f) => f.name === "Dead")?.value).toMatch(
      /^Slain \(no foe's blow: a ruling or a fall\) on turn 1, <t:1767225600:D> \(battle `\w+`\)\. It cannot fight again unless a server manager restores it\.$/,
    );
  });

  it("is restored by a server manager only, once, and may then join", async () => {
    await wulfStruckDown();
    const asBob = await runFigure(t.services, "restore", { name: "Wulf" }, { actor: BOB });
    expect(refusal(asBob)).toBe("Only a Manage Server user can restore a slain figure.");
    const restored = onlyReply(
      await runFigure(t.services, "restore", { name: "Wulf", owner: BOB.id }, { actor: MANAGER }),
    );
    expect(restored.content).toBe(
      "Wulf (<@user:bob>) is restored to life and may fight again. Its history records it.",
    );
    const again = await runFigure(
      t.services,
      "restore",
      { name: "Wulf", owner: BOB.id },
      { actor: MANAGER },
    );
    expect(refusal(again)).toBe("Wulf is not dead; nothing to restore.");
    await runBattle(t.services, GM, "new", { type: "arena", thread: false });
    const join = await runBattle(t.services, BOB, "join", { figure: "Wulf", side: "b" });
    expect(join.replies[0]?.ephemeral).not.toBe(true);
  });
});

describe("another player's figure and the leaderboard", () => {
  it("shows the public card privately, without the owner's unspent EP", async () => {
    await wulfStruckDown();
    const card = onlyReply(
      await runFigure(t.services, "show", { name: "Flavius", owner: ALICE.id }, { actor: BOB }),
    );
    expect(card.ephemeral).toBe(true);
    const names = card.embeds?.[0]?.fields?.map((f) => f.name);
    expect(names).toEqual(["Weapons", "Armor", "Record"]);
    const unknown = await runFigure(
      t.services,
      "show",
      { name: "Bjorn", owner: ALICE.id },
      { actor: BOB },
    );
    expect(refusal(unknown)).toBe(
      '<@user:alice> has no figure named "Bjorn" in this server (autocomplete lists theirs).',
    );
  });

  it("ranks the server's figures by wins and by EP, naming owners without pinging", async () => {
    await wulfStruckDown();
    const board = onlyReply(await runFigure(t.services, "leaderboard", { by: "ep" }));
    expect(board.embeds?.[0]).toMatchObject({
      title: "Leaderboard: EP earned in battle",
      description: [
        "1. Flavius (<@user:alice>): 1 won of 1, 50 EP",
        "2. Wulf (slain) (<@user:bob>): 0 won of 1, 0 EP",
      ].join("\n"),
    });
    expect(board.mentionUserIds).toEqual([]);
  });
});

describe("past battles", () => {
  it("lists the finished battles newest first, and reads one's turn log and map by id", async () => {
    await wulfStruckDown();
    const history = onlyReply(await runBattle(t.services, BOB, "history", {}));
    expect(history.ephemeral).toBe(true);
    const line = history.embeds?.[0]?.description ?? "";
    expect(history.embeds?.[0]?.title).toBe("Past battles in this channel, page 1 of 1");
    expect(line).toMatch(/^`(\w+)`: 2026-01-01, Rome vs Germania, Rome won$/);
    const id = /`(\w+)`/.exec(line)?.[1] ?? "";

    const choices = await completeBattle(t.services, BOB, "log", { name: "battle", value: "2026" });
    expect(choices.responses).toEqual([
      [{ name: "2026-01-01, Rome vs Germania, Rome won", value: id }],
    ]);

    const log = onlyReply(await runBattle(t.services, BOB, "log", { battle: id, turn: 1 }));
    expect(log.embeds?.[0]?.title).toBe(
      "Combat log: 2026-01-01, Rome vs Germania, Rome won, turn 1",
    );
    const map = onlyReply(await runBattle(t.services, BOB, "map", { battle: id, turn: 1 }));
    expect(map.content).toBe("Turn 1 as it ended: 2026-01-01, Rome vs Germania, Rome won.");
    expect(map.files?.[0]?.name).toBe("turn-1.png");

    const late = await runBattle(t.services, BOB, "map", { battle: id, turn: 9 });
    expect(refusal(late)).toBe("That battle has turns 1 to 1; there is no turn 9.");
    const unknown = await runBattle(t.services, BOB, "log", { battle: "nope" });
    expect(refusal(unknown)).toBe(
      'There is no battle "nope" in this server; /battle history lists the finished ones.',
    );
    const page = await runBattle(t.services, BOB, "history", { page: 2 });
    expect(refusal(page)).toBe("There are only 1 page of past battles in this channel.");
  });
});
