/**
 * The house rule for text on a map (issue 22): Discord previews an image at most 400 px wide, and
 * there a capital letter must stay at least 10 px tall. Every map picture sizes its labels here.
 */

/** Discord's preview width, and the capital height labels need there (in px). */
export const PREVIEW_WIDTH = 400;
export const MIN_PREVIEW_CAP_PX = 10;
/** Cap height of the maps' font (DejaVu Sans Bold: 1493 of 2048 units per em). */
export const CAP_HEIGHT_EM = 1493 / 2048;

/** The bold font size whose capitals are MIN_PREVIEW_CAP_PX tall once a `width`-px image is previewed. */
export function readableFontPx(width: number): number {
  return Math.ceil(
    (MIN_PREVIEW_CAP_PX * Math.max(width, PREVIEW_WIDTH)) / PREVIEW_WIDTH / CAP_HEIGHT_EM,
  );
}
