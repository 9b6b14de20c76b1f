/**
 * A Quick Combat duel (AM §8) through the fake Discord: alice's Flavius against bob's Wulf, one
 * turn given by the board's Give orders menu and by typed orders, with bob's action kept sealed
 * until both actions are in, and the board's picture described in alt text. Every die is forced.
 */
import { expect, it } from "vitest";
import type { OptionInput, RecordedMessage } from "../fake-discord/index.ts";
import { latestButton, sessionPerTest, settle, text, where } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

async function quick(
  user: string,
  subcommand: string,
  options: Readonly<Record<string, OptionInput>> = {},
) {
  return settle(s, await s.discord.command({ ...where(user), name: "quick", subcommand, options }));
}

/** Opens the board's Give orders menu as `user` and picks the option whose value is `value`. */
async function choose(user: string, value: string): Promise<RecordedMessage[]> {
  const button = latestButton(s, "quick:open");
  if (button === undefined) throw new Error("no Give orders button");
  const [menu] = await settle(s, await s.discord.click({ ...button, user }));
  if (menu === undefined) throw new Error("no menu");
  expect(menu.ephemeral).toBe(true);
  const row = menu.components[0];
  const customId =
    row !== undefined && "components" in row
      ? (row.components[0] as { custom_id: string }).custom_id
      : "";
  return settle(s, await s.discord.select({ message: menu, customId, user, values: [value] }));
}

it("fights a Quick Combat turn by menu and typed orders, the actions sealed until both are in", async () => {
  await quick("alice", "new", { a: "flavius", b: "wulf" });
  await quick("alice", "join");
  await quick("bob", "join");
  dice.force(5, 2); // initiative: Flavius 5, Wulf 2
  const started = await quick("alice", "start");
  expect(text(started)).toContain("Turn 1: initiative 5, 2; Flavius chooses.");
  const picture = started.flatMap((m) => m.attachments).find((a) => a.description !== undefined);
  expect(picture?.description).toContain("Quick Combat track of 16 hexes, no hex map.");

  expect(text(await choose("alice", "second"))).toContain("Flavius lets the foe move first.");
  expect(text(await quick("bob", "order", { text: "move 15" }))).toContain(
    "Wulf moves from hex 16 to hex 15.",
  );
  expect(text(await choose("alice", "move_3"))).toContain("Flavius moves from hex 1 to hex 3.");

  const sealed = await quick("bob", "order", { text: "fire" });
  expect(text(sealed.filter((m) => m.ephemeral))).toContain("Done: your order is in.");
  expect(text(sealed.filter((m) => !m.ephemeral))).not.toMatch(/fire/i);
  dice.force(6, 6, 4, 3, 1); // Wulf's arrow: 16, a miss; then turn 2's initiative
  const resolved = await choose("alice", "none");
  expect(text(resolved)).toMatch(
    /Wulf fires \(Longbow\): 6\+6\+4 against adjDX 10 -\d for range: auto-miss\./,
  );
  expect(text(resolved)).toContain("Turn 2: initiative 3, 1; Flavius chooses.");

  const refused = await quick("bob", "order", { text: "move 20" });
  expect(refused.every((m) => m.ephemeral)).toBe(true);
});
