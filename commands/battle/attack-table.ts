/**
 * The commands' table of attack kinds, one entry per kind of the engine's (attack-kinds.ts): the
 * words beside its typed `attack:` value, how the click menu offers it and under which options, and
 * the verb its odds use. A kind missing here fails the type check. The engine's order of kinds
 * (attack-kinds.ts) is the typed vocabulary's order too.
 */
import {
  ATTACK_KINDS,
  type AttackKind,
  type BattleFigure,
  type BattleState,
  boulderDropProblem,
  hasMeleeStriker,
  hasNet,
  hasReadyThrowable,
  jabChoiceProblem,
  lassoChoiceProblem,
  mayPullSomeone,
  mayTrampleSomeone,
  netStrikeProblem,
  pinHold,
  pinnableFoe,
  sweepChoiceProblem,
  twoDaggersProblem,
  WEAPONS,
} from "../../src/engine/index.ts";
import { airDropOffers } from "./order-air-drops.ts";
import { volleyCounts, volleyExtra } from "./order-stars.ts";

/** One choice the click menu offers for an attack: its words, and the draft's extra when not the kind's own. */
export interface AttackOffer {
  readonly label: string;
  readonly extra?: string;
}

/**
 * How the click menu offers an attack: under (b) and (h) the ready weapon's other blows come
 * first, then throws, then the rest (`group`); under (p) in the table's order.
 */
interface ClickedAttack {
  readonly under: "b/h" | "p";
  readonly group?: "blow" | "throw";
  /** The draft's extra that names the attack. */
  readonly extra: string;
  /** The menu's choices for it (none when the figure cannot make it now), `at` " at Wulf" or "". */
  readonly offers: (state: BattleState, f: BattleFigure, at: string) => readonly AttackOffer[];
}

export interface AttackEntry {
  /** The words beside its typed `attack:` value; none where only an option implies it. */
  readonly typed?: string;
  readonly click?: ClickedAttack;
  /** What its odds say it does on a roll: hit, or (AM §5) pin, or (AM §9) pull. */
  readonly oddsVerb?: "pin" | "pull";
}

/** The offer of `label` when `offered`, else none. */
function when(offered: boolean, label: string): readonly AttackOffer[] {
  return offered ? [{ label }] : [];
}

function readyWeaponName(f: BattleFigure): string {
  return f.readyWeapon ? WEAPONS[f.readyWeapon].name.toLowerCase() : "";
}

export const ATTACK_TABLE: Readonly<Record<AttackKind, AttackEntry>> = {
  weapon: { typed: "Ready weapon" },
  "two-weapons": { typed: "Two weapons" },
  "shield-rush": { typed: "Shield rush" },
  thrown: {
    typed: "Thrown",
    // MELEE THROWN WEAPONS: a weapon the figure would otherwise swing (a net, a javelin), and AM
    // §5 SHA-KEN: several stars at once.
    click: {
      under: "b/h",
      group: "throw",
      extra: "thrown",
      offers: (_state, f, at) => [
        ...when(hasReadyThrowable(f) && hasMeleeStriker(f), `Throw ${readyWeaponName(f)}${at}`),
        ...volleyCounts(f).map((n) => ({
          label: `Throw ${n} sha-ken${at}`,
          extra: volleyExtra(n),
        })),
      ],
    },
  },
  missile: {},
  hth: {},
  pin: {
    // AM §5 PINNING A FOE: a figure held in a pin spends its action struggling, so is not offered one.
    click: {
      under: "p",
      extra: "pin",
      offers: (state, f) => {
        const foe = pinHold(state, f) === undefined ? pinnableFoe(state, f) : undefined;
        return foe === undefined ? [] : [{ label: `Pin ${foe.name}` }];
      },
    },
    oddsVerb: "pin",
  },
  jab: {
    typed: "Jab with a pole weapon (ADVANCED MELEE)",
    click: {
      under: "b/h",
      group: "blow",
      extra: "jab",
      offers: (state, f) => when(jabChoiceProblem(state, f) === null, "Jab"),
    },
  },
  "two-daggers": {
    typed: "Two daggers (in HTH, AM)",
    // AM §5 LEFT-HAND WEAPONS: offered when both daggers are in hand.
    click: {
      under: "p",
      extra: "two",
      offers: (state, f) =>
        when(twoDaggersProblem(state, f) === null, "Strike with both daggers (−4 each)"),
    },
  },
  sweep: {
    typed: "Sweeping blow through the front hexes (ADVANCED MELEE)",
    click: {
      under: "b/h",
      group: "blow",
      extra: "sweep",
      offers: (state, f) => when(sweepChoiceProblem(state, f) === null, "Sweeping blow"),
    },
  },
  lasso: {
    typed: "Lasso: cast a lasso, or a whip as one (ADVANCED MELEE)",
    click: {
      under: "b/h",
      extra: "lasso",
      offers: (state, f, at) =>
        when(
          f.readyWeapon !== "lasso" && lassoChoiceProblem(state, f) === null,
          `Cast ${readyWeaponName(f)} as a lasso${at}`,
        ),
    },
  },
  net: {
    typed: "Strike at a net with an edged weapon, to cut it (ADVANCED MELEE)",
    // AM §5 PECULIAR WEAPONS: an edged blow at a net in a foe's hand or round any figure.
    click: {
      under: "b/h",
      extra: "net",
      offers: (state, f) =>
        when(
          netStrikeProblem(f) === null && state.figures.some((o) => o !== f && hasNet(o)),
          "Strike at a net",
        ),
    },
  },
  "mount-attack": {
    typed: "Your mount attacks too, after your blow (ADVANCED MELEE)",
    click: {
      under: "b/h",
      extra: "mount-attack",
      offers: (_state, f, at) => (f.mount ? [{ label: `${f.mount.name} attacks too${at}` }] : []),
    },
  },
  trample: {
    typed: "Trample a foe lying under a big figure or mount (ADVANCED MELEE)",
    click: {
      under: "b/h",
      extra: "trample",
      offers: (state, f) => when(mayTrampleSomeone(state, f), "Trample a foe lying under it"),
    },
  },
  "pull-down": {
    typed: "Pull a rider from his mount (ADVANCED MELEE)",
    click: {
      under: "b/h",
      extra: "pull-down",
      offers: (state, f, at) => when(mayPullSomeone(state, f), `Pull a rider down${at}`),
    },
    oddsVerb: "pull",
  },
  drop: {
    typed: "Drop a boulder from the air on a foe below (AM; or drop spear, …)",
    click: {
      under: "b/h",
      extra: "drop",
      offers: (state, f, at) => [
        ...when(boulderDropProblem(state, f) === null, `Drop a boulder${at}`),
        ...airDropOffers(state, f, at),
      ],
    },
  },
};

/** The table's entries in the engine's order of kinds, each with its kind. */
export const ATTACK_ENTRIES = ATTACK_KINDS.map((kind) => ({
  kind,
  ...ATTACK_TABLE[kind],
}));
