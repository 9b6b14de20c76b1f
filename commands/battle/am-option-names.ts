/**
 * ADVANCED MELEE numbers its options I–V (AM §2 LIST OF OPTIONS); the engine keeps MELEE's letters
 * for both books. Under AM the click flow's menu names each option's AM number beside its letter,
 * so a player reading the AM book finds it. Where one letter covers two AM options (dodging after
 * 0–1 hex or up to ½ MA) both are named.
 */
import type { OptionCode, Ruleset } from "../../src/engine/index.ts";

const AM_NUMBERS: Partial<Record<OptionCode, string>> = {
  a: "III",
  b: "II(a)",
  c: "I(b)/II(c)",
  d: "I(c)/II(d)",
  e: "IV(b)",
  f: "I(c)",
  g: "I(h)",
  h: "I(a)",
  i: "I(b)",
  j: "I(c)",
  k: "IV(b)",
  l: "I(d)",
  m: "I(a)/II(e)",
  n: "I(h)",
  o: "I(g)",
  p: "V(a)",
  q: "V(b)",
  r: "V(d)",
};

/** "AM I(a) · " before an option's letter under ADVANCED MELEE; nothing under MELEE. */
export function amNumberPrefix(ruleset: Ruleset, code: OptionCode): string {
  const number = ruleset === "advanced-melee" ? AM_NUMBERS[code] : undefined;
  return number === undefined ? "" : `AM ${number} · `;
}
