/** Drawing a hex: the shared grid's pixel geometry, for the engine's face. */
export { hexCorners, hexToPixel, type Point } from "../../hex/grid.ts";
