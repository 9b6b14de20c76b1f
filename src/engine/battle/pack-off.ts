/**
 * Taking a pack off the back in battle (AM §5 ARMOR AND SHIELDS; AM §7, where Melio "spends the
 * turn getting rid of his pack" and next turn "still has his pack half off"): option (e) spent on
 * it twice. After the first turn the pack is half off, still on the back with its DX and its
 * stop; after the second it is off, set down where the figure stands, and costs nothing more. The
 * work is kept if the figure does something else between (docs/rulings.md, "Taking the pack off").
 */
import { type Ctx, emit } from "./context.ts";
import { refuse } from "./errors.ts";
import type { ReadyChoice } from "./orders.ts";
import type { BattleFigure } from "./types.ts";

export function takePackOff(ctx: Ctx, f: BattleFigure, choice: ReadyChoice): void {
  if (!f.pack) refuse(`${f.name} wears no pack.`);
  if (
    choice.weapon !== undefined ||
    choice.shieldReady !== undefined ||
    choice.pickUp !== undefined ||
    choice.offhand !== undefined
  ) {
    refuse(`Taking the pack off is ${f.name}'s whole option (e): ready nothing else with it.`);
  }
  if (f.posture === "fallen") refuse(`${f.name} has fallen and must stand up first.`);
  if (f.packHalfOff) {
    delete f.pack;
    delete f.packHalfOff;
    // It lies where it was set down, its weapons in it (set-down-packs.ts, unpacking.ts).
    f.packAt = f.position;
    emit(ctx, { type: "pack-off", figure: f.id, off: true });
    return;
  }
  f.packHalfOff = true;
  emit(ctx, { type: "pack-off", figure: f.id, off: false });
}
