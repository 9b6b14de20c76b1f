/** AM §7 EXAMPLE OF COMBAT's fighters as the troll tests build them. */
import { human } from "../battle/attack-builders.ts";

/** AM §7's Heniochus: ST 13, DX 14, IQ 8, plate (adjDX 8), a morningstar (2+1). */
export const HENIOCHUS = human("Heniochus", {
  st: 13,
  dx: 14,
  iq: 8,
  armor: "plate",
  weapons: ["morningstar"],
  readyWeapon: "morningstar",
});
