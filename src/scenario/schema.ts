/**
 * The scenario file format as one zod schema: the shape of the document (fields, types, words
 * and ranges) that docs/scenario.schema.json publishes for editors. What depends on the whole
 * file (ids that refer to sides and figures, hexes inside the arena, the book's checks on a
 * figure) is the reader's (parse.ts, read-orders.ts).
 */
import { z } from "zod";
import {
  AIMED_PARTS,
  AM_ARMOR_IDS,
  AM_WEAPON_IDS,
  ARMOR_IDS,
  ATTACK_KINDS,
  COVERS,
  DIRECTIONS,
  GROUNDS,
  HEX_LABEL,
  HORSEMANSHIPS,
  LIGHTS,
  MAX_ATTRIBUTE,
  MAX_BEAST_HEXES,
  MAX_BEAST_MA,
  MAX_INITIATIVE_BONUS,
  MAX_LEVEL,
  MIN_ATTRIBUTE,
  MONSTER_IDS,
  OPTION_CODES,
  PACK_LOADS,
  PANIC_CAUSES,
  RACE_IDS,
  RIDING_BEAST_IDS,
  RULESETS,
  SHIELD_IDS,
  TALENT_IDS,
  WEAPON_IDS,
} from "../engine/index.ts";

/** An object with exactly these fields, plus "note" (a comment), allowed on every object. */
export function entry<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...shape, note: z.string().optional() });
}

/** A word in any case, with spaces around it, as the reader takes facings. */
export function caseless(words: readonly string[]): RegExp {
  const letters = (word: string) =>
    [...word].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join("");
  return new RegExp(`^\\s*(?:${words.map(letters).join("|")})\\s*$`);
}

const text = z.string().regex(/\S/);
const hex = z.string().regex(HEX_LABEL).describe('a hex label such as "E2"');
const facing = z.string().regex(caseless(DIRECTIONS)).describe("a facing: N, NE, SE, S, SW or NW");
const attribute = z.number().int().min(MIN_ATTRIBUTE).max(MAX_ATTRIBUTE);
const weaponOrNone = z.enum(WEAPON_IDS).nullable();
const item = z.enum([...WEAPON_IDS, ...SHIELD_IDS]);

/**
 * AM §6 ADVERSE CONDITIONS: the light or the ground of some hexes, or (no hexes) everywhere; a
 * hex's level (HEIGHT), narrow tunnel (NARROW TUNNELS), cover (CONCEALMENT) or fire (FIRE AS A
 * WEAPON), hexes only.
 */
const CONDITIONS_CHANGE = {
  hexes: z.array(hex).nullable().optional(),
  light: z.enum(LIGHTS).optional(),
  ground: z.enum(GROUNDS).optional(),
  level: z.number().int().min(0).max(MAX_LEVEL).optional(),
  tunnel: z.boolean().optional(),
  cover: z.enum(COVERS).optional(),
  fire: z.boolean().optional(),
};

/** One entry of a scenario's `conditions` (AM §6 ADVERSE CONDITIONS from the start). */
export const CONDITIONS = entry(CONDITIONS_CHANGE);

export const ARENA = entry({
  width: z.number().int().min(6).max(40),
  height: z.number().int().min(6).max(40),
  walls: z.array(hex).optional(),
});

export const SIDE = entry({ id: text, name: text, entrance: z.number().int().min(0) });

export const FINE_WORK = entry({
  weapon: z.enum([...WEAPON_IDS, ...AM_WEAPON_IDS]),
  dx: z.literal(1).optional(),
  damage: z.union([z.literal(1), z.literal(2)]).optional(),
});

export const FIGHTER = entry({
  name: text,
  race: z.enum(RACE_IDS),
  st: attribute,
  dx: attribute,
  armor: z.enum([...ARMOR_IDS, ...AM_ARMOR_IDS]),
  shield: z.enum(SHIELD_IDS).nullable(),
  // Either book's weapons: which the battle's ruleset offers is the reader's check.
  weapons: z.array(z.enum([...WEAPON_IDS, ...AM_WEAPON_IDS])),
  readyWeapon: z.enum([...WEAPON_IDS, ...AM_WEAPON_IDS]).nullable(),
  shieldReady: z.boolean(),
  /** ADVANCED MELEE talents (a peculiar weapon's own, AM §5). */
  talents: z.array(z.enum(TALENT_IDS)).optional(),
  /** ADVANCED MELEE's IQ: ST + DX + IQ make the race's total + 8 (docs/rulings.md). */
  iq: attribute.optional(),
  /** ADVANCED MELEE's pack on the back (AM §5): DX −1 loaded, −2 heavy; stops 1 from behind. */
  pack: z.enum(PACK_LOADS).optional(),
  /** Weapons in that pack (AM §5 "PACKED"): neither ready nor slung. */
  packed: z.array(z.enum([...WEAPON_IDS, ...AM_WEAPON_IDS])).optional(),
  /** ADVANCED MELEE's cheap gunpowder (AM §6): its guns and grenades are bad on a 4, 5 or 6. */
  cheapPowder: z.literal(true).optional(),
  /** A Master Armourer's work on its weapons (AM §6): balanced +1 DX, fine metal +1 or +2. */
  fine: z.array(FINE_WORK).optional(),
  /** Its plate is fine plate made for it: DX −4, not −6 (AM §6); only with plate. */
  finePlate: z.literal(true).optional(),
});

/** More boulders than any flier's ST carries (3 × ST kg: a ST 100 dragon's 6). */
export const MAX_BOULDERS = 6;

export const MONSTER = entry({
  type: z.enum(MONSTER_IDS),
  name: text,
  st: attribute.optional(),
  dx: attribute.optional(),
  ma: z.number().int().min(1).max(MAX_BEAST_MA).optional().describe("a beast's MA"),
  hexes: z
    .number()
    .int()
    .min(1)
    .max(MAX_BEAST_HEXES)
    .optional()
    .describe("the hexes a beast covers: 1, 2, 3, 4, 5 or 7"),
  boulders: z
    .number()
    .int()
    .min(1)
    .max(MAX_BOULDERS)
    .optional()
    .describe("ADVANCED MELEE: 50 kg boulders a flier carries to drop (AM §10)"),
});

/** The beast a fighter rides into battle (ADVANCED MELEE §9). */
export const MOUNT = entry({
  beast: z.enum(RIDING_BEAST_IDS),
  name: text.optional(),
  st: attribute.optional(),
  dx: attribute.optional(),
  horsemanship: z.enum(HORSEMANSHIPS).optional(),
  loadKg: z.number().int().min(1).optional(),
  barding: z.enum([...ARMOR_IDS, ...AM_ARMOR_IDS]).optional(),
});

export const FIGURE = entry({
  id: text,
  side: text,
  position: hex,
  facing,
  fighter: FIGHTER.optional(),
  monster: MONSTER.optional(),
  mount: MOUNT.optional(),
});

export const READY = entry({
  weapon: weaponOrNone.optional(),
  shieldReady: z.boolean().optional(),
  pickUp: item.optional(),
  offhand: weaponOrNone.optional(),
  packOff: z.literal(true).optional(),
  unpack: z.enum([...WEAPON_IDS, ...AM_WEAPON_IDS]).optional(),
  drop: z.boolean().optional(),
  exchangeWith: text.optional(),
});

/** AM §3: an item a moving figure scoops up on the way (`onTheRun`: on a roll, for no MA). */
export const SCOOP = entry({ item, onTheRun: z.boolean().optional() });

/** AM §9 LEANING: the hex of his mount a rider leans into, and his facing there. */
export const LEAN = entry({ hex, facing: facing.optional() });

const posture = z.enum(["prone", "kneeling"]);

/**
 * The details of an option a move and a change of option both take: made afresh for each, so the
 * published JSON Schema spells them out in both places rather than by reference.
 */
const optionDetails = () => ({
  attack: z.enum(ATTACK_KINDS).optional(),
  aim: z.enum(AIMED_PARTS).optional(),
  atMount: z.boolean().optional(),
  stars: z.number().int().min(1).max(12).optional(),
  airDrop: z.enum([...WEAPON_IDS, ...AM_WEAPON_IDS]).optional(),
  posture: posture.optional(),
  ready: READY.optional(),
  stepTo: hex.optional(),
  stepFacing: facing.optional(),
});

/** Each kind of order, by its type. */
export const ORDERS = {
  initiative: entry({ type: z.literal("initiative"), side: text, moveFirst: z.boolean() }),
  move: entry({
    type: z.literal("move"),
    figure: text,
    option: z.enum(OPTION_CODES),
    path: z.array(hex).optional(),
    destination: hex.optional(),
    facing: facing.optional(),
    target: text.optional(),
    secondTarget: text.optional(),
    ...optionDetails(),
    leave: z.boolean().optional(),
    flight: z.enum(["take-off", "land"]).optional(),
    height: z.number().int().min(1).max(999).optional(),
    delay: z.boolean().optional(),
    waitFor: text.optional(),
    scoop: SCOOP.optional(),
    holdPike: z.boolean().optional(),
    lean: LEAN.optional(),
  }),
  act: entry({
    type: z.literal("act"),
    figure: text,
    target: text.nullable(),
    stepTo: hex.optional(),
    stepFacing: facing.optional(),
  }),
  "change-option": entry({
    type: z.literal("change-option"),
    figure: text,
    option: z.enum(OPTION_CODES),
    target: text.optional(),
    ...optionDetails(),
  }),
  retreat: entry({
    type: z.literal("retreat"),
    victor: text,
    enemy: text,
    to: hex.nullable(),
    advance: z.boolean().optional(),
    facing: facing.optional(),
  }),
  gm: entry({
    type: z.literal("gm"),
    gm: text,
    ruling: z.discriminatedUnion("kind", [
      entry({ kind: z.literal("set-hits"), figure: text, hits: z.number().int().min(0).max(999) }),
      entry({ kind: z.literal("place"), figure: text, to: hex, facing: facing.optional() }),
      entry({
        kind: z.literal("posture"),
        figure: text,
        posture: z.enum(["standing", "kneeling", "prone", "fallen"]),
      }),
      entry({ kind: z.literal("give"), figure: text, item, ready: z.boolean().optional() }),
      entry({ kind: z.literal("take"), figure: text, item }),
      entry({ kind: z.literal("conditions"), ...CONDITIONS_CHANGE }),
      entry({
        kind: z.literal("surprise"),
        side: text,
        full: z.boolean(),
        fleeing: z.boolean().optional(),
      }),
      entry({
        kind: z.literal("initiative-bonus"),
        side: text,
        bonus: z.number().int().min(0).max(MAX_INITIATIVE_BONUS),
      }),
      entry({ kind: z.literal("berserk"), figure: text, berserk: z.boolean() }),
      entry({ kind: z.literal("panic"), figure: text, cause: z.enum(PANIC_CAUSES) }),
      entry({ kind: z.literal("fleeing"), figure: text }),
    ]),
    reason: text.optional(),
  }),
} as const;

const ORDER = z.discriminatedUnion("type", [
  ORDERS.initiative,
  ORDERS.move,
  ORDERS.act,
  ORDERS["change-option"],
  ORDERS.retreat,
  ORDERS.gm,
]);
const face = z.number().int().min(1).max(6);

export const SCENARIO = entry({
  ruleset: z.enum(Object.keys(RULESETS) as [keyof typeof RULESETS]),
  optionalRules: z.array(text).optional(),
  combatType: z.enum(["death", "arena", "practice"]),
  arena: ARENA.optional(),
  conditions: z.array(CONDITIONS).optional(),
  sides: z.array(SIDE).min(2),
  figures: z.array(FIGURE),
  dice: z
    .union([
      z.array(z.union([face, z.array(face)])),
      entry({ seed: z.number().int().min(0).max(0xffffffff) }),
    ])
    .optional(),
  turns: z.array(z.union([z.array(ORDER), entry({ orders: z.array(ORDER) })])),
}).describe("A MELEE battle written down: docs/scenario-format.md");

/** The fields an object of the format may have, "note" aside: for the reader's checks. */
export function fieldsOf(schema: { readonly shape: object }): string[] {
  return Object.keys(schema.shape).filter((field) => field !== "note");
}

/** The JSON Schema of the format, for editors (docs/scenario.schema.json). */
export function scenarioJsonSchema(): object {
  return z.toJSONSchema(SCENARIO, { target: "draft-2020-12", reused: "ref" });
}
