/**
 * Plays La Mame's MELEE in a terminal against computer players:
 * `npm run play:la-mame -- [players 2-4] [introductory|full] [seed]`. "map" writes the board's
 * picture to la-mame-map.png in the current folder.
 */
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { renderBoardMap } from "../../games/la-mame/render/board-map.ts";
import { LaMameLocalGame } from "./session.ts";

const [count = "3", ruleset = "introductory", seed = String(Date.now() % 100000)] =
  process.argv.slice(2);
const computers = ["north", "east", "west"].slice(0, Math.min(3, Math.max(1, Number(count) - 1)));
const game = new LaMameLocalGame("you", computers, ruleset, Number(seed));
const terminal = createInterface({ input: process.stdin, output: process.stdout });
console.log(game.opening().join("\n"));
for await (const line of terminal) {
  if (line.trim() === "map") {
    writeFileSync("la-mame-map.png", await renderBoardMap(game.current));
    console.log("The map is in la-mame-map.png.");
    continue;
  }
  console.log(game.handle(line).join("\n"));
  if (game.current.phase.kind === "over") break;
}
terminal.close();
