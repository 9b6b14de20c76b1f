/**
 * AM §5 HAND-TO-HAND COMBAT: "If the attacking figure is engaged, he may shift onto a figure
 * engaging him to attempt HTH", and the defender "immediately (that is, still in the movement
 * phase) rolls one die". Under AM option (m) is that shift: the grapple is tried as the figure's
 * move, and its blow comes when its turn to act does, as a charge into HTH strikes. MELEE's (m)
 * grapples at the attacker's action (actions.ts).
 */
import type { Hex } from "../hex/coordinates.ts";
import type { Ctx } from "./context.ts";
import { refuse } from "./errors.ts";
import { findFigure } from "./figures.ts";
import { attemptHth } from "./hth.ts";
import type { OptionCode } from "./options.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { grappleEntry } from "./targets.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Whether this battle's (m) goes onto the foe during movement. */
export function grapplesInMovement(state: BattleState, option: OptionCode): boolean {
  return option === "m" && rulesOf(state).hthBegunInMovement;
}

/** Refuses an AM (m) that names no foe: the die is rolled as it moves, so the foe must be known. */
export function checkGrappleNamed(
  state: BattleState,
  f: BattleFigure,
  option: OptionCode,
  target: string | null,
): void {
  if (target === null && grapplesInMovement(state, option))
    refuse(
      `Under ADVANCED MELEE ${f.name} goes onto its foe's hex as it moves with (m): name the foe to grapple.`,
    );
}

/**
 * The grapple of an AM (m), made now: the hex the attacker came from and whether they grapple, or
 * null for any other option (or a target gone since the order was checked, which never happens
 * within one order).
 */
export function grappleInMovement(
  ctx: Ctx,
  f: BattleFigure,
  option: OptionCode,
  target: string | null,
): { readonly enteredFrom: Hex; readonly grappled: boolean } | null {
  if (target === null || !grapplesInMovement(ctx.state, option)) return null;
  const foe = findFigure(ctx.state, target);
  if (!foe) return null;
  const into = grappleEntry(ctx.state, f, foe);
  if (typeof into === "string") refuse(into);
  const enteredFrom = f.position;
  return { enteredFrom, grappled: attemptHth(ctx, f, foe, enteredFrom, into) };
}
