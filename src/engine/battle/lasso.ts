/**
 * AM §5 PECULIAR WEAPONS, the lasso (lariat): cast at a foe 3 to 15 hexes off, at the missile
 * weapons' DX by megahexes, at a part named before the cast: the neck (1+2), either arm (that hand
 * lets go of what it holds, no damage) or, with no aim, the body (knocked down, no damage). A flier
 * caught is brought down as by a bola at the wings. A missed cast takes 6 turns to haul in and
 * re-coil. From the turn after, a roped figure with hands or ST over 20 may spend a turn doing
 * nothing else on a roll of 3 dice against its adjDX to get loose; other creatures cannot. A whip
 * may be cast as a lasso over its own 3 to 5 hexes, with no DX for range. Readings in
 * docs/rulings.md, "The lasso".
 */
import { type Weapon, weaponOf } from "../figure/equipment.ts";
import type { AimedPart } from "./aimed-shots.ts";
import { rollAttack } from "./attack-roll.ts";
import { bringDown } from "./bola.ts";
import { chosenOption } from "./chosen.ts";
import { type Ctx, emit } from "./context.ts";
import { dropFromShieldHand, dropFromWeaponHand } from "./crippling.ts";
import { findFigure, isOut } from "./figures.ts";
import { fallDown, rollAgainstAdjDx } from "./footing.ts";
import { rollAndApplyDamage } from "./injury.ts";
import { fumble } from "./items.ts";
import { type OptionCode, optionRule } from "./options.ts";
import { isHit } from "./to-hit.ts";
import type { BattleFigure, BattleState } from "./types.ts";

/** Where a lasso caught its figure: the part aimed at, the body with no aim, a flier's wings. */
export type LassoPart = "neck" | "weapon-arm" | "shield-arm" | "body" | "wings";

/** "At least 6 turns (30 seconds)" to haul in and re-coil a lasso that missed or was slipped. */
const RECOIL_TURNS = 6;
/** The neck's 1+2 (strangling), whichever rope is cast. */
const NECK_DAMAGE = { dice: 1, add: 2 } as const;
/** A creature this strong may break the rope even without hands. */
const BREAKS_ROPE_ABOVE_ST = 20;

/** How the figure's ready weapon casts as a lasso (a lasso, or a whip), else undefined. */
export function lassoOf(f: BattleFigure): Weapon["lasso"] {
  return f.readyWeapon ? weaponOf(f.readyWeapon).lasso : undefined;
}

/** The figure that `holder`'s rope holds now, if any. */
export function ropedBy(state: BattleState, holder: BattleFigure): BattleFigure | undefined {
  return state.figures.find((f) => f.lassoed?.by === holder.id && holderOf(state, f) === holder);
}

/** The figure whose rope holds `f` now: one still in the fight with its lasso (or whip) in hand. */
export function holderOf(state: BattleState, f: BattleFigure): BattleFigure | undefined {
  if (!f.lassoed || isOut(f)) return undefined;
  const holder = findFigure(state, f.lassoed.by);
  return holder && !isOut(holder) && lassoOf(holder) ? holder : undefined;
}

/** Why `f` may not cast a lasso this turn, or null. */
export function lassoChoiceProblem(state: BattleState, f: BattleFigure): string | null {
  if (!lassoOf(f)) return `${f.name} has no lasso ready (nor a whip to cast as one).`;
  const held = ropedBy(state, f);
  if (held) return `${f.name}'s rope already holds ${held.name}.`;
  if (f.lassoCoiledOnTurn !== undefined && state.turn < f.lassoCoiledOnTurn)
    return `${f.name} is hauling in and re-coiling its lasso: it may cast again from turn ${f.lassoCoiledOnTurn}.`;
  return null;
}

/** Why a lasso may not be aimed at `part`: it goes at the neck or an arm, or (no aim) the body. */
export function lassoAimProblem(f: BattleFigure, part: AimedPart): string | null {
  return part === "head" || part === "weapon-arm" || part === "shield-arm"
    ? null
    : `${f.name}'s lasso goes at the head (the neck), an arm (weapon-arm or shield-arm), or with no aim the body.`;
}

/** One cast: a hit ropes the target; a miss leaves a lasso to haul in, if none fell or broke. */
export function castLasso(ctx: Ctx, attacker: BattleFigure, target: BattleFigure): void {
  const rope = attacker.readyWeapon;
  if (!rope) return;
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind: "lasso",
    weaponLabel: weaponOf(rope).name,
    toMiss: false,
  });
  if (isHit(result)) {
    lassoHit(ctx, attacker, target);
    return;
  }
  if (!fumble(ctx, attacker, rope, result)) recoil(ctx.state, attacker);
}

function lassoHit(ctx: Ctx, attacker: BattleFigure, victim: BattleFigure): void {
  // The optional aimed shots' effects do not follow a lasso's aim: the lasso's own do.
  ctx.aimedHit = null;
  const part = partCaught(ctx.state, attacker, victim);
  emit(ctx, { type: "lasso-hit", attacker: attacker.id, target: victim.id, part });
  const reason = "caught by a lasso";
  switch (part) {
    case "wings":
      bringDown(ctx, attacker, victim, "brought down by a lasso");
      break;
    case "neck":
      rollAndApplyDamage(ctx, attacker, victim, { damage: NECK_DAMAGE, weapon: null }, 1, "lasso");
      break;
    case "weapon-arm":
      dropFromWeaponHand(ctx, victim, reason);
      break;
    case "shield-arm":
      dropFromShieldHand(ctx, victim, reason);
      break;
    default:
      fallDown(ctx, victim, "pulled down by a lasso");
  }
  if (!isOut(victim)) victim.lassoed = { by: attacker.id, onTurn: ctx.state.turn };
}

function partCaught(state: BattleState, attacker: BattleFigure, victim: BattleFigure): LassoPart {
  if (victim.flying) return "wings";
  const aim = chosenOption(state, attacker.id)?.aim;
  if (aim === "head") return "neck";
  return aim === "weapon-arm" || aim === "shield-arm" ? aim : "body";
}

/** A lasso (not a whip) must be hauled in and re-coiled before it is cast again. */
function recoil(state: BattleState, f: BattleFigure): void {
  if (f.readyWeapon === "lasso") f.lassoCoiledOnTurn = state.turn + RECOIL_TURNS;
}

/** Whether `f` may work at the rope at all: hands, or the strength to break it. */
function canSlip(f: BattleFigure): boolean {
  return f.traits.usesWeapons || f.st > BREAKS_ROPE_ABOVE_ST;
}

/**
 * A roped figure that does nothing else this turn tries to get loose, from the turn after the cast:
 * 3 dice against its adjDX. Loose, its holder must haul in and re-coil the rope.
 */
export function slipLasso(ctx: Ctx, f: BattleFigure): void {
  const holder = holderOf(ctx.state, f);
  if (!holder || f.lassoed?.onTurn === ctx.state.turn || !canSlip(f)) return;
  if (!rollAgainstAdjDx(ctx, f, "work loose of the lasso")) return;
  delete f.lassoed;
  emit(ctx, { type: "lasso-slipped", figure: f.id, holder: holder.id });
  recoil(ctx.state, holder);
}

/** Why the rope keeps `f` from option `code`: held fast, it may not move off (a shift is not off). */
export function lassoProblem(state: BattleState, f: BattleFigure, code: OptionCode): string | null {
  const holder = holderOf(state, f);
  if (!holder) return null;
  const { move } = optionRule(code);
  if (move.kind === "none" || move.kind === "shift") return null;
  return `${f.name} is held by ${holder.name}'s lasso: it may not move off until it works loose (doing nothing else for a turn).`;
}
