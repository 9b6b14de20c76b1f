/**
 * The options a figure picks each turn (MELEE: IV. TURN SEQUENCING AND OPTIONS, (a)–(r)).
 */
import { memberOf } from "../lists.ts";

export const OPTION_CODES = [
  "a",
  "b",
  "c",
  "d",
  "e",
  "f",
  "g",
  "h",
  "i",
  "j",
  "k",
  "l",
  "m",
  "n",
  "o",
  "p",
  "q",
  "r",
  "pass",
  "mount",
  "dismount",
  "jump-off",
  "flee",
] as const;
export type OptionCode = (typeof OPTION_CODES)[number];

/** The state a figure is in when its turn to move comes; it decides which options it has. */
export type Situation = "disengaged" | "engaged" | "hth";

/** How far the option lets a figure move. */
export type MoveLimit =
  | { readonly kind: "ma" }
  | { readonly kind: "half-ma" }
  | { readonly kind: "hexes"; readonly hexes: number }
  | { readonly kind: "shift" }
  | { readonly kind: "none" };

export interface OptionRule {
  readonly code: OptionCode;
  readonly name: string;
  readonly situation: Situation | "any";
  readonly move: MoveLimit;
  /** Acts during the action phase (attacks, and disengaging which happens at attack time). */
  readonly actsInActionPhase: boolean;
  /** Counts as an "attack" option (only these may attack). */
  readonly attacks: boolean;
  /** Attacks against the figure roll four dice (dodge or defend). */
  readonly evasive: boolean;
}

const rule = (
  code: OptionCode,
  name: string,
  situation: Situation | "any",
  move: MoveLimit,
  flags: Partial<Pick<OptionRule, "actsInActionPhase" | "attacks" | "evasive">> = {},
): OptionRule => ({
  code,
  name,
  situation,
  move,
  actsInActionPhase: flags.actsInActionPhase ?? flags.attacks ?? false,
  attacks: flags.attacks ?? false,
  evasive: flags.evasive ?? false,
});

const MA = { kind: "ma" } as const;
const HALF = { kind: "half-ma" } as const;
const SHIFT = { kind: "shift" } as const;
const NONE = { kind: "none" } as const;

export const OPTIONS: Readonly<Record<OptionCode, OptionRule>> = {
  a: rule("a", "Move", "disengaged", MA),
  b: rule("b", "Charge attack", "disengaged", HALF, { attacks: true }),
  c: rule("c", "Dodge", "disengaged", HALF, { evasive: true }),
  d: rule("d", "Drop (prone or kneeling)", "disengaged", HALF),
  e: rule("e", "Ready new weapon", "disengaged", { kind: "hexes", hexes: 2 }),
  f: rule(
    "f",
    "Missile weapon attack",
    "disengaged",
    { kind: "hexes", hexes: 1 },
    { attacks: true },
  ),
  g: rule("g", "Stand up", "disengaged", NONE),
  h: rule("h", "Shift and attack", "engaged", SHIFT, { attacks: true }),
  i: rule("i", "Shift and defend", "engaged", SHIFT, { evasive: true }),
  // The combat example has Wulf shift before his last shot, so (j) allows a shift.
  j: rule("j", "One-last-shot missile attack", "engaged", SHIFT, { attacks: true }),
  k: rule("k", "Change weapons", "engaged", SHIFT),
  l: rule("l", "Disengage", "engaged", SHIFT, { actsInActionPhase: true }),
  m: rule("m", "Attempt hand-to-hand attack", "engaged", SHIFT, { attacks: true }),
  n: rule("n", "Stand up", "engaged", NONE),
  o: rule("o", "Pick up dropped weapon", "engaged", NONE),
  p: rule("p", "Hand-to-hand attack", "hth", NONE, { attacks: true }),
  q: rule("q", "Attempt to draw dagger", "hth", NONE, { actsInActionPhase: true }),
  r: rule("r", "Attempt to disengage from hand-to-hand", "hth", NONE, { actsInActionPhase: true }),
  // Not in the book's list: a figure may always do nothing (stay down, stand still).
  pass: rule("pass", "Do nothing", "any", NONE),
  // AM §9 OPTIONS FOR RIDERS AND MOUNTS: who may take these is mounting.ts's to say.
  mount: rule("mount", "Mount a riding animal", "disengaged", { kind: "hexes", hexes: 2 }),
  dismount: rule("dismount", "Dismount", "any", { kind: "hexes", hexes: 2 }),
  "jump-off": rule("jump-off", "Jump off the moving animal", "disengaged", MA),
  // AM §3 INITIATIVE: option (a) declared as flight; who may take it, and when, is fleeing.ts's.
  flee: rule("flee", "Flee", "disengaged", MA),
};

/** The single-letter options' rules, by the letter's place in the alphabet ("a" at 0). */
const RULES_BY_LETTER: OptionRule[] = [];
for (const code of OPTION_CODES) {
  if (code.length === 1) RULES_BY_LETTER[code.charCodeAt(0) - 97] = OPTIONS[code];
}

/**
 * OPTIONS[code], found by the code's letter. The rules ask for an option's rule many times a turn,
 * and V8 reads a record by changing keys through its slow (megamorphic) path; a list read by
 * number is quick.
 */
export function optionRule(code: OptionCode): OptionRule {
  return code.length === 1
    ? (RULES_BY_LETTER[code.charCodeAt(0) - 97] as OptionRule)
    : OPTIONS[code];
}

export const isOptionCode = memberOf(OPTION_CODES);

/** The options whose action is a step of one hex (MELEE: DISENGAGING, DISENGAGING FROM HTH). */
export function stepsAway(option: OptionCode): boolean {
  return option === "l" || option === "r";
}

/** Hexes the option lets this figure move, given its MA. Shifts are one hex. */
export function moveAllowance(limit: MoveLimit, ma: number): number {
  switch (limit.kind) {
    case "ma":
      return ma;
    case "half-ma":
      return Math.floor(ma / 2);
    case "hexes":
      return limit.hexes;
    case "shift":
      return 1;
    case "none":
      return 0;
  }
}
