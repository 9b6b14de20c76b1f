/**
 * The click flow's whole option menu for two rich set-ups, pinned as it was before the commands'
 * attack kinds became one table (commands/battle/attack-kinds.ts): every label, value and
 * description in order, and the order each choice's Confirm sends.
 */
import { describe, expect, it } from "vitest";
import { ORDERED_ATTACKS } from "../../commands/battle/attack-choices.ts";
import { extraDetails, optionChoices } from "../../commands/battle/order-choices.ts";
import type { BattleState } from "../../src/engine/battle/types.ts";
import { fighter, human, N, rider, S, TestBattle } from "../engine/battle/attack-builders.ts";

/** Each choice as one line: label, value, description and what its Confirm orders. */
function menu(state: BattleState, key: string): string[] {
  return optionChoices(state, key).map((c) => {
    const [option, extra] = c.value.split(/\.(.*)/s);
    const details = extraDetails(state, { figure: key, option: option as never, extra });
    return `${c.label} | ${c.value} | ${c.description ?? ""} | ${JSON.stringify(details)}`;
  });
}

/** A MELEE duel: Ann (broadsword, javelin, dagger) and Bo (bow) against Wulf and Carl. */
function meleeDuel(): TestBattle {
  const b = new TestBattle([
    fighter("ann", human("Ann", { weapons: ["broadsword", "javelin", "dagger"] }), "E5", N),
    fighter("bo", human("Bo", { weapons: ["small-bow"], readyWeapon: "small-bow" }), "C6", N),
    fighter(
      "wulf",
      human("Wulf", { weapons: ["shortsword", "small-bow"], readyWeapon: "shortsword" }),
      "E4",
      S,
      "red",
    ),
    fighter("carl", human("Carl"), "D2", S, "red"),
  ]);
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

/**
 * An AM rider with a cavalry lance, a sha-ken pouch and a grenade, and a halberdier beside him,
 * next to a footman and a rider of the other side.
 */
function amRider(): TestBattle {
  const b = new TestBattle(
    [
      rider(
        "r",
        human("Roland", {
          st: 14,
          dx: 13,
          weapons: ["cavalry-lance", "sha-ken", "grenade", "dagger"],
          readyWeapon: "cavalry-lance",
          talents: ["sha-ken"],
        }),
        "E6",
        N,
      ),
      fighter("h", human("Hal", { weapons: ["halberd"], readyWeapon: "halberd" }), "F6", N),
      fighter("f", human("Foot", { weapons: ["spear"], readyWeapon: "spear" }), "E5", S, "red"),
      rider("k", human("Knight"), "G5", S, { beast: "horse", horsemanship: "expert" }, "red"),
    ],
    { ruleset: "advanced-melee" },
  );
  b.order({ type: "initiative", side: "blue", moveFirst: true });
  return b;
}

describe("the full option menu", () => {
  it("of a MELEE duel", () => {
    const state = meleeDuel().state;
    expect([...menu(state, "ann"), ...menu(state, "bo")]).toMatchInlineSnapshot(`
      [
        "Attack | h | (h) Shift and attack | {}",
        "Shift and defend | i | (i) Shift and defend | {}",
        "Ready Javelin | k.0 | (k) Change weapons | {"ready":{"weapon":"javelin"}}",
        "Ready Dagger | k.1 | (k) Change weapons | {"ready":{"weapon":"dagger"}}",
        "Disengage | l | (l) Disengage | {}",
        "Do nothing | pass | Do nothing | {}",
        "Move | a | (a) Move | {}",
        "Dodge | c | (c) Dodge | {}",
        "Drop prone | d.p | (d) Drop (prone or kneeling) | {"posture":"prone"}",
        "Kneel | d.k | (d) Drop (prone or kneeling) | {"posture":"kneeling"}",
        "Shoot | f | (f) Missile weapon attack | {}",
        "Do nothing | pass | Do nothing | {}",
      ]
    `);
  });

  it("of an AM rider with lance, pouch and grenade beside foes", () => {
    const state = amRider().state;
    expect([...menu(state, "r"), ...menu(state, "h")]).toMatchInlineSnapshot(`
      [
        "Attack | h | AM I(a) · (h) Shift and attack | {}",
        "Horse attacks too | h.mount-attack | AM I(a) · (h) Shift and attack | {"attack":"mount-attack"}",
        "Shift and defend | i | AM I(b) · (i) Shift and defend | {}",
        "Ready Sha-ken | k.0 | AM IV(b) · (k) Change weapons | {"ready":{"weapon":"sha-ken"}}",
        "Ready Grenade | k.1 | AM IV(b) · (k) Change weapons | {"ready":{"weapon":"grenade"}}",
        "Ready Dagger | k.2 | AM IV(b) · (k) Change weapons | {"ready":{"weapon":"dagger"}}",
        "Disengage | l | AM I(d) · (l) Disengage | {}",
        "Do nothing | pass | Do nothing | {}",
        "Get off | dismount | (dismount) Dismount | {}",
        "Get off and kneel | dismount.k | (dismount) Dismount | {"posture":"kneeling"}",
        "Get off and lie prone | dismount.p | (dismount) Dismount | {"posture":"prone"}",
        "Move | a | AM III · (a) Move | {}",
        "Charge | b | AM II(a) · (b) Charge attack | {}",
        "Jab | b.jab | AM II(a) · (b) Charge attack | {"attack":"jab"}",
        "Pull a rider down | b.pull-down | AM II(a) · (b) Charge attack | {"attack":"pull-down"}",
        "Dodge | c | AM I(b)/II(c) · (c) Dodge | {}",
        "Drop prone | d.p | AM I(c)/II(d) · (d) Drop (prone or kneeling) | {"posture":"prone"}",
        "Kneel | d.k | AM I(c)/II(d) · (d) Drop (prone or kneeling) | {"posture":"kneeling"}",
        "Hand halberd to Knight for their broadsword | e.xk | AM IV(b) exchange: Knight must choose it too, ending within 1 hex | {"ready":{"exchangeWith":"k"}}",
        "Drop halberd | e.dn | AM IV(b) · (e) Ready new weapon | {"ready":{"weapon":null,"drop":true}}",
        "Do nothing | pass | Do nothing | {}",
        "Flee | flee | AM §3 fleeing: (a) Move, no attack | {}",
      ]
    `);
  });

  it("and the typed attack kinds, with their words", () => {
    expect(ORDERED_ATTACKS.map((a) => `${a.kind}: ${a.label}`)).toMatchInlineSnapshot(`
      [
        "weapon: Ready weapon",
        "two-weapons: Two weapons",
        "shield-rush: Shield rush",
        "thrown: Thrown",
        "jab: Jab with a pole weapon (ADVANCED MELEE)",
        "two-daggers: Two daggers (in HTH, AM)",
        "sweep: Sweeping blow through the front hexes (ADVANCED MELEE)",
        "lasso: Lasso: cast a lasso, or a whip as one (ADVANCED MELEE)",
        "net: Strike at a net with an edged weapon, to cut it (ADVANCED MELEE)",
        "mount-attack: Your mount attacks too, after your blow (ADVANCED MELEE)",
        "trample: Trample a foe lying under a big figure or mount (ADVANCED MELEE)",
        "pull-down: Pull a rider from his mount (ADVANCED MELEE)",
        "drop: Drop a boulder from the air on a foe below (AM; or drop spear, …)",
      ]
    `);
  });
});
