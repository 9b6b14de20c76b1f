/**
 * What the "option chosen" line adds for an attack its option does not name: a jab with a pole
 * weapon (AM §5 JABBING), a sweeping blow (AM §6 SWEEPING BLOWS) or a boulder dropped (AM §10),
 * "Wulf: (b) Charge attack → Flavius, jabbing".
 */
const WORDS: Readonly<Record<"jab" | "sweep" | "drop", string>> = {
  jab: ", jabbing",
  sweep: ", with a sweeping blow",
  drop: ", dropping a boulder",
};

export function chosenAttackWords(attack: "jab" | "sweep" | "drop" | undefined): string {
  return attack === undefined ? "" : WORDS[attack];
}
