import type { NamedAttack } from "../../engine/index.ts";

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

export function chosenAttackWords(attack: NamedAttack | undefined): string {
  return attack === undefined ? "" : WORDS[attack];
}
