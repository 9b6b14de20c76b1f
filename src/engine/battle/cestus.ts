/**
 * AM §5 PECULIAR WEAPONS, the cestus: a spiked gauntlet strapped onto the hand, "treated exactly
 * like a main-gauche, except that, being fastened on, it is always ready". So a figure that brings
 * one into battle starts with it on: in the off hand beside a one-handed ready weapon, or as the
 * ready weapon when the figure has none. Beside a two-handed weapon or a ready shield it has no free
 * hand and stays carried, to be readied like a main-gauche (docs/rulings.md, "The cestus").
 */
import type { RulesetRules } from "./ruleset-rules.ts";
import type { BattleFigure } from "./types.ts";

/** The DX of each blow of a boxer striking with both cesti. */
export const BOXING_DX = -3;

/** Straps the carried cesti on where a hand is free: one, or under `boxesWithTwoCesti` both. */
export function strapOnCesti(
  f: BattleFigure,
  rules: Pick<RulesetRules, "weapon" | "boxesWithTwoCesti">,
): void {
  strapOnCestus(f, rules);
  if (rules.boxesWithTwoCesti) strapOnCestus(f, rules);
}

/** Whether the figure wears a cestus on each hand and strikes with both at BOXING_DX. */
export function boxes(
  f: Pick<BattleFigure, "readyWeapon" | "offhand">,
  rules: Pick<RulesetRules, "boxesWithTwoCesti">,
): boolean {
  return rules.boxesWithTwoCesti && f.readyWeapon === "cestus" && f.offhand === "cestus";
}

/** A 17 leaves a strapped-on cestus where it is. */
export function keptOnByFumble(
  item: string | null,
  rules: Pick<RulesetRules, "boxesWithTwoCesti">,
): boolean {
  return item === "cestus" && rules.boxesWithTwoCesti;
}

/** Straps a carried cestus on, where a hand is free for it. */
function strapOnCestus(f: BattleFigure, rules: Pick<RulesetRules, "weapon">): void {
  const at = f.carried.indexOf("cestus");
  if (at < 0) return;
  if (f.readyWeapon === null) {
    f.readyWeapon = "cestus";
  } else if (!rules.weapon(f.readyWeapon).twoHanded && !(f.shield !== null && f.shieldReady)) {
    f.offhand = "cestus";
  } else return;
  f.carried.splice(at, 1);
}

/** AM §5: "being fastened on", a ready cestus "cannot be dropped … intentionally"; why not, or null. */
export function cestusDropProblem(f: Pick<BattleFigure, "name" | "readyWeapon">): string | null {
  return f.readyWeapon === "cestus"
    ? `${f.name}'s cestus is strapped on: it cannot be dropped (AM §5).`
    : null;
}
