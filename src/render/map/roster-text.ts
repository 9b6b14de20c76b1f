/**
 * The roster and the key of the turn crop as text lines, for the message beside the picture (the
 * crop leaves them out so the board fills the image). Plain text: the caller escapes it for Discord.
 */
import { type BattleFigure, type BattleState, isOut } from "../../engine/index.ts";
import { badgeKey } from "./badge-key.ts";
import {
  adjDxText,
  groundText,
  mountDxText,
  mountText,
  type Names,
  readyText,
  sideName,
  statusWords,
  stText,
  whereText,
} from "./describe.ts";
import { figureLabels } from "./labels.ts";
import { KEY_NOTES } from "./legend.ts";

function figureLine(state: BattleState, f: BattleFigure, label: string, names: Names): string {
  const owner = names.ownerNames?.[f.id];
  const who = `${label} ${f.name}${owner ? ` (${owner})` : ""}`;
  const fighting = isOut(f) ? [] : [adjDxText(state, f), readyText(f), mountDxText(f)];
  const ridden = [whereText(f), stText(f), mountText(f)];
  return [who, ...ridden, ...fighting, ...statusWords(state, f)]
    .filter((part) => part !== "")
    .join(" · ");
}

/** "Rome:", then "Fl Flavius (alice) · E2 N · ST 10/12 · adjDX 12 · broadsword · engaged by Wulf". */
export function rosterLines(state: BattleState, names: Names = {}): string[] {
  const labels = figureLabels(state.figures);
  const lines = state.sides.flatMap((side) => [
    `${sideName(state, side.id, names)}:`,
    ...state.figures
      .filter((f) => f.side === side.id)
      .map((f) => `• ${figureLine(state, f, labels.get(f.id) ?? "?", names)}`),
  ]);
  const ground = groundText(state);
  if (ground !== "") lines.push(`On the ground: ${ground}.`);
  return lines;
}

/** The key to the marks on the map, with ADVANCED MELEE's badges it shows. */
export function legendLines(state: BattleState): string[] {
  const badges = badgeKey(state);
  return [
    "Arrows: solid, moved or hit; dashed, missed (curved between neighbours); dotted with feathers, missile or thrown; hollow, forced back.",
    "Dashed red ring: hand-to-hand. Star: entrance.",
    ...KEY_NOTES,
    ...(badges === "" ? [] : [badges]),
  ];
}
