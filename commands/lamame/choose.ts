/**
 * La Mame's MELEE by private clicks: "Choose privately" on the public board opens, for the
 * clicking player alone, a menu of only the orders the rules accept from their seat now
 * (laMameChoices), one level at a time; Confirm submits it through the battle service like
 * `/lamame order`. A sealed choice is therefore seen only by its chooser until the game reveals it.
 *
 * Custom ids: `lm:<battle>:<mark>:<step>[:<path>[:<menu>]]`, the path being the indices chosen
 * so far ("2.0") and the mark a digest of the choices the menu was drawn from: a click is taken
 * while the seat's choices are the same (another player's sealed bid changes nothing of them),
 * and refused once they have changed, as the indices would then name other orders.
 */

import type { LaMameChoice } from "../../src/games/la-mame/play.ts";
import type { ComponentRow, Reply } from "../interaction.ts";

export const LA_MAME_PREFIX = "lm";
export const OPEN = "open";
/** Selects shown at most on one screen (the fifth row holds Back and Cancel). */
const MENUS = 4;
/** Discord's most options in one select menu. */
const MENU_OPTIONS = 25;
/** Fewer options than this are shown as buttons (a row holds 5). */
const BUTTONS = 5;

export interface ChoiceClick {
  readonly battleId: string;
  readonly mark: string;
  readonly step: string;
  readonly path: readonly number[];
}

export function choiceId(
  battleId: string,
  mark: string,
  step: string,
  path: readonly number[] = [],
  menu?: number,
): string {
  const tail = menu === undefined ? [] : [String(menu)];
  return [LA_MAME_PREFIX, battleId, mark, step, path.join("."), ...tail].join(":");
}

/** The button on the board and each step's post: each awaited player opens their own private menu with it. */
export function chooseButton(battleId: string): ComponentRow {
  return {
    kind: "buttons",
    buttons: [
      { customId: choiceId(battleId, "-", OPEN), label: "Choose privately", style: "primary" },
    ],
  };
}

/** The click's fields, with a select's chosen index appended to its path; null if malformed. */
export function parseChoiceId(customId: string, values: readonly string[]): ChoiceClick | null {
  const [prefix, battleId, mark, step, path = "", menu] = customId.split(":");
  if (prefix !== LA_MAME_PREFIX || battleId === undefined || mark === undefined) return null;
  if (step === undefined) return null;
  const indices = path === "" ? [] : path.split(".").map(Number);
  if (menu !== undefined) indices.push(Number(values[0]));
  if (indices.some((i) => !Number.isInteger(i) || i < 0)) return null;
  return { battleId, mark, step, path: indices };
}

/** A short digest of the choices' labels (FNV-1a), so a menu drawn from other choices is known. */
export function choicesMark(choices: readonly LaMameChoice[]): string {
  let hash = 0x811c9dc5;
  for (const char of choices.map((c) => c.labels.join("/")).join("|")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/** The distinct labels at the path's next level, and the choices under the path. */
function level(choices: readonly LaMameChoice[], path: readonly number[]) {
  let under = [...choices];
  for (const [depth, index] of path.entries()) {
    const label = distinct(under, depth)[index];
    if (label === undefined) return null;
    under = under.filter((c) => c.labels[depth] === label);
  }
  return { under, labels: distinct(under, path.length) };
}

function distinct(choices: readonly LaMameChoice[], depth: number): string[] {
  return [...new Set(choices.flatMap((c) => c.labels[depth] ?? []))];
}

/** The chosen order once the path names exactly one; undefined while more remain or when it names none. */
export function chosen(choices: readonly LaMameChoice[], path: readonly number[]) {
  const found = level(choices, path);
  return found?.under.length === 1 && found.labels.length === 0 ? found.under[0] : undefined;
}

/** One screen of the flow at `path`: the next level's options, or Confirm when one order is named. */
export function choiceScreen(
  battleId: string,
  decision: string,
  choices: readonly LaMameChoice[],
  path: readonly number[],
): Reply | null {
  const found = level(choices, path);
  if (found === null || found.under.length === 0) return null;
  const mark = choicesMark(choices);
  const id = (step: string, at: readonly number[] = path, menu?: number) =>
    choiceId(battleId, mark, step, at, menu);
  const controls: ComponentRow = {
    kind: "buttons",
    buttons: [
      ...(path.length > 0
        ? [{ customId: id("go", path.slice(0, -1)), label: "Back", style: "secondary" as const }]
        : []),
      { customId: id("x"), label: "Cancel", style: "secondary" },
    ],
  };
  const one = chosen(choices, path);
  if (one !== undefined)
    return {
      content: `Your ${decision}: ${one.labels.join(" ")}. Confirm to give it; nobody else sees it until the game reveals it.`,
      components: [
        {
          kind: "buttons",
          buttons: [
            { customId: id("ok"), label: "Confirm", style: "success" },
            ...controls.buttons,
          ],
        },
      ],
      ephemeral: true,
    };
  const said = found.under[0]?.labels.slice(0, path.length).join(" ") ?? "";
  const heading = `Your ${decision}${said === "" ? "" : `: ${said}`} — choose:`;
  const rows: ComponentRow[] =
    found.labels.length < BUTTONS
      ? [
          {
            kind: "buttons",
            buttons: found.labels.map((label, i) => ({
              customId: id("go", [...path, i]),
              label,
              style: "primary" as const,
            })),
          },
        ]
      : menus(found.labels, (menu) => id("pick", path, menu));
  const shown = Math.min(found.labels.length, MENUS * MENU_OPTIONS);
  const more =
    shown < found.labels.length
      ? ` (the first ${shown} of ${found.labels.length}; type /lamame order for the rest)`
      : "";
  return { content: `${heading}${more}`, components: [...rows, controls], ephemeral: true };
}

/** The labels as select menus of 25, their values the labels' indices. */
function menus(labels: readonly string[], menuId: (menu: number) => string): ComponentRow[] {
  const rows: ComponentRow[] = [];
  for (let start = 0; start < labels.length && rows.length < MENUS; start += MENU_OPTIONS) {
    const part = labels.slice(start, start + MENU_OPTIONS);
    rows.push({
      kind: "select",
      menu: {
        customId: menuId(rows.length),
        placeholder: `${part[0]} … ${part.at(-1)}`.slice(0, 150),
        options: part.map((label, i) => ({ label, value: String(start + i) })),
      },
    });
  }
  return rows;
}
