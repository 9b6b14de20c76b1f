/** AM §7's Melio with a weapon in his pack: the set-up of the pack tests (engine, map, computer). */
import { fighter, human, N, S, TestBattle } from "../battle/attack-builders.ts";

/** Melio, javelin ready, his rapier in his loaded pack at E5, far from a foe at E14 who waits. */
export function melioWithARapierPacked(): TestBattle {
  const melio = human("Melio", {
    st: 9,
    dx: 12,
    iq: 14,
    armor: "leather",
    weapons: ["javelin"],
    readyWeapon: "javelin",
    pack: "loaded",
    packed: ["rapier"],
  });
  return new TestBattle(
    [fighter("melio", melio, "E5", S), fighter("t", human("T"), "E14", N, "red")],
    { ruleset: "advanced-melee" },
  );
}

/** Melio's (e) taking the pack off, and getting the rapier out; the foe's pass. */
export const packOff = { figure: "melio", option: "e", ready: { packOff: true } } as const;
export const unpack = { figure: "melio", option: "e", ready: { unpack: "rapier" } } as const;
export const pass = { figure: "t", option: "pass" } as const;
