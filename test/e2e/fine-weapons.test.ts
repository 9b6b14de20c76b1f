/**
 * AM §6 FINE WEAPONS through the real discord.js client and the fake Discord: alice's Kano is
 * made with `weapons:"broadsword (fine +1 DX, +2)"`, and the log and the map's roster show the
 * balance's +1 DX and the work on his blade.
 */
import { expect, it } from "vitest";
import { createFigure, play, sessionPerTest, text } from "./support/battle.ts";
import { currentSession } from "./support/current-session.ts";

const { s, dice, take } = currentSession();
sessionPerTest(take);

const order = (user: string, options: Readonly<Record<string, string>>) =>
  play(s, { user, subcommand: "order", options });
const firstMove = () =>
  play(s, { user: "alice", subcommand: "initiative", options: { choice: "first" } });

it("strikes with a fine broadsword made by /figure create, +1 DX in the log", async () => {
  const am = { race: "human", st: 12, dx: 12, ruleset: "advanced-melee" };
  await createFigure(s, "alice", {
    ...am,
    name: "Kano",
    weapons: "broadsword (fine +1 DX, +2)",
    ready: "broadsword",
  });
  await createFigure(s, "bob", { ...am, name: "Wulf", weapons: "broadsword", ready: "broadsword" });
  await play(s, {
    user: "carol",
    subcommand: "new",
    options: { type: "death", ruleset: "advanced-melee", thread: false },
  });
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Kano", side: "a" } });
  await play(s, { user: "bob", subcommand: "join", options: { figure: "Wulf", side: "b" } });
  dice.force(5, 2);
  await play(s, { user: "carol", subcommand: "start" });
  await firstMove();
  await order("alice", { figure: "Kano", option: "a", to: "E8" });
  dice.force(5, 2);
  await order("bob", { figure: "Wulf", option: "a", to: "E9" });
  await firstMove();
  await order("alice", { figure: "Kano", option: "h", target: "Wulf" });
  // 3d6 = 9 against DX 12 + 1 for the balance; 2d6 + 2 for the fine metal.
  dice.force(2, 3, 4, 3, 4);
  const blow = text((await order("bob", { figure: "Wulf", option: "pass" })).posted);
  expect(blow).toContain(
    "Kano, Broadsword (fine +1 DX, +2) → Wulf: 3d6 = 9 (2+3+4) ≤ adjDX 13 = DX 12 + 1 balanced broadsword, hit",
  );
  expect(blow).toContain("2d6+2 = 9 (3+4), Wulf takes 9 (ST 3/12)");
  expect(blow).toContain("• Ka Kano · E8 S · ST 12/12 · adjDX 12 · Broadsword (fine +1 DX, +2)");
});
