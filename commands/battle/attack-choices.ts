/**
 * The ways of attacking an order may name (`attack:`), each with the words a player reads, from the
 * commands' attack table. One list serves the typed check, the autocomplete and the log-free
 * prompts; MELEE's options imply the other kinds (a missile for (i) and (j), hand-to-hand for (m)).
 */
import {
  type AttackKind,
  type BattleFigure,
  isShaKen,
  MOST_STARS_AT_ONCE,
  volleyDx,
} from "../../src/engine/index.ts";
import { ATTACK_ENTRIES } from "./attack-table.ts";
import { typedAirDrop } from "./order-air-drops.ts";

export interface AttackChoice {
  readonly kind: AttackKind;
  readonly label: string;
}

/** The kinds a typed `attack:` may name, in the table's order (attack-table.ts). */
export const ORDERED_ATTACKS: readonly AttackChoice[] = ATTACK_ENTRIES.flatMap((e) =>
  e.typed === undefined ? [] : [{ kind: e.kind, label: e.typed }],
);

export const ORDERED_ATTACK_KINDS: readonly AttackKind[] = ORDERED_ATTACKS.map((a) => a.kind);

/**
 * AM §9 THE PIKE: `attack:hold` holds a grounded pike's blow as foes move in, and a trailing
 * ", hold" does so beside another attack (`attack:jab, hold`).
 */
export const HOLD_PIKE = "hold";
export const HOLD_PIKE_LABEL = 'Hold the grounded pike\'s blow as foes come (AM; "jab, hold" too)';

/** The typed attack without its ", hold", and whether the pike holds its blow. */
export function holdingPike(typed: string): { readonly attack?: string; readonly hold: boolean } {
  if (typed.trim().toLowerCase() === HOLD_PIKE) return { hold: true };
  const held = /,\s*hold\s*$/i.exec(typed);
  return held
    ? { attack: typed.slice(0, held.index).trim(), hold: true }
    : { attack: typed, hold: false };
}

export function isOrderedAttack(value: string | undefined): value is AttackKind {
  return ORDERED_ATTACK_KINDS.some((kind) => kind === value);
}

/** AM §5 SHA-KEN: `attack:3 sha-ken` throws three stars at once. */
const VOLLEY = /^\s*(\d+)\s*sha-?ken\s*$/i;

/** The stars an `attack:` value throws at once ("3 sha-ken"), or undefined for any other value. */
export function starsIn(value: string | undefined): number | undefined {
  const match = value === undefined ? null : VOLLEY.exec(value);
  return match ? Number(match[1]) : undefined;
}

/**
 * The attack an `attack:` value names, a pike's ", hold" aside: one of ORDERED_ATTACKS, or a throw
 * of sha-ken.
 */
export function orderedAttackKind(value: string | undefined): AttackKind | undefined {
  const attack = value === undefined ? undefined : holdingPike(value).attack;
  if (starsIn(attack) !== undefined) return "thrown";
  if (typedAirDrop(attack) !== undefined) return "drop";
  return isOrderedAttack(attack) ? attack : undefined;
}

/** The throws of 2 to 12 sha-ken at once a figure holding them may name, with their DX. */
export function volleyChoices(f: BattleFigure): { name: string; value: string }[] {
  if (!isShaKen(f.readyWeapon)) return [];
  const most = Math.min(MOST_STARS_AT_ONCE, f.shaKen ?? 0);
  const choices: { name: string; value: string }[] = [];
  for (let stars = 2; stars <= most; stars++)
    choices.push({
      name: `Throw ${stars} sha-ken at once (AM, DX ${volleyDx(stars)})`,
      value: `${stars} sha-ken`,
    });
  return choices;
}
