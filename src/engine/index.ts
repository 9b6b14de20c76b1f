/**
 * The rules engine's public face. Everything outside src/engine imports from here, the scenario
 * reader (src/scenario) and the computer player (src/computer) included.
 */

export * from "../dice/dice.ts";
export { attackKindFor } from "./battle/actions.ts";
export { FLIERS_REACH_METRES } from "./battle/aerial-reach.ts";
export { AIMED_PARTS, type AimedPart, aimDx, aimPenalty } from "./battle/aimed-shots.ts";
export { airDropProblem, droppableItems } from "./battle/air-drops.ts";
export { climbLimit, hasHeights, heightOf } from "./battle/altitude.ts";
export { applyOrder, applyOrderInPlace, type OrderResult } from "./battle/apply.ts";
export { targetKindOf } from "./battle/attack-kinds.ts";
export { optionProblemIn } from "./battle/availability.ts";
export { endingEp } from "./battle/battle-end.ts";
export { throwsBola } from "./battle/bola.ts";
export { breathLeft } from "./battle/breath.ts";
export { chosenOption } from "./battle/chosen.ts";
export {
  COVERS,
  type Conditions,
  type ConditionsChange,
  type Cover,
  changeWords,
  conditionsWords,
  coverAt,
  GROUNDS,
  type Ground,
  groundAt,
  type HexConditions,
  isNarrowTunnel,
  LIGHTS,
  type Light,
  levelAt,
  lightAt,
  MAX_LEVEL,
  whereWords,
} from "./battle/conditions.ts";
export { NOT_UNDER_MELEE } from "./battle/conditions-ruling.ts";
export * from "./battle/decisions.ts";
export {
  BOULDER,
  BOULDER_KG,
  boulderDropProblem,
  bouldersOf,
  dropTargetProblem,
} from "./battle/drops.ts";
export { type AdjustedDx, baseAdjDx, readyAdjDx } from "./battle/dx.ts";
export { enemiesEngagingAt, engagingEnemies, isEngaged } from "./battle/engagement.ts";
export * from "./battle/errors.ts";
export * from "./battle/events.ts";
export { blocksMovement, figuresAt, isInHth, isOut, stRemaining } from "./battle/figures.ts";
export { FLEEING_NOT_UNDER_MELEE, isFleeing } from "./battle/fleeing.ts";
export { flierLoadWords } from "./battle/flier-load-words.ts";
export { covers, footprint, footprintOf, isLarge } from "./battle/footprint.ts";
export { hasInFront } from "./battle/front-hexes.ts";
export { CHEAP_POWDER } from "./battle/gunpowder.ts";
export type { GunpowderEvent } from "./battle/gunpowder-events.ts";
export {
  figureHandles,
  type NamedFigure,
  namedSetup,
  withHandles,
} from "./battle/handles.ts";
export type { HitChance } from "./battle/hit-chance.ts";
export { mayEnterForHth } from "./battle/hth.ts";
export {
  INITIATIVE_BONUS_NOT_UNDER_MELEE,
  type InitiativeBonus,
  initiativeBonusWords,
  MAX_INITIATIVE_BONUS,
} from "./battle/initiative-bonus.ts";
export { jabChoiceProblem } from "./battle/jabs.ts";
export { jumpsIn, rollsToJump } from "./battle/jumping.ts";
export { holderOf, lassoChoiceProblem } from "./battle/lasso.ts";
export {
  type Lean,
  type LeanOrder,
  leaningSeat,
  legalLeans,
  seatOf,
} from "./battle/leaning.ts";
export { friendsInLineOfFire } from "./battle/line-of-fire.ts";
export { aimsAsMarksman, type Thrown } from "./battle/marksmanship.ts";
export { mountOwnDx } from "./battle/mounted-dx.ts";
export {
  horsemanshipOf,
  isRidingBeast,
  isRidingOption,
  mountableBeasts,
} from "./battle/mounting.ts";
export { allowance, movementSearch, planPath } from "./battle/movement.ts";
export { hasNet, NET_LASTS_HITS, netStrikeProblem } from "./battle/net-strikes.ts";
export * from "./battle/options.ts";
export * from "./battle/orders.ts";
export { PANIC_CAUSES, type PanicCause } from "./battle/panic-ruling.ts";
export { itemsInReach } from "./battle/pick-up-reach.ts";
export { holdsPike } from "./battle/pikes.ts";
export { pinHold, pinnableFoe, pinnerOf } from "./battle/pinning.ts";
export { mayPullSomeone, pullsLeftToUnseat } from "./battle/pulling-down.ts";
export { dropChoiceProblem, offhandReadyProblem } from "./battle/readying.ts";
export * from "./battle/replay.ts";
export { FIRST_RULES_EDITION, LATEST_RULES_EDITION } from "./battle/rules-edition.ts";
export { checkOptionalRules, RULESET_IDS, RULESETS, type Ruleset } from "./battle/ruleset.ts";
export { scoopables, scoopDestinations } from "./battle/scoop-choices.ts";
export { type SetDownPack, setDownPacks } from "./battle/set-down-packs.ts";
export {
  type BattleSetup,
  createBattle,
  type FigureSetup,
  prepareBattle,
  setupFootprint,
  startBattle,
} from "./battle/setup.ts";
export { isShaKen, MOST_STARS_AT_ONCE, volleyDx } from "./battle/sha-ken.ts";
export {
  SURPRISE_NOT_UNDER_MELEE,
  type Surprise,
  surpriseWords,
} from "./battle/surprise.ts";
export { sweepChoiceProblem } from "./battle/sweeps.ts";
export {
  isOutOfHandReach,
  legalTargets,
  wallInTheWay,
} from "./battle/targets.ts";
export { aimsAFlask, delayProblem, waitTargets } from "./battle/timing.ts";
export { mayTrampleSomeone } from "./battle/trample-attack.ts";
export { twoDaggersProblem } from "./battle/two-daggers.ts";
export * from "./battle/types.ts";
export { unpackable } from "./battle/unpacking.ts";
export { exchangePartners, likelyExchangePartners } from "./battle/weapon-exchange.ts";
export { hasMeleeStriker, hasReadyMissile, hasReadyThrowable } from "./battle/weapons-in-use.ts";
export * from "./figure/book-figures.ts";
export * from "./figure/bounds.ts";
export * from "./figure/carry.ts";
export * from "./figure/derived.ts";
export * from "./figure/equipment.ts";
export * from "./figure/errors.ts";
export * from "./figure/experience.ts";
export * from "./figure/figure-spec.ts";
export * from "./figure/fine-work.ts";
export * from "./figure/iq.ts";
export * from "./figure/monsters.ts";
export * from "./figure/name.ts";
export * from "./figure/pack.ts";
export * from "./figure/races.ts";
export * from "./figure/ruleset-equipment.ts";
export * from "./figure/talents.ts";
export * from "./figure/under-strength.ts";
export * from "./figure/validate.ts";
export * from "./figure/validate-monster.ts";
export * from "./hex/arena.ts";
export * from "./hex/coordinates.ts";
export type { Arc } from "./hex/facing.ts";
export * from "./hex/facing.ts";
export * from "./hex/megahex.ts";
export { reachablePathTo } from "./hex/path.ts";
export * from "./hex/pixel.ts";
export { lastOf } from "./lists.ts";
export * from "./mounted/index.ts";
export * from "./quick-combat/index.ts";
