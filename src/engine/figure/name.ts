/**
 * Figure names as the bot keeps them: a name differing from another only by invisible or
 * look-alike-compatibility characters (a zero-width space, full-width letters, a right-to-left
 * mark) is the same name, so it must not pass a uniqueness check as a new one.
 */

/** Zero-width, bidi and other format characters (Cf), and control characters (Cc). */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;
const SPACES = /\s+/gu;

/**
 * The name as stored: NFKC (full-width "Ｒａｇｎａｒ" is "Ragnar"), invisible and control
 * characters removed, runs of spaces made one, trimmed. May be empty: the caller refuses that.
 */
export function normaliseName(name: string): string {
  // Spaces first, so a tab or line break between words still parts them.
  return name
    .normalize("NFKC")
    .replace(SPACES, " ")
    .replace(INVISIBLE, "")
    .replace(SPACES, " ")
    .trim();
}

/** What makes two names the same: the normalised name, case-folded. */
export function nameKey(name: string): string {
  return normaliseName(name).toLowerCase();
}
