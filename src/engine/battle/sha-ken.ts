/**
 * AM §5 PECULIAR WEAPONS, sha-ken: throwing stars, 1-2 each, carried in a belt pouch of 12. Up to
 * 12 are thrown at once at one target, all readied together; the more at once, the worse the DX
 * (2–3 −2, 4–6 −4, 7–9 −6, 10–12 −8). Each star is rolled for on its own and flies the same line
 * (ranged.ts). A thrown star is spent: the bot does not gather them up again in battle, so a
 * figure's stock only counts down (docs/rulings.md, "Sha-ken").
 */
import { type WeaponId, weaponOf } from "../figure/equipment.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { emptyWeaponHand } from "./items.ts";
import type { AttackKind, BattleFigure, BattleState } from "./types.ts";

/** "Up to 12 sha-ken can be thrown at once (at the same target)." */
export const MOST_STARS_AT_ONCE = 12;

/** The stars a figure's gear starts the battle with: a full pouch for each it carries. */
export function pouchedStars(weapons: readonly WeaponId[]): number {
  let stars = 0;
  for (const id of weapons) stars += weaponOf(id).pouch ?? 0;
  return stars;
}

/** Whether this weapon is a pouch of throwing stars. */
export function isShaKen(weapon: WeaponId | null | undefined): boolean {
  return weapon != null && weaponOf(weapon).pouch !== undefined;
}

/** The DX for throwing `stars` at once: none for one, then −2 for each further three or part. */
export function volleyDx(stars: number): number {
  return stars <= 1 ? 0 : -2 * Math.ceil(stars / 3);
}

/** The stars the figure's option throws at once: as it said, else one. */
export function starsThrown(state: BattleState, f: BattleFigure): number {
  return chosenOption(state, f.id)?.stars ?? 1;
}

/** Why an order's attack may not throw `stars` sha-ken at once, or null. */
export function starsOrderProblem(
  f: BattleFigure,
  attack: AttackKind | null,
  stars: number,
): string | null {
  if (attack !== "thrown") return "A count of sha-ken goes with a throw (attack: thrown).";
  return starsProblem(f, stars);
}

/** Why the figure may not throw `stars` sha-ken at once, or null. */
export function starsProblem(f: BattleFigure, stars: number): string | null {
  if (!isShaKen(f.readyWeapon)) return `${f.name} needs sha-ken ready to throw stars.`;
  if (!Number.isInteger(stars) || stars < 1 || stars > MOST_STARS_AT_ONCE)
    return `From 1 to ${MOST_STARS_AT_ONCE} sha-ken may be thrown at once (AM §5).`;
  const left = f.shaKen ?? 0;
  if (stars > left) return `${f.name} has only ${left} sha-ken left.`;
  return null;
}

/**
 * Takes the stars thrown out of the figure's stock and says so; with none left its pouches are
 * empty and its hand too.
 */
export function spendStars(ctx: Ctx, f: BattleFigure, target: BattleFigure, stars: number): void {
  const left = (f.shaKen ?? 0) - stars;
  f.shaKen = left;
  emit(ctx, { type: "sha-ken-thrown", figure: f.id, target: target.id, stars, left });
  if (left > 0) return;
  emptyWeaponHand(ctx, f);
  f.carried = f.carried.filter((id) => !isShaKen(id));
}
