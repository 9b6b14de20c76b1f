/**
 * Turns one typed option value into the kind its definition declares, with the complaint
 * Discord's client would show when it does not fit.
 */
import {
  type APIApplicationCommandBasicOption,
  ApplicationCommandOptionType,
} from "discord-api-types/v10";
import type { OptionValue } from "../../commands/interaction.ts";

export type Conversion =
  | { readonly ok: true; readonly value: OptionValue }
  | { readonly ok: false; readonly error: string };

const TRUE_WORDS = ["true", "yes"];
const FALSE_WORDS = ["false", "no"];

export function convertOption(
  option: APIApplicationCommandBasicOption,
  raw: string,
  userId: (typed: string) => string | undefined,
): Conversion {
  const fail = (why: string): Conversion => ({
    ok: false,
    error: `Option "${option.name}" ${why}`,
  });
  if (raw.length === 0) return fail("needs a value.");

  switch (option.type) {
    case ApplicationCommandOptionType.String: {
      if (option.choices !== undefined && option.choices.length > 0) {
        return pickChoice(option.choices, raw, fail);
      }
      if (option.min_length !== undefined && raw.length < option.min_length) {
        return fail(`must be at least ${option.min_length} characters long.`);
      }
      if (option.max_length !== undefined && raw.length > option.max_length) {
        return fail(`must be at most ${option.max_length} characters long; this is ${raw.length}.`);
      }
      return { ok: true, value: raw };
    }
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      if (option.choices !== undefined && option.choices.length > 0) {
        return pickChoice(option.choices, raw, fail);
      }
      const integer = option.type === ApplicationCommandOptionType.Integer;
      const pattern = integer ? /^[+-]?\d+$/ : /^[+-]?(\d+\.?\d*|\.\d+)$/;
      const value = Number(raw);
      if (!pattern.test(raw) || !Number.isSafeInteger(Math.trunc(value))) {
        return fail(`must be ${integer ? "a whole number" : "a number"}; got "${raw}".`);
      }
      if (option.min_value !== undefined && value < option.min_value) {
        return fail(`must be at least ${option.min_value}; got ${value}.`);
      }
      if (option.max_value !== undefined && value > option.max_value) {
        return fail(`must be at most ${option.max_value}; got ${value}.`);
      }
      return { ok: true, value };
    }
    case ApplicationCommandOptionType.Boolean: {
      const word = raw.toLowerCase();
      if (TRUE_WORDS.includes(word)) return { ok: true, value: true };
      if (FALSE_WORDS.includes(word)) return { ok: true, value: false };
      return fail(`must be true or false; got "${raw}".`);
    }
    case ApplicationCommandOptionType.User: {
      const id = userId(raw);
      if (id === undefined) return fail(`must name a user, like @alice; got "${raw}".`);
      return { ok: true, value: id };
    }
    default:
      return fail("is of a kind local play cannot type (channels, roles and files need Discord).");
  }
}

/** A choice by its shown name or its value, ignoring case. */
function pickChoice(
  choices: readonly { name: string; value: string | number }[],
  raw: string,
  fail: (why: string) => Conversion,
): Conversion {
  const typed = raw.toLowerCase();
  const choice = choices.find(
    (c) => c.name.toLowerCase() === typed || String(c.value).toLowerCase() === typed,
  );
  if (choice !== undefined) return { ok: true, value: choice.value };
  const listed = choices.map((c) =>
    c.name === String(c.value) ? c.name : `${c.value} (${c.name})`,
  );
  return fail(`must be one of: ${listed.join(", ")}; got "${raw}".`);
}
