/**
 * What the "option chosen" line adds for an attack its option does not name: a jab with a pole
 * weapon (AM §5 JABBING) or a sweeping blow (AM §6 SWEEPING BLOWS), "Wulf: (b) Charge attack →
 * Flavius, jabbing"), or a rider's mount attacking beside him (AM §9 ATTACKS).
 */
type NamedAttack = "jab" | "sweep" | "mount-attack";

const WORDS: Readonly<Record<NamedAttack, string>> = {
  jab: ", jabbing",
  sweep: ", with a sweeping blow",
  "mount-attack": ", the mount attacking too",
};

export function chosenAttackWords(attack: NamedAttack | undefined): string {
  return attack === undefined ? "" : WORDS[attack];
}
