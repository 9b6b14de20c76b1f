/**
 * The end of a battle: the outcome, each survivor's EP and new total, and a prompt to the owner
 * of every figure whose total now buys an advance (MELEE: EXPERIENCE, 100 EP).
 */
import { expect, it } from "vitest";
import { gmCommand } from "../../commands/gm.ts";
import { createFlaviusAndWulf, startRomeAgainstGermania } from "./battle-helpers.ts";
import { ALICE, fakeCommand, GM, GUILD } from "./fake-interaction.ts";
import { servicesPerTest } from "./test-services.ts";

const t = servicesPerTest();

/** Flavius (alice, `flaviusEp` EP before) against Wulf (bob); the GM's ruling kills Wulf. */
async function wulfStruckDown(flaviusEp: number) {
  const s = t.services;
  await createFlaviusAndWulf(s);
  const flavius = await s.figures.findByName(GUILD, ALICE.id, "Flavius");
  await s.figures.addEp(flavius?.id ?? "", flaviusEp, "earlier battles");
  await startRomeAgainstGermania(t, GM);
  const ruling = {
    ...fakeCommand(
      "hits",
      { figure: "Wulf", value: 14, reason: "struck by lightning" },
      {
        actor: GM,
      },
    ),
    commandName: "gm",
  };
  await gmCommand.execute(ruling, s);
  // The outcome rides on the turn's message: the summary is that message, its own embed alone.
  const isOver = (e: { title?: string }) => e.title === "Battle over";
  const summary = ruling.replies.find((r) => r.embeds?.some(isOver));
  if (summary === undefined) throw new Error("no summary after the ruling");
  return { ...summary, embeds: summary.embeds?.filter(isOver) };
}

it("prompts the owner to advance when a survivor's new total reaches 100 EP", async () => {
  const summary = await wulfStruckDown(60);
  expect(summary.embeds?.[0]?.description).toBe(
    [
      "The battle is over: Rome wins.",
      "• Flavius: standing, 50 EP (now 110 EP)",
      "• Wulf: dead, 0 EP (now 0 EP)",
    ].join("\n"),
  );
  // The ruling's own lines head the message; the prompt to advance ends it.
  expect(summary.content?.startsWith("gm (GM) rules: Wulf hits 0 → 14")).toBe(true);
  expect(summary.content?.split("\n").at(-1)).toBe(
    "<@user:alice>, Flavius has 110 EP: trade 100 for +1 ST or DX with /figure advance name:Flavius attribute:st (or attribute:dx).",
  );
  expect(summary.mentionUserIds).toEqual([ALICE.id]);
});

it("prompts nobody while every total stays under 100 EP", async () => {
  const summary = await wulfStruckDown(0);
  expect(summary.embeds?.[0]?.description).toContain("• Flavius: standing, 50 EP (now 50 EP)");
  // Only the ruling's own line: no prompt to advance, nobody pinged.
  expect(summary.content?.startsWith("gm (GM) rules: Wulf hits 0 → 14")).toBe(true);
  expect(summary.content).not.toContain("/figure advance");
  expect(summary.mentionUserIds).toBeUndefined();
});
