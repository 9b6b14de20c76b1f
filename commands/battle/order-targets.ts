/**
 * The click-by-click order's targets, each with its odds ("Wulf · hit on 9 or less · 38 %"), and
 * the facings its move may end with: all asked of the engine about the draft's planned move.
 */
import { facingToward } from "../../src/computer/index.ts";
import {
  type AttackKind,
  attackKindFor,
  type BattleState,
  type Direction,
  legalAttackTargets,
  legalFacings,
  type OptionCode,
  type PlannedOrder,
  parseHex,
  plannedAttackKind,
  plannedHitChance,
  plannedMountHitChance,
} from "../../src/engine/index.ts";
import { draftAttack } from "./attack-offers.ts";
import { aimIntent } from "./draft-aim.ts";
import { chanceWords } from "./odds-words.ts";
import { airDropDetail } from "./order-air-drops.ts";
import type { Choice } from "./order-choices.ts";
import type { OrderDraft } from "./order-draft.ts";
import { figure } from "./order-figures.ts";
import { flightDetails } from "./order-flight.ts";
import { leanDetails } from "./order-lean-menu.ts";
import { starsDetail } from "./order-stars.ts";

/** The draft's planned move, as the engine is asked about it. */
export function plannedOrder(draft: OrderDraft, facing?: Direction): PlannedOrder | undefined {
  const destination = draft.to === undefined ? undefined : parseHex(draft.to);
  if (draft.option === undefined || destination === undefined) return undefined;
  const attack = draftAttack(draft);
  return {
    option: draft.option,
    destination,
    ...(facing === undefined ? {} : { facing }),
    ...aimIntent(draft.aim),
    ...(attack === undefined ? {} : { attack }),
    ...starsDetail(draft),
    ...airDropDetail(draft),
    ...flightDetails(draft),
    ...leanDetails(draft),
  };
}

/** The facing an attack on `targetKey` ends with by default: toward it, if that is allowed. */
export function facingFor(
  state: BattleState,
  draft: OrderDraft,
  targetKey: string,
): Direction | undefined {
  const move = plannedOrder(draft);
  const target = figure(state, targetKey);
  if (draft.figure === undefined || move?.destination === undefined || target === undefined)
    return undefined;
  const facings = attackFacings(state, draft, targetKey);
  const toward = facingToward(move.destination, target.position);
  return facings.includes(toward) ? toward : facings[0];
}

/** The facings the draft's move may end with, keeping its target in reach if it has one. */
export function attackFacings(
  state: BattleState,
  draft: OrderDraft,
  targetKey?: string,
): Direction[] {
  const move = plannedOrder(draft);
  if (draft.figure === undefined || move === undefined) return [];
  const key = draft.figure;
  const facings = legalFacings(state, key, move);
  if (targetKey === undefined || draft.option === undefined) return facings;
  const kind = draftAttackKind(state, key, draft.option, move);
  return facings.filter((facing) =>
    legalAttackTargets(state, key, kind, { ...move, facing }).includes(targetKey),
  );
}

/** "hit on 9 or less · 38 %" (or "pin on …", and "4d6 (dodging…), …"), from the engine's numbers. */
export function oddsText(
  state: BattleState,
  draft: OrderDraft,
  targetKey: string,
  facing?: Direction,
): string {
  const move = plannedOrder(draft, facing ?? facingFor(state, draft, targetKey));
  if (draft.figure === undefined || move === undefined) return "";
  const chance = plannedHitChance(state, draft.figure, move, targetKey);
  if (chance === null) return "";
  // AM §9: a mount attacking beside its rider rolls too.
  const beast = figure(state, draft.figure)?.mount?.name;
  const mount = plannedMountHitChance(state, draft.figure, move, targetKey);
  const beside = beast === undefined || mount === null ? undefined : { name: beast, chance: mount };
  return chanceWords(state, draftAttack(draft), targetKey, chance, beside);
}

/** The attack a draft makes: what its option does with what the figure holds (a bola is thrown). */
function draftAttackKind(
  state: BattleState,
  figureKey: string,
  option: OptionCode,
  move: PlannedOrder,
): AttackKind {
  return plannedAttackKind(state, figureKey, move) ?? attackKindFor({ option, attack: null });
}

/** The targets the draft's move could attack, each with its odds. */
export function targetChoices(state: BattleState, draft: OrderDraft): Choice[] {
  const move = plannedOrder(draft);
  if (draft.figure === undefined || draft.option === undefined || move === undefined) return [];
  const key = draft.figure;
  return legalAttackTargets(state, key, draftAttackKind(state, key, draft.option, move), move).map(
    (t) => {
      const name = figure(state, t)?.name ?? t;
      return { value: t, label: `${name} · ${oddsText(state, draft, t)}`.slice(0, 100) };
    },
  );
}
