/**
 * The ADVANCED MELEE talents the bot plays: those its peculiar weapons need, and Missile Weapons
 * for long-range fire (AM §6). AM §5 PECULIAR
 * WEAPONS: "each of these weapons requires its own special talent", and a figure without it cannot
 * use the weapon at all. Talents come from In the Labyrinth, which the bot does not have; a figure
 * is given them by its player under AM (`talents` on the figure), nothing else. The Horseman talents
 * (AM §9) say how well a figure rides a beast it mounts in battle.
 */
import { memberOf } from "../lists.ts";

export const TALENT_IDS = [
  "nunchuks",
  "net-and-trident",
  "whip",
  "bola",
  "lasso",
  "sha-ken",
  "horseman",
  "expert-horseman",
  "missile-weapons",
  "guns",
  "swimming",
  "diving",
] as const;

export type TalentId = (typeof TALENT_IDS)[number];

export const TALENTS: Readonly<Record<TalentId, { readonly name: string }>> = {
  nunchuks: { name: "Nunchuks" },
  "net-and-trident": { name: "Net and Trident" },
  // AM §9 MOUNTED COMBAT: how well a figure rides a beast it mounts in battle.
  horseman: { name: "Horseman" },
  "expert-horseman": { name: "Expert Horseman" },
  whip: { name: "Whip" },
  bola: { name: "Bola" },
  lasso: { name: "Lasso" },
  "sha-ken": { name: "Sha-ken" },
  // AM §6 LONG-RANGE MISSILE FIRE: gentler range penalties past 25 m (long-range.ts).
  "missile-weapons": { name: "Missile Weapons" },
  // AM §6 GUNPOWDER WEAPONS: +4 DX with the arquebus (−4 without), and a steadier blunderbuss.
  guns: { name: "Guns" },
  // AM §6 ADVERSE CONDITIONS, Water: how a figure swims and whether it drowns (drowning.ts).
  swimming: { name: "Swimming" },
  diving: { name: "Diving" },
};

export const isTalentId = memberOf(TALENT_IDS);

/** Whether a figure with these talents (absent: none) has `talent`. */
export function hasTalent(
  talents: readonly TalentId[] | undefined,
  talent: TalentId | undefined,
): boolean {
  return talent === undefined || (talents?.includes(talent) ?? false);
}
