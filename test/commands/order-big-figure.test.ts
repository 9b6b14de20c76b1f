/**
 * The click flow for a big figure (ADVANCED MELEE §3 MOVEMENT OF MULTI-HEX FIGURES): a destination
 * is where its head goes, and each facing button names the hexes its whole body would cover there,
 * only the placements the engine accepts.
 */
import { expect, it } from "vitest";
import { destinationChoices } from "../../commands/battle/order-choices.ts";
import { orderScreen } from "../../commands/battle/order-flow.ts";
import {
  footprintOf,
  formatHex,
  isInArena,
  legalFacings,
  parseHex,
} from "../../src/engine/index.ts";
import type { BattleSummary } from "../../src/store/battle-types.ts";
import { Bout, beast, fighter, human, N, S } from "../engine/battle/builders.ts";

/** A 5-hex lizard (the GM's beast), head at E5 facing S, its tail up to E1; a man far below. */
function lizardBout(): Bout {
  const b = Bout.of(
    [
      beast("liz", "red", "beast", "E5", S, { hexes: 5 }),
      fighter("bo", "blue", "E14", N, human("Bo")),
    ],
    [6, 1],
    { ruleset: "advanced-melee" },
  );
  b.initiative("red", true);
  return b;
}

it("offers a big figure's destinations as where its head goes", () => {
  const labels = destinationChoices(lizardBout().state, "liz", "a").map((c) => c.label);
  expect(labels).toContain("E5 (head) · stay");
  expect(labels).toContain("E8 (head) · out of reach");
});

it("names the whole body on each facing button, only where the engine lets it stand", async () => {
  const { state } = lizardBout();
  const battle = { id: "b1", sides: [], figures: [] } as unknown as BattleSummary;
  const shown = await orderScreen({ battle, state, version: 1 }, ["liz"], {
    figure: "liz",
    option: "a",
    to: "E8",
  });
  expect(shown.content).toContain("Which way should liz face at E8?");
  const faces = (shown.components ?? [])
    .flatMap((r) => (r.kind === "buttons" ? r.buttons : []))
    .map((button) => button.label)
    .filter((label) => label.startsWith("Face "));
  expect(faces).toContain("Face S · E8–E7–E6–E5–E4");
  const destination = parseHex("E8");
  if (destination === undefined) throw new Error("E8");
  const legal = legalFacings(state, "liz", { option: "a", destination });
  expect(faces).toHaveLength(legal.length);
  for (const facing of legal) {
    const body = footprintOf(5, destination, facing);
    expect(body.every((h) => isInArena(state.arena, h))).toBe(true);
    expect(faces.some((label) => label.endsWith(body.map(formatHex).join("–")))).toBe(true);
  }
});

it("names the men a giant's destination pushes back (ADVANCED MELEE §3)", () => {
  const b = Bout.of(
    [beast("g", "blue", "giant", "J10", N), fighter("x", "red", "J9", S, human("X"))],
    [1, 6],
    { ruleset: "advanced-melee" },
  );
  b.initiative("blue", true);
  const labels = destinationChoices(b.state, "g", "a").map((c) => c.label);
  expect(labels).toContain("J9 (head) · pushes back X");
});
