/**
 * What each step of the click-by-click order offers, only what is legal now and named by what it
 * does: the options ("Charge Wulf", "Drop prone") here, the destinations ("E7 · engages Wulf") in
 * order-destinations.ts, the targets with their odds ("Wulf · hit on 9 or less · 38 %") and the
 * facings in order-targets.ts, and what Confirm orders in order-extras.ts.
 */
import {
  type BattleState,
  legalDestinations,
  legalOptions,
  OPTIONS,
  type OptionCode,
  optionRule,
  pinHold,
  unpackable,
  WEAPONS,
} from "../../src/engine/index.ts";
import { amNumberPrefix } from "./am-option-names.ts";
import { otherAttacks } from "./attack-offers.ts";
import { enemies, figure, weaponsUnder } from "./order-figures.ts";
import { offhandChoices } from "./order-offhand.ts";
import { ridingChoices } from "./order-riding.ts";
import { waitChoices } from "./order-timing.ts";
import { readyingChoices, scoopChoices } from "./order-weapons.ts";

export { destinationChoices, draftDestinations, facingLabel } from "./order-destinations.ts";
export { extraDetails } from "./order-extras.ts";
export {
  attackFacings,
  facingFor,
  oddsText,
  plannedOrder,
  targetChoices,
} from "./order-targets.ts";

export interface Choice {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
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
          ...offhandChoices(state, f, code, described),
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
          ...otherAttacks(state, f, code, foe).map((o) => described(o.label, o.value)),
        ];
      case "b":
      case "h":
        return [
          described(attackName(code, foe)),
          ...otherAttacks(state, f, code, foe).map((o) => described(o.label, o.value)),
        ];
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
