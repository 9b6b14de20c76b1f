/**
 * `npm run docs:images`: renders the maps shown in the documentation from real battle states.
 * - docs/images/combat-example.png: the rulebook's combat example after turn 3 (Flavius has run
 *   up to Wulf, who shifted and got off a last arrow).
 * - docs/images/combat-example-crop.png: the turn map cropped around the action after turn 8
 *   (Flavius's hit, Wulf's miss and the push back), as a phone shows it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderMap } from "../../../src/render/map/render-map.ts";
import { renderTurnCrop } from "../../../src/render/map/turn-crop.ts";
import { combatExample } from "./scenarios.ts";

const dir = fileURLToPath(new URL("../../../docs/images/", import.meta.url));
mkdirSync(dir, { recursive: true });

const example = combatExample(3);
const png = await renderMap(example.state, {
  events: example.events,
  previous: example.previous,
  ownerNames: { flavius: "alice", wulf: "bob" },
});
writeFileSync(`${dir}combat-example.png`, png);
process.stdout.write(
  `wrote docs/images/combat-example.png (${Math.round(png.length / 1024)} KB)\n`,
);

const turn8 = combatExample(8);
const crop = await renderTurnCrop(turn8.state, { events: turn8.events, previous: turn8.previous });
writeFileSync(`${dir}combat-example-crop.png`, crop);
process.stdout.write(
  `wrote docs/images/combat-example-crop.png (${Math.round(crop.length / 1024)} KB)\n`,
);
