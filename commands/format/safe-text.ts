/**
 * Makes user-supplied text (figure names, display names) safe to echo in a Discord message:
 * markdown characters are backslash-escaped so a name cannot restyle the message, and every "@"
 * gets a zero-width space after it so "@everyone", "@here" and "<@id>" never mention anyone.
 * Use it for message content and embed text; not for button labels, choice names or file names,
 * which Discord shows verbatim.
 */
const INLINE_MARKDOWN = /[\\*_~`|<[\]]/g;
/** Headings, quotes and list items only start a line, so "2-handed" is left alone. */
const LINE_START_MARKDOWN = /(^|\n)(\s*)([#>-])/g;

export function safeText(text: string): string {
  return text
    .replace(INLINE_MARKDOWN, (char) => `\\${char}`)
    .replace(LINE_START_MARKDOWN, "$1$2\\$3")
    .replace(/@/g, "@\u200b");
}
