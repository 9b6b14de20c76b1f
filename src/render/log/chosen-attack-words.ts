import type { NamedAttack, WeaponId } from "../../engine/index.ts";
import { droppedName } from "./aerial-lines.ts";

/**
 * What the "option chosen" line adds for an attack its option does not name: a jab with a pole
 * weapon (AM §5 JABBING), a sweeping blow (AM §6 SWEEPING BLOWS), a rider's mount attacking beside
 * him (AM §9 ATTACKS) or a boulder dropped (AM §10), "Wulf: (b) Charge attack → Flavius, jabbing".
 */
const WORDS: Readonly<Record<NamedAttack, string>> = {
  jab: ", jabbing",
  sweep: ", with a sweeping blow",
  "mount-attack": ", the mount attacking too",
  drop: ", dropping a boulder",
};

/** The words for `attack`; a flier dropping a weapon (AM §10) names it, ", dropping a spear". */
export function chosenAttackWords(attack: NamedAttack | undefined, airDrop?: WeaponId): string {
  if (attack === "drop" && airDrop !== undefined) return `, dropping ${droppedName(airDrop)}`;
  return attack === undefined ? "" : WORDS[attack];
}
