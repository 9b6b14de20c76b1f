/**
 * The Ur-Quan Legacy: Melee!'s scenario file as one zod schema (docs/scenario-format.md, "The
 * Ur-Quan Legacy: Melee!"), published for editors as docs/ur-quan-scenario.schema.json. The set-up
 * fields are the game's own (UrQuanSetup) and the orders its orders, with hexes written as the
 * Star Map numbers them ("5,4") and facings as players say them ("down").
 */
import { z } from "zod";
import { FACING_WORDS, RULESETS } from "../../games/ur-quan/index.ts";
import { caseless, entry } from "../schema.ts";

const text = z.string().regex(/\S/);
/** A hex as the Star Map numbers it: column and row, "5,4" (brackets and spaces allowed). */
export const STAR_HEX = /^\s*\(?\s*(\d+)\s*,\s*(\d+)\s*\)?\s*$/;
const hex = z.string().regex(STAR_HEX).describe('a hex as the Star Map numbers it: "column,row"');
const facing = z
  .string()
  .regex(caseless(FACING_WORDS))
  .describe(`a facing: ${FACING_WORDS.join(", ")}`);
const count = z.number().int().min(1);

export const UR_QUAN_ORDER = z.discriminatedUnion("type", [
  entry({ type: z.literal("fleet"), by: text, ships: z.array(text) }),
  entry({ type: z.literal("choose-order"), by: text, first: text }),
  entry({ type: z.literal("asteroid"), by: text, hex }),
  entry({ type: z.literal("ambush"), by: text }),
  entry({ type: z.literal("place"), by: text, ship: text, hex, facing }),
  entry({ type: z.literal("forward"), by: text, hexes: count.optional() }),
  entry({
    type: z.literal("turn"),
    by: text,
    side: z.enum(["left", "right"]),
    times: count.optional(),
  }),
  entry({
    type: z.literal("fire"),
    by: text,
    slot: z.enum(["main", "special"]),
    target: text.optional(),
    hex: hex.optional(),
  }),
  entry({ type: z.literal("defend"), by: text, choice: z.enum(["pilot", "reflex"]) }),
  entry({ type: z.literal("dire"), by: text, choice: z.enum(["reflex", "take"]) }),
  entry({ type: z.literal("end"), by: text }),
]);

const PLAYER = entry({ id: text, name: text, fleet: z.array(text).optional() });
/** The largest die the game rolls is a d12; the rules refuse a face too big for the die rolled. */
const face = z.number().int().min(1).max(12);

export const UR_QUAN_SCENARIO = entry({
  game: z.literal("ur-quan"),
  ruleset: z.enum(RULESETS).optional(),
  points: count,
  width: count.optional(),
  height: count.optional(),
  asteroids: z.number().int().min(0).optional(),
  players: z.array(PLAYER).length(2),
  dice: z
    .union([z.array(face), entry({ seed: z.number().int().min(0).max(0xffffffff) })])
    .optional(),
  orders: z.array(UR_QUAN_ORDER),
}).describe("A battle of The Ur-Quan Legacy: Melee! written down: docs/scenario-format.md");

export type UrQuanScenarioFile = z.infer<typeof UR_QUAN_SCENARIO>;

/** The JSON Schema of the format, for editors (docs/ur-quan-scenario.schema.json). */
export function urQuanScenarioJsonSchema(): object {
  return z.toJSONSchema(UR_QUAN_SCENARIO, { target: "draft-2020-12", reused: "ref" });
}
