/**
 * AM §6 FIRE AS A WEAPON: a molotail in hand is lit (readying it is grabbing and lighting it). "If
 * you are knocked down while holding a lit molotail, you must make a saving roll (3 dice vs. DX) to
 * jerk the wick out … otherwise, it goes off in your hex"; the wick out, the flask goes back to the
 * belt unlit. Let go of by its holder on purpose, or as it falls out of the fight, a lit flask
 * breaks where it falls (docs/rulings.md, "Molotails").
 */
import type { Hex } from "../hex/coordinates.ts";
import { type Ctx, emit } from "./context.ts";
import { baseAdjDxValue } from "./dx.ts";
import { rollAgainst } from "./footing.ts";
import { molotailLands } from "./molotail.ts";
import { rulesOf } from "./ruleset-rules.ts";
import type { BattleFigure, BattleState, ItemId } from "./types.ts";

/** Whether `f` holds a lit molotail in its weapon hand, in a battle that plays lit flasks. */
function holdsLitFlask(state: BattleState, f: BattleFigure): boolean {
  return rulesOf(state).litFlasksBreak && f.readyWeapon === "molotail";
}

/** `f`, just knocked down: it jerks the wick out of a lit molotail it holds, or the flask goes off. */
export function knockedDownWithLitFlask(ctx: Ctx, f: BattleFigure): void {
  if (f.condition !== "ok" || !holdsLitFlask(ctx.state, f)) return;
  if (rollAgainst(ctx, f, "jerk the wick out of the molotail", 3, baseAdjDxValue(f))) {
    f.readyWeapon = null;
    f.carried = [...f.carried, "molotail"];
    emit(ctx, {
      type: "item-readied",
      figure: f.id,
      weapon: null,
      shieldReady: f.shieldReady,
      offhand: f.offhand,
    });
    return;
  }
  f.readyWeapon = null;
  molotailLands(ctx, f, { at: f.position, inHand: true });
}

/**
 * `item` is leaving `f`'s hands for the ground at `at`: when it is a lit molotail, it breaks there
 * instead of lying, and this says so. The hand is emptied first, so the fire cannot set it off twice.
 */
export function litFlaskBreaksAt(ctx: Ctx, f: BattleFigure, item: ItemId, at: Hex): boolean {
  if (item !== f.readyWeapon || !holdsLitFlask(ctx.state, f)) return false;
  f.readyWeapon = null;
  molotailLands(ctx, f, { at });
  return true;
}
