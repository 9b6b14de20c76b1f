/**
 * The ways of attacking an order may name (`attack:`), each with the words a player reads. One list
 * serves the typed check, the autocomplete and the log-free prompts; MELEE's options imply the
 * other kinds (a missile for (i) and (j), hand-to-hand for (m)).
 */
import type { AttackKind } from "../../src/engine/index.ts";

export interface AttackChoice {
  readonly kind: AttackKind;
  readonly label: string;
}

export const ORDERED_ATTACKS: readonly AttackChoice[] = [
  { kind: "weapon", label: "Ready weapon" },
  { kind: "two-weapons", label: "Two weapons" },
  { kind: "shield-rush", label: "Shield rush" },
  { kind: "thrown", label: "Thrown" },
  { kind: "jab", label: "Jab with a pole weapon (ADVANCED MELEE)" },
  { kind: "two-daggers", label: "Two daggers (in HTH, AM)" },
  { kind: "sweep", label: "Sweeping blow through the front hexes (ADVANCED MELEE)" },
  { kind: "lasso", label: "Lasso: cast a lasso, or a whip as one (ADVANCED MELEE)" },
  { kind: "net", label: "Strike at a net with an edged weapon, to cut it (ADVANCED MELEE)" },
  { kind: "drop", label: "Drop a boulder from the air on a foe below (ADVANCED MELEE)" },
];

export const ORDERED_ATTACK_KINDS: readonly AttackKind[] = ORDERED_ATTACKS.map((a) => a.kind);

export function isOrderedAttack(value: string | undefined): value is AttackKind {
  return ORDERED_ATTACK_KINDS.some((kind) => kind === value);
}
