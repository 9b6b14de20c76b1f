/**
 * Records that last, through the real discord.js client and the fake Discord: a death battle
 * ended by the GM's ruling (agreed by the other side, as the GM plays) posts its recap, /battle history lists it, and the slain figure is
 * refused a new battle, privately.
 */
import { expect, it } from "vitest";
import {
  battle,
  buttonIds,
  openCombatExample,
  sendCommand,
  sessionPerTest,
  settle,
} from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

it("recaps a finished battle, lists it in the history and keeps its slain out of the next", async () => {
  const { battleId } = await openCombatExample(s, dice);
  // bob is the GM and plays Wulf: his ruling on his own figure waits for the other side's Agree.
  const proposed = await sendCommand(s, "bob", "gm", "hits", {
    figure: "Wulf",
    value: 14,
    reason: "lightning",
  });
  const agree = buttonIds(proposed).find((id) => id.startsWith("ruling:agree:"));
  const message = proposed[0];
  if (agree === undefined || message === undefined) throw new Error("no Agree button");
  const ruled = await settle(s, await s.discord.click({ message, customId: agree, user: "alice" }));
  const recap = ruled.flatMap((m) => m.embeds).find((e) => e.title === "Recap");
  expect(recap?.description?.split("\n").slice(0, 2)).toEqual([
    "Rome won, after 1 turn.",
    "Marked: a GM's ruling changed the battle (see the log).",
  ]);

  const [history] = await settle(s, await battle(s, "carol", "history"));
  expect(history?.ephemeral).toBe(true);
  expect(history?.embeds[0]?.description).toContain(`\`${battleId}\`: `);
  expect(history?.embeds[0]?.description).toContain("Rome vs Germania, Rome won");

  await settle(s, await battle(s, "alice", "new", { type: "arena", thread: false }));
  const [refused] = await settle(s, await battle(s, "bob", "join", { figure: "Wulf", side: "b" }));
  expect(refused?.ephemeral).toBe(true);
  expect(refused?.content).toContain("Wulf was slain and cannot fight again");
});
