/**
 * What the hostile properties found, each now refused first, privately, with nothing changed:
 *
 * - accepting a duel, or starting /battle tutorial, with a figure already in another battle
 *   threw from the store (the user saw "Something went wrong") after opening the thread or the
 *   battle and half-forming it;
 * - /battle new with deadline-hours beyond what its option allows (Discord checks; a client
 *   that does not could send any integer) reached the database and failed there.
 */
import { describe, expect, it } from "vitest";
import { duelCommand } from "../../commands/duel.ts";
import type { Actor, OptionValue } from "../../commands/interaction.ts";
import { ALICE, BOB, GUILD } from "../commands/fake-interaction.ts";
import { FLAVIUS, WULF } from "../commands/figure-helpers.ts";
import { servicesPerTest } from "../commands/test-services.ts";
import { executeRecorded } from "./arena-world.ts";
import { recordingComponent } from "./recording-interaction.ts";

const t = servicesPerTest();

async function run(
  who: Actor,
  commandName: string,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>>,
  channelId = "channel-1",
) {
  const place = { guildId: GUILD, channelId };
  return executeRecorded({ commandName, subcommand, options, actor: who, place }, t.services);
}

describe("a figure already in a battle", () => {
  it.each([
    ["the challenged player's", BOB, "Wulf"],
    ["the challenger's", ALICE, "Flavius"],
  ])("refuses a duel while %s figure fights elsewhere", async (_, busy, name) => {
    await run(ALICE, "figure", "create", FLAVIUS);
    await run(BOB, "figure", "create", WULF);
    const challenge = await run(ALICE, "duel", "challenge", { opponent: BOB.id });
    const row = challenge.sent[0]?.reply.components?.[0];
    const accept = row?.kind === "buttons" ? (row.buttons[0]?.customId ?? "") : "";

    await run(busy, "battle", "new", { type: "death", thread: false }, "channel-2");
    await run(busy, "battle", "join", { figure: name, side: "a" }, "channel-2");
    expect(await t.services.battles.isFighting((await figureId(busy, name)) ?? "")).toBe(true);

    const press = recordingComponent({
      customId: accept,
      values: [],
      actor: BOB,
      place: { guildId: GUILD, channelId: "channel-1" },
    });
    await duelCommand.handleComponent?.(press, t.services);
    expect(press.sent).toEqual([
      {
        kind: "reply",
        reply: {
          content: `${name} is already fighting in another battle; accept once that battle is over.`,
          ephemeral: true,
        },
      },
    ]);
    expect(press.threads).toEqual([]);
    expect(await t.services.battles.countOpen(GUILD)).toBe(1);
  });

  it("is refused for the tutorial, which opens no battle", async () => {
    await run(ALICE, "figure", "create", FLAVIUS);
    await run(ALICE, "battle", "new", { type: "death", thread: false }, "channel-2");
    await run(ALICE, "battle", "join", { figure: "Flavius", side: "a" }, "channel-2");
    const tutorial = await run(ALICE, "battle", "tutorial", {});
    expect(tutorial.sent).toEqual([
      {
        kind: "reply",
        reply: {
          content:
            "Flavius is already fighting in another battle; name another with figure:, or finish that battle first.",
          ephemeral: true,
        },
      },
    ]);
    expect(await t.services.battles.activeInChannel(GUILD, "channel-1")).toBeNull();
  });
});

describe("/battle new with deadline-hours out of bounds", () => {
  it.each([0, -1, 169, Number.MAX_SAFE_INTEGER])("refuses %d and opens nothing", async (hours) => {
    const refused = await run(ALICE, "battle", "new", {
      type: "death",
      "deadline-hours": hours,
      thread: false,
    });
    expect(refused.sent).toEqual([
      {
        kind: "reply",
        reply: { content: "deadline-hours must be a whole number from 1 to 168.", ephemeral: true },
      },
    ]);
    expect(await t.services.battles.countOpen(GUILD)).toBe(0);
  });

  it("accepts the bounds", async () => {
    await run(ALICE, "battle", "new", { type: "death", "deadline-hours": 168, thread: false });
    await run(
      ALICE,
      "battle",
      "new",
      { type: "death", "deadline-hours": 1, thread: false },
      "channel-2",
    );
    expect(await t.services.battles.countOpen(GUILD)).toBe(2);
  });
});

async function figureId(owner: Actor, name: string): Promise<string | undefined> {
  return (await t.services.figures.findByName(GUILD, owner.id, name))?.id;
}
