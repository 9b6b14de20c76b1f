/**
 * The one shape check for a figure: the store's `spec` column, and the document /figure export
 * writes and /figure import reads. Every problem is reported with the path of its field.
 */
import { z } from "zod";
import {
  AM_ARMOR_IDS,
  AM_SHIELD_IDS,
  AM_WEAPON_IDS,
  ARMOR_IDS,
  epProblem,
  type FigureSpec,
  MAX_EP,
  PACK_LOADS,
  RACE_IDS,
  SHIELD_IDS,
  TALENT_IDS,
  WEAPON_IDS,
} from "../engine/index.ts";

export const FIGURE_DOCUMENT_FORMAT = "melee-bot/figure";
export const FIGURE_DOCUMENT_VERSION = 1;

// Either book's items: a figure may carry ADVANCED MELEE gear (AM §5), whose ruleset its gear says.
const WEAPON_IDS_BOTH = [...WEAPON_IDS, ...AM_WEAPON_IDS];
const ARMOR_IDS_BOTH = [...ARMOR_IDS, ...AM_ARMOR_IDS];
const SHIELD_IDS_BOTH = [...SHIELD_IDS, ...AM_SHIELD_IDS];

const weaponId = z.enum(WEAPON_IDS_BOTH, { error: "a weapon id as /figure export writes it" });
const readyWeaponId = z.enum(WEAPON_IDS_BOTH, { error: "null or a weapon id" });
const wholeNumber = z.int({ error: "a whole number" });

export const figureSpecSchema = z.object(
  {
    name: z.string({ error: "a string" }),
    race: z.enum(RACE_IDS, { error: `one of ${RACE_IDS.join(", ")}` }),
    st: wholeNumber,
    dx: wholeNumber,
    armor: z.enum(ARMOR_IDS_BOTH, { error: `one of ${ARMOR_IDS_BOTH.join(", ")}` }),
    shield: z
      .enum(SHIELD_IDS_BOTH, { error: `null or one of ${SHIELD_IDS_BOTH.join(", ")}` })
      .nullable(),
    weapons: z.array(weaponId, { error: "a list of weapon ids" }),
    readyWeapon: readyWeaponId.nullable(),
    shieldReady: z.boolean({ error: "true or false" }),
    iq: wholeNumber.optional(),
    pack: z.enum(PACK_LOADS, { error: `one of ${PACK_LOADS.join(", ")}` }).optional(),
    packed: z.array(weaponId, { error: "a list of weapon ids" }).optional(),
    talents: z
      .array(z.enum(TALENT_IDS), { error: `a list of talents: ${TALENT_IDS.join(", ")}` })
      .optional(),
    fine: z
      .array(
        z.object({
          weapon: weaponId,
          dx: z.literal(1, { error: "1" }).optional(),
          damage: z.union([z.literal(1), z.literal(2)], { error: "1 or 2" }).optional(),
        }),
        { error: "a list of fine weapons" },
      )
      .optional(),
    finePlate: z.literal(true, { error: "true" }).optional(),
    cheapPowder: z.literal(true, { error: "true, or absent" }).optional(),
  },
  { error: "an object" },
) satisfies z.ZodType<FigureSpec>;

const EP_RANGE = `a whole number from 0 to ${MAX_EP.toLocaleString("en-US")}`;

export const figureDocumentSchema = z.object(
  {
    format: z.literal(FIGURE_DOCUMENT_FORMAT, { error: `"${FIGURE_DOCUMENT_FORMAT}"` }),
    version: z.literal(FIGURE_DOCUMENT_VERSION, { error: `${FIGURE_DOCUMENT_VERSION}` }),
    figure: figureSpecSchema.extend({
      ep: z
        .number({ error: EP_RANGE })
        .refine((ep) => epProblem(ep) === undefined, { error: EP_RANGE }),
    }),
    /** The install's HMAC of the rest (see figure-signature.ts); absent in a hand-made one. */
    signature: z.string({ error: "a string" }).optional(),
  },
  { error: "an object, as /figure export writes it" },
);

export type FigureDocument = z.output<typeof figureDocumentSchema>;

export type SchemaReading<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: string[] };

/**
 * Checks `value` against `schema`: each problem reads `"<root>.<path>" must be <what>; got <value>.`,
 * the value shown by `show` (a caller that prints to Discord escapes it too).
 */
export function checkWithSchema<T>(
  schema: z.ZodType<T>,
  value: unknown,
  root: string,
  show: (value: unknown) => string = shortJson,
): SchemaReading<T> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const where = pathText(root, issue.path);
      const subject = where === "" ? "The JSON" : `"${where}"`;
      return `${subject} must be ${issue.message}; got ${show(issue.input)}.`;
    }),
  };
}

/** `root.a[0].b`, or `a[0].b` under an empty root. */
function pathText(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    return text === "" ? String(key) : `${text}.${String(key)}`;
  }, root);
}

/** A received value as JSON, cut to 40 characters. */
export function shortJson(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
