/**
 * The four kinds of unit, each player's supply and the build costs. Supply is the seed's
 * ("Each Player Supply"); the costs are ours in part: the seed prints "6 Gold … 2 Gold" beside
 * pictures it lost ("Build costs"), and we give 6 to the knight and the catapult, 2 to the soldier
 * and the camp (docs/la-mame.md says why).
 */
export const UNIT_KINDS = ["knight", "soldier", "catapult", "camp"] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** How many of each kind a player owns in all (La Mame's MELEE, "Each Player Supply"). */
export const SUPPLY: Readonly<Record<UnitKind, number>> = {
  knight: 2,
  soldier: 3,
  catapult: 2,
  camp: 3,
};

/** Our reading of "6 Gold … 2 Gold": the strong units cost 6, the weak ones 2. */
export const COST: Readonly<Record<UnitKind, number>> = {
  knight: 6,
  soldier: 2,
  catapult: 6,
  camp: 2,
};

/** The gold a player starts with (La Mame's MELEE, "Set up"). */
export const STARTING_GOLD = 15;

/** The order in which defenders must be beaten (La Mame's MELEE, "Attacks"). */
export const DEFENCE_ORDER: readonly UnitKind[] = ["soldier", "knight", "camp"];
