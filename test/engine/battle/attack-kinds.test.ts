/**
 * The engine's table of attack kinds (attack-kinds.ts) gives the traits the rules asked of each
 * kind before it was one table: which are ranged, regular, made with the ready weapon, named in
 * the "option chosen" event, and whose targets each takes.
 */
import { describe, expect, it } from "vitest";
import {
  ATTACK_KINDS,
  isNamedAttack,
  isRangedAttack,
  isRegularAttack,
  targetKindOf,
  wieldsReadyWeapon,
} from "../../../src/engine/battle/attack-kinds.ts";

const kindsWhere = (trait: (kind: (typeof ATTACK_KINDS)[number]) => boolean) =>
  ATTACK_KINDS.filter(trait);

describe("the attack kinds' traits", () => {
  it("lists every kind once, in the order scenarios and typed orders name them", () => {
    expect(ATTACK_KINDS).toEqual([
      "weapon",
      "two-weapons",
      "shield-rush",
      "thrown",
      "missile",
      "hth",
      "pin",
      "jab",
      "two-daggers",
      "sweep",
      "lasso",
      "net",
      "mount-attack",
      "trample",
      "pull-down",
      "drop",
    ]);
  });

  it("names a jab, a sweep, a mount's attack and a dropped boulder in the option chosen", () => {
    expect(kindsWhere(isNamedAttack)).toEqual(["jab", "sweep", "mount-attack", "drop"]);
  });

  it("ranges missiles and throws; waiting for an opening improves regular blows and shots", () => {
    expect(kindsWhere(isRangedAttack)).toEqual(["thrown", "missile"]);
    expect(kindsWhere(isRegularAttack)).toEqual([
      "weapon",
      "two-weapons",
      "thrown",
      "missile",
      "jab",
    ]);
  });

  it("counts the ready weapon's ST for the attacks made with it (AM §5)", () => {
    expect(kindsWhere(wieldsReadyWeapon)).toEqual([
      "weapon",
      "two-weapons",
      "thrown",
      "missile",
      "jab",
      "sweep",
      "lasso",
      "net",
      "mount-attack",
    ]);
  });

  it("takes a blow's targets for two weapons, a rush, a sweep and a mount; HTH's for a pin", () => {
    expect(Object.fromEntries(ATTACK_KINDS.map((k) => [k, targetKindOf(k)]))).toEqual({
      weapon: "weapon",
      "two-weapons": "weapon",
      "shield-rush": "weapon",
      thrown: "thrown",
      missile: "missile",
      hth: "hth",
      pin: "hth",
      jab: "jab",
      "two-daggers": "hth",
      sweep: "weapon",
      lasso: "lasso",
      net: "net",
      "mount-attack": "weapon",
      trample: "trample",
      "pull-down": "pull-down",
      drop: "drop",
    });
  });
});
