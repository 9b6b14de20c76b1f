/**
 * ADVANCED MELEE's typed orders through the real discord.js client and the fake Discord: alice's
 * Kano ropes bob's Wulf with `attack:lasso` (AM §5), Wulf works loose by doing nothing, and Kano
 * takes Tam's offered exchange of weapons (AM §2 IV(b)) by `/battle change option:e target:Tam`.
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

it("ropes Wulf with a typed lasso, he works loose, and Kano takes Tam's exchange by /battle change", async () => {
  const am = { race: "human", st: 12, dx: 12, ruleset: "advanced-melee" };
  await createFigure(s, "alice", {
    ...am,
    name: "Kano",
    weapons: "lasso",
    ready: "lasso",
    talents: "lasso",
  });
  await createFigure(s, "alice", {
    ...am,
    name: "Tam",
    weapons: "mace",
    ready: "mace",
    talents: "lasso",
  });
  await createFigure(s, "bob", { ...am, name: "Wulf", weapons: "broadsword", ready: "broadsword" });
  await play(s, {
    user: "carol",
    subcommand: "new",
    options: { type: "death", ruleset: "advanced-melee", thread: false },
  });
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Kano", side: "a" } });
  await play(s, { user: "alice", subcommand: "join", options: { figure: "Tam", side: "a" } });
  await play(s, { user: "bob", subcommand: "join", options: { figure: "Wulf", side: "b" } });
  dice.force(5, 2);
  await play(s, { user: "carol", subcommand: "start" });
  await firstMove();

  // Turn 1: Kano casts at Wulf 15 hexes off; a 6 hits at DX 12 − 2 for 6 megahexes.
  await order("alice", { figure: "Tam", option: "pass" });
  await order("alice", { figure: "Kano", option: "b", target: "Wulf", attack: "lasso" });
  dice.force(1, 2, 3, 5, 2);
  const cast = await order("bob", { figure: "Wulf", option: "pass" });
  expect(text(cast.posted)).toContain(
    "Kano, Lasso → Wulf: 3d6 = 6 (1+2+3) ≤ adjDX 10 = DX 12 − 2 lasso at 6 megahexes, hit",
  );
  expect(text(cast.posted)).toContain("Kano's lasso catches Wulf round the body and pulls it down");

  // Turn 2: Wulf does nothing else and rolls 6 against DX 12 to work loose.
  await firstMove();
  await order("alice", { figure: "Tam", option: "pass" });
  await order("alice", { figure: "Kano", option: "pass" });
  dice.force(1, 2, 3, 5, 2);
  const loose = await order("bob", { figure: "Wulf", option: "pass" });
  expect(text(loose.posted)).toContain(
    "Wulf rolls to work loose of the lasso: 3d6 = 6 (1+2+3) ≤ adjDX 12, succeeds",
  );
  expect(text(loose.posted)).toContain("Wulf works loose of Kano's lasso");

  // Turn 3: Tam (F1, who knows the lasso too) offers; Kano steps to E2 beside him, then changes his mind to take it.
  await firstMove();
  await order("alice", { figure: "Tam", option: "e", target: "Kano" });
  await order("alice", { figure: "Kano", option: "a", to: "E2" });
  const changed = await play(s, {
    user: "alice",
    subcommand: "change",
    options: { figure: "Kano", option: "e", target: "Tam" },
  });
  expect(text(changed.posted)).toContain(
    "Kano exchanges weapons with Tam: gives the lasso, takes the mace",
  );
  expect(dice.left).toBe(0);
});
