/**
 * Every kind of attack a figure can make, one line each, with what the rest of the rules ask of a
 * kind. The type `AttackKind`, the list `ATTACK_KINDS`, the named-attack guard and every table keyed
 * by kind (the action each makes, attack-actions.ts) come from this one table.
 */

interface AttackKindTraits {
  /** Made with the ready weapon (AM §5 WEAPONS: its ST counts): not grappling, pinning or rushing. */
  readonly wieldsReadyWeapon?: true;
  /** A missile or thrown attack: range and shelter count (MELEE: RANGED WEAPONS). */
  readonly ranged?: true;
  /** Improved by waiting for an opening (AM §6): not grappling or a shield-rush. */
  readonly regular?: true;
  /**
   * The "option chosen" event names it because the option alone does not say: a jab, a sweeping
   * blow, a rider's mount attacking too, a boulder dropped (AM §5, §6, §9, §10).
   */
  readonly named?: true;
  /** The kind whose targets it takes, when not its own: a pin's foe is one in HTH. */
  readonly targets?: "weapon" | "hth";
}

const ATTACK_KIND_TRAITS = {
  weapon: { wieldsReadyWeapon: true, regular: true },
  "two-weapons": { wieldsReadyWeapon: true, regular: true, targets: "weapon" },
  "shield-rush": { targets: "weapon" },
  thrown: { wieldsReadyWeapon: true, ranged: true, regular: true },
  missile: { wieldsReadyWeapon: true, ranged: true, regular: true },
  hth: {},
  pin: { targets: "hth" },
  jab: { wieldsReadyWeapon: true, regular: true, named: true },
  "two-daggers": { targets: "hth" },
  sweep: { wieldsReadyWeapon: true, named: true, targets: "weapon" },
  lasso: { wieldsReadyWeapon: true },
  net: { wieldsReadyWeapon: true },
  "mount-attack": { wieldsReadyWeapon: true, named: true, targets: "weapon" },
  trample: {},
  "pull-down": {},
  drop: { named: true },
} as const satisfies Readonly<Record<string, AttackKindTraits>>;

type Traits = typeof ATTACK_KIND_TRAITS;

export type AttackKind = keyof Traits;

/** Every kind of attack, in the table's order. */
export const ATTACK_KINDS = Object.keys(ATTACK_KIND_TRAITS) as [AttackKind, ...AttackKind[]];

/** The attacks the "option chosen" event names (see `named`). */
export type NamedAttack = {
  [K in AttackKind]: Traits[K] extends { readonly named: true } ? K : never;
}[AttackKind];

function traitsOf(kind: AttackKind): AttackKindTraits {
  return ATTACK_KIND_TRAITS[kind];
}

export function isNamedAttack(kind: AttackKind): kind is NamedAttack {
  return traitsOf(kind).named === true;
}

export function wieldsReadyWeapon(kind: AttackKind): boolean {
  return traitsOf(kind).wieldsReadyWeapon === true;
}

export function isRangedAttack(kind: AttackKind): boolean {
  return traitsOf(kind).ranged === true;
}

export function isRegularAttack(kind: AttackKind): boolean {
  return traitsOf(kind).regular === true;
}

/** The kind of attack whose legal targets this one takes (targets.ts). */
export function targetKindOf(kind: AttackKind): AttackKind {
  return traitsOf(kind).targets ?? kind;
}
