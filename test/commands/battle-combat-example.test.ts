/**
 * MELEE: COMBAT EXAMPLE played in chat: alice (Flavius) and bob (Wulf) make their figures, bob
 * opens the battle as GM, both join, and the turns go through /battle initiative, /battle order
 * and /battle retreat with the book's dice forced, exactly as test/scenarios/combat-example.json
 * has them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Actor, OptionValue, Reply } from "../../commands/interaction.ts";
import { parseHex, sixSidedDice } from "../../src/engine/index.ts";
import { allText, buttonIds, clickBattle, runBattle } from "./battle-helpers.ts";
import { ALICE, BOB } from "./fake-interaction.ts";
import { FLAVIUS, runFigure, WULF } from "./figure-helpers.ts";
import { servicesPerTest } from "./test-services.ts";

type Json = Record<string, unknown>;
const scenario = JSON.parse(
  readFileSync(new URL("../scenarios/combat-example.json", import.meta.url), "utf8"),
) as { dice: number[][]; turns: { orders: Json[] }[] };

const NAMES: Record<string, string> = { flavius: "Flavius", wulf: "Wulf" };
const PLAYER: Record<string, Actor> = { flavius: ALICE, wulf: BOB, rome: ALICE, germania: BOB };
const WEAPON_NAMES: Record<string, string> = { "two-handed-sword": "2-handed sword" };

/** One scenario order as the chat command its player would type. */
function asCommand(order: Json): {
  actor: Actor;
  sub: string;
  options: Record<string, OptionValue>;
} {
  switch (order.type) {
    case "initiative":
      return {
        actor: PLAYER[order.side as string] as Actor,
        sub: "initiative",
        options: { choice: order.moveFirst === true ? "first" : "second" },
      };
    case "move": {
      const figure = order.figure as string;
      const path = order.path as string[] | undefined;
      const to = (order.destination as string | undefined) ?? path?.[path.length - 1];
      const ready = order.ready as { weapon: string } | undefined;
      return {
        actor: PLAYER[figure] as Actor,
        sub: "order",
        options: {
          figure: NAMES[figure] as string,
          option: order.option as string,
          ...(to === undefined ? {} : { to }),
          ...(order.facing === undefined ? {} : { facing: order.facing as string }),
          ...(order.target === undefined
            ? {}
            : { target: NAMES[order.target as string] as string }),
          ...(ready === undefined ? {} : { ready: WEAPON_NAMES[ready.weapon] ?? ready.weapon }),
        },
      };
    }
    case "retreat":
      return {
        actor: PLAYER[order.victor as string] as Actor,
        sub: "retreat",
        options: {
          figure: NAMES[order.victor as string] as string,
          enemy: NAMES[order.enemy as string] as string,
          ...(order.to === null ? { decline: true } : { to: order.to as string }),
          advance: order.advance === true,
        },
      };
    default:
      throw new Error(`no chat command for ${String(order.type)}`);
  }
}

const t = servicesPerTest();

describe("the book's combat example, played in chat", () => {
  it("reaches the book's end with its log lines and EP", async () => {
    const s = t.services;
    await runFigure(s, "create", FLAVIUS, { actor: ALICE });
    await runFigure(s, "create", WULF, { actor: BOB });
    // Rome is side a, so its initiative die is rolled first, as the scenario's faces have it.
    const opened = await runBattle(s, BOB, "new", {
      type: "death",
      width: 8,
      height: 14,
      "side-a": "Rome",
      "side-b": "Germania",
    });
    expect(allText(opened.replies)).toContain("A death battle is forming here, 8 × 14 arena");
    expect(
      allText((await runBattle(s, ALICE, "join", { figure: "flavius", side: "rome" })).replies),
    ).toBe("Flavius (alice) joins Rome.");
    await runBattle(s, BOB, "join", { figure: "Wulf", side: "b" });

    t.force(...scenario.dice.flat());
    const started = await runBattle(s, BOB, "start");
    const startText = allText(started.replies);
    expect(startText).toContain("Flavius (Rome, human) at C1 facing S");
    expect(startText).toContain("Wulf (Germania, human) at C14 facing N");
    expect(started.replies[0]?.files?.[0]?.description).toMatch(/^Battle map, turn 1/);
    expect(startText).toContain("Rome won the initiative.");

    // The entrances are not the book's start: the GM sets the scenario's hexes with rulings.
    const battle = await t.battles.activeInChannel("guild-1", "channel-1");
    if (battle === null) throw new Error("no battle");
    const place = (figure: string, to: string, facing: 0 | 3) =>
      t.battles.submitOrder({
        battleId: battle.id,
        actorId: BOB.id,
        order: {
          type: "gm",
          gm: "bob",
          ruling: { kind: "place", figure, to: parseHex(to) ?? { q: 0, r: 0 }, facing },
        },
        dice: sixSidedDice(() => 1),
      });
    const keyOf = (name: string) => battle.figures.find((f) => f.name === name)?.figureKey ?? "";
    expect((await place(keyOf("Wulf"), "E1", 3)).kind).toBe("applied");
    expect((await place(keyOf("Flavius"), "C14", 0)).kind).toBe("applied");

    const posted: Reply[] = [];
    let declinedByButton = 0;
    for (const [turn, { orders }] of scenario.turns.entries()) {
      for (const order of orders) {
        const { actor, sub, options } = asCommand(order);
        // A declined retreat goes through the prompt's "Don't push back" button.
        const stay = buttonIds(posted.slice(-1)).find((id) => id.includes(":stay:"));
        const run =
          sub === "retreat" && options.decline === true && stay !== undefined
            ? await clickBattle(s, actor, stay)
            : await runBattle(s, actor, sub, options);
        if (sub === "retreat" && options.decline === true) {
          expect(stay).toBeDefined();
          declinedByButton++;
        }
        const first = run.replies[0];
        if (first?.ephemeral === true) {
          throw new Error(`turn ${turn + 1}: /battle ${sub} refused: ${first.content}`);
        }
        posted.push(...run.replies);
      }
    }
    expect(t.forcedLeft).toBe(0);
    expect(declinedByButton).toBe(2);
    const text = allText(posted);
    // Turn 1: the arrow (book: 3+3+3 = 9 to hit, 5 damage, chainmail and shield stop 5).
    expect(text).toContain("Wulf, Longbow → Flavius: 3d6 = 9 (3+3+3) ≤ adjDX 10, hit");
    // One message per resolved turn: the map with its alt text, and the turn's log.
    const turnMessages = posted.filter((r) => /^turn-/.test(r.files?.[0]?.name ?? ""));
    expect(turnMessages).toHaveLength(9);
    for (const message of turnMessages) {
      expect(message.files?.[0]?.description).toMatch(/^Battle map/);
      expect(message.embeds?.[0]?.title).toMatch(/^Turn \d$/);
    }
    // The outcome rides on the last turn's message.
    const summary = posted[posted.length - 1]?.embeds?.find((e) => e.title === "Battle over");
    expect(summary?.description).toContain("The battle is over: Rome wins.");
    expect(summary?.description).toContain("Flavius: standing, 50 EP (now 50 EP)");
    expect(summary?.description).toMatch(/Wulf: (dead|unconscious), 0 EP/);
    const flavius = await s.figures.findByName("guild-1", ALICE.id, "Flavius");
    expect(flavius?.ep).toBe(50);
    // The battle is closed: the channel is free again.
    expect(await t.battles.activeInChannel("guild-1", "channel-1")).toBeNull();
  });
});
