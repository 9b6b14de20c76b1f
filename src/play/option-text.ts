/**
 * Splits the option part of a typed slash command into `name:value` entries, the way Discord's
 * client reads them: a value runs until the next `word:`, so `name:Ragnar the Bold race:human`
 * needs no quotes. Quotes ("..." or '...') keep anything inside, colons and all.
 */

export interface OptionEntry {
  readonly name: string;
  readonly raw: string;
}

export type OptionTextResult =
  | { readonly ok: true; readonly entries: OptionEntry[] }
  | { readonly ok: false; readonly error: string };

const OPTION_START = /^([A-Za-z][\w-]*):/;

export function splitOptionText(text: string): OptionTextResult {
  const entries: OptionEntry[] = [];
  let rest = text.trimStart();
  while (rest.length > 0) {
    const start = OPTION_START.exec(rest);
    if (start === null) {
      const word = rest.split(/\s/)[0] ?? rest;
      return { ok: false, error: `Expected option:value but found "${word}".` };
    }
    const name = start[1] ?? "";
    rest = rest.slice(start[0].length);
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
      const quoted = readQuoted(rest, quote);
      if (quoted === null)
        return { ok: false, error: `The value of "${name}" has no closing ${quote}.` };
      entries.push({ name, raw: quoted.value });
      rest = rest.slice(quoted.length);
      if (rest.length > 0 && !/^\s/.test(rest)) {
        return { ok: false, error: `Put a space after the closing ${quote} of "${name}".` };
      }
    } else {
      const end = nextOptionStart(rest);
      entries.push({ name, raw: rest.slice(0, end).trim() });
      rest = rest.slice(end);
    }
    rest = rest.trimStart();
  }
  return { ok: true, entries };
}

/** Where the next ` word:` begins, or the end of the text. */
function nextOptionStart(text: string): number {
  const match = /\s[A-Za-z][\w-]*:/.exec(text);
  return match === null ? text.length : match.index;
}

/** A quoted value; a backslash keeps the next character (\" or \\). */
function readQuoted(text: string, quote: string): { value: string; length: number } | null {
  let value = "";
  for (let i = 1; i < text.length; i++) {
    const char = text[i];
    if (char === "\\" && i + 1 < text.length) {
      value += text[i + 1];
      i++;
    } else if (char === quote) {
      return { value, length: i + 1 };
    } else {
      value += char;
    }
  }
  return null;
}
