/**
 * A flier's flight in the click-by-click order, asked right after its option (a take-off changes
 * where it can go): stay on the ground or take off; aloft, keep to the air or land; under ADVANCED
 * MELEE, the height it ends at (AM §3 FLIGHT, §10 AERIAL COMBAT), in steps of 3 m within what it
 * may climb or dive this turn. The draft's `fly` carries the choice by a short code: `g` ground,
 * `t` take off (`t8` to 8 m), `k` keep aloft, `h12` to 12 m, `l` land.
 */
import {
  type BattleFigure,
  type BattleState,
  climbLimit,
  hasHeights,
  heightOf,
  type MoveOrder,
  type OptionCode,
} from "../../src/engine/index.ts";
import { dropsFromTheAir } from "./order-air-drops.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";

/** Heights offered are multiples of this, as the book's missile penalty counts them (AM §5). */
const HEIGHT_STEP = 3;

/** The heights from `low` to `high` a menu offers: each multiple of 3 m, and the ends. */
function heightsBetween(low: number, high: number): number[] {
  const heights = new Set([low, high]);
  for (let h = Math.ceil(low / HEIGHT_STEP) * HEIGHT_STEP; h <= high; h += HEIGHT_STEP)
    heights.add(h);
  return [...heights].filter((h) => h >= 1 && h <= high).sort((a, b) => a - b);
}

function takeOffChoices(state: BattleState, f: BattleFigure): Choice[] {
  if (!hasHeights(state)) return [{ value: "t", label: "Take off and fly" }];
  const limit = climbLimit(f, true);
  return heightsBetween(Math.min(HEIGHT_STEP, limit), limit).map((h) => ({
    value: `t${h}`,
    label: `Take off to ${h} m`,
    description: "AM §3: half the flying MA on the first turn aloft",
  }));
}

function aloftChoices(state: BattleState, f: BattleFigure): Choice[] {
  const height = heightOf(f);
  if (!hasHeights(state)) {
    return [
      { value: "k", label: "Stay in the air" },
      { value: "l", label: "Land at the end of the move" },
    ];
  }
  const limit = climbLimit(f, false);
  const others = heightsBetween(Math.max(1, height - limit), height + limit)
    .filter((h) => h !== height)
    .map((h) => ({ value: `h${h}`, label: `${h > height ? "Climb" : "Dive"} to ${h} m` }));
  const keep = { value: "k", label: `Stay at ${height} m` };
  const land = height <= limit ? [{ value: "l", label: "Land at the end of the move" }] : [];
  return [keep, ...others, ...land];
}

/**
 * What the figure may do in the air with this option (and the draft's `extra`, the attack it names);
 * none when there is nothing to choose.
 */
export function flightChoices(
  state: BattleState,
  key: string,
  option: OptionCode,
  extra?: string,
): Choice[] {
  const f = state.figures.find((o) => o.id === key);
  if (f === undefined || f.traits.flyingMa === null) return [];
  // AM §10: a boulder is dropped from the air, at any height but the ground.
  if (f.flying && option === "b" && dropsFromTheAir(extra))
    return aloftChoices(state, f).filter((c) => c.value !== "l");
  // A charge (b) always lands to strike (MELEE: NONHUMAN FIGURES, gargoyle): nothing to ask.
  if (f.flying) return option === "b" ? [] : aloftChoices(state, f);
  const mayTakeOff = (option === "a" || option === "c") && !f.crippled?.includes("wing");
  if (!mayTakeOff) return [];
  return [{ value: "g", label: "Stay on the ground" }, ...takeOffChoices(state, f)];
}

/** The move order's flight and height the draft's choice stands for. */
export function flightDetails(draft: OrderDraft): Pick<MoveOrder, "flight" | "height"> {
  const code = draft.fly ?? "";
  const height = Number(code.slice(1));
  const named = code.length > 1 && Number.isInteger(height) ? { height } : {};
  if (code.startsWith("t")) return { flight: "take-off", ...named };
  if (code === "l") return { flight: "land" };
  return code.startsWith("h") ? named : {};
}

/** The order's flight in the summary's words: ", taking off to 8 m"; nothing on the ground. */
export function flightWords(state: BattleState, draft: OrderDraft): string {
  const { figure, option, fly } = draft;
  if (figure === undefined || option === undefined || fly === undefined) return "";
  const label = flightChoices(state, figure, option, draft.extra).find(
    (c) => c.value === fly,
  )?.label;
  return label === undefined || fly === "g" ? "" : `, ${label.toLowerCase()}`;
}
