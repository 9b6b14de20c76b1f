/**
 * What each step of the click-by-click order offers, only what is legal now and named by what it
 * does: the options ("Charge Wulf", "Drop prone"), the destinations ("E7 · engages Wulf"), the
 * targets with their odds ("Wulf · hit on 9 or less · 38 %") and the facings.
 */

import { facingToward } from "../../src/computer/index.ts";
import {
  type AttackKind,
  attackKindFor,
  type BattleFigure,
  type BattleState,
  boulderDropProblem,
  type Destination,
  type Direction,
  enemiesEngagingAt,
  formatDirection,
  formatHex,
  type Hex,
  hasMeleeStriker,
  hasNet,
  hasReadyThrowable,
  hexDistance,
  isLarge,
  isOut,
  isRidingOption,
  isWeaponId,
  itemsInReach,
  jabChoiceProblem,
  jumpsIn,
  lassoChoiceProblem,
  legalAttackTargets,
  legalDestinations,
  legalFacings,
  legalOptions,
  type MoveOrder,
  mayPullSomeone,
  mayTrampleSomeone,
  netStrikeProblem,
  OPTIONS,
  type OptionCode,
  optionRule,
  type PlannedOrder,
  parseHex,
  pinHold,
  pinnableFoe,
  plannedAttackKind,
  plannedHitChance,
  type ReadyChoice,
  rollsToJump,
  scoopDestinations,
  sweepChoiceProblem,
  twoDaggersProblem,
  unpackable,
  WEAPONS,
  type WeaponId,
} from "../../src/engine/index.ts";
import { hexesText } from "../../src/render/map/describe.ts";
import { amNumberPrefix } from "./am-option-names.ts";
import { aimIntent } from "./draft-aim.ts";
import { airDropChoices, draftAirDrop } from "./order-air-drops.ts";
import type { OrderDraft } from "./order-draft.ts";
import { flightDetails } from "./order-flight.ts";
import { beastMounted, besideBeast, ridingChoices, ridingDetails } from "./order-riding.ts";
import { draftStars, volleyCounts, volleyExtra } from "./order-stars.ts";
import { waitChoices } from "./order-timing.ts";
import { draftScoop, readyingChoices, scoopChoices, weaponDetails } from "./order-weapons.ts";

export interface Choice {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
}

function figure(state: BattleState, key: string): BattleFigure | undefined {
  return state.figures.find((f) => f.id === key);
}

/** The living enemies of a figure. */
function enemies(state: BattleState, f: BattleFigure): BattleFigure[] {
  return state.figures.filter((o) => o.side !== f.side && !isOut(o) && !o.escaped);
}

/** The weapons (o) may pick up: those lying under the figure (under AM, next to it too). */
function weaponsUnder(state: BattleState, f: BattleFigure): WeaponId[] {
  return itemsInReach(state, f).flatMap((d) => (isWeaponId(d.item) ? [d.item] : []));
}

/** Each attack option's name: alone, and naming its one foe ("Last shot" / "Last shot at Wulf"). */
const ATTACK_NAMES: Partial<Record<OptionCode, readonly [string, (foe: string) => string]>> = {
  b: ["Charge", (foe) => `Charge ${foe}`],
  f: ["Shoot", (foe) => `Shoot ${foe}`],
  h: ["Attack", (foe) => `Attack ${foe}`],
  j: ["Last shot", (foe) => `Last shot at ${foe}`],
  m: ["Grapple", (foe) => `Grapple ${foe}`],
  p: ["Strike in hand-to-hand", (foe) => `Strike ${foe} in hand-to-hand`],
};

/** An attack option's name, with the foe when there is only one to attack. */
function attackName(code: OptionCode, foe: string | undefined): string {
  const names = ATTACK_NAMES[code];
  if (names === undefined) return OPTIONS[code].name;
  const [alone, naming] = names;
  return foe === undefined ? alone : naming(foe);
}

/**
 * The other attacks (b) and (h) may make: a pole weapon's jab (AM §5), a sweep (AM §6), a throw of
 * a weapon the figure would otherwise swing (a net, a javelin: MELEE THROWN WEAPONS), a whip cast
 * as a lasso, an edged blow at a net in a foe's hand or round any figure (AM §5 PECULIAR WEAPONS),
 * a rider's blow with his mount attacking too (AM §9 ATTACKS), a big figure's stomp at a foe lying
 * under it (AM §6 TRAMPLING), a footman's pull at a rider (AM §9), a boulder dropped from the air
 * (AM §10).
 */
function otherBlows(
  state: BattleState,
  f: BattleFigure,
  code: "b" | "h",
  foe: string | undefined,
  described: (label: string, value: string) => Choice,
): Choice[] {
  const weapon = f.readyWeapon ? WEAPONS[f.readyWeapon].name.toLowerCase() : "";
  const at = foe === undefined ? "" : ` at ${foe}`;
  const throws = hasReadyThrowable(f) && hasMeleeStriker(f);
  const casts = f.readyWeapon !== "lasso" && lassoChoiceProblem(state, f) === null;
  const cuts = netStrikeProblem(f) === null && state.figures.some((o) => o !== f && hasNet(o));
  return [
    ...(jabChoiceProblem(state, f) === null ? [described("Jab", `${code}.jab`)] : []),
    ...(sweepChoiceProblem(state, f) === null ? [described("Sweeping blow", `${code}.sweep`)] : []),
    ...(throws ? [described(`Throw ${weapon}${at}`, `${code}.thrown`)] : []),
    ...volleyCounts(f).map((n) =>
      described(`Throw ${n} sha-ken${at}`, `${code}.${volleyExtra(n)}`),
    ),
    ...(casts ? [described(`Cast ${weapon} as a lasso${at}`, `${code}.lasso`)] : []),
    ...(cuts ? [described("Strike at a net", `${code}.net`)] : []),
    ...(f.mount ? [described(`${f.mount.name} attacks too${at}`, `${code}.mount-attack`)] : []),
    ...(mayTrampleSomeone(state, f)
      ? [described("Trample a foe lying under it", `${code}.trample`)]
      : []),
    ...(mayPullSomeone(state, f) ? [described(`Pull a rider down${at}`, `${code}.pull-down`)] : []),
    ...(boulderDropProblem(state, f) === null
      ? [described(`Drop a boulder${at}`, `${code}.drop`)]
      : []),
    ...airDropChoices(state, f, code, foe, described),
  ];
}

/** The options the figure may take, by intent; (d), (e), (k) and (o) once per way to take them. */
export function optionChoices(state: BattleState, key: string): Choice[] {
  const f = figure(state, key);
  if (f === undefined) return [];
  const foes = enemies(state, f);
  const foe = foes.length === 1 ? foes[0]?.name : undefined;
  // While the initiative is chosen only a figure fleeing first is ordered, and only to flee (AM §3).
  const codes = legalOptions(state, key).filter(
    (code) => state.phase.kind !== "initiative" || code === "flee",
  );
  return codes.flatMap((code): Choice[] => {
    const letter = code === "pass" ? "" : `${amNumberPrefix(state.ruleset, code)}(${code}) `;
    const described = (label: string, value: string = code) => ({
      value,
      label,
      description: `${letter}${OPTIONS[code].name}`,
    });
    switch (code) {
      case "d":
        return [described("Drop prone", "d.p"), described("Kneel", "d.k")];
      case "e":
      case "k":
        return [
          ...f.carried.map((w, i) => described(`Ready ${WEAPONS[w].name}`, `${code}.${i}`)),
          // AM §5 and §7: (e) spent taking the pack off, two turns of it.
          ...(code === "e" && f.pack
            ? [described(f.packHalfOff ? "Finish taking off pack" : "Take off pack", "e.pack")]
            : []),
          // AM §5 PACKED: out of the set-down pack, then readied (unpacking.ts).
          ...(code === "e"
            ? unpackable(f).map((w) =>
                described(
                  `${f.unpacked === w ? "Ready" : "Get out of pack:"} ${WEAPONS[w].name}`,
                  `e.unpack-${w}`,
                ),
              )
            : []),
          ...(code === "e" ? readyingChoices(state, f, described) : []),
        ];
      case "o":
        return weaponsUnder(state, f).map((w, i) =>
          described(`Pick up ${WEAPONS[w].name}`, `o.${i}`),
        );
      case "pass":
        return [described(OPTIONS.pass.name), ...waitChoices(state, key)];
      case "p":
        return [
          described(attackName(code, foe)),
          ...pinChoice(state, f, described),
          ...twoDaggersChoice(state, f, described),
        ];
      case "b":
      case "h":
        return [described(attackName(code, foe)), ...otherBlows(state, f, code, foe, described)];
      case "a":
        // AM §3 CRAWLING: a figure on the ground offered (a) crawls, 2 hexes.
        return [
          f.posture === "standing"
            ? described(OPTIONS[code].name)
            : { ...described("Crawl"), description: "AM §3 crawling, MA 2 · (a) Move" },
          ...scoopChoices(state, f, described),
        ];
      case "mount":
      case "dismount":
      case "jump-off":
        return ridingChoices(state, key, code, described);
      case "flee":
        return [{ ...described("Flee"), description: "AM §3 fleeing: (a) Move, no attack" }];
      case "g":
      case "n":
        // AM §2 IV(a): rising from a kneel, the figure may move up to ½ its MA too (engaged: shift).
        return [
          legalDestinations(state, key, code).length > 1
            ? {
                ...described(code === "g" ? "Stand up and move" : "Stand up and shift"),
                description: `AM IV(a) · (${code}) Stand up`,
              }
            : described(OPTIONS[code].name),
        ];
      default:
        return [described(optionRule(code).attacks ? attackName(code, foe) : OPTIONS[code].name)];
    }
  });
}

/** AM §5 PINNING A FOE: (p) tried as a pin, offered when the figure may pin its one foe. */
function pinChoice(
  state: BattleState,
  f: BattleFigure,
  described: (label: string, value: string) => Choice,
): Choice[] {
  // A figure held in a pin spends its action struggling: a pin of its own would never be tried.
  const foe = pinHold(state, f) === undefined ? pinnableFoe(state, f) : undefined;
  return foe === undefined ? [] : [described(`Pin ${foe.name}`, "p.pin")];
}

/** AM §5 LEFT-HAND WEAPONS: (p) with both daggers, offered when both are in hand. */
function twoDaggersChoice(
  state: BattleState,
  f: BattleFigure,
  described: (label: string, value: string) => Choice,
): Choice[] {
  return twoDaggersProblem(state, f) === null
    ? [described("Strike with both daggers (−4 each)", "p.two")]
    : [];
}

/**
 * AM §5: what a pin does to the figure's action this turn, said before it chooses, since any
 * option it picks is spent in the pin; "" when no pin holds it.
 */
export function pinNote(state: BattleState, key: string): string {
  const f = figure(state, key);
  const held = f === undefined ? undefined : pinHold(state, f);
  if (f === undefined || held === undefined) return "";
  const { by, hold } = held;
  if (hold === "helpless")
    return `${f.name} is pinned by ${by.name}, helpless: its action this turn is lost (AM §5).`;
  if (hold === "held-fast")
    return `${f.name} is held fast by the stronger ${by.name}: its action this turn is lost (AM §5).`;
  return `${f.name} is pinned by ${by.name}: its action this turn is a 4-dice roll against its ST to break free (AM §5).`;
}

/**
 * What the option's extra choice means for the order: its posture, the weapon it readies, or the
 * animal a rider mounts.
 */
export function extraDetails(
  state: BattleState,
  draft: OrderDraft,
): Pick<MoveOrder, "posture" | "ready" | "attack" | "target" | "stars" | "airDrop" | "scoop"> {
  const f = draft.figure === undefined ? undefined : figure(state, draft.figure);
  const { option, extra } = draft;
  if (f === undefined || extra === undefined || option === undefined) return {};
  if (isRidingOption(option)) return ridingDetails(state, f.id, option, extra);
  if (option === "d") return { posture: extra === "k" ? "kneeling" : "prone" };
  const attack = draftAttack(draft);
  if (attack !== undefined) return { attack, ...attackDetails(draft) };
  if (option === "p") return {};
  if (option === "e" && extra === "pack") return { ready: { packOff: true } };
  const unpack = option === "e" ? unpackable(f).find((w) => extra === `unpack-${w}`) : undefined;
  if (unpack !== undefined) return { ready: { unpack } };
  const handled = weaponDetails(f, draft);
  if (handled !== undefined) return handled;
  const index = Number(extra);
  if (option === "e" || option === "k") {
    const weapon = f.carried[index];
    return weapon === undefined ? {} : { ready: { weapon } satisfies ReadyChoice };
  }
  if (option === "o") {
    const weapon = weaponsUnder(state, f)[index];
    return weapon === undefined ? {} : { ready: { pickUp: weapon } };
  }
  return {};
}

/** Where the draft's figure may end its move, with its flight, the horse it mounts and its scoop. */
export function draftDestinations(state: BattleState, draft: OrderDraft): Choice[] {
  const { figure: key, option } = draft;
  if (key === undefined || option === undefined) return [];
  const scoop = draftScoop(draft);
  if (scoop === undefined)
    return destinationChoices(
      state,
      key,
      option,
      flightDetails(draft).flight,
      beastMounted(state, draft),
    );
  return choicesOf(state, key, scoopDestinations(state, key, scoop));
}

/**
 * Where the figure may end its move (taking off or landing as `flight` says; beside the horse
 * `mountOn` when it mounts one, AM §9), as choices.
 */
export function destinationChoices(
  state: BattleState,
  key: string,
  option: OptionCode,
  flight?: MoveOrder["flight"],
  mountOn?: string,
): Choice[] {
  return choicesOf(
    state,
    key,
    besideBeast(state, legalDestinations(state, key, option, flight), mountOn),
  );
}

/**
 * Destinations as choices, each saying whether it engages a foe: those nearest the foes first (a
 * move mostly closes in), then by the cost of getting there.
 */
function choicesOf(
  state: BattleState,
  key: string,
  destinations: readonly Destination[],
): Choice[] {
  const f = figure(state, key);
  if (f === undefined) return [];
  const foes = enemies(state, f);
  const nearness = (h: Hex) => Math.min(...foes.map((e) => hexDistance(h, e.position)));
  return destinations
    .map((d) => ({ ...d, near: nearness(d.hex) }))
    .sort((a, b) => a.near - b.near || a.cost - b.cost)
    .map((d) => {
      const engaged = enemiesEngagingAt(state, f, d.hex).map((e) => e.name);
      const pushed = (d.pushes ?? []).map((id) => figure(state, id)?.name ?? id);
      // ADVANCED MELEE §3: a big figure ending on small ones pushes them back.
      const does =
        pushed.length > 0
          ? `pushes back ${pushed.join(", ")}`
          : engaged.length > 0
            ? `engages ${engaged.join(", ")}`
            : d.path.length === 0
              ? "stay"
              : "out of reach";
      const hexes = d.path.length;
      // A big figure's destination is where its head goes (ADVANCED MELEE §3); the facing
      // buttons then show its whole body.
      const head = isLarge(f) ? " (head)" : "";
      return {
        value: formatHex(d.hex),
        label: `${formatHex(d.hex)}${head} · ${does}`.slice(0, 100),
        description:
          hexes === 0
            ? "no move"
            : `${hexes} hex${hexes === 1 ? "" : "es"}${jumpWords(state, f, jumpsIn(hexes, d.cost))}`,
      };
    });
}

/** The bodies a path jumps, 3 MA each, and under AM a 3/DX roll each (AM §3 ACTIONS DURING MOVEMENT). */
function jumpWords(state: BattleState, f: BattleFigure, jumps: number): string {
  if (jumps <= 0) return "";
  const each = rollsToJump(state, f) ? "3 MA and a 3/DX roll each" : "3 MA each";
  return ` · jumps ${jumps === 1 ? "a figure" : `${jumps} figures`} on the ground (${each})`;
}

/** A facing button's words: "Face S", and for a big figure the hexes its body would cover there. */
export function facingLabel(state: BattleState, draft: OrderDraft, facing: Direction): string {
  const f = draft.figure === undefined ? undefined : figure(state, draft.figure);
  const to = draft.to === undefined ? undefined : parseHex(draft.to);
  const face = `Face ${formatDirection(facing)}`;
  if (f === undefined || to === undefined || !isLarge(f)) return face;
  return `${face} · ${hexesText({ ...f, position: to, facing })}`;
}

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
    ...attackDetails(draft),
    ...flightDetails(draft),
  };
}

/**
 * The draft's count of sha-ken thrown at once (order-stars.ts), or the weapon dropped from the air
 * (order-air-drops.ts), as an order's field.
 */
function attackDetails(draft: OrderDraft): Pick<MoveOrder, "stars" | "airDrop"> {
  const stars = draftStars(draft);
  const airDrop = draftAirDrop(draft);
  return {
    ...(stars === undefined ? {} : { stars }),
    ...(airDrop === undefined ? {} : { airDrop }),
  };
}

/** The attacks (b) and (h) may be made as, by the draft's extra (otherBlows). */
const OTHER_BLOWS = [
  "jab",
  "sweep",
  "thrown",
  "lasso",
  "net",
  "mount-attack",
  "trample",
  "pull-down",
  "drop",
] as const;

/**
 * The attack the draft's extra names: (p) tried as a pin or with two daggers (AM §5), (b) or (h)
 * made as a jab (AM §5), a sweeping blow (AM §6), a throw, a whip cast as a lasso (AM §5), or with
 * the rider's mount attacking too (AM §9).
 */
export function draftAttack(draft: OrderDraft): AttackKind | undefined {
  if (draft.option === "p" && draft.extra === "pin") return "pin";
  if (draft.option === "p" && draft.extra === "two") return "two-daggers";
  const strikes = draft.option === "b" || draft.option === "h";
  if (!strikes) return undefined;
  // AM §5 SHA-KEN: several stars at once are a throw.
  if (draftStars(draft) !== undefined) return "thrown";
  if (draftAirDrop(draft) !== undefined) return "drop";
  return OTHER_BLOWS.find((kind) => kind === draft.extra);
}

function isPin(draft: OrderDraft): boolean {
  return draftAttack(draft) === "pin";
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
  const percent = `${Math.round(chance.chance * 100)} %`;
  // AM §5: a pin is no blow; its roll pins or fails.
  const verb = isPin(draft) ? "pin" : "hit";
  if (chance.hitsOnOrLess === 0) return `cannot ${verb} (adjDX ${chance.adjDx}) · 0 %`;
  const dice = chance.dice === 4 ? "4d6 (dodging or defending), " : "";
  return `${dice}${verb} on ${chance.hitsOnOrLess} or less · ${percent}`;
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
