/**
 * JSON.parse for text a user pasted: refused before parsing when longer or more deeply nested
 * than the caller expects, so walking or echoing the result can never exhaust the stack.
 */

export type BoundedJson =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: string };

export function parseBoundedJson(text: string, maxLength: number, maxDepth: number): BoundedJson {
  if (text.length > maxLength) {
    return refuse(`The text is ${text.length} characters long; at most ${maxLength} are read.`);
  }
  if (nestingDepth(text) > maxDepth) {
    return refuse(`The JSON is nested more than ${maxDepth} levels deep.`);
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refuse(`The text is not valid JSON (${reason}).`);
  }
}

/** The deepest nesting of objects and arrays, counting brackets outside strings. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return deepest;
}

function refuse(problem: string): BoundedJson {
  return { ok: false, problem };
}
