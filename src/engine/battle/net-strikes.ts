/**
 * AM §5 PECULIAR WEAPONS, attacking the net: "a foe with an edged weapon may strike at the net
 * instead of its wielder". The net has no armor and is useless after 5 hits. A blow may go at a
 * net in a foe's hand, or at one wrapping any figure but the striker (a friend cut free, or a foe
 * kept from its net). The blow is rolled as any blow at that figure, its damage (doubled or
 * tripled by the roll as any) counted on the net, not the figure. A net made useless is gone: out
 * of the hand, or off the figure, who is free. Readings in docs/rulings.md, "Striking at a net".
 */
import { EDGED_WEAPON_IDS } from "../figure/equipment.ts";
import { rollAttack } from "./attack-roll.ts";
import { type Ctx, emit, roll } from "./context.ts";
import { areEnemies, isOut } from "./figures.ts";
import { emptyWeaponHand, fumble } from "./items.ts";
import { rulesOf } from "./ruleset-rules.ts";
import { damageMultiplier, isHit } from "./to-hit.ts";
import type { BattleFigure } from "./types.ts";
import { meleeStriker } from "./weapons-in-use.ts";

/** Hits that make a net useless. */
export const NET_LASTS_HITS = 5;

/** Whether `f` has a net: in either hand, or wrapped round it. */
export function hasNet(f: BattleFigure): boolean {
  return (f.readyWeapon === "net" || f.offhand === "net" || f.entangled !== undefined) && !isOut(f);
}

/** Why `f` may not strike at a net, or null. */
export function netStrikeProblem(f: BattleFigure): string | null {
  return f.readyWeapon && EDGED_WEAPON_IDS.has(f.readyWeapon)
    ? null
    : `${f.name} needs an edged weapon ready to strike at a net.`;
}

/**
 * Why `attacker` may not strike at `target`'s net, or null: a net in a foe's hand, or one wrapping
 * any other figure (reach is a blow's, checked apart).
 */
export function netTargetProblem(attacker: BattleFigure, target: BattleFigure): string | null {
  if (!hasNet(target)) return `${target.name} has no net to strike at.`;
  return target.entangled || areEnemies(attacker, target)
    ? null
    : `${target.name} is on ${attacker.name}'s side and its net is in its own hand.`;
}

/** One blow at the net `target` holds or is wrapped in. */
export function strikeAtNet(ctx: Ctx, attacker: BattleFigure, target: BattleFigure): void {
  const striker = meleeStriker(attacker, rulesOf(ctx.state));
  if (!striker) return;
  const result = rollAttack(ctx, {
    attacker,
    target,
    kind: "net",
    weaponLabel: striker.label,
    toMiss: false,
  });
  if (!isHit(result)) {
    fumble(ctx, attacker, striker.weapon, result);
    return;
  }
  const { sum } = roll(ctx, striker.damage.dice);
  const hits = Math.max(0, sum + striker.damage.add) * damageMultiplier(result);
  const total = (target.netHits ?? 0) + hits;
  emit(ctx, { type: "net-struck", attacker: attacker.id, target: target.id, hits, total });
  if (total < NET_LASTS_HITS) {
    target.netHits = total;
    return;
  }
  delete target.netHits;
  // In hand or wrapping the figure, the net is cut to pieces: nothing is left to drop.
  emit(ctx, { type: "item-broken", figure: target.id, item: "net" });
  if (target.entangled) delete target.entangled;
  else if (target.offhand === "net") target.offhand = null;
  else emptyWeaponHand(ctx, target);
}
