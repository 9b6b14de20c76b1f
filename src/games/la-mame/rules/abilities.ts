/**
 * The Special Ability cards. The seed has 20 but prints none of them (La Mame's MELEE,
 * "Contents"); this deck is OURS, in the spirit the seed gives (movement, combat, income), as data:
 * each card sets one or two of the hooks below, and the rules read only the hooks.
 */
import type { UnitKind } from "./units.ts";

export interface AbilityCard {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  /** Gold added at every income. */
  readonly incomeFlat?: number;
  /** Gold added at income for each camp owned. */
  readonly incomePerCamp?: number;
  /** Gold added at income for each "+1" area occupied. */
  readonly incomePerPlusOne?: number;
  /** Gold added at income in one season only (0 Spring … 3 Winter). */
  readonly seasonBonus?: { readonly season: number; readonly gold: number };
  /** Gold added to the Tax action. */
  readonly taxBonus?: number;
  /** Gold off building one kind (never below 1). */
  readonly discount?: { readonly kind: UnitKind; readonly gold: number };
  /** Areas a soldier may move in one action, instead of 1. */
  readonly soldierReach?: number;
  /** Knights may enter and cross mountains. */
  readonly knightsClimb?: boolean;
  /** Added to a catapult's range. */
  readonly catapultReach?: number;
  /** Extra defence guesses where this player defends: in plains, at camps, in mountains, in the castle. */
  readonly extraGuess?: {
    readonly where: "plain" | "camp" | "mountain" | "castle";
    readonly guesses: number;
  };
  /** Gold gained each time this player takes an area by attack. */
  readonly plunder?: number;
  /** Gold gained each time this player's attacking unit is lost. */
  readonly ransom?: number;
  /** Gold gained at once when the card is won. */
  readonly warChest?: number;
}

export const ABILITY_DECK: readonly AbilityCard[] = [
  { id: "royal-tithe", name: "Royal Tithe", text: "+1 gold at every income.", incomeFlat: 1 },
  {
    id: "fertile-vales",
    name: "Fertile Vales",
    text: "+1 more gold at income for each +1 area you occupy.",
    incomePerPlusOne: 1,
  },
  {
    id: "markets",
    name: "Markets",
    text: "+1 more gold at income for each camp you own.",
    incomePerCamp: 1,
  },
  { id: "tax-collectors", name: "Tax Collectors", text: "Tax gives you 2 more gold.", taxBonus: 2 },
  {
    id: "armoury",
    name: "Armoury",
    text: "Knights cost you 2 gold less.",
    discount: { kind: "knight", gold: 2 },
  },
  {
    id: "siege-works",
    name: "Siege Works",
    text: "Catapults cost you 2 gold less.",
    discount: { kind: "catapult", gold: 2 },
  },
  {
    id: "levies",
    name: "Levies",
    text: "Soldiers cost you 1 gold less.",
    discount: { kind: "soldier", gold: 1 },
  },
  {
    id: "carpenters",
    name: "Carpenters",
    text: "Camps cost you 1 gold less.",
    discount: { kind: "camp", gold: 1 },
  },
  {
    id: "forced-march",
    name: "Forced March",
    text: "Your soldiers may move (and attack) up to 2 areas.",
    soldierReach: 2,
  },
  {
    id: "mountain-guides",
    name: "Mountain Guides",
    text: "Your knights may enter and cross mountains.",
    knightsClimb: true,
  },
  {
    id: "trebuchets",
    name: "Trebuchets",
    text: "Your catapults fire 1 area further.",
    catapultReach: 1,
  },
  {
    id: "watchtowers",
    name: "Watchtowers",
    text: "Defending in plains you guess once more.",
    extraGuess: { where: "plain", guesses: 1 },
  },
  {
    id: "stockades",
    name: "Stockades",
    text: "Your camps defend with one more guess.",
    extraGuess: { where: "camp", guesses: 1 },
  },
  {
    id: "hill-forts",
    name: "Hill Forts",
    text: "Defending in mountains you guess once more.",
    extraGuess: { where: "mountain", guesses: 1 },
  },
  {
    id: "bodyguard",
    name: "Bodyguard",
    text: "Your castle defends with one more guess.",
    extraGuess: { where: "castle", guesses: 1 },
  },
  {
    id: "plunder",
    name: "Plunder",
    text: "+2 gold each time you take an area by attack.",
    plunder: 2,
  },
  {
    id: "ransom",
    name: "Ransom",
    text: "+1 gold each time one of your attackers is lost.",
    ransom: 1,
  },
  {
    id: "war-chest",
    name: "War Chest",
    text: "+4 gold at once when you win this card.",
    warChest: 4,
  },
  {
    id: "harvest",
    name: "Harvest",
    text: "+3 gold at the Fall income.",
    seasonBonus: { season: 2, gold: 3 },
  },
  {
    id: "winter-stores",
    name: "Winter Stores",
    text: "+3 gold at the Winter income.",
    seasonBonus: { season: 3, gold: 3 },
  },
];

export function abilityOf(id: string): AbilityCard {
  const card = ABILITY_DECK.find((c) => c.id === id);
  if (card === undefined) throw new Error(`no ability card "${id}"`);
  return card;
}
