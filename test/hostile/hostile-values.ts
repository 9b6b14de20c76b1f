/**
 * fast-check arbitraries for what a hostile or careless user can type: option values of the
 * right kind and the wrong one, names built to break messages, and hex coordinates that are not.
 */
import fc from "fast-check";
import type { OptionValue } from "../../commands/interaction.ts";

/**
 * Text that would ping, restyle or hide things if a message echoed it verbatim. A reply that
 * contains one of these as it stands has echoed user text without safeText.
 */
const INJECTIONS = [
  "@everyone",
  "@here",
  "<@123456789012345678>",
  "<@!123456789012345678>",
  "<@&123456789012345678>",
  "**Pwned**",
  "__Pwned__",
  "~~Pwned~~",
  "||Pwned||",
  "`Pwned`",
  "```Pwned```",
  "[Pwned](https://example.com)",
] as const;

/** Markup that only counts at the start of a line. */
const LINE_INJECTIONS = ["# Pwned", "> Pwned", "- Pwned"] as const;

const ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"];
const DIRECTION = ["\u202e", "\u202d", "\u2066", "\u2067", "\u2069", "\u061c"];

/** Names and sides the world really has, so some hostile calls hit real things. */
const KNOWN_NAMES = ["Flavius", "Wulf", "Ragnar", "Wolf", "a", "b", "Rome", "Germania"];

const hexLike = fc.oneof(
  fc.constantFrom("E9", "F10", "A1", "L16", "E1", "H16", "e9", " E9 ", "E 9"),
  fc.constantFrom("Z99", "0507", "e-1", "A0", "A-1", "AA1", "E99999999999", "1E", "E9.5", "E١٠"),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 2 }), fc.integer({ min: -999, max: 99999 }))
    .map(([col, row]) => `${col}${row}`),
);

const weird = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...LINE_INJECTIONS),
  fc.constantFrom(...ZERO_WIDTH, ...DIRECTION),
  fc
    .tuple(fc.constantFrom(...KNOWN_NAMES), fc.constantFrom(...ZERO_WIDTH, ...DIRECTION))
    .map(([name, mark]) => `${name.slice(0, 2)}${mark}${name.slice(2)}`),
  fc.constantFrom("", " ", "\n", "\t", "\\", ":", "%", "%E0%A4%A", "null", "undefined", "NaN"),
  fc.constantFrom("Ragnar\nsecond line", "名前", "Ωμέγα", "🗡️⚔️🛡️", "Zalgo\u0301\u0301\u0301\u0301"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 33, maxLength: 7000 }),
  fc.constantFrom(...INJECTIONS).map((i) => `${i} `.repeat(400)),
);

/** Any string a user might send for a string option. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
  { weight: 2, arbitrary: hexLike },
  { weight: 5, arbitrary: weird },
);

export const hostileInteger = fc.oneof(
  fc.integer({ min: -3, max: 120 }),
  fc.constantFrom(
    0,
    -1,
    99,
    100,
    2 ** 31,
    -(2 ** 31),
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
  ),
  fc.integer(),
);

/** What the commands' definitions declare about an option (Discord's JSON). */
export interface OptionDefinition {
  readonly name: string;
  readonly type: number;
  readonly required?: boolean;
  readonly autocomplete?: boolean;
  readonly choices?: readonly { readonly value: string | number }[];
  readonly min_value?: number;
  readonly max_value?: number;
  readonly max_length?: number;
  readonly options?: readonly OptionDefinition[];
}

/**
 * A value Discord would deliver for the option: of its type, one of its choices if it has
 * them, within its bounds; free text may be anything that fits its length.
 */
export function deliverableValue(option: OptionDefinition): fc.Arbitrary<OptionValue> {
  const choices = option.choices?.map((c) => c.value) ?? [];
  if (choices.length > 0) return fc.constantFrom(...choices);
  if (option.type === BOOLEAN) return fc.boolean();
  if (option.type === INTEGER) {
    const min = option.min_value ?? -(2 ** 53 - 1);
    const max = option.max_value ?? 2 ** 53 - 1;
    return fc.oneof(
      fc.constantFrom(min, max),
      fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }),
    );
  }
  const most = option.max_length ?? 6000;
  return hostileString.map((text) => fitted(text, most));
}

/** The longest start of `text`, in whole code points, that is at most `most` long. */
export function fitted(text: string, most: number): string {
  let kept = "";
  for (const point of text) {
    if (kept.length + point.length > most) break;
    kept += point;
  }
  return kept;
}

/**
 * A value no client should send: the wrong type, off the choices, out of bounds or too long.
 * A handler must still answer it and change nothing it should not.
 */
export function malformedValue(option: OptionDefinition): fc.Arbitrary<OptionValue> {
  return fc.oneof(
    { weight: 2, arbitrary: deliverableValue(option) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileInteger },
    { weight: 1, arbitrary: fc.boolean() },
  );
}

/** Discord's option types (ApplicationCommandOptionType) that the commands use. */
export const SUBCOMMAND = 1;
export const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
export const USER = 6;
