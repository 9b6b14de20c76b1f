/**
 * The ADVANCED MELEE talents the bot plays: those its peculiar weapons need, and Missile Weapons
 * for long-range fire (AM §6). AM §5 PECULIAR
 * WEAPONS: "each of these weapons requires its own special talent", and a figure without it cannot
 * use the weapon at all. Talents come from In the Labyrinth, which the bot does not have; a figure
 * is given them by its player under AM (`talents` on the figure), nothing else. The Horseman talents
 * (AM §9) say how well a figure rides a beast it mounts in battle. The weapon classes' talents,
 * Unarmed Combat I–V and Tactics and Strategy are In the Labyrinth's as AM names them.
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
  "knife",
  "sword",
  "ax-mace",
  "pole-weapons",
  "quarterstaff",
  "bow",
  "crossbow",
  "unarmed-combat-1",
  "unarmed-combat-2",
  "unarmed-combat-3",
  "unarmed-combat-4",
  "unarmed-combat-5",
  "tactics",
  "strategy",
  "alertness",
  "two-weapons",
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
  // AM §5 WEAPONS, §6 SPECIAL COMBAT TALENTS: a weapon's class talent, without which it fights at
  // −4 under the optional rule weapon-talents (weapon-talents.ts).
  knife: { name: "Knife" },
  sword: { name: "Sword" },
  "ax-mace": { name: "Ax/Mace" },
  "pole-weapons": { name: "Pole Weapons" },
  quarterstaff: { name: "Quarterstaff" },
  bow: { name: "Bow" },
  crossbow: { name: "Crossbow" },
  // AM §5 HAND-TO-HAND COMBAT, §6 COMBAT WITH BARE HANDS: damage bare-handed and dice to pin.
  "unarmed-combat-1": { name: "Unarmed Combat I" },
  "unarmed-combat-2": { name: "Unarmed Combat II" },
  "unarmed-combat-3": { name: "Unarmed Combat III" },
  "unarmed-combat-4": { name: "Unarmed Combat IV" },
  "unarmed-combat-5": { name: "Unarmed Combat V" },
  // AM §3 INITIATIVE: the party leader's +1 (Tactics) or +2 (Strategy) to the side's roll.
  tactics: { name: "Tactics" },
  strategy: { name: "Strategy" },
  // AM §6 AMBUSH: 3 dice against IQ to spot any ambush (surprise.ts).
  alertness: { name: "Alertness" },
  // AM §5 LEFT-HAND WEAPONS: a regular weapon in each hand, both struck at full DX (two-weapons.ts).
  "two-weapons": { name: "Two Weapons" },
};

export const isTalentId = memberOf(TALENT_IDS);

/** Whether a figure with these talents (absent: none) has `talent`. */
export function hasTalent(
  talents: readonly TalentId[] | undefined,
  talent: TalentId | undefined,
): boolean {
  return talent === undefined || (talents?.includes(talent) ?? false);
}
