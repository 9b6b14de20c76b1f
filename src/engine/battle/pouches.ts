/**
 * AM §5 PECULIAR WEAPONS, sha-ken: the stars are in the pouch, so a pouch that leaves a figure's
 * hands takes its stars, and whoever picks it up has them to throw (rules edition 5's
 * `pouchCarriesStars`). A figure's stock is one count over all its pouches; a pouch dropped takes
 * a full pouch's worth of it, or what is left if less (docs/rulings.md, "Sha-ken").
 */
import { isWeaponId, weaponOf } from "../figure/equipment.ts";
import type { RulesetRules } from "./ruleset-rules.ts";
import type { BattleFigure, DroppedItem, ItemId } from "./types.ts";

type PouchRules = Pick<RulesetRules, "pouchCarriesStars">;

/** Takes the stars that go with a dropped `item` off `f`'s stock: the dropped pouch's field. */
export function starsLeaving(
  f: BattleFigure | null,
  item: ItemId,
  rules: PouchRules,
): { stars?: number } {
  const pouch = isWeaponId(item) ? weaponOf(item).pouch : undefined;
  if (!f || pouch === undefined || !rules.pouchCarriesStars) return {};
  const stars = Math.min(pouch, f.shaKen ?? 0);
  f.shaKen = (f.shaKen ?? 0) - stars;
  return { stars };
}

/** Adds the stars in a pouch picked up to the figure's stock. */
export function takeStars(f: BattleFigure, lying: DroppedItem | undefined): void {
  if (lying?.stars === undefined) return;
  f.shaKen = (f.shaKen ?? 0) + lying.stars;
}
