/**
 * A figure's record card, laid out like Ragnar's sample card in MELEE: CREATING A FIGURE:
 * attributes with adjusted DX in parentheses, MA, weapons with damage, protection, experience.
 */
import {
  ARMORS,
  burnsPowder,
  carriedKg,
  deriveStats,
  EP_PER_ADVANCE,
  type FigureSpec,
  fineWorkLabel,
  fineWorkOn,
  formatDamage,
  gearRuleset,
  loadLimitKg,
  PACK_STOPS,
  type PackLoad,
  RACES,
  SHIELDS,
  WEAPONS,
  type WeaponId,
  weaponDamage,
} from "../../src/engine/index.ts";
import { safeText } from "../format/safe-text.ts";
import type { Embed } from "../interaction.ts";
import { packText, talentList } from "./gear-changes.ts";

const CARD_COLOR = 0x8b5a2b;

const UNVERIFIED_FOOTER = "Unverified: imported from a document this bot did not sign";

/** `verified` false: imported from an unsigned or altered document, which the card says. */
export function recordCard(spec: FigureSpec, ep: number, verified = true): Embed {
  const stats = deriveStats(spec);
  return {
    ...(verified ? {} : { footer: UNVERIFIED_FOOTER }),
    title: safeText(spec.name),
    description: [
      RACES[spec.race].name,
      `ST ${spec.st}`,
      dxLine(spec.dx, stats.adjDx, stats.adjDxWithShield),
      // AM's IQ, on the card of a figure that has one (a MELEE card is unchanged).
      ...(spec.iq === undefined ? [] : [`IQ ${spec.iq}`]),
      `MA ${stats.ma}`,
    ].join("\n"),
    fields: [
      { name: "Weapons", value: weaponLines(spec) },
      { name: "Armor", value: protectionLines(spec, stats.stops, stats.stopsWithShield) },
      // AM §5 WEAPONS' load by weight, shown only on an AM figure (a MELEE card is unchanged).
      ...(gearRuleset(spec) === "advanced-melee" ? [{ name: "Load", value: loadLine(spec) }] : []),
      // AM's pack on the back, shown only on a figure that wears one.
      ...(spec.pack === undefined ? [] : [{ name: "Pack", value: packLine(spec.pack) }]),
      // AM talents, shown only on a figure that has any (a MELEE card is unchanged).
      ...(spec.talents !== undefined && spec.talents.length > 0
        ? [{ name: "Talents", value: talentList(spec.talents) }]
        : []),
      { name: "Experience", value: experienceLine(ep) },
    ],
    color: CARD_COLOR,
  };
}

/**
 * "13.7 of 36 kg (3 × ST)": the weapons and shield carried outside a pack (carry.ts), then what
 * the pack's weapons weigh, which the pack carries beyond that limit.
 */
function loadLine(spec: FigureSpec): string {
  const outside = `${carriedKg(spec.weapons, spec.shield)} of ${loadLimitKg(spec.st)} kg (3 × ST)`;
  const packed = spec.packed ?? [];
  return packed.length === 0 ? outside : `${outside}; ${carriedKg(packed, null)} kg packed`;
}

/** "DX 13 (11)(10)": basic DX, then adjusted DX without and with the shield ready. */
function dxLine(dx: number, adjDx: number, adjDxWithShield: number | null): string {
  if (adjDxWithShield !== null) return `DX ${dx} (${adjDx})(${adjDxWithShield})`;
  return adjDx === dx ? `DX ${dx}` : `DX ${dx} (${adjDx})`;
}

/**
 * One line per weapon, the pack's last and marked (packed); a thrown damage is added when race
 * bonuses make it differ.
 */
function weaponLines(spec: FigureSpec): string {
  const packed = spec.packed ?? [];
  if (spec.weapons.length === 0 && packed.length === 0) return "None (bare hands)";
  // AM §6 GUNPOWDER WEAPONS: a gun or grenade loaded with cheap powder says so.
  const powder = (id: WeaponId) =>
    spec.cheapPowder && burnsPowder(WEAPONS[id]) ? " (cheap powder)" : "";
  const line = (id: WeaponId, marker: string) =>
    `${WEAPONS[id].name}${fineMarker(spec, id)} ${damageText(spec, id)}${powder(id)}${marker}`;
  return [
    ...spec.weapons.map((id) => line(id, id === spec.readyWeapon ? " (ready)" : "")),
    ...packed.map((id) => line(id, " (packed)")),
  ].join("\n");
}

/** " (fine +1 DX, +2)" after a fine weapon's name (AM §6), as /figure reads it; else nothing. */
function fineMarker(spec: FigureSpec, id: WeaponId): string {
  const work = fineWorkOn(spec.fine, id);
  return work === undefined ? "" : ` (${fineWorkLabel(work)})`;
}

function damageText(spec: FigureSpec, id: WeaponId): string {
  const weapon = WEAPONS[id];
  const main = formatDamage(
    weaponDamage(spec, id, weapon.class === "missile" ? "missile" : "melee"),
  );
  // AM §5 WEAPONS TABLE: a weapon with two grips shows both ratings.
  if (weapon.oneHandDamage)
    return `${main} in two hands, ${formatDamage(weapon.oneHandDamage)} in one`;
  if (!weapon.throwable || weapon.class === "missile") return main;
  const thrown = formatDamage(weaponDamage(spec, id, "thrown"));
  return thrown === main ? main : `${main}, thrown ${thrown}`;
}

/** "Leather armor: stops 2; Large shield: 4 with shield", then where the shield is carried. */
function protectionLines(spec: FigureSpec, stops: number, stopsWithShield: number | null): string {
  const armor =
    spec.armor === "none" ? ARMORS.none.name : `${ARMORS[spec.armor].name}: stops ${stops}`;
  if (spec.shield === null) return armor;
  const shield = `${SHIELDS[spec.shield].name}: ${stopsWithShield ?? stops} with shield`;
  const carried = spec.shieldReady ? "Shield ready on the arm" : "Shield slung on the back";
  return `${armor}; ${shield}\n${carried}`;
}

/** "Loaded pack (DX −1), stops 1 hit from behind". */
function packLine(pack: PackLoad): string {
  const text = packText(pack);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}, stops ${PACK_STOPS} hit from behind`;
}

function advancesAvailable(ep: number): number {
  return Math.floor(ep / EP_PER_ADVANCE);
}

function experienceLine(ep: number): string {
  const advances = advancesAvailable(ep);
  if (advances === 0) return `${ep} EP (${EP_PER_ADVANCE - ep} more for an advance)`;
  const plural = advances === 1 ? "advance" : "advances";
  return `${ep} EP (${advances} ${plural} available: /figure advance)`;
}
