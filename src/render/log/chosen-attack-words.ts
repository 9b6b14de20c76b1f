/**
 * What the "option chosen" line adds for an attack its option does not name: a jab with a pole
 * weapon (AM §5 JABBING) or a sweeping blow (AM §6 SWEEPING BLOWS), "Wulf: (b) Charge attack →
 * Flavius, jabbing".
 */
const WORDS: Readonly<Record<"jab" | "sweep", string>> = {
  jab: ", jabbing",
  sweep: ", with a sweeping blow",
};

export function chosenAttackWords(attack: "jab" | "sweep" | undefined): string {
  return attack === undefined ? "" : WORDS[attack];
}
