/**
 * The map in words, for the image's alt text (a Discord attachment's description): the turn and
 * phase, then each figure's hex, facing, ST and who it is engaged with, then what lies on the
 * ground. Discord takes at most 1024 characters there; when the whole does not fit, figures still
 * fighting come first and the rest are counted ("And 3 more figures.") rather than cut off.
 */

import {
  type BattleFigure,
  type BattleState,
  formatDirection,
  formatHex,
  fromOffset,
  isOut,
  stRemaining,
} from "../../engine/index.ts";
import { conditionsLine } from "../conditions-text.ts";
import { badgeKey } from "./badge-key.ts";
import {
  groundList,
  groundThings,
  hexesText,
  mountText,
  type Names,
  phaseText,
  sideName,
  statusWords,
} from "./describe.ts";
import { figureLabels } from "./labels.ts";
import type { Viewport } from "./layout.ts";

/** Discord's limit on an attachment's description. */
export const ALT_TEXT_LIMIT = 1024;

/** One figure, without its side (the side names the group): "Flavius at E2 facing N, ST 10/12". */
function figureClause(
  state: BattleState,
  f: BattleFigure,
  names: Names,
  label: string | null,
): string {
  const owner = names.ownerNames?.[f.id];
  const name = label ? `${f.name} ${label}` : f.name;
  const who = owner ? `${name} (${owner})` : name;
  if (f.escaped) return `${who} has left the arena`;
  const status = statusWords(state, f);
  // A giant is named by all three of its hexes ("E6–F5–F6"), anchor first.
  const where = hexesText(f);
  if (isOut(f)) return `${who} at ${where}, ${status.join(", ")}`;
  return [
    `${who} at ${where} facing ${formatDirection(f.facing)}`,
    `ST ${stRemaining(f)}/${f.st}`,
    ...(f.mount ? [mountText(f)] : []),
    ...status,
  ].join(", ");
}

function groundSentence(state: BattleState): string {
  const piles = groundList(groundThings(state));
  if (piles.length === 0) return "";
  return `On the ground: ${piles.map((p) => `${p.items.join(", ")} at ${formatHex(p.hex)}`).join("; ")}.`;
}

/** Which part of the arena the picture shows: "Arena 12 by 14 hexes, C4 to K9 shown." */
function shownText(state: BattleState, view: Viewport | undefined): string {
  const arena = `Arena ${state.arena.width} by ${state.arena.height} hexes`;
  if (view === undefined) return `${arena}.`;
  const whole =
    view.colMin === 0 &&
    view.rowMin === 0 &&
    view.colMax === state.arena.width - 1 &&
    view.rowMax === state.arena.height - 1;
  if (whole) return `${arena}, all shown.`;
  const from = formatHex(fromOffset(view.colMin, view.rowMin));
  const to = formatHex(fromOffset(view.colMax, view.rowMax));
  return `${arena}, the part from ${from} to ${to} shown.`;
}

/** `view`, for a crop, names the part of the arena shown. */
export function describeMapForAltText(
  state: BattleState,
  names: Names = {},
  view?: Viewport,
): string {
  const phase = phaseText(state, names);
  const conditions = conditionsLine(state);
  const header = `Battle map, ${phase.title.toLowerCase()}. ${phase.line}. ${shownText(state, view)}${conditions === undefined ? "" : ` ${conditions}`}`;
  // Namesakes are told apart by their token labels ("Orc O1", "Orc O2").
  const labels = figureLabels(state.figures);
  const nameCount = new Map<string, number>();
  for (const f of state.figures) nameCount.set(f.name, (nameCount.get(f.name) ?? 0) + 1);
  const labelOf = (f: BattleFigure) =>
    (nameCount.get(f.name) ?? 0) > 1 ? (labels.get(f.id) ?? null) : null;
  // Side by side, those still fighting before those who are down or gone.
  const clauses = state.sides.flatMap((side) => {
    const figures = state.figures.filter((f) => f.side === side.id);
    return [...figures.filter((f) => !isOut(f)), ...figures.filter((f) => isOut(f))].map((f) => ({
      side: side.id,
      text: figureClause(state, f, names, labelOf(f)),
    }));
  });
  const ground = groundSentence(state);
  const badges = badgeKey(state);
  const piles = groundList(groundThings(state)).length;
  const groundShort =
    piles === 0 ? "" : `Weapons lie on the ground in ${piles} ${piles === 1 ? "hex" : "hexes"}.`;

  const compose = (shown: number, groundText: string): string => {
    const groups: { side: string; texts: string[] }[] = [];
    for (const clause of clauses.slice(0, shown)) {
      const last = groups[groups.length - 1];
      if (last && last.side === clause.side) last.texts.push(clause.text);
      else groups.push({ side: clause.side, texts: [clause.text] });
    }
    const sentences = groups.map(
      (g) => `${sideName(state, g.side, names)}: ${g.texts.join("; ")}.`,
    );
    const hidden = clauses.length - shown;
    const more = hidden > 0 ? `And ${hidden} more ${hidden === 1 ? "figure" : "figures"}.` : "";
    return [header, ...sentences, more, groundText, badges].filter((t) => t !== "").join(" ");
  };
  for (let shown = clauses.length; shown >= 0; shown--) {
    for (const groundText of [ground, groundShort, ""]) {
      const text = compose(shown, groundText);
      if (text.length <= ALT_TEXT_LIMIT) return text;
    }
  }
  return header.slice(0, ALT_TEXT_LIMIT);
}
